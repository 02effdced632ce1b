import type { Page } from "@playwright/test";
import { COURSES, DEMO_PRIVATE_COURSE_PASSWORD } from "../../app/db/seed/courses";
import { expect as baseExpect, fromOwnAddress, test } from "./fixtures";

// This machine is shared with other builds and test runs (load often far above its 2 cores), so
// these journeys get more time than the defaults; nothing in them waits on purpose beyond the
// spec's own 1- and 3-second delays.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * The seeded courses these journeys visit, picked by their shape rather than by their copy, so
 * editing the demo text does not break them: the public business-opportunity course, the private
 * course with a password, and the two financial-literacy courses (one with a level, one without).
 */
type CourseSeed = (typeof COURSES)[number];
const seeded = (what: string, found: CourseSeed | undefined) => {
  if (!found) throw new Error(`the demo seed has no ${what} course`);
  return found;
};
const BUSINESS_SEED = seeded(
  "public business-opportunity",
  COURSES.find((c) => !c.isPrivate && c.category === "business opportunity"),
);
const DIAMONDS_SEED = seeded(
  "private, password-protected",
  COURSES.find((c) => c.isPrivate && c.password === DEMO_PRIVATE_COURSE_PASSWORD),
);
const FINANCE_SEED = seeded(
  "levelled financial-literacy",
  COURSES.find((c) => c.category === "financial literacy" && c.level != null),
);
const TAX_SEED = seeded(
  "level-less financial-literacy",
  COURSES.find((c) => c.category === "financial literacy" && c.level == null),
);
const BUSINESS = BUSINESS_SEED.title;
const DIAMONDS = DIAMONDS_SEED.title;
const bySortOrder = <T extends { sortOrder?: number | null }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
/** A course's lessons in the order the player walks them: module by module, lesson by lesson. */
const lessonsOf = (course: CourseSeed) => bySortOrder(course.modules).flatMap((module) => bySortOrder(module.lessons));
const BUSINESS_LESSONS = lessonsOf(BUSINESS_SEED);
const BUSINESS_MODULES = bySortOrder(BUSINESS_SEED.modules);
const DIAMONDS_MODULES = bySortOrder(DIAMONDS_SEED.modules);
const lesson = (lessons: ReturnType<typeof lessonsOf>, index: number, what: string) => {
  const found = lessons.at(index);
  if (!found) throw new Error(`the demo seed has no ${what} lesson`);
  return found;
};
const FIRST_LESSON = lesson(BUSINESS_LESSONS, 0, "first business").title;
const SECOND_LESSON = lesson(BUSINESS_LESSONS, 1, "second business").title;
const VIDEO_LESSON = lesson(BUSINESS_LESSONS, 2, "third (video) business");
if (VIDEO_LESSON.contentType !== "video") throw new Error("the business course's third lesson is no longer a video");
const FOURTH_LESSON = lesson(BUSINESS_LESSONS, 3, "fourth business").title;
const LAST_LESSON = lesson(BUSINESS_LESSONS, -1, "last business");
if (LAST_LESSON.durationMinutes != null) throw new Error("the business course's last lesson now has a duration");
const LAST_MODULE = BUSINESS_MODULES.at(-1)!.title;
const DIAMONDS_FIRST_LESSON = lesson(lessonsOf(DIAMONDS_SEED), 0, "first private").title;
/** The course progress after `done` lessons, as the player rounds it. */
const progressAfter = (done: number) => String(Math.round((done / BUSINESS_LESSONS.length) * 100));
/** What the catalogue search matches: title, description and category, case-insensitively. */
const matches = (course: CourseSeed, term: string) =>
  [course.title, course.description, course.category].some((text) =>
    (text ?? "").toLowerCase().includes(term.toLowerCase()),
  );
