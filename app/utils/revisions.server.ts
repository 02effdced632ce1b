/**
 * Revisions and the trash (issue 39 part 4, ADR 0051). Every save of a content item keeps its
 * editable fields as saved, in the save's transaction, so staff can compare two saves and put an
 * earlier one back; a deleted item's whole row moves to the trash for 30 days, from which it can
 * be restored at its old address, and is then purged. The row itself is deleted at once, so public
 * pages, feeds, sitemaps and counts need no idea of "trashed".
 *
 * `CONTENT_KINDS` is the one list of what is covered: a feature's save calls `recordRevision`
 * after its write, and its delete calls `moveToTrash` instead of deleting the row itself.
 */
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import {
  businessProjects,
  campaigns,
  completedCampaigns,
  courseLessons,
  courseModules,
  courses,
  contentRevisions,
  contentTrash,
  newsItems,
  newsletters,
  pageCopy,
  teamMembers,
  users,
} from "~/db/schema";
import { isUuid } from "~/db/ids";
import { isForeignKeyViolation, isUniqueViolation } from "~/db/errors";
import { recordAudit } from "./audit.server";
import { fromSnapshot, toJson } from "./snapshots";
import { campaignParts, courseParts, lessonParts, moduleParts, projectParts } from "./trash-parts.server";

type Reader = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;
type Actor = { id: string; email: string };

/** How long a deleted item waits in the trash before it is purged (issue 39). */
export const TRASH_DAYS = 30;

type IdTable = PgTable & { id: PgColumn };

export interface ContentKind {
  /** What staff call one item: "News story". */
  label: string;
  /** The audit log's entity for a row. */
  entity: string;
  table: IdTable;
  /** The columns a save writes (camelCase keys of the table), with the name the history shows. */
  fields: Readonly<Record<string, string>>;
  /** Fields whose text is HTML (compared as text, tags dropped). */
  htmlFields?: readonly string[];
  titleField: string;
  /** The item's editor; a lesson's is under its course, which `db` finds from its module. */
  editorUrl: (id: string, db: Pick<Db, "select">) => string | Promise<string>;
  /**
   * What goes to the trash with the row (its parts, and the links its delete clears), read in the
   * delete's transaction before the row goes. Kept in the snapshot under `CARRIED`.
   */
  carry?: (tx: Reader, id: string) => Promise<Snapshot>;
  /** Puts back what `carry` kept, once the row is back. */
  putBack?: (tx: Reader, carried: Snapshot, id: string) => Promise<void>;
}

/** The snapshot key of what a kind's `carry` kept (not a column: restoring the row skips it). */
export const CARRIED = "__carried";

