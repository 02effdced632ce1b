import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, completedCampaigns, newsItems, slugHistory } from "~/db/schema";
import { getLatestCompletedCampaign } from "~/features/home/home.server";
import type { SearchData } from "~/features/search/kinds";
import * as editRoute from "~/routes/admin/completed-campaigns/edit";
import * as adminListRoute from "~/routes/admin/completed-campaigns/list";
import { meta as detailMeta, loader as detailLoader } from "~/routes/completed-campaigns/detail";
import { loader as listLoader } from "~/routes/completed-campaigns/list";
import { loader as searchLoader } from "~/routes/search/search";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { SLUG_OLD_MESSAGE, SLUG_TAKEN_MESSAGE } from "~/utils/slugs/validation";
import { searchHead } from "./head-tags";
import { args, callRoute, getRequest, TEST_ORIGIN } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Issue 39 part 5 (ADR 0052), the second kind: completed campaigns have an editable address too,
// and their old addresses and ids keep leading there.
const editAction = underAdminLayout(editRoute.action);
const adminListLoader = underAdminLayout(adminListRoute.loader);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;

beforeAll(async () => {
  ({ database, context, adminCookie } = await setUpAdminTests({
    adminEmail: "completed-slugs-editor@example.org",
    userEmail: "completed-slugs-reader@example.org",
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

const campaignFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  title: "Winter Coats for Duluth",
  description: "Warm coats, hats and gloves for children before the first snow.",
  location: "Duluth, MN",
  completionDate: "2026-01-20",
  partnerOrganization: "",
  beneficiary: "214 children",
  impactSummary: "Every child on the school's list went home with a coat that fits.",
  imageUrl: "/images/coats.jpg",
  imageAlt: "Children trying on new winter coats",
  campaignUrl: "",
  isPublished: "on",
  slug: "",
  seoDescription: "",
  socialImageUrl: "",
  ...overrides,
});

const save = (id: string, fields: Record<string, string>) =>
  callRoute<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(() =>
    editAction(args(post(`/admin/completed-campaigns/${id}`, fields, adminCookie), context, { id })),
  );
const visit = (param: string, search = "", cookie?: string) =>
  callRoute<{ campaign: { title: string; slug: string; state: string } }>(() =>
    detailLoader(args(get(`/completed-campaigns/${param}${search}`, cookie), context, { id: param })),
  );
const byTitle = async (title: string) =>
  (await database.db.select().from(completedCampaigns).where(eq(completedCampaigns.title, title)))[0]!;

describe(`completed campaign addresses (${process.env.TEST_DB_KIND})`, () => {
  it("gives a new campaign an address made from its title, and a different one to a second campaign of that title", async () => {
    expect((await save("new", campaignFields({ title: "Café Coats: Ånd Hats" }))).status).toBe(302);
    const first = await byTitle("Café Coats: Ånd Hats");
    expect(first.slug).toBe("cafe-coats-and-hats");

    // Straight into the table, as a seed or a script writes: the database makes the address.
    await database.db.insert(completedCampaigns).values({
      title: "Café Coats: Ånd Hats",
      description: "Again.",
      completionDate: "2025-02-01",
    });
    const rows = await database.db
      .select()
      .from(completedCampaigns)
      .where(eq(completedCampaigns.title, "Café Coats: Ånd Hats"));
    expect(rows.map((row) => row.slug).sort()).toEqual(["cafe-coats-and-hats", "cafe-coats-and-hats-2"]);

    const page = await visit("cafe-coats-and-hats");
    expect(page.status).toBe(200);
    expect(page.data.campaign.title).toBe("Café Coats: Ånd Hats");

    // Each kind has its addresses to itself: a news story may share a campaign's slug.
    await database.db.insert(newsItems).values({
      title: "Café Coats: Ånd Hats",
      description: "A story of the same name.",
      content: "<p>x</p>",
      category: "Campaigns",
    });
    const [story] = await database.db
      .select({ slug: newsItems.slug })
      .from(newsItems)
      .where(eq(newsItems.title, "Café Coats: Ånd Hats"));
    expect(story!.slug).toBe("cafe-coats-and-hats");
  });

  it("after a change of address, answers the old address and the id with a 301 to the new one, query kept", async () => {
    await save("new", campaignFields({ title: "Coats for Duluth", slug: "coats-for-duluth" }));
    const campaign = await byTitle("Coats for Duluth");
    expect(campaign.slug).toBe("coats-for-duluth");
    const saved = await save(campaign.id, campaignFields({ title: "Coats for Duluth", slug: "duluth-coat-drive" }));
    expect(saved.status).toBe(302);

    const fresh = await visit("duluth-coat-drive");
    expect(fresh.status).toBe(200);
    expect(fresh.data.campaign.title).toBe("Coats for Duluth");

    const old = await visit("coats-for-duluth", "?utm_source=letter");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/completed-campaigns/duluth-coat-drive?utm_source=letter");

    const byId = await visit(campaign.id);
    expect(byId.status).toBe(301);
    expect(byId.location).toBe("/completed-campaigns/duluth-coat-drive");
    // An id in capitals is the same id.
    expect((await visit(campaign.id.toUpperCase())).location).toBe("/completed-campaigns/duluth-coat-drive");

    expect((await visit("no-such-campaign")).status).toBe(404);
    expect((await visit("Not a slug!")).status).toBe(404);

    // The change is in the audit log, before and after.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "completed_campaign"),
          eq(auditLog.entityId, campaign.id),
          eq(auditLog.action, "update"),
        ),
      );
    expect(entry!.details).toMatchObject({
      changes: { slug: { from: "coats-for-duluth", to: "duluth-coat-drive" } },
    });

    // Taking the old address back makes it the campaign's address again, without a redirect loop.
    await save(campaign.id, campaignFields({ title: "Coats for Duluth", slug: "coats-for-duluth" }));
    expect((await visit("coats-for-duluth")).status).toBe(200);
    expect((await visit("duluth-coat-drive")).location).toBe("/completed-campaigns/coats-for-duluth");
  });

  it("records the address the database made in the audit log when the form left it empty", async () => {
    await save("new", campaignFields({ title: "Spring Food Boxes" }));
    const campaign = await byTitle("Spring Food Boxes");
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "completed_campaign"),
          eq(auditLog.entityId, campaign.id),
          eq(auditLog.action, "create"),
        ),
      );
    expect(entry!.details).toMatchObject({ slug: "spring-food-boxes", seoDescription: null });
  });

  it("refuses another campaign's address, or one another campaign had, next to the field and keeping what was typed", async () => {
    await save("new", campaignFields({ title: "Pantry shelves full", slug: "pantry-shelves-full" }));
    await save("new", campaignFields({ title: "Pantry volunteers", slug: "pantry-volunteers" }));
    const second = await byTitle("Pantry volunteers");

    const taken = await save(
      second.id,
      campaignFields({ title: "Pantry volunteers", slug: "pantry-shelves-full", location: "Typed, MN" }),
    );
    expect(taken.status).toBe(400);
    expect(taken.data.result.error.slug).toEqual([SLUG_TAKEN_MESSAGE]);
    expect(taken.data.result.initialValue).toMatchObject({ slug: "pantry-shelves-full", location: "Typed, MN" });
    expect((await byTitle("Pantry volunteers")).slug).toBe("pantry-volunteers");

    // "duluth-coat-drive" (above) is now an old address of "Coats for Duluth".
    const old = await save("new", campaignFields({ title: "Another drive", slug: "duluth-coat-drive" }));
    expect(old.status).toBe(400);
    expect(old.data.result.error.slug).toEqual([SLUG_OLD_MESSAGE]);
    expect(await byTitle("Another drive")).toBeUndefined();

    // A news story's old address is not a campaign's: the kinds are apart.
    const [story] = await database.db
      .insert(newsItems)
      .values({ title: "Moving story", description: "x", content: "<p>x</p>", category: "Community" })
      .returning({ id: newsItems.id });
    await database.db.update(newsItems).set({ slug: "moved-story-now" }).where(eq(newsItems.id, story!.id));
    expect((await save("new", campaignFields({ title: "Moving campaign", slug: "moving-story" }))).status).toBe(302);

    const badShape = await save("new", campaignFields({ title: "Odd address", slug: "Not OK!" }));
    expect(badShape.status).toBe(400);
    expect(badShape.data.result.error.slug?.[0]).toMatch(/lowercase letters, numbers and single hyphens/);
    const idShaped = await save("new", campaignFields({ title: "Id address", slug: second.id }));
    expect(idShaped.status).toBe(400);
    expect(idShaped.data.result.error.slug?.[0]).toMatch(/looks like an item's id/);
  });

  it("keeps a draft's address to admins: its id and slug answer 404 to visitors, and an admin's id link leads to the preview", async () => {
    await save("new", campaignFields({ title: "Quiet draft campaign", slug: "quiet-draft", isPublished: "" }));
    const draft = await byTitle("Quiet draft campaign");
    expect(draft.isPublished).toBe(false);
    expect((await visit("quiet-draft")).status).toBe(404);
    expect((await visit(draft.id)).status).toBe(404);

    const preview = await visit("quiet-draft", "", adminCookie);
    expect(preview.status).toBe(200);
    expect(preview.data.campaign.state).toBe("draft");
    const byId = await visit(draft.id, "", adminCookie);
    expect(byId.status).toBe(301);
    expect(byId.location).toBe("/completed-campaigns/quiet-draft");
  });

  it("frees a deleted campaign's old addresses", async () => {
    await save("new", campaignFields({ title: "Short-lived campaign", slug: "short-lived" }));
    const campaign = await byTitle("Short-lived campaign");
    await save(campaign.id, campaignFields({ title: "Short-lived campaign", slug: "short-lived-2025" }));
    const history = await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, campaign.id));
    expect(history).toEqual([expect.objectContaining({ kind: "completed-campaign", slug: "short-lived" })]);
    await save(campaign.id, { intent: "delete" });
    expect(await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, campaign.id))).toHaveLength(0);
    expect((await visit("short-lived")).status).toBe(404);
    // The address is free again.
    expect((await save("new", campaignFields({ title: "A new one", slug: "short-lived" }))).status).toBe(302);
  });

  it("backfills unique addresses for campaigns that had none (as the migration does)", async () => {
    const titles = ["Same title twice", "Same title twice", "Same title twice 2", "!!!"];
    const ids: string[] = [];
    for (const title of titles) {
      const [row] = await database.db
        .insert(completedCampaigns)
        .values({ title, description: "x", completionDate: "2020-01-01", slug: "placeholder-" + ids.length })
        .returning({ id: completedCampaigns.id });
      ids.push(row!.id);
    }
    // The migration's backfill statement: every row without an address gets one from its title.
    await database.db.execute(sql`UPDATE completed_campaigns SET slug = '' WHERE id IN (${sql.join(ids, sql`, `)})`);
    const rows = await database.db
      .select({ slug: completedCampaigns.slug })
      .from(completedCampaigns)
      .where(sql`${completedCampaigns.id} IN (${sql.join(ids, sql`, `)})`);
    const slugs = rows.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(4);
    expect(slugs).toContain("same-title-twice");
    expect(slugs).toContain("completed-campaign");
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("links every campaign by its address: the list, the home page, the admin list, site search and the sitemap", async () => {
    await save(
      "new",
      campaignFields({ title: "Zinnia garden harvest", slug: "zinnia-harvest", completionDate: "2030-06-01" }),
    );
    const campaign = await byTitle("Zinnia garden harvest");

    const list = await callRoute<{ items: { title: string; slug: string }[] }>(() =>
      listLoader(args(getRequest("/completed-campaigns"), context)),
    );
    expect(list.data.items.find((item) => item.title === "Zinnia garden harvest")?.slug).toBe("zinnia-harvest");

    const latest = await getLatestCompletedCampaign(database.db, { error: () => {} });
    expect(latest).toMatchObject({ title: "Zinnia garden harvest", slug: "zinnia-harvest" });

    const adminList = await callRoute<{ campaigns: { title: string; slug: string }[] }>(() =>
      adminListLoader(args(get("/admin/completed-campaigns?q=zinnia", adminCookie), context)),
    );
    expect(adminList.data.campaigns).toEqual([expect.objectContaining({ slug: "zinnia-harvest" })]);

    const found = await callRoute<SearchData>(() => searchLoader(args(getRequest("/search?q=zinnia"), context)));
    const hits = found.data.groups.find((group) => group.kind === "completed-campaign")!.hits;
    expect(hits.map((hit) => hit.url)).toEqual(["/completed-campaigns/zinnia-harvest"]);

    const sitemap = await ((await sitemapLoader(args(getRequest("/sitemap.xml"), context))) as Response).text();
    expect(sitemap).toContain(`${TEST_ORIGIN}/completed-campaigns/zinnia-harvest</loc>`);
    expect(sitemap).not.toContain(`/completed-campaigns/${campaign.id}`);
    // A draft is not in it at all.
    expect(sitemap).not.toContain("/completed-campaigns/quiet-draft");
  });

  it("puts the search description and the social image in the page head, else the impact summary and the campaign's image", async () => {
    await save(
      "new",
      campaignFields({
        title: "Summer reading boxes",
        slug: "summer-reading-boxes",
        seoDescription: "Free books for kids all summer, packed by volunteers.",
        socialImageUrl: "/media/reading-card.png",
      }),
    );
    const headOf = async (slug: string) => searchHead(detailMeta, (await visit(slug)).data);
    expect(await headOf("summer-reading-boxes")).toEqual({
      description: "Free books for kids all summer, packed by volunteers.",
      image: `${TEST_ORIGIN}/media/reading-card.png`,
      canonical: `${TEST_ORIGIN}/completed-campaigns/summer-reading-boxes`,
    });

    expect(await headOf("coats-for-duluth")).toEqual({
      description: "Every child on the school's list went home with a coat that fits.",
      image: `${TEST_ORIGIN}/images/coats.jpg`,
      canonical: `${TEST_ORIGIN}/completed-campaigns/coats-for-duluth`,
    });

    const tooLong = await save(
      "new",
      campaignFields({ title: "Too long a description", seoDescription: "x".repeat(161) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.result.error.seoDescription?.[0]).toMatch(/under 160 characters/);
  });
});
