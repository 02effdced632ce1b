import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, completedCampaigns, contentTrash, newsletterSends, newsletters } from "~/db/schema";
import * as completedCampaignsDeleteRoute from "~/routes/admin/completed-campaigns/delete";
import * as completedCampaignsEditRoute from "~/routes/admin/completed-campaigns/edit";
import * as completedCampaignsListRoute from "~/routes/admin/completed-campaigns/list";
import * as newslettersDeleteRoute from "~/routes/admin/newsletters/delete";
import * as newslettersEditRoute from "~/routes/admin/newsletters/edit";
import * as newslettersListRoute from "~/routes/admin/newsletters/list";
import { loader as publicCampaignLoader } from "~/routes/completed-campaigns/detail";
import { loader as publicCampaignsLoader } from "~/routes/completed-campaigns/list";
import { loader as publicIssueLoader } from "~/routes/newsletter/issue";
import { loader as publicArchiveLoader } from "~/routes/newsletter/newsletter";
import type { TestDatabase } from "../setup/database";
import { args, callRoute } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Admin loaders and actions as the server runs them: after their middleware, which does the admin check.
const ccEditAction = underAdminLayout(completedCampaignsEditRoute.action);
const ccEditLoader = underAdminLayout(completedCampaignsEditRoute.loader);
const ccDeleteLoader = underAdminLayout(completedCampaignsDeleteRoute.loader);
const ccListAction = underAdminLayout(completedCampaignsListRoute.action);
const ccListLoader = underAdminLayout(completedCampaignsListRoute.loader);
const nlEditAction = underAdminLayout(newslettersEditRoute.action);
const nlEditLoader = underAdminLayout(newslettersEditRoute.loader);
const nlDeleteLoader = underAdminLayout(newslettersDeleteRoute.loader);
const nlListAction = underAdminLayout(newslettersListRoute.action);
const nlListLoader = underAdminLayout(newslettersListRoute.loader);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;
let existingCampaignId: string;
let existingIssueId: string;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "editor@example.org",
    userEmail: "reader@example.org",
  }));
  const [campaign] = await database.db
    .insert(completedCampaigns)
    .values({
      title: "Back-to-School Backpacks",
      description: "Backpacks filled with supplies for 300 children in Tulsa.",
      completionDate: "2025-09-01",
      isPublished: true,
    })
    .returning({ id: completedCampaigns.id });
  existingCampaignId = campaign!.id;
  const [issue] = await database.db
    .insert(newsletters)
    .values({
      newsletterNumber: 1,
      title: "Our first letter",
      content: "<p>Hello, friends.</p>",
      isPublished: true,
      publishedDate: "2025-01-15",
    })
    .returning({ id: newsletters.id });
  existingIssueId = issue!.id;
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

/** The action helpers default to the admin's cookie; this (empty) one means "no session at all". */
const NO_COOKIE = "";

const campaignFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  title: "Winter Coats for Duluth",
  description: "Warm coats, hats and gloves for children before the first snow.",
  location: "Duluth, MN",
  completionDate: "2026-01-20",
  partnerOrganization: "Northland Family Center",
  beneficiary: "214 children",
  impactSummary: "Every child on the school's list went home with a coat that fits.",
  imageUrl: "/images/coats.jpg",
  imageAlt: "Children trying on new winter coats",
  campaignUrl: "https://example.org/coats",
  ...overrides,
});

const issueFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  newsletterNumber: "7",
  title: "Spring in the garden",
  excerpt: "Seeds, volunteers and a new partner.",
  content: "<h2>Seeds</h2><p>Thank you to everyone who came.</p>",
  author: "Maya Brooks",
  publishedDate: "2026-03-01",
  featuredImageUrl: "",
  ...overrides,
});

type FormReply = {
  result: { status?: string; error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> };
};

const ccList = (cookie?: string) =>
  callRoute<{ campaigns: { id: string; title: string; isPublished: boolean }[] }>(() =>
    ccListLoader(args(get("/admin/completed-campaigns", cookie), context)),
  );
