/** The About area's static copy (part 1 §2 'About area'), as typed data. */

export interface ContentLink {
  to: string;
  label: string;
}

export const ABOUT_TABS = ["overview", "mission", "methods", "impact"] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

/** `?tab=` → a tab; anything else is the overview. */
export function parseAboutTab(value: string | null | undefined): AboutTab {
  return (ABOUT_TABS as readonly string[]).includes(value ?? "") ? (value as AboutTab) : "overview";
}

export const ABOUT_PAGE = {
  meta: {
    title: "About Us | Community Synergy Network",
    description:
      "Who we are, why we exist and how we work: a 501(c)(3) nonprofit that opens partner business opportunities, funds Helping Hand campaigns and teaches business skills for free.",
  },
  hero: {
    eyebrow: "About us",
    title: "A nonprofit built on people pooling what they have",
    lead: "Community Synergy Network connects individuals and small businesses with partner companies we have vetted, turns donations into health, beauty and nutrition products for families who need them, and teaches the skills to earn a living, free of charge.",
  },
  tabLabels: {
    overview: "Overview",
    mission: "Our Mission",
    methods: "Our Methods",
    impact: "Our Impact",
  } satisfies Record<AboutTab, string>,
  bottomNavTitle: "Keep reading about us",
} as const;

export const ABOUT_OVERVIEW = {
  title: "Who we are",
  paragraphs: [
    "We started in San Antonio, Texas, when a community-college business teacher noticed that her best students kept stalling at the same point: they had the drive and the plan, but no network. No supplier who would return a call, no mentor who had done it before, no one to vouch for them.",
    "Today we are a 501(c)(3) public charity with a volunteer network in dozens of states. We do three things, and each one feeds the others: we research partner companies and open their programs to our community; we run Helping Hand campaigns that deliver products to families at no cost to them; and we teach what we learn in a free online Academy.",
  ],
  pillars: [
    {
      title: "Business opportunities",
      description:
        "Programs with partner companies, from beauty consulting to AI automation, studied before we recommend them.",
      link: { to: "/projects/business", label: "See business opportunities" },
    },
    {
      title: "Helping Hand campaigns",
      description:
        "Donation-funded drives that bring health, beauty and nutrition products to military families, new mothers and seniors.",
      link: { to: "/projects/helping-hand", label: "See Helping Hand" },
    },
    {
      title: "The Academy",
      description:
        "Free courses on starting and running a small business, written in plain language for people with busy lives.",
      link: { to: "/academy", label: "Visit the Academy" },
    },
  ],
} as const;

export const ABOUT_MISSION_TAB = {
  title: "Our mission",
  statement:
    "To create real business opportunities for individuals and small businesses through partner companies, and to fund Helping Hand campaigns that put free or low-cost health, beauty and nutrition products in the hands of people who need them.",
  exampleTitle: "What that looks like in numbers",
  example:
    "A campaign to give 400 families a $10 health kit costs $4,000. Donations and revenue from our business projects cover it, a local partner hands out eligibility codes, and every family receives its kit at no cost.",
  link: { to: "/about/mission", label: "Read our full mission" },
} as const;

export const ABOUT_METHODS_TAB = {
  title: "How we work",
  lead: "Three words sum up our method. We use them as a checklist for every project we take on.",
  methods: [
    {
      title: "Synergy",
      description:
        "We put people together whose strengths fit: a baker with a bookkeeper, a new agent with a mentor who has sold for twenty years. The whole should be worth more than its parts.",
    },
    {
      title: "Leverage",
      description:
        "We use what already exists, such as a partner's catalog, a church hall or a credit union's goodwill, so a dollar or an hour goes further than it could alone.",
    },
    {
      title: "Networking",
      description:
        "Every member joins a network of volunteers, partners and other members. Introductions, referrals and advice flow both ways, long after an application is approved.",
    },
  ],
  stepsTitle: "How a project comes together",
  steps: [
    "We research a partner company: start-up costs, realistic earnings, who supports new members and how they are paid.",
    "If it holds up, we open the program to our community and publish it in the Project Library.",
    "Members learn the basics for free in the Academy, then apply with one short form.",
    "A mentor or partner contact calls within 24 hours and stays in touch through the first months.",
  ],
} as const;

