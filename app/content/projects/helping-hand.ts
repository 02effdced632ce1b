/** The Helping Hand page's copy (part 1 §2 'Projects area'). */

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