export const CONTENT_KINDS = {
  news: {
    label: "News story",
    entity: "news_item",
    table: newsItems,
    fields: {
      title: "Title",
      description: "Summary",
      content: "Story",
      category: "Category",
      tags: "Tags",
      author: "Author",
      publishedDate: "Publish date",
      imageUrl: "Image",
      imageAlt: "Image description",
      imageDecorative: "Image is decorative",
      externalUrl: "External link",
      isPublished: "Published",
      // Not the slug: an earlier version brought back keeps today's address (its old ones redirect).
      seoDescription: "Search description",
      socialImageUrl: "Social image",
    },
    htmlFields: ["content"],
    titleField: "title",
    editorUrl: (id) => `/admin/news/${id}`,
  },
  newsletter: {
    label: "Newsletter issue",
    entity: "newsletter",
    table: newsletters,
    fields: {
      title: "Title",
      newsletterNumber: "Issue number",
      excerpt: "Summary",
      content: "Body",
      author: "Author",
      featuredImageUrl: "Featured image",
      imageAlt: "Image description",
      imageDecorative: "Image is decorative",
      publishedDate: "Publish date",
      isPublished: "Published",
      // Not the slug: an earlier version brought back keeps today's address (its old ones redirect).
      seoDescription: "Search description",
      socialImageUrl: "Social image",
    },
    htmlFields: ["content"],
    titleField: "title",
    editorUrl: (id) => `/admin/newsletters/${id}`,
  },
  "completed-campaign": {
    label: "Completed campaign",
    entity: "completed_campaign",
    table: completedCampaigns,
    fields: {
      title: "Title",
      description: "Description",
      location: "Location",
      completionDate: "Completion date",
      partnerOrganization: "Partner organization",
      beneficiary: "Beneficiary",
      impactSummary: "Impact summary",
      imageUrl: "Image",
      imageAlt: "Image description",
      imageDecorative: "Image is decorative",
      campaignUrl: "Campaign link",
      showPartnershipSection: "Partnership section shown",
      isPublished: "Published",
      seoDescription: "Search description",
      socialImageUrl: "Social image",
    },
    titleField: "title",
    editorUrl: (id) => `/admin/completed-campaigns/${id}`,
  },
  project: {
    label: "Project",
    entity: "project",
    table: businessProjects,
    fields: {
      title: "Title",
      description: "Description",
      location: "Location",
      startedDate: "Start date",
      status: "Status",
      category: "Category",
      imageUrl: "Image",
      imageAlt: "Image description",
      imageDecorative: "Image is decorative",
      projectUrl: "Project link",
      collaboratingCompanyName: "Collaborating company",
      collaboratingCompanyLogo: "Company logo",
      collaborationWays: "Ways to collaborate",
      availableCollaborationTypes: "Collaboration options",
      brandColors: "Brand colors",
      isMadeInUsa: "Made in the USA",
      isPublished: "Published",
      // Not the slug: an earlier version brought back keeps today's address (its old ones redirect).
      seoDescription: "Search description",
      socialImageUrl: "Social image",
    },
    titleField: "title",
    editorUrl: (id) => `/admin/projects/${id}`,
    ...projectParts,
  },
  campaign: {
    label: "Campaign",
    entity: "campaign",
    table: campaigns,
    // Not the eligibility code: a secret, never shown in a comparison, and a restore keeps today's.
    fields: {
      title: "Title",
      description: "Description",
      location: "Location",
      startedDate: "Start date",
      status: "Status",
      imageUrl: "Image",
      imageAlt: "Image description",
      imageDecorative: "Image is decorative",
      campaignUrl: "Campaign link",
      goalAmount: "Goal",
      raisedAmount: "Raised (entered by staff)",
      donationFormUrl: "Donation form link",
      isPublished: "Published",
    },
    titleField: "title",
    editorUrl: (id) => `/admin/campaigns/${id}/edit`,
    ...campaignParts,
  },
  "team-member": {
    label: "Team member",
    entity: "team_member",
    table: teamMembers,
    fields: {
      name: "Name",
      role: "Role",
      description: "Description",
      imageUrl: "Image",
      imageAlt: "Image description",
      imageDecorative: "Image is decorative",
      category: "Category",
      sortOrder: "Sort order",
    },
    titleField: "name",
    editorUrl: () => "/admin/team",
  },
  course: {
    label: "Course",
    entity: "course",
    table: courses,
    // Not whether it is private nor its password (a hash): access is set in the editor only.
    // Not the slug: an earlier version brought back keeps today's address.
    fields: {
      title: "Title",
      description: "Card description",
      fullDescription: "Full description",
      category: "Category",
      level: "Level",
      duration: "Duration",
      imageUrl: "Image",
      imageAlt: "Image description",
      imageDecorative: "Image is decorative",
      isPublished: "Published",
      seoDescription: "Search description",
      socialImageUrl: "Social image",
    },
    titleField: "title",
    editorUrl: (id) => `/admin/courses/${id}`,
    ...courseParts,
  },
  "course-module": {
    label: "Course module",
    entity: "course_module",
    table: courseModules,
    fields: { title: "Title", description: "Description" },
    titleField: "title",
    editorUrl: async (id, db) => {
      const [module] = await db
        .select({ courseId: courseModules.courseId })
        .from(courseModules)
        .where(eq(courseModules.id, id));
      return module ? `/admin/courses/${module.courseId}#module-${id}` : "/admin/courses";
    },
    ...moduleParts,
  },
  lesson: {
    label: "Lesson",
    entity: "course_lesson",
    table: courseLessons,
    fields: {
      title: "Title",
      contentType: "Lesson type",
      content: "Lesson text",
      videoUrl: "Video",
      durationMinutes: "Duration (minutes)",
      isPreview: "Free preview",
    },
    htmlFields: ["content"],
    titleField: "title",
    editorUrl: async (id, db) => {
      const [lesson] = await db
        .select({ courseId: courseModules.courseId })
        .from(courseLessons)
        .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
        .where(eq(courseLessons.id, id));
      return lesson ? `/admin/courses/${lesson.courseId}/lessons/${id}` : "/admin/courses";
    },
    ...lessonParts,
  },
} satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof CONTENT_KINDS;

