import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, newsItems } from "~/db/schema";
import * as newsEditRoute from "~/routes/admin/news/edit";
import * as newsListRoute from "~/routes/admin/news/list";
import { loader as articleLoader } from "~/routes/news/article";
import { loader as latestNewsLoader } from "~/routes/news/latest-news";
import { args, callRoute, getRequest } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Admin loaders and actions as the server runs them: after their middleware, which does the admin check.
const editAction = underAdminLayout(newsEditRoute.action);
const editLoader = underAdminLayout(newsEditRoute.loader);
const listAction = underAdminLayout(newsListRoute.action);
const listLoader = underAdminLayout(newsListRoute.loader);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;
let existingId: string;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "editor@example.org",
    userEmail: "reader@example.org",
  }));
  const [row] = await database.db
    .insert(newsItems)
    .values({
      title: "Library opens on Saturdays",
      description: "More hours for homework help.",
      content: "<p>From March the library opens on Saturdays.</p>",
      category: "Community",
      // 10:00 in the site's zone (America/New_York, EST then): the editor shows wall-clock time there.
      publishedDate: new Date("2026-03-01T15:00:00Z"),
      isPublished: true,
    })
    .returning({ id: newsItems.id });
  existingId = row!.id;
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
  tags: "winter, coats, Winter",
  author: "Maya Lopez",
  publishedDate: "2025-01-15T08:30",
  imageUrl: "/images/seed/news-community.svg",
  imageAlt: "Neighbors gathered in front of a community center",
  externalUrl: "",
  isPublished: "on",
  ...overrides,
});

interface Card {
  id: string;
  title: string;
}
const latestNews = () =>
  callRoute<{ featured: Card[]; items: Card[]; total: number }>(() =>
    latestNewsLoader(args(getRequest("/latest-news"), context)),
  );
/** The story's own page, at its address (/news/{slug}, ADR 0052); a deleted story's id, as it was. */
const article = async (id: string) => {
  const [row] = await database.db.select({ slug: newsItems.slug }).from(newsItems).where(eq(newsItems.id, id));
  const param = row?.slug ?? id;
  return callRoute<{ article: { title: string; contentHtml: string; tags: string[] } }>(() =>
    articleLoader(args(getRequest(`/news/${param}`), context, { id: param })),
  );
};
const onLatestNews = async (title: string) => {
  const page = await latestNews();
  return [...page.data.featured, ...page.data.items].some((card) => card.title === title);
};
const byTitle = async (title: string) =>
  (await database.db.select().from(newsItems).where(eq(newsItems.title, title)))[0];
const auditFor = (id: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "news_item"), eq(auditLog.entityId, id)));

const save = (id: string, fields: Record<string, string>, cookie = adminCookie) =>
  callRoute<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(() =>
    editAction(args(post(`/admin/news/${id}`, fields, cookie), context, { id })),
  );
const toggle = (id: string, isPublished: boolean, cookie = adminCookie) =>
  callRoute(() =>
    listAction(
      args(post("/admin/news?page=1", { intent: "publish", id, isPublished: String(isPublished) }, cookie), context),
    ),
  );

