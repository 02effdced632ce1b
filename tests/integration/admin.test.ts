import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, campaigns, contactSubmissions, participants, teamMembers, userRoles, users } from "~/db/schema";
import * as accountsRoute from "~/routes/admin/accounts";
import * as accountConfirmRoute from "~/routes/admin/accounts/confirm";
import * as auditRoute from "~/routes/admin/audit";
import * as campaignsRoute from "~/routes/admin/campaigns";
import * as dashboardRoute from "~/routes/admin/dashboard";
import * as layoutRoute from "~/routes/admin/layout";
import * as submissionExportRoute from "~/routes/admin/submission-export";
import * as submissionListRoute from "~/routes/admin/submission-list";
import * as submissionsRoute from "~/routes/admin/submissions";
import * as teamRoute from "~/routes/admin/team";
import { getToast } from "~/utils/toast.server";
import type { TestDatabase } from "../setup/database";
import { args, callRoute } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Admin loaders and actions as the server runs them: after their middleware, which does the admin check.
const accountsLoader = underAdminLayout(accountsRoute.loader);
const accountConfirmAction = underAdminLayout(accountConfirmRoute.action);
/** A role change, confirmed (its confirm step is /admin/accounts/{id}/make-admin or …/remove-role). */
const changeRole = (userId: string, role: "admin" | "user", cookie?: string) => {
  const change = role === "admin" ? "make-admin" : "remove-role";
  return callRoute(() =>
    accountConfirmAction(
      args(post(`/admin/accounts/${userId}/${change}`, { confirm: "yes" }, cookie), context, { id: userId, change }),
    ),
  );
};
const auditLoader = underAdminLayout(auditRoute.loader);
const campaignAction = underAdminLayout(campaignsRoute.action);
const campaignLoader = underAdminLayout(campaignsRoute.loader);
const teamAction = underAdminLayout(teamRoute.action);
const dashboardLoader = underAdminLayout(dashboardRoute.loader);
const layoutLoader = underAdminLayout(layoutRoute.loader);
const exportLoader = underAdminLayout(submissionExportRoute.loader);
const listAction = underAdminLayout(submissionListRoute.action);
const listLoader = underAdminLayout(submissionListRoute.loader);
const submissionsLoader = underAdminLayout(submissionsRoute.loader);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;
let adminId: string;
let campaignId: string;