export function isContentKind(kind: string | undefined): kind is ContentKindName {
  return typeof kind === "string" && Object.hasOwn(CONTENT_KINDS, kind);
}

function kindOf(kind: ContentKindName): ContentKind {
  return CONTENT_KINDS[kind];
}

/**
 * The copy of a fixed page (ADR 0049): one `page_copy` row per key, its whole JSON document kept
 * as one revision, and its texts ("items.2.question") as the fields a save changed. Not in the
 * trash: a page cannot be deleted.
 */
export const PAGE_KIND = "page";
export type RevisionKind = ContentKindName | typeof PAGE_KIND;
const PAGE_KEY = /^[a-z][a-z0-9-]{0,40}$/;

export function isRevisionKind(kind: string | undefined): kind is RevisionKind {
  return kind === PAGE_KIND || isContentKind(kind);
}

/** A document's texts by path, the unit a page's history names as changed. */
function leaves(value: unknown, prefix = ""): Record<string, unknown> {
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value))
      Object.assign(out, leaves(child, prefix ? `${prefix}.${key}` : key));
    return out;
  }
  return prefix ? { [prefix]: value } : {};
}

/** "items.2.answerHtml" as staff read it: "Items 3 answer". */
function pathLabel(path: string): string {
  const words = path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/Html$/, "")))
    .join(" ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

async function hasRevisions(tx: Pick<Db, "select">, kind: string, id: string): Promise<boolean> {
  const [existing] = await tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id)))
    .limit(1);
  return Boolean(existing);
}

/**
 * Keeps a revision of a page's copy, inside its save's transaction: `before` is the document the
 * page showed (its seed while never saved), `after` what was stored. Nothing when no text changed.
 */
export async function recordPageRevision(
  tx: Reader,
  actor: Actor,
  key: string,
  before: unknown,
  after: unknown,
  source: "save" | "restore" = "save",
): Promise<string[]> {
  const old = leaves(toJson(before));
  const next = leaves(toJson(after));
  const changed = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter(
    (path) => JSON.stringify(old[path] ?? null) !== JSON.stringify(next[path] ?? null),
  );
  if (changed.length === 0) return [];
  if (!(await hasRevisions(tx, PAGE_KIND, key))) {
    await tx.insert(contentRevisions).values({
      kind: PAGE_KIND,
      itemId: key,
      snapshot: { value: toJson(before) },
      changedFields: [],
      source: "baseline",
      authorUserId: null,
      createdAt: sql`now() - interval '1 millisecond'` as unknown as Date,
    });
  }
  await tx.insert(contentRevisions).values({
    kind: PAGE_KIND,
    itemId: key,
    snapshot: { value: toJson(after) },
    changedFields: changed,
    source,
    authorUserId: actor.id,
  });
  return changed;
}

type Snapshot = Record<string, unknown>;

function pick(row: Record<string, unknown>, fields: readonly string[]): Snapshot {
  return Object.fromEntries(fields.map((field) => [field, toJson(row[field])]));
}

function changedFields(before: Snapshot | null, after: Snapshot, fields: readonly string[]): string[] {
  if (!before) return fields.filter((field) => after[field] !== null && after[field] !== "");
  return fields.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));
}

async function readRow(db: Pick<Db, "select">, kind: ContentKind, id: string) {
  const [row] = await db.select().from(kind.table).where(eq(kind.table.id, id)).limit(1);
  return (row as Record<string, unknown> | undefined) ?? null;
}

/**
 * Keeps a revision of what was just saved, inside the save's transaction: call it after the
 * write, with the row as it was before (`null` for a new item). A save that changed none of the
 * kind's fields records nothing. The first save of an item made before history was kept also
 * keeps how it was, so that state can be restored too.
 */