describe(`admin news (${process.env.TEST_DB_KIND})`, () => {
  describe("refuses everyone but admins, for every loader and action", () => {
    const loaders: [string, (cookie?: string) => Promise<{ status: number; data: unknown }>][] = [
      ["list", (c) => callRoute(() => listLoader(args(get("/admin/news", c), context)))],
      ["new", (c) => callRoute(() => editLoader(args(get("/admin/news/new", c), context, { id: "new" })))],
      [
        "edit",
        (c) => callRoute(() => editLoader(args(get(`/admin/news/${existingId}`, c), context, { id: existingId }))),
      ],
      [
        "delete confirmation",
        (c) =>
          callRoute(() => editLoader(args(get(`/admin/news/${existingId}?delete=1`, c), context, { id: existingId }))),
      ],
    ];
    const actions: [string, (cookie?: string) => Promise<{ status: number; data: unknown }>][] = [
      ["create", (c) => save("new", storyFields({ title: "Sneaked in" }), c)],
      ["update", (c) => save(existingId, storyFields({ title: "Hacked" }), c)],
      [
        "delete",
        (c) =>
          callRoute(() =>
            editAction(args(post(`/admin/news/${existingId}`, { intent: "delete" }, c), context, { id: existingId })),
          ),
      ],
      ["unpublish", (c) => toggle(existingId, false, c)],
    ];

    for (const [name, run] of [...loaders, ...actions]) {
      it(`${name}: 403 for a visitor and for a signed-in user, without the data`, async () => {
        // "" is no cookie at all (an anonymous visitor).
        for (const cookie of ["", userCookie]) {
          const result = await run(cookie);
          expect(result.status).toBe(403);
          expect(JSON.stringify(result.data ?? "")).not.toContain("homework");
        }
      });
    }

    it("the refused actions changed nothing", async () => {
      const [row] = await database.db.select().from(newsItems).where(eq(newsItems.id, existingId));
      expect(row).toMatchObject({ title: "Library opens on Saturdays", isPublished: true });
      expect(await database.db.select().from(newsItems)).toHaveLength(1);
      expect(await database.db.select().from(auditLog).where(eq(auditLog.entity, "news_item"))).toHaveLength(0);
    });

    for (const [name, run] of loaders) {
      it(`${name}: 200 for an admin`, async () => {
        expect((await run(adminCookie)).status).toBe(200);
      });
    }
  });

  it("creates a published story that shows on /latest-news and on its own page, with tags tidied and an audit entry", async () => {
    const created = await save("new", storyFields());
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin/news");
    expect(created.headers.getSetCookie().join(";")).toContain("toast=");

    const row = await byTitle("Forty families kept warm");
    expect(row).toMatchObject({
      category: "Campaigns",
      tags: ["winter", "coats"],
      author: "Maya Lopez",
      externalUrl: null,
      isPublished: true,
    });
    // Typed in the site's zone (America/New_York, EST in January).
    expect(row!.publishedDate.toISOString()).toBe("2025-01-15T13:30:00.000Z");

    expect(await onLatestNews("Forty families kept warm")).toBe(true);
    const page = await article(row!.id);
    expect(page.status).toBe(200);
    expect(page.data.article).toMatchObject({ title: "Forty families kept warm", tags: ["winter", "coats"] });
    expect(page.data.article.contentHtml).toContain("Thank you to everyone who gave a coat.");

    const [entry] = await auditFor(row!.id);
    expect(entry).toMatchObject({ action: "create", actorEmail: "editor@example.org" });
  });

  it("keeps a draft off the public pages until it is published, and takes it off again when unpublished", async () => {
    await save("new", storyFields({ title: "Spring course list", category: "Academy", isPublished: "" }));
    const draft = (await byTitle("Spring course list"))!;
    expect(draft.isPublished).toBe(false);
    expect(await onLatestNews("Spring course list")).toBe(false);
    expect((await article(draft.id)).status).toBe(404);

    const list = await callRoute<{ items: { id: string; isPublished: boolean }[] }>(() =>
      listLoader(args(get("/admin/news", adminCookie), context)),
    );
    expect(list.data.items.find((item) => item.id === draft.id)?.isPublished).toBe(false);

    const published = await toggle(draft.id, true);
    expect(published.status).toBe(302);
    expect(published.location).toBe("/admin/news?page=1");
    expect(await onLatestNews("Spring course list")).toBe(true);
    expect((await article(draft.id)).status).toBe(200);

    await toggle(draft.id, false);
    expect(await onLatestNews("Spring course list")).toBe(false);
    expect((await article(draft.id)).status).toBe(404);
    expect((await auditFor(draft.id)).map((entry) => entry.action).sort()).toEqual(["create", "publish", "unpublish"]);
  });

  it("edits a story: the editor loads its values, and the public pages show the change", async () => {
    const form = await callRoute<{ item: { title: string; tags: string; publishedDate: string; category: string } }>(
      () => editLoader(args(get(`/admin/news/${existingId}`, adminCookie), context, { id: existingId })),
    );
    expect(form.data.item).toMatchObject({
      title: "Library opens on Saturdays",
      tags: "",
      publishedDate: "2026-03-01T10:00",
      category: "Community",
    });

    const saved = await save(
      existingId,
      storyFields({
        title: "Library opens on Saturdays and Sundays",
        category: "Community",
        publishedDate: "2026-03-01T10:00",
      }),
    );
    expect(saved.status).toBe(302);
    expect((await article(existingId)).data.article.title).toBe("Library opens on Saturdays and Sundays");
    expect(await onLatestNews("Library opens on Saturdays and Sundays")).toBe(true);
    expect(await onLatestNews("Library opens on Saturdays")).toBe(false);
    expect((await auditFor(existingId)).map((entry) => entry.action)).toContain("update");
  });

  it("stores rich text sanitised: no scripts, no event handlers, no javascript: links", async () => {
    const hostile =
      '<p>Hello <strong>friends</strong><script>alert("x")</script></p>' +
      '<p><img src="/media/0123456789abcdef.webp" onerror="alert(1)" alt="Volunteers"><a href="javascript:alert(2)">click</a></p>';
    await save("new", storyFields({ title: "Sanitised story", content: hostile }));
    const row = (await byTitle("Sanitised story"))!;
    expect(row.content).toContain("<strong>friends</strong>");
    expect(row.content).toContain('src="/media/0123456789abcdef.webp"');
    expect(row.content).not.toMatch(/<script|alert\("x"\)|onerror|javascript:/i);
    expect((await article(row.id)).data.article.contentHtml).not.toMatch(/<script|onerror/i);

    // Content that is nothing but removed markup is refused, not stored empty.
    const empty = await save("new", storyFields({ title: "Only a script", content: "<script>alert(1)</script>" }));
    expect(empty.status).toBe(400);
    expect(empty.data.result.error.content?.[0]).toMatch(/Please write the story/);
    expect(await byTitle("Only a script")).toBeUndefined();
  });

  it("answers invalid input with errors next to each field and keeps what was typed", async () => {
    const fields = storyFields({
      title: " ",
      description: "",
      content: "<p></p>",
      category: "Gossip",
      tags: Array.from({ length: 11 }, (_, i) => `tag${i}`).join(", "),
      publishedDate: "someday",
      imageUrl: "javascript:alert(1)",
      externalUrl: "not a link",
      author: "Kept Author",
    });
    const invalid = await save("new", fields);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.data.result.error).sort()).toEqual(
      ["category", "content", "description", "externalUrl", "imageUrl", "publishedDate", "tags", "title"].sort(),
    );
    expect(invalid.data.result.error.tags?.[0]).toBe("Please use at most 10 tags.");
    expect(invalid.data.result.initialValue).toMatchObject({
      author: "Kept Author",
      publishedDate: "someday",
      category: "Gossip",
    });
    expect(await database.db.select().from(newsItems).where(eq(newsItems.author, "Kept Author"))).toHaveLength(0);
  });

  it("refuses an image without alt text unless it is marked decorative, and clears it with the image", async () => {
    const missing = await save("new", storyFields({ title: "Pictured without words", imageAlt: "  " }));
    expect(missing.status).toBe(400);
    expect(missing.data.result.error.imageAlt).toEqual(["Describe the image, or mark it as decorative."]);
    expect(await byTitle("Pictured without words")).toBeUndefined();

    await save("new", storyFields({ title: "Pictured as decoration", imageAlt: "", imageDecorative: "on" }));
    const decorative = await byTitle("Pictured as decoration");
    expect(decorative).toMatchObject({ imageAlt: null, imageDecorative: true });

    await save("new", storyFields({ title: "Pictured and described", imageAlt: " Coats hung on a rack " }));
    const described = await byTitle("Pictured and described");
    expect(described).toMatchObject({ imageAlt: "Coats hung on a rack", imageDecorative: false });
    await save(described!.id, storyFields({ title: "Pictured and described", imageUrl: "" }));
    expect(await byTitle("Pictured and described")).toMatchObject({
      imageUrl: null,
      imageAlt: null,
      imageDecorative: false,
    });
  });

  it("asks before deleting, names the story, then deletes it from every page with an audit entry", async () => {
    await save("new", storyFields({ title: "Coat drive recap" }));
    const row = (await byTitle("Coat drive recap"))!;
    expect(await onLatestNews("Coat drive recap")).toBe(true);

    const confirm = await callRoute<{ item: { title: string }; confirmDelete: boolean }>(() =>
      editLoader(args(get(`/admin/news/${row.id}?delete=1`, adminCookie), context, { id: row.id })),
    );
    expect(confirm.data).toMatchObject({ confirmDelete: true, item: { title: "Coat drive recap" } });
    expect(await byTitle("Coat drive recap")).toBeDefined();

    const deleted = await callRoute(() =>
      editAction(args(post(`/admin/news/${row.id}`, { intent: "delete" }, adminCookie), context, { id: row.id })),
    );
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/news");
    expect(await byTitle("Coat drive recap")).toBeUndefined();
    expect(await onLatestNews("Coat drive recap")).toBe(false);
    expect((await article(row.id)).status).toBe(404);
    const entries = await auditFor(row.id);
    expect(entries.find((entry) => entry.action === "delete")?.details).toMatchObject({ title: "Coat drive recap" });

    const again = await callRoute(() =>
      editAction(args(post(`/admin/news/${row.id}`, { intent: "delete" }, adminCookie), context, { id: row.id })),
    );
    expect(again.status).toBe(404);
  });

  it("gives 404 for unknown or malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const result = await callRoute(() => editLoader(args(get(`/admin/news/${id}`, adminCookie), context, { id })));
      expect(result.status).toBe(404);
    }
    expect((await toggle("00000000-0000-4000-8000-000000000000", true)).status).toBe(404);
  });

  it("lists every story newest first, 20 a page", async () => {
    await database.db.insert(newsItems).values(
      Array.from({ length: 22 }, (_, i) => ({
        title: `Weekly update ${i + 1}`,
        description: "A short note.",
        content: "<p>Note.</p>",
        category: "Community",
        publishedDate: new Date(Date.UTC(2027, 0, i + 1)),
        isPublished: i % 2 === 0,
      })),
    );
    const total = (await database.db.select().from(newsItems)).length;
    const first = await callRoute<{
      items: { title: string; publishedDate: string }[];
      total: number;
      pageCount: number;
    }>(() => listLoader(args(get("/admin/news", adminCookie), context)));
    expect(first.data.total).toBe(total);
    expect(first.data.items).toHaveLength(20);
    expect(first.data.pageCount).toBe(Math.ceil(total / 20));
    const dates = first.data.items.map((item) => item.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // The newest weekly update comes first (dated 2027, so scheduled); drafts are listed too.
    expect(first.data.items[0]!.title).toBe("Weekly update 22");
    const second = await callRoute<{ items: unknown[] }>(() =>
      listLoader(args(get("/admin/news?page=2", adminCookie), context)),
    );
    expect(second.data.items).toHaveLength(total - 20);
  });
});