/** A word of the course's title that, among `pool`, finds that course alone. */
const uniqueWordOf = (course: CourseSeed, pool: readonly CourseSeed[]) => {
  const word = course.title
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length >= 3)
    .find((w) => pool.filter((other) => matches(other, w)).length === 1 && matches(course, w));
  if (!word) throw new Error(`no word of "${course.title}" finds it alone`);
  return word;
};
/** Typed in capitals: the search ignores case. */
const FINANCE_TERM = uniqueWordOf(FINANCE_SEED, COURSES).toUpperCase();
const TAX_TERM = uniqueWordOf(
  TAX_SEED,
  COURSES.filter((c) => c.category === "financial literacy"),
).toLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The course's address (its slug, ADR 0052), as the catalogue's card links to it. */
async function courseSlug(page: Page, title: string): Promise<string> {
  await page.goto("/academy");
  const href = await page.getByRole("link", { name: title, exact: true }).getAttribute("href");
  const slug = href?.split("/").pop();
  if (!slug) throw new Error(`no course ${title}`);
  expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  return slug;
}

/**
 * A refused form answers 400 (the action contract), and Chromium logs every non-2xx fetch as
 * "Failed to load resource". That one line is expected; anything else still fails the test.
 */
function forgiveRefusal(consoleErrors: string[]) {
  const index = consoleErrors.findIndex((message) =>
    /Failed to load resource: the server responded with a status of 400/.test(message),
  );
  if (index !== -1) consoleErrors.splice(index, 1);
}

test.beforeEach(async ({ page }) => {
  // No internet here: the lesson videos' player answers with a small page of its own.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><head><title>Lesson video</title></head><body><p>Video player</p></body></html>',
    }),
  );
});

/** The seeded courses: the admin course journey briefly publishes one of its own while this runs. */
const seededCourses = (page: Page) => page.getByRole("article").filter({ hasNotText: /Saving for a Rainy Day/ });

test.describe("The Academy catalogue", () => {
  test("a visitor searches and filters courses through the address, then clears the filters", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/academy");
    await expect(page.getByRole("heading", { level: 1, name: "Free courses that fit around your life" })).toBeVisible();
    await expect(seededCourses(page)).toHaveCount(COURSES.length);
    await checkA11y();

    const search = page.getByRole("searchbox", { name: "Search courses" });
    await expect(search).toHaveAttribute("placeholder", "Search courses...");
    await search.fill(FINANCE_TERM);
    await expect(page).toHaveURL(new RegExp(`/academy\\?q=${FINANCE_TERM}$`));
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("link", { name: FINANCE_SEED.title, exact: true })).toBeVisible();

    const categories = page.getByRole("navigation", { name: "Filter by category" });
    await categories.getByRole("link", { name: "Lab-Grown Diamonds" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${FINANCE_TERM}&category=lab-grown\\+diamonds`));
    await expect(page.getByRole("heading", { name: "No courses found matching your criteria" })).toBeVisible();
    await expect(categories.getByRole("link", { name: "Lab-Grown Diamonds" })).toHaveAttribute("aria-current", "true");
    await checkA11y();

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/academy$/);
    await expect(seededCourses(page)).toHaveCount(COURSES.length);
    await expect(search).toHaveValue("");

    // A filtered address can be shared and reloaded.
    await page.goto("/academy?category=business%20opportunity");
    await expect(page.getByRole("article")).toHaveCount(1);
    const card = page.getByRole("article").filter({ hasText: BUSINESS });
    await expect(card.getByRole("link", { name: /^Access Course/ })).toHaveAttribute(
      "href",
      /\/academy\/course\/[a-z0-9-]+\/enroll$/,
    );
    // The private course says so on its card.
    await page.goto(`/academy?q=${encodeURIComponent(DIAMONDS)}`);
    await expect(page.getByRole("article").filter({ hasText: DIAMONDS }).getByText("Private")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search box is a plain form that still works", async ({ page }) => {
      await page.goto("/academy?category=financial%20literacy");
      await page.getByRole("searchbox", { name: "Search courses" }).fill(TAX_TERM);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(
        new RegExp(`category=financial\\+literacy&q=${TAX_TERM}|q=${TAX_TERM}.*category=financial`),
      );
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(page.getByRole("link", { name: TAX_SEED.title, exact: true })).toBeVisible();
    });
  });
});

test.describe("Course pages", () => {
  test("a visitor reads a course's outline, and an unknown course answers Course Not Found", async ({
    page,
    checkA11y,
  }) => {
    const slug = await courseSlug(page, BUSINESS);
    await page.goto(`/academy/course/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: BUSINESS })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About this course" })).toBeVisible();
    await expect(page.getByRole("heading", { name: BUSINESS_MODULES[0]!.title })).toBeVisible();
    await expect(page.getByText("Preview", { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(escapeRegExp(LAST_LESSON.title)) })).toContainText("0 min");
    await expect(page.getByText("5.0").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Learning" }).last()).toHaveAttribute(
      "href",
      `/academy/course/${slug}/learn`,
    );
    await checkA11y();

    const response = await page.goto("/academy/course/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Course Not Found" })).toBeVisible();
    await expect(page.getByText("The course you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Academy" })).toHaveAttribute("href", "/academy");
    await checkA11y();
  });

  test("a locked private course shows no lessons until its password is given", async ({ page, checkA11y }) => {
    const slug = await courseSlug(page, DIAMONDS);
    const response = await page.goto(`/academy/course/${slug}`);
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain(DIAMONDS_FIRST_LESSON);
    expect(html).not.toContain(DIAMONDS_MODULES[1]!.title);
    await expect(page.getByText("This course is private; enter its password to see the lessons.")).toBeVisible();
    await checkA11y();
  });
});

