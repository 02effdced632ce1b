/**
 * Admin queries and commands for Academy courses, their modules and lessons (issue 8).
 * The public pages read the same tables through features/academy/academy.server.ts.
 *
 * Secrets: a course's `passwordHash` is never selected into anything returned from here; the
 * editor only learns whether a password is set. Every change is audited in its own transaction.
 * Module and lesson positions are renumbered densely (0..n-1) inside a transaction that first
 * locks the parent row, so two admins reordering at once are serialised, never interleaved.
 */
import { and, asc, count, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { CONTENT_LIST_PAGE_SIZE, listOffset, type ListFilters } from "~/utils/list-filters";
import { allOf, matchesSearch } from "~/utils/list-filters.server";
import { courseLessons, courseModules, courses, courseSubmissions, lessonCompletions } from "~/db/schema";
import { hashCoursePassword } from "~/features/academy/course-password.server";
import type { SessionUser } from "~/features/auth/auth.server";
import { groupModules } from "./academy.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { describeBodyImages } from "~/utils/media/body-images.server";
import { recordAudit } from "~/utils/audit.server";
import { renumber } from "~/utils/sort-order.server";
import { moveToTrash, recordRevision } from "~/utils/revisions.server";
import { findCreatedByToken } from "~/utils/create-token.server";
import {
  COURSE_MESSAGES,
  type CourseInput,
  type LessonInput,
  type ModuleInput,
  type MoveDirection,
} from "./admin-validation";
import { isUuid } from "~/db/ids";
import { isUniqueViolation, pgError } from "~/db/errors";
import { checkSlugFree } from "~/utils/slugs/resolve.server";
import { SLUG_TAKEN_MESSAGE } from "~/utils/slugs/validation";
import { isCheckViolation } from "~/db/errors";
import { imageTextColumns } from "~/utils/image-alt";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Actor = Pick<SessionUser, "id" | "email">;

// ───────────────────────────── reading ─────────────────────────────

// Written out with aliases: Drizzle leaves columns unqualified in a one-table select, and an
// unqualified "id" inside these subqueries would mean the inner table's id.
const moduleCountSql = sql<number>`(select count(*)::int from course_modules m
  where m.course_id = "academy_courses"."id")`;
const lessonCountSql = sql<number>`(select count(*)::int from course_lessons l
  inner join course_modules m on m.id = l.module_id
  where m.course_id = "academy_courses"."id")`;
const enrollmentCountSql = sql<number>`(select count(*)::int from course_submissions s
  where s.course_id = "academy_courses"."id")`;
const progressCountSql = sql<number>`(select count(*)::int from lesson_completions c
  inner join course_lessons l on l.id = c.lesson_id
  inner join course_modules m on m.id = l.module_id
  where m.course_id = "academy_courses"."id")`;

export interface AdminCourseRow {
  id: string;
  title: string;
  category: string | null;
  isPrivate: boolean;
  isPublished: boolean;
  moduleCount: number;
  lessonCount: number;
}

/** What the course list can be narrowed to. */
export const COURSE_STATUSES = ["published", "draft"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/**
 * One page of the course list: courses (drafts included) by title, with module and lesson counts,
 * in one query, and the total the filters keep (`q` matches the title or the short description).
 */
export async function listCoursesForAdmin(
  db: Db,
  { q, status, page }: ListFilters<CourseStatus>,
): Promise<{ rows: AdminCourseRow[]; total: number }> {
  const where = allOf(
    matchesSearch(q, [courses.title, courses.description]),
    status ? eq(courses.isPublished, status === "published") : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        category: courses.category,
        isPrivate: courses.isPrivate,
        isPublished: courses.isPublished,
        moduleCount: moduleCountSql,
        lessonCount: lessonCountSql,
      })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.title), asc(courses.id))
      .limit(CONTENT_LIST_PAGE_SIZE)
      .offset(listOffset(page)),
    db.select({ count: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export interface AdminCourse {
  id: string;
  /** The public address: /academy/course/{slug} (ADR 0052). */
  slug: string;
  seoDescription: string | null;
  socialImageUrl: string | null;
  title: string;
  description: string;
  fullDescription: string | null;
  category: string | null;
  level: string | null;
  duration: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  imageDecorative: boolean;
  isPrivate: boolean;
  /** Whether a password is stored; the hash itself never leaves the server. */
  hasPassword: boolean;
  isPublished: boolean;
  moduleCount: number;
  lessonCount: number;
  enrollmentCount: number;
  progressCount: number;
}

/** One course for the editor (no password hash), with what would go with it on delete. */
export async function getCourseForAdmin(db: Db, id: string): Promise<AdminCourse | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      seoDescription: courses.seoDescription,
      socialImageUrl: courses.socialImageUrl,
      title: courses.title,
      description: courses.description,
      fullDescription: courses.fullDescription,
      category: courses.category,
      level: courses.level,
      duration: courses.duration,
      imageUrl: courses.imageUrl,
      imageAlt: courses.imageAlt,
      imageDecorative: courses.imageDecorative,
      isPrivate: courses.isPrivate,
      hasPassword: sql<boolean>`(${courses.passwordHash} is not null)`,
      isPublished: courses.isPublished,
      moduleCount: moduleCountSql,
      lessonCount: lessonCountSql,
      enrollmentCount: enrollmentCountSql,
      progressCount: progressCountSql,
    })
    .from(courses)
    .where(eq(courses.id, id));
  return row ?? null;
}

