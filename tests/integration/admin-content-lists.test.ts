import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, newsItems, newsletters, newsletterSends, teamMembers } from "~/db/schema";
import * as newsEditRoute from "~/routes/admin/news/edit";
import * as newsListRoute from "~/routes/admin/news/list";
import * as newslettersEditRoute from "~/routes/admin/newsletters/edit";
import * as newslettersListRoute from "~/routes/admin/newsletters/list";
import * as teamRoute from "~/routes/admin/team";
import { getToast } from "~/utils/toast.server";
import { keepEditingIntent } from "~/utils/keep-editing";
import { args, callRoute } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

/**
 * Issue 39, part 6: the content lists search, filter by status and page in SQL, from the address
 * alone; "Save and keep editing" saves as Save does and opens the item's editor again.
 */
const newsList = underAdminLayout(newsListRoute.loader);
const newsEdit = underAdminLayout(newsEditRoute.action);
const newsletterList = underAdminLayout(newslettersListRoute.loader);
const newsletterEdit = underAdminLayout(newslettersEditRoute.action);
const teamList = underAdminLayout(teamRoute.loader);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({ database, context, adminCookie } = await setUpAdminTests({
    adminEmail: "lists-editor@example.org",
    userEmail: "lists-reader@example.org",
  }));
  const now = Date.now();
  await database.db.insert(newsItems).values([
    // 27 published stories about the garden, one a day going back; every third one mentions compost in its summary.
    ...Array.from({ length: 27 }, (_, i) => ({
      title: `Garden diary, day ${27 - i}`,
      description: i % 3 === 0 ? "Notes from the compost heap." : "Notes from the beds.",
      content: "<p>Weeding and watering.</p>",
      category: "Community",
      publishedDate: new Date(now - (i + 1) * DAY),
      isPublished: true,
    })),
    // 4 drafts and 3 scheduled stories about the food bank.
    ...Array.from({ length: 4 }, (_, i) => ({
      title: `Food bank draft ${i + 1}`,
      description: "Not ready yet.",
      content: "<p>Draft.</p>",
      category: "Community",
      publishedDate: new Date(now - (i + 1) * DAY),
      isPublished: false,
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      title: `Food bank opening ${i + 1}`,
      description: "Coming soon.",
      content: "<p>Soon.</p>",
      category: "Community",
      publishedDate: new Date(now + (i + 10) * DAY),
      isPublished: true,
    })),
  ]);

  // 24 issues: No. 101–118 published in the past, 119–121 drafts, 122–124 scheduled far ahead; 101–105 were sent.
  const issues = await database.db
    .insert(newsletters)
    .values(
      Array.from({ length: 24 }, (_, i) => {
        const number = 101 + i;
        return {
          newsletterNumber: number,
          title: number % 2 === 0 ? `Harvest letter ${number}` : `Volunteer letter ${number}`,
          excerpt: number === 107 ? "All about the harvest festival." : "News from the neighborhood.",
          content: "<p>Hello, friends.</p>",
          isPublished: number <= 118 || number >= 122,
          publishedDate: number >= 122 ? "2099-01-01" : "2025-06-01",
        };
      }),
    )
    .returning({ id: newsletters.id, number: newsletters.newsletterNumber });
  await database.db.insert(newsletterSends).values(
    issues
      .filter((issue) => issue.number <= 105)
      .map((issue) => ({
        newsletterId: issue.id,
        subject: `Letter ${issue.number}`,
        htmlBody: "<p>Hello, friends.</p>",
        textBody: "Hello, friends.",
        recipientCount: 12,
      })),
  );
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

interface NewsPage {
  items: { title: string; isPublished: boolean; scheduled: boolean }[];
  total: number;
  filters: { q: string; status: string | null; page: number };
}
const news = (query: string) =>
  callRoute<NewsPage>(() => newsList(args(get(`/admin/news${query}`, adminCookie), context)));

interface NewsletterPage {
  issues: { newsletterNumber: number; isPublished: boolean; send: unknown }[];
  total: number;
}
const issues = (query: string) =>
  callRoute<NewsletterPage>(() => newsletterList(args(get(`/admin/newsletters${query}`, adminCookie), context)));
const numbers = (page: { data: NewsletterPage }) => page.data.issues.map((issue) => issue.newsletterNumber);

/** The toast a redirect carries, as the next page would show it. */
async function toastOf(response: { headers: Headers }) {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("toast="))!
    .split(";")[0]!;
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }), context.env)).toast;
}