test.describe("Enrollment", () => {
  test("a visitor enrols in a public course, offers to help, and lands in the lesson player", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/academy?category=business%20opportunity");
    await page
      .getByRole("article")
      .filter({ hasText: BUSINESS })
      .getByRole("link", { name: /^Access Course/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Course Enrollment" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Course" })).toHaveValue(/[0-9a-f-]{36}/);
    await expect(page.getByLabel("Course password")).toHaveCount(0); // public course: no password field
    await checkA11y();

    const support = page.getByRole("checkbox", { name: "Support our Academy" });
    await expect(page.getByLabel("Email for Academy news (optional)")).toHaveCount(0);
    await support.check();
    await page.getByLabel("Email for Academy news (optional)").fill(`helper.${Date.now()}@example.org`);
    await page.getByRole("button", { name: "Access Course Materials" }).click();
    await expect(page.getByRole("heading", { name: "Enrollment Successful!" })).toBeVisible();
    await expect(page).toHaveURL(/\/academy\/course\/[a-z0-9-]+\/learn/);
    await expect(page.getByRole("heading", { level: 1, name: FIRST_LESSON })).toBeVisible();
    await checkA11y();
  });

  test("the enrollment form asks for a course, and for the password of a private one", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    // The other worker tries passwords on this course too, and one try at a time is per visitor.
    await fromOwnAddress(page);
    await page.goto("/course-enrollment?course=A%20course%20that%20does%20not%20exist");
    await expect(page.getByRole("combobox", { name: "Course" })).toHaveValue("");
    await page.getByRole("button", { name: "Access Course Materials" }).click();
    await expect(page.getByText("Course Required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please select a course to enroll in.", { exact: true })).toBeVisible();
    await expect(page.getByText("Please select a course.", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Course" })).toBeFocused();
    forgiveRefusal(consoleErrors);

    await page.getByRole("combobox", { name: "Course" }).selectOption({ label: `${DIAMONDS} (Private)` });
    const password = page.getByLabel("Course password");
    await expect(password).toBeVisible();
    await page.getByRole("button", { name: "Access Course Materials" }).click();
    await expect(
      page.getByText("This is a private course. Please enter the course password.", { exact: true }).first(),
    ).toBeVisible();
    forgiveRefusal(consoleErrors);
    await checkA11y();

    await password.fill(DEMO_PRIVATE_COURSE_PASSWORD);
    await page.getByRole("button", { name: "Access Course Materials" }).click();
    await expect(page.getByRole("heading", { name: "Enrollment Successful!" })).toBeVisible();
    // Enrolling unlocked the course: its lessons open without the gate.
    await expect(page.getByRole("heading", { level: 1, name: DIAMONDS_FIRST_LESSON })).toBeVisible();
  });
});