export async function recordRevision(
  tx: Reader,
  actor: Actor,
  kindName: ContentKindName,
  id: string,
  before: Record<string, unknown> | null,
  source: "save" | "restore" = "save",
): Promise<string[]> {
  const kind = kindOf(kindName);
  const fields = Object.keys(kind.fields);
  if (fields.length === 0) return [];
  const row = await readRow(tx, kind, id);
  if (!row) return [];
  const after = pick(row, fields);
  const previous = before ? pick(before, fields) : null;
  const changed = changedFields(previous, after, fields);
  if (previous && changed.length === 0) return [];
  if (previous) {
    if (!(await hasRevisions(tx, kindName, id))) {
      await tx.insert(contentRevisions).values({
        kind: kindName,
        itemId: id,
        snapshot: previous,
        changedFields: [],
        source: "baseline",
        authorUserId: null,
        // A moment earlier, so the history lists it below the save that follows it.
        createdAt: sql`now() - interval '1 millisecond'` as unknown as Date,
      });
    }
  }
  await tx.insert(contentRevisions).values({
    kind: kindName,
    itemId: id,
    snapshot: after,
    changedFields: changed,
    source,
    authorUserId: actor.id,
  });
  return changed;
}

export interface RevisionRow {
  id: string;
  createdAt: string;
  authorName: string | null;
  changedFields: string[];
  source: "save" | "restore" | "baseline";
}

export interface ItemHistory {
  kind: RevisionKind;
  label: string;
  title: string;
  editorUrl: string;
  fieldLabels: Record<string, string>;
  revisions: RevisionRow[];
}

/** An item's revisions, newest first, with who saved each; null when the item no longer exists. */
export async function getItemHistory(
  db: Db,
  kindName: RevisionKind,
  id: string,
  /** A page's name (the pages' list knows it; the key is checked there). */
  pageTitle?: string,
): Promise<ItemHistory | null> {
  let head: Pick<ItemHistory, "label" | "title" | "editorUrl">;
  let fieldLabels: Record<string, string> = {};
  if (kindName === PAGE_KIND) {
    if (!PAGE_KEY.test(id)) return null;
    head = { label: "Page", title: pageTitle ?? id, editorUrl: `/admin/pages/${id}` };
  } else {
    const kind = kindOf(kindName);
    if (!isUuid(id)) return null;
    const row = await readRow(db, kind, id);
    if (!row) return null;
    head = { label: kind.label, title: String(row[kind.titleField] ?? ""), editorUrl: await kind.editorUrl(id, db) };
    fieldLabels = { ...kind.fields };
  }
  const revisions = await db
    .select({
      id: contentRevisions.id,
      createdAt: contentRevisions.createdAt,
      authorName: users.name,
      changedFields: contentRevisions.changedFields,
      source: contentRevisions.source,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorUserId))
    .where(and(eq(contentRevisions.kind, kindName), eq(contentRevisions.itemId, id)))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id));
  if (kindName === PAGE_KIND) {
    for (const field of new Set(revisions.flatMap((revision) => revision.changedFields))) {
      fieldLabels[field] = pathLabel(field);
    }
  }
  return {
    kind: kindName,
    ...head,
    fieldLabels,
    revisions: revisions.map((revision) => ({ ...revision, createdAt: revision.createdAt.toISOString() })),
  };
}

export interface FieldComparison {
  field: string;
  label: string;
  older: string;
  newer: string;
  changed: boolean;
}

function asText(value: unknown, isHtml: boolean): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (!isHtml) return text;
  // Block ends become line breaks, other tags go: the words staff wrote, compared as text.
  return text
    .replace(/<\/(p|h[1-6]|li|blockquote|figure)>|<br\s*\/?>/gi, "\n")
    .replace(/<img[^>]*alt="([^"]*)"[^>]*>/gi, "[picture: $1]")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Two revisions of one item side by side, field by field, the older one first; null when either is not the item's. */
