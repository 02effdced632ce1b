/**
 * Partner pages and partner application pages (part 1 §1, §2 'Projects area' and
 * 'Partner application screens'), as typed data.
 */

export interface PartnerFact {
  label: string;
  value: string;
}

export interface PartnerHighlight {
  title: string;
  description: string;
}

export interface PartnerSection {
  title: string;
  lead?: string;
  paragraphs?: string[];
  items?: string[];
}

export interface PartnerPageContent {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    image: { src: string; alt: string };
    /** Tailwind classes of the hero background (static, so no stored value reaches a style). */
    className: string;
  };
  facts: PartnerFact[];
  highlightsTitle: string;
  highlights: PartnerHighlight[];
  sections: PartnerSection[];
  disclaimer?: string;
}

export const SHIELD_FASHION_PAGE = {
  meta: {
    title: "Shield Fashion Territorial Rights | Community Synergy Network",
    description:
      "Hold the territorial rights to distribute Shield Fashion phone cases, pouches and laptop sleeves to stores in your county. Margins of 30 to 40 percent on wholesale orders.",
  },
  hero: {
    eyebrow: "Partner program · Territorial distribution",
    title: "Shield Fashion territorial rights",
    lead: "Shield Fashion makes phone cases, pouches and laptop sleeves lined with a fabric that reduces radio-frequency exposure when a device is carried against the body. Hold the rights to your own territory and supply the stores you already know.",
    image: { src: "/images/seed/shield-fashion.svg", alt: "A phone in a shielding case, with signal waves turned aside, over a map of territories" },
    className: "bg-gradient-to-br from-[#0c4a5c] to-[#0e7490]",
  },
  facts: [
    { label: "Typical margin", value: "30–40% on wholesale orders" },
    { label: "Your territory", value: "One county or a group of ZIP codes" },
    { label: "Opening order", value: "$1,500 in stock" },
    { label: "Open now", value: "Georgia, Florida and the Carolinas" },
  ],
  highlightsTitle: "Why members choose Shield Fashion",
  highlights: [
    { title: "A territory that is yours", description: "Territories are limited. Once you hold one, the stores in it order through you." },
    { title: "Products people carry every day", description: "Phone cases and laptop sleeves sell year round in phone-repair shops, pharmacies and gift stores." },
    { title: "Stores you already know", description: "Your best customers are the owners on your own Main Street, people who already trust you." },
    { title: "Support from the brand", description: "Shield Fashion supplies display stands, product training and marketing material for every store." },
  ],
  sections: [
    {
      title: "How territorial distribution works",
      items: [
        "You apply below and talk with our partnerships team within 24 hours.",
        "Shield Fashion confirms which territories are open near you and sends the distributor agreement.",
        "You place an opening order of at least $1,500, stocked at wholesale prices.",
        "You visit local stores, take their orders and resupply them. The difference between wholesale and your price to the store is yours.",
      ],
    },
  ],
  disclaimer:
    "Shield Fashion products reduce, but do not eliminate, radio-frequency exposure from a device carried against the body, and distributors may not make medical claims. Earnings depend on your own sales; the margins above are typical, not guaranteed. Distributors are independent business owners.",
} satisfies PartnerPageContent;

export const LON_TAX_PAGE = {
  meta: {
    title: "LON Tax Career Program | Community Synergy Network",
    description:
      "Train for free as a tax preparer and bookkeeper with LON Tax: a 10-week course every September, $18 to $28 an hour in your first season, and a route to your own office.",
  },
  hero: {
    eyebrow: "Partner program · Tax and accounting careers",
    title: "Start a career in tax preparation",
    lead: "Train for free with LON Tax, work your first filing season with an experienced preparer beside you, and build toward an office of your own.",
    image: { src: "/images/seed/lon-tax.svg", alt: "A tidy desk with a tax form, calculator, receipts and a coffee mug" },
    className: "bg-gradient-to-br from-[#14532d] to-[#166534]",
  },
  facts: [
    { label: "Training", value: "Free, 10 weeks, starting every September" },
    { label: "First season", value: "$18 to $28 an hour" },
    { label: "Where", value: "Atlanta, GA; Charlotte, NC; or from home" },
    { label: "After two seasons", value: "Your own office, with a reduced franchise fee" },
  ],
  highlightsTitle: "What the program gives you",
  highlights: [
    { title: "Free training", description: "Individual returns, the Earned Income Tax Credit and basic small-business bookkeeping, taught by working preparers." },
    { title: "Help with your PTIN", description: "LON Tax walks every graduate through getting a Preparer Tax Identification Number from the IRS." },
    { title: "Seasonal or year round", description: "Prepare returns from January to April, or keep monthly books for small businesses all year." },
    { title: "A path to ownership", description: "After two seasons you may open your own LON Tax office, with mentoring and a reduced franchise fee." },
  ],
  sections: [
    {
      title: "Who it is for",
      paragraphs: [
        "You do not need an accounting degree. Our most successful graduates include a retired school bus driver, a stay-at-home parent and a bank teller who wanted more flexible hours. What you need is care with numbers, patience with people and about eight hours a week during the course.",
      ],
    },
  ],
  disclaimer:
    "Hourly pay depends on the office, your hours and the number of returns you prepare. Opening an office is subject to LON Tax's franchise agreement.",
} satisfies PartnerPageContent;