describe.each([["news"], ["newsletters"]])("the %s list: address, not JavaScript", (list) => {
  it("ignores an unknown status and a malformed page instead of failing", async () => {
    const page = await callRoute<{ filters: { status: string | null; page: number } }>(() =>
      (list === "news" ? newsList : newsletterList)(
        args(get(`/admin/${list}?status=deleted&page=-3`, adminCookie), context),
      ),
    );
    expect(page.status).toBe(200);
    expect(page.data.filters).toMatchObject({ status: null, page: 1 });
  });
});

describe("admin news list: search, status and paging", () => {
  it("searches titles, pages 20 at a time, and page 2 holds the oldest matches", async () => {
    const first = await news("?q=garden+diary");
    expect(first.data.total).toBe(27);
    expect(first.data.items.map((item) => item.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Garden diary, day ${27 - i}`),
    );
    const second = await news("?q=garden+diary&page=2");
    expect(second.data.total).toBe(27);
    expect(second.data.items.map((item) => item.title)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Garden diary, day ${7 - i}`),
    );
    // Case does not matter, and the summary is searched too.
    expect((await news("?q=GARDEN")).data.total).toBe(27);
    expect((await news("?q=compost")).data.total).toBe(9);
  });

  it("counts each status right: drafts, scheduled, and published (live now)", async () => {
    const rows = await database.db.select().from(newsItems);
    const now = new Date();
    const drafts = rows.filter((row) => !row.isPublished).length;
    const scheduled = rows.filter((row) => row.isPublished && row.publishedDate > now).length;

    const draftPage = await news("?status=draft");
    expect(draftPage.data.total).toBe(drafts);
    expect(draftPage.data.items.every((item) => !item.isPublished)).toBe(true);

    const scheduledPage = await news("?status=scheduled");
    expect(scheduledPage.data.total).toBe(scheduled);
    expect(scheduledPage.data.items.every((item) => item.scheduled)).toBe(true);

    const live = await news("?status=published");
    expect(live.data.total).toBe(rows.length - drafts - scheduled);
    expect(live.data.items.every((item) => item.isPublished && !item.scheduled)).toBe(true);

    // Search and status together.
    const foodBank = await news("?q=food+bank&status=scheduled");
    expect(foodBank.data.items.map((item) => item.title).sort()).toEqual([
      "Food bank opening 1",
      "Food bank opening 2",
      "Food bank opening 3",
    ]);
    expect((await news("?q=food+bank&status=draft")).data.total).toBe(4);
  });

  it("finds nothing for a search that matches nothing, with wildcards taken literally", async () => {
    const none = await news("?q=%25%25&status=published");
    expect(none.data.total).toBe(0);
    expect(none.data.items).toEqual([]);
    expect(none.data.filters).toMatchObject({ q: "%%", status: "published" });
  });
});

describe("admin newsletter list: search, status and paging", () => {
  it("pages newest number first, and page 2 holds the right issues", async () => {
    const all = await issues("");
    expect(all.data.total).toBe(24);
    expect(numbers(all)).toEqual(Array.from({ length: 20 }, (_, i) => 124 - i));
    expect(numbers(await issues("?page=2"))).toEqual([104, 103, 102, 101]);
  });

  it("searches titles and excerpts", async () => {
    const harvest = await issues("?q=harvest");
    // The 12 even-numbered "Harvest letter"s, and No. 107 whose excerpt is about the harvest festival.
    expect(harvest.data.total).toBe(13);
    expect(numbers(harvest)).toContain(107);
    expect(
      numbers(harvest)
        .filter((n) => n !== 107)
        .every((n) => n % 2 === 0),
    ).toBe(true);
  });

  it("counts each status right: published, drafts, scheduled and sent", async () => {
    const published = await issues("?status=published");
    expect(published.data.total).toBe(18);
    expect(numbers(published)).toEqual(Array.from({ length: 18 }, (_, i) => 118 - i));
    expect(numbers(await issues("?status=draft"))).toEqual([121, 120, 119]);
    expect(numbers(await issues("?status=scheduled"))).toEqual([124, 123, 122]);
    const sent = await issues("?status=sent");
    expect(numbers(sent)).toEqual([105, 104, 103, 102, 101]);
    expect(sent.data.issues.every((issue) => issue.send !== null)).toBe(true);
    // Together with a search.
    expect(numbers(await issues("?q=volunteer&status=sent"))).toEqual([105, 103, 101]);
    expect((await issues("?q=harvest&status=draft")).data.total).toBe(1);
  });
});

