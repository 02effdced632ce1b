import { asc, desc, eq, sql } from "drizzle-orm";
import { CONTENT_LIST_PAGE_SIZE, listOffset, type ListFilters } from "~/utils/list-filters";
import { allOf, matchesSearch } from "~/utils/list-filters.server";
import type { Db } from "~/db/client.server";
import { completedCampaigns, type CompletedCampaign } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { setContentPublished } from "~/utils/content-commands.server";
import { moveToTrash, recordRevision } from "~/utils/revisions.server";
import type { SessionUser } from "~/features/auth/auth.server";
import type { CompletedCampaignInput } from "./admin-validation";
import { isUuid } from "~/db/ids";
import { imageTextColumns } from "~/utils/image-alt";
import { checkSlugFree } from "~/utils/slugs/resolve.server";

const ENTITY = "completed_campaign";

export interface CompletedCampaignRow {
  id: string;
  /** Its public address: /completed-campaigns/{slug} (ADR 0052). */
  slug: string;
  title: string;
  location: string | null;
  /** ISO date (YYYY-MM-DD). */
  completionDate: string;
  partnerOrganization: string | null;
  showPartnershipSection: boolean;
  isPublished: boolean;
}

/** What the completed campaigns list can be narrowed to. */
export const COMPLETED_CAMPAIGN_STATUSES = ["published", "draft"] as const;
export type CompletedCampaignStatus = (typeof COMPLETED_CAMPAIGN_STATUSES)[number];

/**
 * One page of completed campaigns, drafts included, newest completion first (the order of the
 * public list), with the total the filters keep: `q` matches the title, the place or the description.
 */
export async function listCompletedCampaignsForAdmin(
  db: Db,
  { q, status, page }: ListFilters<CompletedCampaignStatus>,
): Promise<{ rows: CompletedCampaignRow[]; total: number }> {
  const where = allOf(
    matchesSearch(q, [completedCampaigns.title, completedCampaigns.location, completedCampaigns.description]),
    status ? eq(completedCampaigns.isPublished, status === "published") : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: completedCampaigns.id,
        slug: completedCampaigns.slug,
        title: completedCampaigns.title,
        location: completedCampaigns.location,
        completionDate: completedCampaigns.completionDate,
        partnerOrganization: completedCampaigns.partnerOrganization,
        showPartnershipSection: completedCampaigns.showPartnershipSection,
        isPublished: completedCampaigns.isPublished,
      })
      .from(completedCampaigns)
      .where(where)
      .orderBy(desc(completedCampaigns.completionDate), desc(completedCampaigns.createdAt), asc(completedCampaigns.id))
      .limit(CONTENT_LIST_PAGE_SIZE)
      .offset(listOffset(page)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(completedCampaigns)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** One completed campaign with every field, published or not (admins only). */
export async function getCompletedCampaignForAdmin(db: Db, id: string): Promise<CompletedCampaign | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(completedCampaigns).where(eq(completedCampaigns.id, id)).limit(1);
  return row ?? null;
}

function toRow(input: CompletedCampaignInput) {
  return {
    title: input.title,
    description: input.description,
    location: input.location ?? null,
    completionDate: input.completionDate,
    partnerOrganization: input.partnerOrganization ?? null,
    beneficiary: input.beneficiary ?? null,
    impactSummary: input.impactSummary ?? null,
    imageUrl: input.imageUrl ?? null,
    ...imageTextColumns(input.imageUrl, input),
    campaignUrl: input.campaignUrl ?? null,
    showPartnershipSection: input.showPartnershipSection,
    isPublished: input.isPublished,
    // Empty: the database makes one from the title (fill_slug, ADR 0052).
    slug: input.slug ?? "",
    seoDescription: input.seoDescription ?? null,
    socialImageUrl: input.socialImageUrl ?? null,
  };
}

/**
 * What the audit log keeps: enough to tell what changed, without the long texts. `slug` is the
 * address as stored (made from the title when the form left it empty).
 */
function auditDetails(input: CompletedCampaignInput, slug: string) {
  return {
    title: input.title,
    completionDate: input.completionDate,
    partnerOrganization: input.partnerOrganization ?? null,
    showPartnershipSection: input.showPartnershipSection,
    isPublished: input.isPublished,
    slug,
    seoDescription: input.seoDescription ?? null,
    socialImageUrl: input.socialImageUrl ?? null,
  };
}

export async function createCompletedCampaign(
  db: Db,
  actor: SessionUser,
  input: CompletedCampaignInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(completedCampaigns)
      .values(toRow(input))
      .returning({ id: completedCampaigns.id, slug: completedCampaigns.slug });
    await recordAudit(tx, actor, {
      action: "create",
      entity: ENTITY,
      entityId: row!.id,
      details: auditDetails(input, row!.slug),
    });
    await recordRevision(tx, actor, "completed-campaign", row!.id, null);
    return row!.id;
  });
}

/** False when the campaign no longer exists. */
export async function updateCompletedCampaign(
  db: Db,
  actor: SessionUser,
  id: string,
  input: CompletedCampaignInput,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(completedCampaigns).where(eq(completedCampaigns.id, id));
    const updated = await tx
      .update(completedCampaigns)
      .set(toRow(input))
      .where(eq(completedCampaigns.id, id))
      .returning({ id: completedCampaigns.id, slug: completedCampaigns.slug });
    if (updated.length === 0) return false;
    await recordAudit(tx, actor, {
      action: "update",
      entity: ENTITY,
      entityId: id,
      details: auditDetails(input, updated[0]!.slug),
      before,
    });
    await recordRevision(tx, actor, "completed-campaign", id, before ?? null);
    return true;
  });
}

const TARGET = { table: completedCampaigns, entity: ENTITY };

/**
 * Why the typed address cannot be this campaign's (another campaign has it, or had it), or null.
 * The unique index settles two saves at the same moment; the editor turns that into the same message.
 */
export function checkCompletedCampaignSlug(db: Db, slug: string | undefined, id: string | null) {
  return slug
    ? checkSlugFree(db, { kind: "completed-campaign", table: completedCampaigns }, slug, id)
    : Promise.resolve(null);
}

/** Publishes or unpublishes; returns the campaign's title, or null when it no longer exists. */
export function setCompletedCampaignPublished(db: Db, actor: SessionUser, id: string, isPublished: boolean) {
  return setContentPublished(db, actor, TARGET, id, isPublished);
}

/**
 * Moves the campaign to the trash for 30 days (ADR 0051): gone from the site at once, restorable
 * under its id and address. Its title, or null when it was already gone.
 */
export function deleteCompletedCampaign(db: Db, actor: SessionUser, id: string) {
  return moveToTrash(db, actor, "completed-campaign", id);
}
