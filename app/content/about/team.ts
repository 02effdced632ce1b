/** The Our Team page's copy (part 1 §2 'About area'). */

export const TEAM_PAGE = {
  meta: {
    title: "Our Team | Community Synergy Network",
    description: "Meet the Board of Directors and the Committee Leads who run Community Synergy Network.",
  },
  hero: {
    eyebrow: "Our team",
    title: "The people who keep the network running",
    lead: "A volunteer board that oversees every dollar, and committee leads who turn plans into campaigns, courses and partnerships.",
  },
  boardTitle: "Board of Directors",
  boardLead: "Responsible for our finances, our partners and our promise to the communities we serve.",
  committeeTitle: "Committee Leads",
  committeeLead: "Each lead runs one part of our work day to day, with a team of volunteers.",
  loading: "Loading team information...",
  unavailable: "We could not load the team list just now. Please try again in a few minutes.",
  commitment: {
    title: "Our commitment",
    text: "Our board members serve without pay. Each year they review every partner program we recommend, approve the budget of every Helping Hand campaign and publish our finances. If something we do falls short of what we promise, we want to hear about it.",
    link: { to: "/contact", label: "Contact the team" },
  },
} as const;
