import type { teamMembers } from "~/db/schema";

export type TeamMemberSeed = Omit<typeof teamMembers.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Board of Directors and Committee Leads (part 1 §2 'Team'). One member has no portrait on purpose. */
export const TEAM_MEMBERS: TeamMemberSeed[] = [
  {
    name: "Marcus Whitfield",
    role: "Board Chair",
    description:
      "Marcus ran Miami Valley Community Credit Union in Dayton, Ohio, for 22 years before retiring in 2023. He chairs our quarterly board meetings and keeps a close eye on how every campaign dollar is spent.",
    imageUrl: "/images/seed/avatar-marcus.svg",
    imageAlt: "Abstract portrait of Marcus Whitfield, Board Chair",
    category: "board",
    sortOrder: 1,
  },
  {
    name: "Dr. Renée Castillo",
    role: "Executive Director",
    description:
      "Renée founded Community Synergy Network after fifteen years teaching small-business management at a community college in San Antonio, Texas. She leads the staff, signs every partner agreement and still answers the Academy inbox on Fridays.",
    imageUrl: "/images/seed/avatar-renee.svg",
    imageAlt: "Abstract portrait of Dr. Renée Castillo, Executive Director",
    category: "board",
    sortOrder: 2,
  },
  {
    name: "Linda Okafor, CPA",
    role: "Treasurer",
    description:
      "Linda is a certified public accountant with a practice in Richmond, Virginia, serving family businesses and churches. She prepares our annual Form 990 with the auditors and reviews the books every month.",
    imageUrl: "/images/seed/avatar-linda.svg",
    imageAlt: "Abstract portrait of Linda Okafor, Treasurer",
    category: "board",
    sortOrder: 3,
  },
  {
    name: "Tomás Reyes",
    role: "Board Secretary",
    description:
      "Tomás owns two auto-repair shops in Pueblo, Colorado, and knows first-hand what a first business loan feels like. He keeps the minutes and mentors members who are opening their first storefront.",
    imageUrl: null,
    category: "board",
    sortOrder: 4,
  },
  {
    name: "Janelle Brooks",
    role: "Academy Committee Lead",
    description:
      "Janelle is a former high-school business teacher from Birmingham, Alabama. She plans the Academy's course calendar, edits every lesson for plain language and recruits volunteer instructors.",
    imageUrl: "/images/seed/avatar-janelle.svg",
    imageAlt: "Abstract portrait of Janelle Brooks, Academy Committee Lead",
    category: "committee",
    sortOrder: 1,
  },
  {
    name: "Sam Nguyen",
    role: "Helping Hand Campaigns Lead",
    description:
      "Sam spent ten years in hospital supply purchasing in Houston, Texas. He sources the health, beauty and nutrition products for our campaigns and makes sure every box ships complete and on time.",
    imageUrl: "/images/seed/avatar-sam.svg",
    imageAlt: "Abstract portrait of Sam Nguyen, Helping Hand Campaigns Lead",
    category: "committee",
    sortOrder: 2,
  },
  {
    name: "Priya Raman",
    role: "Business Partnerships Lead",
    description:
      "Priya negotiates and reviews our partner programs, from diamond agents to tax-preparation careers. Before joining us she managed franchise development for a regional restaurant group in Columbus, Ohio.",
    imageUrl: "/images/seed/avatar-priya.svg",
    imageAlt: "Abstract portrait of Priya Raman, Business Partnerships Lead",
    category: "committee",
    sortOrder: 3,
  },
  {
    name: "Walter Haines",
    role: "Volunteer Network Lead",
    description:
      "Walter retired as a chief petty officer after 24 years in the U.S. Coast Guard and now lives in Wilmington, North Carolina. He coordinates our 500-plus volunteers and started the baby-cam drive for Coast Guard families.",
    imageUrl: "/images/seed/avatar-walter.svg",
    imageAlt: "Abstract portrait of Walter Haines, Volunteer Network Lead",
    category: "committee",
    sortOrder: 4,
  },
];
