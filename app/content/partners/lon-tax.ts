import { Briefcase, GraduationCap } from "lucide-react";
import { PARTNER_PAGE_META } from "./meta";
import type { PartnerApplicationPage } from "./types";

export const LON_TAX_PAGE = {
  slug: "lon-tax",
  projectSlug: "lon-tax-career-program",
  factsLabel: "LON Tax at a glance",
  highlightsTitleId: "lon-highlights-title",
  applyAction: { label: PARTNER_PAGE_META["lon-tax"].applyLabel, icon: Briefcase },
  secondaryAction: { to: "/academy", label: "View Training Program", icon: GraduationCap },
  application: PARTNER_PAGE_META["lon-tax"].application,
  meta: PARTNER_PAGE_META["lon-tax"],
  hero: {
    eyebrow: "Partner program · Tax and accounting careers",
    title: "Start a career in tax preparation",
    lead: "Train for free with LON Tax, work your first filing season with an experienced preparer beside you, and build toward an office of your own.",
    image: {
      src: "/images/seed/lon-tax.svg",
      alt: "A tidy desk with a tax form, calculator, receipts and a coffee mug",
    },
    className: "bg-gradient-to-br from-[#14532d] to-[#166534]",
  },
  facts: [
    { label: "Training", value: "Free, 10 weeks, starting every September" },
    { label: "First season", value: "$18 to $28 an hour" },
    { label: "Where", value: "Atlanta, GA; Charlotte, NC; or from home" },
    { label: "After two seasons", value: "Your own office, with a reduced franchise fee" },
  ],
  highlightsTitle: "What the program gives you",
  highlights: [
    {
      title: "Free training",
      description:
        "Individual returns, the Earned Income Tax Credit and basic small-business bookkeeping, taught by working preparers.",
    },
    {
      title: "Help with your PTIN",
      description: "LON Tax walks every graduate through getting a Preparer Tax Identification Number from the IRS.",
    },
    {
      title: "Seasonal or year round",
      description: "Prepare returns from January to April, or keep monthly books for small businesses all year.",
    },
    {
      title: "A path to ownership",
      description:
        "After two seasons you may open your own LON Tax office, with mentoring and a reduced franchise fee.",
    },
  ],
  sections: [
    {
      title: "Who it is for",
      paragraphs: [
        "You do not need an accounting degree. Our most successful graduates include a retired school bus driver, a stay-at-home parent and a bank teller who wanted more flexible hours. What you need is care with numbers, patience with people and about eight hours a week during the course.",
      ],
    },
  ],
  disclaimer:
    "Hourly pay depends on the office, your hours and the number of returns you prepare. Opening an office is subject to LON Tax's franchise agreement.",
} satisfies PartnerApplicationPage;
