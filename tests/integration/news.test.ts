import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, completedCampaigns, newsItems } from "~/db/schema";
import { loader as completedDetailLoader } from "~/routes/completed-campaigns/detail";
import { loader as completedListLoader } from "~/routes/completed-campaigns/list";
import { loader as articleLoader } from "~/routes/news/article";
import { loader as latestNewsLoader } from "~/routes/news/latest-news";
import { loader as newsRedirectLoader } from "~/routes/redirects/alias";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, getRequest } from "../setup/context";
import { createCampaign, createCompletedCampaign } from "../factories/campaigns";
import { createNewsItem } from "../factories/news";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  // Fourteen published stories a day apart in four categories (two pages and more), and a draft.
  const categories = ["Campaigns", "Community", "Academy", "Partnerships"];
  for (let n = 0; n < 14; n++) {
    const story = await createNewsItem(db, {
      category: categories[n % categories.length],
      publishedDate: new Date(Date.UTC(2026, 5, 1 + n, 12)),
      ...(n === 13
        ? {
            author: "Test Reporter",
            tags: ["coast guard", "baby-cam"],
            content: "<h2>What a gift covers</h2><p>One camera.</p>",
          }
        : {}),
    });
    PUBLISHED.unshift(story);
  }
  DRAFT = await createNewsItem(db, {
    title: "Test Draft Story",
    isPublished: false,
    publishedDate: new Date(Date.UTC(2026, 6, 1, 12)),
  });
  // Five campaigns: four Active (one unpublished) and one Upcoming, each newer than the last.
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
  await createCampaign(db, { title: "Test Oldest Active Campaign", status: "Active", createdAt: day(0) });
  for (const [title, n] of [
    [ACTIVE_CAMPAIGNS[2], 1],
    [ACTIVE_CAMPAIGNS[1], 2],
    [ACTIVE_CAMPAIGNS[0], 4],
  ] as const) {
    await createCampaign(db, { title, status: "Active", createdAt: day(n) });
  }
  await createCampaign(db, {
    title: "Test Unpublished Active Campaign",
    status: "Active",
    isPublished: false,
    createdAt: day(5),
  });
  await createCampaign(db, { title: "Test Upcoming Campaign", status: "Upcoming", createdAt: day(6) });
  // Eight completed campaigns, newest first by completion (two pages of six).
  for (let n = 0; n < 8; n++) {
    const fields =
      n === 0
        ? { description: LONG_TEXT, impactSummary: LONG_TEXT }
        : n === 2
          ? { title: SHORT_IMPACT, impactSummary: "120 boxes delivered before December 20 by 34 volunteers." }
          : n === 3
            ? { title: FULL_DETAILS, ...FULL_DETAIL_FIELDS }
            : {};
    COMPLETED.push(
      await createCompletedCampaign(db, { completionDate: `2025-${String(12 - n).padStart(2, "0")}-01`, ...fields }),
    );
  }
  context = createTestContext(database);
});
afterAll(async () => {
  await database?.close();
});

interface Card {
  id: string;
  title: string;
  category: string;
  publishedDate: string;
  description: string;
}
interface NewsData {
  featured: Card[];
  items: Card[];
  total: number;
  totalAll: number;
  page: number;
  pageCount: number;
  categories: { slug: string; name: string; count: number }[];
  category: { slug: string; name: string } | null;
  activeCampaigns: { id: string; title: string }[];
}

const news = (search = "") =>
  callRoute<NewsData>(() => latestNewsLoader(args(getRequest(`/latest-news${search}`), context)));

/** The published stories this file makes, newest first, and its draft. */
const PUBLISHED: { title: string; category: string }[] = [];
let DRAFT: { title: string };
/** The Active published campaigns the news page lists, newest first. */
const ACTIVE_CAMPAIGNS = [
  "Test Newest Active Campaign",
  "Test Second Active Campaign",
  "Test Third Active Campaign",
] as const;
/** The completed campaigns this file makes, newest completion first. */
const COMPLETED: { title: string; description: string; impactSummary: string | null; completionDate: string }[] = [];
const LONG_TEXT =
  "A long text, made to be cut: it goes on about what the campaign did and whom it helped, and keeps going well past the limits of a card.";
const SHORT_IMPACT = "Test Campaign With a Short Impact";
const FULL_DETAILS = "Test Campaign With Every Field";
const FULL_DETAIL_FIELDS = {
  partnerOrganization: "Harborline Family Services",
  beneficiary: "75 Coast Guard families with newborns",
  location: "Kodiak, AK",
  campaignUrl: "https://www.example.com/campaigns/test-every-field",
  showPartnershipSection: true,
} as const;

