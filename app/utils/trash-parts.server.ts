/**
 * What goes to the trash with an item besides its own row (ADR 0051): a course's modules and
 * lessons, a module's lessons, learners' completions of the lessons that go, and the ids of the
 * records whose link to the item its delete clears (a course's enrollments, a campaign's gifts, a
 * project's partner applications),
 * so a restore puts the item back whole and linked as it was. Only ids and content are carried:
 * the people's records themselves stay where they are (an enrollment is kept, unlinked, while
 * its course is in the trash), and a completion comes back only for an account that still exists.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { fromSnapshot, toJson } from "./snapshots";
import { renumber } from "./sort-order.server";
import {
  agentApplications,
  courseLessons,
  courseModules,
  courseSubmissions,
  donations,
  lessonCompletions,
  users,
} from "~/db/schema";

type Reader = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;
type Row = Record<string, unknown>;
export type Carried = Record<string, unknown>;

/** Rows as JSON keeps them (dates as ISO text). */
const json = (rows: unknown): Row[] => toJson(rows) as Row[];

/** JSON rows back into the values Drizzle writes. */
const rowsFor = (table: PgTable, rows: unknown): Row[] =>
  Array.isArray(rows) ? rows.map((row: Row) => fromSnapshot(table, row)) : [];

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];

async function completionsOf(tx: Reader, lessonIds: string[]): Promise<Row[]> {
  if (lessonIds.length === 0) return [];
  return json(await tx.select().from(lessonCompletions).where(inArray(lessonCompletions.lessonId, lessonIds)));
}

/** Completions back, for the accounts that still exist (one erased since stays erased). */
async function putBackCompletions(tx: Reader, carried: unknown) {
  const rows = rowsFor(lessonCompletions, carried);
  const userIds = [...new Set(rows.map((row) => String(row.userId)))];
  if (userIds.length === 0) return;
  const live = new Set(
    (await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds))).map((user) => user.id),
  );
  const kept = rows.filter((row) => live.has(String(row.userId)));
  if (kept.length > 0)
    await tx
      .insert(lessonCompletions)
      .values(kept as never)
      .onConflictDoNothing();
}

/**
 * Positions 0..n-1 again among an item's siblings after it came back at its old position: it goes
 * before the sibling that took that position since.
 */
async function renumberWith(
  tx: Reader,
  table: typeof courseModules | typeof courseLessons,
  where: ReturnType<typeof eq>,
  first: string,
) {
  const siblings = await tx
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(asc(table.sortOrder), sql`${table.id} <> ${first}`, asc(table.createdAt), asc(table.id));
  await renumber(
    tx,
    table,
    siblings.map((sibling) => sibling.id),
  );
}

export const courseParts = {
  async carry(tx: Reader, courseId: string): Promise<Carried> {
    const modules = await tx.select().from(courseModules).where(eq(courseModules.courseId, courseId));
    const moduleIds = modules.map((module) => module.id);
    const lessons =
      moduleIds.length > 0
        ? await tx.select().from(courseLessons).where(inArray(courseLessons.moduleId, moduleIds))
        : [];
    const enrollments = await tx
      .select({ id: courseSubmissions.id })
      .from(courseSubmissions)
      .where(eq(courseSubmissions.courseId, courseId));
    return {
      modules: json(modules),
      lessons: json(lessons),
      completions: await completionsOf(
        tx,
        lessons.map((lesson) => lesson.id),
      ),
      enrollmentIds: enrollments.map((enrollment) => enrollment.id),
    };
  },
  async putBack(tx: Reader, carried: Carried, courseId: string) {
    const modules = rowsFor(courseModules, carried.modules);
    const lessons = rowsFor(courseLessons, carried.lessons);
    if (modules.length > 0) await tx.insert(courseModules).values(modules as never);
    if (lessons.length > 0) await tx.insert(courseLessons).values(lessons as never);
    await putBackCompletions(tx, carried.completions);
    const enrollmentIds = ids(carried.enrollmentIds);
    if (enrollmentIds.length > 0) {
      await tx
        .update(courseSubmissions)
        .set({ courseId })
        .where(and(inArray(courseSubmissions.id, enrollmentIds), isNull(courseSubmissions.courseId)));
    }
  },
};

export const moduleParts = {
  async carry(tx: Reader, moduleId: string): Promise<Carried> {
    const lessons = await tx.select().from(courseLessons).where(eq(courseLessons.moduleId, moduleId));
    return {
      lessons: json(lessons),
      completions: await completionsOf(
        tx,
        lessons.map((lesson) => lesson.id),
      ),
    };
  },
  async putBack(tx: Reader, carried: Carried, moduleId: string) {
    const lessons = rowsFor(courseLessons, carried.lessons);
    if (lessons.length > 0) await tx.insert(courseLessons).values(lessons as never);
    await putBackCompletions(tx, carried.completions);
    const [module] = await tx
      .select({ courseId: courseModules.courseId })
      .from(courseModules)
      .where(eq(courseModules.id, moduleId));
    if (module) await renumberWith(tx, courseModules, eq(courseModules.courseId, module.courseId), moduleId);
  },
};

export const lessonParts = {
  async carry(tx: Reader, lessonId: string): Promise<Carried> {
    return { completions: await completionsOf(tx, [lessonId]) };
  },
  async putBack(tx: Reader, carried: Carried, lessonId: string) {
    await putBackCompletions(tx, carried.completions);
    const [lesson] = await tx
      .select({ moduleId: courseLessons.moduleId })
      .from(courseLessons)
      .where(eq(courseLessons.id, lessonId));
    if (lesson) await renumberWith(tx, courseLessons, eq(courseLessons.moduleId, lesson.moduleId), lessonId);
  },
};

/** A campaign's gifts lose their link when it is deleted (their amounts stay in the books); a restore links them again. */
export const campaignParts = {
  async carry(tx: Reader, campaignId: string): Promise<Carried> {
    const gifts = await tx.select({ id: donations.id }).from(donations).where(eq(donations.campaignId, campaignId));
    return { donationIds: gifts.map((gift) => gift.id) };
  },
  async putBack(tx: Reader, carried: Carried, campaignId: string) {
    const donationIds = ids(carried.donationIds);
    if (donationIds.length === 0) return;
    await tx
      .update(donations)
      .set({ campaignId })
      .where(and(inArray(donations.id, donationIds), isNull(donations.campaignId)));
  },
};

/** A project's partner applications keep its name but lose their link when it is deleted; a restore links them again. */
export const projectParts = {
  async carry(tx: Reader, projectId: string): Promise<Carried> {
    const applications = await tx
      .select({ id: agentApplications.id })
      .from(agentApplications)
      .where(eq(agentApplications.projectId, projectId));
    return { applicationIds: applications.map((application) => application.id) };
  },
  async putBack(tx: Reader, carried: Carried, projectId: string) {
    const applicationIds = ids(carried.applicationIds);
    if (applicationIds.length === 0) return;
    await tx
      .update(agentApplications)
      .set({ projectId })
      .where(and(inArray(agentApplications.id, applicationIds), isNull(agentApplications.projectId)));
  },
};
