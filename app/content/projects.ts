/** The Projects area's static copy (part 1 §2 'Projects area'), as typed data. */

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

export const HELPING_HAND_PAGE = {
  meta: {
    title: "Helping Hand Campaigns | Community Synergy Network",
    description:
      "Donation-funded campaigns that give free health, beauty and nutrition products to military families, expectant mothers, seniors and others who need a hand.",
  },
  hero: {
    eyebrow: "Helping Hand",
    title: "When a family needs a hand, the network reaches out",
    lead: "Helping Hand campaigns turn donations into health, beauty and nutrition products for people going through a hard season: deployed families, expectant mothers, seniors living alone.",
  },
  howTitle: "How a campaign works",
  how: [
    {
      title: "For donors",
      points: [
        "Every campaign has a clear goal: what we will buy, for whom and how much it costs.",
        "Your gift is tax-deductible as the law allows, and you can follow the campaign's progress online.",
        "When a campaign ends, we publish what was raised and what was delivered.",
      ],
    },
    {
      title: "For recipients",
      points: [
        "A local partner, such as a base ombudsman, a clinic or a food shelf, gives you an eligibility code.",
        "You apply online in a few minutes with that code. There is nothing to pay.",
        "Your products are delivered or handed out by people from your own community.",
      ],
    },
  ],
  libraryLink: {
    to: "/projects/library?category=helping-hand",
    label: "See all Helping Hand campaigns",
    shortLabel: "See all campaigns",
  },
  impactTitle: "What Helping Hand has done",
  impactStories: [
    {
      value: "25",
      title: "military families helped",
      text: "Care kits with vitamins, children's toothbrushes, sunscreen and healthy snacks reached 25 families of deployed soldiers near Fort Bragg in our first round.",
    },
    {
      value: "200+",
      title: "expectant mothers helped",
      text: "More than 200 expectant mothers received Healthy Start boxes, handed out by nurses who explain each item, with a guide to free local clinics.",
    },
    {
      value: "14",
      title: "additional services identified",
      text: "Talking with families, our volunteers found 14 more needs, from car-seat checks to help filing taxes, and connected families with local providers for each one.",
    },
  ],
  donate: {
    title: "Fund the next campaign",
    text: "Every campaign starts with a donation. $38 fills a Healthy Start box; $60 buys a baby monitor for a Coast Guard family.",
    button: { to: "/donate", label: "Donate Now" },
  },
  largeGifts: {
    title: "Planning a larger gift?",
    text: "Companies, foundations and families who would like to fund a whole campaign, or match other donors, can write to us directly. We will send you a proposal with the full budget.",
  },
} as const;
