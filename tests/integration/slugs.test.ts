import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, newsItems, slugHistory } from "~/db/schema";
import * as newsEditRoute from "~/routes/admin/news/edit";
import { meta as articleMeta, loader as articleLoader } from "~/routes/news/article";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { loader as feedLoader } from "~/routes/news/feed";
import { SLUG_OLD_MESSAGE, SLUG_TAKEN_MESSAGE } from "~/utils/slugs/validation";
import { searchHead } from "./head-tags";
import { args, callRoute, getRequest, TEST_ORIGIN } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Issue 39 part 5 (ADR 0052): news stories have an editable address; old ones keep leading there.
const editAction = underAdminLayout(newsEditRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;

beforeAll(async () => {
  ({ database, context, adminCookie } = await setUpAdminTests({
    adminEmail: "slugs-editor@example.org",
    userEmail: "slugs-reader@example.org",
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

const storyFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  title: "Forty families kept warm",
  description: "The Duluth coat drive closed above its goal.",
  content: "<p>Thank you to everyone who gave a coat.</p>",
  category: "Campaigns",
  tags: "",
  author: "",
  publishedDate: "2025-01-15T08:30",
  imageUrl: "/images/seed/news-community.svg",
  imageAlt: "Neighbors in front of a community center",
  externalUrl: "",
  isPublished: "on",
  slug: "",
  seoDescription: "",
  socialImageUrl: "",
  ...overrides,
});

const save = (id: string, fields: Record<string, string>) =>
  callRoute<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(() =>
    editAction(args(post(`/admin/news/${id}`, fields, adminCookie), context, { id })),
  );
const visit = (param: string, search = "") =>
  callRoute<{ article: { title: string; slug: string } }>(() =>
    articleLoader(args(getRequest(`/news/${param}${search}`), context, { id: param })),
  );
const byTitle = async (title: string) =>
  (await database.db.select().from(newsItems).where(eq(newsItems.title, title)))[0]!;

describe(`news addresses (${process.env.TEST_DB_KIND})`, () => {
  it("gives a new story an address made from its title, and a different one to a second story of that title", async () => {
    expect((await save("new", storyFields({ title: "Café Owners’ Club opens" }))).status).toBe(302);
    const first = await byTitle("Café Owners’ Club opens");
    expect(first.slug).toBe("cafe-owners-club-opens");

    // Straight into the table, as a seed or a script writes: the database makes the address.
    await database.db.insert(newsItems).values({
      title: "Café Owners’ Club opens",
      description: "Again.",
      content: "<p>Again.</p>",
      category: "Community",
      isPublished: true,
    });
    const rows = await database.db.select().from(newsItems).where(eq(newsItems.title, "Café Owners’ Club opens"));
    expect(rows.map((row) => row.slug).sort()).toEqual(["cafe-owners-club-opens", "cafe-owners-club-opens-2"]);

    const page = await visit("cafe-owners-club-opens");
    expect(page.status).toBe(200);
    expect(page.data.article.title).toBe("Café Owners’ Club opens");
  });

  it("after a change of address, answers the old address and the id with a 301 to the new one, query kept", async () => {
    await save("new", storyFields({ title: "Coats for Duluth", slug: "coats-for-duluth" }));
    const story = await byTitle("Coats for Duluth");
    const saved = await save(story.id, storyFields({ title: "Coats for Duluth", slug: "duluth-coat-drive" }));
    expect(saved.status).toBe(302);

    const fresh = await visit("duluth-coat-drive");
    expect(fresh.status).toBe(200);
    expect(fresh.data.article.title).toBe("Coats for Duluth");

    const old = await visit("coats-for-duluth", "?utm_source=letter");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/news/duluth-coat-drive?utm_source=letter");

    const byId = await visit(story.id);
    expect(byId.status).toBe(301);
    expect(byId.location).toBe("/news/duluth-coat-drive");

    expect((await visit("no-such-story")).status).toBe(404);

    // The change is in the audit log, before and after.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "news_item"), eq(auditLog.entityId, story.id), eq(auditLog.action, "update")));
    expect(JSON.stringify(entry)).toContain("duluth-coat-drive");
    expect(JSON.stringify(entry)).toContain("coats-for-duluth");

    // Taking the old address back makes it the story's address again, without a redirect loop.
    await save(story.id, storyFields({ title: "Coats for Duluth", slug: "coats-for-duluth" }));
    expect((await visit("coats-for-duluth")).status).toBe(200);
    expect((await visit("duluth-coat-drive")).location).toBe("/news/coats-for-duluth");
  });

  it("refuses another story's address, or one another story had, next to the field and keeping what was typed", async () => {
    await save("new", storyFields({ title: "Pantry shelves full", slug: "pantry-shelves-full" }));
    await save("new", storyFields({ title: "Pantry needs volunteers", slug: "pantry-needs-volunteers" }));
    const second = await byTitle("Pantry needs volunteers");

    const taken = await save(second.id, storyFields({ title: "Pantry needs volunteers", slug: "pantry-shelves-full" }));
    expect(taken.status).toBe(400);
    expect(taken.data.result.error.slug).toEqual([SLUG_TAKEN_MESSAGE]);
    expect(taken.data.result.initialValue.slug).toBe("pantry-shelves-full");
    expect((await byTitle("Pantry needs volunteers")).slug).toBe("pantry-needs-volunteers");

    // "coats-for-duluth" (above) was moved away from and back; "duluth-coat-drive" is now its old address.
    const old = await save("new", storyFields({ title: "Another drive", slug: "duluth-coat-drive" }));
    expect(old.status).toBe(400);
    expect(old.data.result.error.slug).toEqual([SLUG_OLD_MESSAGE]);

    const badShape = await save("new", storyFields({ title: "Odd address", slug: "Not OK!" }));
    expect(badShape.status).toBe(400);
    expect(badShape.data.result.error.slug?.[0]).toMatch(/lowercase letters, numbers and single hyphens/);
  });

  it("frees a deleted story's old addresses", async () => {
    await save("new", storyFields({ title: "Short-lived story", slug: "short-lived" }));
    const story = await byTitle("Short-lived story");
    await save(story.id, storyFields({ title: "Short-lived story", slug: "short-lived-2025" }));
    expect(await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, story.id))).toHaveLength(1);
    await callRoute(() =>
      editAction(args(post(`/admin/news/${story.id}`, { intent: "delete" }, adminCookie), context, { id: story.id })),
    );
    expect(await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, story.id))).toHaveLength(0);
    expect((await visit("short-lived")).status).toBe(404);
  });

  it("backfills unique addresses for stories that had none (as the migration does)", async () => {
    const titles = ["Same title twice", "Same title twice", "Same title twice 2", "!!!"];
    const ids: string[] = [];
    for (const title of titles) {
      const [row] = await database.db
        .insert(newsItems)
        .values({
          title,
          description: "x",
          content: "<p>x</p>",
          category: "Community",
          slug: "placeholder-" + ids.length,
        })
        .returning({ id: newsItems.id });
      ids.push(row!.id);
    }
    // The migration's backfill statement: every row without an address gets one from its title.
    await database.db.execute(sql`UPDATE latest_news SET slug = '' WHERE id IN (${sql.join(ids, sql`, `)})`);
    const rows = await database.db
      .select({ slug: newsItems.slug })
      .from(newsItems)
      .where(sql`${newsItems.id} IN (${sql.join(ids, sql`, `)})`);
    const slugs = rows.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(4);
    expect(slugs).toContain("same-title-twice");
    expect(slugs).toContain("news");
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("lists stories by their address in the sitemap and the feed", async () => {
    const story = await byTitle("Coats for Duluth");
    const sitemap = await ((await sitemapLoader(args(getRequest("/sitemap.xml"), context))) as Response).text();
    expect(sitemap).toContain(`${TEST_ORIGIN}/news/coats-for-duluth</loc>`);
    expect(sitemap).not.toContain(`/news/${story.id}`);
    const feed = await ((await feedLoader(args(getRequest("/latest-news/feed.xml"), context))) as Response).text();
    expect(feed).toContain(`href="${TEST_ORIGIN}/news/coats-for-duluth"`);
  });

  it("puts the search description and the social image in the page head, else the summary and the story's image", async () => {
    await save(
      "new",
      storyFields({
        title: "Summer reading circle",
        slug: "summer-reading",
        seoDescription: "Free books and a weekly circle for kids all summer.",
        socialImageUrl: "/media/reading-card.png",
      }),
    );
    const headOf = async (slug: string) => searchHead(articleMeta, (await visit(slug)).data);
    expect(await headOf("summer-reading")).toEqual({
      description: "Free books and a weekly circle for kids all summer.",
      image: `${TEST_ORIGIN}/media/reading-card.png`,
      canonical: `${TEST_ORIGIN}/news/summer-reading`,
    });

    const plain = await headOf("coats-for-duluth");
    expect(plain.description).toBe("The Duluth coat drive closed above its goal.");
    expect(plain.canonical).toBe(`${TEST_ORIGIN}/news/coats-for-duluth`);

    const tooLong = await save(
      "new",
      storyFields({ title: "Too long a description", seoDescription: "x".repeat(161) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.result.error.seoDescription?.[0]).toMatch(/under 160 characters/);
  });
});
