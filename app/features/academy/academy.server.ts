/**
 * Queries and commands of the Academy (part 2 §2–§7). The only Academy module that touches
 * the database. A course's `passwordHash` is selected only to check a password
 * (`checkCoursePassword`) and an unlock (`canOpenCourse`), and never returned.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { verifyCoursePassword } from "./course-password.server";
import {
  courseLessons,
  courseModules,
  courses,
  courseSubmissions,
  lessonCompletions,
  volunteerFormSubmissions,
} from "~/db/schema";
import type { Env } from "~/env.server";
import { queueStaffNotification } from "~/utils/email.server";
import { queueReceipt } from "~/utils/receipts.server";
import { passwordFingerprint, readCourseUnlock } from "./unlock.server";
import type { CatalogueCourse } from "./catalogue";
import { renderLessonHtml } from "./lesson-html.server";
import { lessonMinutes, mentionsDiamonds } from "./lessons";
import type { CourseSummary, OutlineModule, PlayerContent, PlayerLesson } from "./types";
import { toVideoSource } from "~/utils/video";
import { isUuid } from "~/db/ids";
import { isSlugShaped } from "~/utils/slugs/slug";
import { withImageAlt, type StoredImageText } from "~/utils/image-alt";

// ───────────────────────────── reading ─────────────────────────────

const catalogueColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  category: courses.category,
  level: courses.level,
  duration: courses.duration,
  imageUrl: courses.imageUrl,
  imageAlt: courses.imageAlt,
  imageDecorative: courses.imageDecorative,
  isPrivate: courses.isPrivate,
};

/** Published courses ordered by title (part 2 §7), without secrets. */
export async function listCatalogue(db: Db): Promise<CatalogueCourse[]> {
  const rows = await db
    .select(catalogueColumns)
    .from(courses)
    .where(eq(courses.isPublished, true))
    .orderBy(asc(courses.title));
  return rows.map((row) => withImageAlt(row, row.title));
}

export interface CourseOption {
  id: string;
  /** The course's address: /academy/course/{slug} (ADR 0052). */
  slug: string;
  title: string;
  isPrivate: boolean;
}

/** The enrollment form's course list, ordered by title. */
export async function listCourseOptions(db: Db): Promise<CourseOption[]> {
  return db
    .select({ id: courses.id, slug: courses.slug, title: courses.title, isPrivate: courses.isPrivate })
    .from(courses)
    .where(eq(courses.isPublished, true))
    .orderBy(asc(courses.title));
}

const summaryColumns = {
  ...catalogueColumns,
  fullDescription: courses.fullDescription,
  seoDescription: courses.seoDescription,
  socialImageUrl: courses.socialImageUrl,
};

function toSummary<
  R extends StoredImageText & { title: string; seoDescription: string | null; socialImageUrl: string | null },
>(row: R) {
  return {
    ...withImageAlt(row, row.title),
    seoDescription: row.seoDescription?.trim() || null,
    socialImageUrl: row.socialImageUrl?.trim() || null,
  };
}

/** Where the course pages and the id or old-slug redirects look courses up (ADR 0052). */
export const COURSE_SLUGS = { kind: "course", table: courses } as const;

/** Only published courses' ids and old slugs redirect for visitors (a draft's address stays unknown). */
export const publishedCourses = () => eq(courses.isPublished, true);

/** One published course by its id (the enrollment form posts ids), or null for an unknown or malformed id. */
export async function getCourse(db: Db, courseId: string | undefined): Promise<CourseSummary | null> {
  if (!isUuid(courseId)) return null;
  const [row] = await db
    .select(summaryColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)));
  return row ? toSummary(row) : null;
}

/**
 * One published course by its address (query 1 of a course page or the player), or null. An id
 * or an old slug is not found here: the routes redirect those (`redirectToCurrentSlug`).
 */
export async function getCourseBySlug(db: Db, slug: string | undefined): Promise<CourseSummary | null> {
  if (!isSlugShaped(slug)) return null;
  const [row] = await db
    .select(summaryColumns)
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.isPublished, true)));
  return row ? toSummary(row) : null;
}

/** A draft course by its slug, for an admin's preview at its public address (issue 18); null for anything else. */
export async function getDraftCourse(db: Db, slug: string | undefined): Promise<CourseSummary | null> {
  if (!isSlugShaped(slug)) return null;
  const [row] = await db
    .select(summaryColumns)
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.isPublished, false)));
  return row ? toSummary(row) : null;
}

/**
 * Part 2 §4: modules and lessons load only when the course is public or unlocked in this
 * browser session, within the last 30 days and for the course's current password (an unlock
 * given before staff changed the password no longer opens it). A public course costs no query;
 * a private one one by its key, and only when the browser holds an unlock for it.
 */
