/**
 * Idempotent demo content for a fresh database (development, demos, e2e).
 * A marker row in `app_meta` records that the seed ran, rather than "the tables
 * are empty", so staff deleting every campaign never brings the demo back.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  appMeta,
  businessProjects,
  campaigns,
  completedCampaigns,
  courseLessons,
  courseModules,
  courses,
  newsItems,
  newsletters,
  participants,
  teamMembers,
} from "~/db/schema";
import { CAMPAIGNS, PARTICIPANTS } from "./campaigns";
import { COMPLETED_CAMPAIGNS } from "./completed-campaigns";
import { hashCoursePassword } from "~/features/academy/course-password.server";
import { COURSES } from "./courses";
import { NEWS_ITEMS } from "./news";
import { NEWSLETTERS } from "./newsletters";
import { BUSINESS_PROJECTS } from "./projects";
import { TEAM_MEMBERS } from "./team";

export const DEMO_CONTENT_SEEDED_KEY = "demo_content_seeded";

/** Any fixed number: concurrent starts against one PostgreSQL server seed only once. */
const SEED_LOCK_ID = 727_502;

/** Seeds the demo content in one transaction. Returns false (and changes nothing) if it already ran. */
export async function seedDemoContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [marker] = await tx
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(eq(appMeta.key, DEMO_CONTENT_SEEDED_KEY))
      .limit(1);
    if (marker) return false;

    await tx.insert(teamMembers).values(TEAM_MEMBERS);
    await tx.insert(businessProjects).values(BUSINESS_PROJECTS);

    const insertedCampaigns = await tx
      .insert(campaigns)
      .values(CAMPAIGNS)
      .returning({ id: campaigns.id, eligibilityCode: campaigns.eligibilityCode });
    const campaignIdByCode = new Map(insertedCampaigns.map((c) => [c.eligibilityCode, c.id]));
    await tx.insert(participants).values(
      PARTICIPANTS.map(({ campaignCode, ...participant }) => ({
        ...participant,
        campaignId: required(campaignIdByCode.get(campaignCode), `campaign ${campaignCode}`),
        eligibilityCodeUsed: campaignCode,
      })),
    );

    await tx.insert(completedCampaigns).values(COMPLETED_CAMPAIGNS);
    await tx.insert(newsItems).values(NEWS_ITEMS);
    await tx.insert(newsletters).values(NEWSLETTERS);
    await seedCourses(tx);

    await tx.insert(appMeta).values({ key: DEMO_CONTENT_SEEDED_KEY, value: new Date().toISOString() });
    return true;
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function seedCourses(tx: Tx): Promise<void> {
  const courseRows = await Promise.all(
    COURSES.map(async ({ modules: _modules, password, ...course }) => ({
      ...course,
      passwordHash: password === null ? null : await hashCoursePassword(password),
    })),
  );
  const insertedCourses = await tx
    .insert(courses)
    .values(courseRows)
    .returning({ id: courses.id, title: courses.title });
  const courseIdByTitle = new Map(insertedCourses.map((c) => [c.title, c.id]));

  const moduleRows = COURSES.flatMap((course) =>
    course.modules.map(({ lessons: _lessons, ...module }) => ({
      ...module,
      courseId: required(courseIdByTitle.get(course.title), `course ${course.title}`),
    })),
  );
  const insertedModules = await tx
    .insert(courseModules)
    .values(moduleRows)
    .returning({ id: courseModules.id, courseId: courseModules.courseId, title: courseModules.title });
  // RETURNING order is not guaranteed, so modules are matched by (course, title).
  const moduleKey = (courseId: string, title: string) => `${courseId}\u0000${title}`;
  const moduleIdByKey = new Map(insertedModules.map((m) => [moduleKey(m.courseId, m.title), m.id]));

  const lessonRows = COURSES.flatMap((course) => {
    const courseId = required(courseIdByTitle.get(course.title), `course ${course.title}`);
    return course.modules.flatMap((module) => {
      const moduleId = required(moduleIdByKey.get(moduleKey(courseId, module.title)), `module ${module.title}`);
      return module.lessons.map((lesson) => ({ ...lesson, moduleId }));
    });
  });
  await tx.insert(courseLessons).values(lessonRows);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed: ${what} was not inserted`);
  return value;
}