beforeAll(async () => {
  ({ database, context, adminCookie, adminId, userCookie } = await setUpAdminTests({
    adminEmail: "boss@example.org",
    userEmail: "member@example.org",
    clientIp: "192.0.2.200",
  }));
  const [campaign] = await database.db
    .insert(campaigns)
    .values({
      title: "Warm Winter Coats",
      description: "Coats for kids in Duluth.",
      status: "Active",
      eligibilityCode: "WARM2026",
      goalAmount: 5000,
      raisedAmount: 1200,
    })
    .returning({ id: campaigns.id });
  campaignId = campaign!.id;
  await database.db.insert(participants).values([
    {
      campaignId,
      fullName: "Lena Ortiz",
      email: "lena@example.org",
      address: "4 Birch Ln, Duluth MN",
      eligibilityCodeUsed: "WARM2026",
    },
    {
      campaignId,
      fullName: "Sam Cole",
      email: "sam@example.org",
      address: "9 Oak St, Duluth MN",
      eligibilityCodeUsed: "WARM2026",
    },
  ]);
  await database.db.insert(contactSubmissions).values([
    {
      name: "Ivy <script>alert(1)</script>",
      email: "ivy@example.org",
      subject: null,
      message: '=HYPERLINK("http://evil")',
    },
    {
      name: "Omar Haddad",
      email: "omar@example.org",
      subject: "Volunteering",
      message: 'Can my church group help, "this" spring?',
    },
  ]);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

const campaignFields = (overrides: Record<string, string> = {}) => ({
  intent: "campaign-save",
  title: "Warm Winter Coats",
  description: "Coats for kids in Duluth.",
  location: "Duluth, MN",
  startedDate: "2026-10-01",
  status: "Active",
  goalAmount: "5000",
  raisedAmount: "1200",
  eligibilityCode: "WARM2026",
  isPublished: "on",
  ...overrides,
});

describe(`the admin dashboard (${process.env.TEST_DB_KIND})`, () => {
  describe("refuses everyone but admins, for every loader and action", () => {
    const loaders: [string, (cookie?: string) => Promise<unknown>][] = [
      ["layout", (c) => callRoute(() => layoutLoader(args(get("/admin", c), context)))],
      ["dashboard", (c) => callRoute(() => dashboardLoader(args(get("/admin", c), context)))],
      ["submissions", (c) => callRoute(() => submissionsLoader(args(get("/admin/submissions", c), context)))],
      [
        "submission list",
        (c) => callRoute(() => listLoader(args(get("/admin/submissions/contact", c), context, { kind: "contact" }))),
      ],
      [
        "csv export",
        (c) =>
          callRoute(() =>
            exportLoader(args(get("/admin/submissions/contact/export.csv", c), context, { kind: "contact" })),
          ),
      ],
      ["accounts", (c) => callRoute(() => accountsLoader(args(get("/admin/accounts", c), context)))],
      ["audit", (c) => callRoute(() => auditLoader(args(get("/admin/audit", c), context)))],
    ];
    const actions: [string, (cookie?: string) => Promise<unknown>][] = [
      [
        "campaign-save",
        (c) =>
          callRoute(() =>
            campaignAction(
              args(post("/admin/campaigns", campaignFields({ id: campaignId, title: "Hacked" }), c), context),
            ),
          ),
      ],
      [
        "campaign-delete",
        (c) =>
          callRoute(() =>
            campaignAction(args(post("/admin/campaigns", { intent: "campaign-delete", id: campaignId }, c), context)),
          ),
      ],
      [
        "team-save",
        (c) =>
          callRoute(() =>
            teamAction(
              args(
                post(
                  "/admin/team",
                  { intent: "team-save", name: "X", role: "Y", description: "Z", category: "board", sortOrder: "1" },
                  c,
                ),
                context,
              ),
            ),
          ),
      ],
      [
        "team-delete",
        (c) =>
          callRoute(() =>
            teamAction(
              args(
                post("/admin/team", { intent: "team-delete", id: "00000000-0000-0000-0000-000000000000" }, c),
                context,
              ),
            ),
          ),
      ],
      [
        "status",
        (c) =>
          callRoute(() =>
            listAction(
              args(
                post(
                  "/admin/submissions/contact",
                  { intent: "status", id: "00000000-0000-0000-0000-000000000000", status: "done" },
                  c,
                ),
                context,
                { kind: "contact" },
              ),
            ),
          ),
      ],
      ["role", (c) => changeRole(adminId, "user", c)],
    ];

    for (const [name, run] of [...loaders, ...actions]) {
      it(`${name}: 403 for a visitor and for a user, without the data`, async () => {
        for (const cookie of [undefined, userCookie]) {
          const result = (await run(cookie)) as { status: number; data: unknown };
          expect(result.status).toBe(403);
          const body = JSON.stringify(result.data ?? "");
          expect(body).not.toContain("ivy@example.org");
          expect(body).not.toContain("WARM2026");
        }
      });
    }

    it("nothing was changed by the refused actions", async () => {
      const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      expect(campaign?.title).toBe("Warm Winter Coats");
      expect(await database.db.select().from(teamMembers)).toHaveLength(0);
      expect(await database.db.select().from(auditLog)).toHaveLength(0);
    });

    for (const [name, run] of loaders) {
      it(`${name}: 200 for an admin`, async () => {
        expect(((await run(adminCookie)) as { status: number }).status).toBe(200);
      });
    }

    it("a child loader or action reached without the layout's middleware throws, even for an admin, and answers nothing", async () => {
      // Nothing checked the session, so there is no admin to read and no anonymous fallback: the
      // request fails (a 500 on the server) instead of answering with the data or a guess.
      for (const cookie of [adminCookie, userCookie, undefined]) {
        await expect(
          dashboardRoute.loader(args(get(`/admin?campaign=${campaignId}`, cookie), context)),
        ).rejects.toThrow("No value found for context");
        await expect(
          submissionListRoute.loader(args(get("/admin/submissions/contact", cookie), context, { kind: "contact" })),
        ).rejects.toThrow("No value found for context");
        await expect(
          campaignsRoute.action(
            args(post("/admin/campaigns", campaignFields({ id: campaignId, title: "Unchecked" }), cookie), context),
          ),
        ).rejects.toThrow("No value found for context");
      }
      const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      expect(campaign?.title).toBe("Warm Winter Coats");
    });
  });

  it("shows an admin the campaign with its code and its participants, newest first", async () => {
    const page = await callRoute<{
      campaigns: {
        list: { id: string; participantCount: number }[];
        selected: { eligibilityCode: string };
        participants: { fullName: string }[];
      };
    }>(() =>
      campaignLoader(
        args(get(`/admin/campaigns/${campaignId}/participants`, adminCookie), context, {
          id: campaignId,
          view: "participants",
        }),
      ),
    );
    expect(page.data.campaigns.selected.eligibilityCode).toBe("WARM2026");
    expect(page.data.campaigns.participants.map((p) => p.fullName)).toHaveLength(2);
    // The tab reads "Participants (N)" from this count: it must match the table's rows.
    expect(page.data.campaigns.list.find((c) => c.id === campaignId)?.participantCount).toBe(2);
  });

  it("saves a campaign: amounts parsed, invalid amounts become 0, empty goal means no goal, audit recorded", async () => {
    const saved = await callRoute(() =>
      campaignAction(
        args(
          post(
            "/admin/campaigns",
            campaignFields({ id: campaignId, raisedAmount: "lots", goalAmount: "", status: "Completed" }),
            adminCookie,
          ),
          context,
        ),
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/admin/campaigns/${campaignId}`);
    const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({ raisedAmount: 0, goalAmount: null, status: "Completed" });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, campaignId));
    expect(entry).toMatchObject({ action: "update", entity: "campaign", actorEmail: "boss@example.org" });
    expect(JSON.stringify(entry!.details)).not.toContain("WARM2026");

    const invalid = await callRoute<{ result: { error: Record<string, string[]> } }>(() =>
      campaignAction(
        args(
          post(
            "/admin/campaigns",
            campaignFields({ id: campaignId, title: " ", status: "Paused", imageUrl: "javascript:alert(1)" }),
            adminCookie,
          ),
          context,
        ),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error).toMatchObject({
      title: ["Title is required"],
      status: ["Choose Active, Completed or Upcoming"],
    });
    expect(invalid.data.result.error.imageUrl?.[0]).toMatch(/https:\/\//);
  });

  it("will not delete a campaign people applied to, and moves one nobody applied to into the trash", async () => {
    const created = await callRoute(() =>
      campaignAction(
        args(
          post("/admin/campaigns", campaignFields({ title: "Spring Seeds", eligibilityCode: "SEED2027" }), adminCookie),
          context,
        ),
      ),
    );
    const newId = new URL(created.location!, "http://x").pathname.split("/").pop()!;
    await database.db.insert(participants).values({
      campaignId: newId,
      fullName: "Ada",
      email: "ada@example.org",
      address: "1 Main",
      eligibilityCodeUsed: "SEED2027",
    });
    const deleteIt = () =>
      callRoute(() =>
        campaignAction(args(post("/admin/campaigns", { intent: "campaign-delete", id: newId }, adminCookie), context)),
      );
    const refused = await deleteIt();
    expect(refused.status).toBe(302);
    const toastCookie = refused.headers
      .getSetCookie()
      .find((value) => value.startsWith("toast="))!
      .split(";")[0]!;
    const { toast } = await getToast(
      new Request("http://localhost/", { headers: { Cookie: toastCookie } }),
      context.env,
    );
    expect(toast).toMatchObject({ title: "Not deleted: people have applied" });
    expect(await database.db.select().from(campaigns).where(eq(campaigns.id, newId))).toHaveLength(1);
    expect(await database.db.select().from(participants).where(eq(participants.campaignId, newId))).toHaveLength(1);

    await database.db.delete(participants).where(eq(participants.campaignId, newId));
    const deleted = await deleteIt();
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/campaigns");
    expect(await database.db.select().from(campaigns).where(eq(campaigns.id, newId))).toHaveLength(0);
  });

  it("creates, edits and deletes a team member with the spec's validation", async () => {
    const bad = await callRoute<{ result: { error: Record<string, string[]> } }>(() =>
      teamAction(
        args(
          post(
            "/admin/team",
            {
              intent: "team-save",
              name: "",
              role: "",
              description: "",
              category: "staff",
              imageUrl: "not a url",
              sortOrder: "x",
            },
            adminCookie,
          ),
          context,
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.result.error).sort()).toEqual(["category", "description", "imageUrl", "name", "role"]);

    const created = await callRoute<{ ok: boolean; toast: string }>(() =>
      teamAction(
        args(
          post(
            "/admin/team",
            {
              intent: "team-save",
              name: "Rosa Diaz",
              role: "Treasurer",
              description: "Keeps our books honest.",
              category: "board",
              sortOrder: "abc",
            },
            adminCookie,
          ),
          context,
        ),
      ),
    );
    expect(created.data).toMatchObject({ ok: true, toast: "Team member created successfully" });
    const [member] = await database.db.select().from(teamMembers);
    expect(member).toMatchObject({ name: "Rosa Diaz", sortOrder: 0, imageUrl: null });

    const updated = await callRoute<{ toast: string }>(() =>
      teamAction(
        args(
          post(
            "/admin/team",
            {
              intent: "team-save",
              id: member!.id,
              name: "Rosa Díaz",
              role: "Treasurer",
              description: "Keeps our books honest.",
              category: "committee",
              sortOrder: "3",
              imageUrl: "https://example.org/rosa.png",
              imageAlt: "Rosa Díaz smiling in front of a bookshelf",
            },
            adminCookie,
          ),
          context,
        ),
      ),
    );
    expect(updated.data.toast).toBe("Team member updated successfully");
    const removed = await callRoute<{ toast: string }>(() =>
      teamAction(args(post("/admin/team", { intent: "team-delete", id: member!.id }, adminCookie), context)),
    );
    expect(removed.data.toast).toBe("Team member deleted successfully");
    expect(await database.db.select().from(teamMembers)).toHaveLength(0);
  });

  it("lists, searches and changes the status of submissions, then exports them safely", async () => {
    const list = await callRoute<{
      rows: { id: string; values: Record<string, unknown>; status: string }[];
      total: number;
    }>(() => listLoader(args(get("/admin/submissions/contact?q=omar", adminCookie), context, { kind: "contact" })));
    expect(list.data.total).toBe(1);
    const omar = list.data.rows[0]!;
    expect(omar.status).toBe("new");

    const changed = await callRoute(() =>
      listAction(
        args(
          post("/admin/submissions/contact", { intent: "status", id: omar.id, status: "in_progress" }, adminCookie),
          context,
          { kind: "contact" },
        ),
      ),
    );
    expect(changed.status).toBe(302);
    const progressed = await callRoute<{ total: number }>(() =>
      listLoader(args(get("/admin/submissions/contact?status=in_progress", adminCookie), context, { kind: "contact" })),
    );
    expect(progressed.data.total).toBe(1);

    const csv = await callRoute<string>(() =>
      exportLoader(args(get("/admin/submissions/contact/export.csv", adminCookie), context, { kind: "contact" })),
    );
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="contact-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.data.split("\r\n")[0]).toBe(
      "Received,Received in UTC (ISO 8601),Name,Email,Subject,Message,Status,Internal notes (staff only)",
    );
    const raw = (await exportLoader(
      args(get("/admin/submissions/contact/export.csv", adminCookie), context, { kind: "contact" }),
    )) as Response;
    // UTF-8 byte-order mark first, so spreadsheet programs read accents and emoji.
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.data).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.data).toContain(`"Can my church group help, ""this"" spring?"`);
    expect(csv.data).toContain("In progress");
  });

  it("lets an admin grant and remove the admin role of others, never their own", async () => {
    const member = (await database.db.select().from(users).where(eq(users.email, "member@example.org")))[0]!;
    const granted = await changeRole(member.id, "admin", adminCookie);
    expect(granted.status).toBe(302);
    expect((await database.db.select().from(userRoles).where(eq(userRoles.userId, member.id)))[0]?.role).toBe("admin");

    const self = await changeRole(adminId, "user", adminCookie);
    expect(self.status).toBe(302);
    expect((await database.db.select().from(userRoles).where(eq(userRoles.userId, adminId)))[0]?.role).toBe("admin");

    const removed = await changeRole(member.id, "user", adminCookie);
    expect(removed.status).toBe(302);
    expect((await database.db.select().from(userRoles).where(eq(userRoles.userId, member.id)))[0]?.role).toBe("user");
    const audit = await callRoute<{ rows: { action: string }[] }>(() =>
      auditLoader(args(get("/admin/audit", adminCookie), context)),
    );
    expect(audit.data.rows.map((row) => row.action)).toEqual(expect.arrayContaining(["change_role"]));
  });
});
