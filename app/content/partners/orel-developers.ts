import type { PartnerPageContent } from "./types";

export const OREL_DEVELOPERS_PAGE = {
  meta: {
    title: "Orel Developers Territorial Agents | Community Synergy Network",
    description:
      "Introduce local businesses to AI assistants that answer phones, book appointments and send invoices, and earn 20 percent of every monthly subscription.",
  },
  hero: {
    eyebrow: "Partner program · AI business automation",
    title: "Bring AI automation to the businesses on your street",
    lead: "Orel Developers builds AI assistants that answer phones, book appointments and send invoices for dental offices, plumbers, restaurants and other small businesses. Territorial agents introduce the service locally and earn 20% of each monthly subscription for as long as the client stays.",
    image: {
      src: "/images/seed/orel-developers.svg",
      alt: "A laptop running an AI assistant that answers calls and books appointments",
    },
    className: "bg-gradient-to-br from-[#1e1b4b] to-[#3730a3]",
  },
  facts: [
    { label: "Commission", value: "20% of every monthly subscription" },
    { label: "Coding needed", value: "None: Orel's engineers do the setup" },
    { label: "Onboarding", value: "Two weeks, with a demo account" },
    { label: "Territories", value: "Available in 31 states" },
  ],
  highlightsTitle: "What makes it work",
  highlights: [
    {
      title: "A free 30-minute check-up",
      description: "You offer local owners a free automation check-up that shows where they are losing time and calls.",
    },
    {
      title: "Orel does the technical work",
      description: "Orel builds, hosts and supports every assistant. You own the relationship with the client.",
    },
    {
      title: "Income that recurs",
      description: "Your 20% is paid every month the client stays, so each new client adds to the next month.",
    },
    {
      title: "A lighter way to start",
      description:
        "Not ready for a territory? Introduce a business once as a referral partner and earn a one-time $250 fee.",
    },
  ],
  sections: [
    {
      title: "A typical first month",
      items: [
        "Week 1–2: onboarding with Orel's team and practice on your demo account.",
        "Week 3: five free check-ups with businesses you already know.",
        "Week 4: your first clients go live, and your commission starts with their first monthly payment.",
      ],
    },
  ],
  disclaimer:
    "Agents are independent contractors. Commissions depend on the clients you bring and how long they stay; they are not guaranteed.",
} satisfies PartnerPageContent;
