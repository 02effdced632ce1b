import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { campaigns, participants } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
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
    return true;
  });
}

/** Deletes a campaign and, with it, its participants' applications. Returns how many went. */
export async function deleteCampaign(
  db: Db,
  actor: SessionUser,
  id: string,
): Promise<{ deleted: boolean; participants: number }> {
  return db.transaction(async (tx) => {
    const [count] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(participants)
      .where(eq(participants.campaignId, id));
    const removed = await tx.delete(campaigns).where(eq(campaigns.id, id)).returning({ title: campaigns.title });
    if (removed.length === 0) return { deleted: false, participants: 0 };
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "campaign",
      entityId: id,
      details: { title: removed[0]!.title, participantsDeleted: count?.count ?? 0 },
    });
    return { deleted: true, participants: count?.count ?? 0 };
  });
}