export const ABOUT_IMPACT_TAB = {
  title: "Our impact so far",
  lead: "Numbers only tell part of the story, but they keep us honest.",
  link: { to: "/about/impact", label: "See our impact in detail" },
} as const;

/** Part 1 §2 'Impact': the stat tiles (hard-coded marketing figures, §9). */
export const IMPACT_STATS = [
  { value: "500+", label: "Volunteers" },
  { value: "1000+", label: "People empowered" },
  { value: "150+", label: "Businesses supported" },
  { value: "$250K+", label: "Donations distributed" },
] as const;

/** Links the About page always shows, whichever tab is open (part 1 §2 'About'). */
export const ABOUT_EXPLORE = {
  title: "Where to go from here",
  lead: "Meet the partners our members work with, see what your support pays for, or lend a hand yourself.",
  partnersTitle: "Our partner programs",
  partners: [
    {
      to: "/projects/orel-developers",
      label: "Orel Developers",
      description: "AI automation for small businesses, with territorial agents.",
    },
    {
      to: "/projects/amera-diamonds",
      label: "AMERA Diamonds",
      description: "Lab-grown diamonds, made in the USA, sold by independent agents.",
    },
    {
      to: "/projects/lon-tax",
      label: "LON Tax",
      description: "Free training for a career in tax preparation and bookkeeping.",
    },
    {
      to: "/projects/shield-fashion",
      label: "Shield Fashion",
      description: "Territorial rights to distribute shielding phone accessories.",
    },
  ],
  more: [
    { to: "/projects", label: "All our projects" },
    { to: "/projects/helping-hand", label: "Helping Hand campaigns" },
    { to: "/volunteer", label: "Volunteer with us" },
    { to: "/donate", label: "Donate" },
  ],
} as const;

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
  statement: ABOUT_MISSION_TAB.statement,
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

export interface SuccessStory {
  title: string;
  label: string;
  description: string;
  link: ContentLink;
  image: { src: string; alt: string };
}

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export const IMPACT_PAGE = {
  meta: {
    title: "Our Impact | Community Synergy Network",
    description:
      "500+ volunteers, 1000+ people empowered, 150+ businesses supported and $250K+ in donations distributed. Read the stories behind the numbers.",
  },
  hero: {
    eyebrow: "Our impact",
    title: "What your time and gifts have made possible",
    lead: "Every figure below is a person: a volunteer who gave a Saturday, a parent who opened a care box, a member who signed a first client.",
  },
  statsTitle: "The numbers so far",
  storiesTitle: "Success stories",
  storiesLead: "Three of the stories we are proudest of.",
  stories: [
    {
      label: "Helping Hand",
      title: "Baby monitors for Coast Guard families",
      description:
        "When a parent is away on patrol, a video baby monitor with two-way audio lets them say goodnight. Our drive is equipping 300 new and expecting Coast Guard families in Alameda, San Diego and Kodiak.",
      link: { to: "/projects/baby-cam-campaign", label: "Read the baby-cam story" },
      image: { src: "/images/seed/baby-cam.svg", alt: "A nursery at night with a crib and a baby camera on the shelf" },
    },
    {
      label: "Business opportunity",
      title: "Fourteen home bakers, one storefront",
      description:
        "In Lancaster, Pennsylvania, fourteen home bakers pooled their savings with a $22,000 grant we arranged. Their co-op opened in March 2026, sells six days a week and pays every member-owner a monthly dividend.",
      link: { to: "/projects/business", label: "Explore business opportunities" },
      image: {
        src: "/images/seed/bakery-coop.svg",
        alt: "A small bakery storefront with a striped awning and bread in the window",
      },
    },
    {
      label: "Academy",
      title: "From a free course to a first tax season",
      description:
        "Dozens of members have used our free Academy to prepare for partner programs. One of them, a retired school bus driver in Charlotte, finished the tax course in ten weeks and worked her first paid filing season this spring.",
      link: { to: "/academy", label: "Visit the Academy" },
      image: {
        src: "/images/seed/course-finance.svg",
        alt: "A piggy bank with coins, a budget pie chart and a credit card",
      },
    },
  ] satisfies SuccessStory[],
  completedLink: { to: "/completed-campaigns", label: "See every completed campaign" },
  completedText:
    "Want the full record? Each finished campaign has its own report: what was raised, what was delivered and to whom.",
  testimonialsTitle: "In their words",
  testimonials: [
    {
      quote:
        "My husband was deployed when our son was born. The monitor meant he could watch him sleep from the other side of the world. I cried when the box came.",
      name: "Alyssa M.",
      detail: "Coast Guard spouse, Kodiak, Alaska",
    },
    {
      quote:
        "I volunteer two Saturdays a month packing care kits. You see the list of families on the wall, and you know every box has a name on it.",
      name: "Darnell W.",
      detail: "Volunteer, Fayetteville, North Carolina",
    },
  ] satisfies Testimonial[],
  cta: {
    title: "Add your name to the next story",
    lead: "Give a few hours a month or fund a campaign. Both go further than you might think.",
    links: [
      { to: "/volunteer", label: "Volunteer with us" },
      { to: "/donate", label: "Donate" },
    ],
  },
} as const;

