import { PROGRAM_FORMS } from "./program-forms";
export const CONSULTANT_PROGRAMME_PAGE = {
  meta: PROGRAM_FORMS["marykay"].meta,
  hero: {
    eyebrow: "Consultant program",
    title: "Mary Kay Independent Beauty Consultant Program",
    lead: "Start a skin-care and cosmetics business from home, on your own schedule, with an experienced mentor from our network beside you.",
  },
  mentor: {
    title: "Meet your mentor",
    name: "Gloria Mendez",
    role: "Independent Sales Director, San Antonio, Texas",
    bio: [
      "Gloria has built a team of more than 60 consultants over 19 years. She started as a single mother selling to coworkers on her lunch break, and she still remembers how lonely the first months can be.",
      "Every new consultant from our network joins her free weekly video call. She helps you plan your first ten customer appointments and shows you how to keep inventory small until your sales are steady.",
    ],
  },
  benefitsTitle: "What you get",
  benefits: [
    "A personal mentor for your first months, and a weekly group call",
    "A starter kit as the only required purchase, with a grant of up to $100 for members who finish an Academy course",
    "Flexible hours: sell to your own customers, when it suits you",
    "A peer group of consultants that meets every Tuesday evening",
  ],
  collaborationNote: {
    title: "How we work with Mary Kay",
    text: "Community Synergy Network is an independent nonprofit. You sign your consultant agreement directly with Mary Kay; we provide the mentor introduction, Academy training and the peer group. We never take a share of your earnings.",
  },
  formTitle: PROGRAM_FORMS["marykay"].formTitle,
  formLead: PROGRAM_FORMS["marykay"].formLead,
  success: PROGRAM_FORMS["marykay"].success,
} as const;
