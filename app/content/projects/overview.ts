/** The Projects page's copy (part 1 §2 'Projects area'). */

export const PROJECTS_PAGE = {
  meta: {
    title: "Our Projects | Community Synergy Network",
    description:
      "Business opportunities with vetted partner companies, donation-funded Helping Hand campaigns, and a library of every project we run.",
  },
  hero: {
    eyebrow: "Our projects",
    title: "Projects that build incomes, and campaigns that meet needs",
    lead: "Everything we do falls into two kinds of work. Here is what each one means, and where to find them all.",
  },
  definitionsTitle: "Two kinds of work",
  definitions: [
    {
      term: "Project",
      definition:
        "A business opportunity we have researched and run under our model: a partner company, a clear way to earn, free training in our Academy and a mentor for the first months.",
    },
    {
      term: "Campaign",
      definition:
        "A focused, one-time initiative funded by donations or business revenue that delivers health, beauty or nutrition products to people who need them. Recipients apply with an eligibility code from a local partner.",
    },
  ],
  categoriesTitle: "Find your way in",
  categories: [
    {
      icon: "business",
      title: "Business Opportunities",
      description:
        "Start or grow a business with a partner company: beauty consulting, diamond agents, tax careers, AI automation and more.",
      link: { to: "/projects/business", label: "Explore opportunities" },
    },
    {
      icon: "helping-hand",
      title: "Helping Hand",
      description:
        "Donation-funded campaigns for military families, expectant mothers, seniors and others who need a hand right now.",
      link: { to: "/projects/helping-hand", label: "See Helping Hand" },
    },
    {
      icon: "library",
      title: "Project Library",
      description:
        "Every business project and campaign in one place, newest first, with its status and how to take part.",
      link: { to: "/projects/library", label: "Browse the library" },
    },
  ],
  featured: {
    eyebrow: "Featured project",
    badge: "Active Project",
    title: "Urban Garden Initiative",
    location: "Detroit, Michigan",
    description:
      "Neighbors on Detroit's east side are turning four vacant lots on Mack Avenue into raised-bed gardens with a pay-what-you-can produce stand. Volunteers built 48 beds this summer, and two teenagers from the block are paid to run the stand on Saturdays.",
    facts: ["48 raised beds built", "4 vacant lots reclaimed", "$9,000 needed for spring"],
    image: {
      src: "/images/seed/urban-garden.svg",
      alt: "Raised vegetable beds on a city lot with a small produce stand",
    },
    link: { to: "/projects/library", label: "See it in the Project Library" },
  },
  impact: {
    title: "Our reach across the country",
    lead: "Figures across all our projects and campaigns since we began.",
    stats: [
      { value: "250+", label: "Projects" },
      { value: "48", label: "States" },
      { value: "$5.2M", label: "Funding" },
      { value: "15K+", label: "Participants" },
    ],
    link: { to: "/about/impact", label: "Read the stories behind the numbers" },
  },
  cta: {
    title: "Pick the way you want to help",
    lead: "Volunteer an evening a month, start a business with a partner, or fund the next campaign.",
    links: [
      { to: "/volunteer", label: "Volunteer" },
      { to: "/projects/business", label: "Start a business" },
      { to: "/donate", label: "Donate" },
    ],
  },
} as const;