export async function compareRevisions(
  db: Db,
  kindName: RevisionKind,
  id: string,
  firstId: string,
  secondId: string,
): Promise<{ olderId: string; newerId: string; fields: FieldComparison[] } | null> {
  if (!isUuid(firstId) || !isUuid(secondId)) return null;
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, kindName),
        eq(contentRevisions.itemId, id),
        inArray(contentRevisions.id, [firstId, secondId]),
      ),
    )
    .orderBy(asc(contentRevisions.createdAt), asc(contentRevisions.id));
  const older = rows[0];
  const newer = rows[rows.length - 1];
  if (!older || !newer || (firstId !== secondId && rows.length !== 2)) return null;
  if (kindName === PAGE_KIND) {
    const before = leaves(older.snapshot.value);
    const after = leaves(newer.snapshot.value);
    const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const fields = paths.map((path) => {
      const isHtml = /<[a-z]/i.test(String(before[path] ?? "")) || /<[a-z]/i.test(String(after[path] ?? ""));
      const older = asText(before[path], isHtml);
      const newer = asText(after[path], isHtml);
      return { field: path, label: pathLabel(path), older, newer, changed: older !== newer };
    });
    return { olderId: older.id, newerId: newer.id, fields };
  }
  const kind = kindOf(kindName);
  const html = new Set(kind.htmlFields ?? []);
  const fields = Object.entries(kind.fields).map(([field, label]) => {
    const before = asText(older.snapshot[field], html.has(field));
    const after = asText(newer.snapshot[field], html.has(field));
    return { field, label, older: before, newer: after, changed: before !== after };
  });
  return { olderId: older.id, newerId: newer.id, fields };
}

export type RestoreOutcome =
  { status: "restored"; title: string } | { status: "unchanged" } | { status: "not-found" } | { status: "conflict" };

/**
 * Puts an earlier revision's fields back on the item: a save like any other, so it makes a new
 * revision and an audit entry, and the page cache empties (the content table's trigger).
 */
export async function restoreRevision(
  db: Db,
  actor: Actor,
  kindName: RevisionKind,
  id: string,
  revisionId: string,
): Promise<RestoreOutcome> {
  if (!isUuid(revisionId)) return { status: "not-found" };
  if (kindName === PAGE_KIND) return restorePageRevision(db, actor, id, revisionId);
  const kind = kindOf(kindName);
  if (!isUuid(id)) return { status: "not-found" };
  return db
    .transaction(async (tx): Promise<RestoreOutcome> => {
      const [revision] = await tx
        .select()
        .from(contentRevisions)
        .where(
          and(
            eq(contentRevisions.id, revisionId),
            eq(contentRevisions.kind, kindName),
            eq(contentRevisions.itemId, id),
          ),
        );
      if (!revision) return { status: "not-found" as const };
      const [before] = await tx.select().from(kind.table).where(eq(kind.table.id, id)).for("update");
      if (!before) return { status: "not-found" as const };
      const values = fromSnapshot(kind.table, revision.snapshot, Object.keys(kind.fields));
      await tx.update(kind.table).set(values).where(eq(kind.table.id, id));
      const changed = await recordRevision(tx, actor, kindName, id, before as Record<string, unknown>, "restore");
      if (changed.length === 0) return { status: "unchanged" as const };
      const title = String((values[kind.titleField] as string | undefined) ?? "");
      await recordAudit(tx, actor, {
        action: "restore_revision",
        entity: kind.entity,
        entityId: id,
        details: { title, revisionId, savedAt: revision.createdAt.toISOString(), changedFields: changed },
      });
      return { status: "restored" as const, title };
    })
    .catch((error: unknown): RestoreOutcome => {
      // Another item has since taken what must be unique (a course's title, an issue's number).
      if (isUniqueViolation(error)) return { status: "conflict" };
      throw error;
    });
}

/** A page's earlier copy back in its `page_copy` row (whose trigger empties the page cache). */
function restorePageRevision(db: Db, actor: Actor, key: string, revisionId: string): Promise<RestoreOutcome> {
  if (!PAGE_KEY.test(key)) return Promise.resolve({ status: "not-found" });
  return db.transaction(async (tx) => {
    const [revision] = await tx
      .select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.id, revisionId),
          eq(contentRevisions.kind, PAGE_KIND),
          eq(contentRevisions.itemId, key),
        ),
      );
    if (!revision) return { status: "not-found" as const };
    const [row] = await tx.select({ value: pageCopy.value }).from(pageCopy).where(eq(pageCopy.key, key)).for("update");
    const value = revision.snapshot.value ?? {};
    await tx
      .insert(pageCopy)
      .values({ key, value })
      .onConflictDoUpdate({ target: pageCopy.key, set: { value, updatedAt: new Date() } });
    const changed = await recordPageRevision(tx, actor, key, row?.value ?? null, value, "restore");
    if (changed.length === 0) return { status: "unchanged" as const };
    await recordAudit(tx, actor, {
      action: "restore_revision",
      entity: "page_copy",
      entityId: key,
      details: { revisionId, savedAt: revision.createdAt.toISOString(), changedFields: changed.slice(0, 50) },
    });
    return { status: "restored" as const, title: key };
  });
}