export const STORIES_PAGE = {
  meta: {
    title: "Success Stories from Our Network | Community Synergy Network",
    description:
      "How our partnerships began and what they have built: stories from members and partners in AI automation, lab-grown diamonds, tax careers and territorial distribution.",
  },
  hero: {
    eyebrow: "Our network",
    title: "Stories from the partnerships that power our work",
    lead: "Each partner in our network started with one conversation. These are the stories of how those conversations turned into work for our members.",
  },
  storiesTitle: "How our partnerships began",
  stories: [
    {
      title: "A restaurant owner's missed calls",
      text: "A family restaurant in our network was losing evening bookings because nobody could answer the phone during the dinner rush. Orel Developers set up an AI assistant to take the calls, and the member who made the introduction became our first territorial agent. Orel territories are now open in 31 states.",
    },
    {
      title: "Diamonds without a vault",
      text: "Most people cannot afford to stock fine jewelry. AMERA Diamonds agreed to let our members sell from a digital catalog with their own code name, so an agent needs no inventory at all. Every stone is grown in US facilities, and every order ships within 14 days.",
    },
    {
      title: "A second career every tax season",
      text: "LON Tax needed reliable preparers in Atlanta and Charlotte; our members needed flexible, well-paid seasonal work. The free 10-week course that came out of that meeting now starts every September.",
    },
    {
      title: "Territories for local sellers",
      text: "Shield Fashion wanted distributors who know their own towns. Our members in Georgia, Florida and the Carolinas knew every phone-repair shop and pharmacy on Main Street, and several now hold territorial rights.",
    },
  ],
  partnersTitle: "Meet our business partners",
  partners: [
    {
      name: "Orel Developers",
      programme: "AI business automation",
      description:
        "Territorial agents introduce local businesses to AI assistants that answer calls and book appointments.",
      to: "/projects/orel-developers",
      logo: "/images/seed/logo-orel.svg",
    },
    {
      name: "AMERA Diamonds",
      programme: "Lab-grown diamonds",
      description:
        "Independent agents sell certified lab-grown diamond jewelry, made in the USA, from a digital catalog.",
      to: "/projects/amera-diamonds",
      logo: "/images/seed/logo-amera.svg",
    },
    {
      name: "LON Tax",
      programme: "Tax and accounting careers",
      description: "A free 10-week course, a paid first season and a route to owning an office.",
      to: "/projects/lon-tax",
      logo: "/images/seed/logo-lon-tax.svg",
    },
    {
      name: "Shield Fashion",
      programme: "Territorial distribution",
      description: "Distributors supply shielding phone cases and sleeves to stores across their own territory.",
      to: "/projects/shield-fashion",
      logo: "/images/seed/logo-shield.svg",
    },
  ],
  testimonialsTitle: "What members say",
  testimonials: [
    {
      quote:
        "I had never sold anything in my life. My mentor went through my first ten appointments with me, one by one. Six months later I am covering my car payment and then some.",
      name: "Keisha R.",
      detail: "Independent beauty consultant, San Antonio, Texas",
    },
    {
      quote:
        "The dentist down the street signed up after a 30-minute check-up. I earn a share of that subscription every month, and I did not write a line of code.",
      name: "Marco D.",
      detail: "Orel Developers territorial agent, Tucson, Arizona",
    },
  ] satisfies Testimonial[],
} as const;
