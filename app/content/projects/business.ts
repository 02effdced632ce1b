/** The Business Opportunities page's copy (part 1 §2 'Projects area'). */

export const BUSINESS_PAGE = {
  meta: {
    title: "Business Opportunities | Community Synergy Network",
    description:
      "Start or grow a business with a partner company we have vetted. Opportunities for individuals and for existing businesses, with free training and a mentor.",
  },
  hero: {
    eyebrow: "Business opportunities",
    title: "Build an income with partners we have vetted",
    lead: "Whether you are starting from your kitchen table or adding a product line to your shop, we match you with a partner company, train you for free and stay with you through the first months.",
  },
  toggleLabel: "Show opportunities",
  types: {
    individual: {
      label: "For Individuals",
      title: "Opportunities for individuals",
      lead: "Start something of your own, part time or full time, with low start-up costs and a mentor who has done it before.",
      benefits: [
        {
          title: "Low start-up costs",
          description:
            "Most programs need no inventory. Where there is a starter kit, members who finish an Academy course can apply for a grant toward it.",
        },
        {
          title: "A named mentor",
          description:
            "An experienced consultant, agent or preparer walks you through your first customers, one by one.",
        },
        {
          title: "Flexible hours",
          description: "Work around school runs, a day job or caring for family. You decide how much and when.",
        },
        {
          title: "Free training",
          description: "Short, practical Academy courses on pricing, selling honestly and keeping your books.",
        },
      ],
      apply: { to: "/agent-application?project=General%20Individual%20Opportunity", label: "Apply as an individual" },
    },
    business: {
      label: "For Businesses",
      title: "Opportunities for businesses",
      lead: "Add a partner product line, hold territorial rights or bring AI automation to your clients, with the backing of our network.",
      benefits: [
        {
          title: "New revenue without new stock",
          description: "Display samples or sell from a digital catalog; partners ship straight to your customers.",
        },
        {
          title: "Territorial rights",
          description: "Some partners grant exclusive territories, so the relationships you build stay yours.",
        },
        {
          title: "Trusted referrals",
          description: "Our members, volunteers and partners send business to one another first.",
        },
        {
          title: "Support for nonprofits too",
          description: "Churches, community groups and nonprofits can run a partner program to fund their own work.",
        },
      ],
      apply: { to: "/agent-application?project=General%20Business%20Partnership", label: "Apply as a business" },
    },
  },
  libraryLink: { to: "/projects/library?category=business", label: "Browse business projects" },
  stepsTitle: "How it works",
  steps: [
    { title: "Tell us about yourself", description: "Fill in the short form below. It takes about three minutes." },
    {
      title: "Talk to us within 24 hours",
      description: "A member of our partnerships team calls to understand what you are looking for.",
    },
    {
      title: "Meet your partner",
      description:
        "We introduce you to the partner company and to your mentor, and suggest the Academy lessons to start with.",
    },
    {
      title: "Start and grow",
      description:
        "You start with your first customers, and your mentor checks in every week for the first three months.",
    },
  ],
  formTitle: "Apply for an opportunity",
  formLead: "Tell us a little about yourself and we will suggest the partner programs that fit.",
} as const;