export interface AdminLessonRow {
  id: string;
  title: string;
  contentType: string;
  durationMinutes: number | null;
  isPreview: boolean;
  sortOrder: number;
}

export interface AdminModule {
  id: string;
  title: string;
  description: string | null;
  sortOrder: number;
  lessons: AdminLessonRow[];
}

/** The course's modules and their lessons in the player's order, in one query (no lesson bodies). */
export async function getCourseOutlineForAdmin(db: Db, courseId: string): Promise<AdminModule[]> {
  const rows = await db
    .select({
      moduleId: courseModules.id,
      moduleTitle: courseModules.title,
      moduleDescription: courseModules.description,
      moduleSortOrder: courseModules.sortOrder,
      lessonId: courseLessons.id,
      lessonTitle: courseLessons.title,
      contentType: courseLessons.contentType,
      durationMinutes: courseLessons.durationMinutes,
      isPreview: courseLessons.isPreview,
      lessonSortOrder: courseLessons.sortOrder,
    })
    .from(courseModules)
    .leftJoin(courseLessons, eq(courseLessons.moduleId, courseModules.id))
    .where(eq(courseModules.courseId, courseId))
    // The same order as the public player (academy.server.ts 'outlineOrder').
    .orderBy(asc(courseModules.sortOrder), asc(courseModules.id), asc(courseLessons.sortOrder), asc(courseLessons.id));
  return groupModules(rows, (row): AdminLessonRow | null =>
    row.lessonId === null
      ? null
      : {
          id: row.lessonId,
          title: row.lessonTitle ?? "",
          contentType: row.contentType ?? "text",
          durationMinutes: row.durationMinutes,
          isPreview: row.isPreview ?? false,
          sortOrder: row.lessonSortOrder ?? 0,
        },
  );
}

export interface AdminLesson {
  id: string;
  moduleId: string;
  title: string;
  contentType: string;
  content: string | null;
  videoUrl: string | null;
  durationMinutes: number | null;
  isPreview: boolean;
}

/** One lesson of this course, for its editor; null when it is not part of the course. */
export async function getLessonForAdmin(db: Db, courseId: string, lessonId: string): Promise<AdminLesson | null> {
  if (!isUuid(lessonId)) return null;
  const [row] = await db
    .select({
      id: courseLessons.id,
      moduleId: courseLessons.moduleId,
      title: courseLessons.title,
      contentType: courseLessons.contentType,
      content: courseLessons.content,
      videoUrl: courseLessons.videoUrl,
      durationMinutes: courseLessons.durationMinutes,
      isPreview: courseLessons.isPreview,
    })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(and(eq(courseLessons.id, lessonId), eq(courseModules.courseId, courseId)));
  return row ?? null;
}

// ───────────────────────────── courses ─────────────────────────────

export type CourseSaveResult =
  | { ok: true; id: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "field"; field: "title" | "newPassword" | "slug"; message: string };

function courseColumns(input: CourseInput) {
  return {
    title: input.title,
    description: input.description,
    fullDescription: input.fullDescription ?? null,
    category: input.category ?? null,
    level: input.level ?? null,
    duration: input.duration ?? null,
    imageUrl: input.imageUrl ?? null,
    ...imageTextColumns(input.imageUrl, input),
    isPublished: input.isPublished,
    isPrivate: input.isPrivate,
    // Empty: the database makes one from the title (fill_slug, ADR 0052).
    slug: input.slug ?? "",
    seoDescription: input.seoDescription ?? null,
    socialImageUrl: input.socialImageUrl ?? null,
  };
}