describe(`latest news (${process.env.TEST_DB_KIND})`, () => {
  it("features the newest 3 published stories and pages through all of them, 6 at a time, newest first", async () => {
    const first = await news();
    expect(first.status).toBe(200);
    expect(first.data.featured.map((story) => story.title)).toEqual(PUBLISHED.slice(0, 3).map((item) => item.title));
    expect(first.data.items.map((story) => story.title)).toEqual(PUBLISHED.slice(0, 6).map((item) => item.title));
    expect(first.data).toMatchObject({ page: 1, total: PUBLISHED.length, pageCount: Math.ceil(PUBLISHED.length / 6) });

    const seen: string[] = [];
    for (let page = 1; page <= first.data.pageCount; page++) {
      const result = await news(`?page=${page}`);
      expect(result.data.items.length).toBeLessThanOrEqual(6);
      seen.push(...result.data.items.map((story) => story.title));
    }
    expect(seen).toEqual(PUBLISHED.map((item) => item.title));
  });

  it("never shows a draft, in the lists or by its id", async () => {
    const [draft] = await database.db
      .select({ id: newsItems.id })
      .from(newsItems)
      .where(eq(newsItems.title, DRAFT.title));
    for (let page = 1; page <= 3; page++) {
      const result = await news(`?page=${page}`);
      expect(JSON.stringify(result.data)).not.toContain(DRAFT.title);
    }
    const article = await callRoute(() =>
      articleLoader(args(getRequest(`/news/${draft!.id}`), context, { id: draft!.id })),
    );
    expect(article.status).toBe(404);
  });

  it("filters by category (case-insensitively), with counts for each filter", async () => {
    const campaignsOnly = PUBLISHED.filter((item) => item.category === "Campaigns");
    const result = await news("?category=campaigns");
    expect(result.data.category).toMatchObject({ slug: "campaigns", name: "Campaigns" });
    expect(result.data.items.map((story) => story.title)).toEqual(campaignsOnly.map((item) => item.title));
    expect(result.data.total).toBe(campaignsOnly.length);
    expect((await news("?category=CAMPAIGNS")).data.items).toHaveLength(campaignsOnly.length);
    // The featured stories stay the newest 3 of all categories.
    expect(result.data.featured.map((story) => story.title)).toEqual(PUBLISHED.slice(0, 3).map((item) => item.title));
    expect(result.data.categories.map((category) => category.name)).toEqual([
      "Academy",
      "Campaigns",
      "Community",
      "Partnerships",
    ]);
    expect(result.data.categories.reduce((sum, category) => sum + category.count, 0)).toBe(PUBLISHED.length);
    expect(result.data.totalAll).toBe(PUBLISHED.length);
  });

  it("gives an empty list for an unknown category, and sends a page past the end to the last page", async () => {
    const unknown = await news("?category=recipes");
    expect(unknown.status).toBe(200);
    expect(unknown.data).toMatchObject({ items: [], total: 0, category: null, pageCount: 1 });
    expect(unknown.data.featured).toHaveLength(3);

    const past = await news("?category=campaigns&page=9");
    expect(past.status).toBe(302);
    expect(past.location).toBe("/latest-news?category=campaigns");
    expect((await news("?page=abc")).data.page).toBe(1);
  });

  it("lists up to 3 Active published campaigns, newest first, linking data only (no codes)", async () => {
    const result = await news();
    expect(result.data.activeCampaigns.map((campaign) => campaign.title)).toEqual(ACTIVE_CAMPAIGNS);
    expect(Object.keys(result.data.activeCampaigns[0]!).sort()).toEqual(
      ["description", "goalAmount", "id", "imageAlt", "imageUrl", "location", "raisedAmount", "title"].sort(),
    );
  });

  it("gives an empty campaign list, not a broken page, when the campaigns query fails", async () => {
    const failing = {
      ...context,
      db: new Proxy(context.db, {
        get(target, property, receiver) {
          if (property !== "select") return Reflect.get(target, property, receiver);
          // Fail only the campaigns query: its select names campaign columns.
          return (fields?: Record<string, unknown>) => {
            if (fields && "raisedAmount" in fields) throw new Error("campaigns table unavailable");
            return target.select(fields as never);
          };
        },
      }),
    };
    const result = await callRoute<NewsData>(() => latestNewsLoader(args(getRequest("/latest-news"), failing)));
    expect(result.status).toBe(200);
    expect(result.data.activeCampaigns).toEqual([]);
    expect(result.data.items).toHaveLength(6);
  });

  it("redirects /news to /latest-news permanently, keeping the query", async () => {
    const result = await callRoute(() =>
      newsRedirectLoader(args(getRequest("/news?category=academy&page=2"), context)),
    );
    expect(result.status).toBe(301);
    expect(result.location).toBe("/latest-news?category=academy&page=2");
    expect((await callRoute(() => newsRedirectLoader(args(getRequest("/news"), context)))).location).toBe(
      "/latest-news",
    );
  });
});

