import { KeyRound, Library } from "lucide-react";
import { PARTNER_PAGE_META } from "./meta";
import type { PartnerApplicationPage } from "./types";

export const SHIELD_FASHION_PAGE = {
  slug: "shield-fashion",
  projectSlug: "shield-fashion-territorial-distribution",
  factsLabel: "Shield Fashion at a glance",
  highlightsTitleId: "shield-highlights-title",
  applyAction: { label: PARTNER_PAGE_META["shield-fashion"].applyLabel, icon: KeyRound },
  secondaryAction: { to: "/projects/library?category=business", label: "More opportunities", icon: Library },
  application: PARTNER_PAGE_META["shield-fashion"].application,
  meta: PARTNER_PAGE_META["shield-fashion"],
  hero: {
    eyebrow: "Partner program · Territorial distribution",
    title: "Shield Fashion territorial rights",
    lead: "Shield Fashion makes phone cases, pouches and laptop sleeves lined with a fabric that reduces radio-frequency exposure when a device is carried against the body. Hold the rights to your own territory and supply the stores you already know.",
    image: {
      src: "/images/seed/shield-fashion.svg",
      alt: "A phone in a shielding case, with signal waves turned aside, over a map of territories",
    },
    className: "bg-gradient-to-br from-[#0c4a5c] to-[#0e7490]",
  },
  facts: [
    { label: "Typical margin", value: "30–40% on wholesale orders" },
    { label: "Your territory", value: "One county or a group of ZIP codes" },
    { label: "Opening order", value: "$1,500 in stock" },
    { label: "Open now", value: "Georgia, Florida and the Carolinas" },
  ],
  highlightsTitle: "Why members choose Shield Fashion",
  highlights: [
    {
      title: "A territory that is yours",
      description: "Territories are limited. Once you hold one, the stores in it order through you.",
    },
    {
      title: "Products people carry every day",
      description: "Phone cases and laptop sleeves sell year round in phone-repair shops, pharmacies and gift stores.",
    },
    {
      title: "Stores you already know",
      description: "Your best customers are the owners on your own Main Street, people who already trust you.",
    },
    {
      title: "Support from the brand",
      description: "Shield Fashion supplies display stands, product training and marketing material for every store.",
    },
  ],
  sections: [
    {
      title: "How territorial distribution works",
      items: [
        "You apply below and talk with our partnerships team within 24 hours.",
        "Shield Fashion confirms which territories are open near you and sends the distributor agreement.",
        "You place an opening order of at least $1,500, stocked at wholesale prices.",
        "You visit local stores, take their orders and resupply them. The difference between wholesale and your price to the store is yours.",
      ],
    },
  ],
  disclaimer:
    "Shield Fashion products reduce, but do not eliminate, radio-frequency exposure from a device carried against the body, and distributors may not make medical claims. Earnings depend on your own sales; the margins above are typical, not guaranteed. Distributors are independent business owners.",
} satisfies PartnerApplicationPage;
