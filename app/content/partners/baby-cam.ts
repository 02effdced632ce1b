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
