/** The home page's copy for the parts that only show text and links (part 1 §2 'Home'), as typed data; drawn from server HTML (home-sections.static.tsx). */

import type { HomeLink } from "./home";

export const HOME_HERO = {
  eyebrow: "Synergy · Leverage · Networking",
  title: "When we pool what we have, a whole community gets further.",
  lead: "We connect people and small businesses with trusted partner companies, turn donations into health, beauty and nutrition products for families who need them, and teach the skills to build a living, free of charge.",
  primary: { to: "/projects/business", label: "Get Involved" },
  secondary: { to: "/donate", label: "Support Our Mission" },
  trustPoints: [
    "501(c)(3) public charity",
    "Gifts are tax-deductible as the law allows",
    "Every Academy course is free",
  ],
  illustration: {
    src: "/images/home/hero-network.svg",
    alt: "Six neighbors linked to one another and to a shared heart, like a network",
    width: 560,
    height: 480,
  },
} as const;

export type SupportIcon = "academy" | "volunteer" | "community" | "business";

export interface SupportCard {
  icon: SupportIcon;
  title: string;
  description: string;
  link: HomeLink;
}

export const SUPPORT_SECTION = {
  eyebrow: "What we do",
  title: "Our Support",
  lead: "Four ways the network lifts people up: learning, giving time, meeting urgent needs and building a business.",
  cards: [
    {
      icon: "academy",
      title: "Academy",
      description:
        "Free courses on starting, running and growing a small business, written by people who have done it. Learn at your own pace, on your phone, whenever the day allows.",
      link: { to: "/academy", label: "Explore the Academy" },
    },
    {
      icon: "volunteer",
      title: "Volunteer Network",
      description:
        "Mentor a new business owner, help at an event or lend a hand with outreach. An evening a month is enough to make a donated dollar go further.",
      link: { to: "/volunteer", label: "Become a volunteer" },
    },
    {
      icon: "community",
      title: "Community Support",
      description:
        "Our Helping Hand campaigns bring free or low-cost health, beauty and nutrition products to families who need them. Local partners refer recipients, so help reaches the right doors.",
      link: { to: "/projects/helping-hand", label: "See Helping Hand" },
    },
    {
      icon: "business",
      title: "Business Opportunities",
      description:
        "We research partner companies and open their programs to individuals and small businesses. You start with training, a mentor and a network behind you.",
      link: { to: "/projects/business", label: "Find an opportunity" },
    },
  ] satisfies SupportCard[],
} as const;

export interface NetworkBusiness {
  name: string;
  programme: string;
  description: string;
  to: string;
}

export interface SampleProject {
  title: string;
  description: string;
}

export const BUSINESS_SECTION = {
  eyebrow: "Business opportunities",
  title: "Build a business with partners we have vetted",
  lead: "We study each partner company before we recommend it: what it costs to start, what you can earn and who supports you. Then we open the door for our community, and our free Academy helps you walk through it.",
  libraryLink: { to: "/projects/library?category=business", label: "Browse business projects" },
  academyLink: { to: "/academy", label: "Learn the basics first" },
  networkTitle: "Businesses in our network",
  network: [
    {
      name: "Cosmetics consultant program",
      programme: "Beauty and skin care",
      description: "Sell as an independent beauty consultant with low start-up costs and a named mentor from day one.",
      to: "/marykay-application",
    },
    {
      name: "AMERA lab-grown diamonds",
      programme: "Diamond agents",
      description:
        "Show a digital catalog of diamonds grown in US facilities; your profit is the sale price minus your agent cost.",
      to: "/projects/amera-diamonds",
    },
    {
      name: "Shield Fashion",
      programme: "Territorial distribution",
      description: "Distribute anti-radiation phone cases and accessories across a territory of your own.",
      to: "/projects/shield-fashion",
    },
    {
      name: "Orel Developers",
      programme: "AI business automation",
      description: "Introduce local companies to AI tools that answer inquiries, book appointments and send invoices.",
      to: "/projects/orel-developers",
    },
    {
      name: "LON Tax",
      programme: "Tax and accounting careers",
      description: "Train for tax preparation and bookkeeping work, with a route into seasonal or year-round roles.",
      to: "/projects/lon-tax",
    },
  ] satisfies NetworkBusiness[],
  samplesTitle: "What a project can look like",
  samples: [
    {
      title: "A beauty business from the kitchen table",
      description:
        "A parent working school hours starts as a consultant, takes our free pricing and customer-care lessons, and books first appointments with neighbors and friends.",
    },
    {
      title: "Diamonds for a hometown jeweler",
      description:
        "An agent shows the lab-grown catalog to a local jeweler, orders on request and knows the margin on every sale before it is made.",
    },
    {
      title: "Automation for Main Street",
      description:
        "A territorial agent helps a family restaurant and a dental office answer calls and confirm bookings automatically, and earns on each client they bring.",
    },
  ] satisfies SampleProject[],
} as const;

export const MISSION_SECTION = {
  eyebrow: "Why we exist",
  title: "Mission and vision",
  missionTitle: "Our mission",
  mission:
    "To create real business opportunities for individuals and small businesses through partner companies, and to fund Helping Hand campaigns that put free or low-cost health, beauty and nutrition products in the hands of people who need them.",
  visionTitle: "Our vision",
  vision:
    "A country where anyone willing to learn and work has a network behind them: partners to build with, neighbors to lean on and the skills to keep growing.",
  quote:
    "None of us has every skill, every contact or every dollar a good idea needs. Together, we usually do. Our work is to make those connections on purpose, and to make sure they reach the people who are so often left out.",
  aboutLink: { to: "/about", label: "Learn more about us" },
} as const;

export type CallToActionIcon = "volunteer" | "donate" | "store";

export const CALL_TO_ACTION_SECTION = {
  title: "There is a place for you in this network",
  lead: "Give an hour, give a gift or shop with purpose. Each one keeps a campaign moving and a new business growing.",
  actions: [
    {
      icon: "volunteer",
      title: "Volunteer",
      description: "Share your skills as a mentor, at events or behind the scenes.",
      link: { to: "/volunteer", label: "Volunteer with us" },
    },
    {
      icon: "donate",
      title: "Donate",
      description: "Fund Helping Hand campaigns and free Academy courses.",
      link: { to: "/donate", label: "Make a donation" },
    },
    {
      icon: "store",
      title: "Shop",
      description: "Buy from our store; what we earn funds our programs.",
      link: { to: "/store", label: "Visit the store" },
    },
  ] satisfies { icon: CallToActionIcon; title: string; description: string; link: HomeLink }[],
} as const;

/** The sections above as one page of texts staff may rewrite (ADR 0049). */
export const HOME_SECTIONS_COPY = {
  support: SUPPORT_SECTION,
  business: BUSINESS_SECTION,
  mission: MISSION_SECTION,
  callToAction: CALL_TO_ACTION_SECTION,
};
