import type { Db } from "~/db/client.server";
import { campaigns, completedCampaigns, participants } from "~/db/schema";
import { single, unique, uniqueCode, uniqueEmail } from "./unique";

export type CampaignOverrides = Partial<typeof campaigns.$inferInsert>;
export type CampaignRow = typeof campaigns.$inferSelect;

/** A published, Active campaign with a goal, a donation form and a unique eligibility code. */
export async function createCampaign(db: Db, overrides: CampaignOverrides = {}): Promise<CampaignRow> {
  const title = overrides.title ?? unique("Test Campaign");
  return single(
    await db
      .insert(campaigns)
      .values({
        title,
        description: `${title}: a campaign made by a test factory.`,
        location: "Springfield, IL",
        startedDate: "2026-06-01",
        status: "Active",
        imageUrl: "/images/test/campaign.svg",
        campaignUrl: "https://www.example.com/campaigns/test",
        goalAmount: 10000,
        raisedAmount: 2500,
        donationFormUrl: "https://www.example.com/donate/test",
        eligibilityCode: uniqueCode(),
        isPublished: true,
        ...overrides,
      })
      .returning(),
  );
}

export type ParticipantOverrides = Partial<typeof participants.$inferInsert>;

/** An application to `campaign`, made with its eligibility code. */
export async function createParticipant(
  db: Db,
  campaign: Pick<CampaignRow, "id" | "eligibilityCode">,
  overrides: ParticipantOverrides = {},
): Promise<typeof participants.$inferSelect> {
  return single(
    await db
      .insert(participants)
      .values({
        campaignId: campaign.id,
        fullName: unique("Applicant"),
        email: uniqueEmail("applicant"),
        phone: "(555) 555-0100",
        address: "1 Main St, Springfield, IL 62701",
        eligibilityCodeUsed: campaign.eligibilityCode,
        ...overrides,
      })
      .returning(),
  );
}

export type CompletedCampaignOverrides = Partial<typeof completedCampaigns.$inferInsert>;

/** A published completed campaign. */
export async function createCompletedCampaign(
  db: Db,
  overrides: CompletedCampaignOverrides = {},
): Promise<typeof completedCampaigns.$inferSelect> {
  const title = overrides.title ?? unique("Completed Test Campaign");
  return single(
    await db
      .insert(completedCampaigns)
      .values({
        title,
        description: `${title}: a finished campaign made by a test factory.`,
        location: "Springfield, IL",
        completionDate: "2025-10-01",
        partnerOrganization: "Springfield Food Bank",
        beneficiary: "Springfield families",
        impactSummary: "120 kits delivered.",
        imageUrl: "/images/test/completed.svg",
        isPublished: true,
        ...overrides,
      })
      .returning(),
  );
}