export async function canOpenCourse(
  db: Db,
  env: Pick<Env, "SESSION_SECRET" | "PUBLIC_URL">,
  request: Request,
  course: Pick<CourseSummary, "id" | "isPrivate">,
): Promise<boolean> {
  if (!course.isPrivate) return true;
  const unlock = await readCourseUnlock(request, env, course.id);
  if (!unlock) return false;
  const [row] = await db.select({ passwordHash: courses.passwordHash }).from(courses).where(eq(courses.id, course.id));
  if (!row?.passwordHash) return false;
  return unlock.key === passwordFingerprint(env, course.id, row.passwordHash);
}

/** Rows of a modules ⟕ lessons join, in order, grouped back into modules (the player's and the admin outline's). */
export function groupModules<
  R extends { moduleId: string; moduleTitle: string; moduleDescription: string | null; moduleSortOrder: number },
  L,
>(
  rows: readonly R[],
  toLesson: (row: R) => L | null,
): Array<{ id: string; title: string; description: string | null; sortOrder: number; lessons: L[] }> {
  const modules = new Map<
    string,
    { id: string; title: string; description: string | null; sortOrder: number; lessons: L[] }
  >();
  for (const row of rows) {
    let module = modules.get(row.moduleId);
    if (!module) {
      module = {
        id: row.moduleId,
        title: row.moduleTitle,
        description: row.moduleDescription,
        sortOrder: row.moduleSortOrder,
        lessons: [],
      };
      modules.set(row.moduleId, module);
    }
    const lesson = toLesson(row);
    if (lesson) module.lessons.push(lesson);
  }
  return [...modules.values()];
}

const moduleColumns = {
  moduleId: courseModules.id,
  moduleTitle: courseModules.title,
  moduleDescription: courseModules.description,
  moduleSortOrder: courseModules.sortOrder,
};

// Module sort order, then lesson sort order (part 2 §4); ids break ties so the order is stable.
const outlineOrder = [
  asc(courseModules.sortOrder),
  asc(courseModules.id),
  asc(courseLessons.sortOrder),
  asc(courseLessons.id),
];

/**
 * The course page's outline (query 2): module and lesson titles and minutes, never lesson
 * content. Call only when `canOpenCourse` allows it.
 */
export async function getCourseOutline(db: Db, courseId: string): Promise<OutlineModule[]> {
  const rows = await db
    .select({
      ...moduleColumns,
      lessonId: courseLessons.id,
      lessonTitle: courseLessons.title,
      lessonSortOrder: courseLessons.sortOrder,
      contentType: courseLessons.contentType,
      durationMinutes: courseLessons.durationMinutes,
      isPreview: courseLessons.isPreview,
    })
    .from(courseModules)
    .leftJoin(courseLessons, eq(courseLessons.moduleId, courseModules.id))
    .where(eq(courseModules.courseId, courseId))
    .orderBy(...outlineOrder);
  return groupModules(rows, (row) =>
    row.lessonId === null
      ? null
      : {
          id: row.lessonId,
          title: row.lessonTitle ?? "",
          sortOrder: row.lessonSortOrder ?? 0,
          contentType: row.contentType ?? "text",
          minutes: lessonMinutes(row.durationMinutes),
          isPreview: row.isPreview ?? false,
        },
  );
}

/**
 * Everything the player needs for an open course, in one query (query 2 of the load): modules
 * ⟕ lessons, plus ⟕ the learner's completions when signed in. Lesson HTML is sanitised here.
 * Call only when `canOpenCourse` allows it.
 */
export async function getPlayerContent(db: Db, courseId: string, userId: string | null): Promise<PlayerContent> {
  const lessonColumns = {
    ...moduleColumns,
    lessonId: courseLessons.id,
    lessonTitle: courseLessons.title,
    lessonSortOrder: courseLessons.sortOrder,
    contentType: courseLessons.contentType,
    durationMinutes: courseLessons.durationMinutes,
    isPreview: courseLessons.isPreview,
    content: courseLessons.content,
    videoUrl: courseLessons.videoUrl,
  };
  const base = db.select({ ...lessonColumns, completedAt: lessonCompletions.completedAt }).from(courseModules);
  const joined = base.leftJoin(courseLessons, eq(courseLessons.moduleId, courseModules.id)).leftJoin(
    lessonCompletions,
    // Without a user the condition is false, so nobody else's completions come back.
    userId === null
      ? sql`false`
      : and(eq(lessonCompletions.lessonId, courseLessons.id), eq(lessonCompletions.userId, userId)),
  );
  const rows = await joined.where(eq(courseModules.courseId, courseId)).orderBy(...outlineOrder);

  const completedLessonIds: string[] = [];
  const modules = groupModules(rows, (row): PlayerLesson | null => {
    if (row.lessonId === null) return null;
    if (row.completedAt !== null) completedLessonIds.push(row.lessonId);
    const body = renderLessonHtml(row.content);
    return {
      id: row.lessonId,
      title: row.lessonTitle ?? "",
      sortOrder: row.lessonSortOrder ?? 0,
      contentType: row.contentType ?? "text",
      minutes: lessonMinutes(row.durationMinutes),
      isPreview: row.isPreview ?? false,
      video: toVideoSource(row.videoUrl),
      html: body.ok ? body.html : null,
      diamondDisclosure: mentionsDiamonds(row.lessonTitle, row.content),
    };
  });
  return { modules, completedLessonIds };
}