test.describe("The enrollment form's password field", () => {
  const PUBLIC_TITLE = FINANCE_SEED.title;
  if (FINANCE_SEED.isPrivate) throw new Error("the levelled financial-literacy course is no longer public");

  test("never appears for a public course, not even before the form wakes; it is there for a private one", async ({
    page,
  }) => {
    // Records whether a password input existed at any moment, from the first byte of the page on.
    await page.addInitScript(() => {
      const seen = () => {
        if (document.querySelector('input[name="coursePassword"]'))
          (window as unknown as { sawPassword: boolean }).sawPassword = true;
      };
      (window as unknown as { sawPassword: boolean }).sawPassword = false;
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
      document.addEventListener("DOMContentLoaded", seen);
    });
    await page.goto(`/course-enrollment?course=${encodeURIComponent(PUBLIC_TITLE)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Course Enrollment" })).toBeVisible();
    // A first touch wakes the form; it still has no password field.
    await page.getByRole("checkbox", { name: "Support our Academy" }).check();
    await expect(page.getByLabel("Email for Academy news (optional)")).toBeVisible();
    await expect(page.getByLabel("Course password")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sawPassword: boolean }).sawPassword)).toBe(false);

    // The server's own HTML for a private course has the field, before any script.
    await page.goto(`/course-enrollment?course=${encodeURIComponent(DIAMONDS)}`);
    await expect(page.getByLabel("Course password")).toBeVisible();
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('name="coursePassword"');
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a public course has no password field; choosing a private one asks for it, keeping the rest", async ({
      page,
    }) => {
      await fromOwnAddress(page);
      await page.goto(`/course-enrollment?course=${encodeURIComponent(PUBLIC_TITLE)}`);
      await expect(page.getByRole("combobox", { name: "Course" })).toHaveValue(/[0-9a-f-]{36}/);
      await expect(page.getByLabel("Course password")).toHaveCount(0);

      const helper = `helper.${Date.now()}@example.org`;
      await page.getByRole("combobox", { name: "Course" }).selectOption({ label: `${DIAMONDS} (Private)` });
      await page.getByRole("checkbox", { name: "Support our Academy" }).check();
      await page.getByLabel("Email for Academy news (optional)").fill(helper);
      await page.getByRole("button", { name: "Access Course Materials" }).click();

      await expect(
        page.getByText("This is a private course. Please enter the course password.", { exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByLabel("Course password")).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Course" })).toHaveValue(/[0-9a-f-]{36}/);
      await expect(page.getByRole("combobox", { name: "Course" }).locator("option:checked")).toHaveText(
        `${DIAMONDS} (Private)`,
      );
      await expect(page.getByRole("checkbox", { name: "Support our Academy" })).toBeChecked();
      await expect(page.getByLabel("Email for Academy news (optional)")).toHaveValue(helper);
    });
  });
});

test.describe("The lesson player", () => {
  test("a partner agent unlocks the private course with its password", async ({ page, checkA11y, consoleErrors }) => {
    await fromOwnAddress(page);
    const slug = await courseSlug(page, DIAMONDS);
    await page.goto(`/course-learning/${slug}`);
    await expect(page.getByRole("heading", { level: 2, name: "This course is private" })).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain(DIAMONDS_FIRST_LESSON);
    await checkA11y();

    const password = page.getByLabel("Course password");
    await page.getByRole("button", { name: "Unlock Course" }).click();
    await expect(page.getByText("Password is required")).toBeVisible();
    forgiveRefusal(consoleErrors);

    await password.fill(
      `${DEMO_PRIVATE_COURSE_PASSWORD.slice(0, -1)}${DEMO_PRIVATE_COURSE_PASSWORD.endsWith("0") ? "1" : "0"}`,
    ); // one character off
    await page.getByRole("button", { name: "Unlock Course" }).click();
    await expect(page.getByText("Incorrect password. Please try again.")).toBeVisible();
    forgiveRefusal(consoleErrors);

    await password.fill(DEMO_PRIVATE_COURSE_PASSWORD);
    await page.getByRole("button", { name: "Unlock Course" }).click();
    await expect(page.getByRole("heading", { level: 1, name: DIAMONDS_FIRST_LESSON })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About lab-grown diamonds" })).toBeVisible();
    await checkA11y();

    // The unlock lasts for the browser session.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: DIAMONDS_FIRST_LESSON })).toBeVisible();
  });

  test("a learner completes a lesson, moves on by itself, and keeps their progress after a reload", async ({
    page,
    checkA11y,
  }) => {
    // The longest journey here: two completions, a 3 s auto-advance, reloads and three axe runs
    // (it hit the 30 s default once in CI on PostgreSQL while another suite loaded the machine).
    test.slow();
    const slug = await courseSlug(page, BUSINESS);
    await page.goto(`/academy/course/${slug}/learn`);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(FIRST_LESSON);
    await expect(page).toHaveURL(/\?lesson=[0-9a-f-]{36}$/);
    await expect(page.getByRole("progressbar", { name: "Course progress" }).first()).toHaveAttribute(
      "aria-valuenow",
      "0",
    );

    await page.getByRole("button", { name: "Ask Question" }).click();
    await expect(page.getByText("Question feature coming soon!", { exact: true })).toBeVisible();

    await page.getByRole("checkbox", { name: "Mark as Complete" }).click();
    await expect(page.getByRole("heading", { name: "Lesson Completed!" })).toBeVisible();
    await expect(page.getByText(new RegExp(`Up next: “${escapeRegExp(SECOND_LESSON)}”`))).toBeVisible();
    // After 3 seconds the next lesson opens by itself.
    await expect(title).toHaveText(SECOND_LESSON);
    await expect(page.getByRole("progressbar", { name: "Course progress" }).first()).toHaveAttribute(
      "aria-valuenow",
      progressAfter(1),
    );
    await checkA11y();

    await page.reload();
    await expect(title).toHaveText(SECOND_LESSON);
    await expect(page.getByRole("progressbar", { name: "Course progress" }).first()).toHaveAttribute(
      "aria-valuenow",
      progressAfter(1),
    );
    // The course's own address continues where the learner stopped.
    await page.goto(`/academy/course/${slug}/learn`);
    await expect(title).toHaveText(SECOND_LESSON);

    // The last lesson has no next one, so its completed screen waits for the learner; Return to
    // Module then shows that module's overview instead of a lesson.
    await page.goto(`/academy/course/${slug}`);
    await page.getByRole("link", { name: new RegExp(escapeRegExp(LAST_LESSON.title)) }).click();
    await expect(title).toHaveText(LAST_LESSON.title);
    await page.getByRole("checkbox", { name: "Mark as Complete" }).click();
    await expect(page.getByText("That was the last lesson of this course. Well done!")).toBeVisible();
    await checkA11y(); // the Lesson Completed! screen (it stays: there is no next lesson)
    await page.getByRole("link", { name: "Return to Module" }).click();
    await expect(page).toHaveURL(/\?module=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 2, name: LAST_MODULE })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Course progress" }).first()).toHaveAttribute(
      "aria-valuenow",
      progressAfter(2),
    );
    await checkA11y();
    await page.getByRole("link", { name: "Continue where you left off" }).click();
    await expect(title).toHaveText(SECOND_LESSON);
  });

  test("a video lesson plays from the allowed player and Mark as Complete becomes Completed", async ({
    page,
    checkA11y,
  }) => {
    const slug = await courseSlug(page, BUSINESS);
    await page.goto(`/academy/course/${slug}/learn`);
    await expect(page).toHaveURL(/\?lesson=/);
    await page.getByRole("link", { name: "Next Lesson" }).click();
    await expect(page.getByRole("heading", { level: 1, name: SECOND_LESSON })).toBeVisible();
    await page.getByRole("link", { name: "Next Lesson" }).click();
    const heading = page.getByRole("heading", { level: 2, name: VIDEO_LESSON.title });
    await expect(heading).toBeVisible();
    await expect(page.getByTitle(`Video: ${VIDEO_LESSON.title}`)).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect(page.getByText(`${VIDEO_LESSON.durationMinutes} min`).first()).toBeVisible();
    await expect(page.getByText("Video", { exact: true })).toBeVisible();
    await checkA11y();

    await page.getByRole("button", { name: "Mark as Complete" }).click();
    await expect(page.getByText("Completed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as Complete" })).toHaveCount(0);
    await page.getByRole("link", { name: "Next Lesson" }).click();
    await expect(page.getByRole("heading", { level: 1, name: FOURTH_LESSON })).toBeVisible();
  });

  test("an unknown course in the player answers Course Not Found", async ({ page, checkA11y }) => {
    const response = await page.goto("/course-learning/not-a-course");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Course Not Found" })).toBeVisible();
    await checkA11y();
  });
});
