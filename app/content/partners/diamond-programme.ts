import { PROGRAM_FORMS } from "./program-forms";
export const DIAMOND_PROGRAMME_PAGE = {
  meta: PROGRAM_FORMS["amera-diamonds"].meta,
  hero: {
    eyebrow: "Diamond agent program",
    title: "Become an AMERA Diamonds agent",
    lead: "Sell lab-grown diamond jewelry, made in the USA, from a digital catalog with your own code name. No inventory, no quota, and a mentor for your first sales.",
  },
  mentor: {
    title: "Meet your mentor",
    name: "Karen Whitaker",
    role: "Agent Program Manager, AMERA Diamonds, Austin, Texas",
    bio: [
      "Karen spent twelve years behind the counter of a family jewelry store before joining AMERA to build its agent program. She trains every new agent personally.",
      "In your first call she walks you through the catalog, helps you choose your code name and practices your first conversations with you, including how to explain lab-grown diamonds honestly.",
    ],
  },
  benefitsTitle: "Why agents join",
  benefits: [
    "No inventory to buy: AMERA ships straight to your customer",
    "Your profit is the customer's payment minus your agent cost, paid monthly",
    "Every order ships within 14 days, guaranteed",
    "Academy Lesson #16 covers selling lab-grown diamonds, step by step",
  ],
  collaborationNote: {
    title: "How we work with AMERA",
    text: "Agents are independent contractors who sign their agent agreement directly with AMERA Diamonds. Community Synergy Network makes the introduction and provides free training; we never take a share of your earnings.",
  },
  academy: {
    title: "Start with Academy Lesson #16",
    text: "Our free lesson on selling lab-grown diamonds explains grading reports, pricing above your agent cost and how to answer the questions customers ask most.",
    link: { to: "/academy", label: "View Academy Lesson #16" },
  },
  formTitle: PROGRAM_FORMS["amera-diamonds"].formTitle,
  formLead: PROGRAM_FORMS["amera-diamonds"].formLead,
  success: PROGRAM_FORMS["amera-diamonds"].success,
} as const;