const ccEdit = (id: string, fields: Record<string, string>, cookie = adminCookie) =>
  callRoute<FormReply>(() =>
    ccEditAction(args(post(`/admin/completed-campaigns/${id}`, fields, cookie), context, { id })),
  );
const ccToggle = (id: string, intent: "publish" | "unpublish", cookie = adminCookie) =>
  callRoute(() => ccListAction(args(post("/admin/completed-campaigns", { intent, id }, cookie), context)));
const nlEdit = (id: string, fields: Record<string, string>, cookie = adminCookie) =>
  callRoute<FormReply & { previewHtml?: string | null }>(() =>
    nlEditAction(args(post(`/admin/newsletters/${id}`, fields, cookie), context, { id })),
  );
const nlToggle = (id: string, intent: "publish" | "unpublish", cookie = adminCookie) =>
  callRoute(() => nlListAction(args(post("/admin/newsletters", { intent, id }, cookie), context)));

const publicCampaignTitles = async () =>
  (
    await callRoute<{ items: { title: string }[] }>(() =>
      publicCampaignsLoader(args(get("/completed-campaigns"), context)),
    )
  ).data.items.map((item) => item.title);
/** The campaign's public page at its address now (its slug, ADR 0052; its id would answer 301). */
const publicCampaign = async (id: string) => {
  const [row] = await database.db
    .select({ slug: completedCampaigns.slug })
    .from(completedCampaigns)
    .where(eq(completedCampaigns.id, id));
  const slug = row?.slug ?? id;
  return callRoute<{ campaign: { title: string; showPartnershipSection: boolean } }>(() =>
    publicCampaignLoader(args(get(`/completed-campaigns/${slug}`), context, { id: slug })),
  );
};
const publicIssueNumbers = async () =>
  (
    await callRoute<{ issues: { number: number }[] }>(() => publicArchiveLoader(args(get("/newsletter"), context)))
  ).data.issues.map((issue) => issue.number);
/** The issue page by its number: a 301 to the issue's address (ADR 0052), followed; else the 404. */
const publicIssue = async (number: number) => {
  type Page = { issue: { title: string; contentHtml: string } };
  const byNumber = await callRoute<Page>(() =>
    publicIssueLoader(args(get(`/newsletter/${number}`), context, { number: String(number) })),
  );
  if (byNumber.status !== 301) return byNumber;
  const slug = byNumber.location!.replace(/^\/newsletter\//, "");
  return callRoute<Page>(() => publicIssueLoader(args(get(byNumber.location!), context, { number: slug })));
};
const auditFor = async (entityId: string) =>
  (
    await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.createdAt))
  ).map((entry) => entry.action);