/** The course a lesson belongs to, or null when the lesson does not exist. */
export async function getLessonCourseId(db: Db, lessonId: string): Promise<string | null> {
  const [row] = await db
    .select({ courseId: courseModules.courseId })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(eq(courseLessons.id, lessonId));
  return row?.courseId ?? null;
}

// ───────────────────────────── writing ─────────────────────────────

/**
 * For a published private course whose stored hash matches: the fingerprint of that password
 * for the unlock cookie (`unlockCourse`); null otherwise. Public courses have no password, so
 * this is null for them (callers check `isPrivate` first).
 */
export async function checkCoursePassword(
  db: Db,
  env: Pick<Env, "SESSION_SECRET">,
  courseId: string,
  password: string,
): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: courses.passwordHash })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)));
  if (!row?.passwordHash || !(await verifyCoursePassword(password, row.passwordHash))) return null;
  return passwordFingerprint(env, courseId, row.passwordHash);
}

export interface EnrollingUser {
  id: string;
  email: string;
}

/** The name a signed-in learner is recorded under: their address's local part (as at sign-up). */
export function nameFromEmail(email: string): string {
  return email.split("@")[0] || email;
}

/**
 * Records an enrollment (part 2 §7) with the real visitor's details when signed in, and nulls
 * when anonymous; and, when the support box was ticked with an email, the support interest
 * with a note to staff, all in one transaction.
 */
export async function recordEnrollment(
  db: Db,
  env: Pick<Env, "STAFF_EMAIL" | "CONTACT_EMAIL" | "PUBLIC_URL" | "SITE_TIME_ZONE">,
  {
    course,
    user,
    supportEmail,
  }: { course: Pick<CourseSummary, "id" | "title">; user: EnrollingUser | null; supportEmail?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Enrolling again in the same course with the same email keeps the first row (issue 35):
    // staff see one enrollment per learner and course, with its first date and its status.
    await tx
      .insert(courseSubmissions)
      .values({
        courseId: course.id,
        chosenCourse: course.title,
        userId: user?.id ?? null,
        email: user?.email ?? null,
        name: user ? nameFromEmail(user.email) : null,
      })
      .onConflictDoNothing({
        target: [courseSubmissions.courseId, courseSubmissions.email],
        where: sql`${courseSubmissions.email} is not null`,
      });
    if (supportEmail) {
      const [stored] = await tx
        .insert(volunteerFormSubmissions)
        .values({
          name: user ? nameFromEmail(user.email) : null,
          email: supportEmail,
          fieldOfInterest: "academy",
          preferredContact: "email",
        })
        .returning({ id: volunteerFormSubmissions.id });
      await queueReceipt(tx, env, {
        kind: "volunteer-interest",
        to: supportEmail,
        submissionId: stored!.id,
        about: course.title,
      });
      await queueStaffNotification(tx, env, {
        record: {
          kind: "Academy support offer",
          summary: `${supportEmail}, after enrolling in ${course.title}`,
          path: `/admin/submissions/volunteer-interest/${stored!.id}`,
        },
        subject: "Someone would like to support the Academy",
        text: [
          `A learner who enrolled in “${course.title}” checked “Support our Academy”.`,
          "",
          `Email: ${supportEmail}`,
          "Preferred contact: email",
          "",
          "Please write to them within 24-48 hours to thank them and suggest a first way to help.",
        ].join("\n"),
        replyTo: supportEmail,
      });
    }
  });
}

/** Stores a completion for a signed-in learner; doing it twice changes nothing (completion cannot be undone). */
export async function markLessonComplete(db: Db, userId: string, lessonId: string): Promise<void> {
  await db.insert(lessonCompletions).values({ userId, lessonId }).onConflictDoNothing();
}

/**
 * Stores the lessons a learner completed in this browser before signing in, keeping only the
 * lessons that belong to the course; returns how many of them were the course's. Two round trips.
 */
export async function mergeBrowserCompletions(
  db: Db,
  userId: string,
  courseId: string,
  lessonIds: readonly string[],
): Promise<number> {
  const rows = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(and(eq(courseModules.courseId, courseId), inArray(courseLessons.id, [...lessonIds])));
  if (rows.length === 0) return 0;
  await db
    .insert(lessonCompletions)
    .values(rows.map((row) => ({ userId, lessonId: row.id })))
    .onConflictDoNothing();
  return rows.length;
}
