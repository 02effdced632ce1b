import { and, eq } from "drizzle-orm";
import { createCookieSessionStorage } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashCoursePassword } from "~/features/academy/course-password.server";
import {
  courseLessons,
  courseModules,
  courses,
  courseSubmissions,
  emailOutbox,
  lessonCompletions,
  volunteerFormSubmissions,
} from "~/db/schema";
import { getCourse, getPlayerContent } from "~/features/academy/academy.server";
import type { PlayerContent } from "~/features/academy/types";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { isAttemptInProgress, SLOW_WRONG_ANSWER_MS } from "~/utils/secret-attempts.server";
import { action as enrollAction, loader as enrollLoader } from "~/routes/academy/enroll";
import { loader as catalogueLoader } from "~/routes/academy/catalogue";
import { loader as courseLoader } from "~/routes/academy/course";
import { action as learnAction, loader as learnLoader } from "~/routes/academy/learn";
import { loader as authApiLoader } from "~/routes/api/auth";
import { action as authAction } from "~/routes/auth/auth";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import {
  args,
  callRoute,
  cookiesFrom,
  createTestContext,
  firstLink,
  formRequest,
  getRequest,
  lastEmailTo,
} from "../setup/context";
import { createCourse, createLesson, createModule } from "../factories/academy";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;

/** The courses this file makes, and the private one's module and lesson titles (none may leak). */
let ids: { business: string; diamonds: string; budgeting: string };
let privateSecrets: string[];
/** Each course's address (its slug) by id: pages are at /academy/course/{slug} (ADR 0052). */
const slugs = new Map<string, string>();
const at = (courseId: string) => slugs.get(courseId) ?? courseId;

const PRIVATE_COURSE_PASSWORD = "Test-Course-Pass-2026";
const BUSINESS = "Test Course: Starting a Business";
const DIAMONDS = "Test Course: Diamond Agent Training";
const BUDGETING = "Test Course: Budgeting and Credit";
const TAX = "Test Course: Tax Season Bookkeeping";
const PUBLIC_MODULES = ["Public Module One", "Public Module Two", "Public Module Three"];
const PRIVATE_MODULES = ["Private Module One", "Private Module Two", "Private Module Three"];

/** A course with three modules of three lessons each; the very last lesson has no duration. */
async function courseWithOutline(
  fields: Parameters<typeof createCourse>[1],
  moduleTitles: readonly string[],
  firstLessonContent?: string,
): Promise<string> {
  const course = await createCourse(database.db, fields);
  slugs.set(course.id, course.slug);
  for (const [m, title] of moduleTitles.entries()) {
    const module = await createModule(database.db, course, { title, sortOrder: m + 1 });
    for (let l = 0; l < 3; l++) {
      const last = m === moduleTitles.length - 1 && l === 2;
      await createLesson(database.db, module, {
        title: `${title}, lesson ${l + 1}${last ? " (review)" : ""}`,
        sortOrder: l + 1,
        durationMinutes: last ? null : 10,
        content:
          m === 0 && l === 0 && firstLessonContent
            ? firstLessonContent
            : `<p>${title}, lesson ${l + 1}: this lesson's own words.</p>`,
      });
    }
  }
  return course.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Five published courses in four categories; one private, with a password.
  ids = {
    business: await courseWithOutline({ title: BUSINESS, category: "business opportunity" }, PUBLIC_MODULES),
    diamonds: await courseWithOutline(
      { title: DIAMONDS, category: "lab-grown diamonds", password: PRIVATE_COURSE_PASSWORD },
      PRIVATE_MODULES,
      "<h2>Same crystal, different origin</h2><p>A lab-grown diamond is the same crystal as a mined one.</p>",
    ),
    budgeting: await courseWithOutline({ title: BUDGETING, category: "financial literacy" }, ["Budgeting Module"]),
  };
  await createCourse(database.db, { title: TAX, category: "financial literacy" });
  await createCourse(database.db, { title: "Test Course: Leading a Nonprofit", category: "nonprofit leadership" });
  const outline = await database.db
    .select({ module: courseModules.title, lesson: courseLessons.title, content: courseLessons.content })
    .from(courseModules)
    .innerJoin(courseLessons, eq(courseLessons.moduleId, courseModules.id))
    .where(eq(courseModules.courseId, ids.diamonds));
  privateSecrets = [
    ...new Set(outline.flatMap((row) => [row.module, row.lesson, firstSentence(row.content)])),
    "scrypt$",
    PRIVATE_COURSE_PASSWORD,
  ];
  expect(outline.length).toBeGreaterThan(4);
});

