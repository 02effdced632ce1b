import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, courses, slugHistory } from "~/db/schema";
import * as coursesEditRoute from "~/routes/admin/courses/edit";
import { meta as courseMeta, loader as courseLoader } from "~/routes/academy/course";
import { loader as enrollLoader } from "~/routes/academy/enroll";
import { action as learnAction, loader as learnLoader } from "~/routes/academy/learn";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { SLUG_OLD_MESSAGE, SLUG_TAKEN_MESSAGE } from "~/utils/slugs/validation";
import { searchHead } from "./head-tags";
import { args, callRoute, cookiesFrom, formRequest, getRequest, TEST_ORIGIN } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { createCourse, createLesson, createModule } from "../factories/academy";
import { nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Issue 39 part 5 for Academy courses (ADR 0052): a course has an editable address; its id and old
// addresses answer 301 there, lesson part and query kept, and a private course stays locked.
const editAction = underAdminLayout(coursesEditRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;

const PASSWORD = "Course-Slug-Pass-2026";

beforeAll(async () => {
  ({ database, context, adminCookie } = await setUpAdminTests({
    adminEmail: "course-slugs-editor@example.org",
    userEmail: "course-slugs-learner@example.org",
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

const courseFields = (overrides: Record<string, string> = {}) => ({
  intent: "course-save",
  title: "Bookkeeping Basics",
  description: "Keep clean books in an hour a week.",
  fullDescription: "",
  category: "Money",
  level: "",
  duration: "",
  imageUrl: "",
  isPublished: "on",
  slug: "",
  seoDescription: "",
  socialImageUrl: "",
  ...overrides,
});

type SaveReply = { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
const save = (id: string, fields: Record<string, string>) =>
  callRoute<SaveReply>(() => editAction(args(post(`/admin/courses/${id}`, fields, adminCookie), context, { id })));
const byTitle = async (title: string) => (await database.db.select().from(courses).where(eq(courses.title, title)))[0]!;

const visit = (param: string, search = "", cookie?: string) =>
  callRoute<{ course: { title: string; slug: string }; modules: unknown }>(() =>
    courseLoader(
      args(getRequest(`/academy/course/${param}${search}`, cookie ? { Cookie: cookie } : {}), context, { id: param }),
    ),
  );
const visitPlayer = (param: string, search = "", cookie?: string) =>
  callRoute<{ access: string; content: unknown; course: { slug: string } }>(() =>
    learnLoader(
      args(getRequest(`/academy/course/${param}/learn${search}`, cookie ? { Cookie: cookie } : {}), context, {
        id: param,
      }),
    ),
  );
const visitEnroll = (param: string, search = "") =>
  callRoute<{ preselectedId: string | null }>(() =>
    enrollLoader(args(getRequest(`/academy/course/${param}/enroll${search}`), context, { id: param })),
  );

describe(`course addresses (${process.env.TEST_DB_KIND})`, () => {
  it("gives a new course an address made from its title, and the database makes one for a row stored without", async () => {
    const created = await save("new", courseFields({ title: "Café Owners’ Bookkeeping" }));
    expect(created.status).toBe(302);
    const course = await byTitle("Café Owners’ Bookkeeping");
    expect(course.slug).toBe("cafe-owners-bookkeeping");

    // Straight into the table, as a seed or a script writes; titles differ only in punctuation.
    const [row] = await database.db
      .insert(courses)
      .values({ title: "Café Owners Bookkeeping!", description: "Again." })
      .returning({ slug: courses.slug });
    expect(row!.slug).toBe("cafe-owners-bookkeeping-2");

    const page = await visit("cafe-owners-bookkeeping");
    expect(page.status).toBe(200);
    expect(page.data.course.title).toBe("Café Owners’ Bookkeeping");

    // The stored address is in the audit log, even when the editor left it empty.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "course"), eq(auditLog.entityId, course.id), eq(auditLog.action, "create")));
    expect(JSON.stringify(entry!.details)).toContain("cafe-owners-bookkeeping");
  });

  it("after a change of address, answers the id and the old address of the page, the player and enrollment with a 301, lesson and query kept", async () => {
    await save("new", courseFields({ title: "Payroll for Beginners", slug: "payroll-beginners" }));
    const course = await byTitle("Payroll for Beginners");
    const module = await createModule(database.db, course);
    const lesson = await createLesson(database.db, module);
    const saved = await save(course.id, courseFields({ title: "Payroll for Beginners", slug: "payroll-101" }));
    expect(saved.status).toBe(302);

    expect((await visit("payroll-101")).status).toBe(200);
    for (const param of ["payroll-beginners", course.id, course.id.toUpperCase()]) {
      const page = await visit(param, "?utm_source=letter");
      expect(page.status, param).toBe(301);
      expect(page.location).toBe("/academy/course/payroll-101?utm_source=letter");
      const player = await visitPlayer(param, `?lesson=${lesson.id}`);
      expect(player.status, param).toBe(301);
      expect(player.location).toBe(`/academy/course/payroll-101/learn?lesson=${lesson.id}`);
      const enroll = await visitEnroll(param, "?ref=card");
      expect(enroll.status, param).toBe(301);
      expect(enroll.location).toBe("/academy/course/payroll-101/enroll?ref=card");
    }
    const player = await visitPlayer("payroll-101", `?lesson=${lesson.id}`);
    expect(player.status).toBe(200);
    expect(player.data.access).toBe("open");
    expect((await visitEnroll("payroll-101")).data.preselectedId).toBe(course.id);

    for (const missing of ["no-such-course", "00000000-0000-4000-8000-000000000000"]) {
      expect((await visit(missing)).status).toBe(404);
      expect((await visitPlayer(missing)).status).toBe(404);
      expect((await visitEnroll(missing)).status).toBe(404);
    }

    // The change is in the audit log, before and after.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "course"), eq(auditLog.entityId, course.id), eq(auditLog.action, "update")));
    expect(JSON.stringify(entry)).toContain("payroll-101");
    expect(JSON.stringify(entry)).toContain("payroll-beginners");

    // Taking the old address back makes it the course's address again, without a redirect loop.
    await save(course.id, courseFields({ title: "Payroll for Beginners", slug: "payroll-beginners" }));
    expect((await visit("payroll-beginners")).status).toBe(200);
    expect((await visit("payroll-101")).location).toBe("/academy/course/payroll-beginners");
  });

  it("never redirects a visitor from a draft's id or old address, and an admin previews the draft at its address", async () => {
    await save("new", courseFields({ title: "Unreleased Draft Course", slug: "draft-early", isPublished: "" }));
    const draft = await byTitle("Unreleased Draft Course");
    await save(draft.id, courseFields({ title: "Unreleased Draft Course", slug: "draft-later", isPublished: "" }));
    for (const param of [draft.id, "draft-early", "draft-later"]) {
      for (const answer of [await visit(param), await visitPlayer(param), await visitEnroll(param)]) {
        expect(answer.status, param).toBe(404);
        expect(answer.location ?? "").not.toContain("draft-later");
      }
    }
    expect((await visit("draft-later", "", adminCookie)).status).toBe(200);
    const fromId = await visit(draft.id, "", adminCookie);
    expect(fromId.status).toBe(301);
    expect(fromId.location).toBe("/academy/course/draft-later");
  });

  it("keeps a private course locked behind its redirects: no outline, no lesson, and the lesson id only as it was typed", async () => {
    const course = await createCourse(database.db, { title: "Private Agent Training", password: PASSWORD });
    const module = await createModule(database.db, course, { title: "Secret Module Title" });
    const lesson = await createLesson(database.db, module, {
      title: "Secret Lesson Title",
      content: "<p>Secret lesson words.</p>",
    });
    await database.db.update(courses).set({ slug: "agent-training" }).where(eq(courses.id, course.id));
    const oldSlug = course.slug;

    for (const param of [course.id, oldSlug]) {
      const player = await visitPlayer(param, `?lesson=${lesson.id}`);
      expect(player.status).toBe(301);
      expect(player.location).toBe(`/academy/course/agent-training/learn?lesson=${lesson.id}`);
      const text = JSON.stringify(player.data ?? "") + player.headers.get("Location");
      expect(text).not.toContain("Secret");
      // An unknown lesson id redirects the same way: the redirect tells nothing about lessons.
      expect((await visitPlayer(param, "?lesson=nope")).location).toBe(
        "/academy/course/agent-training/learn?lesson=nope",
      );
    }
    const locked = await visitPlayer("agent-training", `?lesson=${lesson.id}`);
    expect(locked.status).toBe(200);
    expect(locked.data.access).toBe("locked");
    expect(locked.data.content).toBeNull();
    expect(JSON.stringify(locked.data)).not.toContain("Secret");
    expect((await visit("agent-training")).data.modules).toBeNull();

    // A gate opened at the old (id) address before the change still unlocks, then the slug shows the lessons.
    const unlocked = await callRoute(() =>
      learnAction(
        args(formRequest(`/academy/course/${course.id}/learn`, { intent: "unlock", password: PASSWORD }), context, {
          id: course.id,
        }),
      ),
    );
    expect(unlocked.status).toBe(302);
    const open = await visitPlayer("agent-training", "", cookiesFrom(unlocked.headers));
    expect(open.data.access).toBe("open");
    expect(JSON.stringify(open.data)).toContain("Secret Lesson Title");
  });

  it("refuses another course's address, or one another course had, next to the field and keeping what was typed", async () => {
    await save("new", courseFields({ title: "Taxes for Shops", slug: "taxes-for-shops" }));
    await save("new", courseFields({ title: "Taxes for Farms", slug: "taxes-for-farms" }));
    const second = await byTitle("Taxes for Farms");

    const taken = await save(second.id, courseFields({ title: "Taxes for Farms", slug: "taxes-for-shops" }));
    expect(taken.status).toBe(400);
    expect(taken.data.result.error.slug).toEqual([SLUG_TAKEN_MESSAGE]);
    expect(taken.data.result.initialValue.slug).toBe("taxes-for-shops");
    expect((await byTitle("Taxes for Farms")).slug).toBe("taxes-for-farms");

    // "payroll-101" (above) was moved away from: it still leads to its course.
    const old = await save("new", courseFields({ title: "Another payroll course", slug: "payroll-101" }));
    expect(old.status).toBe(400);
    expect(old.data.result.error.slug).toEqual([SLUG_OLD_MESSAGE]);
    expect(old.data.result.initialValue.slug).toBe("payroll-101");

    const badShape = await save("new", courseFields({ title: "Odd address", slug: "Not OK!" }));
    expect(badShape.status).toBe(400);
    expect(badShape.data.result.error.slug?.[0]).toMatch(/lowercase letters, numbers and single hyphens/);
  });

  it("frees a deleted course's old addresses", async () => {
    await save("new", courseFields({ title: "Short-lived course", slug: "short-lived-course" }));
    const course = await byTitle("Short-lived course");
    await save(course.id, courseFields({ title: "Short-lived course", slug: "short-lived-course-2025" }));
    expect(await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, course.id))).toHaveLength(1);
    await save(course.id, { intent: "course-delete" });
    expect(await database.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(0);
    expect(await database.db.select().from(slugHistory).where(eq(slugHistory.itemId, course.id))).toHaveLength(0);
    expect((await visit("short-lived-course")).status).toBe(404);
  });

  it("backfills unique addresses for courses that had none (as the migration does)", async () => {
    const titles = ["Same course twice", "Same Course Twice!", "Same course twice 2", "!!!"];
    const ids: string[] = [];
    for (const title of titles) {
      const [row] = await database.db
        .insert(courses)
        .values({ title, description: "x", slug: `placeholder-${ids.length}` })
        .returning({ id: courses.id });
      ids.push(row!.id);
    }
    await database.db.execute(sql`UPDATE academy_courses SET slug = '' WHERE id IN (${sql.join(ids, sql`, `)})`);
    const rows = await database.db
      .select({ slug: courses.slug })
      .from(courses)
      .where(sql`${courses.id} IN (${sql.join(ids, sql`, `)})`);
    const slugs = rows.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(4);
    expect(slugs).toContain("same-course-twice");
    expect(slugs).toContain("course");
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    // Courses and news keep separate histories: a news story may have a course's address.
    const kinds = await database.db.selectDistinct({ kind: slugHistory.kind }).from(slugHistory);
    expect(kinds.map((row) => row.kind)).toContain("course");
  });

  it("lists courses and their public lessons by their address in the sitemap", async () => {
    const course = await byTitle("Payroll for Beginners");
    const sitemap = await ((await sitemapLoader(args(getRequest("/sitemap.xml"), context))) as Response).text();
    expect(sitemap).toContain(`${TEST_ORIGIN}/academy/course/payroll-beginners</loc>`);
    expect(sitemap).toContain(`${TEST_ORIGIN}/academy/course/payroll-beginners/learn</loc>`);
    expect(sitemap).not.toContain(`/academy/course/${course.id}`);
  });

  it("puts the search description and the social image in the page head, else the short description and the course's image", async () => {
    await save(
      "new",
      courseFields({
        title: "Marketing on a Shoestring",
        slug: "shoestring-marketing",
        seoDescription: "Free lessons on reaching customers without a budget.",
        socialImageUrl: "/media/marketing-card.png",
        imageUrl: "/images/courses/marketing.jpg",
        imageAlt: "A hand-painted shop sign",
      }),
    );
    const headOf = async (slug: string) => searchHead(courseMeta, (await visit(slug)).data);
    expect(await headOf("shoestring-marketing")).toEqual({
      description: "Free lessons on reaching customers without a budget.",
      image: `${TEST_ORIGIN}/media/marketing-card.png`,
      canonical: `${TEST_ORIGIN}/academy/course/shoestring-marketing`,
    });
    const plain = await headOf("payroll-beginners");
    expect(plain.description).toBe("Keep clean books in an hour a week.");
    expect(plain.canonical).toBe(`${TEST_ORIGIN}/academy/course/payroll-beginners`);

    const tooLong = await save(
      "new",
      courseFields({ title: "Too long a description", seoDescription: "x".repeat(161) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.result.error.seoDescription?.[0]).toMatch(/under 160 characters/);
  });
});