/** Turns the constraint errors a save can meet into field errors; anything else is rethrown. */
function saveConflict(error: unknown): CourseSaveResult {
  // Two saves at the same moment with one address: the slug's unique index settles it (ADR 0052).
  if (pgError(error)?.constraint === "academy_courses_slug_unique")
    return { ok: false, reason: "field", field: "slug", message: SLUG_TAKEN_MESSAGE };
  if (isUniqueViolation(error))
    return { ok: false, reason: "field", field: "title", message: COURSE_MESSAGES.titleTaken };
  if (isCheckViolation(error))
    return { ok: false, reason: "field", field: "newPassword", message: COURSE_MESSAGES.passwordRequired };
  throw error;
}

/**
 * Why the typed address cannot be this course's (another course has it, or had it), or null. The
 * unique index settles two saves at the same moment (`saveConflict`), with the same message.
 */
export function checkCourseSlug(db: Db, slug: string | undefined, id: string | null): Promise<string | null> {
  return slug ? checkSlugFree(db, { kind: "course", table: courses }, slug, id) : Promise.resolve(null);
}

async function titleTaken(db: Db | Tx, title: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(sql`lower(${courses.title}) = lower(${title})`);
  return rows.some((row) => row.id !== exceptId);
}

export async function createCourse(db: Db, actor: Actor, input: CourseInput): Promise<CourseSaveResult> {
  if (input.isPrivate && !input.newPassword) {
    return { ok: false, reason: "field", field: "newPassword", message: COURSE_MESSAGES.passwordRequired };
  }
  if (await titleTaken(db, input.title))
    return { ok: false, reason: "field", field: "title", message: COURSE_MESSAGES.titleTaken };
  const slugProblem = await checkCourseSlug(db, input.slug, null);
  if (slugProblem) return { ok: false, reason: "field", field: "slug", message: slugProblem };
  // Hashing is slow on purpose: done before the transaction opens.
  const passwordHash = input.isPrivate && input.newPassword ? await hashCoursePassword(input.newPassword) : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(courses)
        .values({ ...courseColumns(input), passwordHash })
        .returning({ id: courses.id, slug: courses.slug });
      await recordAudit(tx, actor, {
        action: "create",
        entity: "course",
        entityId: row!.id,
        // The address as stored (made from the title when none was typed).
        details: { ...courseColumns(input), slug: row!.slug, password: passwordHash ? "password changed" : "none" },
      });
      await recordRevision(tx, actor, "course", row!.id, null);
      return { ok: true as const, id: row!.id };
    });
  } catch (error) {
    return saveConflict(error);
  }
}

/**
 * Saves the course's fields. The password: an empty "New password" keeps the stored one; a new
 * one replaces it; making the course public clears it (the hash is useless and would come back
 * to life if the course turned private again).
 */
export async function updateCourse(db: Db, actor: Actor, id: string, input: CourseInput): Promise<CourseSaveResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  if (await titleTaken(db, input.title, id))
    return { ok: false, reason: "field", field: "title", message: COURSE_MESSAGES.titleTaken };
  const slugProblem = await checkCourseSlug(db, input.slug, id);
  if (slugProblem) return { ok: false, reason: "field", field: "slug", message: slugProblem };
  const newHash = input.isPrivate && input.newPassword ? await hashCoursePassword(input.newPassword) : null;
  try {
    return await db.transaction(async (tx): Promise<CourseSaveResult> => {
      const [current] = await tx
        .select({ ...getTableColumns(courses), hasPassword: sql<boolean>`(${courses.passwordHash} is not null)` })
        .from(courses)
        .where(eq(courses.id, id))
        .for("update");
      if (!current) return { ok: false, reason: "not-found" };
      if (input.isPrivate && !current.hasPassword && !newHash) {
        return { ok: false, reason: "field", field: "newPassword", message: COURSE_MESSAGES.passwordRequired };
      }
      const password = !input.isPrivate
        ? current.hasPassword
          ? "password removed"
          : "none"
        : newHash
          ? "password changed"
          : "unchanged";
      const [saved] = await tx
        .update(courses)
        .set({
          ...courseColumns(input),
          ...(!input.isPrivate ? { passwordHash: null } : newHash ? { passwordHash: newHash } : {}),
        })
        .where(eq(courses.id, id))
        .returning({ slug: courses.slug });
      // Only what changed is kept; the password hash never goes into the log, only what became of it.
      const { passwordHash: _hash, ...before } = current;
      await recordAudit(tx, actor, {
        action: "update",
        entity: "course",
        entityId: id,
        details: {
          ...courseColumns(input),
          slug: saved?.slug ?? current.slug,
          ...(password === "unchanged" || password === "none" ? {} : { password }),
        },
        before,
      });
      await recordRevision(tx, actor, "course", id, current);
      return { ok: true, id };
    });
  } catch (error) {
    return saveConflict(error);
  }
}