// Each test is a new visitor: its own IP, so rate-limit counters never add up across tests.
let visitor = 0;
beforeEach(() => {
  visitor += 1;
  context = createTestContext(database, { clientIp: `198.51.100.${visitor}` });
});
afterAll(async () => {
  await database?.close();
});

/** A stretch of a lesson's visible text, as it would appear in any serialised payload. */
function firstSentence(html: string | null): string {
  const line = (html ?? "")
    .replace(/<[^>]+>/g, " ")
    .split("\n")
    .map((part) => part.trim())
    .find((part) => part.length > 20);
  return (line ?? "").slice(0, 30);
}

function expectNoPrivateContent(payload: unknown) {
  const text = JSON.stringify(payload);
  for (const secret of privateSecrets) expect(text, `leaked: ${secret}`).not.toContain(secret);
  expect(text).not.toMatch(/passwordHash|password_hash/);
}

type LearnData = { access: "locked" | "open"; content: PlayerContent | null; course: { id: string; title: string } };

const learn = (courseId: string, cookie?: string, path = `/academy/course/${at(courseId)}/learn`) =>
  callRoute<LearnData>(() =>
    learnLoader(args(getRequest(path, cookie ? { Cookie: cookie } : {}), context, { id: at(courseId) })),
  );

const postLearn = (courseId: string, fields: Record<string, string | string[]>, cookie?: string, ctx = context) =>
  callRoute<Record<string, unknown>>(() =>
    learnAction(
      args(formRequest(`/academy/course/${at(courseId)}/learn`, fields, cookie ? { Cookie: cookie } : {}), ctx, {
        id: at(courseId),
      }),
    ),
  );

const enroll = (fields: Record<string, string>, cookie?: string, path = "/course-enrollment") =>
  callRoute<Record<string, unknown> & { ok?: boolean; problem?: string }>(() =>
    enrollAction(args(formRequest(path, fields, cookie ? { Cookie: cookie } : {}), context)),
  );

/** Signs up, confirms by the emailed link and returns the session cookie. */
async function signedInCookie(email: string) {
  const signUp = await callRoute<{ ok: boolean }>(() =>
    authAction(
      args(
        formRequest("/auth", {
          intent: "signup",
          email,
          password: "river-lantern-42",
          confirmPassword: "river-lantern-42",
        }),
        context,
      ),
    ),
  );
  expect(signUp.data.ok).toBe(true);
  const message = await lastEmailTo(database.db, email);
  const confirmed = await callRoute(() => authApiLoader(args(getRequest(firstLink(message!.textBody)), context)));
  const cookie = cookiesFrom(confirmed.headers);
  expect(cookie).toContain("session_token");
  return cookie;
}

/** Counts every statement the database client runs while `run` is in progress. */
async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  // Drizzle sends each statement through its driver client's `query` (PGlite or the pg Pool).
  const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...rest: unknown[]) {
    queries += 1;
    return original.apply(this, rest);
  };
  try {
    const result = await run();
    return { result, queries };
  } finally {
    client.query = original;
  }
}

