import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { campaigns, participants } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { moveToTrash, recordRevision } from "~/utils/revisions.server";
import type { CampaignInput } from "./admin-validation";
import { imageTextColumns } from "~/utils/image-alt";

/** The dropdown: every campaign, newest first (part 1 §7), with its participant count. */
export async function listCampaignsForAdmin(db: Db) {
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      status: campaigns.status,
      isPublished: campaigns.isPublished,
      // A join, not a correlated subquery: Drizzle writes a lone table's columns unqualified, so
      // `campaigns.id` inside a subquery on participants bound to participants.id (always 0).
      participantCount: count(participants.id),
    })
    .from(campaigns)
    .leftJoin(participants, eq(participants.campaignId, campaigns.id))
    .groupBy(campaigns.id)
    .orderBy(desc(campaigns.createdAt), asc(campaigns.title));
}

/** One campaign with every field, the eligibility code included: admins only. */
export async function getCampaignForAdmin(db: Db, id: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
}

/** Applicants to a campaign, newest first (part 1 §7). */
export async function listParticipants(db: Db, campaignId: string) {
  return db
    .select()
    .from(participants)
    .where(eq(participants.campaignId, campaignId))
    .orderBy(desc(participants.submittedAt));
}

function toRow(input: CampaignInput) {
  return {
    title: input.title,
    description: input.description,
    location: input.location ?? null,
    startedDate: input.startedDate ?? null,
    status: input.status,
    goalAmount: input.goalAmount,
    raisedAmount: input.raisedAmount,
    imageUrl: input.imageUrl ?? null,
    ...imageTextColumns(input.imageUrl, input),
    campaignUrl: input.campaignUrl ?? null,
    donationFormUrl: input.donationFormUrl ?? null,
    eligibilityCode: input.eligibilityCode,
    isPublished: input.isPublished,
  };
}

// The eligibility code is a secret: audit entries say it changed, never what it is.
const auditDetails = (input: CampaignInput) => ({ ...toRow(input), eligibilityCode: "(hidden)" });

export async function createCampaign(db: Db, actor: SessionUser, input: CampaignInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(campaigns).values(toRow(input)).returning({ id: campaigns.id });
    await recordAudit(tx, actor, {
      action: "create",
      entity: "campaign",
      entityId: row!.id,
      details: auditDetails(input),
    });
    await recordRevision(tx, actor, "campaign", row!.id, null);
    return row!.id;
  });
}

export async function updateCampaign(db: Db, actor: SessionUser, id: string, input: CampaignInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
    const updated = await tx
      .update(campaigns)
      .set(toRow(input))
      .where(eq(campaigns.id, id))
      .returning({ id: campaigns.id });
    if (!before || updated.length === 0) return false;
    // The eligibility code is a secret: the log says only whether it changed.
    await recordAudit(tx, actor, {
      action: "update",
      entity: "campaign",
      entityId: id,
      details: toRow(input),
      before,
      secretFields: ["eligibilityCode"],
    });
    await recordRevision(tx, actor, "campaign", id, before);
    return true;
  });
}

export type CampaignDeletion =
  { status: "trashed"; title: string } | { status: "has-applications"; applications: number } | { status: "not-found" };

/**
 * Moves a campaign to the trash (ADR 0051), its gifts' link kept for a restore. A campaign people
 * have applied to is not deleted: their applications would go with it. The campaign's row is
 * locked first, so an application sent meanwhile either is counted or waits and then fails.
 */
export async function deleteCampaign(db: Db, actor: SessionUser, id: string): Promise<CampaignDeletion> {
  return db.transaction(async (tx): Promise<CampaignDeletion> => {
    const [campaign] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!campaign) return { status: "not-found" };
    const [applications] = await tx
      .select({ count: count() })
      .from(participants)
      .where(eq(participants.campaignId, id));
    if ((applications?.count ?? 0) > 0) return { status: "has-applications", applications: applications!.count };
    const title = await moveToTrash(tx, actor, "campaign", id);
    return title === null ? { status: "not-found" } : { status: "trashed", title };
  });
}