export async function setCoursePublished(
  db: Db,
  actor: Actor,
  id: string,
  isPublished: boolean,
): Promise<{ title: string } | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ isPublished })
      .where(eq(courses.id, id))
      .returning({ title: courses.title });
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: isPublished ? "publish" : "unpublish",
      entity: "course",
      entityId: id,
      details: { title: row.title },
    });
    return row;
  });
}

export interface CourseDeletion {
  title: string;
  modules: number;
  lessons: number;
  enrollments: number;
  progress: number;
}

/**
 * Moves a course to the trash (ADR 0051) with its modules, lessons and learners' progress, for
 * 30 days. Its enrollment records stay in Submissions (unlinked while it is in the trash, linked
 * again when it is restored).
 */
export async function deleteCourse(db: Db, actor: Actor, id: string): Promise<CourseDeletion | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({
        title: courses.title,
        modules: moduleCountSql,
        lessons: lessonCountSql,
        progress: progressCountSql,
        enrollments: sql<number>`(select count(*)::int from ${courseSubmissions} where ${courseSubmissions.courseId} = ${courses.id})`,
      })
      .from(courses)
      .where(eq(courses.id, id))
      .for("update");
    if (!course) return null;
    const deletion = { ...course };
    if ((await moveToTrash(tx, actor, "course", id, deletion)) === null) return null;
    return deletion;
  });
}

// ───────────────────────────── ordering ─────────────────────────────

/** Swaps an item with its neighbour; false when it is already first (up) or last (down). */
function moved(ids: readonly string[], id: string, direction: MoveDirection): string[] | null {
  const index = ids.indexOf(id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index === -1 || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Locks the course row (serialising changes to its module order) and says whether it exists. */
async function lockCourse(tx: Tx, courseId: string): Promise<{ title: string } | null> {
  const [row] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId)).for("update");
  return row ?? null;
}

/** Locks a module of this course (serialising changes to its lesson order). */
async function lockModule(tx: Tx, courseId: string, moduleId: string): Promise<{ title: string } | null> {
  if (!isUuid(moduleId)) return null;
  const [row] = await tx
    .select({ title: courseModules.title })
    .from(courseModules)
    .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)))
    .for("update");
  return row ?? null;
}

async function moduleIds(tx: Tx, courseId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.sortOrder), asc(courseModules.id));
  return rows.map((row) => row.id);
}

async function lessonIds(tx: Tx, moduleId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.moduleId, moduleId))
    .orderBy(asc(courseLessons.sortOrder), asc(courseLessons.id));
  return rows.map((row) => row.id);
}

// ───────────────────────────── modules ─────────────────────────────

/** Adds a module at the end; with a `createToken` already used, returns the module that request created instead. */
export async function createModule(
  db: Db,
  actor: Actor,
  courseId: string,
  input: ModuleInput,
  createToken?: string,
): Promise<string | null> {
  if (!isUuid(courseId)) return null;
  return db.transaction(async (tx) => {
    const created = await findCreatedByToken(tx, "course_module", createToken);
    if (created) return created;
    if (!(await lockCourse(tx, courseId))) return null;
    const ids = await moduleIds(tx, courseId);
    const [row] = await tx
      .insert(courseModules)
      .values({ courseId, title: input.title, description: input.description ?? null, sortOrder: ids.length })
      .returning({ id: courseModules.id });
    await renumber(tx, courseModules, [...ids, row!.id]);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "course_module",
      entityId: row!.id,
      details: { courseId, ...input, createToken },
    });
    await recordRevision(tx, actor, "course-module", row!.id, null);
    return row!.id;
  });
}

