import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { agentApplications, auditLog, businessProjects } from "~/db/schema";
import type { LibraryPage } from "~/features/projects/library.server";
import type { ApplicationProject, ProjectDetail } from "~/features/projects/projects.server";
import * as projectsEditRoute from "~/routes/admin/projects/edit";
import * as projectsListRoute from "~/routes/admin/projects/list";
import * as revisionsRoute from "~/routes/admin/revisions";
import * as trashRoute from "~/routes/admin/trash";
import { loader as agentLoader } from "~/routes/apply/partner";
import { loader as libraryLoader } from "~/routes/projects/library";
import { loader as detailLoader } from "~/routes/projects/project-detail";
import type { TestDatabase } from "../setup/database";
import { keepEditingIntent } from "~/utils/keep-editing";
import { args, callRoute, getRequest } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Admin loaders and actions as the server runs them: after their middleware, which does the admin check.
const editAction = underAdminLayout(projectsEditRoute.action);
const editLoader = underAdminLayout(projectsEditRoute.loader);
const listAction = underAdminLayout(projectsListRoute.action);
const listLoader = underAdminLayout(projectsListRoute.loader);
const historyLoader = underAdminLayout(revisionsRoute.loader);
const historyAction = underAdminLayout(revisionsRoute.action);
const trashLoader = underAdminLayout(trashRoute.loader);
const trashAction = underAdminLayout(trashRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;
let existingId: string;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "projects-admin@example.org",
    userEmail: "projects-member@example.org",
  }));
  // A seeded shape: colours in a `colors` sub-object, options as JSON text with one incomplete entry.
  const [row] = await database.db
    .insert(businessProjects)
    .values({
      slug: "river-rafting-guides",
      title: "River Rafting Guides",
      description: "Guide rafting trips on the Guadalupe River for visitors from across Texas.",
      status: "Active",
      collaboratingCompanyName: "Guadalupe Outfitters",
      availableCollaborationTypes: JSON.stringify([
        { option: "Trip Guide", description: "Lead half-day trips." },
        { option: "Driver" },
      ]),
      brandColors: {
        colors: { primary: "rgb(14, 116, 144)", gradient: { direction: "to bottom", stops: ["#0e7490", "#22d3ee"] } },
      },
      isPublished: true,
    })
    .returning({ id: businessProjects.id });
  existingId = row!.id;
  await database.db.insert(agentApplications).values({
    projectId: existingId,
    fullName: "Nia Brooks",
    email: "nia@example.org",
    phone: "555-0100",
    location: "New Braunfels, TX",
    projectInterest: "River Rafting Guides",
  });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

type ActionData = { result?: { error?: Record<string, string[]> }; message?: string };
const save = (id: string, fields: Record<string, string>, cookie = adminCookie) =>
  callRoute<ActionData>(() =>
    editAction(args(post(`/admin/projects/${id}`, { intent: "save", ...fields }, cookie), context, { id })),
  );
const edit = (id: string, fields: Record<string, string>, cookie = adminCookie) =>
  callRoute<ActionData>(() => editAction(args(post(`/admin/projects/${id}`, fields, cookie), context, { id })));

const library = async () => {
  const result = await callRoute<{ status: "ok" } & LibraryPage>(() =>
    libraryLoader(args(getRequest("/projects/library"), context)),
  );
  return result.data.items.map((item) => item.title);
};
const detail = (idOrSlug: string) =>
  callRoute<{ project: ProjectDetail }>(() =>
    detailLoader(args(getRequest(`/projects/${idOrSlug}`), context, { idOrSlug })),
  );

const projectFields = (overrides: Record<string, string> = {}) => ({
  title: "Harbor Street Bakery Co-op",
  description: "Bake and sell bread with a worker-owned bakery in Galveston; no experience needed, training included.",
  status: "Upcoming",
  category: "Business Opportunity",
  location: "Galveston, TX",
  startedDate: "2026-09-01",
  collaboratingCompanyName: "Harbor Street Bakery",
  "collaborationOptions[0].option": "Early Shift Baker",
  "collaborationOptions[0].description": "Bake from 4 to 10 a.m., four days a week.",
  "collaborationOptions[1].option": "",
  "collaborationOptions[1].description": "",
  "collaborationOptions[2].option": "Market Seller",
  "collaborationOptions[2].description": "Run the Saturday market stall.",
  brandPrimary: "#B45309",
  brandSecondary: "#fde68a",
  gradientDirection: "to right",
  "gradientStops[0]": "#7c2d12",
  "gradientStops[1]": "#b45309",
  "gradientStops[2]": "",
  "gradientStops[3]": "",
  backgroundWhite: "on",
  ...overrides,
});