export const AMERA_DIAMONDS_PAGE = {
  meta: {
    title: "AMERA Diamonds Agent Program | Community Synergy Network",
    description:
      "Sell certified lab-grown diamond jewelry made in US facilities. Digital catalog, your own code name, no inventory, and a 14-day shipping guarantee.",
  },
  hero: {
    eyebrow: "Partner program · Lab-grown diamonds",
    title: "AMERA Diamonds agent program",
    lead: "Sell certified lab-grown diamond jewelry, grown in US facilities, from a digital catalog with your own code name. There is no inventory to buy and no monthly quota.",
    image: { src: "/images/seed/amera-diamonds.svg", alt: "A brilliant-cut lab-grown diamond on a velvet stand" },
    className: "bg-gradient-to-br from-[#111a30] to-[#1c2a4a]",
  },
  facts: [
    { label: "Start-up cost", value: "No inventory to buy" },
    { label: "Your earnings", value: "Customer payment minus your agent cost" },
    { label: "Shipping", value: "Every order within 14 days" },
    { label: "Paid", value: "Monthly, reported on Form 1099" },
  ],
  highlightsTitle: "What agents get",
  highlights: [
    { title: "A digital catalog", description: "Every ring, pendant and pair of earrings, with photos and grading reports, ready to share from your phone." },
    { title: "Your own code name", description: "Customers enter your code name at checkout, so every sale is credited to you." },
    { title: "Direct shipping", description: "AMERA ships straight to the customer and handles returns, so you never hold a stone." },
    { title: "Monthly statements", description: "A clear statement every month showing each sale, your agent cost and your profit." },
  ],
  sections: [
    {
      title: "How agents earn",
      paragraphs: [
        "Each piece has an agent cost and a suggested retail price (MSRP). You may sell at MSRP or offer your customer a discount, as long as the price stays above your agent cost. Your profit is simply what the customer pays minus your agent cost.",
      ],
    },
  ],
  disclaimer:
    "Agents are independent contractors, not employees of AMERA Diamonds or of Community Synergy Network. Earnings depend entirely on your own sales and are not guaranteed. Lab-grown diamonds are real diamonds and must always be described to customers as laboratory-grown.",
} satisfies PartnerPageContent;

export const MADE_IN_USA = {
  title: "MADE IN USA",
  text: "AMERA lab-grown diamonds are manufactured in US facilities using CVD (chemical vapor deposition) technology and are graded and finished to US standards.",
} as const;

