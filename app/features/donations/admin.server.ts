import { randomUUID } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { isUuid } from "~/db/ids";
import { campaigns, donations, type DonationStatus } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { parseDateTimeInput } from "~/utils/site-time-input";
import type { ManualGiftInput } from "./admin-validation";

/** The back office's commands on the ledger (issue 37). Every change is audited in its transaction. */

export const GIFTS_PAGE_SIZE = 50;

export async function listGifts(db: Db, { page, status }: { page: number; status?: DonationStatus }) {
  const where = status ? eq(donations.status, status) : undefined;
  const [total] = await db.select({ n: count() }).from(donations).where(where);
  const rows = await db
    .select({
      id: donations.id,
      source: donations.source,
      amountCents: donations.amountCents,
      refundedCents: donations.refundedCents,
      currency: donations.currency,
      giftDate: donations.giftDate,
      donorName: donations.donorName,
      donorEmail: donations.donorEmail,
      status: donations.status,
      method: donations.method,
      campaignTitle: campaigns.title,
    })
    .from(donations)
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(where)
    .orderBy(desc(donations.giftDate), desc(donations.createdAt))
    .limit(GIFTS_PAGE_SIZE)
    .offset((page - 1) * GIFTS_PAGE_SIZE);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Pending gifts (unsigned platforms) wait for staff: the list's count of them. */
export async function countPendingGifts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(donations).where(eq(donations.status, "pending"));
  return Number(row?.n ?? 0);
}

/** Every campaign, for the "supports" choice. */
export async function listCampaignChoices(db: Db) {
  return db
    .select({ id: campaigns.id, title: campaigns.title })
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), campaigns.title);
}

export async function getGift(db: Db, id: string | undefined) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: donations.id,
      source: donations.source,
      sourceId: donations.sourceId,
      amountCents: donations.amountCents,
      refundedCents: donations.refundedCents,
      currency: donations.currency,
      giftDate: donations.giftDate,
      donorName: donations.donorName,
      donorEmail: donations.donorEmail,
      campaignId: donations.campaignId,
      campaignTitle: campaigns.title,
      status: donations.status,
      recurring: donations.recurring,
      method: donations.method,
      note: donations.note,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.id, id));
  return row ?? null;
}

function manualColumns(input: ManualGiftInput, zone: string) {
  return {
    amountCents: input.amount,
    // The day staff typed, at midnight where the organization works (its statements' year).
    giftDate: parseDateTimeInput(input.giftDate, zone) ?? new Date(`${input.giftDate}T12:00:00Z`),
    method: input.method,
    donorName: input.donorName ?? null,
    donorEmail: input.donorEmail ?? null,
    campaignId: input.campaignId ?? null,
    note: input.note ?? null,
  };
}

function auditShape(row: ReturnType<typeof manualColumns>) {
  return { ...row, giftDate: row.giftDate.toISOString() };
}

/** A check, cash or in-kind gift entered by staff: counted at once. Returns its id. */
export async function createManualGift(db: Db, actor: SessionUser, input: ManualGiftInput, zone: string) {
  return db.transaction(async (tx) => {
    const columns = manualColumns(input, zone);
    const [row] = await tx
      .insert(donations)
      .values({
        ...columns,
        source: "manual",
        sourceId: `manual-${randomUUID()}`,
        status: "succeeded",
        currency: "usd",
      })
      .returning({ id: donations.id });
    await recordAudit(tx, actor, {
      action: "create",
      entity: "donation",
      entityId: row!.id,
      details: auditShape(columns),
    });
    return row!.id;
  });
}

export type GiftChange = "saved" | "not-found" | "not-allowed";

/** Edits a gift entered by hand (never a platform's, nor a voided one), with the reason in the audit log. */
export async function updateManualGift(
  db: Db,
  actor: SessionUser,
  id: string,
  input: ManualGiftInput,
  reason: string,
  zone: string,
): Promise<GiftChange> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(donations).where(eq(donations.id, id)).for("update");
    if (!before) return "not-found";
    if (before.source !== "manual" || before.status === "voided") return "not-allowed";
    const columns = manualColumns(input, zone);
    await tx.update(donations).set(columns).where(eq(donations.id, id));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "donation",
      entityId: id,
      before: {
        ...auditShape({
          amountCents: before.amountCents,
          giftDate: before.giftDate,
          method: before.method ?? "other",
          donorName: before.donorName,
          donorEmail: before.donorEmail,
          campaignId: before.campaignId,
          note: before.note,
        }),
        reason: null,
      },
      details: { ...auditShape(columns), reason },
    });
    return "saved";
  });
}

/** Voids a gift entered by hand by mistake: kept, counted for nothing, the reason audited. */
export async function voidManualGift(db: Db, actor: SessionUser, id: string, reason: string): Promise<GiftChange> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ source: donations.source, status: donations.status })
      .from(donations)
      .where(eq(donations.id, id))
      .for("update");
    if (!before) return "not-found";
    if (before.source !== "manual" || before.status === "voided") return "not-allowed";
    await tx.update(donations).set({ status: "voided" }).where(eq(donations.id, id));
    await recordAudit(tx, actor, {
      action: "void",
      entity: "donation",
      entityId: id,
      details: { from: before.status, reason },
    });
    return "saved";
  });
}

/** Confirms a pending gift from a platform that does not sign its webhooks: it counts from now on. */
export async function confirmGift(db: Db, actor: SessionUser, id: string): Promise<GiftChange> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(donations)
      .set({ status: "succeeded" })
      .where(and(eq(donations.id, id), eq(donations.status, "pending")))
      .returning({ id: donations.id });
    if (changed.length === 0) {
      const [exists] = await tx.select({ id: donations.id }).from(donations).where(eq(donations.id, id));
      return exists ? "not-allowed" : "not-found";
    }
    await recordAudit(tx, actor, {
      action: "confirm",
      entity: "donation",
      entityId: id,
      details: { status: "succeeded" },
    });
    return "saved";
  });
}

/** Says which campaign a gift supports (a platform gift that matched none, or a correction). */
export async function assignGiftCampaign(
  db: Db,
  actor: SessionUser,
  id: string,
  campaignId: string | null,
): Promise<GiftChange> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ campaignId: donations.campaignId })
      .from(donations)
      .where(eq(donations.id, id))
      .for("update");
    if (!before) return "not-found";
    if (campaignId) {
      const [campaign] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
      if (!campaign) return "not-allowed";
    }
    await tx
      .update(donations)
      .set({ campaignId, updatedAt: sql`now()` })
      .where(eq(donations.id, id));
    await recordAudit(tx, actor, {
      action: "assign",
      entity: "donation",
      entityId: id,
      before: { campaignId: before.campaignId },
      details: { campaignId },
    });
    return "saved";
  });
}
