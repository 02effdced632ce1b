import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businessProjects,
  campaigns,
  courseLessons,
  courseModules,
  courses,
  newsItems,
  newsletters,
} from "~/db/schema";
import type { SearchData } from "~/features/search/kinds";
import { loader as searchLoader } from "~/routes/search/search";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, getRequest } from "../setup/context";
import { createCampaign, createCompletedCampaign } from "../factories/campaigns";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;

// Made-up words, so only the rows written here can match them.
const RANKED = "quillwort";
const DRAFT = "zephyrine";
const SECRET_LESSON = "marmoreal";
const PRIVATE_COURSE_TITLE = "Gemstone Marketing for Quillbrook Agents";
/** Published campaigns (more than a dialog group shows) and their secret codes. */
const CAMPAIGNS: { eligibilityCode: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  context = createTestContext(database);
  const { db } = database;

  // Published campaigns and completed campaigns, each naming the word "campaign".
  for (let n = 0; n < 7; n++) CAMPAIGNS.push(await createCampaign(db));
  for (let n = 0; n < 2; n++) await createCompletedCampaign(db);

  // Ranking: one news item names the word in its title, an older one only deep in its body.
  await db.insert(newsItems).values([
    {
      title: `A ${RANKED} garden opens downtown`,
      description: "Neighbours planted a wetland bed together.",
      content: "<p>Twelve volunteers spent a Saturday planting.</p>",
      category: "Community",
      isPublished: true,
      publishedDate: new Date("2024-01-01"),
    },
    {
      title: "Saturday planting recap",
      description: "What the volunteers planted this spring.",
      content: `<p>Among the plants was ${RANKED}, a little fern. The ${RANKED} bed is watered weekly; ${RANKED} likes wet soil.</p>`,
      category: "Community",
      isPublished: true,
      publishedDate: new Date("2025-06-01"),
    },
  ]);

  // Drafts of every kind, all carrying the same word.
  await db.insert(newsItems).values({
    title: `${DRAFT} news draft`,
    description: "Not ready.",
    content: "<p>Draft.</p>",
    category: "Community",
    isPublished: false,
  });
  await db.insert(businessProjects).values({
    slug: `${DRAFT}-project`,
    title: `${DRAFT} project`,
    description: "Draft.",
    isPublished: false,
  });
  await db.insert(campaigns).values({
    title: `${DRAFT} campaign`,
    description: "Draft.",
    eligibilityCode: "DRAFTCODE1",
    isPublished: false,
  });
  await db.insert(newsletters).values({
    newsletterNumber: 9001,
    title: `${DRAFT} letter`,
    content: "<p>Draft.</p>",
    isPublished: false,
  });
  await db.insert(courses).values({
    title: `${DRAFT} course`,
    description: "Draft.",
    isPublished: false,
  });

  // A published private course whose lesson text must stay behind its password.
  const [course] = await db
    .insert(courses)
    .values({
      title: PRIVATE_COURSE_TITLE,
      description: "For registered agents only.",
      isPrivate: true,
      passwordHash: "not-a-real-hash",
    })
    .returning({ id: courses.id });
  const [courseModule] = await db
    .insert(courseModules)
    .values({
      courseId: course!.id,
      title: `Module about ${SECRET_LESSON} pricing`,
      description: `The ${SECRET_LESSON} method.`,
    })
    .returning({ id: courseModules.id });
  await db.insert(courseLessons).values({
    moduleId: courseModule!.id,
    title: `The ${SECRET_LESSON} lesson`,
    content: `<p>Only unlocked agents read about ${SECRET_LESSON} margins.</p>`,
  });
});
afterAll(async () => {
  await database?.close();
});

const search = async (q: string, view?: "dialog") => {
  const params = new URLSearchParams({ q });
  if (view) params.set("view", view);
  return callRoute<SearchData>(() => searchLoader(args(getRequest(`/search?${params}`), context)));
};

const titles = (data: SearchData) => data.groups.flatMap((group) => group.hits.map((hit) => hit.title));
const group = (data: SearchData, kind: string) => data.groups.find((g) => g.kind === kind);

