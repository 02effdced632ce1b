import { Gem, GraduationCap } from "lucide-react";
import { PARTNER_PAGE_META } from "./meta";
import type { PartnerProgramPage } from "./types";

export const AMERA_DIAMONDS_PAGE = {
  slug: "amera-diamonds",
  factsLabel: "The agent program at a glance",
  highlightsTitleId: "amera-highlights-title",
  primaryAction: { to: "/amera-diamonds-application", label: "Become a Diamond Agent", icon: Gem },
  secondaryAction: { to: "/academy", label: "View Academy Lesson #16", icon: GraduationCap },
  closing: {
    titleId: "amera-next-title",
    title: "Ready to sell your first diamond?",
    text: "Apply in three minutes. Your mentor will call within 24 hours, and Academy Lesson #16 will have you ready for your first customer conversation.",
  },
  meta: PARTNER_PAGE_META["amera-diamonds"],
  hero: {
    eyebrow: "Partner program · Lab-grown diamonds",
    title: "AMERA Diamonds agent program",
    lead: "Sell certified lab-grown diamond jewelry, grown in US facilities, from a digital catalog with your own code name. There is no inventory to buy and no monthly quota.",
    image: { src: "/images/seed/amera-diamonds.svg", alt: "A brilliant-cut lab-grown diamond on a velvet stand" },
    className: "bg-gradient-to-br from-[#111a30] to-[#1c2a4a]",
  },
  facts: [
    { label: "Start-up cost", value: "No inventory to buy" },
    { label: "Your earnings", value: "Customer payment minus your agent cost" },
    { label: "Shipping", value: "Every order within 14 days" },
    { label: "Paid", value: "Monthly, reported on Form 1099" },
  ],
  highlightsTitle: "What agents get",
  highlights: [
    {
      title: "A digital catalog",
      description:
        "Every ring, pendant and pair of earrings, with photos and grading reports, ready to share from your phone.",
    },
    {
      title: "Your own code name",
      description: "Customers enter your code name at checkout, so every sale is credited to you.",
    },
    {
      title: "Direct shipping",
      description: "AMERA ships straight to the customer and handles returns, so you never hold a stone.",
    },
    {
      title: "Monthly statements",
      description: "A clear statement every month showing each sale, your agent cost and your profit.",
    },
  ],
  sections: [
    {
      title: "How agents earn",
      paragraphs: [
        "Each piece has an agent cost and a suggested retail price (MSRP). You may sell at MSRP or offer your customer a discount, as long as the price stays above your agent cost. Your profit is simply what the customer pays minus your agent cost.",
      ],
    },
  ],
  disclaimer:
    "Agents are independent contractors, not employees of AMERA Diamonds or of Community Synergy Network. Earnings depend entirely on your own sales and are not guaranteed. Lab-grown diamonds are real diamonds and must always be described to customers as laboratory-grown.",
} satisfies PartnerProgramPage;
