/** The Project Library's copy (part 1 §2 'Projects area'). */

export const LIBRARY_PAGE = {
  meta: {
    title: "Project Library | Community Synergy Network",
    description:
      "Browse every business opportunity project and Helping Hand campaign, newest first, with status, location and how to take part.",
  },
  hero: {
    eyebrow: "Project Library",
    title: "Every project and campaign in one place",
    lead: "Switch between business opportunities you can join and Helping Hand campaigns you can support.",
  },
  switchLabel: "Show",
  views: {
    "helping-hand": { label: "Helping Hand Campaigns", heading: "Helping Hand Campaigns" },
    business: { label: "Business Opportunity Projects", heading: "Business Opportunity Projects" },
  },
  loading: "Loading projects...",
  loadingDetail: "Loading project details...",
  error: "Error loading projects. Please try again later.",
  empty: "No projects found in this category.",
  notFound: {
    title: "Didn't find your project?",
    text: "Tell us what you are looking for. We add new partner programs every season, and we would rather hear your idea than lose you.",
    contact: { to: "/contact", label: "Contact us" },
    apply: { to: "/agent-application", label: "Apply as an agent" },
  },
} as const;