describe(`the Academy (${process.env.TEST_DB_KIND})`, () => {
  describe("catalogue", () => {
    it("lists published courses by title, with search and category from the URL, and no secrets", async () => {
      const all = await callRoute<{ ok: boolean; courses: Array<{ title: string }>; categories: string[] }>(() =>
        catalogueLoader(args(getRequest("/academy"), context)),
      );
      const titles = all.data.courses.map((course) => course.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
      expect(titles).toHaveLength(5);
      expect(all.data.categories).toEqual([
        "business opportunity",
        "financial literacy",
        "lab-grown diamonds",
        "nonprofit leadership",
      ]);
      expectNoPrivateContent(all.data);

      const searched = await callRoute<{ courses: Array<{ title: string }> }>(() =>
        catalogueLoader(args(getRequest("/academy?q=CREDIT"), context)),
      );
      expect(searched.data.courses.map((course) => course.title)).toEqual([BUDGETING]);
      const filtered = await callRoute<{ courses: Array<{ title: string }> }>(() =>
        catalogueLoader(args(getRequest("/academy?category=financial%20literacy&q=tax"), context)),
      );
      expect(filtered.data.courses.map((course) => course.title)).toEqual([TAX]);
    });
  });

  it("shows 'Error Loading Courses' (not a broken page) when the courses cannot be read", async () => {
    const failing = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "select") {
          return () => {
            throw new Error("connection refused");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const result = await callRoute<{ ok: boolean; courses: unknown[] }>(() =>
      catalogueLoader(args(getRequest("/academy"), { ...context, db: failing })),
    );
    expect(result.status).toBe(503);
    expect(result.data).toMatchObject({ ok: false, courses: [] });
  });

  describe("a locked private course", () => {
    it("sends no module or lesson titles, no lesson content and no password hash on the course, enrollment and player pages", async () => {
      const detail = await callRoute<{ modules: unknown }>(() =>
        courseLoader(args(getRequest(`/academy/course/${at(ids.diamonds)}`), context, { id: at(ids.diamonds) })),
      );
      expect(detail.status).toBe(200);
      expect(detail.data.modules).toBeNull();
      expect(detail.headers.get("Cache-Control")).toBe("private, no-store");
      expectNoPrivateContent(detail.data);

      const page = await callRoute<{ preselectedId: string; options: Array<{ id: string; isPrivate: boolean }> }>(() =>
        enrollLoader(args(getRequest(`/academy/course/${at(ids.diamonds)}/enroll`), context, { id: at(ids.diamonds) })),
      );
      expect(page.data.preselectedId).toBe(ids.diamonds);
      expect(page.data.options.find((option) => option.id === ids.diamonds)?.isPrivate).toBe(true);
      expectNoPrivateContent(page.data);
      // The spec's link by title answers with a permanent redirect to that course's enrollment page.
      const byTitle = await callRoute(() =>
        enrollLoader(args(getRequest(`/course-enrollment?course=${encodeURIComponent(DIAMONDS)}`), context)),
      );
      expect(byTitle.status).toBe(301);
      expect(byTitle.location).toBe(`/academy/course/${at(ids.diamonds)}/enroll`);

      const player = await learn(ids.diamonds);
      expect(player.data.access).toBe("locked");
      expect(player.data.content).toBeNull();
      expectNoPrivateContent(player.data);
    });

    it("refuses an empty or wrong password without echoing it, and unlocks with the right one for the rest of the session", async () => {
      const empty = await postLearn(ids.diamonds, { intent: "unlock", password: "   " });
      expect(empty.status).toBe(400);
      expect(JSON.stringify(empty.data)).toContain("Password is required");

      const wrong = await postLearn(ids.diamonds, { intent: "unlock", password: "Sparkle2024" });
      expect(wrong.status).toBe(400);
      expect(JSON.stringify(wrong.data)).toContain("Incorrect password. Please try again.");
      expect(JSON.stringify(wrong.data)).not.toContain("Sparkle2024");
      expect(wrong.headers.get("Set-Cookie")).toBeNull();

      const right = await postLearn(ids.diamonds, { intent: "unlock", password: ` ${PRIVATE_COURSE_PASSWORD} ` });
      expect(right.status).toBe(302);
      expect(right.location).toBe(`/academy/course/${at(ids.diamonds)}/learn`);
      const setCookie = right.headers.get("Set-Cookie")!;
      expect(setCookie).toMatch(/^csn_academy=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Expires|Max-Age/i); // a browser-session cookie
      expect(setCookie).not.toContain(PRIVATE_COURSE_PASSWORD);
      const cookie = cookiesFrom(right.headers);

      // Carried into the next requests, the unlock holds: the player and the course page open.
      const player = await learn(ids.diamonds, cookie);
      expect(player.data.access).toBe("open");
      const content = player.data.content!;
      expect(content.modules.map((module) => module.title)).toEqual(PRIVATE_MODULES);
      expect(content.modules[0]!.lessons[0]!.html).toContain("<h2>Same crystal, different origin</h2>");
      expect(content.modules[0]!.lessons[0]!.diamondDisclosure).toBe(true);
      expect(JSON.stringify(content)).not.toContain("scrypt$");
      const again = await learn(ids.diamonds, cookie);
      expect(again.data.access).toBe("open");
      const detail = await callRoute<{ modules: Array<{ title: string }> | null }>(() =>
        courseLoader(
          args(getRequest(`/academy/course/${at(ids.diamonds)}`, { Cookie: cookie }), context, {
            id: at(ids.diamonds),
          }),
        ),
      );
      expect(detail.data.modules?.map((module) => module.title)).toHaveLength(3);
      // A forged cookie is ignored.
      expect((await learn(ids.diamonds, "csn_academy=eyJ1bmxvY2tlZCI6W119.forged")).data.access).toBe("locked");
    });

    it("limits password attempts per visitor and says how long to wait", async () => {
      const ctx = createTestContext(database, { clientIp: "203.0.113.250" });
      for (let attempt = 0; attempt < RATE_LIMITS.coursePasswordByIp.points; attempt++) {
        expect(
          (await postLearn(ids.diamonds, { intent: "unlock", password: `guess-${attempt}` }, undefined, ctx)).status,
        ).toBe(400);
      }
      const refused = await postLearn(
        ids.diamonds,
        { intent: "unlock", password: PRIVATE_COURSE_PASSWORD },
        undefined,
        ctx,
      );
      expect(refused.status).toBe(429);
      expect(refused.data.formError).toMatch(/^Too many password attempts\. Please wait \d+ minutes? and try again\.$/);
      expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(refused.headers.get("Set-Cookie")).toBeNull();
      // Another visitor is not affected.
      expect((await postLearn(ids.diamonds, { intent: "unlock", password: PRIVATE_COURSE_PASSWORD })).status).toBe(302);
    });

    it("slows wrong passwords for a much-guessed course but lets the right one in at once, through the gate and enrollment", async () => {
      const shared = createTestContext(database, { clientIp: "203.0.113.1" });
      // With PostgreSQL the counters live in the database: start (and leave) this course clean.
      await shared.rateLimiter.reset("coursePasswordByCourse", ids.diamonds);
      try {
        // Many addresses, each under its own budget, one limiter (as in one server process).
        await Promise.all(
          Array.from({ length: RATE_LIMITS.coursePasswordByCourse.points }, (_, i) =>
            postLearn(ids.diamonds, { intent: "unlock", password: `guess-${i}` }, undefined, {
              ...shared,
              clientIp: `203.0.113.${10 + i}`,
            }),
          ),
        );
        const attacker = { ...shared, clientIp: "203.0.113.200" };
        let started = Date.now();
        const slow = postLearn(ids.diamonds, { intent: "unlock", password: "guess-slow" }, undefined, attacker);
        // One try at a time per address and course: once the first is being checked (on
        // PostgreSQL the second's queries could otherwise overtake the first's), a second waits.
        await vi.waitUntil(() => isAttemptInProgress("course-password", ids.diamonds, attacker.clientIp), {
          timeout: 5_000,
          interval: 5,
        });
        const parallel = await postLearn(
          ids.diamonds,
          { intent: "unlock", password: "guess-parallel" },
          undefined,
          attacker,
        );
        expect(parallel.status).toBe(429);
        expect(parallel.data.formError).toBe(
          "Your previous try is still being checked. Please wait a few seconds and try again.",
        );
        // The holder of the password, from a new address, gets in at once.
        const holder = await postLearn(
          ids.diamonds,
          { intent: "unlock", password: PRIVATE_COURSE_PASSWORD },
          undefined,
          { ...shared, clientIp: "203.0.113.201" },
        );
        expect(holder.status).toBe(302);
        expect(Date.now() - started).toBeLessThan(SLOW_WRONG_ANSWER_MS.min);
        expect((await slow).status).toBe(400);
        expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_WRONG_ANSWER_MS.min - 50);
        // Enrolling with the password is guarded the same way and never refused.
        started = Date.now();
        const enrolled = await callRoute<{ ok?: boolean }>(() =>
          enrollAction(
            args(
              formRequest("/course-enrollment", {
                courseId: ids.diamonds,
                coursePassword: PRIVATE_COURSE_PASSWORD,
                _js: "1",
              }),
              {
                ...shared,
                clientIp: "203.0.113.202",
              },
            ),
          ),
        );
        expect(enrolled.data.ok).toBe(true);
        expect(Date.now() - started).toBeLessThan(SLOW_WRONG_ANSWER_MS.min);
      } finally {
        await shared.rateLimiter.reset("coursePasswordByCourse", ids.diamonds);
      }
    }, 20_000);

    /** Unlocks the private course with its password: the cookie that carries the unlock. */
    async function unlockedCookie() {
      const right = await postLearn(ids.diamonds, { intent: "unlock", password: PRIVATE_COURSE_PASSWORD });
      expect(right.status).toBe(302);
      return cookiesFrom(right.headers);
    }
    const courseModulesWith = async (cookie: string) =>
      (
        await callRoute<{ modules: unknown[] | null }>(() =>
          courseLoader(
            args(getRequest(`/academy/course/${at(ids.diamonds)}`, { Cookie: cookie }), context, {
              id: at(ids.diamonds),
            }),
          ),
        )
      ).data.modules;

    it("locks the course again for every browser when staff change its password", async () => {
      const cookie = await unlockedCookie();
      expect((await learn(ids.diamonds, cookie)).data.access).toBe("open");
      const [before] = await database.db
        .select({ passwordHash: courses.passwordHash })
        .from(courses)
        .where(eq(courses.id, ids.diamonds));
      try {
        await database.db
          .update(courses)
          .set({ passwordHash: await hashCoursePassword("Brilliant2027") })
          .where(eq(courses.id, ids.diamonds));
        const player = await learn(ids.diamonds, cookie);
        expect(player.data.access).toBe("locked");
        expect(player.data.content).toBeNull();
        expectNoPrivateContent(player.data);
        expect(await courseModulesWith(cookie)).toBeNull();
        // Marking a lesson complete is refused too.
        const [lesson] = await database.db
          .select({ id: courseLessons.id })
          .from(courseLessons)
          .innerJoin(courseModules, eq(courseLessons.moduleId, courseModules.id))
          .where(eq(courseModules.courseId, ids.diamonds));
        expect((await postLearn(ids.diamonds, { intent: "complete", lessonId: lesson!.id }, cookie)).status).toBe(403);
        // The new password opens it again.
        const renewed = await postLearn(ids.diamonds, { intent: "unlock", password: "Brilliant2027" }, cookie);
        expect(renewed.status).toBe(302);
        expect((await learn(ids.diamonds, cookiesFrom(renewed.headers))).data.access).toBe("open");
      } finally {
        await database.db
          .update(courses)
          .set({ passwordHash: before!.passwordHash })
          .where(eq(courses.id, ids.diamonds));
      }
    });

    it("ends an unlock after 30 days, however long the browser keeps its session", async () => {
      const cookie = await unlockedCookie();
      const day = 24 * 60 * 60 * 1000;
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 29 * day });
      try {
        expect((await learn(ids.diamonds, cookie)).data.access).toBe("open");
        vi.setSystemTime(Date.now() + day + 60_000);
        expect((await learn(ids.diamonds, cookie)).data.access).toBe("locked");
        expect(await courseModulesWith(cookie)).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it("ignores an unlock cookie written before unlocks carried a time and a password fingerprint", async () => {
      const legacyStorage = createCookieSessionStorage({
        cookie: { name: "csn_academy", secrets: [context.env.SESSION_SECRET] },
      });
      const session = await legacyStorage.getSession();
      session.set("unlocked", [ids.diamonds]);
      const legacy = await legacyStorage.commitSession(session);
      expect((await learn(ids.diamonds, legacy.split(";")[0]!)).data.access).toBe("locked");
    });
  });

  describe("course page", () => {
    it("shows a public course's modules and lessons (titles and minutes, never content)", async () => {
      const detail = await callRoute<{
        course: { title: string; level: string | null };
        modules: Array<{ title: string; lessons: Array<Record<string, unknown>> }>;
      }>(() =>
        courseLoader(args(getRequest(`/academy/course/${at(ids.business)}`), context, { id: at(ids.business) })),
      );
      expect(detail.data.modules.map((module) => module.title)).toEqual(PUBLIC_MODULES);
      const lessons = detail.data.modules.flatMap((module) => module.lessons);
      expect(lessons).toHaveLength(9);
      expect(Object.keys(lessons[0]!).sort()).toEqual([
        "contentType",
        "id",
        "isPreview",
        "minutes",
        "sortOrder",
        "title",
      ]);
      expect(lessons.at(-1)).toMatchObject({ title: `${PUBLIC_MODULES[2]}, lesson 3 (review)`, minutes: 0 });
      expect(JSON.stringify(detail.data)).not.toContain("<h2>");
    });

    it("answers 404 for an unknown or malformed id", async () => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1' or '1'='1"]) {
        expect(
          (await callRoute(() => courseLoader(args(getRequest(`/academy/course/${id}`), context, { id })))).status,
        ).toBe(404);
        expect((await learn(id)).status).toBe(404);
        expect(
          (await callRoute(() => enrollLoader(args(getRequest(`/academy/course/${id}/enroll`), context, { id }))))
            .status,
        ).toBe(404);
      }
      // The title alias just clears the selection.
      const unknown = await callRoute<{ preselectedId: string | null }>(() =>
        enrollLoader(args(getRequest("/course-enrollment?course=Underwater%20Basket%20Weaving"), context)),
      );
      expect(unknown.status).toBe(200);
      expect(unknown.data.preselectedId).toBeNull();
    });

    it("loads the course, its modules and all its lessons in two queries", async () => {
      // The loader, anonymous: the course row, then modules ⟕ lessons (no session, no cookie lookups).
      const player = await countQueries(() => learn(ids.business));
      expect(player.queries).toBe(2);
      expect(player.result.data.content!.modules.flatMap((module) => module.lessons)).toHaveLength(9);

      const detail = await countQueries(() =>
        callRoute(() =>
          courseLoader(args(getRequest(`/academy/course/${at(ids.business)}`), context, { id: at(ids.business) })),
        ),
      );
      expect(detail.queries).toBe(2);

      // With a learner's completions joined in, still two.
      const withUser = await countQueries(async () => {
        const course = await getCourse(database.db, ids.business);
        return getPlayerContent(database.db, course!.id, "some-user-id");
      });
      expect(withUser.queries).toBe(2);
    });
  });

  describe("lesson content", () => {
    it("is sanitised on the server, case-normalised, and a lesson that cannot be shown is flagged", async () => {
      const [course] = await database.db
        .insert(courses)
        .values({ title: `Sanitiser check ${visitor}`, description: "Test course." })
        .returning({ id: courses.id, slug: courses.slug });
      slugs.set(course!.id, course!.slug);
      const [module] = await database.db
        .insert(courseModules)
        .values({ courseId: course!.id, title: "Module", sortOrder: 1 })
        .returning({ id: courseModules.id });
      await database.db.insert(courseLessons).values([
        {
          moduleId: module!.id,
          title: "Shouting markup",
          sortOrder: 1,
          content:
            '<H2 ONCLICK="steal()">Title</H2>' +
            '<P>Body <SCRIPT>alert(1)</SCRIPT><A HREF="javascript:alert(1)">link</A></P>' +
            '<IFRAME SRC="https://evil.example"></IFRAME>',
        },
        { moduleId: module!.id, title: "Only a script", sortOrder: 2, content: "<script>alert('x')</script>" },
        { moduleId: module!.id, title: "Plain text", sortOrder: 3, content: "Line one\n\nLine two" },
        {
          moduleId: module!.id,
          title: "Video elsewhere",
          sortOrder: 4,
          contentType: "video",
          videoUrl: "https://videos.example.org/watch?v=abc",
        },
        {
          moduleId: module!.id,
          title: "Hostile video",
          sortOrder: 5,
          contentType: "video",
          videoUrl: "javascript:alert(1)",
        },
      ]);
      const content = (await learn(course!.id)).data.content!;
      const lessons = content.modules[0]!.lessons;
      expect(lessons.map((lesson) => lesson.title)).toEqual([
        "Shouting markup",
        "Only a script",
        "Plain text",
        "Video elsewhere",
        "Hostile video",
      ]);
      expect(lessons[0]!.html).toBe("<h2>Title</h2><p>Body <a>link</a></p>");
      expect(lessons[1]!.html).toBeNull(); // 'Content parsing error'
      expect(lessons[2]!.html).toBe("<p>Line one</p>\n<p>Line two</p>");
      expect(lessons[3]!.video).toEqual({
        kind: "link",
        href: "https://videos.example.org/watch?v=abc",
        host: "videos.example.org",
      });
      expect(lessons[4]!.video).toBeNull();
      expect(lessons.every((lesson) => !lesson.diamondDisclosure)).toBe(true);
    });
  });

  describe("enrollment", () => {
    it("records an anonymous enrollment without personal details, and goes to the player", async () => {
      const scripted = await enroll({ courseId: ids.business, _js: "1" });
      expect(scripted.status).toBe(200);
      expect(scripted.data).toMatchObject({ ok: true, course: { id: ids.business } });

      const plain = await enroll({ courseId: ids.budgeting });
      expect(plain.status).toBe(302);
      expect(plain.location).toBe(`/academy/course/${at(ids.budgeting)}/learn`);
      expect(cookiesFrom(plain.headers)).toContain("toast=");

      const rows = await database.db
        .select()
        .from(courseSubmissions)
        .where(eq(courseSubmissions.courseId, ids.budgeting));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        chosenCourse: BUDGETING,
        name: null,
        email: null,
        userId: null,
        status: "new",
      });
    });

    it("records the signed-in learner's id, email and name", async () => {
      const cookie = await signedInCookie("maria.lopez@example.org");
      const result = await enroll({ courseId: ids.business, _js: "1" }, cookie);
      expect(result.data.ok).toBe(true);
      const [row] = await database.db
        .select()
        .from(courseSubmissions)
        .where(eq(courseSubmissions.email, "maria.lopez@example.org"));
      expect(row).toMatchObject({ name: "maria.lopez", chosenCourse: BUSINESS });
      expect(row!.userId).toMatch(/\S+/);
    });

    it("records the support interest only when the box is ticked with an email, and tells staff", async () => {
      await enroll({ courseId: ids.business, supportEmail: "not.ticked@example.org", _js: "1" });
      await enroll({ courseId: ids.business, wantsToSupport: "on", supportEmail: "  Helper@Example.org ", _js: "1" });
      await enroll({ courseId: ids.business, wantsToSupport: "on", supportEmail: "", _js: "1" });
      const rows = await database.db.select().from(volunteerFormSubmissions);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: "helper@example.org",
        fieldOfInterest: "academy",
        preferredContact: "email",
        name: null,
      });
      const staff = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, "Someone would like to support the Academy"));
      expect(staff).toHaveLength(1);
      expect(staff[0]!.textBody).toContain("helper@example.org");
    });

    it("checks the course, the email and a private course's password, with the spec's messages", async () => {
      const before = (await database.db.select().from(courseSubmissions)).length;
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ courseId: "" }, "course-required", "Please select a course."],
        [{ courseId: "<script>x</script>" }, "course-required", "Please select a course."],
        [
          { courseId: ids.business, wantsToSupport: "on", supportEmail: "nope" },
          "invalid-email",
          "Please enter a valid email address.",
        ],
        [
          { courseId: "00000000-0000-4000-8000-000000000000" },
          "course-not-found",
          "The selected course could not be found.",
        ],
        [{ courseId: "not-a-uuid" }, "course-not-found", "The selected course could not be found."],
        [
          { courseId: ids.diamonds },
          "password-required",
          "This is a private course. Please enter the course password.",
        ],
        [
          { courseId: ids.diamonds, coursePassword: "wrong" },
          "password-incorrect",
          "Incorrect password. Please check the password and try again.",
        ],
      ];
      for (const [fields, problem, message] of cases) {
        const result = await enroll({ ...fields, _js: "1" });
        expect(result.data.problem, JSON.stringify(fields)).toBe(problem);
        expect(JSON.stringify(result.data)).toContain(message);
        expect(JSON.stringify(result.data)).not.toContain('"wrong"');
        expect(result.headers.get("Set-Cookie")).toBeNull();
      }
      expect((await database.db.select().from(courseSubmissions)).length).toBe(before);
    });

    it("unlocks a private course for the session when enrolling with its password", async () => {
      const result = await enroll({ courseId: ids.diamonds, coursePassword: PRIVATE_COURSE_PASSWORD, _js: "1" });
      expect(result.data).toMatchObject({ ok: true, course: { id: ids.diamonds, title: DIAMONDS } });
      const cookie = cookiesFrom(result.headers);
      expect(cookie).toContain("csn_academy=");
      expect((await learn(ids.diamonds, cookie)).data.access).toBe("open");
      expect((await learn(ids.diamonds)).data.access).toBe("locked");
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const before = (await database.db.select().from(courseSubmissions)).length;
      const result = await enroll({
        courseId: ids.diamonds,
        coursePassword: PRIVATE_COURSE_PASSWORD,
        website: "spam.example",
      });
      expect(result.status).toBe(302);
      expect(result.headers.get("Set-Cookie")).toBeNull();
      expect((await database.db.select().from(courseSubmissions)).length).toBe(before);
    });
  });

  describe("lesson completion", () => {
    it("is stored for a signed-in learner, once, and comes back with the player's data", async () => {
      const cookie = await signedInCookie("devon.reed@example.org");
      const content = (await learn(ids.business, cookie)).data.content!;
      const [first, second] = content.modules[0]!.lessons;
      for (let i = 0; i < 2; i++) {
        const result = await postLearn(ids.business, { intent: "complete", lessonId: first!.id }, cookie);
        expect(result.data).toMatchObject({ ok: true, stored: "account" });
      }
      await postLearn(ids.business, { intent: "complete", lessonId: second!.id }, cookie);
      const rows = await database.db.select().from(lessonCompletions).where(eq(lessonCompletions.lessonId, first!.id));
      expect(rows).toHaveLength(1);
      const reloaded = (await learn(ids.business, cookie)).data.content!;
      expect(reloaded.completedLessonIds.sort()).toEqual([first!.id, second!.id].sort());
      // Another learner does not see them.
      expect((await learn(ids.business)).data.content!.completedLessonIds).toEqual([]);
    });

    it("stores nothing for anonymous learners (their browser keeps it) and refuses locked or foreign lessons", async () => {
      const content = (await learn(ids.business)).data.content!;
      const lessonId = content.modules[0]!.lessons[2]!.id;
      expect((await postLearn(ids.business, { intent: "complete", lessonId })).data).toMatchObject({
        ok: true,
        stored: "browser",
      });
      expect(
        await database.db.select().from(lessonCompletions).where(eq(lessonCompletions.lessonId, lessonId)),
      ).toHaveLength(0);

      const cookie = await signedInCookie("locked.out@example.org");
      const [privateLesson] = await database.db
        .select({ id: courseLessons.id })
        .from(courseLessons)
        .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
        .where(and(eq(courseModules.courseId, ids.diamonds)));
      expect((await postLearn(ids.diamonds, { intent: "complete", lessonId: privateLesson!.id }, cookie)).status).toBe(
        403,
      );
      // A lesson of another course, posted to this one.
      expect((await postLearn(ids.budgeting, { intent: "complete", lessonId }, cookie)).status).toBe(404);
      expect((await postLearn(ids.business, { intent: "complete", lessonId: "nope" }, cookie)).status).toBe(400);
    });

    it("keeps the lessons a learner completed in the browser before signing in, and only this course's", async () => {
      const content = (await learn(ids.business)).data.content!;
      const [first, second] = content.modules[0]!.lessons;
      const foreign = (await learn(ids.budgeting)).data.content!.modules[0]!.lessons[0]!.id;
      const merge = (lessonId: string[], cookie?: string, courseId = ids.business) =>
        postLearn(courseId, { intent: "merge-progress", lessonId }, cookie);

      // Nobody to keep them for: the browser goes on holding them.
      expect((await merge([first!.id])).status).toBe(401);

      const cookie = await signedInCookie("merging.learner@example.org");
      const result = await merge([first!.id, second!.id, foreign, first!.id], cookie);
      expect(result.status).toBe(200);
      expect(result.data).toMatchObject({ ok: true, merged: 2 });
      const reloaded = (await learn(ids.business, cookie)).data.content!;
      expect(reloaded.completedLessonIds.sort()).toEqual([first!.id, second!.id].sort());
      expect((await learn(ids.budgeting, cookie)).data.content!.completedLessonIds).toEqual([]);
      // Sent again (another tab, a retry): nothing doubles.
      const completionsOfFirst = () =>
        database.db.select().from(lessonCompletions).where(eq(lessonCompletions.lessonId, first!.id));
      const before = (await completionsOfFirst()).length;
      expect((await merge([first!.id], cookie)).data).toMatchObject({ ok: true });
      expect(await completionsOfFirst()).toHaveLength(before);

      // Malformed lists and a locked private course are refused.
      expect((await merge([], cookie)).status).toBe(400);
      expect((await merge(["nope"], cookie)).status).toBe(400);
      expect(
        (
          await merge(
            Array.from({ length: 501 }, () => first!.id),
            cookie,
          )
        ).status,
      ).toBe(400);
      expect((await merge([first!.id], cookie, ids.diamonds)).status).toBe(403);
    });
  });
});
