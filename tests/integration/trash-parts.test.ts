import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import {
  campaigns,
  contentRevisions,
  contentTrash,
  courseLessons,
  courseModules,
  donations,
  lessonCompletions,
  teamMembers,
} from "~/db/schema";
import * as campaignsRoute from "~/routes/admin/campaigns";
import * as coursesEditRoute from "~/routes/admin/courses/edit";
import * as revisionsRoute from "~/routes/admin/revisions";
import * as teamRoute from "~/routes/admin/team";
import * as trashRoute from "~/routes/admin/trash";
import { createCourseWithLessons } from "../factories/academy";
import { createCampaign } from "../factories/campaigns";
import { createTeamMember } from "../factories/team";
import type { TestDatabase } from "../setup/database";
import { args, callRoute } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

/**
 * Issue 39 part 4 for the kinds whose delete reached further than their own row: a course's
 * modules, lessons and learners' progress, a campaign's gifts, and the team. Each goes to the
 * trash and comes back whole; each save keeps a revision, never a secret.
 */
const campaignAction = underAdminLayout(campaignsRoute.action);
const courseAction = underAdminLayout(coursesEditRoute.action);
const teamAction = underAdminLayout(teamRoute.action);
const historyLoader = underAdminLayout(revisionsRoute.loader);
const historyAction = underAdminLayout(revisionsRoute.action);
const trashAction = underAdminLayout(trashRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userId: string;

beforeAll(async () => {
  ({ database, context, adminCookie, userId } = await setUpAdminTests({
    adminEmail: "undo@example.org",
    userEmail: "learner@example.org",
    clientIp: "192.0.2.172",
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

interface History {
  history: { editorUrl: string; revisions: { id: string; changedFields: string[] }[] };
  comparison: { fields: { field: string; older: string; newer: string }[] } | null;
}
const history = (kind: string, id: string, query = "") =>
  callRoute<History>(() =>
    historyLoader(args(get(`/admin/revisions/${kind}/${id}${query}`, adminCookie), context, { kind, id })),
  );
const restoreRevision = (kind: string, id: string, revisionId: string) =>
  callRoute(() =>
    historyAction(
      args(post(`/admin/revisions/${kind}/${id}`, { intent: "restore", revisionId }, adminCookie), context, {
        kind,
        id,
      }),
    ),
  );
async function restoreFromTrash(itemId: string) {
  const [entry] = await database.db.select().from(contentTrash).where(eq(contentTrash.itemId, itemId));
  expect(entry, "the item is in the trash").toBeDefined();
  return callRoute(() =>
    trashAction(args(post("/admin/trash", { intent: "restore", id: entry!.id }, adminCookie), context)),
  );
}
const course = (id: string, fields: Record<string, string>) =>
  callRoute(() => courseAction(args(post(`/admin/courses/${id}`, fields, adminCookie), context, { id })));
const lessonsOf = (moduleId: string) =>
  database.db
    .select({ id: courseLessons.id, title: courseLessons.title, sortOrder: courseLessons.sortOrder })
    .from(courseLessons)
    .where(eq(courseLessons.moduleId, moduleId))
    .orderBy(courseLessons.sortOrder);

describe(`the trash and revisions beyond stories (${process.env.TEST_DB_KIND})`, () => {
  it("keeps a team member's saves and brings a deleted member back", async () => {
    const member = await createTeamMember(database.db, { name: "Rosa Diaz", role: "Treasurer" });
    const save = (role: string) =>
      callRoute(() =>
        teamAction(
          args(
            post(
              "/admin/team",
              {
                intent: "team-save",
                id: member.id,
                name: "Rosa Diaz",
                role,
                description: member.description,
                category: member.category,
                sortOrder: String(member.sortOrder),
              },
              adminCookie,
            ),
            context,
          ),
        ),
      );
    await save("Board treasurer");
    const revisions = (await history("team-member", member.id)).data.history.revisions;
    expect(revisions.map((revision) => revision.changedFields)).toEqual([["role"], []]);
    expect((await restoreRevision("team-member", member.id, revisions[1]!.id)).status).toBe(302);
    const [restored] = await database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(restored!.role).toBe("Treasurer");

    const deleted = await callRoute<{ toast: string }>(() =>
      teamAction(args(post("/admin/team", { intent: "team-delete", id: member.id }, adminCookie), context)),
    );
    expect(deleted.data.toast).toBe("Team member deleted successfully");
    expect(await database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toHaveLength(0);
    expect((await restoreFromTrash(member.id)).location).toBe("/admin/team");
    expect(await database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toHaveLength(1);
  });

  it("never keeps a campaign's eligibility code in its history, and a restored campaign has its gifts again", async () => {
    const campaign = await createCampaign(database.db, {
      title: "Diapers for Dayton",
      eligibilityCode: "SECRET-DAYTON",
    });
    const fields = (title: string, eligibilityCode: string) => ({
      intent: "campaign-save",
      id: campaign.id,
      title,
      description: campaign.description,
      status: "Active",
      raisedAmount: "0",
      eligibilityCode,
      isPublished: "on",
    });
    await callRoute(() =>
      campaignAction(
        args(
          post(
            `/admin/campaigns/${campaign.id}/edit`,
            fields("Diapers for Dayton families", "NEW-CODE-7"),
            adminCookie,
          ),
          context,
        ),
      ),
    );
    const page = await history("campaign", campaign.id);
    expect(page.data.history.editorUrl).toBe(`/admin/campaigns/${campaign.id}/edit`);
    const [newest, baseline] = page.data.history.revisions;
    expect(newest!.changedFields).toContain("title");
    const compared = await history("campaign", campaign.id, `?compare=${baseline!.id}&compare=${newest!.id}`);
    expect(JSON.stringify(compared.data)).not.toMatch(/SECRET-DAYTON|NEW-CODE-7/);
    const stored = await database.db
      .select({ snapshot: contentRevisions.snapshot })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, "campaign"), eq(contentRevisions.itemId, campaign.id)));
    expect(JSON.stringify(stored)).not.toMatch(/SECRET-DAYTON|NEW-CODE-7/);
    // Restoring the earlier version brings its title back and keeps today's code.
    await restoreRevision("campaign", campaign.id, baseline!.id);
    const [restored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(restored).toMatchObject({ title: "Diapers for Dayton", eligibilityCode: "NEW-CODE-7" });

    const [gift] = await database.db
      .insert(donations)
      .values({
        source: "manual",
        sourceId: "manual-dayton-1",
        amountCents: 5_000,
        giftDate: new Date("2026-11-02T15:00:00Z"),
        status: "succeeded",
        campaignId: campaign.id,
      })
      .returning();
    const deleted = await callRoute(() =>
      campaignAction(
        args(post("/admin/campaigns", { intent: "campaign-delete", id: campaign.id }, adminCookie), context),
      ),
    );
    expect(deleted.location).toBe("/admin/campaigns");
    const [unlinked] = await database.db.select().from(donations).where(eq(donations.id, gift!.id));
    expect(unlinked!.campaignId).toBeNull();
    expect((await restoreFromTrash(campaign.id)).location).toBe(`/admin/campaigns/${campaign.id}/edit`);
    const [linked] = await database.db.select().from(donations).where(eq(donations.id, gift!.id));
    expect(linked!.campaignId).toBe(campaign.id);
    const [back] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(back!.eligibilityCode).toBe("NEW-CODE-7");
  });

  it("puts a deleted lesson back at its place with learners' progress, and a module with its lessons", async () => {
    const { course: made, modules } = await createCourseWithLessons(database.db, { modules: 2, lessonsPerModule: 3 });
    const [first, second] = modules;
    const middle = first!.lessons[1]!;
    await database.db.insert(lessonCompletions).values({ userId, lessonId: middle.id });

    expect((await course(made.id, { intent: "lesson-delete", lessonId: middle.id })).status).toBe(302);
    expect((await lessonsOf(first!.id)).map((lesson) => lesson.sortOrder)).toEqual([0, 1]);
    expect((await restoreFromTrash(middle.id)).location).toBe(`/admin/courses/${made.id}/lessons/${middle.id}`);
    expect(await lessonsOf(first!.id)).toEqual(
      first!.lessons.map((lesson, index) => ({ id: lesson.id, title: lesson.title, sortOrder: index })),
    );
    expect(
      await database.db.select().from(lessonCompletions).where(eq(lessonCompletions.lessonId, middle.id)),
    ).toHaveLength(1);

    // A lesson whose module went to the trash after it cannot come back before its module.
    const last = second!.lessons[2]!;
    await course(made.id, { intent: "lesson-delete", lessonId: last.id });
    await course(made.id, { intent: "module-delete", moduleId: second!.id });
    expect(await database.db.select().from(courseModules).where(eq(courseModules.id, second!.id))).toHaveLength(0);
    const orphan = await restoreFromTrash(last.id);
    expect(orphan.location).toBe("/admin/trash");
    expect(await database.db.select().from(courseLessons).where(eq(courseLessons.id, last.id))).toHaveLength(0);
    expect((await restoreFromTrash(second!.id)).status).toBe(302);
    expect((await lessonsOf(second!.id)).map((lesson) => lesson.id)).toEqual(
      second!.lessons.slice(0, 2).map((lesson) => lesson.id),
    );
    expect((await restoreFromTrash(last.id)).status).toBe(302);
    expect((await lessonsOf(second!.id)).map((lesson) => lesson.id)).toEqual(
      second!.lessons.map((lesson) => lesson.id),
    );
    const order = await database.db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.courseId, made.id))
      .orderBy(courseModules.sortOrder);
    expect(order.map((module) => module.id)).toEqual([first!.id, second!.id]);
  });

  it("keeps a lesson's saves to compare and restore", async () => {
    const { course: made, modules } = await createCourseWithLessons(database.db, { modules: 1, lessonsPerModule: 1 });
    const lesson = modules[0]!.lessons[0]!;
    const save = (content: string) =>
      course(made.id, {
        intent: "lesson-save",
        lessonId: lesson.id,
        moduleId: modules[0]!.id,
        title: lesson.title,
        contentType: "text",
        content,
      });
    expect((await save("<p>Count the receipts first.</p>")).status).toBe(302);
    const page = await history("lesson", lesson.id);
    expect(page.data.history.editorUrl).toBe(`/admin/courses/${made.id}/lessons/${lesson.id}`);
    const [newest, baseline] = page.data.history.revisions;
    expect(newest!.changedFields).toContain("content");
    const compared = await history("lesson", lesson.id, `?compare=${baseline!.id}&compare=${newest!.id}`);
    expect(compared.data.comparison!.fields.find((field) => field.field === "content")).toMatchObject({
      newer: "Count the receipts first.",
    });
    await restoreRevision("lesson", lesson.id, baseline!.id);
    const [restored] = await database.db.select().from(courseLessons).where(eq(courseLessons.id, lesson.id));
    expect(restored!.content).toBe(lesson.content);
  });
});
