import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { isUuid } from "~/db/ids";
import { campaigns, donations, type DonationSource, type DonationStatus } from "~/db/schema";

/**
 * Writes to the donations ledger (issue 37). Every write is one statement keyed by the unique
 * `(source, source_id)`, so a gift delivered twice, or by two processes at once, is stored once
 * (`ON CONFLICT DO NOTHING`; the database, not a read before the write, decides).
 */
export interface GiftRecord {
  source: DonationSource;
  sourceId: string;
  amountCents: number;
  currency: string;
  giftDate: Date;
  donorName: string | null;
  donorEmail: string | null;
  campaignId: string | null;
  status: DonationStatus;
  recurring: boolean;
  payload: unknown;
}

type Writer = Pick<Db, "insert" | "update" | "select">;

/** Stores a gift unless one with its source and id is already there. True when stored. */
export async function recordGift(db: Writer, gift: GiftRecord): Promise<boolean> {
  const stored = await db
    .insert(donations)
    .values(gift)
    .onConflictDoNothing({ target: [donations.source, donations.sourceId] })
    .returning({ id: donations.id });
  return stored.length > 0;
}

/**
 * A gift the platform now says is paid (Stripe's delayed payment methods): stored as succeeded,
 * or, when its pending row is there, moved to succeeded. A refunded or failed gift stays so.
 */
export async function recordSucceededGift(db: Writer, gift: GiftRecord): Promise<boolean> {
  const changed = await db
    .insert(donations)
    .values({ ...gift, status: "succeeded" })
    .onConflictDoUpdate({
      target: [donations.source, donations.sourceId],
      set: { status: "succeeded", updatedAt: new Date() },
      setWhere: sql`${donations.status} = 'pending'`,
    })
    .returning({ id: donations.id });
  return changed.length > 0;
}

/**
 * A refund of `refundedCents` in all (the platform's running total, so a repeated event changes
 * nothing): a refund of the whole gift makes it `refunded`. False when the gift is not in the
 * ledger (nothing to lower).
 */
export async function recordRefund(
  db: Writer,
  source: DonationSource,
  sourceId: string,
  refundedCents: number,
): Promise<boolean> {
  const changed = await db
    .update(donations)
    .set({
      refundedCents: sql`least(${refundedCents}, ${donations.amountCents})`,
      status: sql`case when ${refundedCents} >= ${donations.amountCents} then 'refunded' else ${donations.status} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(donations.source, source), eq(donations.sourceId, sourceId)))
    .returning({ id: donations.id });
  return changed.length > 0;
}

/**
 * The campaign a gift supports, from what the site put in the donation link: the campaign's id,
 * its title (`/donate?project=<title>`) or its own donation form's address. Null when none
 * matches: staff assign it in the back office.
 */
export async function matchCampaign(
  db: Pick<Db, "select">,
  hints: { id?: string | null; title?: string | null; url?: string | null },
): Promise<string | null> {
  const conditions = [];
  if (isUuid(hints.id)) conditions.push(eq(campaigns.id, hints.id));
  const title = hints.title?.trim();
  if (title) conditions.push(sql`lower(${campaigns.title}) = lower(${title.slice(0, 300)})`);
  const url = hints.url?.trim();
  if (url) conditions.push(eq(campaigns.donationFormUrl, url.slice(0, 2000)));
  for (const condition of conditions) {
    const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(condition).limit(1);
    if (row) return row.id;
  }
  return null;
}

/** How many gifts the ledger holds (the hostile suite and tests count them). */
export async function countGifts(db: Pick<Db, "select">): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(donations);
  return Number(row?.n ?? 0);
}
