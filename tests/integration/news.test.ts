import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, completedCampaigns, newsItems } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed.server";
import { COMPLETED_CAMPAIGNS } from "~/db/seed/completed-campaigns";
import { NEWS_ITEMS } from "~/db/seed/news";
import { loader as completedDetailLoader } from "~/routes/completed-campaigns/detail";
import { loader as completedListLoader } from "~/routes/completed-campaigns/list";
import { loader as articleLoader } from "~/routes/news/article";
import { loader as latestNewsLoader } from "~/routes/news/latest-news";
import { loader as newsRedirectLoader } from "~/routes/redirects/alias";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, getRequest } from "../setup/context";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoContent(database.db);
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

const news = (search = "") => callRoute<NewsData>(() => latestNewsLoader(args(getRequest(`/latest-news${search}`), context)));

const PUBLISHED = NEWS_ITEMS.filter((item) => item.isPublished).sort(
  (a, b) => (b.publishedDate as Date).getTime() - (a.publishedDate as Date).getTime(),
);
const DRAFT = NEWS_ITEMS.find((item) => !item.isPublished)!;

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
    const [draft] = await database.db.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.title, DRAFT.title));
    for (let page = 1; page <= 3; page++) {
      const result = await news(`?page=${page}`);
      expect(JSON.stringify(result.data)).not.toContain(DRAFT.title);
    }
    const article = await callRoute(() => articleLoader(args(getRequest(`/news/${draft!.id}`), context, { id: draft!.id })));
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
    expect(result.data.categories.map((category) => category.name)).toEqual(["Academy", "Campaigns", "Community", "Partnerships"]);
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
    expect(result.data.activeCampaigns.map((campaign) => campaign.title)).toEqual([
      "Healthy Start Boxes for Expectant Mothers",
      "Coast Guard Baby-Cam Donation Drive",
      "Care Kits for Military Families",
    ]);
    expect(Object.keys(result.data.activeCampaigns[0]!).sort()).toEqual(
      ["description", "goalAmount", "id", "imageUrl", "location", "raisedAmount", "title"].sort(),
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
    const result = await callRoute(() => newsRedirectLoader(args(getRequest("/news?category=academy&page=2"), context)));
    expect(result.status).toBe(301);
    expect(result.location).toBe("/latest-news?category=academy&page=2");
    expect((await callRoute(() => newsRedirectLoader(args(getRequest("/news"), context)))).location).toBe("/latest-news");
  });
});

describe(`news articles (${process.env.TEST_DB_KIND})`, () => {
  it("returns a published story with its tags, author and sanitised HTML", async () => {
    const [row] = await database.db.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.title, PUBLISHED[0]!.title));
    const result = await callRoute<{ article: { title: string; author: string; tags: string[]; contentHtml: string } }>(() =>
      articleLoader(args(getRequest(`/news/${row!.id}`), context, { id: row!.id })),
    );
    expect(result.status).toBe(200);
    expect(result.data.article).toMatchObject({ title: PUBLISHED[0]!.title, author: "Walter Haines", tags: ["coast guard", "baby-cam", "military families"] });
    expect(result.data.article.contentHtml).toContain("<h2>What a $60 gift covers</h2>");
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
      .returning({ id: newsItems.id });
    try {
      const result = await callRoute<{ article: { contentHtml: string } }>(() =>
        articleLoader(args(getRequest(`/news/${inserted!.id}`), context, { id: inserted!.id })),
      );
      const html = result.data.article.contentHtml;
      expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|alert/);
      expect(html).toContain("<p>Safe</p>");
      expect(html).toContain('<a href="https://partner.example.org" target="_blank" rel="noopener noreferrer">Partner</a>');
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
  const newestFirst = [...COMPLETED_CAMPAIGNS].sort((a, b) => b.completionDate.localeCompare(a.completionDate));
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
    expect(first.data).toMatchObject({ page: 1, total: newestFirst.length, pageCount: Math.ceil(newestFirst.length / 6) });
    expect(first.data.items.map((item) => item.title)).toEqual(newestFirst.slice(0, 6).map((item) => item.title));
    const second = await list("?page=2");
    expect(second.data.items.map((item) => item.title)).toEqual(newestFirst.slice(6, 12).map((item) => item.title));

    const dental = first.data.items[0]!;
    const source = newestFirst[0]!;
    expect(source.description.length).toBeGreaterThan(120);
    expect(dental.description).toBe(`${source.description.slice(0, 120)}...`);
    expect(dental.impactSummary).toBe(`${source.impactSummary!.slice(0, 100)}...`);
    const short = first.data.items.find((item) => item.title === "Holiday Care Boxes for Military Families")!;
    expect(short.impactSummary).toBe("120 boxes delivered before December 20 by 34 volunteers.");
    expect((await list("?page=50")).location).toBe(`/completed-campaigns?page=${first.data.pageCount}`);
  });

  it("shows every field of one campaign, and 404 for unknown, malformed or unpublished ids", async () => {
    const [baby] = await database.db
      .select({ id: completedCampaigns.id })
      .from(completedCampaigns)
      .where(eq(completedCampaigns.title, "Baby-Cams for Coast Guard Families in Kodiak"));
    const result = await callRoute<{ campaign: Record<string, unknown> }>(() =>
      completedDetailLoader(args(getRequest(`/completed-campaigns/${baby!.id}`), context, { id: baby!.id })),
    );
    expect(result.data.campaign).toMatchObject({
      partnerOrganization: "Harborline Family Services",
      beneficiary: "75 Coast Guard families with newborns",
      completionDate: "2025-06-14",
      location: "Kodiak, AK",
      campaignUrl: "https://www.example.com/campaigns/baby-cam-kodiak",
      showPartnershipSection: true,
    });

    await database.db.update(completedCampaigns).set({ isPublished: false }).where(eq(completedCampaigns.id, baby!.id));
    try {
      for (const id of [baby!.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
        const missing = await callRoute(() => completedDetailLoader(args(getRequest("/completed-campaigns/x"), context, { id })));
        expect(missing.status).toBe(404);
      }
      expect(JSON.stringify((await list()).data)).not.toContain("Kodiak");
    } finally {
      await database.db.update(completedCampaigns).set({ isPublished: true }).where(eq(completedCampaigns.id, baby!.id));
    }
  });

  it("has no campaigns table secrets to leak: the list reads only completed campaigns", async () => {
    const codes = (await database.db.select({ code: campaigns.eligibilityCode }).from(campaigns)).map((row) => row.code);
    const body = JSON.stringify((await list()).data);
    expect(codes.filter((code) => body.includes(code))).toEqual([]);
  });
});
