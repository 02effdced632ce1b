import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/database";
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
import { verifyCoursePassword } from "~/features/academy/course-password.server";
import { DEMO_PRIVATE_COURSE_PASSWORD } from "./courses";
import { DEMO_CONTENT_SEEDED_KEY, seedDemoContent } from "./seed.server";
import { describeWeakCode } from "~/utils/eligibility-code";

const TABLES = {
  teamMembers,
  businessProjects,
  campaigns,
  participants,
  completedCampaigns,
  newsItems,
  newsletters,
  courses,
  courseModules,
  courseLessons,
} as const;
type TableName = keyof typeof TABLES;

let database: TestDatabase;
let firstRun: boolean;

async function countRows(): Promise<Record<TableName, number>> {
  const entries = await Promise.all(
    (Object.keys(TABLES) as TableName[]).map(async (name) => {
      const [row] = await database.db.select({ n: count() }).from(TABLES[name]);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TableName, number>;
}

beforeAll(async () => {
  // A fresh, migrated in-memory PGlite (or a PostgreSQL database when TEST_DATABASE_URL is set).
  database = await createTestDatabase();
  firstRun = await seedDemoContent(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe(`demo content seed (${process.env.TEST_DB_KIND ?? "pglite"})`, () => {
  it("seeds once, records a marker, and does nothing the second time", async () => {
    expect(firstRun).toBe(true);
    const before = await countRows();
    const [marker] = await database.db.select().from(appMeta).where(eq(appMeta.key, DEMO_CONTENT_SEEDED_KEY));
    expect(marker?.value).toBeTruthy();

    await expect(seedDemoContent(database.db)).resolves.toBe(false);
    expect(await countRows()).toEqual(before);
  });

  it("does not bring the demo back after staff delete the content", async () => {
    const scratch = await createTestDatabase();
    try {
      await expect(seedDemoContent(scratch.db)).resolves.toBe(true);
      await scratch.db.delete(newsItems);
      await expect(seedDemoContent(scratch.db)).resolves.toBe(false);
      const [row] = await scratch.db.select({ n: count() }).from(newsItems);
      expect(row?.n).toBe(0);
    } finally {
      await scratch.close();
    }
  });

  it("fills every content table with at least the required rows", async () => {
    const counts = await countRows();
    expect(counts.businessProjects).toBeGreaterThanOrEqual(9);
    expect(counts.campaigns).toBeGreaterThanOrEqual(8);
    expect(counts.participants).toBeGreaterThanOrEqual(1);
    expect(counts.completedCampaigns).toBeGreaterThanOrEqual(8);
    expect(counts.newsItems).toBeGreaterThanOrEqual(14);
    expect(counts.newsletters).toBeGreaterThanOrEqual(8);
    expect(counts.courses).toBeGreaterThanOrEqual(5);
    expect(counts.courseModules).toBeGreaterThanOrEqual(counts.courses * 2);
    expect(counts.courseLessons).toBeGreaterThanOrEqual(counts.courseModules * 2);

    const team = await database.db.select({ category: teamMembers.category }).from(teamMembers);
    expect(team.filter((m) => m.category === "board").length).toBeGreaterThanOrEqual(3);
    expect(team.filter((m) => m.category === "committee").length).toBeGreaterThanOrEqual(3);
  });

  it("covers the project shapes and partner programmes the pages must handle", async () => {
    const projects = await database.db.select().from(businessProjects);
    const titles = projects.map((p) => p.title);
    for (const needle of ["Mary Kay", "AMERA Diamonds", "Orel Developers", "LON Tax", "Shield Fashion", "Lab-Grown"]) {
      expect(titles.some((t) => t.includes(needle))).toBe(true);
    }
    expect(projects.find((p) => p.title.includes("AMERA Diamonds"))?.isMadeInUsa).toBe(true);
    expect(projects.filter((p) => p.category !== "Business Opportunity")).toHaveLength(1);
    expect(projects.filter((p) => p.status === "Completed")).toHaveLength(1);
    expect(projects.filter((p) => p.status === "In Planning")).toHaveLength(1);

    const types = projects.map((p) => p.availableCollaborationTypes);
    expect(types.some((t) => Array.isArray(t))).toBe(true);
    expect(types.some((t) => t !== null && typeof t === "object" && !Array.isArray(t))).toBe(true);
    expect(types.some((t) => t === null)).toBe(true);
    expect(
      types.some((t) => Array.isArray(t) && t.some((entry) => !(entry as { description?: string }).description)),
    ).toBe(true);

    const colors = projects.map((p) => p.brandColors as unknown);
    const isObject = (c: unknown): c is Record<string, unknown> => c !== null && typeof c === "object";
    expect(colors.some((c) => isObject(c) && "primary" in c && "background_white" in c)).toBe(true);
    expect(colors.some((c) => isObject(c) && "gradient" in c)).toBe(true);
    expect(colors.some((c) => isObject(c) && "colors" in c)).toBe(true);
    expect(colors.some((c) => c === null)).toBe(true);
    const strings = colors.filter((c): c is string => typeof c === "string");
    const parses = (s: string) => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    };
    expect(strings.some((s) => !parses(s))).toBe(true);

    // JSON text is stored as a jsonb *string*. Drizzle's jsonb reader JSON.parses any string
    // it gets back, so valid JSON text only shows up as a string when read with SQL.
    type Row = { types: string | null; colors: string | null; raw: string | null };
    // PGlite and node-postgres both answer with `{ rows }`; the shared Db type leaves it unknown.
    const stored = (await database.db.execute(
      sql`select jsonb_typeof(${businessProjects.availableCollaborationTypes}) as types,
                 jsonb_typeof(${businessProjects.brandColors}) as colors,
                 ${businessProjects.brandColors} #>> '{}' as raw
          from ${businessProjects}`,
    )) as unknown as { rows: Row[] };
    expect(stored.rows.some((r) => r.types === "string")).toBe(true);
    expect(stored.rows.filter((r) => r.colors === "string").map((r) => parses(r.raw ?? ""))).toEqual(
      expect.arrayContaining([true, false]),
    );
  });

  it("leaves exactly one news item and one newsletter unpublished", async () => {
    expect(await database.db.select().from(newsItems).where(eq(newsItems.isPublished, false))).toHaveLength(1);
    expect(await database.db.select().from(newsletters).where(eq(newsletters.isPublished, false))).toHaveLength(1);
    const categories = new Set((await database.db.select({ c: newsItems.category }).from(newsItems)).map((r) => r.c));
    expect(categories.size).toBeGreaterThanOrEqual(3);
  });

  it("stores a private course's password as a hash that verifies", async () => {
    const privateCourses = await database.db.select().from(courses).where(eq(courses.isPrivate, true));
    expect(privateCourses).toHaveLength(1);
    const hash = privateCourses[0]!.passwordHash!;
    expect(hash).not.toBe(DEMO_PRIVATE_COURSE_PASSWORD);
    expect(hash).not.toContain(DEMO_PRIVATE_COURSE_PASSWORD);
    await expect(verifyCoursePassword(DEMO_PRIVATE_COURSE_PASSWORD, hash)).resolves.toBe(true);

    const categories = (await database.db.select({ c: courses.category }).from(courses)).map((r) => r.c);
    expect(categories).toContain("business opportunity");
    expect(categories).toContain("lab-grown diamonds");
  });

  it("gives every campaign a distinct eligibility code that cannot be guessed", async () => {
    const rows = await database.db.select({ code: campaigns.eligibilityCode }).from(campaigns);
    for (const { code } of rows) {
      expect(code).toMatch(/^[A-Z]+-[2-9A-HJ-NP-Z]{4}-20\d\d$/);
      expect(describeWeakCode(code)).toBeNull();
    }
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });
});
