import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { donorCountSql, raisedAmountSql } from "~/db/raised";
import { campaigns, participants, type CampaignStatus } from "~/db/schema";
import type { Env } from "~/env.server";
import { queueStaffNotification } from "~/utils/email.server";
import { queueReceipt } from "~/utils/receipts.server";
import type { CampaignApplicationInput } from "./validation";
import { isUuid } from "~/db/ids";
import type { PublishState } from "~/utils/preview";
import { isUniqueViolation } from "~/db/errors";
import { withImageAlt } from "~/utils/image-alt";

/**
 * Helping Hand campaigns: the detail pages and the support application (part 1 §2, §5, §7).
 *
 * A campaign's eligibility code is a secret staff hand to recipients. It is never selected
 * into anything a loader returns: every read below names its columns, and the code is read
 * only inside `submitCampaignApplication`, for the comparison.
 */

const detailColumns = {
  id: campaigns.id,
  title: campaigns.title,
  description: campaigns.description,
  location: campaigns.location,
  startedDate: campaigns.startedDate,
  status: campaigns.status,
  imageUrl: campaigns.imageUrl,
  imageAlt: campaigns.imageAlt,
  imageDecorative: campaigns.imageDecorative,
  campaignUrl: campaigns.campaignUrl,
  goalAmount: campaigns.goalAmount,
  // What staff entered plus the ledger's succeeded gifts (issue 37).
  raisedAmount: raisedAmountSql,
  donorCount: donorCountSql,
  donationFormUrl: campaigns.donationFormUrl,
};

export interface CampaignDetail {
  id: string;
  title: string;
  description: string;
  location: string | null;
  /** ISO date (YYYY-MM-DD). */
  startedDate: string | null;
  status: CampaignStatus;
  imageUrl: string | null;
  /** The alt attribute for the picture: "" when staff marked it decorative. */
  imageAlt: string;
  campaignUrl: string | null;
  goalAmount: number | null;
  raisedAmount: number;
  /** Donors in the ledger (one per email address). */
  donorCount: number;
  donationFormUrl: string | null;
  /** "live" for everyone; "draft" only in an admin's preview. */
  state: PublishState;
}

/**
 * One published campaign for its public pages, or null (unknown, malformed or unpublished id).
 * With `preview` (for an admin only) a draft is read too.
 */
export async function getCampaign(
  db: Db,
  id: string | undefined,
  { preview = false }: { preview?: boolean } = {},
): Promise<CampaignDetail | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({ ...detailColumns, isPublished: campaigns.isPublished })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), preview ? undefined : eq(campaigns.isPublished, true)))
    .limit(1);
  if (!found) return null;
  const { isPublished, ...row } = found;
  return {
    ...withImageAlt(row, row.title),
    state: isPublished ? "live" : "draft",
    imageUrl: blankToNull(row.imageUrl),
    campaignUrl: safeExternalUrl(row.campaignUrl),
    donationFormUrl: safeExternalUrl(row.donationFormUrl),
    goalAmount: row.goalAmount === null ? null : Number(row.goalAmount),
    raisedAmount: Number(row.raisedAmount ?? 0),
    donorCount: Number(row.donorCount ?? 0),
  };
}

export interface CampaignForApplication {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  imageAlt: string;
  location: string | null;
  status: CampaignStatus;
}

/** What the application page shows about its campaign (part 1 §7, without the code). */
export async function getCampaignForApplication(
  db: Db,
  id: string | undefined,
): Promise<CampaignForApplication | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      imageUrl: campaigns.imageUrl,
      imageAlt: campaigns.imageAlt,
      imageDecorative: campaigns.imageDecorative,
      location: campaigns.location,
      status: campaigns.status,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.isPublished, true)))
    .limit(1);
  return row ? { ...withImageAlt(row, row.title), imageUrl: blankToNull(row.imageUrl) } : null;
}

/**
 * Compares an entered code with the campaign's, exactly and case-sensitively (part 1 §5), in
 * constant time: both are hashed to 32 bytes first, so `timingSafeEqual` gets equal-length
 * buffers and neither the time taken nor an early length check tells how close a guess was.
 */
export function eligibilityCodesMatch(entered: string, expected: string): boolean {
  const a = createHash("sha256").update(entered, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}

export type ApplicationOutcome =
  { ok: true } | { ok: false; reason: "not-found" | "not-active" | "invalid-code" | "duplicate" };

/**
 * Stores a support application and queues the staff notification in one transaction.
 * Checks, in this order: the campaign exists and is published, it is Active, the code is
 * right, and this email has not applied to it before. The duplicate check comes after the
 * code, so someone without the code cannot learn whether an address has applied.
 */
export async function submitCampaignApplication(
  { db, env }: { db: Db; env: Pick<Env, "STAFF_EMAIL" | "CONTACT_EMAIL" | "PUBLIC_URL" | "SITE_TIME_ZONE"> },
  campaignId: string,
  input: CampaignApplicationInput,
): Promise<ApplicationOutcome> {
  if (!isUuid(campaignId)) return { ok: false, reason: "not-found" };
  try {
    return await db.transaction(async (tx): Promise<ApplicationOutcome> => {
      const [campaign] = await tx
        .select({
          id: campaigns.id,
          title: campaigns.title,
          status: campaigns.status,
          // Read for the comparison below only; never returned.
          eligibilityCode: campaigns.eligibilityCode,
        })
        .from(campaigns)
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.isPublished, true)))
        .limit(1);
      if (!campaign) return { ok: false, reason: "not-found" };
      if (campaign.status !== "Active") return { ok: false, reason: "not-active" };
      if (!eligibilityCodesMatch(input.eligibilityCode, campaign.eligibilityCode)) {
        return { ok: false, reason: "invalid-code" };
      }

      const email = input.email.toLowerCase();
      const [existing] = await tx
        .select({ id: participants.id })
        .from(participants)
        .where(and(eq(participants.campaignId, campaign.id), sql`lower(${participants.email}) = ${email}`))
        .limit(1);
      if (existing) return { ok: false, reason: "duplicate" };

      const [stored] = await tx
        .insert(participants)
        .values({
          campaignId: campaign.id,
          fullName: input.fullName,
          email,
          phone: input.phone ?? null,
          address: input.address,
          eligibilityCodeUsed: input.eligibilityCode,
        })
        .returning({ id: participants.id });
      await queueReceipt(tx, env, { kind: "campaign", to: email, submissionId: stored!.id, about: campaign.title });
      await queueStaffNotification(tx, env, {
        record: {
          kind: "Campaign application",
          summary: `${input.fullName}, for ${campaign.title}`,
          path: `/admin/submissions/campaign/${stored!.id}`,
        },
        subject: `New support application: ${campaign.title}`,
        text: [
          `${input.fullName} applied for support from the campaign "${campaign.title}".`,
          "",
          `Email: ${email}`,
          `Phone: ${input.phone ?? "not given"}`,
          `Address: ${input.address}`,
        ].join("\n"),
        replyTo: email,
      });
      return { ok: true };
    });
  } catch (error) {
    // Two submissions at the same moment both passed the check; the unique index
    // (campaign_id, lower(email)) stopped the second one.
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    throw error;
  }
}

function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Only http(s) addresses become links that open in a new tab; anything else is dropped. */
function safeExternalUrl(value: string | null): string | null {
  const trimmed = blankToNull(value);
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