export async function updateModule(
  db: Db,
  actor: Actor,
  courseId: string,
  moduleId: string,
  input: ModuleInput,
): Promise<boolean> {
  if (!isUuid(courseId) || !isUuid(moduleId)) return false;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(courseModules)
      .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)));
    const updated = await tx
      .update(courseModules)
      .set({ title: input.title, description: input.description ?? null })
      .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)))
      .returning({ id: courseModules.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, actor, {
      action: "update",
      entity: "course_module",
      entityId: moduleId,
      details: { courseId, ...input },
      before,
    });
    await recordRevision(tx, actor, "course-module", moduleId, before ?? null);
    return true;
  });
}

export async function deleteModule(
  db: Db,
  actor: Actor,
  courseId: string,
  moduleId: string,
): Promise<{ title: string; lessons: number } | null> {
  if (!isUuid(courseId) || !isUuid(moduleId)) return null;
  return db.transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) return null;
    const module = await lockModule(tx, courseId, moduleId);
    if (!module) return null;
    const [lessons] = await tx
      .select({ count: count() })
      .from(courseLessons)
      .where(eq(courseLessons.moduleId, moduleId));
    const result = { title: module.title, lessons: lessons?.count ?? 0 };
    await moveToTrash(tx, actor, "course-module", moduleId, { courseId, lessons: result.lessons });
    await renumber(tx, courseModules, await moduleIds(tx, courseId));
    return result;
  });
}

export type MoveResult = { ok: true; title: string } | { ok: false; reason: "not-found" | "edge" };

export async function moveModule(
  db: Db,
  actor: Actor,
  courseId: string,
  moduleId: string,
  direction: MoveDirection,
): Promise<MoveResult> {
  if (!isUuid(courseId) || !isUuid(moduleId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx): Promise<MoveResult> => {
    if (!(await lockCourse(tx, courseId))) return { ok: false, reason: "not-found" };
    const module = await lockModule(tx, courseId, moduleId);
    if (!module) return { ok: false, reason: "not-found" };
    const order = moved(await moduleIds(tx, courseId), moduleId, direction);
    if (!order) return { ok: false, reason: "edge" };
    await renumber(tx, courseModules, order);
    await recordAudit(tx, actor, {
      action: `move ${direction}`,
      entity: "course_module",
      entityId: moduleId,
      details: { courseId, title: module.title },
    });
    return { ok: true, title: module.title };
  });
}

// ───────────────────────────── lessons ─────────────────────────────

// The player shows content without markup as plain text (escaping it itself), so only HTML is
// sanitised here; escaping plain text now would show "&amp;" to learners.
const HAS_MARKUP = /<\/?[a-z][\s\S]*?>/i;

function cleanContent(content: string | undefined): string | null {
  if (!content) return null;
  return (HAS_MARKUP.test(content) ? sanitizeRichHtml(content) : content) || null;
}

function lessonColumns(input: LessonInput) {
  return {
    title: input.title,
    contentType: input.contentType,
    content: cleanContent(input.content),
    videoUrl: input.videoUrl ?? null,
    durationMinutes: input.durationMinutes ?? null,
    isPreview: input.isPreview,
  };
}

/** The lesson's columns, its body's library pictures given the library's alt text (issue 39). */
async function describedLessonColumns(tx: Pick<Db, "select">, input: LessonInput) {
  const columns = lessonColumns(input);
  return columns.content ? { ...columns, content: await describeBodyImages(tx, columns.content) } : columns;
}

function lessonAudit(input: LessonInput) {
  const { content, ...rest } = lessonColumns(input);
  return { ...rest, contentLength: content?.length ?? 0 };
}

export async function createLesson(
  db: Db,
  actor: Actor,
  courseId: string,
  moduleId: string,
  input: LessonInput,
  createToken?: string,
): Promise<string | null> {
  if (!isUuid(courseId) || !isUuid(moduleId)) return null;
  return db.transaction(async (tx) => {
    const created = await findCreatedByToken(tx, "course_lesson", createToken);
    if (created) return created;
    if (!(await lockModule(tx, courseId, moduleId))) return null;
    const ids = await lessonIds(tx, moduleId);
    const columns = await describedLessonColumns(tx, input);
    const [row] = await tx
      .insert(courseLessons)
      .values({ moduleId, ...columns, sortOrder: ids.length })
      .returning({ id: courseLessons.id });
    await renumber(tx, courseLessons, [...ids, row!.id]);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "course_lesson",
      entityId: row!.id,
      details: { courseId, moduleId, ...lessonAudit(input), createToken },
    });
    await recordRevision(tx, actor, "lesson", row!.id, null);
    return row!.id;
  });
}