/**
 * Deletes an item by moving its whole row to the trash, in one transaction with its audit entry:
 * it is gone from the site at once and can be restored for `TRASH_DAYS` days. Its title, or null
 * when it was already gone.
 */
export async function moveToTrash(
  /** The database, or the caller's transaction (a campaign's delete checks it has no applications first). */
  db: Pick<Db, "transaction">,
  actor: Actor,
  kindName: ContentKindName,
  id: string,
  /** More for the audit entry (a project's count of applications that named it). */
  details: Record<string, unknown> = {},
): Promise<string | null> {
  const kind = kindOf(kindName);
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const carried = kind.carry ? await kind.carry(tx, id) : null;
    const [row] = await tx.delete(kind.table).where(eq(kind.table.id, id)).returning();
    if (!row) return null;
    const title = String((row as Record<string, unknown>)[kind.titleField] ?? "");
    const snapshot = { ...(toJson(row) as Snapshot), ...(carried ? { [CARRIED]: carried } : {}) };
    await tx
      .insert(contentTrash)
      .values({ kind: kindName, itemId: id, title, snapshot, deletedBy: actor.id })
      .onConflictDoUpdate({
        target: [contentTrash.kind, contentTrash.itemId],
        set: { title, snapshot, deletedBy: actor.id, deletedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: "delete",
      entity: kind.entity,
      entityId: id,
      details: { title, trash: true, ...details },
    });
    return title;
  });
}

export interface TrashRow {
  id: string;
  kind: ContentKindName;
  kindLabel: string;
  title: string;
  deletedByName: string | null;
  deletedAt: string;
  /** Whole days before it is purged (0: at the next hourly purge). */
  daysLeft: number;
}

/** Everything in the trash, most recently deleted first. */
export async function listTrash(db: Db, now = new Date()): Promise<TrashRow[]> {
  const rows = await db
    .select({
      id: contentTrash.id,
      kind: contentTrash.kind,
      title: contentTrash.title,
      deletedByName: users.name,
      deletedAt: contentTrash.deletedAt,
    })
    .from(contentTrash)
    .leftJoin(users, eq(users.id, contentTrash.deletedBy))
    .orderBy(desc(contentTrash.deletedAt), desc(contentTrash.id));
  return rows
    .filter((row): row is typeof row & { kind: ContentKindName } => isContentKind(row.kind))
    .map((row) => {
      const purgeAt = row.deletedAt.getTime() + TRASH_DAYS * 86_400_000;
      return {
        ...row,
        kindLabel: kindOf(row.kind).label,
        deletedAt: row.deletedAt.toISOString(),
        daysLeft: Math.max(0, Math.ceil((purgeAt - now.getTime()) / 86_400_000)),
      };
    });
}

export type TrashRestoreOutcome =
  | { status: "restored"; title: string; editorUrl: string }
  | { status: "not-found" }
  | { status: "conflict"; title: string }
  | { status: "orphaned"; title: string };

