/** The Our Impact page's copy (part 1 §2 'About area'). */

import type { SuccessStory, Testimonial } from "./types";

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