export const LAB_GROWN_DIAMONDS_PAGE = {
  meta: {
    title: "Lab-Grown Diamonds | Community Synergy Network",
    description:
      "Real diamonds grown in US facilities, typically 60 to 80 percent below mined prices. Learn how the agent agreement works, or buy a piece from our store.",
  },
  hero: {
    eyebrow: "Partner program · Lab-grown diamonds",
    title: "Real diamonds, grown in America",
    lead: "A lab-grown diamond is physically and chemically the same as a mined one. It simply grows in weeks in a US facility instead of over millions of years underground, and typically costs 60 to 80 percent less.",
    image: { src: "/images/seed/lab-grown-diamonds.svg", alt: "A diamond growing inside a glowing laboratory chamber" },
    className: "bg-gradient-to-br from-[#3b2a63] to-[#5b3f8c]",
  },
  facts: [
    { label: "What it is", value: "Carbon, crystallized as diamond" },
    { label: "How it grows", value: "CVD technology, in US facilities" },
    { label: "Typical price", value: "60–80% below a mined stone" },
    { label: "Proof", value: "A grading report with every stone" },
  ],
  highlightsTitle: "Why customers choose lab-grown",
  highlights: [
    { title: "The same sparkle", description: "Identical hardness, fire and brilliance. Even a jeweler needs specialist equipment to tell the difference." },
    { title: "A bigger stone for the budget", description: "The same budget buys a larger or finer stone, which matters for an engagement ring." },
    { title: "Known origin", description: "Every stone is traceable to the US facility where it was grown." },
  ],
  sections: [
    {
      title: "The agent agreement at a glance",
      lead: "Before you apply, here is what the agreement says, in plain words.",
      items: [
        "You receive a digital catalog of every piece to share with customers.",
        "You receive the agent cost list and the MSRP (suggested retail price) of every piece.",
        "You may offer discounts, as long as the price stays above your agent cost.",
        "You get a unique code name that customers use at checkout, so each sale is credited to you.",
        "Your profit is the customer's payment minus your agent cost.",
        "Your earnings are reported on Form 1099 at the end of the year.",
        "Every order ships within 14 days; that is guaranteed.",
        "You work as an independent contractor: you set your own hours and pay your own taxes.",
      ],
    },
  ],
  disclaimer:
    "This overview is a summary for information only; the signed agent agreement governs. Earnings depend on your own sales and are not guaranteed.",
} satisfies PartnerPageContent;

export const OREL_DEVELOPERS_PAGE = {
  meta: {
    title: "Orel Developers Territorial Agents | Community Synergy Network",
    description:
      "Introduce local businesses to AI assistants that answer phones, book appointments and send invoices, and earn 20 percent of every monthly subscription.",
  },
  hero: {
    eyebrow: "Partner program · AI business automation",
    title: "Bring AI automation to the businesses on your street",
    lead: "Orel Developers builds AI assistants that answer phones, book appointments and send invoices for dental offices, plumbers, restaurants and other small businesses. Territorial agents introduce the service locally and earn 20% of each monthly subscription for as long as the client stays.",
    image: { src: "/images/seed/orel-developers.svg", alt: "A laptop running an AI assistant that answers calls and books appointments" },
    className: "bg-gradient-to-br from-[#1e1b4b] to-[#3730a3]",
  },
  facts: [
    { label: "Commission", value: "20% of every monthly subscription" },
    { label: "Coding needed", value: "None: Orel's engineers do the setup" },
    { label: "Onboarding", value: "Two weeks, with a demo account" },
    { label: "Territories", value: "Available in 31 states" },
  ],
  highlightsTitle: "What makes it work",
  highlights: [
    { title: "A free 30-minute check-up", description: "You offer local owners a free automation check-up that shows where they are losing time and calls." },
    { title: "Orel does the technical work", description: "Orel builds, hosts and supports every assistant. You own the relationship with the client." },
    { title: "Income that recurs", description: "Your 20% is paid every month the client stays, so each new client adds to the next month." },
    { title: "A lighter way to start", description: "Not ready for a territory? Introduce a business once as a referral partner and earn a one-time $250 fee." },
  ],
  sections: [
    {
      title: "A typical first month",
      items: [
        "Week 1–2: onboarding with Orel's team and practice on your demo account.",
        "Week 3: five free check-ups with businesses you already know.",
        "Week 4: your first clients go live, and your commission starts with their first monthly payment.",
      ],
    },
  ],
  disclaimer: "Agents are independent contractors. Commissions depend on the clients you bring and how long they stay; they are not guaranteed.",
} satisfies PartnerPageContent;