export async function updateLesson(
  db: Db,
  actor: Actor,
  courseId: string,
  lessonId: string,
  input: LessonInput,
): Promise<boolean> {
  if (!isUuid(courseId) || !isUuid(lessonId)) return false;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(courseLessons).where(eq(courseLessons.id, lessonId));
    const updated = await tx
      .update(courseLessons)
      .set(await describedLessonColumns(tx, input))
      .where(
        and(
          eq(courseLessons.id, lessonId),
          inArray(
            courseLessons.moduleId,
            tx.select({ id: courseModules.id }).from(courseModules).where(eq(courseModules.courseId, courseId)),
          ),
        ),
      )
      .returning({ id: courseLessons.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, actor, {
      action: "update",
      entity: "course_lesson",
      entityId: lessonId,
      details: { courseId, ...lessonAudit(input) },
      before: before && { courseId, ...before, contentLength: before.content?.length ?? 0 },
    });
    await recordRevision(tx, actor, "lesson", lessonId, before ?? null);
    return true;
  });
}

/** The lesson's module (locked), when the lesson belongs to this course. */
async function lockLessonModule(
  tx: Tx,
  courseId: string,
  lessonId: string,
): Promise<{ moduleId: string; title: string } | null> {
  if (!isUuid(lessonId)) return null;
  const [lesson] = await tx
    .select({ moduleId: courseLessons.moduleId, title: courseLessons.title })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(and(eq(courseLessons.id, lessonId), eq(courseModules.courseId, courseId)));
  if (!lesson || !(await lockModule(tx, courseId, lesson.moduleId))) return null;
  return lesson;
}

export async function deleteLesson(
  db: Db,
  actor: Actor,
  courseId: string,
  lessonId: string,
): Promise<{ title: string; completions: number } | null> {
  if (!isUuid(courseId) || !isUuid(lessonId)) return null;
  return db.transaction(async (tx) => {
    const lesson = await lockLessonModule(tx, courseId, lessonId);
    if (!lesson) return null;
    const [completions] = await tx
      .select({ count: count() })
      .from(lessonCompletions)
      .where(eq(lessonCompletions.lessonId, lessonId));
    const result = { title: lesson.title, completions: completions?.count ?? 0 };
    await moveToTrash(tx, actor, "lesson", lessonId, {
      courseId,
      moduleId: lesson.moduleId,
      completions: result.completions,
    });
    await renumber(tx, courseLessons, await lessonIds(tx, lesson.moduleId));
    return result;
  });
}

export async function moveLesson(
  db: Db,
  actor: Actor,
  courseId: string,
  lessonId: string,
  direction: MoveDirection,
): Promise<MoveResult> {
  if (!isUuid(courseId) || !isUuid(lessonId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx): Promise<MoveResult> => {
    const lesson = await lockLessonModule(tx, courseId, lessonId);
    if (!lesson) return { ok: false, reason: "not-found" };
    const order = moved(await lessonIds(tx, lesson.moduleId), lessonId, direction);
    if (!order) return { ok: false, reason: "edge" };
    await renumber(tx, courseLessons, order);
    await recordAudit(tx, actor, {
      action: `move ${direction}`,
      entity: "course_lesson",
      entityId: lessonId,
      details: { courseId, moduleId: lesson.moduleId, title: lesson.title },
    });
    return { ok: true, title: lesson.title };
  });
}

/**
 * Puts a module's lessons in the given order (drag and drop). The list must name exactly the
 * module's current lessons; a stale list (another admin added or removed one) is refused.
 */
export async function reorderLessons(
  db: Db,
  actor: Actor,
  courseId: string,
  moduleId: string,
  order: readonly string[],
): Promise<boolean> {
  if (!isUuid(courseId) || !isUuid(moduleId) || !order.every(isUuid)) return false;
  return db.transaction(async (tx) => {
    if (!(await lockModule(tx, courseId, moduleId))) return false;
    const current = await lessonIds(tx, moduleId);
    if (
      current.length !== order.length ||
      new Set(order).size !== order.length ||
      !order.every((id) => current.includes(id))
    )
      return false;
    await renumber(tx, courseLessons, order);
    await recordAudit(tx, actor, {
      action: "reorder",
      entity: "course_lesson",
      entityId: moduleId,
      details: { courseId, moduleId, order },
    });
    return true;
  });
}
