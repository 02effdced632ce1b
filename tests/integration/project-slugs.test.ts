import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, businessProjects, media, newsItems, slugHistory } from "~/db/schema";
import { deleteLibraryImage, getLibraryImage } from "~/features/media/library.server";
import { PROJECT_RESERVED_SLUG_MESSAGE, PROJECT_RESERVED_SLUGS } from "~/features/projects/reserved-slugs";
import * as editRoute from "~/routes/admin/projects/edit";
import * as revisionsRoute from "~/routes/admin/revisions";
import { meta as detailMeta, loader as detailLoader } from "~/routes/projects/project-detail";
import { SLUG_OLD_MESSAGE } from "~/utils/slugs/validation";
import { searchHead } from "./head-tags";
import { args, callRoute, TEST_ORIGIN } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Issue 39 part 5 (ADR 0052) for projects: they had a slug of their own; now a changed one keeps
// its old address working (301), the database makes a missing one, and the page has a search
// description and a social image. The fixed pages under /projects/ keep their addresses.
const editAction = underAdminLayout(editRoute.action);
const historyLoader = underAdminLayout(revisionsRoute.loader);
const historyAction = underAdminLayout(revisionsRoute.action);

const PROJECT_TAKEN = "That address is already used by another project";

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  ({ database, context, adminCookie, adminId } = await setUpAdminTests({
    adminEmail: "project-slugs-editor@example.org",
    userEmail: "project-slugs-reader@example.org",
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

const projectFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  title: "Harbor Street Bakery Co-op",
  description: "Bake and sell bread with a worker-owned bakery in Galveston; no experience needed, training included.",
  status: "Active",
  category: "Business Opportunity",
  imageUrl: "/images/bakery.jpg",
  imageAlt: "Loaves cooling on a rack",
  "collaborationOptions[0].option": "Early Shift Baker",
  "collaborationOptions[0].description": "Bake from 4 to 10 a.m., four days a week.",
  isPublished: "on",
  slug: "",
  seoDescription: "",
  socialImageUrl: "",
  ...overrides,
});

type SaveData = { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
const save = (id: string, fields: Record<string, string>) =>
  callRoute<SaveData>(() => editAction(args(post(`/admin/projects/${id}`, fields, adminCookie), context, { id })));
const visit = (param: string, search = "", cookie?: string) =>
  callRoute<{ project: { title: string; slug: string; state: string } }>(() =>
    detailLoader(args(get(`/projects/${param}${search}`, cookie), context, { idOrSlug: param })),
  );
const byTitle = async (title: string) =>
  (await database.db.select().from(businessProjects).where(eq(businessProjects.title, title)))[0]!;

describe(`project addresses (${process.env.TEST_DB_KIND})`, () => {
  it("gives a new project an address made from its title, a different one to a second of that title, and never a fixed page's", async () => {
    expect((await save("new", projectFields({ title: "Café Bakers: Ånd Friends" }))).status).toBe(302);
    const first = await byTitle("Café Bakers: Ånd Friends");
    expect(first.slug).toBe("cafe-bakers-and-friends");

    // Straight into the table, as a seed or a script writes: the database makes the address.
    await database.db.insert(businessProjects).values({ title: "Café Bakers: Ånd Friends", description: "Again." });
    const rows = await database.db
      .select()
      .from(businessProjects)
      .where(eq(businessProjects.title, "Café Bakers: Ånd Friends"));
    expect(rows.map((row) => row.slug).sort()).toEqual(["cafe-bakers-and-friends", "cafe-bakers-and-friends-2"]);
    expect((await visit("cafe-bakers-and-friends")).data.project.title).toBe("Café Bakers: Ånd Friends");

    // A title that is a fixed page's name gets the next free address: /projects/library stays the library.
    for (const reserved of PROJECT_RESERVED_SLUGS) {
      const title = reserved.replace(/-/g, " ");
      await database.db.insert(businessProjects).values({ title, description: "Named like a fixed page." });
      expect((await byTitle(title)).slug).toBe(`${reserved}-2`);
    }
    expect((await save("new", projectFields({ title: "Library" }))).status).toBe(302);
    expect((await byTitle("Library")).slug).toBe("library-3");

    // Each kind has its addresses to itself: a news story may share a project's slug.
    await database.db.insert(newsItems).values({
      title: "Café Bakers: Ånd Friends",
      description: "A story of the same name.",
      content: "<p>x</p>",
      category: "Community",
    });
    const [story] = await database.db
      .select({ slug: newsItems.slug })
      .from(newsItems)
      .where(eq(newsItems.title, "Café Bakers: Ånd Friends"));
    expect(story!.slug).toBe("cafe-bakers-and-friends");
  });

  it("after a change of address, answers the old address and the id with a 301 to the new one, query kept", async () => {
    await save("new", projectFields({ title: "Tidepool Tours", slug: "tidepool-tours" }));
    const project = await byTitle("Tidepool Tours");
    const saved = await save(
      project.id,
      projectFields({ title: "Tidepool Tours", slug: "galveston-tidepools", seoDescription: "Guide families." }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.getSetCookie().join(";")).toContain("toast=");

    const fresh = await visit("galveston-tidepools");
    expect(fresh.status).toBe(200);
    expect(fresh.data.project.title).toBe("Tidepool Tours");

    const old = await visit("tidepool-tours", "?utm_source=letter");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/projects/galveston-tidepools?utm_source=letter");
    // The same old address typed in capitals.
    expect((await visit("Tidepool-Tours")).location).toBe("/projects/galveston-tidepools");
    // The current one typed in capitals answers with its own address, as before.
    expect((await visit("Galveston-Tidepools", "?a=1")).location).toBe("/projects/galveston-tidepools?a=1");

    const byId = await visit(project.id, "?from=news");
    expect(byId.status).toBe(301);
    expect(byId.location).toBe("/projects/galveston-tidepools?from=news");
    expect((await visit(project.id.toUpperCase())).location).toBe("/projects/galveston-tidepools");

    expect((await visit("no-such-project")).status).toBe(404);
    expect((await visit("Not a slug!")).status).toBe(404);

    // The change is in the audit log, before and after, with the new fields.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "project"), eq(auditLog.entityId, project.id), eq(auditLog.action, "update")));
    expect(entry!.details).toMatchObject({
      changes: {
        slug: { from: "tidepool-tours", to: "galveston-tidepools" },
        seoDescription: { from: null, to: "Guide families." },
      },
    });

    // Taking the old address back makes it the project's address again, without a redirect loop.
    await save(project.id, projectFields({ title: "Tidepool Tours", slug: "tidepool-tours" }));
    expect((await visit("tidepool-tours")).status).toBe(200);
    expect((await visit("galveston-tidepools")).location).toBe("/projects/tidepool-tours");
  });

  it("records the address the database made, and the new fields, in the audit log when the form left it empty", async () => {
    await save("new", projectFields({ title: "Spring Market Stalls", socialImageUrl: "/images/market-card.png" }));
    const project = await byTitle("Spring Market Stalls");
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "project"), eq(auditLog.entityId, project.id), eq(auditLog.action, "create")));
    expect(entry!.details).toMatchObject({
      slug: "spring-market-stalls",
      seoDescription: null,
      socialImageUrl: "/images/market-card.png",
    });
  });

  it("refuses another project's address, one another project had, a fixed page's and an id, next to the field and keeping what was typed", async () => {
    await save("new", projectFields({ title: "Pantry shelves", slug: "pantry-shelves" }));
    await save("new", projectFields({ title: "Pantry drivers", slug: "pantry-drivers" }));
    const second = await byTitle("Pantry drivers");

    const taken = await save(
      second.id,
      projectFields({ title: "Pantry drivers", slug: "pantry-shelves", seoDescription: "Typed before the refusal." }),
    );
    expect(taken.status).toBe(400);
    expect(taken.data.result.error.slug).toEqual([PROJECT_TAKEN]);
    expect(taken.data.result.initialValue).toMatchObject({
      slug: "pantry-shelves",
      seoDescription: "Typed before the refusal.",
    });
    expect((await byTitle("Pantry drivers")).slug).toBe("pantry-drivers");

    // "galveston-tidepools" (above) is now an old address of "Tidepool Tours".
    const old = await save("new", projectFields({ title: "Another tour", slug: "galveston-tidepools" }));
    expect(old.status).toBe(400);
    expect(old.data.result.error.slug).toEqual([SLUG_OLD_MESSAGE]);
    expect(await byTitle("Another tour")).toBeUndefined();

    for (const reserved of ["library", "helping-hand", "Shield-Fashion"]) {
      const fixed = await save(second.id, projectFields({ title: "Pantry drivers", slug: reserved }));
      expect(fixed.status).toBe(400);
      expect(fixed.data.result.error.slug).toEqual([PROJECT_RESERVED_SLUG_MESSAGE]);
    }
    const idShaped = await save("new", projectFields({ title: "Id address", slug: second.id }));
    expect(idShaped.status).toBe(400);
    expect(idShaped.data.result.error.slug?.[0]).toMatch(/looks like an item's id/);

    // A news story's old address is not a project's: the kinds are apart.
    const [story] = await database.db
      .insert(newsItems)
      .values({ title: "Moving story", description: "x", content: "<p>x</p>", category: "Community" })
      .returning({ id: newsItems.id });
    await database.db.update(newsItems).set({ slug: "moved-story-now" }).where(eq(newsItems.id, story!.id));
    expect((await save("new", projectFields({ title: "Moving project", slug: "moving-story" }))).status).toBe(302);

    const tooLong = await save("new", projectFields({ title: "Too long", seoDescription: "x".repeat(161) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.result.error.seoDescription?.[0]).toMatch(/under 160 characters/);
  });

  it("keeps a draft's addresses to admins: its slug, id and old slug answer 404 to visitors; an admin is sent to the preview", async () => {
    await save("new", projectFields({ title: "Quiet draft project", slug: "quiet-first", isPublished: "" }));
    const draft = await byTitle("Quiet draft project");
    await save(draft.id, projectFields({ title: "Quiet draft project", slug: "quiet-draft", isPublished: "" }));
    expect((await visit("quiet-draft")).status).toBe(404);
    expect((await visit(draft.id)).status).toBe(404);
    expect((await visit("quiet-first")).status).toBe(404);

    const preview = await visit("quiet-draft", "", adminCookie);
    expect(preview.status).toBe(200);
    expect(preview.data.project.state).toBe("draft");
    const byId = await visit(draft.id, "", adminCookie);
    expect(byId.status).toBe(301);
    expect(byId.location).toBe("/projects/quiet-draft");
    expect((await visit("quiet-first", "?x=1", adminCookie)).location).toBe("/projects/quiet-draft?x=1");
  });

  it("frees a deleted project's old addresses", async () => {
    await save("new", projectFields({ title: "Short-lived project", slug: "short-lived" }));
    const project = await byTitle("Short-lived project");
    await save(project.id, projectFields({ title: "Short-lived project", slug: "short-lived-2025" }));
    const history = await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, project.id));
    expect(history).toEqual([expect.objectContaining({ kind: "project", slug: "short-lived" })]);
    await save(project.id, { intent: "delete" });
    expect(await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, project.id))).toHaveLength(0);
    expect((await visit("short-lived")).status).toBe(404);
    expect((await save("new", projectFields({ title: "A new one", slug: "short-lived" }))).status).toBe(302);
  });

  it("gives a project a fixed page shadowed, or an id-shaped slug, an address from its title (as the migration does)", async () => {
    // Only a script could store these (the editor refuses them); the migration mends them.
    const values = [
      { title: "Neighborhood Lending Library", slug: "library" },
      { title: "Business Mentors Circle", slug: "0b4c2a5e-1f3d-4c7a-9e2b-5d6f7a8b9c0d" },
    ];
    await database.db.delete(businessProjects).where(eq(businessProjects.slug, "library"));
    for (const row of values) await database.db.insert(businessProjects).values({ ...row, description: "x" });
    await database.db.execute(sql`
      UPDATE "business_opportunity_projects" SET "slug" = ''
      WHERE "slug" IN ('library', 'business', 'helping-hand', 'shield-fashion', 'amera-diamonds', 'lab-grown-diamonds', 'orel-developers', 'lon-tax', 'baby-cam-campaign')
        OR "slug" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`);
    expect((await byTitle("Neighborhood Lending Library")).slug).toBe("neighborhood-lending-library");
    expect((await byTitle("Business Mentors Circle")).slug).toBe("business-mentors-circle");
  });

  it("puts the search description and the social image in the page head, else the description and the project's image", async () => {
    await save(
      "new",
      projectFields({
        title: "Summer reading tutors",
        slug: "summer-reading-tutors",
        seoDescription: "Tutor kids in reading all summer, two hours a week.",
        socialImageUrl: "/media/reading-card.png",
      }),
    );
    const headOf = async (slug: string) => searchHead(detailMeta, (await visit(slug)).data);
    expect(await headOf("summer-reading-tutors")).toEqual({
      description: "Tutor kids in reading all summer, two hours a week.",
      image: `${TEST_ORIGIN}/media/reading-card.png`,
      canonical: `${TEST_ORIGIN}/projects/summer-reading-tutors`,
    });
    const plain = await headOf("tidepool-tours");
    expect(plain).toEqual({
      description: expect.stringMatching(/^Bake and sell bread with a worker-owned bakery/),
      image: `${TEST_ORIGIN}/images/bakery.jpg`,
      canonical: `${TEST_ORIGIN}/projects/tidepool-tours`,
    });
  });

  it("counts a picture used only as a project's social image in the media library: it cannot be deleted", async () => {
    const key = "ab12cd34ef56ab78.png";
    await database.db.insert(media).values({ key, fileName: "project-card.png", alt: "A card" });
    await save("new", projectFields({ title: "Card project", socialImageUrl: `/media/${key}` }));
    const image = await getLibraryImage(database.db, key);
    expect(image!.usages).toEqual([expect.objectContaining({ kind: "project", title: "Card project" })]);
    const refused = await deleteLibraryImage(
      database.db,
      { id: adminId, email: "project-slugs-editor@example.org" },
      key,
    );
    expect(refused.status).toBe("in-use");
  });

  it("keeps the search description and social image in a project's revisions, and a restore keeps today's address", async () => {
    await save("new", projectFields({ title: "Revised project", slug: "revised-project", seoDescription: "First." }));
    const project = await byTitle("Revised project");
    await save(
      project.id,
      projectFields({ title: "Revised project", slug: "revised-project-now", seoDescription: "Second." }),
    );
    const history = await callRoute<{ history: { revisions: { id: string; changedFields: string[] }[] } }>(() =>
      historyLoader(
        args(get(`/admin/revisions/project/${project.id}`, adminCookie), context, { kind: "project", id: project.id }),
      ),
    );
    const revisions = history.data.history.revisions;
    expect(revisions).toHaveLength(2);
    // The address is not a revision's field: an earlier version brought back keeps today's address.
    expect(revisions[0]!.changedFields).toEqual(["seoDescription"]);
    const restored = await callRoute(() =>
      historyAction(
        args(
          post(
            `/admin/revisions/project/${project.id}`,
            { intent: "restore", revisionId: revisions[1]!.id },
            adminCookie,
          ),
          context,
          { kind: "project", id: project.id },
        ),
      ),
    );
    expect(restored.status).toBe(302);
    expect(await byTitle("Revised project")).toMatchObject({ seoDescription: "First.", slug: "revised-project-now" });
  });
});
