import type { completedCampaigns } from "~/db/schema";

export type CompletedCampaignSeed = Omit<typeof completedCampaigns.$inferInsert, "id" | "createdAt" | "updatedAt">;

/**
 * Finished campaigns, 2024-2026. Exactly one shows the partnership section
 * (part 2 §2: "a special partnership section ... for one specific campaign");
 * one has no image so the fallback is used.
 */
export const COMPLETED_CAMPAIGNS: CompletedCampaignSeed[] = [
  {
    title: "Dental Care Kits for Head Start Classrooms",
    description:
      "Volunteers packed 620 dental kits (a child's toothbrush, fluoride toothpaste, floss picks and a two-minute sand timer) and delivered them to 31 Head Start classrooms in Albuquerque, along with a short lesson teachers could read aloud.",
    location: "Albuquerque, NM",
    completionDate: "2026-10-17",
    partnerOrganization: "Rio Grande Smiles Dental Collective",
    beneficiary: "620 children in 31 Head Start classrooms",
    impactSummary:
      "620 kits delivered in two weeks; three dentists from the collective volunteered for classroom visits, and 112 families booked a free check-up.",
    imageUrl: "/images/seed/news-community.svg",
    imageAlt: "Neighbors of all ages gathered in front of a community center",
    campaignUrl: null,
    showPartnershipSection: false,
  },
  {
    title: "Holiday Care Boxes for Military Families",
    description:
      "Holiday boxes with vitamins, hand cream, lip balm, a family board game and healthy snacks went to families of soldiers deployed from Fort Campbell over the holidays.",
    location: "Clarksville, TN",
    completionDate: "2025-12-19",
    partnerOrganization: "Blue Star Neighbors of Clarksville",
    beneficiary: "120 military families",
    impactSummary: "120 boxes delivered before December 20 by 34 volunteers.",
    imageUrl: "/images/seed/military-families.svg",
    imageAlt: "Care boxes with stars and hearts, packed with vitamins, sunscreen and toothbrushes",
    campaignUrl: "https://www.example.com/campaigns/holiday-care-boxes-2025",
    showPartnershipSection: false,
  },
  {
    title: "Sun Safety Kits for Farmworker Families",
    description:
      "Sunscreen, wide-brim hats, electrolyte packets and water bottles handed out at the Toppenish clinic during the 2025 cherry and apple harvests, with heat-illness warning signs explained in Spanish and English.",
    location: "Yakima, WA",
    completionDate: "2025-08-22",
    partnerOrganization: "Valley Farmworker Health Clinic",
    beneficiary: "410 farmworkers and their families",
    impactSummary:
      "410 kits handed out across eleven distribution days; the clinic reported no heat-illness visits among kit recipients during the July heat wave.",
    imageUrl: "/images/seed/family-wellness.svg",
    imageAlt: "Wellness kit essentials: sunscreen, a sun hat, a water bottle and skin cream",
    campaignUrl: "https://www.example.com/campaigns/sun-safety-yakima",
    showPartnershipSection: false,
  },
  {
    title: "Baby-Cams for Coast Guard Families in Kodiak",
    description:
      "Our first baby-cam round: 75 video baby monitors with two-way audio for new parents at Air Station Kodiak, where a parent is often away on long search-and-rescue deployments. Retired Chief Walter Haines delivered them in person with the base ombudsman.",
    location: "Kodiak, AK",
    completionDate: "2025-06-14",
    partnerOrganization: "Harborline Family Services",
    beneficiary: "75 Coast Guard families with newborns",
    impactSummary:
      "75 baby-cams delivered and set up; 68 families told us the camera let the deployed parent see their baby every day, and the drive grew into the 2026 national campaign.",
    imageUrl: "/images/seed/baby-cam.svg",
    imageAlt: "A nursery at night with a crib and a baby camera on the shelf",
    campaignUrl: "https://www.example.com/campaigns/baby-cam-kodiak",
    // The one campaign with the partnership section (part 2 §2).
    showPartnershipSection: true,
  },
  {
    title: "Beauty Days at Riverside Women's Shelter",
    description:
      "Four Saturday pamper days with volunteer cosmetologists, skin-care lessons and take-home beauty bags for women preparing for job interviews.",
    location: "Columbus, OH",
    completionDate: "2025-03-29",
    partnerOrganization: "Riverside Women's Shelter",
    beneficiary: "85 women",
    impactSummary: "85 women served; 23 had job interviews within the month.",
    imageUrl: "/images/seed/beauty-consultant.svg",
    imageAlt: "A vanity table with skin-care bottles, lipstick and a round mirror",
    campaignUrl: null,
    showPartnershipSection: false,
  },
  {
    title: "Senior Pantry Packs: Tucson Pilot",
    description:
      "A three-month pilot delivering protein shakes, oatmeal, soups and multivitamins to seniors living alone. It showed that volunteer drivers could reliably reach homebound seniors, and it became our ongoing pantry campaign.",
    location: "Tucson, AZ",
    completionDate: "2024-11-15",
    partnerOrganization: "Pima Senior Services Council",
    beneficiary: "58 seniors living alone",
    impactSummary:
      "174 pantry packs delivered over three months by 19 volunteer drivers; 9 in 10 seniors said the packs helped them skip fewer meals.",
    imageUrl: "/images/seed/senior-nutrition.svg",
    imageAlt: "A pantry pack of oatmeal, soup, canned fish, apples and vitamins in a grocery bag",
    campaignUrl: null,
    showPartnershipSection: false,
  },
  {
    title: "Hygiene Kits After the Gulf Coast Storms",
    description:
      "After the October 2024 storms we shipped hygiene kits (soap, shampoo, toothbrushes, wipes, diapers and feminine products) to two shelters in Fort Myers within nine days.",
    location: "Fort Myers, FL",
    completionDate: "2024-10-25",
    partnerOrganization: "Lee County Community Shelters",
    beneficiary: "900 people in two emergency shelters",
    impactSummary: "900 kits shipped in nine days.",
    imageUrl: "/images/seed/news-campaigns.svg",
    imageAlt: "A donation box with a heart, coins dropping in and a progress bar rising",
    campaignUrl: "https://www.example.com/campaigns/gulf-coast-hygiene-kits",
    showPartnershipSection: false,
  },
  {
    title: "Back-to-School Wellness Bags",
    description:
      "Backpacks with a water bottle, healthy snacks, hand sanitizer, a toothbrush kit and sunscreen for students at four elementary schools in Gary, Indiana.",
    location: "Gary, IN",
    completionDate: "2024-08-30",
    partnerOrganization: "Gary Parent Teacher Council",
    beneficiary: "300 elementary students",
    impactSummary:
      "300 backpacks handed out at four schools on the first day of class, packed by volunteers from two local churches and a high-school service club.",
    // No image: the page's fallback image is used.
    imageUrl: null,
    campaignUrl: null,
    showPartnershipSection: false,
  },
  {
    title: "Prenatal Vitamin Drive, Memphis",
    description:
      "A six-month supply of prenatal vitamins and a guide to free prenatal care for expectant mothers without insurance, handed out by nurses at a community health center.",
    location: "Memphis, TN",
    completionDate: "2024-05-10",
    partnerOrganization: "Southside Community Health Center",
    beneficiary: "210 expectant mothers",
    impactSummary: "210 mothers received six months of prenatal vitamins.",
    imageUrl: "/images/seed/expectant-mothers.svg",
    imageAlt: "A welcome box for an expectant mother with vitamins, a thermometer, baby clothes and flowers",
    campaignUrl: null,
    showPartnershipSection: false,
  },
];
