import { and, asc, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { allOf, matchesSearch } from "~/utils/list-filters.server";
import { CONTENT_LIST_PAGE_SIZE, listOffset, type ListFilters } from "~/utils/list-filters";
import type { Db } from "~/db/client.server";
import { emailOutbox, newsletterSends, newsletterSubscribers, newsletters, type Newsletter } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { moveToTrash, recordRevision } from "~/utils/revisions.server";
import type { SessionUser } from "~/features/auth/auth.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { describeBodyImages } from "~/utils/media/body-images.server";
import type { NewsletterInput } from "./admin-validation";
import { isUuid } from "~/db/ids";
import { isUniqueViolation, pgError } from "~/db/errors";
import { checkSlugFree, slugConflictMessage } from "~/utils/slugs/resolve.server";
import { imageTextColumns } from "~/utils/image-alt";

const ENTITY = "newsletter";

export interface NewsletterRow {
  id: string;
  newsletterNumber: number;
  /** Its public address: /newsletter/{slug} (ADR 0052). */
  slug: string;
  title: string;
  author: string | null;
  /** ISO date (YYYY-MM-DD). */
  publishedDate: string | null;
  isPublished: boolean;
  /** Its send to the list, once started: when (ISO), to how many, and whether messages still wait. */
  send: { startedAt: string; recipientCount: number; inProgress: boolean } | null;
}

/** What the newsletter list can be narrowed to; "sent" is any issue already sent to the list, whatever else it is. */
export const NEWSLETTER_STATUSES = ["published", "scheduled", "draft", "sent"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** `today`: the site's date (YYYY-MM-DD); an issue dated after it is scheduled, as `issueScheduledFor` says. */
function newsletterStatusCondition(status: NewsletterStatus, today: string): SQL {
  if (status === "sent") return isNotNull(newsletterSends.id);
  if (status === "draft") return eq(newsletters.isPublished, false);
  if (status === "scheduled") return and(eq(newsletters.isPublished, true), gt(newsletters.publishedDate, today))!;
  return and(
    eq(newsletters.isPublished, true),
    or(isNull(newsletters.publishedDate), lte(newsletters.publishedDate, today)),
  )!;
}

/**
 * One page of issues, drafts included, newest number first (the order of the public archive), with
 * the total of those the filters keep: `q` matches the title or the excerpt, `status` is one of
 * `NEWSLETTER_STATUSES`; `today` is the site's date, for telling scheduled issues apart.
 */
export async function listNewslettersForAdmin(
  db: Db,
  { q, status, page }: ListFilters<NewsletterStatus>,
  today: string,
): Promise<{ rows: NewsletterRow[]; total: number }> {
  const where = allOf(
    matchesSearch(q, [newsletters.title, newsletters.excerpt]),
    status ? newsletterStatusCondition(status, today) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: newsletters.id,
        newsletterNumber: newsletters.newsletterNumber,
        slug: newsletters.slug,
        title: newsletters.title,
        author: newsletters.author,
        publishedDate: newsletters.publishedDate,
        isPublished: newsletters.isPublished,
        sendStartedAt: newsletterSends.createdAt,
        recipientCount: newsletterSends.recipientCount,
        inProgress: sql<boolean>`exists (select 1 from ${emailOutbox} where ${emailOutbox.newsletterSendId} = ${newsletterSends.id} and ${emailOutbox.status} = 'pending')`,
      })
      .from(newsletters)
      .leftJoin(newsletterSends, eq(newsletterSends.newsletterId, newsletters.id))
      .where(where)
      .orderBy(desc(newsletters.newsletterNumber))
      .limit(CONTENT_LIST_PAGE_SIZE)
      .offset(listOffset(page)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(newsletters)
      .leftJoin(newsletterSends, eq(newsletterSends.newsletterId, newsletters.id))
      .where(where),
  ]);
  return {
    rows: rows.map(({ sendStartedAt, recipientCount, inProgress, ...row }) => ({
      ...row,
      send: sendStartedAt
        ? {
            startedAt: sendStartedAt.toISOString(),
            recipientCount: recipientCount ?? 0,
            inProgress: Boolean(inProgress),
          }
        : null,
    })),
    total: total?.count ?? 0,
  };
}

