import { and, desc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import { allOf, matchesSearch } from "~/utils/list-filters.server";
import { CONTENT_LIST_PAGE_SIZE, listOffset, type ListFilters } from "~/utils/list-filters";
import type { Db } from "~/db/client.server";
import { newsItems, type NewsItem } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { moveToTrash, recordRevision } from "~/utils/revisions.server";
import type { SessionUser } from "~/features/auth/auth.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { describeBodyImages } from "~/utils/media/body-images.server";
import type { NewsItemInput } from "./admin-validation";
import { isUuid } from "~/db/ids";
import { imageTextColumns } from "~/utils/image-alt";
import { checkSlugFree } from "~/utils/slugs/resolve.server";

export const ADMIN_NEWS_PAGE_SIZE = CONTENT_LIST_PAGE_SIZE;

/** What the news list can be narrowed to: live on the site, published with a date ahead, or a draft. */
export const NEWS_STATUSES = ["published", "scheduled", "draft"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export interface AdminNewsRow {
  id: string;
  title: string;
  category: string;
  author: string | null;
  isPublished: boolean;
  /** ISO timestamp. */
  publishedDate: string;
  /** Published, but its date is still ahead. */
  scheduled: boolean;
}

function newsStatusCondition(status: NewsStatus, now: Date): SQL {
  if (status === "draft") return eq(newsItems.isPublished, false);
  // Published with a date still ahead: hidden from visitors until then (issue 18).
  if (status === "scheduled") return and(eq(newsItems.isPublished, true), gt(newsItems.publishedDate, now))!;
  return and(eq(newsItems.isPublished, true), lte(newsItems.publishedDate, now))!;
}

/**
 * One page of stories, drafts included, newest first, with the total of those the filters keep:
 * `q` matches the title or the summary, `status` is one of `NEWS_STATUSES`.
 */
export async function listNewsForAdmin(
  db: Db,
  { q, status, page }: ListFilters<NewsStatus>,
): Promise<{ rows: AdminNewsRow[]; total: number }> {
  const now = new Date();
  const where = allOf(
    matchesSearch(q, [newsItems.title, newsItems.description]),
    status ? newsStatusCondition(status, now) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: newsItems.id,
        title: newsItems.title,
        category: newsItems.category,
        author: newsItems.author,
        isPublished: newsItems.isPublished,
        publishedDate: newsItems.publishedDate,
      })
      .from(newsItems)
      .where(where)
      .orderBy(desc(newsItems.publishedDate), desc(newsItems.createdAt), desc(newsItems.id))
      .limit(ADMIN_NEWS_PAGE_SIZE)
      .offset(listOffset(page, ADMIN_NEWS_PAGE_SIZE)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(newsItems)
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      publishedDate: row.publishedDate.toISOString(),
      scheduled: row.isPublished && row.publishedDate > now,
    })),
    total: total?.count ?? 0,
  };
}

/** One story with every field (drafts too): admins only. */
export async function getNewsItemForAdmin(db: Db, id: string): Promise<NewsItem | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id)).limit(1);
  return row ?? null;
}

function toRow(input: NewsItemInput) {
  return {
    title: input.title,
    description: input.description,
    // Stored clean, so every reader of the table (public pages, search, feeds) gets safe HTML.
    content: sanitizeRichHtml(input.content),
    category: input.category,
    tags: input.tags,
    author: input.author ?? null,
    publishedDate: input.publishedDate,
    imageUrl: input.imageUrl ?? null,
    ...imageTextColumns(input.imageUrl, input),
    externalUrl: input.externalUrl ?? null,
    isPublished: input.isPublished,
    // Empty: the database makes one from the title (fill_slug, ADR 0052).
    slug: input.slug ?? "",
    seoDescription: input.seoDescription ?? null,
    socialImageUrl: input.socialImageUrl ?? null,
  };
}

// The audit log says what changed; the body itself is kept out (it can be long), only its size.
/** A story's fields for the log (the stored row or what is being saved): the body only by its length. */
function auditDetails<Row extends { content: string; publishedDate: Date }>(row: Row) {
  const { content, publishedDate, ...rest } = row;
  return { ...rest, publishedDate: publishedDate.toISOString(), contentLength: content.length };
}

export async function createNewsItem(db: Db, actor: SessionUser, input: NewsItemInput): Promise<string> {
  const row = toRow(input);
  row.content = await describeBodyImages(db, row.content);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(newsItems).values(row).returning({ id: newsItems.id });
    await recordRevision(tx, actor, "news", created!.id, null);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "news_item",
      entityId: created!.id,
      details: auditDetails(row),
    });
    return created!.id;
  });
}

/** False when the story no longer exists. */
export async function updateNewsItem(db: Db, actor: SessionUser, id: string, input: NewsItemInput): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = toRow(input);
  row.content = await describeBodyImages(db, row.content);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(newsItems).where(eq(newsItems.id, id));
    const updated = await tx.update(newsItems).set(row).where(eq(newsItems.id, id)).returning({ id: newsItems.id });
    if (!before || updated.length === 0) return false;
    await recordRevision(tx, actor, "news", id, before);
    await recordAudit(tx, actor, {
      action: "update",
      entity: "news_item",
      entityId: id,
      details: auditDetails(row),
      before: auditDetails(before),
    });
    return true;
  });
}

/**
 * Why the typed address cannot be this story's (another story has it, or had it), or null. The
 * unique index settles two saves at the same moment; the editor turns that into the same message.
 */
export function checkNewsSlug(db: Db, slug: string | undefined, id: string | null): Promise<string | null> {
  return slug ? checkSlugFree(db, { kind: "news", table: newsItems }, slug, id) : Promise.resolve(null);
}

/** Publishes or unpublishes a story; returns its title, or null when it no longer exists. */
export async function setNewsPublished(
  db: Db,
  actor: SessionUser,
  id: string,
  isPublished: boolean,
): Promise<{ title: string; publishedDate: Date } | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(newsItems)
      .set({ isPublished })
      .where(eq(newsItems.id, id))
      .returning({ title: newsItems.title, publishedDate: newsItems.publishedDate });
    if (!updated) return null;
    await recordAudit(tx, actor, {
      action: isPublished ? "publish" : "unpublish",
      entity: "news_item",
      entityId: id,
      details: { title: updated.title },
    });
    return updated;
  });
}

/** Moves a story to the trash (ADR 0051); returns its title, or null when it was already gone. */
export function deleteNewsItem(db: Db, actor: SessionUser, id: string) {
  return moveToTrash(db, actor, "news", id);
}
