import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { campaigns, courseLessons, courseModules } from "~/db/schema";
import * as campaignsRoute from "~/routes/admin/campaigns";
import * as coursesEditRoute from "~/routes/admin/courses/edit";
import * as coursesLessonRoute from "~/routes/admin/courses/lesson";
import { createCourse, createModule } from "../factories/academy";
import { unique } from "../factories/unique";
import type { TestDatabase } from "../setup/database";
import { args, callRoute } from "../setup/context";
import { get, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Issue 18 item 4 (a create form sent twice makes one row) and item 8 (a new campaign starts as a draft).
const editAction = underAdminLayout(coursesEditRoute.action);
const editLoader = underAdminLayout(coursesEditRoute.loader);
const lessonLoader = underAdminLayout(coursesLessonRoute.loader);
const campaignAction = underAdminLayout(campaignsRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;

beforeAll(async () => {
  ({ database, context, adminCookie } = await setUpAdminTests({
    adminEmail: "once@example.org",
    userEmail: "not-staff@example.org",
    clientIp: "192.0.2.181",
  }));
});
afterAll(async () => {
  await database?.close();
});

const courseEdit = (id: string, fields: Record<string, string>) =>
  callRoute(() => editAction(args(post(`/admin/courses/${id}`, fields, adminCookie), context, { id })));

const modulesOf = (courseId: string) =>
  database.db.select().from(courseModules).where(eq(courseModules.courseId, courseId));

describe("create forms sent twice", () => {
  it("the course page hands the add-module form a new token on every load", async () => {
    const course = await createCourse(database.db);
    const load = () =>
      callRoute<{ createToken: string }>(() =>
        editLoader(args(get(`/admin/courses/${course.id}`, adminCookie), context, { id: course.id })),
      );
    const [first, second] = [await load(), await load()];
    expect(first.data.createToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.data.createToken).not.toBe(first.data.createToken);
  });

  it("adds one module when the same add-module form is posted twice, one after the other", async () => {
    const course = await createCourse(database.db);
    const fields = {
      intent: "module-save",
      title: "Getting started",
      description: "",
      createToken: crypto.randomUUID(),
    };

    const first = await courseEdit(course.id, fields);
    const second = await courseEdit(course.id, fields);

    const modules = await modulesOf(course.id);
    expect(modules.map((module) => module.title)).toEqual(["Getting started"]);
    // Both answers take the admin to the one module that exists.
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/admin/courses/${course.id}#module-${modules[0]!.id}`);
    expect(second.location).toBe(first.location);
  });

  it("adds one module when the two posts arrive at the same time", async () => {
    const course = await createCourse(database.db);
    const fields = { intent: "module-save", title: "Budgets", createToken: crypto.randomUUID() };

    await Promise.all([courseEdit(course.id, fields), courseEdit(course.id, fields)]);

    expect((await modulesOf(course.id)).map((module) => module.title)).toEqual(["Budgets"]);
  });

  it("still adds a second module with the same title from a new form, and without a token", async () => {
    const course = await createCourse(database.db);
    await courseEdit(course.id, { intent: "module-save", title: "Practice", createToken: crypto.randomUUID() });
    await courseEdit(course.id, { intent: "module-save", title: "Practice", createToken: crypto.randomUUID() });
    await courseEdit(course.id, { intent: "module-save", title: "Practice" });
    // A malformed token is ignored, not an error.
    const odd = await courseEdit(course.id, { intent: "module-save", title: "Practice", createToken: "not-a-token" });
    expect(odd.status).toBe(302);

    expect(await modulesOf(course.id)).toHaveLength(4);
  });

  it("adds one lesson when the new-lesson form is posted twice", async () => {
    const course = await createCourse(database.db);
    const module = await createModule(database.db, course);
    const page = await callRoute<{ createToken: string | null }>(() =>
      lessonLoader(
        args(get(`/admin/courses/${course.id}/modules/${module.id}/lessons/new`, adminCookie), context, {
          id: course.id,
          moduleId: module.id,
        }),
      ),
    );
    expect(page.data.createToken).toMatch(/^[0-9a-f-]{36}$/);
    const fields = {
      intent: "lesson-save",
      moduleId: module.id,
      title: "Open a savings account",
      contentType: "text",
      content: "<p>Pick a bank near you.</p>",
      createToken: page.data.createToken!,
    };

    const first = await courseEdit(course.id, fields);
    const second = await courseEdit(course.id, fields);

    const lessons = await database.db.select().from(courseLessons).where(eq(courseLessons.moduleId, module.id));
    expect(lessons.filter((lesson) => lesson.title === "Open a savings account")).toHaveLength(1);
    expect(second.location).toBe(first.location);
  });
});

describe("a new campaign", () => {
  it("is saved as a draft unless Published is ticked", async () => {
    const title = unique("Winter Coats Drive");
    const saved = await callRoute(() =>
      campaignAction(
        args(
          post(
            "/admin/campaigns/new",
            {
              intent: "campaign-save",
              title,
              description: "Warm coats for children in Duluth.",
              status: "Upcoming",
              raisedAmount: "0",
              eligibilityCode: "COATS-7Q4M-2026",
            },
            adminCookie,
          ),
          context,
          { id: "new" },
        ),
      ),
    );
    expect(saved.status).toBe(302);
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.title, title));
    expect(row?.isPublished).toBe(false);
  });
});