describe(`admin: completed campaigns and newsletters (${process.env.TEST_DB_KIND})`, () => {
  describe("refuses everyone but admins, for every loader and action", () => {
    const loaders: [string, (cookie?: string) => Promise<{ status: number; data: unknown }>][] = [
      ["completed list", (c) => callRoute(() => ccListLoader(args(get("/admin/completed-campaigns", c), context)))],
      [
        "completed editor (new)",
        (c) => callRoute(() => ccEditLoader(args(get("/admin/completed-campaigns/new", c), context, { id: "new" }))),
      ],
      [
        "completed editor",
        (c) =>
          callRoute(() =>
            ccEditLoader(
              args(get(`/admin/completed-campaigns/${existingCampaignId}`, c), context, { id: existingCampaignId }),
            ),
          ),
      ],
      ["newsletter list", (c) => callRoute(() => nlListLoader(args(get("/admin/newsletters", c), context)))],
      [
        "newsletter editor (new)",
        (c) => callRoute(() => nlEditLoader(args(get("/admin/newsletters/new", c), context, { id: "new" }))),
      ],
      [
        "newsletter editor",
        (c) =>
          callRoute(() =>
            nlEditLoader(args(get(`/admin/newsletters/${existingIssueId}`, c), context, { id: existingIssueId })),
          ),
      ],
    ];
    const actions: [string, (cookie?: string) => Promise<{ status: number; data: unknown }>][] = [
      ["completed create", (c) => ccEdit("new", campaignFields({ isPublished: "on" }), c ?? NO_COOKIE)],
      ["completed update", (c) => ccEdit(existingCampaignId, campaignFields({ title: "Hacked" }), c ?? NO_COOKIE)],
      ["completed delete", (c) => ccEdit(existingCampaignId, { intent: "delete" }, c ?? NO_COOKIE)],
      ["completed unpublish", (c) => ccToggle(existingCampaignId, "unpublish", c ?? NO_COOKIE)],
      [
        "newsletter create",
        (c) => nlEdit("new", issueFields({ newsletterNumber: "99", isPublished: "on" }), c ?? NO_COOKIE),
      ],
      [
        "newsletter update",
        (c) => nlEdit(existingIssueId, issueFields({ newsletterNumber: "1", title: "Hacked" }), c ?? NO_COOKIE),
      ],
      [
        "newsletter preview",
        (c) => nlEdit(existingIssueId, { intent: "preview", content: "<p>secret draft</p>" }, c ?? NO_COOKIE),
      ],
      ["newsletter delete", (c) => nlEdit(existingIssueId, { intent: "delete" }, c ?? NO_COOKIE)],
      ["newsletter unpublish", (c) => nlToggle(existingIssueId, "unpublish", c ?? NO_COOKIE)],
    ];

    for (const [name, run] of [...loaders, ...actions]) {
      it(`${name}: 403 for a visitor and for a signed-in user, without the data`, async () => {
        for (const cookie of [undefined, userCookie]) {
          const result = await run(cookie);
          expect(result.status).toBe(403);
          const body = JSON.stringify(result.data ?? "");
          expect(body).not.toContain("Back-to-School");
          expect(body).not.toContain("Hello, friends");
          expect(body).not.toContain("secret draft");
        }
      });
    }

    it("nothing was changed by the refused actions", async () => {
      const campaigns = await database.db.select().from(completedCampaigns);
      expect(campaigns).toEqual([expect.objectContaining({ title: "Back-to-School Backpacks", isPublished: true })]);
      const issues = await database.db.select().from(newsletters);
      expect(issues).toEqual([
        expect.objectContaining({ newsletterNumber: 1, title: "Our first letter", isPublished: true }),
      ]);
      expect(await database.db.select().from(auditLog)).toHaveLength(0);
    });

    for (const [name, run] of loaders) {
      it(`${name}: 200 for an admin`, async () => {
        expect((await run(adminCookie)).status).toBe(200);
      });
    }
  });

  describe("completed campaigns", () => {
    it("create (a draft), publish, edit the partnership flag, unpublish and delete: the public pages follow, every step audited", async () => {
      const created = await ccEdit("new", campaignFields());
      expect(created.status).toBe(302);
      expect(created.location).toBe("/admin/completed-campaigns");
      const [row] = await database.db
        .select()
        .from(completedCampaigns)
        .where(eq(completedCampaigns.title, "Winter Coats for Duluth"));
      expect(row).toMatchObject({
        isPublished: false,
        showPartnershipSection: false,
        completionDate: "2026-01-20",
        beneficiary: "214 children",
      });
      const id = row!.id;

      // A draft: listed for the admin, never on the public pages.
      const adminList = await ccList(adminCookie);
      expect(adminList.data.campaigns.map((c) => c.title)).toEqual([
        "Winter Coats for Duluth",
        "Back-to-School Backpacks",
      ]);
      expect(await publicCampaignTitles()).not.toContain("Winter Coats for Duluth");
      expect((await publicCampaign(id)).status).toBe(404);

      expect((await ccToggle(id, "publish")).status).toBe(302);
      expect(await publicCampaignTitles()).toContain("Winter Coats for Duluth");
      expect((await publicCampaign(id)).data.campaign).toMatchObject({
        title: "Winter Coats for Duluth",
        showPartnershipSection: false,
      });

      const edited = await ccEdit(
        id,
        campaignFields({ title: "Winter Coats for Duluth Kids", showPartnershipSection: "on", isPublished: "on" }),
      );
      expect(edited.status).toBe(302);
      expect((await publicCampaign(id)).data.campaign).toMatchObject({
        title: "Winter Coats for Duluth Kids",
        showPartnershipSection: true,
      });

      // The editor asks before deleting, on a page of its own that says it is the campaign being deleted.
      const confirm = await callRoute<{ campaign: { title: string } }>(() =>
        ccDeleteLoader(args(get(`/admin/completed-campaigns/${id}/delete`, adminCookie), context, { id })),
      );
      expect(confirm.data).toMatchObject({ campaign: { title: "Winter Coats for Duluth Kids" } });
      // The old query address is a permanent redirect there.
      const old = await callRoute(() =>
        ccEditLoader(args(get(`/admin/completed-campaigns/${id}?delete=1`, adminCookie), context, { id })),
      );
      expect(old.status).toBe(301);
      expect(old.location).toBe(`/admin/completed-campaigns/${id}/delete`);

      expect((await ccToggle(id, "unpublish")).status).toBe(302);
      expect(await publicCampaignTitles()).not.toContain("Winter Coats for Duluth Kids");
      expect((await publicCampaign(id)).status).toBe(404);

      const deleted = await ccEdit(id, { intent: "delete" });
      expect(deleted.status).toBe(302);
      expect(await database.db.select().from(completedCampaigns).where(eq(completedCampaigns.id, id))).toHaveLength(0);
      expect(
        (
          await callRoute(() =>
            ccEditLoader(args(get(`/admin/completed-campaigns/${id}`, adminCookie), context, { id })),
          )
        ).status,
      ).toBe(404);

      expect(await auditFor(id)).toEqual(["create", "publish", "update", "unpublish", "delete"]);
    });

    it("refuses a campaign without a completion date, with the error next to the field and the typed values kept", async () => {
      const before = await database.db.select().from(completedCampaigns);
      const missing = await ccEdit("new", campaignFields({ completionDate: "", title: "Coats without a date" }));
      expect(missing.status).toBe(400);
      expect(missing.data.result.error?.completionDate).toEqual(["Completion date is required"]);
      expect(missing.data.result.initialValue).toMatchObject({ title: "Coats without a date", location: "Duluth, MN" });

      const wrong = await ccEdit(
        "new",
        campaignFields({ completionDate: "next spring", imageUrl: "javascript:alert(1)", title: " " }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.data.result.error?.completionDate).toEqual(["Please enter a date as YYYY-MM-DD."]);
      expect(wrong.data.result.error?.title).toEqual(["Title is required"]);
      expect(wrong.data.result.error?.imageUrl?.[0]).toMatch(/Image URL must be/);
      expect(await database.db.select().from(completedCampaigns)).toHaveLength(before.length);
    });

    it("answers 404 for an unknown campaign id", async () => {
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect(
        (
          await callRoute(() =>
            ccEditLoader(args(get(`/admin/completed-campaigns/${unknown}`, adminCookie), context, { id: unknown })),
          )
        ).status,
      ).toBe(404);
      expect((await ccEdit("not-an-id", campaignFields())).status).toBe(404);
    });
  });

  describe("newsletters", () => {
    it("create (a draft), publish, edit, unpublish and delete: the archive and the issue page follow, every step audited", async () => {
      const newPage = await callRoute<{ suggestedNumber: number }>(() =>
        nlEditLoader(args(get("/admin/newsletters/new", adminCookie), context, { id: "new" })),
      );
      expect(newPage.data.suggestedNumber).toBe(2);

      const created = await nlEdit("new", issueFields());
      expect(created.status).toBe(302);
      expect(created.location).toBe("/admin/newsletters");
      const [row] = await database.db.select().from(newsletters).where(eq(newsletters.newsletterNumber, 7));
      expect(row).toMatchObject({
        isPublished: false,
        title: "Spring in the garden",
        author: "Maya Brooks",
        featuredImageUrl: null,
      });
      const id = row!.id;

      expect(await publicIssueNumbers()).toEqual([1]);
      expect((await publicIssue(7)).status).toBe(404);

      expect((await nlToggle(id, "publish")).status).toBe(302);
      expect(await publicIssueNumbers()).toEqual([7, 1]);
      expect((await publicIssue(7)).data.issue.contentHtml).toContain("Thank you to everyone who came.");

      expect(
        (await nlEdit(id, issueFields({ title: "Spring in the community garden", isPublished: "on" }))).status,
      ).toBe(302);
      expect((await publicIssue(7)).data.issue.title).toBe("Spring in the community garden");

      expect((await nlToggle(id, "unpublish")).status).toBe(302);
      expect(await publicIssueNumbers()).toEqual([1]);
      expect((await publicIssue(7)).status).toBe(404);

      // Deleting is confirmed on a page of its own; the old query address is a permanent redirect there.
      const confirm = await callRoute<{ issue: { newsletterNumber: number } }>(() =>
        nlDeleteLoader(args(get(`/admin/newsletters/${id}/delete`, adminCookie), context, { id })),
      );
      expect(confirm.data).toMatchObject({ issue: { newsletterNumber: 7 } });
      const old = await callRoute(() =>
        nlEditLoader(args(get(`/admin/newsletters/${id}?delete=1`, adminCookie), context, { id })),
      );
      expect(old.status).toBe(301);
      expect(old.location).toBe(`/admin/newsletters/${id}/delete`);

      expect((await nlEdit(id, { intent: "delete" })).status).toBe(302);
      expect(await database.db.select().from(newsletters).where(eq(newsletters.id, id))).toHaveLength(0);
      // It waits in the trash (ADR 0051), whole, to be restored.
      const [trashed] = await database.db.select().from(contentTrash).where(eq(contentTrash.itemId, id));
      expect(trashed).toMatchObject({ kind: "newsletter", title: "Spring in the community garden" });
      expect(
        (
          await callRoute(() =>
            nlDeleteLoader(args(get(`/admin/newsletters/${id}/delete`, adminCookie), context, { id })),
          )
        ).status,
      ).toBe(404);
      expect(await auditFor(id)).toEqual(["create", "publish", "update", "unpublish", "delete"]);
    });

    it("refuses to delete an issue that was emailed, and says so on the confirm page", async () => {
      expect((await nlEdit("new", issueFields({ newsletterNumber: "21", title: "Sent already" }))).status).toBe(302);
      const [issue] = await database.db.select().from(newsletters).where(eq(newsletters.newsletterNumber, 21));
      await database.db.insert(newsletterSends).values({
        newsletterId: issue!.id,
        subject: "Sent already",
        htmlBody: "<p>Hi</p>",
        textBody: "Hi",
        recipientCount: 1234,
      });

      const confirm = await callRoute<{ sentTo: number | null }>(() =>
        nlDeleteLoader(args(get(`/admin/newsletters/${issue!.id}/delete`, adminCookie), context, { id: issue!.id })),
      );
      expect(confirm.data.sentTo).toBe(1234);

      const refused = await nlEdit(issue!.id, { intent: "delete" });
      expect(refused.status).toBe(302);
      expect(refused.location).toBe(`/admin/newsletters/${issue!.id}`);
      expect(await database.db.select().from(newsletters).where(eq(newsletters.id, issue!.id))).toHaveLength(1);
      expect(
        await database.db.select().from(newsletterSends).where(eq(newsletterSends.newsletterId, issue!.id)),
      ).toHaveLength(1);
      expect(await database.db.select().from(contentTrash).where(eq(contentTrash.itemId, issue!.id))).toHaveLength(0);
      expect(await auditFor(issue!.id)).toEqual(["create"]);
    });

    it("refuses an issue number another issue has, on create and on edit", async () => {
      const duplicate = await nlEdit("new", issueFields({ newsletterNumber: "1", title: "A second first letter" }));
      expect(duplicate.status).toBe(400);
      expect(duplicate.data.result.error?.newsletterNumber).toEqual([
        "Issue No. 1 already exists. Choose another number.",
      ]);
      expect(duplicate.data.result.initialValue).toMatchObject({ title: "A second first letter" });
      expect(
        await database.db.select().from(newsletters).where(eq(newsletters.title, "A second first letter")),
      ).toHaveLength(0);

      expect((await nlEdit("new", issueFields({ newsletterNumber: "12", title: "Twelve" }))).status).toBe(302);
      const [twelve] = await database.db.select().from(newsletters).where(eq(newsletters.newsletterNumber, 12));
      const moved = await nlEdit(twelve!.id, issueFields({ newsletterNumber: "1", title: "Twelve" }));
      expect(moved.status).toBe(400);
      expect(moved.data.result.error?.newsletterNumber).toEqual(["Issue No. 1 already exists. Choose another number."]);
      // Keeping its own number is not a duplicate.
      expect((await nlEdit(twelve!.id, issueFields({ newsletterNumber: "12", title: "Twelve, revised" }))).status).toBe(
        302,
      );
    });

    it("refuses missing and malformed fields with messages next to them", async () => {
      const invalid = await nlEdit(
        "new",
        issueFields({ newsletterNumber: "twelve", title: "", content: "   ", publishedDate: "March" }),
      );
      expect(invalid.status).toBe(400);
      expect(invalid.data.result.error).toMatchObject({
        newsletterNumber: ["Issue number must be a whole number, like 12"],
        title: ["Title is required"],
        content: ["Content is required"],
        publishedDate: ["Please enter a date as YYYY-MM-DD."],
      });
      const zero = await nlEdit("new", issueFields({ newsletterNumber: "0" }));
      expect(zero.data.result.error?.newsletterNumber).toEqual(["Issue number must be 1 or more"]);
    });

    it("stores the content sanitised: scripts, event handlers and javascript: links never reach the database", async () => {
      const hostile =
        '<p>Hello <b>neighbours</b></p><script>alert("x")</script>' +
        '<img src="/media/0123456789abcdef.webp" alt="Neighbors" onerror="alert(2)"><img src="https://example.org/a.jpg" alt="Elsewhere">' +
        '<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>';
      expect((await nlEdit("new", issueFields({ newsletterNumber: "20", content: hostile }))).status).toBe(302);
      const [row] = await database.db.select().from(newsletters).where(eq(newsletters.newsletterNumber, 20));
      expect(row!.content).toContain("<p>Hello <strong>neighbours</strong></p>");
      // Pictures come from the media library only (issue 39).
      expect(row!.content).toContain('src="/media/0123456789abcdef.webp"');
      expect(row!.content).not.toContain("example.org");
      for (const banned of ["<script", "alert", "onerror", "javascript:", "<iframe"])
        expect(row!.content).not.toContain(banned);

      // Content that is nothing but disallowed markup is refused rather than stored empty.
      const empty = await nlEdit("new", issueFields({ newsletterNumber: "21", content: "<script>alert(1)</script>" }));
      expect(empty.status).toBe(400);
      expect(empty.data.result.error?.content?.[0]).toMatch(/Nothing would be left/);
    });

    it("previews the cleaned content without saving anything, keeping what was typed", async () => {
      const before = await database.db.select().from(newsletters);
      const preview = await nlEdit("new", {
        intent: "preview",
        newsletterNumber: "",
        title: "Half written",
        content: '<p onclick="x()">Draft</p><script>bad()</script>',
      });
      expect(preview.status).toBe(200);
      expect(preview.data.previewHtml).toBe("<p>Draft</p>");
      expect(preview.data.result.initialValue).toMatchObject({ title: "Half written" });
      expect(await database.db.select().from(newsletters)).toHaveLength(before.length);
    });
  });
});