describe(`site search (${process.env.TEST_DB_KIND})`, () => {
  it("ranks a title match above a body-only match, and highlights the matched words", async () => {
    const result = await search(RANKED);
    expect(result.status).toBe(200);
    expect(result.data.status).toBe("ok");
    const news = group(result.data, "news")!;
    expect(news.hits.map((hit) => hit.title)).toEqual([`A ${RANKED} garden opens downtown`, "Saturday planting recap"]);
    expect(news.hits[1]!.url).toBe("/news/saturday-planting-recap");
    expect(news.hits[1]!.snippet.filter((part) => part.isMatch).map((part) => part.text.toLowerCase())).toContain(
      RANKED,
    );
    // The body's HTML tags never reach the snippet.
    expect(news.hits[1]!.snippet.map((part) => part.text).join("")).not.toContain("<p>");
  });

  it("matches word prefixes as the visitor types", async () => {
    const result = await search("volunt");
    expect(group(result.data, "page")?.hits.map((hit) => hit.url)).toContain("/volunteer");
    const partial = await search("quillw");
    expect(titles(partial.data)).toContain(`A ${RANKED} garden opens downtown`);
  });

  it("finds published content of every kind with links to its public page", async () => {
    const result = await search("campaign");
    expect(result.data.groups.map((g) => g.kind)).toEqual(
      expect.arrayContaining(["page", "campaign", "completed-campaign"]),
    );
    const campaign = group(result.data, "campaign")!;
    expect(campaign.hits[0]!.url).toMatch(/^\/campaigns\/[0-9a-f-]{36}$/);
    // Each group is capped on the page (20) and in the dialog (5), with the full count kept.
    const dialog = await search("c", "dialog");
    for (const g of dialog.data.groups) expect(g.hits.length).toBe(Math.min(g.total, 5));
    const capped = dialog.data.groups.find((g) => g.total > 5)!;
    expect(capped).toBeDefined();
    const page = await search("c");
    expect(group(page.data, capped.kind)!.hits.length).toBe(Math.min(capped.total, 20));
  });

  it("finds the fixed pages by their title and summary", async () => {
    const privacy = await search("privacy");
    expect(group(privacy.data, "page")!.hits[0]).toMatchObject({
      title: "Privacy Policy",
      url: "/privacy",
    });
    const donate = await search("tax receipt");
    expect(group(donate.data, "page")!.hits.map((hit) => hit.url)).toContain("/donate");
  });

  it("never shows drafts of any kind", async () => {
    const result = await search(DRAFT);
    expect(result.data).toMatchObject({ status: "ok", total: 0, groups: [] });
  });

  it("finds a private course by its catalogue text but never by its lessons or modules", async () => {
    const byTitle = await search("quillbrook");
    expect(group(byTitle.data, "course")!.hits.map((hit) => hit.title)).toEqual([PRIVATE_COURSE_TITLE]);
    const byLesson = await search(SECRET_LESSON);
    expect(byLesson.data.total).toBe(0);
    expect(JSON.stringify(byLesson.data)).not.toContain("margins");
  });

  it("never finds or shows a campaign's eligibility code", async () => {
    expect(CAMPAIGNS.length).toBeGreaterThan(0);
    for (const seed of CAMPAIGNS) {
      const result = await search(seed.eligibilityCode);
      expect(result.data.total).toBe(0);
    }
    const everything = await search("campaign");
    const json = JSON.stringify(everything.data);
    for (const seed of CAMPAIGNS) expect(json).not.toContain(seed.eligibilityCode);
  });

  it("answers hostile or odd queries calmly, with no error", async () => {
    for (const q of [
      "'",
      "&|!():*",
      "<script>alert(1)</script>",
      "🙂 🎉",
      "the",
      "a & b",
      "\\",
      "x".repeat(10_000),
      "hand:* | !",
    ]) {
      const result = await search(q);
      expect(result.status).toBe(200);
      expect(result.data.status).not.toBe("error");
    }
    expect((await search("&|!():*")).data.status).toBe("empty");
    expect((await search("🙂")).data.status).toBe("empty");
    expect((await search("x".repeat(10_000))).data).toMatchObject({
      status: "too-long",
      groups: [],
    });
    const script = await search("<script>");
    expect(script.data.status).toBe("ok");
    expect(JSON.stringify(script.data.groups)).not.toContain("<script");
  });
});
