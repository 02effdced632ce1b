import { ShoppingBag, UserPlus } from "lucide-react";
import { PARTNER_PAGE_META } from "./meta";
import type { PartnerProgramPage } from "./types";

export const LAB_GROWN_DIAMONDS_PAGE = {
  slug: "lab-grown-diamonds",
  factsLabel: "Lab-grown diamonds at a glance",
  highlightsTitleId: "lab-grown-highlights-title",
  primaryAction: { to: "/agent-application", label: "Become an Agent", icon: UserPlus },
  secondaryAction: { to: "/store", label: "Buy Now", icon: ShoppingBag },
  closing: {
    titleId: "lab-grown-next-title",
    title: "Sell them, or wear one",
    text: "Become an agent and earn on every piece you sell, or choose a piece for yourself in our store. Store purchases help fund our Helping Hand campaigns.",
  },
  meta: PARTNER_PAGE_META["lab-grown-diamonds"],
  hero: {
    eyebrow: "Partner program · Lab-grown diamonds",
    title: "Real diamonds, grown in America",
    lead: "A lab-grown diamond is physically and chemically the same as a mined one. It simply grows in weeks in a US facility instead of over millions of years underground, and typically costs 60 to 80 percent less.",
    image: { src: "/images/seed/lab-grown-diamonds.svg", alt: "A diamond growing inside a glowing laboratory chamber" },
    className: "bg-gradient-to-br from-[#3b2a63] to-[#5b3f8c]",
  },
  facts: [
    { label: "What it is", value: "Carbon, crystallized as diamond" },
    { label: "How it grows", value: "CVD technology, in US facilities" },
    { label: "Typical price", value: "60–80% below a mined stone" },
    { label: "Proof", value: "A grading report with every stone" },
  ],
  highlightsTitle: "Why customers choose lab-grown",
  highlights: [
    {
      title: "The same sparkle",
      description:
        "Identical hardness, fire and brilliance. Even a jeweler needs specialist equipment to tell the difference.",
    },
    {
      title: "A bigger stone for the budget",
      description: "The same budget buys a larger or finer stone, which matters for an engagement ring.",
    },
    { title: "Known origin", description: "Every stone is traceable to the US facility where it was grown." },
  ],
  sections: [
    {
      title: "The agent agreement at a glance",
      lead: "Before you apply, here is what the agreement says, in plain words.",
      items: [
        "You receive a digital catalog of every piece to share with customers.",
        "You receive the agent cost list and the MSRP (suggested retail price) of every piece.",
        "You may offer discounts, as long as the price stays above your agent cost.",
        "You get a unique code name that customers use at checkout, so each sale is credited to you.",
        "Your profit is the customer's payment minus your agent cost.",
        "Your earnings are reported on Form 1099 at the end of the year.",
        "Every order ships within 14 days; that is guaranteed.",
        "You work as an independent contractor: you set your own hours and pay your own taxes.",
      ],
    },
  ],
  disclaimer:
    "This overview is a summary for information only; the signed agent agreement governs. Earnings depend on your own sales and are not guaranteed.",
} satisfies PartnerProgramPage;
