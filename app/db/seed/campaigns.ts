import type { campaigns, participants } from "~/db/schema";

export type CampaignSeed = Omit<typeof campaigns.$inferInsert, "id" | "updatedAt">;

/** A sample application; `campaignCode` names its campaign by eligibility code (all codes are distinct). */
export type ParticipantSeed = Omit<typeof participants.$inferInsert, "id" | "campaignId" | "eligibilityCodeUsed"> & {
  campaignCode: string;
};

/**
 * Helping Hand campaigns. Eligibility codes are secrets staff hand to recipients; they are made
 * like the admin editor's generated codes (a word, four random characters, a year: ADR 0009), so
 * none can be guessed. Tests read them from here (`seedCodeOf`) instead of repeating them. One campaign is
 * over its goal, one has no goal, one has no image, and `createdAt` differs so
 * the "newest first" order is stable.
 */
export const CAMPAIGNS: CampaignSeed[] = [
  {
    title: "Coast Guard Baby-Cam Donation Drive",
    description:
      "Coast Guard families move often and a parent is frequently away on patrol. We are giving video baby monitors with two-way audio to 300 new and expecting parents stationed at Base Alameda, Sector San Diego and Air Station Kodiak. Each $60 gift covers one camera, shipping and a printed setup guide. Families apply with the code their ombudsman gives them.",
    location: "Alameda, CA",
    startedDate: "2026-08-01",
    status: "Active",
    imageUrl: "/images/seed/baby-cam.svg",
    imageAlt: "A nursery at night with a crib and a baby camera on the shelf",
    campaignUrl: "https://www.example.com/campaigns/coast-guard-baby-cam",
    goalAmount: 18000,
    raisedAmount: 11240,
    donationFormUrl: "https://www.example.com/donate/baby-cam",
    eligibilityCode: "HELP-7XUA-2026",
    createdAt: new Date("2026-07-28T14:00:00Z"),
  },
  {
    title: "Care Kits for Military Families",
    description:
      "Boxes of vitamins, children's toothbrushes and toothpaste, sunscreen, lotion and healthy snacks for families of deployed soldiers near Fort Bragg. Volunteers at the Fayetteville warehouse pack 40 boxes every Saturday. Thanks to a matching gift from a local credit union we passed our goal in October, and every extra dollar now goes to the spring round.",
    location: "Fayetteville, NC",
    startedDate: "2026-05-15",
    status: "Active",
    imageUrl: "/images/seed/military-families.svg",
    imageAlt: "Care boxes with stars and hearts, packed with vitamins, sunscreen and toothbrushes",
    campaignUrl: null,
    goalAmount: 12000,
    raisedAmount: 13150,
    donationFormUrl: "https://www.example.com/donate/military-care-kits",
    eligibilityCode: "KITE-P2E7-2026",
    createdAt: new Date("2026-05-10T14:00:00Z"),
  },
  {
    title: "Healthy Start Boxes for Expectant Mothers",
    description:
      "Prenatal vitamins, a digital thermometer, nipple cream, gentle skin care and a guide to free local clinics for expectant mothers in Shelby County. Boxes are handed out at two community health centers in Memphis, where a nurse explains each item. $38 fills one box.",
    location: "Memphis, TN",
    startedDate: "2026-09-01",
    status: "Active",
    imageUrl: "/images/seed/expectant-mothers.svg",
    imageAlt: "A welcome box for an expectant mother with vitamins, a thermometer, baby clothes and flowers",
    campaignUrl: "https://www.example.com/campaigns/healthy-start-memphis",
    goalAmount: 9500,
    raisedAmount: 4120,
    donationFormUrl: "https://www.example.com/donate/healthy-start",
    eligibilityCode: "PINE-H3EP-2026",
    createdAt: new Date("2026-08-25T14:00:00Z"),
  },
  {
    title: "Senior Nutrition Pantry Packs",
    description:
      "Monthly packs of protein shakes, oatmeal, canned fish, low-sodium soups and a multivitamin for seniors living alone on fixed incomes in Pima County. Volunteer drivers deliver on the first Thursday of each month. This is an ongoing campaign with no end goal: every $25 feeds one person's pantry pack for a month.",
    location: "Tucson, AZ",
    startedDate: "2026-02-05",
    status: "Active",
    imageUrl: "/images/seed/senior-nutrition.svg",
    imageAlt: "A pantry pack of oatmeal, soup, canned fish, apples and vitamins in a grocery bag",
    campaignUrl: null,
    goalAmount: null,
    raisedAmount: 2875,
    donationFormUrl: "https://www.example.com/donate/senior-pantry",
    eligibilityCode: "DAWN-R8Y3-2026",
    createdAt: new Date("2026-02-01T14:00:00Z"),
  },
  {
    title: "Winter Skin & Wellness Kits",
    description:
      "Duluth winters are hard on skin and health. From January we will hand out 250 kits with heavy moisturizer, lip balm, hand warmers, vitamin D and wool socks through three food shelves in St. Louis County. Collection starts in December.",
    location: "Duluth, MN",
    startedDate: "2027-01-11",
    status: "Upcoming",
    imageUrl: "/images/seed/family-wellness.svg",
    imageAlt: "Wellness kit essentials: sunscreen, a sun hat, a water bottle and skin cream",
    campaignUrl: null,
    goalAmount: 6000,
    raisedAmount: 0,
    donationFormUrl: "https://www.example.com/donate/winter-kits",
    eligibilityCode: "WARM-YWJ9-2027",
    createdAt: new Date("2026-11-02T14:00:00Z"),
  },
  {
    title: "Spring Vitamin Drive for Head Start Families",
    description:
      "Children's multivitamins, fluoride toothpaste and a family nutrition guide in English and Spanish for 400 families enrolled in Head Start programs in Albuquerque's South Valley. Early gifts are already coming in; distribution begins in March 2027.",
    location: "Albuquerque, NM",
    startedDate: "2027-03-01",
    status: "Upcoming",
    imageUrl: "/images/seed/news-campaigns.svg",
    imageAlt: "A donation box with a heart, coins dropping in and a progress bar rising",
    campaignUrl: "https://www.example.com/campaigns/spring-vitamin-drive",
    goalAmount: 7500,
    raisedAmount: 350,
    donationFormUrl: "https://www.example.com/donate/spring-vitamins",
    eligibilityCode: "BELL-68BE-2027",
    createdAt: new Date("2026-11-15T14:00:00Z"),
  },
  {
    title: "Beauty Days at Riverside Women's Shelter",
    description:
      "Four Saturday pamper days with volunteer cosmetologists: haircuts, skin-care lessons and a take-home bag of full-size beauty products for 85 women at a Columbus shelter, many preparing for job interviews.",
    location: "Columbus, OH",
    startedDate: "2025-02-08",
    status: "Completed",
    imageUrl: null,
    campaignUrl: null,
    goalAmount: 4000,
    raisedAmount: 4000,
    donationFormUrl: null,
    eligibilityCode: "PATH-CM2Y-2025",
    createdAt: new Date("2025-01-20T14:00:00Z"),
  },
  {
    title: "Sun Safety Kits for Farmworker Families",
    description:
      "Sunscreen, wide-brim hats, electrolyte packets and reusable water bottles for farmworker families during the Yakima Valley cherry and apple harvests, handed out at the clinic in Toppenish.",
    location: "Yakima, WA",
    startedDate: "2025-06-02",
    status: "Completed",
    imageUrl: "/images/seed/family-wellness.svg",
    imageAlt: "Wellness kit essentials: sunscreen, a sun hat, a water bottle and skin cream",
    campaignUrl: "https://www.example.com/campaigns/sun-safety-yakima",
    goalAmount: 5000,
    raisedAmount: 4760,
    donationFormUrl: "https://www.example.com/donate/sun-safety",
    eligibilityCode: "KIND-RCF3-2025",
    createdAt: new Date("2025-05-20T14:00:00Z"),
  },
];

