/** The About page's copy (part 1 §2 'About area'): its tabs and the links under them. */

import { MISSION_STATEMENT } from "./mission-statement";

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
  statement: MISSION_STATEMENT,
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

/** The About page's words as one page of texts staff may rewrite (ADR 0049); its tab labels stay as they are. */
export const ABOUT_COPY = {
  hero: ABOUT_PAGE.hero,
  overview: ABOUT_OVERVIEW,
  missionTab: ABOUT_MISSION_TAB,
  methods: ABOUT_METHODS_TAB,
  impactTab: ABOUT_IMPACT_TAB,
  explore: ABOUT_EXPLORE,
};