/** One issue with every field, published or not (admins only). */
export async function getNewsletterForAdmin(db: Db, id: string): Promise<Newsletter | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
  return row ?? null;
}

/** The number the next issue most likely gets: one above the highest so far. */
export async function suggestNextIssueNumber(db: Db): Promise<number> {
  const [row] = await db
    .select({ number: newsletters.newsletterNumber })
    .from(newsletters)
    .orderBy(desc(newsletters.newsletterNumber))
    .limit(1);
  return (row?.number ?? 0) + 1;
}

/** The HTML exactly as it will be stored and shown: only the allowed markup survives. */
export function cleanNewsletterContent(html: string): string {
  return sanitizeRichHtml(html);
}

export type SaveNewsletterResult =
  | { ok: true; id: string; slug: string }
  | { ok: false; reason: "duplicate-number" | "empty-content" | "not-found" }
  /** The typed address is another issue's, now or before (`message` says which). */
  | { ok: false; reason: "slug"; message: string };

function toRow(input: NewsletterInput, content: string) {
  return {
    newsletterNumber: input.newsletterNumber,
    title: input.title,
    excerpt: input.excerpt ?? null,
    content,
    author: input.author ?? null,
    publishedDate: input.publishedDate ?? null,
    featuredImageUrl: input.featuredImageUrl ?? null,
    ...imageTextColumns(input.featuredImageUrl, input),
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
function auditDetails(input: NewsletterInput, slug: string) {
  return {
    newsletterNumber: input.newsletterNumber,
    title: input.title,
    publishedDate: input.publishedDate ?? null,
    isPublished: input.isPublished,
    slug,
    seoDescription: input.seoDescription ?? null,
    socialImageUrl: input.socialImageUrl ?? null,
  };
}

/** Where the editor checks a typed address (slug_history's kind for issues, ADR 0052). */
const NEWSLETTER_SLUGS = { kind: "newsletter", table: newsletters } as const;

/**
 * Creates an issue (no `id`) or updates one. The content is cleaned with `sanitizeRichHtml` before
 * it is stored, so the database never holds markup the site would refuse to show. Issue numbers are
 * unique: a number another issue has is refused (the unique index settles a race between two admins).
 * So are addresses: one another issue has, or had (its old links lead there), is refused too.
 */
export async function saveNewsletter(
  db: Db,
  actor: SessionUser,
  id: string | null,
  input: NewsletterInput,
): Promise<SaveNewsletterResult> {
  if (id !== null && !isUuid(id)) return { ok: false, reason: "not-found" };
  const content = await describeBodyImages(db, cleanNewsletterContent(input.content));
  if (content === "") return { ok: false, reason: "empty-content" };

  const [taken] = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(
      id === null
        ? eq(newsletters.newsletterNumber, input.newsletterNumber)
        : and(eq(newsletters.newsletterNumber, input.newsletterNumber), ne(newsletters.id, id)),
    )
    .limit(1);
  if (taken) return { ok: false, reason: "duplicate-number" };
  const slugProblem = input.slug ? await checkSlugFree(db, NEWSLETTER_SLUGS, input.slug, id) : null;
  if (slugProblem) return { ok: false, reason: "slug", message: slugProblem };

  try {
    return await db.transaction(async (tx): Promise<SaveNewsletterResult> => {
      if (id === null) {
        const [row] = await tx
          .insert(newsletters)
          .values(toRow(input, content))
          .returning({ id: newsletters.id, slug: newsletters.slug });
        await recordRevision(tx, actor, "newsletter", row!.id, null);
        await recordAudit(tx, actor, {
          action: "create",
          entity: ENTITY,
          entityId: row!.id,
          details: auditDetails(input, row!.slug),
        });
        return { ok: true, id: row!.id, slug: row!.slug };
      }
      const [before] = await tx.select().from(newsletters).where(eq(newsletters.id, id));
      const updated = await tx
        .update(newsletters)
        .set(toRow(input, content))
        .where(eq(newsletters.id, id))
        .returning({ id: newsletters.id, slug: newsletters.slug });
      if (!before || updated.length === 0) return { ok: false, reason: "not-found" };
      await recordRevision(tx, actor, "newsletter", id, before);
      await recordAudit(tx, actor, {
        action: "update",
        entity: ENTITY,
        entityId: id,
        details: auditDetails(input, updated[0]!.slug),
        before,
      });
      return { ok: true, id, slug: updated[0]!.slug };
    });
  } catch (error) {
    // Two saves at the same moment: the unique indexes settle it, on the number or on the address.
    if (pgError(error)?.constraint === "newsletters_slug_unique") {
      return { ok: false, reason: "slug", message: slugConflictMessage(error)! };
    }
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate-number" };
    throw error;
  }
}

/** Publishes or unpublishes; returns the issue's number, title and slug, or null when it no longer exists. */
export async function setNewsletterPublished(
  db: Db,
  actor: SessionUser,
  id: string,
  isPublished: boolean,
): Promise<{ newsletterNumber: number; title: string; slug: string } | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletters)
      .set({ isPublished })
      .where(eq(newsletters.id, id))
      .returning({ newsletterNumber: newsletters.newsletterNumber, title: newsletters.title, slug: newsletters.slug });
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: isPublished ? "publish" : "unpublish",
      entity: ENTITY,
      entityId: id,
      details: row,
    });
    return row;
  });
}