async function projectBySlug(slug: string) {
  const [row] = await database.db.select().from(businessProjects).where(eq(businessProjects.slug, slug));
  return row;
}

describe(`admin projects (${process.env.TEST_DB_KIND})`, () => {
  it("refuses visitors and signed-in users (403) for every loader and action, and changes nothing", async () => {
    const before = await database.db.select().from(businessProjects);
    const auditBefore = await database.db.select().from(auditLog);
    for (const cookie of [undefined, userCookie]) {
      const attempts = [
        () => listLoader(args(get("/admin/projects", cookie), context)),
        () => editLoader(args(get(`/admin/projects/${existingId}`, cookie), context, { id: existingId })),
        () => editLoader(args(get("/admin/projects/new", cookie), context, { id: "new" })),
        () =>
          listAction(
            args(post("/admin/projects", { intent: "publish", id: existingId, publish: "false" }, cookie), context),
          ),
        () =>
          editAction(
            args(
              post("/admin/projects/new", { intent: "save", ...projectFields({ isPublished: "on" }) }, cookie),
              context,
              { id: "new" },
            ),
          ),
        () =>
          editAction(
            args(
              post(`/admin/projects/${existingId}`, { intent: "save", ...projectFields({ title: "Hacked" }) }, cookie),
              context,
              { id: existingId },
            ),
          ),
        () =>
          editAction(
            args(post(`/admin/projects/${existingId}`, { intent: "publish", publish: "false" }, cookie), context, {
              id: existingId,
            }),
          ),
        () =>
          editAction(
            args(post(`/admin/projects/${existingId}`, { intent: "delete" }, cookie), context, { id: existingId }),
          ),
      ];
      for (const attempt of attempts) {
        const result = await callRoute(attempt);
        expect(result.status).toBe(403);
        expect(JSON.stringify(result.data ?? "")).not.toContain("River Rafting Guides");
      }
    }
    expect(await database.db.select().from(businessProjects)).toEqual(before);
    expect(await database.db.select().from(auditLog)).toEqual(auditBefore);
  });

  it("lists every project for an admin, drafts included, with its partner and a search", async () => {
    await database.db
      .insert(businessProjects)
      .values({ slug: "quiet-draft", title: "Quiet Draft Idea", description: "Not ready yet.", isPublished: false });
    const all = await callRoute<{ projects: { title: string; isPublished: boolean; companyName: string }[] }>(() =>
      listLoader(args(get("/admin/projects", adminCookie), context)),
    );
    expect(all.status).toBe(200);
    expect(all.data.projects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "Quiet Draft Idea", isPublished: false }),
        expect.objectContaining({
          title: "River Rafting Guides",
          isPublished: true,
          companyName: "Guadalupe Outfitters",
        }),
      ]),
    );
    const found = await callRoute<{ projects: { title: string }[] }>(() =>
      listLoader(args(get("/admin/projects?q=outfitters", adminCookie), context)),
    );
    expect(found.data.projects.map((project) => project.title)).toEqual(["River Rafting Guides"]);
  });

  it("shows a stored project of any shape in the editor's fields", async () => {
    const page = await callRoute<{ values: Record<string, unknown>; applicationCount: number }>(() =>
      editLoader(args(get(`/admin/projects/${existingId}`, adminCookie), context, { id: existingId })),
    );
    expect(page.data.values).toMatchObject({
      title: "River Rafting Guides",
      collaborationOptions: [{ option: "Trip Guide", description: "Lead half-day trips." }],
      brandPrimary: "#0e7490",
      gradientDirection: "to bottom",
      gradientStops: ["#0e7490", "#22d3ee"],
    });
    expect(page.data.applicationCount).toBe(1);
  });

  it("creates a draft that stays off the public library, detail page and partner form until published", async () => {
    const created = await save("new", projectFields());
    expect(created.status).toBe(302);
    const row = await projectBySlug("harbor-street-bakery-co-op");
    expect(row).toMatchObject({
      title: "Harbor Street Bakery Co-op",
      isPublished: false,
      availableCollaborationTypes: [
        { option: "Early Shift Baker", description: "Bake from 4 to 10 a.m., four days a week." },
        { option: "Market Seller", description: "Run the Saturday market stall." },
      ],
      brandColors: {
        primary: "#b45309",
        secondary: "#fde68a",
        gradient: { direction: "to right", stops: ["#7c2d12", "#b45309"] },
        background_white: "#ffffff",
      },
    });
    // Save goes back to the list, as in every editor ("Save and keep editing" is the one that stays).
    expect(created.location).toBe("/admin/projects");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entry).toMatchObject({ action: "create", entity: "project", actorEmail: "projects-admin@example.org" });

    expect(await library()).not.toContain("Harbor Street Bakery Co-op");
    expect((await detail("harbor-street-bakery-co-op")).status).toBe(404);
    expect((await detail(row!.id)).status).toBe(404);
    const form = await callRoute<{ projects: ApplicationProject[] }>(() =>
      agentLoader(args(getRequest("/apply/agent"), context)),
    );
    expect(JSON.stringify(form.data)).not.toContain("Harbor Street Bakery Co-op");

    // Published from the list: now it is everywhere.
    const published = await callRoute(() =>
      listAction(
        args(post("/admin/projects", { intent: "publish", id: row!.id, publish: "true" }, adminCookie), context),
      ),
    );
    expect(published.status).toBe(302);
    expect(await library()).toContain("Harbor Street Bakery Co-op");
    const shown = await detail("harbor-street-bakery-co-op");
    expect(shown.status).toBe(200);
    expect(shown.data.project.options.map((option) => option.option)).toEqual(["Early Shift Baker", "Market Seller"]);
    expect(shown.data.project.theme.heroBackground).toBe("linear-gradient(to right, #7c2d12, #b45309)");
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["create", "publish"]));
  });

  it("edits a project: new title and options show on the public pages; unpublishing hides it again", async () => {
    const row = await projectBySlug("harbor-street-bakery-co-op");
    // "Save and keep editing": the same save, then the project's editor again.
    const saved = await save(
      row!.id,
      projectFields({
        title: "Harbor Street Bread Co-op",
        slug: "harbor-street-bread",
        "collaborationOptions[0].option": "Delivery Rider",
        "collaborationOptions[0].description": "Deliver bread by cargo bike.",
        "collaborationOptions[2].option": "",
        "collaborationOptions[2].description": "",
        gradientDirection: "",
        isPublished: "on",
        intent: keepEditingIntent("save"),
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/admin/projects/${row!.id}`);
    const shown = await detail("harbor-street-bread");
    expect(shown.data.project.title).toBe("Harbor Street Bread Co-op");
    expect(shown.data.project.options).toEqual([
      { option: "Delivery Rider", description: "Deliver bread by cargo bike." },
    ]);
    expect(shown.data.project.theme.heroBackground).toBe("#b45309");
    expect(await library()).toContain("Harbor Street Bread Co-op");
    // The old address keeps leading there (ADR 0052).
    const old = await detail("harbor-street-bakery-co-op");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/projects/harbor-street-bread");

    const hidden = await edit(row!.id, { intent: "publish", publish: "false" });
    expect(hidden.status).toBe(302);
    expect(await library()).not.toContain("Harbor Street Bread Co-op");
    expect((await detail("harbor-street-bread")).status).toBe(404);
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["update", "unpublish"]));
  });

  it("refuses a bad colour, a taken address and an empty title, keeping what was typed", async () => {
    const before = await database.db.select().from(businessProjects);
    const badColour = await save(
      "new",
      projectFields({ title: "Colourful", brandPrimary: "red;background:url(x)", "gradientStops[1]": "#12" }),
    );
    expect(badColour.status).toBe(400);
    expect(badColour.data.result?.error?.brandPrimary).toEqual(["Use a hex color such as #1f2937 (#rgb or #rrggbb)."]);
    expect(badColour.data.result?.error?.["gradientStops[1]"]).toEqual([
      "Use a hex color such as #1f2937 (#rgb or #rrggbb).",
    ]);

    const taken = await save("new", projectFields({ title: "Another Rafting Project", slug: "river-rafting-guides" }));
    expect(taken.status).toBe(400);
    expect(taken.data.result?.error?.slug).toEqual(["That address is already used by another project"]);
    expect(JSON.stringify(taken.data.result)).toContain("Another Rafting Project");

    const harbor = await projectBySlug("harbor-street-bread");
    const takenOnEdit = await save(harbor!.id, projectFields({ slug: "river-rafting-guides" }));
    expect(takenOnEdit.data.result?.error?.slug).toEqual(["That address is already used by another project"]);

    const noTitle = await save("new", projectFields({ title: "   " }));
    expect(noTitle.status).toBe(400);
    expect(noTitle.data.result?.error?.title).toEqual(["Title is required"]);

    const halfRow = await save("new", projectFields({ "collaborationOptions[0].description": "" }));
    expect(halfRow.data.result?.error?.["collaborationOptions[0].description"]).toEqual([
      "Add a short description for this option",
    ]);

    expect(await database.db.select().from(businessProjects)).toEqual(before);
  });

  it("makes a free address from the title when none is typed", async () => {
    const first = await save("new", projectFields({ title: "River Rafting Guides" }));
    expect(first.status).toBe(302);
    expect(await projectBySlug("river-rafting-guides-2")).toBeDefined();
  });

  it("deletes a project after the confirm step; the applications that named it stay, and a restore links them again", async () => {
    const page = await callRoute<{ applicationCount: number }>(() =>
      editLoader(args(get(`/admin/projects/${existingId}`, adminCookie), context, { id: existingId })),
    );
    expect(page.data.applicationCount).toBe(1);
    const deleted = await edit(existingId, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/projects");
    expect(deleted.headers.getSetCookie().join(";")).toContain("toast=");
    expect(await database.db.select().from(businessProjects).where(eq(businessProjects.id, existingId))).toHaveLength(
      0,
    );
    const [application] = await database.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.email, "nia@example.org"));
    expect(application).toMatchObject({
      fullName: "Nia Brooks",
      projectId: null,
      projectInterest: "River Rafting Guides",
    });
    expect((await detail("river-rafting-guides")).status).toBe(404);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, existingId));
    expect(entry).toMatchObject({
      action: "delete",
      entity: "project",
      details: { title: "River Rafting Guides", applicationsKept: 1 },
    });

    const again = await edit(existingId, { intent: "delete" });
    expect(again.status).toBe(404);
    const missing = await callRoute(() =>
      editLoader(args(get(`/admin/projects/${existingId}`, adminCookie), context, { id: existingId })),
    );
    expect(missing.status).toBe(404);

    // It waits in the trash (ADR 0051) and comes back at its address, options and colors included.
    const trash = await callRoute<{ rows: { id: string; title: string; kindLabel: string }[] }>(() =>
      trashLoader(args(get("/admin/trash", adminCookie), context)),
    );
    const listed = trash.data.rows.find((row) => row.title === "River Rafting Guides");
    expect(listed).toMatchObject({ kindLabel: "Project" });
    const restored = await callRoute(() =>
      trashAction(args(post("/admin/trash", { intent: "restore", id: listed!.id }, adminCookie), context)),
    );
    expect(restored.status).toBe(302);
    const back = await detail("river-rafting-guides");
    expect(back.status).toBe(200);
    expect(back.data.project.title).toBe("River Rafting Guides");
    // The application that named it is linked to it again.
    const [relinked] = await database.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.email, "nia@example.org"));
    expect(relinked!.projectId).toBe(existingId);
  });

  it("keeps each save as a revision, and restores an earlier one", async () => {
    expect((await save("new", projectFields({ title: "Tidepool Tours", slug: "tidepool-tours" }))).status).toBe(302);
    const created = await projectBySlug("tidepool-tours");
    expect(
      (await save(created!.id, projectFields({ title: "Tidepool Tours of Galveston", slug: "tidepool-tours" }))).status,
    ).toBe(302);
    const history = await callRoute<{ history: { revisions: { id: string; changedFields: string[] }[] } }>(() =>
      historyLoader(
        args(get(`/admin/revisions/project/${created!.id}`, adminCookie), context, {
          kind: "project",
          id: created!.id,
        }),
      ),
    );
    const revisions = history.data.history.revisions;
    expect(revisions).toHaveLength(2);
    expect(revisions[0]!.changedFields).toEqual(["title"]);
    const restored = await callRoute(() =>
      historyAction(
        args(
          post(
            `/admin/revisions/project/${created!.id}`,
            { intent: "restore", revisionId: revisions[1]!.id },
            adminCookie,
          ),
          context,
          { kind: "project", id: created!.id },
        ),
      ),
    );
    expect(restored.status).toBe(302);
    expect((await projectBySlug("tidepool-tours"))!.title).toBe("Tidepool Tours");
  });
});