describe(`news articles (${process.env.TEST_DB_KIND})`, () => {
  it("returns a published story with its tags, author and sanitised HTML", async () => {
    const [row] = await database.db
      .select({ slug: newsItems.slug })
      .from(newsItems)
      .where(eq(newsItems.title, PUBLISHED[0]!.title));
    const result = await callRoute<{ article: { title: string; author: string; tags: string[]; contentHtml: string } }>(
      () => articleLoader(args(getRequest(`/news/${row!.slug}`), context, { id: row!.slug })),
    );
    expect(result.status).toBe(200);
    expect(result.data.article).toMatchObject({
      title: PUBLISHED[0]!.title,
      author: "Test Reporter",
      tags: ["coast guard", "baby-cam"],
    });
    expect(result.data.article.contentHtml).toContain("<h2>What a gift covers</h2>");
  });

  it("cleans hostile HTML stored in a story before it reaches the page", async () => {
    const [inserted] = await database.db
      .insert(newsItems)
      .values({
        title: "Hostile markup test",
        description: "A story with unsafe HTML",
        content:
          '<p>Safe</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
          '<iframe src="https://evil.example"></iframe><a href="https://partner.example.org">Partner</a>',
        category: "Community",
        publishedDate: new Date("2020-01-01T00:00:00Z"),
        isPublished: true,
      })
      .returning({ id: newsItems.id, slug: newsItems.slug });
    try {
      const result = await callRoute<{ article: { contentHtml: string } }>(() =>
        articleLoader(args(getRequest(`/news/${inserted!.slug}`), context, { id: inserted!.slug })),
      );
      const html = result.data.article.contentHtml;
      expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|alert/);
      expect(html).toContain("<p>Safe</p>");
      expect(html).toContain(
        '<a href="https://partner.example.org" target="_blank" rel="noopener noreferrer">Partner</a>',
      );
    } finally {
      await database.db.delete(newsItems).where(eq(newsItems.id, inserted!.id));
    }
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc", "1;drop table latest_news"]) {
      expect((await callRoute(() => articleLoader(args(getRequest(`/news/x`), context, { id })))).status).toBe(404);
    }
  });
});

describe(`completed campaigns (${process.env.TEST_DB_KIND})`, () => {
  const newestFirst = COMPLETED;
  type ListData = {
    items: { id: string; title: string; description: string; impactSummary: string | null }[];
    page: number;
    pageCount: number;
    total: number;
  };
  const list = (search = "") =>
    callRoute<ListData>(() => completedListLoader(args(getRequest(`/completed-campaigns${search}`), context)));

  it("pages newest completion first, 6 a page, with descriptions cut at 120 and impact at 100 characters", async () => {
    const first = await list();
    expect(first.data).toMatchObject({
      page: 1,
      total: newestFirst.length,
      pageCount: Math.ceil(newestFirst.length / 6),
    });
    expect(first.data.items.map((item) => item.title)).toEqual(newestFirst.slice(0, 6).map((item) => item.title));
    const second = await list("?page=2");
    expect(second.data.items.map((item) => item.title)).toEqual(newestFirst.slice(6, 12).map((item) => item.title));

    const dental = first.data.items[0]!;
    const source = newestFirst[0]!;
    expect(source.description.length).toBeGreaterThan(120);
    expect(dental.description).toBe(`${source.description.slice(0, 120)}...`);
    expect(dental.impactSummary).toBe(`${source.impactSummary!.slice(0, 100)}...`);
    const short = first.data.items.find((item) => item.title === SHORT_IMPACT)!;
    expect(short.impactSummary).toBe("120 boxes delivered before December 20 by 34 volunteers.");
    expect((await list("?page=50")).location).toBe(`/completed-campaigns?page=${first.data.pageCount}`);
  });

  it("shows every field of one campaign at its address, and 404 for unknown, malformed or unpublished ones", async () => {
    const [baby] = await database.db
      .select({ id: completedCampaigns.id, slug: completedCampaigns.slug })
      .from(completedCampaigns)
      .where(eq(completedCampaigns.title, FULL_DETAILS));
    // Its address is its slug (ADR 0052).
    const result = await callRoute<{ campaign: Record<string, unknown> }>(() =>
      completedDetailLoader(args(getRequest(`/completed-campaigns/${baby!.slug}`), context, { id: baby!.slug })),
    );
    expect(result.data.campaign).toMatchObject({ ...FULL_DETAIL_FIELDS, completionDate: "2025-09-01" });

    await database.db.update(completedCampaigns).set({ isPublished: false }).where(eq(completedCampaigns.id, baby!.id));
    try {
      for (const id of [baby!.slug, baby!.id, "00000000-0000-4000-8000-000000000000", "nope", "Not A Slug!"]) {
        const missing = await callRoute(() =>
          completedDetailLoader(args(getRequest("/completed-campaigns/x"), context, { id })),
        );
        expect(missing.status).toBe(404);
      }
      expect(JSON.stringify((await list()).data)).not.toContain(FULL_DETAILS);
    } finally {
      await database.db
        .update(completedCampaigns)
        .set({ isPublished: true })
        .where(eq(completedCampaigns.id, baby!.id));
    }
  });

  it("has no campaigns table secrets to leak: the list reads only completed campaigns", async () => {
    const codes = (await database.db.select({ code: campaigns.eligibilityCode }).from(campaigns)).map(
      (row) => row.code,
    );
    const body = JSON.stringify((await list()).data);
    expect(codes.filter((code) => body.includes(code))).toEqual([]);
  });
});
