/** The Our Mission page's copy (part 1 §2 'About area'). */

import { MISSION_STATEMENT } from "./mission-statement";

export const MISSION_PAGE = {
  meta: {
    title: "Our Mission | Community Synergy Network",
    description:
      "Our mission, a worked example of how a campaign is funded (400 units at $10 each is a $4,000 campaign), and what we mean by a Campaign and a Project.",
  },
  hero: {
    eyebrow: "Our mission",
    title: "Opportunity for people who are ready to work, and help for families who need it now",
    lead: "We create business opportunities for individuals and small businesses through partner companies, and we fund campaigns that give free or low-cost health, beauty and nutrition products to people who need them.",
  },
  statementTitle: "Mission statement",
  statement: MISSION_STATEMENT,
  visionTitle: "Our vision",
  vision:
    "A country where anyone willing to learn and work has a network behind them: partners to build with, neighbors to lean on and the skills to keep growing.",
  example: {
    title: "A worked example: one campaign, start to finish",
    lead: "Here is how a typical Helping Hand campaign adds up.",
    units: 400,
    unitPrice: 10,
    total: 4_000,
    steps: [
      { label: "Units", value: "400", detail: "health kits, one for each family" },
      { label: "Cost each", value: "$10", detail: "the price our partner charges us" },
      { label: "Campaign total", value: "$4,000", detail: "400 × $10, raised from donors and business revenue" },
    ],
    explanation:
      "Once the $4,000 is raised, we order the 400 kits, a local partner such as a clinic or a family-support office hands out eligibility codes, and each family applies online with its code. Nobody pays for their kit, and every dollar is accounted for in our annual report.",
  },
  definitionsTitle: "Two words we use a lot",
  definitions: [
    {
      term: "Campaign",
      definition:
        "A focused, one-time initiative funded by donations or business revenue, such as baby monitors for Coast Guard families or care kits for expectant mothers. Recipients hold an eligibility code from a local partner, so help reaches the people it was raised for.",
    },
    {
      term: "Project",
      definition:
        "A business opportunity we have researched and run under our model: a partner company, a clear way to earn, training in our Academy and a mentor. Projects are how members build an income that lasts after a campaign ends.",
    },
  ],
  valuesTitle: "What we hold ourselves to",
  values: [
    {
      title: "Honest numbers",
      description:
        "We tell members what a program costs and what people really earn, not the best month anyone ever had.",
    },
    {
      title: "No one pays to get help",
      description: "Campaign recipients never pay for their products, and our Academy is free for everyone.",
    },
    {
      title: "Answer within a day",
      description: "Every application gets a personal reply within 24 hours, from a person, not a robot.",
    },
  ],
} as const;
