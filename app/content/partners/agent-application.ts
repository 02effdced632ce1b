export const AGENT_APPLICATION_PAGE = {
  meta: {
    title: "Partner Application | Community Synergy Network",
    description:
      "Apply to become an agent or partner with one of our partner companies. Tell us which project interests you; we reply within 24 hours.",
  },
  hero: {
    eyebrow: "Partner application",
    title: "Become a partner agent",
    lead: "Choose the project that interests you and tell us a little about yourself. A member of our partnerships team will call you within 24 hours.",
  },
  formTitle: "Your application",
  formLead: "Fields marked with * are required.",
  nextTitle: "What happens next",
  next: [
    "We read your application the same day and call you within 24 hours.",
    "We introduce you to the partner company and, where there is one, your mentor.",
    "You start with a few free Academy lessons chosen for your project.",
  ],
} as const;