/** How many subscribers the issue was emailed to, or null when it never was. */
export async function recipientsOfSend(db: Db, newsletterId: string): Promise<number | null> {
  const [row] = await db
    .select({ recipientCount: newsletterSends.recipientCount })
    .from(newsletterSends)
    .where(eq(newsletterSends.newsletterId, newsletterId))
    .limit(1);
  return row?.recipientCount ?? null;
}

export type DeleteNewsletterOutcome =
  | { status: "trashed"; newsletterNumber: number; title: string }
  | { status: "sent"; newsletterNumber: number; recipientCount: number }
  | { status: "not-found" };

/**
 * Moves an issue that was never emailed to the trash (ADR 0051): gone from the archive at once,
 * its number free, restorable for 30 days. An issue that was emailed is refused: its send record
 * (who got what, when) goes with the row, and a restored issue would look unsent and could be
 * sent to everyone again. Unpublishing takes it out of the archive instead.
 */
export async function deleteNewsletter(db: Db, actor: SessionUser, id: string): Promise<DeleteNewsletterOutcome> {
  const issue = await getNewsletterForAdmin(db, id);
  if (!issue) return { status: "not-found" };
  const sentTo = await recipientsOfSend(db, issue.id);
  if (sentTo !== null) return { status: "sent", newsletterNumber: issue.newsletterNumber, recipientCount: sentTo };
  const title = await moveToTrash(db, actor, "newsletter", id);
  return title === null
    ? { status: "not-found" }
    : { status: "trashed", newsletterNumber: issue.newsletterNumber, title };
}

// ───────────────────────────── subscribers ─────────────────────────────

export interface ConfirmedSubscriber {
  email: string;
  source: string | null;
  confirmedAt: Date | null;
}

/** Everyone a send would reach, oldest sign-up first (the export staff keep or move elsewhere). */
export async function listConfirmedSubscribers(db: Db): Promise<ConfirmedSubscriber[]> {
  return db
    .select({
      email: newsletterSubscribers.email,
      source: newsletterSubscribers.source,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
}

export async function getSubscriberForAdmin(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Takes an address off the list for good (a request by email, a bounce): the row goes, so a
 * send under way skips it, and signing up again starts a new double opt-in.
 */
export async function removeSubscriber(db: Db, actor: SessionUser, id: string): Promise<{ email: string } | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ email: newsletterSubscribers.email, status: newsletterSubscribers.status });
    if (!removed) return null;
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "newsletter_subscriber",
      entityId: id,
      details: { email: removed.email, status: removed.status },
    });
    return { email: removed.email };
  });
}