/** Puts a trashed item back as it was when deleted, under its old id (so at its old address). */
export async function restoreFromTrash(db: Db, actor: Actor, trashId: string): Promise<TrashRestoreOutcome> {
  if (!isUuid(trashId)) return { status: "not-found" };
  try {
    return await db.transaction(async (tx) => {
      const [entry] = await tx.select().from(contentTrash).where(eq(contentTrash.id, trashId)).for("update");
      if (!entry || !isContentKind(entry.kind)) return { status: "not-found" as const };
      const kind = kindOf(entry.kind);
      await tx.insert(kind.table).values(fromSnapshot(kind.table, entry.snapshot) as never);
      const carried = entry.snapshot[CARRIED];
      if (kind.putBack && carried && typeof carried === "object") {
        await kind.putBack(tx, carried as Snapshot, entry.itemId);
      }
      await tx.delete(contentTrash).where(eq(contentTrash.id, trashId));
      await recordAudit(tx, actor, {
        action: "restore",
        entity: kind.entity,
        entityId: entry.itemId,
        details: { title: entry.title, deletedAt: entry.deletedAt.toISOString() },
      });
      return { status: "restored" as const, title: entry.title, editorUrl: await kind.editorUrl(entry.itemId, tx) };
    });
  } catch (error) {
    // What it belonged to is not there any more (a lesson's module, a module's course).
    if (isForeignKeyViolation(error)) {
      const [entry] = await db
        .select({ title: contentTrash.title })
        .from(contentTrash)
        .where(eq(contentTrash.id, trashId));
      return { status: "orphaned", title: entry?.title ?? "" };
    }
    // Something now holds what the item needs to be unique (an issue number taken since).
    if (isUniqueViolation(error)) {
      const [entry] = await db
        .select({ title: contentTrash.title })
        .from(contentTrash)
        .where(eq(contentTrash.id, trashId));
      return { status: "conflict", title: entry?.title ?? "" };
    }
    throw error;
  }
}

/** The library keys of the pictures a trashed row names (image fields and rich-text bodies). */
export function mediaKeysIn(snapshot: unknown): string[] {
  const text = JSON.stringify(snapshot);
  return [...new Set([...text.matchAll(/\/media\/([a-f0-9]{16,64}\.(?:webp|png|jpg|gif|avif))/g)].map((m) => m[1]!))];
}

/** The parts a trashed item carried that have histories of their own (a course's modules and lessons). */
function carriedParts(snapshot: Snapshot): { kind: string; itemId: string }[] {
  const carried = snapshot[CARRIED] as Record<string, unknown> | undefined;
  const idsOf = (kind: string, rows: unknown) =>
    Array.isArray(rows) ? rows.map((row: { id?: unknown }) => ({ kind, itemId: String(row.id) })) : [];
  return carried ? [...idsOf("course-module", carried.modules), ...idsOf("lesson", carried.lessons)] : [];
}

/** A purged item's history goes with it (and its parts' histories): nothing could show or restore it any more. */
async function forgetRevisions(
  tx: Pick<Db, "delete">,
  entries: readonly { kind: string; itemId: string; snapshot: Snapshot }[],
) {
  for (const entry of entries.flatMap((entry) => [entry, ...carriedParts(entry.snapshot)])) {
    await tx
      .delete(contentRevisions)
      .where(and(eq(contentRevisions.kind, entry.kind), eq(contentRevisions.itemId, entry.itemId)));
  }
}

/** Purges one trashed item now; the media keys it named (to delete the files no longer used), or null when it was gone. */
export async function purgeTrashItem(
  db: Db,
  actor: Actor,
  trashId: string,
): Promise<{ title: string; mediaKeys: string[] } | null> {
  if (!isUuid(trashId)) return null;
  return db.transaction(async (tx) => {
    const [entry] = await tx.delete(contentTrash).where(eq(contentTrash.id, trashId)).returning();
    if (!entry) return null;
    await forgetRevisions(tx, [entry]);
    await recordAudit(tx, actor, {
      action: "purge",
      entity: isContentKind(entry.kind) ? kindOf(entry.kind).entity : entry.kind,
      entityId: entry.itemId,
      details: { title: entry.title },
    });
    return { title: entry.title, mediaKeys: mediaKeysIn(entry.snapshot) };
  });
}

/**
 * Purges what has been in the trash longer than `TRASH_DAYS`; the media keys those items named.
 * Safe with several processes on one database: each row is deleted by one statement, and a row
 * another process is deleting is skipped rather than waited for.
 */
export async function purgeExpiredTrash(db: Db, now = new Date()): Promise<{ purged: number; mediaKeys: string[] }> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: contentTrash.id })
      .from(contentTrash)
      .where(lt(contentTrash.deletedAt, cutoff))
      .for("update", { skipLocked: true });
    if (due.length === 0) return { purged: 0, mediaKeys: [] };
    const rows = await tx
      .delete(contentTrash)
      .where(
        inArray(
          contentTrash.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    await forgetRevisions(tx, rows);
    return { purged: rows.length, mediaKeys: [...new Set(rows.flatMap((row) => mediaKeysIn(row.snapshot)))] };
  });
}