describe("admin team page: search, group and paging", () => {
  it("searches names and roles, filters by group and pages 20 at a time", async () => {
    await database.db.insert(teamMembers).values(
      Array.from({ length: 23 }, (_, i) => ({
        name: `Member ${String(i + 1).padStart(2, "0")}`,
        role: i < 3 ? "Treasurer" : "Outreach volunteer",
        description: "Helps every week.",
        category: i % 2 === 0 ? ("board" as const) : ("committee" as const),
        sortOrder: i,
      })),
    );
    const team = (query: string) =>
      callRoute<{ team: { name: string; category: string }[]; total: number }>(() =>
        teamList(args(get(`/admin/team${query}`, adminCookie), context)),
      );
    const all = await team("");
    expect(all.data.total).toBe(23);
    expect(all.data.team).toHaveLength(20);
    expect((await team("?page=2")).data.team).toHaveLength(3);
    expect((await team("?q=treasurer")).data.team.map((member) => member.name)).toEqual([
      "Member 01",
      "Member 03",
      "Member 02",
    ]);
    const board = await team("?status=board");
    expect(board.data.total).toBe(12);
    expect(board.data.team.every((member) => member.category === "board")).toBe(true);
  });
});

const story = (overrides: Record<string, string> = {}) => ({
  title: "Seed library opens",
  description: "Borrow seeds, bring some back at harvest.",
  content: "<p>The seed library is open on Saturdays.</p>",
  category: "Community",
  tags: "seeds",
  author: "Ana Ruiz",
  publishedDate: "2025-02-01T09:00",
  imageUrl: "",
  imageAlt: "",
  externalUrl: "",
  ...overrides,
});

describe("Save and keep editing", () => {
  it("creates the story, audits it, and opens its editor with the toast instead of the list", async () => {
    const created = await callRoute(() =>
      newsEdit(
        args(post("/admin/news/new", { intent: keepEditingIntent("save"), ...story() }, adminCookie), context, {
          id: "new",
        }),
      ),
    );
    const [row] = await database.db.select().from(newsItems).where(eq(newsItems.title, "Seed library opens"));
    expect(row).toMatchObject({ description: "Borrow seeds, bring some back at harvest.", isPublished: false });
    expect(created.status).toBe(302);
    expect(created.location).toBe(`/admin/news/${row!.id}`);
    expect(await toastOf(created)).toMatchObject({ title: "News item created", variant: "success" });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, "create")));
    expect(entry).toMatchObject({ entity: "news_item", actorEmail: "lists-editor@example.org" });

    // Then a change to it, again kept in the editor; a plain Save still goes back to the list.
    const changed = await callRoute(() =>
      newsEdit(
        args(
          post(
            `/admin/news/${row!.id}`,
            { intent: keepEditingIntent("save"), ...story({ title: "Seed library opens on Saturdays" }) },
            adminCookie,
          ),
          context,
          { id: row!.id },
        ),
      ),
    );
    expect(changed.location).toBe(`/admin/news/${row!.id}`);
    expect(await toastOf(changed)).toMatchObject({ title: "News item saved" });
    const [after] = await database.db.select().from(newsItems).where(eq(newsItems.id, row!.id));
    expect(after!.title).toBe("Seed library opens on Saturdays");

    const saved = await callRoute(() =>
      newsEdit(
        args(post(`/admin/news/${row!.id}`, { intent: "save", ...story() }, adminCookie), context, { id: row!.id }),
      ),
    );
    expect(saved.location).toBe("/admin/news");
  });

  it("refuses what Save refuses, keeping the typed values", async () => {
    const refused = await callRoute<{ result: { error: Record<string, string[]> } }>(() =>
      newsEdit(
        args(
          post("/admin/news/new", { intent: keepEditingIntent("save"), ...story({ title: "" }) }, adminCookie),
          context,
          {
            id: "new",
          },
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.title).toBeTruthy();
  });

  it("works for a newsletter issue: saved, then its editor", async () => {
    const created = await callRoute(() =>
      newsletterEdit(
        args(
          post(
            "/admin/newsletters/new",
            {
              intent: keepEditingIntent("save"),
              newsletterNumber: "300",
              title: "Winter coats",
              excerpt: "",
              content: "<p>Thank you for the coats.</p>",
              author: "",
              publishedDate: "2026-01-10",
              featuredImageUrl: "",
            },
            adminCookie,
          ),
          context,
          { id: "new" },
        ),
      ),
    );
    const [row] = await database.db.select().from(newsletters).where(eq(newsletters.newsletterNumber, 300));
    expect(row?.title).toBe("Winter coats");
    expect(created.location).toBe(`/admin/newsletters/${row!.id}`);
    expect(await toastOf(created)).toMatchObject({ title: "Created: issue No. 300" });
  });
});