/** A few applications so the admin Participants tab has something to show. */
export const PARTICIPANTS: ParticipantSeed[] = [
  {
    campaignCode: CAMPAIGNS[0]!.eligibilityCode,
    fullName: "Kayla Dunmore",
    email: "kayla.dunmore@example.com",
    phone: "(510) 555-0142",
    address: "1420 Pacific Ave, Apt 3, Alameda, CA 94501",
    status: "done",
    submittedAt: new Date("2026-08-19T17:24:00Z"),
  },
  {
    campaignCode: CAMPAIGNS[0]!.eligibilityCode,
    fullName: "Luis Ortega",
    email: "luis.ortega@example.com",
    phone: null,
    address: "88 Harbor Rd, Kodiak, AK 99615",
    status: "in_progress",
    submittedAt: new Date("2026-10-30T02:10:00Z"),
  },
  {
    campaignCode: CAMPAIGNS[1]!.eligibilityCode,
    fullName: "Brianna Cole",
    email: "brianna.cole@example.com",
    phone: "(910) 555-0177",
    address: "302 Bragg Blvd, Fayetteville, NC 28301",
    status: "done",
    submittedAt: new Date("2026-06-03T13:45:00Z"),
  },
  {
    campaignCode: CAMPAIGNS[2]!.eligibilityCode,
    fullName: "Tanisha Greer",
    email: "tanisha.greer@example.com",
    phone: "(901) 555-0119",
    address: "2715 Lamar Ave, Memphis, TN 38114",
    status: "new",
    submittedAt: new Date("2026-11-18T16:05:00Z"),
  },
  {
    campaignCode: CAMPAIGNS[3]!.eligibilityCode,
    fullName: "Eleanor Voss",
    email: "eleanor.voss@example.com",
    phone: "(520) 555-0163",
    address: "915 E Speedway Blvd, Tucson, AZ 85719",
    status: "new",
    submittedAt: new Date("2026-11-20T19:30:00Z"),
  },
];

/** The eligibility code of the seeded campaign with this title (tests use it instead of a literal). */
export function seedCodeOf(title: string): string {
  const campaign = CAMPAIGNS.find((entry) => entry.title === title);
  if (!campaign) throw new Error(`No seeded campaign is titled "${title}"`);
  return campaign.eligibilityCode;
}
