import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { isCheckViolation } from "~/db/errors";
import { auditLog, emailOutbox, newsItems, newsletters, slugHistory } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { SLUG_NUMBER_MESSAGE } from "~/features/newsletter/slug";
import { sendTestIssue } from "~/features/newsletter/send.server";
import type { SearchData } from "~/features/search/kinds";
import * as editRoute from "~/routes/admin/newsletters/edit";
import * as adminListRoute from "~/routes/admin/newsletters/list";
import { loader as feedLoader } from "~/routes/newsletter/feed";
import { meta as issueMeta, loader as issueLoader } from "~/routes/newsletter/issue";
import { loader as archiveLoader } from "~/routes/newsletter/newsletter";
import { loader as searchLoader } from "~/routes/search/search";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { SLUG_OLD_MESSAGE, SLUG_TAKEN_MESSAGE } from "~/utils/slugs/validation";
import { searchHead } from "./head-tags";
import { args, callRoute, getRequest, TEST_ORIGIN } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Issue 39 part 5 (ADR 0052) for newsletter issues: an editable address, the spec's
// /newsletter/{number} (linked by every email already sent), ids and old slugs leading there.
const editAction = underAdminLayout(editRoute.action);
const adminListLoader = underAdminLayout(adminListRoute.loader);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  ({ database, context, adminCookie, adminId } = await setUpAdminTests({
    adminEmail: "newsletter-slugs-editor@example.org",
    userEmail: "newsletter-slugs-reader@example.org",
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

/** Numbers of their own, far from other files' issues on a shared PostgreSQL database. */
let nextNumber = 70_000 + Math.floor(Math.random() * 1000) * 10;
const newNumber = () => String((nextNumber += 1));

const issueFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  newsletterNumber: newNumber(),
  title: "Spring in the Garden",
  excerpt: "Seeds, volunteers and a new partner on Mack Avenue.",
  content: "<p>Thank you to everyone who came.</p>",
  author: "Maya Brooks",
  publishedDate: "2026-03-01",
  featuredImageUrl: "/images/garden.jpg",
  imageAlt: "Volunteers planting seedlings",
  isPublished: "on",
  slug: "",
  seoDescription: "",
  socialImageUrl: "",
  ...overrides,
});

type Reply = { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
const save = (id: string, fields: Record<string, string>) =>
  callRoute<Reply>(() => editAction(args(post(`/admin/newsletters/${id}`, fields, adminCookie), context, { id })));
/** Saves an issue that must be accepted, and returns its row. */
const saved = async (id: string, fields: Record<string, string>) => {
  const result = await save(id, fields);
  expect(result.status, JSON.stringify(result.data)).toBe(302);
  return byNumber(Number(fields.newsletterNumber));
};
type IssuePage = {
  issue: {
    title: string;
    slug: string;
    number: number;
    state: string;
    seoDescription: string | null;
    previous: { slug: string } | null;
    next: { slug: string } | null;
  };
};
const visit = (param: string, search = "", cookie?: string) =>
  callRoute<IssuePage>(() =>
    issueLoader(args(get(`/newsletter/${param}${search}`, cookie), context, { number: param })),
  );
const byNumber = async (newsletterNumber: number) =>
  (await database.db.select().from(newsletters).where(eq(newsletters.newsletterNumber, newsletterNumber)))[0]!;

describe(`newsletter issue addresses (${process.env.TEST_DB_KIND})`, () => {
  it("gives a new issue an address made from its title, and a different one to a second issue of that title", async () => {
    const first = await saved("new", issueFields({ title: "Café Coats: Ånd Hats" }));
    expect(first.slug).toBe("cafe-coats-and-hats");

    // Straight into the table, as a seed or a script writes: the database makes the address.
    const [second] = await database.db
      .insert(newsletters)
      .values({ newsletterNumber: Number(newNumber()), title: "Café Coats: Ånd Hats", content: "<p>Again.</p>" })
      .returning();
    expect(second!.slug).toBe("cafe-coats-and-hats-2");

    const page = await visit("cafe-coats-and-hats");
    expect(page.status).toBe(200);
    expect(page.data.issue).toMatchObject({ title: "Café Coats: Ånd Hats", number: first.newsletterNumber });

    // Each kind has its addresses to itself: a news story may share an issue's slug.
    const [story] = await database.db
      .insert(newsItems)
      .values({ title: "Café Coats: Ånd Hats", description: "x", content: "<p>x</p>", category: "Campaigns" })
      .returning({ slug: newsItems.slug });
    expect(story!.slug).toBe("cafe-coats-and-hats");
  });

  it("never makes an address of digits only, which would be read as an issue number", async () => {
    // A title of digits makes "issue-…", in the editor and in the database alike.
    const year = await saved("new", issueFields({ title: "2026" }));
    expect(year.slug).toBe("issue-2026");
    const [again] = await database.db
      .insert(newsletters)
      .values({ newsletterNumber: Number(newNumber()), title: " 2026! ", content: "<p>x</p>" })
      .returning({ slug: newsletters.slug });
    expect(again!.slug).toBe("issue-2026-2");
    expect((await visit("issue-2026")).data.issue.number).toBe(year.newsletterNumber);

    // Typed in the editor: refused next to the field, what was typed kept.
    const typed = await save(year.id, issueFields({ newsletterNumber: String(year.newsletterNumber), slug: "2027" }));
    expect(typed.status).toBe(400);
    expect(typed.data.result.error.slug).toEqual([SLUG_NUMBER_MESSAGE]);
    expect(typed.data.result.initialValue).toMatchObject({ slug: "2027" });
    expect((await byNumber(year.newsletterNumber)).slug).toBe("issue-2026");

    // Written by a script: the database makes it an address too, and its CHECK refuses digits.
    await database.db.update(newsletters).set({ slug: "2028" }).where(eq(newsletters.id, year.id));
    expect((await byNumber(year.newsletterNumber)).slug).toBe("issue-2028");
    // With the triggers off (as a restore of a dump runs), the CHECK still refuses it.
    const withoutTriggers = database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(newsletters).set({ slug: "2029" }).where(eq(newsletters.id, year.id));
    });
    await expect(withoutTriggers).rejects.toSatisfy(isCheckViolation);
    expect((await byNumber(year.newsletterNumber)).slug).toBe("issue-2028");
  });

  it("after a change of address, answers the old address, the number and the id with a 301 to the new one, query kept", async () => {
    const issue = await saved("new", issueFields({ title: "Coats for Duluth", slug: "coats-for-duluth" }));
    expect(issue.slug).toBe("coats-for-duluth");
    const number = String(issue.newsletterNumber);
    await saved(issue.id, issueFields({ newsletterNumber: number, title: "Coats for Duluth", slug: "duluth-coats" }));

    const fresh = await visit("duluth-coats");
    expect(fresh.status).toBe(200);
    expect(fresh.data.issue.title).toBe("Coats for Duluth");

    const old = await visit("coats-for-duluth", "?utm_source=letter");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/newsletter/duluth-coats?utm_source=letter");

    // The spec's address, in every email sent before addresses had slugs.
    const byTheNumber = await visit(number, "?utm_source=email");
    expect(byTheNumber.status).toBe(301);
    expect(byTheNumber.location).toBe("/newsletter/duluth-coats?utm_source=email");
    expect((await visit(`000${number}`)).location).toBe("/newsletter/duluth-coats");

    const byId = await visit(issue.id);
    expect(byId.status).toBe(301);
    expect(byId.location).toBe("/newsletter/duluth-coats");
    expect((await visit(issue.id.toUpperCase())).location).toBe("/newsletter/duluth-coats");

    for (const unknown of ["no-such-issue", "Not a slug!", "0", "99999999999", "-1"]) {
      expect((await visit(unknown)).status, unknown).toBe(404);
    }

    // The change is in the audit log, before and after.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "newsletter"), eq(auditLog.entityId, issue.id), eq(auditLog.action, "update")));
    expect(entry!.details).toMatchObject({ changes: { slug: { from: "coats-for-duluth", to: "duluth-coats" } } });

    // Taking the old address back makes it the issue's address again, without a redirect loop.
    await saved(
      issue.id,
      issueFields({ newsletterNumber: number, title: "Coats for Duluth", slug: "coats-for-duluth" }),
    );
    expect((await visit("coats-for-duluth")).status).toBe(200);
    expect((await visit("duluth-coats")).location).toBe("/newsletter/coats-for-duluth");
  });

  it("records the address the database made, the search description and the social image in the audit log", async () => {
    const issue = await saved(
      "new",
      issueFields({
        title: "Spring Food Boxes",
        seoDescription: "Boxes for 90 families.",
        socialImageUrl: "/media/a.png",
      }),
    );
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "newsletter"), eq(auditLog.entityId, issue.id), eq(auditLog.action, "create")));
    expect(entry!.details).toMatchObject({
      slug: "spring-food-boxes",
      seoDescription: "Boxes for 90 families.",
      socialImageUrl: "/media/a.png",
    });
  });

  it("refuses another issue's address, or one another issue had, next to the field and keeping what was typed", async () => {
    await saved("new", issueFields({ title: "Pantry shelves full", slug: "pantry-shelves-full" }));
    const second = await saved("new", issueFields({ title: "Pantry volunteers", slug: "pantry-volunteers" }));
    const number = String(second.newsletterNumber);

    const taken = await save(
      second.id,
      issueFields({
        newsletterNumber: number,
        title: "Pantry volunteers",
        slug: "pantry-shelves-full",
        author: "Typed",
      }),
    );
    expect(taken.status).toBe(400);
    expect(taken.data.result.error.slug).toEqual([SLUG_TAKEN_MESSAGE]);
    expect(taken.data.result.initialValue).toMatchObject({ slug: "pantry-shelves-full", author: "Typed" });
    expect((await byNumber(second.newsletterNumber)).slug).toBe("pantry-volunteers");

    // "duluth-coats" (above) is now an old address of "Coats for Duluth".
    const oldFields = issueFields({ title: "Another drive", slug: "duluth-coats" });
    const old = await save("new", oldFields);
    expect(old.status).toBe(400);
    expect(old.data.result.error.slug).toEqual([SLUG_OLD_MESSAGE]);
    expect(await byNumber(Number(oldFields.newsletterNumber))).toBeUndefined();

    const badShape = await save("new", issueFields({ title: "Odd address", slug: "Not OK!" }));
    expect(badShape.status).toBe(400);
    expect(badShape.data.result.error.slug?.[0]).toMatch(/lowercase letters, numbers and single hyphens/);
    const idShaped = await save("new", issueFields({ title: "Id address", slug: second.id }));
    expect(idShaped.status).toBe(400);
    expect(idShaped.data.result.error.slug?.[0]).toMatch(/looks like an item's id/);
  });

  it("keeps a draft's and a scheduled issue's addresses to admins; an admin's number or id link leads to the preview", async () => {
    const draft = await saved("new", issueFields({ title: "Quiet draft issue", slug: "quiet-draft", isPublished: "" }));
    const number = String(draft.newsletterNumber);
    await saved(
      draft.id,
      issueFields({ newsletterNumber: number, title: "Quiet draft issue", isPublished: "", slug: "quiet-draft-2" }),
    );
    const later = await saved("new", issueFields({ title: "Next year's letter", publishedDate: "2999-01-01" }));

    for (const param of [
      "quiet-draft-2",
      "quiet-draft",
      number,
      draft.id,
      later.slug,
      String(later.newsletterNumber),
    ]) {
      expect((await visit(param)).status, param).toBe(404);
    }

    const preview = await visit("quiet-draft-2", "", adminCookie);
    expect(preview.status).toBe(200);
    expect(preview.data.issue.state).toBe("draft");
    for (const param of [number, draft.id, "quiet-draft"]) {
      const led = await visit(param, "", adminCookie);
      expect(led.status, param).toBe(301);
      expect(led.location).toBe("/newsletter/quiet-draft-2");
    }
    expect((await visit(String(later.newsletterNumber), "", adminCookie)).location).toBe(`/newsletter/${later.slug}`);
    expect((await visit(later.slug, "", adminCookie)).data.issue.state).toBe("scheduled");
  });

  it("frees a deleted issue's old addresses", async () => {
    const issue = await saved("new", issueFields({ title: "Short-lived issue", slug: "short-lived" }));
    const number = String(issue.newsletterNumber);
    await saved(
      issue.id,
      issueFields({ newsletterNumber: number, title: "Short-lived issue", slug: "short-lived-2025" }),
    );
    const history = await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, issue.id));
    expect(history).toEqual([expect.objectContaining({ kind: "newsletter", slug: "short-lived" })]);
    expect((await save(issue.id, { intent: "delete" })).status).toBe(302);
    expect(await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, issue.id))).toHaveLength(0);
    expect((await visit("short-lived")).status).toBe(404);
    expect((await visit(number)).status).toBe(404);
    // The address is free again.
    await saved("new", issueFields({ title: "A new one", slug: "short-lived" }));
  });

  it("backfills unique addresses for issues that had none (as the migration does)", async () => {
    const titles = ["Same title twice", "Same title twice", "Same title twice 2", "!!!", "1999"];
    const ids: string[] = [];
    for (const title of titles) {
      const [row] = await database.db
        .insert(newsletters)
        .values({
          newsletterNumber: Number(newNumber()),
          title,
          content: "<p>x</p>",
          slug: `placeholder-${ids.length}`,
        })
        .returning({ id: newsletters.id });
      ids.push(row!.id);
    }
    // The migration's backfill statement: every row without an address gets one from its title.
    await database.db.execute(sql`UPDATE newsletters SET slug = '' WHERE id IN (${sql.join(ids, sql`, `)})`);
    const rows = await database.db
      .select({ slug: newsletters.slug })
      .from(newsletters)
      .where(sql`${newsletters.id} IN (${sql.join(ids, sql`, `)})`);
    const slugs = rows.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(5);
    expect(slugs).toContain("same-title-twice");
    expect(slugs).toContain("newsletter");
    expect(slugs).toContain("issue-1999");
    for (const slug of slugs) expect(slug).toMatch(/^(?![0-9]+$)[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("links every issue by its address: the archive, its neighbors, the admin list, search, the sitemap, the feed and the email", async () => {
    const before = await saved("new", issueFields({ title: "Zinnia seeds arrive", slug: "zinnia-seeds" }));
    const issue = await saved("new", issueFields({ title: "Zinnia garden harvest", slug: "zinnia-harvest" }));
    const after = await saved("new", issueFields({ title: "Zinnia bouquets", slug: "zinnia-bouquets" }));

    const archive = await callRoute<{ issues: { title: string; slug: string }[] }>(() =>
      archiveLoader(args(getRequest("/newsletter"), context)),
    );
    expect(archive.data.issues.find((row) => row.title === "Zinnia garden harvest")?.slug).toBe("zinnia-harvest");

    const page = await visit("zinnia-harvest");
    expect(page.data.issue.previous?.slug).toBe(before.slug);
    expect(page.data.issue.next?.slug).toBe(after.slug);

    const adminList = await callRoute<{ issues: { title: string; slug: string }[] }>(() =>
      adminListLoader(args(get("/admin/newsletters?q=zinnia+garden", adminCookie), context)),
    );
    expect(adminList.data.issues).toEqual([expect.objectContaining({ slug: "zinnia-harvest" })]);

    const found = await callRoute<SearchData>(() =>
      searchLoader(args(getRequest("/search?q=zinnia+garden+harvest"), context)),
    );
    const hits = found.data.groups.find((group) => group.kind === "newsletter")!.hits;
    expect(hits.map((hit) => hit.url)).toContain("/newsletter/zinnia-harvest");

    const sitemap = await ((await sitemapLoader(args(getRequest("/sitemap.xml"), context))) as Response).text();
    expect(sitemap).toContain(`${TEST_ORIGIN}/newsletter/zinnia-harvest</loc>`);
    expect(sitemap).not.toContain(`/newsletter/${issue.newsletterNumber}<`);
    expect(sitemap).not.toContain("/newsletter/quiet-draft");

    // The feed links the address; an entry's id stays the number's address (it redirects), so
    // feed readers see no new entry when staff change the slug.
    const feed = await ((await feedLoader(args(getRequest("/newsletter/feed.xml"), context))) as Response).text();
    expect(feed).toContain(`<link href="${TEST_ORIGIN}/newsletter/zinnia-harvest"`);
    expect(feed).toContain(`<id>${TEST_ORIGIN}/newsletter/${issue.newsletterNumber}</id>`);

    // The email's "read it on the website" link is the address too.
    const admin: SessionUser = {
      id: adminId,
      email: "newsletter-slugs-editor@example.org",
      role: "admin",
      isStaff: true,
    };
    expect(await sendTestIssue(database.db, context.env, issue.id, admin)).toMatchObject({ ok: true });
    const [mail] = await database.db
      .select({ html: emailOutbox.htmlBody, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${"%Zinnia garden harvest%"}`);
    expect(mail!.html).toContain(`href="${context.env.PUBLIC_URL}/newsletter/zinnia-harvest"`);
    expect(mail!.text).toContain(`${context.env.PUBLIC_URL}/newsletter/zinnia-harvest`);
    expect(mail!.html).not.toContain(`/newsletter/${issue.newsletterNumber}"`);
  });

  it("puts the search description and the social image in the page head, else the excerpt and the featured image", async () => {
    await saved(
      "new",
      issueFields({
        title: "Summer reading boxes",
        slug: "summer-reading-boxes",
        seoDescription: "Free books for kids all summer, packed by volunteers.",
        socialImageUrl: "/media/reading-card.png",
      }),
    );
    const headOf = async (slug: string) => searchHead(issueMeta, (await visit(slug)).data);
    expect(await headOf("summer-reading-boxes")).toEqual({
      description: "Free books for kids all summer, packed by volunteers.",
      image: `${TEST_ORIGIN}/media/reading-card.png`,
      canonical: `${TEST_ORIGIN}/newsletter/summer-reading-boxes`,
    });
    expect(await headOf("coats-for-duluth")).toEqual({
      description: "Seeds, volunteers and a new partner on Mack Avenue.",
      image: `${TEST_ORIGIN}/images/garden.jpg`,
      canonical: `${TEST_ORIGIN}/newsletter/coats-for-duluth`,
    });

    const tooLong = await save(
      "new",
      issueFields({ title: "Too long a description", seoDescription: "x".repeat(161) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.result.error.seoDescription?.[0]).toMatch(/under 160 characters/);
  });
});
