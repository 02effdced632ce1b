import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import {
  auditLog,
  contentTrash,
  courseLessons,
  courseModules,
  courses,
  courseSubmissions,
  lessonCompletions,
} from "~/db/schema";
import { loader as catalogueLoader } from "~/routes/academy/catalogue";
import { loader as courseLoader } from "~/routes/academy/course";
import { action as learnAction, loader as learnLoader } from "~/routes/academy/learn";
import * as coursesDeleteRoute from "~/routes/admin/courses/delete";
import * as coursesEditRoute from "~/routes/admin/courses/edit";
import * as coursesLessonRoute from "~/routes/admin/courses/lesson";
import * as coursesListRoute from "~/routes/admin/courses/list";
import * as trashRoute from "~/routes/admin/trash";
import { VIDEO_URL_MESSAGE } from "~/utils/video";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, cookiesFrom } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Admin loaders and actions as the server runs them: after their middleware, which does the admin check.
const editAction = underAdminLayout(coursesEditRoute.action);
const editLoader = underAdminLayout(coursesEditRoute.loader);
const listAction = underAdminLayout(coursesListRoute.action);
const lessonLoader = underAdminLayout(coursesLessonRoute.loader);
const deleteLoader = underAdminLayout(coursesDeleteRoute.loader);
const listLoader = underAdminLayout(coursesListRoute.loader);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;
let userId: string;
let fixtureCourseId: string;
let fixtureModuleId: string;
let fixtureLessonId: string;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie, userId } = await setUpAdminTests({
    adminEmail: "dean@example.org",
    userEmail: "learner@example.org",
  }));
  const [course] = await database.db
    .insert(courses)
    .values({
      title: "Bookkeeping for Small Shops",
      description: "Keep clean books in an hour a week.",
      isPublished: true,
    })
    .returning({ id: courses.id });
  fixtureCourseId = course!.id;
  const [module] = await database.db
    .insert(courseModules)
    .values({ courseId: fixtureCourseId, title: "Receipts", sortOrder: 0 })
    .returning({ id: courseModules.id });
  fixtureModuleId = module!.id;
  const [lesson] = await database.db
    .insert(courseLessons)
    .values({ moduleId: fixtureModuleId, title: "Shoebox to spreadsheet", sortOrder: 0, content: "<p>Start here.</p>" })
    .returning({ id: courseLessons.id });
  fixtureLessonId = lesson!.id;
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

const editPath = (id: string) => `/admin/courses/${id}`;
// `asWho` is explicit (no default): a missing cookie must mean "anonymous", never "admin".
const editAs = <T = unknown>(asWho: string | undefined, id: string, fields: Record<string, string>) =>
  callRoute<T>(() => editAction(args(post(editPath(id), fields, asWho), context, { id })));
const loadAs = <T = unknown>(asWho: string | undefined, id: string, search = "") =>
  callRoute<T>(() => editLoader(args(get(`${editPath(id)}${search}`, asWho), context, { id })));
const edit = <T = unknown>(id: string, fields: Record<string, string>) => editAs<T>(adminCookie, id, fields);
const load = <T = unknown>(id: string, search = "") => loadAs<T>(adminCookie, id, search);
// The lesson editor and the delete confirmations have their own routes (once ?lesson= and ?delete=).
const loadLesson = <T = unknown>(asWho: string | undefined, id: string, lessonId: string) =>
  callRoute<T>(() => lessonLoader(args(get(`${editPath(id)}/lessons/${lessonId}`, asWho), context, { id, lessonId })));
const loadNewLesson = <T = unknown>(id: string, moduleId: string) =>
  callRoute<T>(() =>
    lessonLoader(args(get(`${editPath(id)}/modules/${moduleId}/lessons/new`, adminCookie), context, { id, moduleId })),
  );
const loadDelete = <T = unknown>(id: string, params: { moduleId?: string; lessonId?: string } = {}) =>
  callRoute<T>(() => deleteLoader(args(get(`${editPath(id)}/delete`, adminCookie), context, { id, ...params })));