export const BABY_CAM_PAGE = {
  meta: {
    title: "Coast Guard Baby-Cam Donation Drive | Community Synergy Network",
    description:
      "Help give video baby monitors with two-way audio to 300 new and expecting Coast Guard families. Each $60 gift covers one camera, shipping and a setup guide.",
  },
  hero: {
    eyebrow: "Helping Hand campaign",
    title: "Coast Guard Baby-Cam Donation Drive",
    lead: "Coast Guard families move often, and a parent is frequently away on patrol. A video baby monitor with two-way audio lets that parent check in, sing a lullaby and say goodnight from wherever the cutter is.",
    image: { src: "/images/seed/baby-cam.svg", alt: "A nursery at night with a crib and a baby camera on the shelf" },
  },
  facts: [
    { label: "Families", value: "300 new and expecting parents" },
    { label: "Each gift", value: "$60: one camera, shipping and a setup guide" },
    { label: "Stations", value: "Base Alameda, Sector San Diego, Air Station Kodiak" },
  ],
  storyTitle: "Why baby monitors?",
  story: [
    "The idea came from Walter Haines, our Volunteer Network Lead, who served 24 years in the U.S. Coast Guard. He remembered missing his own daughter's first months while on patrol in the Bering Sea, and wondered what a live picture from home would have meant.",
    "We chose monitors with two-way audio, a phone app that works over slow connections and no subscription, so families never face a monthly bill. Each box comes with a printed setup guide that volunteers wrote and tested with real parents.",
  ],
  applyTitle: "How families receive a monitor",
  apply: [
    "The family's ombudsman or family-support office gives them an eligibility code.",
    "The family applies online with that code; it takes about five minutes.",
    "The monitor ships to their home within two weeks, free of charge.",
  ],
  links: {
    donate: { to: "/donate", label: "Donate a monitor" },
    volunteer: { to: "/volunteer", label: "Volunteer with us" },
    helpingHand: { to: "/projects/helping-hand", label: "See all Helping Hand campaigns" },
  },
} as const;

// ───────────────────────────── application pages ─────────────────────────────

export const ACADEMY_PROMO = {
  title: "Learn before you start, for free",
  text: "Our Academy has short, practical courses on starting a business, pricing, selling honestly and keeping your books. Every course is free, on your phone, at your own pace.",
  link: { to: "/academy", label: "Explore the Academy" },
} as const;

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

export const PROJECT_APPLICATION_PAGE = {
  unavailable: {
    title: "Project Not Available",
    text: "The requested project could not be found or is not configured for applications.",
    library: { to: "/projects/library?category=business", label: "Browse the Project Library" },
    agent: { to: "/agent-application", label: "Send a general application" },
  },
} as const;

export interface ApplyTypeContent {
  eyebrow: string;
  title: string;
  lead: string;
  /** The project select's initial choice (a general opportunity), if any. */
  defaultChoice?: string;
}

/** `/apply/{projectType}`: the kinds of partnership a link may name (a project's slug works too). */
export const APPLY_TYPES: Record<string, ApplyTypeContent> = {
  product: {
    eyebrow: "Product partnerships",
    title: "Partner with a product company",
    lead: "Sell, distribute or represent a product from one of our partner companies. Choose the project below and tell us about yourself.",
  },
  individual: {
    eyebrow: "For individuals",
    title: "Apply for an individual opportunity",
    lead: "Start something of your own with a partner company, a mentor and free training. Not sure which project fits? Leave the general opportunity selected and we will suggest some.",
    defaultChoice: "general-individual",
  },
  business: {
    eyebrow: "For businesses",
    title: "Apply for a business partnership",
    lead: "Add a partner product line, hold territorial rights or offer partner services to your clients. Tell us about your business.",
    defaultChoice: "general-business",
  },
};

export const CONSULTANT_PROGRAMME_PAGE = {
  meta: {
    title: "Mary Kay Beauty Consultant Program | Community Synergy Network",
    description:
      "Start a skin-care and cosmetics business with a mentor at your side. Apply to the Mary Kay Independent Beauty Consultant Program through our network.",
  },
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
  formTitle: "Apply to the consultant program",
  formLead: "All fields are required. Gloria or a member of her team will call you.",
  success: {
    title: "Welcome to the Mary Kay Consultant Program!",
    description: "Thank you for applying. Your mentor, Gloria Mendez, will contact you within 24 hours to plan your first steps.",
  },
} as const;

export const DIAMOND_PROGRAMME_PAGE = {
  meta: {
    title: "AMERA Diamonds Agent Application | Community Synergy Network",
    description:
      "Apply to sell certified lab-grown diamond jewelry as an independent AMERA Diamonds agent. No inventory to buy, your own code name, and a mentor to get you started.",
  },
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
  formTitle: "Apply to the diamond agent program",
  formLead: "All fields are required. Karen or a member of her team will call you.",
  success: {
    title: "Thank You for Your Interest!",
    description: "We will contact you within 24 hours to discuss the next steps.",
  },
} as const;
