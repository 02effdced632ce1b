import type { businessProjects } from "~/db/schema";

export type BusinessProjectSeed = Omit<typeof businessProjects.$inferInsert, "id" | "updatedAt">;

/**
 * Business opportunity projects. `availableCollaborationTypes` and `brandColors`
 * deliberately use every shape part 1 §3 allows (list, single object, JSON text,
 * an incomplete entry, null; and for colours also gradients, a `colors`
 * sub-object and broken JSON text), so the normalisers are exercised by real pages.
 * `createdAt` is staggered so "newest first" is deterministic.
 */
export const BUSINESS_PROJECTS: BusinessProjectSeed[] = [
  {
    slug: "mary-kay-beauty-consultant",
    title: "Mary Kay Independent Beauty Consultant Program",
    description:
      "Start a skin-care and cosmetics business from home with a mentor at your side. Our members work with Gloria Mendez, an Independent Sales Director in San Antonio, Texas, who has built a team of more than 60 consultants over 19 years. Gloria holds a free weekly video call for new consultants, helps you plan your first ten customer appointments and shows you how to keep inventory small until sales are steady. The starter kit is the only required purchase, and members who complete our Academy course can apply for a starter-kit grant of up to $100.",
    location: "Nationwide (mentoring from San Antonio, TX)",
    startedDate: "2024-02-05",
    status: "Active",
    category: "Business Opportunity",
    imageUrl: "/images/seed/beauty-consultant.svg",
    imageAlt: "A vanity table with skin-care bottles, lipstick and a round mirror",
    projectUrl: "https://www.example.com/partners/mary-kay-consultant",
    collaboratingCompanyName: "Mary Kay",
    collaboratingCompanyLogo: "/images/seed/logo-beauty.svg",
    collaborationWays:
      "You sign your consultant agreement directly with the company; we provide the mentor introduction, the Academy training and a peer group that meets every Tuesday evening.",
    availableCollaborationTypes: [
      {
        option: "Independent Beauty Consultant",
        description:
          "Sell skin care and cosmetics to your own customers, on your own schedule, with mentoring from Gloria's team.",
      },
      {
        option: "Team Builder",
        description:
          "Already selling? Learn to recruit and train new consultants and work toward a Sales Director role.",
      },
    ],
    brandColors: { primary: "#c2185b", secondary: "#f8bbd0", background_white: "#ffffff" },
    isMadeInUsa: false,
    createdAt: new Date("2026-01-12T15:00:00Z"),
  },
  {
    slug: "amera-diamonds-agent-program",
    title: "AMERA Diamonds Agent Program",
    description:
      "Become an independent agent for AMERA Diamonds, a lab-grown diamond jeweler that grows its stones in US facilities using CVD technology and finishes them to US grading standards. Agents receive a digital catalog, the agent cost list and MSRP for every piece, and a unique code name customers use at checkout. Your profit is simply what the customer pays minus your agent cost, paid out monthly and reported on Form 1099. Every order ships within 14 days or the shipping is refunded. You work as an independent contractor; there is no inventory to buy and no monthly quota.",
    location: "Nationwide (headquarters in Austin, TX)",
    startedDate: "2025-04-14",
    status: "Active",
    category: "Business Opportunity",
    imageUrl: "/images/seed/amera-diamonds.svg",
    imageAlt: "A brilliant-cut lab-grown diamond on a velvet stand",
    projectUrl: "https://www.example.com/partners/amera-diamonds",
    collaboratingCompanyName: "AMERA Diamonds",
    collaboratingCompanyLogo: "/images/seed/logo-amera.svg",
    collaborationWays:
      "Agents sell from the digital catalog with their own code name. AMERA ships directly to the customer, handles returns and sends agents a monthly statement.",
    // A single object rather than a list: part 1 §3 says it may arrive this way.
    availableCollaborationTypes: {
      option: "Diamond Agent",
      description:
        "Sell certified lab-grown diamond jewelry with your own code name, earning the difference between the customer price and your agent cost.",
    },
    brandColors: {
      primary: "#1c2a4a",
      secondary: "#c9a227",
      background_white: "#fbfaf7",
      gradient: { direction: "to right", stops: ["#1c2a4a", "#5468b4"] },
    },
    isMadeInUsa: true,
    createdAt: new Date("2026-02-02T15:00:00Z"),
  },
  {
    slug: "lab-grown-diamonds-retail",
    title: "Lab-Grown Diamonds Retail Partnership",
    description:
      "A partnership for existing shops (boutiques, bridal stores, salons and gift shops) that want to add lab-grown diamond jewelry without carrying expensive stock. Partner stores display a sample tray of six pieces, take orders on a tablet and earn a fixed commission of 18% on each sale. Lab-grown diamonds are physically and chemically the same as mined diamonds, typically cost 60 to 80 percent less, and come with a grading report. Our Academy course covers how to explain the difference honestly to customers.",
    location: "Texas, Oklahoma and Louisiana",
    startedDate: "2025-07-01",
    status: "Active",
    category: "Business Opportunity",
    imageUrl: "/images/seed/lab-grown-diamonds.svg",
    imageAlt: "A diamond growing inside a glowing laboratory chamber",
    projectUrl: "https://www.example.com/partners/lab-grown-diamonds",
    collaboratingCompanyName: "AMERA Diamonds",
    collaboratingCompanyLogo: "/images/seed/logo-amera.svg",
    collaborationWays:
      "Stores receive a sample tray on consignment, order through the partner portal and are paid commission on the 15th of each month.",
    // Stored as JSON text on purpose (part 1 §3: "may arrive as ... a JSON string").
    availableCollaborationTypes: JSON.stringify([
      {
        option: "Retail Display Partner",
        description: "Keep a six-piece sample tray in your store and take customer orders on a tablet.",
      },
      {
        option: "Bridal Appointment Partner",
        description: "Book private engagement-ring appointments and earn a higher commission on custom settings.",
      },
    ]),
    brandColors: JSON.stringify({ primary: "#5b3f8c", secondary: "#d9c8f0", background_white: "#ffffff" }),
    isMadeInUsa: false,
    createdAt: new Date("2026-02-20T15:00:00Z"),
  },
  {
    slug: "shield-fashion-territorial-distribution",
    title: "Shield Fashion Territorial Distribution",
    description:
      "Shield Fashion makes phone cases, pouches and laptop sleeves lined with a shielding fabric that reduces radio-frequency exposure when a device is carried against the body. Distributors hold the rights to a territory (usually one county or a group of ZIP codes), supply local phone-repair shops, pharmacies and gift stores, and earn a margin of 30 to 40 percent on wholesale orders. Territories are limited, and a distributor must place an opening order of at least $1,500 in stock.",
    location: "Open territories in Georgia, Florida and the Carolinas",
    startedDate: "2025-09-08",
    status: "Active",
    category: "Business Opportunity",
    imageUrl: "/images/seed/shield-fashion.svg",
    imageAlt: "A phone in a shielding case with signal waves turned aside, over a territory map",
    projectUrl: "https://www.example.com/partners/shield-fashion",
    collaboratingCompanyName: "Shield Fashion",
    collaboratingCompanyLogo: "/images/seed/logo-shield.svg",
    collaborationWays:
      "Territorial distributors buy wholesale and resell to local stores; online sellers can join as affiliates without holding stock.",
    // The second entry lacks a description: part 2 §5 keeps an option only if it has both.
    availableCollaborationTypes: [
      {
        option: "Territorial Distributor",
        description: "Hold exclusive rights to your county and supply local retailers at wholesale prices.",
      },
      { option: "Online Affiliate" },
    ],
    brandColors: {
      colors: {
        txt: "#0f172a",
        primary: "#0e7490",
        txt_secondary: "#475569",
        gradient: { direction: "to right", stops: ["#0e7490", "#22d3ee"] },
      },
    },
    isMadeInUsa: false,
    createdAt: new Date("2026-03-09T15:00:00Z"),
  },
  {
    slug: "orel-developers-ai-automation-agents",
    title: "Orel Developers AI Automation Territorial Agents",
    description:
      "Orel Developers builds AI assistants that answer phones, book appointments and send invoices for small businesses such as dental offices, plumbers and restaurants. Territorial agents introduce the service to local business owners, run a free 30-minute automation check-up and earn 20% of the monthly subscription for as long as the client stays. No programming is needed: Orel's engineers do the setup, and agents get a two-week onboarding and a demo account.",
    location: "Territories available in 31 states",
    startedDate: "2025-11-03",
    status: "Active",
    category: "Business Opportunity",
    imageUrl: "/images/seed/orel-developers.svg",
    imageAlt: "A laptop running an AI assistant that answers calls and books appointments",
    projectUrl: "https://www.example.com/partners/orel-developers",
    collaboratingCompanyName: "Orel Developers",
    collaboratingCompanyLogo: "/images/seed/logo-orel.svg",
    collaborationWays:
      "Agents own the local relationship; Orel builds, hosts and supports the automation and pays agent commissions every month.",
    availableCollaborationTypes: [
      {
        option: "Territorial Agent",
        description: "Represent Orel Developers in your area and earn recurring commission on every client you bring.",
      },
      {
        option: "Referral Partner",
        description: "Introduce a business owner once and earn a one-time $250 referral fee when they sign up.",
      },
    ],
    // Deliberately broken JSON text: a page must fall back to the partner's default colours.
    brandColors: "{primary: #ff0000",
    isMadeInUsa: false,
    createdAt: new Date("2026-04-01T15:00:00Z"),
  },
  {
    slug: "lon-tax-career-program",
    title: "LON Tax Career Program",
    description:
      "Train as a tax preparer and bookkeeper with LON Tax, then work the filing season from one of their offices or from home. The free 10-week course starts every September and covers individual returns, the Earned Income Tax Credit and basic small-business bookkeeping. Graduates get help obtaining a PTIN, can earn $18 to $28 an hour in their first season, and after two seasons may open their own LON Tax office with a reduced franchise fee.",
    location: "Atlanta, GA; Charlotte, NC; and remote",
    startedDate: "2024-09-09",
    status: "Active",
    category: "Business Opportunity",
    imageUrl: "/images/seed/lon-tax.svg",
    imageAlt: "A tidy desk with a tax form, calculator, receipts and a coffee mug",
    projectUrl: "https://www.example.com/partners/lon-tax",
    collaboratingCompanyName: "LON Tax",
    collaboratingCompanyLogo: "/images/seed/logo-lon-tax.svg",
    collaborationWays:
      "Trainees study for free, work one paid season as preparers and can then choose a permanent role or their own office.",
    availableCollaborationTypes: [
      {
        option: "Seasonal Tax Preparer",
        description: "Complete the 10-week course and prepare returns from January to April, on site or remotely.",
      },
      {
        option: "Bookkeeping Associate",
        description: "Keep monthly books for small-business clients all year round.",
      },
      {
        option: "Office Owner",
        description: "After two seasons, open your own LON Tax office with mentoring and a reduced franchise fee.",
      },
    ],
    brandColors: null,
    isMadeInUsa: false,
    createdAt: new Date("2026-04-22T15:00:00Z"),
  },
  {
    slug: "harvest-table-bakery-coop",
    title: "Harvest Table Community Bakery Co-op",
    description:
      "Fourteen home bakers in Lancaster, Pennsylvania, pooled their savings with a $22,000 grant we arranged to lease a commercial kitchen and a small storefront on North Queen Street. The co-op opened in March 2026, sells bread, pies and pierogi six days a week and supplies two local cafés. Every member owns an equal share. Our part is done: the co-op now runs on its own and pays each member-owner a monthly dividend.",
    location: "Lancaster, PA",
    startedDate: "2025-05-19",
    status: "Completed",
    category: "Business Opportunity",
    imageUrl: "/images/seed/bakery-coop.svg",
    imageAlt: "A small bakery storefront with a striped awning and bread in the window",
    projectUrl: null,
    collaboratingCompanyName: "Harvest Table Cooperative",
    collaboratingCompanyLogo: null,
    collaborationWays:
      "The co-op is member-owned; we helped with the business plan, the kitchen lease and the first year's bookkeeping.",
    availableCollaborationTypes: null,
    brandColors: { primary: "#9a5b1e", secondary: "#f3d9b1", background_white: "#fffaf3" },
    isMadeInUsa: false,
    createdAt: new Date("2026-05-11T15:00:00Z"),
  },
  {
    slug: "gleam-and-go-mobile-car-care",
    title: "Gleam & Go Mobile Car Care Franchise",
    description:
      "A low-cost franchise for mobile car washing and interior detailing, run from a single van with a water-recycling tank that uses about 5 gallons per car. We are negotiating reduced franchise fees for members in the Phoenix area and a van-financing program with a local credit union. The first three franchisees are expected to start in spring 2027. Join the waiting list to be included in the first training group.",
    location: "Mesa, AZ",
    startedDate: "2026-10-05",
    status: "In Planning",
    category: "Business Opportunity",
    imageUrl: "/images/seed/mobile-car-care.svg",
    imageAlt: "A mobile car-care van parked beside a freshly washed car with soap bubbles",
    projectUrl: "https://www.example.com/partners/gleam-and-go",
    collaboratingCompanyName: "Gleam & Go",
    collaboratingCompanyLogo: null,
    collaborationWays:
      "Franchisees own their van and customers; Gleam & Go supplies booking software, training and supplies at cost.",
    availableCollaborationTypes: [
      {
        option: "Franchise Owner",
        description: "Run your own mobile car-care van with Gleam & Go booking software and supplies.",
      },
    ],
    brandColors: {
      primary: "#1d4ed8",
      secondary: "#facc15",
      gradient: { direction: "to bottom right", stops: ["#1d4ed8", "#38bdf8", "#a5f3fc"] },
    },
    isMadeInUsa: false,
    createdAt: new Date("2026-10-06T15:00:00Z"),
  },
  {
    slug: "heartland-home-health-aides",
    title: "Heartland Home Health Aide Agency",
    description:
      "Nurse-owned Heartland Home Care in Des Moines, Iowa, trains and employs home health aides who help seniors stay in their own homes. Members take the 75-hour state-approved aide course at no cost, are paid during their clinical hours and start at $19 an hour. Experienced aides can become shift leads or, with our business course, start their own companion-care agency under Heartland's license partnership.",
    location: "Des Moines, IA",
    startedDate: "2026-03-16",
    status: "Active",
    category: "Business Opportunity",
    imageUrl: "/images/seed/home-health.svg",
    imageAlt: "A cozy living room with an armchair, a care bag and a heart over the home",
    projectUrl: null,
    collaboratingCompanyName: "Heartland Home Care",
    collaboratingCompanyLogo: null,
    collaborationWays:
      "Aides are employees of Heartland; agency founders sign a license partnership after one year of service.",
    availableCollaborationTypes: [
      {
        option: "Home Health Aide",
        description: "Paid training, then regular shifts caring for seniors in the Des Moines area.",
      },
      {
        option: "Companion-Care Agency Founder",
        description:
          "After a year as an aide, open your own companion-care agency with Heartland's license and mentoring.",
      },
    ],
    brandColors: { primary: "#b91c1c", secondary: "#fecaca", background_white: "#ffffff" },
    isMadeInUsa: false,
    createdAt: new Date("2026-06-15T15:00:00Z"),
  },
  {
    slug: "urban-garden-initiative",
    title: "Urban Garden Initiative",
    description:
      "Neighbors on Detroit's east side are turning four vacant lots on Mack Avenue into raised-bed gardens with a produce stand. Volunteers built 48 beds this summer; next spring we need $9,000 for a rain-water system, a tool shed and seedlings. The stand sells vegetables at pay-what-you-can prices, and two teenagers from the block are paid to run it on Saturdays.",
    location: "Detroit, MI",
    startedDate: "2026-04-18",
    status: "Active",
    // The only non-business project, so the "Support This Project" path is used (part 1 §2).
    category: "Community Project",
    imageUrl: "/images/seed/urban-garden.svg",
    imageAlt: "Raised vegetable beds on a city lot with a produce stand",
    projectUrl: null,
    collaboratingCompanyName: null,
    collaboratingCompanyLogo: null,
    collaborationWays: "Volunteer on a Saturday work day, donate tools or seedlings, or sponsor a raised bed for $150.",
    availableCollaborationTypes: null,
    brandColors: null,
    isMadeInUsa: false,
    createdAt: new Date("2026-08-03T15:00:00Z"),
  },
];