const courseFields = (overrides: Record<string, string> = {}) => ({
  intent: "course-save",
  title: "Grant Writing Basics",
  description: "Write a first grant application that gets read.",
  fullDescription: "Four short modules.\n\nFrom the idea to the budget.",
  category: "Nonprofit Skills",
  level: "Beginner",
  duration: "2 hours",
  imageUrl: "/images/courses/grants.jpg",
  imageAlt: "A grant application on a desk beside a budget sheet",
  ...overrides,
});

type FieldErrors = {
  result: { error: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
};

/** The course's public address (its slug, ADR 0052): its pages are reached there. */
async function slugOf(courseId: string): Promise<string> {
  const [row] = await database.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, courseId));
  return row!.slug;
}

async function lessonOrderInPlayer(courseId: string, cookie?: string) {
  const slug = await slugOf(courseId);
  const player = await callRoute<{
    access: string;
    content: { modules: { title: string; lessons: { title: string }[] }[] } | null;
  }>(() => learnLoader(args(get(`/academy/course/${slug}/learn`, cookie), context, { id: slug })));
  expect(player.status).toBe(200);
  return (
    player.data.content?.modules.map((module) => [module.title, module.lessons.map((lesson) => lesson.title)]) ?? null
  );
}

describe(`admin course management (${process.env.TEST_DB_KIND})`, () => {
  describe("refuses everyone but admins, for every loader and action", () => {
    const loaders: [string, (cookie?: string) => Promise<{ status: number; data: unknown }>][] = [
      ["list", (c) => callRoute(() => listLoader(args(get("/admin/courses", c), context)))],
      ["editor", (c) => loadAs(c, fixtureCourseId, "")],
      ["new course", (c) => loadAs(c, "new", "")],
      ["lesson editor", (c) => loadLesson(c, fixtureCourseId, fixtureLessonId)],
    ];
    const actions: [string, (cookie?: string) => Promise<{ status: number; data: unknown }>][] = [
      [
        "publish",
        (c) =>
          callRoute(() =>
            listAction(
              args(
                post("/admin/courses", { intent: "publish", id: fixtureCourseId, isPublished: "false" }, c),
                context,
              ),
            ),
          ),
      ],
      ["course-save (new)", (c) => editAs(c, "new", courseFields({ title: "Sneaky" }))],
      ["course-save", (c) => editAs(c, fixtureCourseId, courseFields({ title: "Hacked" }))],
      ["course-delete", (c) => editAs(c, fixtureCourseId, { intent: "course-delete" })],
      [
        "module-save",
        (c) => editAs(c, fixtureCourseId, { intent: "module-save", moduleId: fixtureModuleId, title: "Hacked" }),
      ],
      ["module-delete", (c) => editAs(c, fixtureCourseId, { intent: "module-delete", moduleId: fixtureModuleId })],
      [
        "module-move",
        (c) => editAs(c, fixtureCourseId, { intent: "module-move", moduleId: fixtureModuleId, direction: "down" }),
      ],
      [
        "lesson-save",
        (c) =>
          editAs(c, fixtureCourseId, {
            intent: "lesson-save",
            lessonId: fixtureLessonId,
            title: "Hacked",
            contentType: "text",
          }),
      ],
      ["lesson-delete", (c) => editAs(c, fixtureCourseId, { intent: "lesson-delete", lessonId: fixtureLessonId })],
      [
        "lesson-move",
        (c) => editAs(c, fixtureCourseId, { intent: "lesson-move", lessonId: fixtureLessonId, direction: "down" }),
      ],
      [
        "lesson-reorder",
        (c) =>
          editAs(c, fixtureCourseId, {
            intent: "lesson-reorder",
            moduleId: fixtureModuleId,
            lessonIds: fixtureLessonId,
          }),
      ],
    ];

    for (const [name, run] of [...loaders, ...actions]) {
      it(`${name}: 403 for a visitor and for a user, without the data`, async () => {
        for (const cookie of [undefined, userCookie]) {
          const result = await run(cookie);
          expect(result.status).toBe(403);
          const body = JSON.stringify(result.data ?? "");
          expect(body).not.toContain("Bookkeeping");
          expect(body).not.toContain("Shoebox");
        }
      });
    }

    it("nothing was changed by the refused actions", async () => {
      const [course] = await database.db.select().from(courses).where(eq(courses.id, fixtureCourseId));
      expect(course).toMatchObject({ title: "Bookkeeping for Small Shops", isPublished: true });
      expect(await database.db.select().from(courses)).toHaveLength(1);
      const [module] = await database.db.select().from(courseModules).where(eq(courseModules.id, fixtureModuleId));
      expect(module?.title).toBe("Receipts");
      const [lesson] = await database.db.select().from(courseLessons).where(eq(courseLessons.id, fixtureLessonId));
      expect(lesson?.title).toBe("Shoebox to spreadsheet");
      expect(await database.db.select().from(auditLog)).toHaveLength(0);
    });

    for (const [name, run] of loaders) {
      it(`${name}: 200 for an admin`, async () => {
        expect((await run(adminCookie)).status).toBe(200);
      });
    }
  });

  it("creates a course as a draft, builds its modules and lessons, and the Academy shows it only once published", async () => {
    const created = await edit("new", courseFields());
    expect(created.status).toBe(302);
    const courseId = created.location!.split("/").pop()!;
    expect(created.headers.getSetCookie().join(";")).toContain("toast=");

    // A draft: not in the catalogue, no course page, no player.
    const catalogue = await callRoute<{ courses: { title: string }[] }>(() =>
      catalogueLoader(args(get("/academy"), context)),
    );
    expect(catalogue.data.courses.map((c) => c.title)).not.toContain("Grant Writing Basics");
    expect(
      (await callRoute(() => courseLoader(args(get(`/academy/course/${courseId}`), context, { id: courseId })))).status,
    ).toBe(404);
    expect(
      (await callRoute(() => learnLoader(args(get(`/academy/course/${courseId}/learn`), context, { id: courseId }))))
        .status,
    ).toBe(404);

    // Modules: a missing title is a field error; two are added in order.
    const noTitle = await edit<FieldErrors>(courseId, { intent: "module-save", title: " ", description: "Kept" });
    expect(noTitle.status).toBe(400);
    expect(noTitle.data.result.error?.title).toEqual(["Module title is required"]);
    expect(noTitle.data.result.initialValue).toMatchObject({ description: "Kept" });
    await edit(courseId, { intent: "module-save", title: "Find the funder" });
    await edit(courseId, { intent: "module-save", title: "Write it", description: "Drafting the proposal." });
    const modules = await database.db.select().from(courseModules).where(eq(courseModules.courseId, courseId));
    const findId = modules.find((m) => m.title === "Find the funder")!.id;
    const writeId = modules.find((m) => m.title === "Write it")!.id;
    expect(modules.map((m) => [m.title, m.sortOrder]).sort()).toEqual([
      ["Find the funder", 0],
      ["Write it", 1],
    ]);

    // Lessons: validation, sanitising, and a video needs an https address.
    const badVideo = await edit<FieldErrors>(courseId, {
      intent: "lesson-save",
      moduleId: findId,
      title: "Watch first",
      contentType: "video",
      videoUrl: "",
    });
    expect(badVideo.status).toBe(400);
    expect(badVideo.data.result.error?.videoUrl).toEqual(["A video lesson needs the address of its video."]);
    const httpVideo = await edit<FieldErrors>(courseId, {
      intent: "lesson-save",
      moduleId: findId,
      title: "Watch first",
      contentType: "video",
      videoUrl: "http://example.org/v",
      durationMinutes: "ten",
    });
    expect(httpVideo.data.result.error?.videoUrl).toEqual([VIDEO_URL_MESSAGE]);
    expect(httpVideo.data.result.error?.durationMinutes?.[0]).toMatch(/whole number/);
    for (const title of ["Who funds what", "Reading a call", "Your first shortlist"]) {
      const added = await edit(courseId, {
        intent: "lesson-save",
        moduleId: findId,
        title,
        contentType: "text",
        content: `<p onclick="steal()">About ${title}</p><img src="javascript:alert(1)"><iframe src="https://evil.example"></iframe>`,
        durationMinutes: "12",
      });
      expect(added.status).toBe(302);
    }
    await edit(courseId, {
      intent: "lesson-save",
      moduleId: writeId,
      title: "The budget page",
      contentType: "video",
      videoUrl: "https://www.youtube-nocookie.com/embed/abcdefghijk",
      isPreview: "on",
    });
    const [stored] = await database.db.select().from(courseLessons).where(eq(courseLessons.title, "Who funds what"));
    expect(stored!.content).toBe("<p>About Who funds what</p>");
    expect(stored!.durationMinutes).toBe(12);
    // Plain text stays plain (the player escapes it); it is not escaped twice.
    await edit(courseId, {
      intent: "lesson-save",
      lessonId: stored!.id,
      title: "Who funds what",
      contentType: "text",
      content: "Foundations & trusts: 3 < 5 of them",
    });
    const [plain] = await database.db.select().from(courseLessons).where(eq(courseLessons.id, stored!.id));
    expect(plain!.content).toBe("Foundations & trusts: 3 < 5 of them");

    // Publish from the list: now the Academy has it, with its lessons in order.
    const published = await callRoute(() =>
      listAction(
        args(post("/admin/courses", { intent: "publish", id: courseId, isPublished: "true" }, adminCookie), context),
      ),
    );
    expect(published.status).toBe(302);
    const after = await callRoute<{ courses: { title: string }[] }>(() =>
      catalogueLoader(args(get("/academy"), context)),
    );
    expect(after.data.courses.map((c) => c.title)).toContain("Grant Writing Basics");
    expect(await lessonOrderInPlayer(courseId)).toEqual([
      ["Find the funder", ["Who funds what", "Reading a call", "Your first shortlist"]],
      ["Write it", ["The budget page"]],
    ]);

    // Move up: the player follows, positions stay dense 0..n-1.
    const third = (
      await database.db.select().from(courseLessons).where(eq(courseLessons.title, "Your first shortlist"))
    )[0]!;
    const moved = await edit(courseId, { intent: "lesson-move", lessonId: third.id, direction: "up" });
    expect(moved.status).toBe(302);
    expect(moved.location).toBe(`/admin/courses/${courseId}#lesson-${third.id}`);
    expect((await lessonOrderInPlayer(courseId))![0]).toEqual([
      "Find the funder",
      ["Who funds what", "Your first shortlist", "Reading a call"],
    ]);
    const positions = await database.db
      .select({ s: courseLessons.sortOrder })
      .from(courseLessons)
      .where(eq(courseLessons.moduleId, findId));
    expect(positions.map((p) => p.s).sort()).toEqual([0, 1, 2]);
    // The first lesson cannot move further up; nothing changes.
    const first = (await database.db.select().from(courseLessons).where(eq(courseLessons.title, "Who funds what")))[0]!;
    await edit(courseId, { intent: "lesson-move", lessonId: first.id, direction: "up" });
    expect((await lessonOrderInPlayer(courseId))![0]![1]).toEqual([
      "Who funds what",
      "Your first shortlist",
      "Reading a call",
    ]);

    // Modules reorder too.
    await edit(courseId, { intent: "module-move", moduleId: writeId, direction: "up" });
    expect((await lessonOrderInPlayer(courseId))!.map(([title]) => title)).toEqual(["Write it", "Find the funder"]);

    // Drag and drop sends the whole order; a stale list is refused.
    const ids = (await database.db.select().from(courseLessons).where(eq(courseLessons.moduleId, findId))).map((l) => ({
      id: l.id,
      title: l.title,
    }));
    const byTitle = (t: string) => ids.find((l) => l.title === t)!.id;
    const reorderBody = new URLSearchParams([
      ["intent", "lesson-reorder"],
      ["moduleId", findId],
      ...["Reading a call", "Who funds what", "Your first shortlist"].map(
        (t) => ["lessonIds", byTitle(t)] as [string, string],
      ),
    ]);
    const reordered = await callRoute(() =>
      editAction(
        args(
          new Request(`http://localhost:3999${editPath(courseId)}`, {
            method: "POST",
            headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: reorderBody,
          }),
          context,
          { id: courseId },
        ),
      ),
    );
    expect(reordered.status).toBe(302);
    expect((await lessonOrderInPlayer(courseId))![1]![1]).toEqual([
      "Reading a call",
      "Who funds what",
      "Your first shortlist",
    ]);
    await edit(courseId, { intent: "lesson-reorder", moduleId: findId, lessonIds: byTitle("Who funds what") });
    expect((await lessonOrderInPlayer(courseId))![1]![1]).toEqual([
      "Reading a call",
      "Who funds what",
      "Your first shortlist",
    ]);

    // Edit a lesson and rename a module: the course page shows the change.
    await edit(courseId, {
      intent: "lesson-save",
      lessonId: byTitle("Reading a call"),
      title: "Reading a funding call",
      contentType: "text",
      content: "<p>Slowly.</p>",
    });
    await edit(courseId, { intent: "module-save", moduleId: findId, title: "Find the right funder" });
    const slug = await slugOf(courseId);
    const page = await callRoute<{ modules: { title: string; lessons: { title: string; isPreview: boolean }[] }[] }>(
      () => courseLoader(args(get(`/academy/course/${slug}`), context, { id: slug })),
    );
    expect(page.data.modules.map((m) => m.title)).toEqual(["Write it", "Find the right funder"]);
    expect(page.data.modules[0]!.lessons[0]).toMatchObject({ title: "The budget page", isPreview: true });
    expect(page.data.modules[1]!.lessons[0]!.title).toBe("Reading a funding call");

    // Delete a lesson and a module (with its lessons); positions stay dense.
    await edit(courseId, { intent: "lesson-delete", lessonId: byTitle("Who funds what") });
    const left = await database.db
      .select({ s: courseLessons.sortOrder, t: courseLessons.title })
      .from(courseLessons)
      .where(eq(courseLessons.moduleId, findId));
    expect(left.map((l) => l.s).sort()).toEqual([0, 1]);
    const deletedModule = await edit(courseId, { intent: "module-delete", moduleId: writeId });
    expect(deletedModule.status).toBe(302);
    expect(
      await database.db.select().from(courseLessons).where(eq(courseLessons.title, "The budget page")),
    ).toHaveLength(0);
    expect((await lessonOrderInPlayer(courseId))!.map(([title]) => title)).toEqual(["Find the right funder"]);
    const [remaining] = await database.db.select().from(courseModules).where(eq(courseModules.courseId, courseId));
    expect(remaining!.sortOrder).toBe(0);

    // Every change was audited, by this admin.
    const entries = await database.db.select().from(auditLog);
    const entities = new Set(entries.map((e) => e.entity));
    expect([...entities].sort()).toEqual(["course", "course_lesson", "course_module"]);
    expect(entries.every((e) => e.actorEmail === "dean@example.org")).toBe(true);
  });

  it("stores a pasted youtu.be link as the player's address, refuses other links next to the field, and plays older plain links", async () => {
    const created = await edit("new", courseFields({ title: "Video Basics", isPublished: "on" }));
    const courseId = created.location!.split("/").pop()!;
    await edit(courseId, { intent: "module-save", title: "Watch" });
    const [module] = await database.db.select().from(courseModules).where(eq(courseModules.courseId, courseId));
    const lessonFields = (videoUrl: string) => ({
      intent: "lesson-save",
      moduleId: module!.id,
      title: "Meet the mentors",
      contentType: "video",
      videoUrl,
    });

    // Another site's link is refused with the message next to the field, and what was typed stays.
    for (const videoUrl of ["https://example.org/mentors.mp4", "javascript:alert(1)", "mentors video"]) {
      const refused = await edit<FieldErrors>(courseId, lessonFields(videoUrl));
      expect(refused.status, videoUrl).toBe(400);
      expect(refused.data.result.error?.videoUrl).toEqual([VIDEO_URL_MESSAGE]);
      expect(refused.data.result.initialValue).toMatchObject({ videoUrl });
    }
    expect(await database.db.select().from(courseLessons).where(eq(courseLessons.moduleId, module!.id))).toEqual([]);

    const saved = await edit(courseId, lessonFields("https://youtu.be/Qm3vT8sLx2A?si=share123&t=45"));
    expect(saved.status).toBe(302);
    const [lesson] = await database.db.select().from(courseLessons).where(eq(courseLessons.moduleId, module!.id));
    expect(lesson!.videoUrl).toBe("https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A?start=45");

    // A lesson stored before links were converted (a plain watch page) still gets a player.
    await database.db
      .update(courseLessons)
      .set({ videoUrl: "https://www.youtube.com/watch?v=Qm3vT8sLx2A" })
      .where(eq(courseLessons.id, lesson!.id));
    const slug = await slugOf(courseId);
    const player = await callRoute<{
      content: { modules: { lessons: { title: string; video: unknown }[] }[] } | null;
    }>(() => learnLoader(args(get(`/academy/course/${slug}/learn`), context, { id: slug })));
    expect(player.data.content?.modules[0]?.lessons[0]?.video).toEqual({
      kind: "embed",
      provider: "YouTube",
      src: "https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A",
    });
  });

  it("lists every course with its counts, drafts included, and refuses a duplicate title as a field error", async () => {
    const list = await callRoute<{
      courses: { title: string; moduleCount: number; lessonCount: number; isPublished: boolean }[];
    }>(() => listLoader(args(get("/admin/courses", adminCookie), context)));
    expect(list.data.courses.find((c) => c.title === "Bookkeeping for Small Shops")).toMatchObject({
      moduleCount: 1,
      lessonCount: 1,
    });

    const duplicate = await edit<FieldErrors>("new", courseFields({ title: "Bookkeeping for Small Shops" }));
    expect(duplicate.status).toBe(400);
    expect(duplicate.data.result.error?.title).toEqual([
      "Another course already has this title. Please choose a different one.",
    ]);
    expect(duplicate.data.result.initialValue).toMatchObject({
      description: "Write a first grant application that gets read.",
    });

    const renamedOnto = await edit<FieldErrors>(
      fixtureCourseId,
      courseFields({ title: "Grant Writing Basics", isPublished: "on" }),
    );
    expect(renamedOnto.data.result.error?.title?.[0]).toMatch(/already has this title/);
  });

  it("private courses: the password is hashed, never sent to the browser, required when turning private, and unlocks the player", async () => {
    const password = "river-otter-77";
    const missing = await edit<FieldErrors>(
      "new",
      courseFields({ title: "Members Only Budgeting", isPrivate: "on", isPublished: "on" }),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.result.error?.newPassword).toEqual([
      "A private course needs a password. Enter one of at least 8 characters.",
    ]);
    const short = await edit<FieldErrors>(
      "new",
      courseFields({ title: "Members Only Budgeting", isPrivate: "on", newPassword: "short" }),
    );
    expect(short.data.result.error?.newPassword).toEqual(["Please use at least 8 characters."]);
    expect(JSON.stringify(short.data)).not.toContain('short"');

    // Turning an existing public course private without a password: a field error, nothing changed.
    const noPassword = await edit<FieldErrors>(
      fixtureCourseId,
      courseFields({ title: "Bookkeeping for Small Shops", isPrivate: "on", isPublished: "on" }),
    );
    expect(noPassword.status).toBe(400);
    expect(noPassword.data.result.error?.newPassword?.[0]).toMatch(/needs a password/);
    const [unchanged] = await database.db.select().from(courses).where(eq(courses.id, fixtureCourseId));
    expect(unchanged).toMatchObject({ isPrivate: false, passwordHash: null });

    // A failed save with a password typed never echoes it.
    const wrongTitle = await edit<FieldErrors>(
      fixtureCourseId,
      courseFields({ title: "", isPrivate: "on", isPublished: "on", newPassword: password }),
    );
    expect(wrongTitle.status).toBe(400);
    expect(JSON.stringify(wrongTitle.data)).not.toContain(password);

    const saved = await edit(
      fixtureCourseId,
      courseFields({
        title: "Bookkeeping for Small Shops",
        isPrivate: "on",
        isPublished: "on",
        newPassword: ` ${password} `,
      }),
    );
    expect(saved.status).toBe(302);
    const [privateCourse] = await database.db.select().from(courses).where(eq(courses.id, fixtureCourseId));
    expect(privateCourse!.isPrivate).toBe(true);
    expect(privateCourse!.passwordHash).toMatch(/^scrypt\$/);
    expect(privateCourse!.passwordHash).not.toContain(password);

    // No admin loader's data carries the hash or the password.
    for (const loaded of [
      load(fixtureCourseId),
      loadLesson(adminCookie, fixtureCourseId, fixtureLessonId),
      loadDelete(fixtureCourseId),
      loadNewLesson(fixtureCourseId, fixtureModuleId),
    ]) {
      const body = JSON.stringify((await loaded).data);
      expect(body).not.toContain(privateCourse!.passwordHash!);
      expect(body).not.toContain(password);
      expect(body).not.toContain("passwordHash");
    }
    const listBody = JSON.stringify(
      (await callRoute(() => listLoader(args(get("/admin/courses", adminCookie), context)))).data,
    );
    expect(listBody).not.toContain(privateCourse!.passwordHash!);
    const editor = await load<{ course: { hasPassword: boolean; isPrivate: boolean } }>(fixtureCourseId);
    expect(editor.data.course).toMatchObject({ hasPassword: true, isPrivate: true });

    // The audit says the password changed, never what it is.
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, fixtureCourseId));
    const audit = JSON.stringify(audits.map((a) => a.details));
    expect(audit).toContain("password changed");
    expect(audit).not.toContain(password);
    expect(audit).not.toContain(privateCourse!.passwordHash!);

    // Saving again with an empty "New password" keeps it; the learner unlocks with it.
    await edit(
      fixtureCourseId,
      courseFields({ title: "Bookkeeping for Small Shops", isPrivate: "on", isPublished: "on" }),
    );
    const [kept] = await database.db.select().from(courses).where(eq(courses.id, fixtureCourseId));
    expect(kept!.passwordHash).toBe(privateCourse!.passwordHash);
    expect(await lessonOrderInPlayer(fixtureCourseId)).toBeNull();
    const wrong = await callRoute<{ passwordError: string }>(() =>
      learnAction(
        args(
          post(`/academy/course/${fixtureCourseId}/learn`, { intent: "unlock", password: "not-it-at-all" }),
          context,
          { id: fixtureCourseId },
        ),
      ),
    );
    expect(wrong.status).toBe(400);
    const unlocked = await callRoute(() =>
      learnAction(
        args(post(`/academy/course/${fixtureCourseId}/learn`, { intent: "unlock", password }), context, {
          id: fixtureCourseId,
        }),
      ),
    );
    expect(unlocked.status).toBe(302);
    expect(await lessonOrderInPlayer(fixtureCourseId, cookiesFrom(unlocked.headers))).toEqual([
      ["Receipts", ["Shoebox to spreadsheet"]],
    ]);

    // Making it public clears the hash; a password typed for a public course is a field error.
    const publicWithPassword = await edit<FieldErrors>(
      fixtureCourseId,
      courseFields({ title: "Bookkeeping for Small Shops", isPublished: "on", newPassword: "another-secret" }),
    );
    expect(publicWithPassword.data.result.error?.newPassword?.[0]).toMatch(/Check “Private course”/);
    await edit(fixtureCourseId, courseFields({ title: "Bookkeeping for Small Shops", isPublished: "on" }));
    const [madePublic] = await database.db.select().from(courses).where(eq(courses.id, fixtureCourseId));
    expect(madePublic).toMatchObject({ isPrivate: false, passwordHash: null });
    expect(await lessonOrderInPlayer(fixtureCourseId)).toEqual([["Receipts", ["Shoebox to spreadsheet"]]]);
  });

  it("moves a course to the trash with its modules, lessons and progress, keeping its enrollments, and restores it whole", async () => {
    const created = await edit("new", courseFields({ title: "Short-lived Course", isPublished: "on" }));
    const courseId = created.location!.split("/").pop()!;
    await edit(courseId, { intent: "module-save", title: "Only module" });
    const [module] = await database.db.select().from(courseModules).where(eq(courseModules.courseId, courseId));
    await edit(courseId, { intent: "lesson-save", moduleId: module!.id, title: "Only lesson", contentType: "text" });
    const [lesson] = await database.db.select().from(courseLessons).where(eq(courseLessons.moduleId, module!.id));
    await database.db.insert(courseSubmissions).values({ courseId, chosenCourse: "Short-lived Course", userId });
    await database.db.insert(lessonCompletions).values({ userId, lessonId: lesson!.id });

    const confirm = await loadDelete<{ confirm: { detail: string } }>(courseId);
    expect(confirm.data.confirm.detail).toBe(
      "The course leaves the Academy at once, with its 1 module and 1 lesson and 1 lesson completion of learners' progress. It waits in the trash for 30 days, where you can restore it whole. 1 enrollment record stays in Submissions.",
    );
    const moduleConfirm = await loadDelete<{ confirm: { detail: string } }>(courseId, { moduleId: module!.id });
    expect(moduleConfirm.data.confirm.detail).toMatch(/the 1 lesson in it/);

    const deleted = await edit(courseId, { intent: "course-delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/courses");
    expect(await database.db.select().from(courses).where(eq(courses.id, courseId))).toHaveLength(0);
    expect(await database.db.select().from(courseModules).where(eq(courseModules.courseId, courseId))).toHaveLength(0);
    expect(await database.db.select().from(courseLessons).where(eq(courseLessons.id, lesson!.id))).toHaveLength(0);
    // The learner's enrollment is a person's record: it stays in Submissions, unlinked for now.
    const enrollments = () =>
      database.db.select().from(courseSubmissions).where(eq(courseSubmissions.chosenCourse, "Short-lived Course"));
    expect(await enrollments()).toMatchObject([{ courseId: null }]);
    expect(
      await database.db.select().from(lessonCompletions).where(eq(lessonCompletions.lessonId, lesson!.id)),
    ).toHaveLength(0);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, courseId))
      .orderBy(auditLog.createdAt);
    expect(entry).toBeDefined();
    expect((await load(courseId)).status).toBe(404);
    expect(
      (await callRoute(() => courseLoader(args(get(`/academy/course/${courseId}`), context, { id: courseId })))).status,
    ).toBe(404);

    // Restored from the trash: the course, its module and lesson, the progress and the enrollment's link.
    const [trashed] = await database.db.select().from(contentTrash).where(eq(contentTrash.itemId, courseId));
    expect(trashed).toMatchObject({ kind: "course", title: "Short-lived Course" });
    const restored = await callRoute(() =>
      underAdminLayout(trashRoute.action)(
        args(post("/admin/trash", { intent: "restore", id: trashed!.id }, adminCookie), context),
      ),
    );
    expect(restored.location).toBe(`/admin/courses/${courseId}`);
    expect((await lessonOrderInPlayer(courseId))!).toEqual([["Only module", ["Only lesson"]]]);
    expect(await enrollments()).toMatchObject([{ courseId }]);
    expect(
      await database.db.select().from(lessonCompletions).where(eq(lessonCompletions.lessonId, lesson!.id)),
    ).toMatchObject([{ userId }]);
  });
});
