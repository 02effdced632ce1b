import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { expect as baseExpect, test } from "./fixtures";

// The machine is shared with other builds and test runs; these journeys get more time than the defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Deletes a course again (after the confirm step), so the shared catalog is as seeded. */
async function deleteCourse(page: Page, courseId: string, title: string) {
  await page.goto(`/admin/courses/${courseId}?delete=course`);
  await expect(page.getByRole("heading", { level: 2, name: `Delete the course “${title}”?` })).toBeVisible();
  await page.getByRole("button", { name: "Delete course" }).click();
  await expect(page.getByText("Course deleted", { exact: true }).first()).toBeVisible();
}

test.describe("Admin course management", () => {
  test("an admin reorders lessons and sees the new order in the player", async ({ page, checkA11y }, testInfo) => {
    // Unique per run and per project (desktop and phone run at the same time on one server).
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const title = `Saving for a Rainy Day ${suffix}`;

    await signInAsAdmin(page);
    await page.goto("/admin/courses");
    await expect(page.getByRole("heading", { level: 2, name: /Academy courses/ })).toBeVisible();
    await expect(page.getByRole("table", { name: "Academy courses by title" })).toBeVisible();
    await checkA11y();

    // A new course starts as a draft.
    await page.getByRole("link", { name: "New course" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "New course" })).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Short description").fill("Build a small emergency fund, one week at a time.");
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page.getByText("Course created", { exact: true }).first()).toBeVisible();

    // One module with two lessons.
    const addModule = page.locator("form").filter({ has: page.getByRole("button", { name: "Add module" }) });
    await addModule.getByLabel("Module title").fill("Getting started");
    await addModule.getByRole("button", { name: "Add module" }).click();
    await expect(page.getByRole("heading", { level: 4, name: "Getting started" })).toBeVisible();

    for (const lesson of ["First steps", "Second steps"]) {
      await page.getByRole("link", { name: "Add a lesson to Getting started" }).click();
      await expect(page.getByRole("heading", { level: 3, name: "New lesson" })).toBeVisible();
      await page.getByLabel("Lesson title").fill(lesson);
      const editor = page.getByRole("textbox", { name: "Content", exact: true });
      await expect(editor).toHaveAttribute("contenteditable", "true");
      await editor.click();
      await page.keyboard.type(`${lesson}: put aside one small amount this week.`);
      await page.getByRole("button", { name: "Add lesson" }).click();
      await expect(page.getByRole("heading", { level: 4, name: "Getting started" })).toBeVisible();
      await expect(page.locator(`[id^="lesson-"]`).filter({ hasText: lesson })).toBeVisible();
    }
    await checkA11y();

    // Move the second lesson up: the keyboard focus stays with the moved lesson.
    const lessons = page.locator('li[id^="lesson-"]');
    await expect(lessons).toHaveText([/First steps/, /Second steps/]);
    await page.getByRole("button", { name: "Move up: Second steps" }).click();
    await expect(lessons).toHaveText([/Second steps/, /First steps/]);
    // Now first, its Move up is disabled, so focus rests on its Move down.
    await expect(page.getByRole("button", { name: "Move up: Second steps" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Move down: Second steps" })).toBeFocused();

    // Publish, then the player shows the new order.
    await page.getByLabel("Published in the Academy").check();
    await page.getByRole("button", { name: "Save course" }).click();
    await expect(page.getByText("Course saved", { exact: true }).first()).toBeVisible();
    const courseId = new URL(page.url()).pathname.split("/").pop()!;
    try {
      await page.goto(`/academy/course/${courseId}/learn`);
      await expect(page.getByRole("heading", { level: 1, name: "Second steps" })).toBeVisible();
      const folded = page.locator("aside summary");
      if (await folded.isVisible()) await folded.click();
      const contents = page.getByRole("navigation", { name: "Course contents" }).filter({ visible: true });
      await expect(contents.getByRole("link")).toHaveText([/^Second steps/, /^First steps/]);
    } finally {
      // Delete the course again (after the confirm step), so the shared catalogue is as seeded.
      await page.goto(`/admin/courses/${courseId}?delete=course`);
      await expect(page.getByRole("heading", { level: 2, name: `Delete the course “${title}”?` })).toBeVisible();
      await expect(page.getByText(/its 1 module and 2 lessons .* It has no enrollment records\./)).toBeVisible();
      await page.getByRole("button", { name: "Delete course" }).click();
      await expect(page.getByText("Course deleted", { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);
    }
  });

  test("an admin writes a lesson with bold, a list and a link, pastes a youtu.be link, and learners get the text and a player", async ({
    page,
    checkA11y,
  }, testInfo) => {
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const title = `Money Habits ${suffix}`;

    await signInAsAdmin(page);
    await page.goto("/admin/courses/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Short description").fill("Small weekly habits that keep a household budget on track.");
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    const courseId = new URL(page.url()).pathname.split("/").pop()!;
    try {
      const addModule = page.locator("form").filter({ has: page.getByRole("button", { name: "Add module" }) });
      await addModule.getByLabel("Module title").fill("Week one");
      await addModule.getByRole("button", { name: "Add module" }).click();
      await expect(page.getByRole("heading", { level: 4, name: "Week one" })).toBeVisible();

      // A text lesson written in the rich text editor, by keyboard and its toolbar.
      await page.getByRole("link", { name: "Add a lesson to Week one" }).click();
      await page.getByLabel("Lesson title").fill("Build a budget");
      const editor = page.getByRole("textbox", { name: "Content", exact: true });
      await expect(editor).toHaveAttribute("contenteditable", "true");
      const toolbar = page.getByRole("toolbar", { name: "Text formatting" });
      await editor.click();
      await page.keyboard.type("Write down ");
      await page.keyboard.press("ControlOrMeta+b");
      await page.keyboard.type("every expense");
      await page.keyboard.press("ControlOrMeta+b");
      await page.keyboard.type(" for one week:");
      await page.keyboard.press("Enter");
      await toolbar.getByRole("button", { name: "Bulleted list" }).click();
      await page.keyboard.type("Rent");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Groceries");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Budget worksheet");
      await page.keyboard.press("Shift+Home");
      await toolbar.getByRole("button", { name: "Link" }).click();
      await page.getByLabel("Link address").fill("https://example.org/worksheet");
      await page.getByLabel("Link address").press("Enter");
      await expect(editor.getByRole("link", { name: "Budget worksheet" })).toBeVisible();
      await checkA11y();
      await page.getByRole("button", { name: "Add lesson" }).click();
      await expect(page.locator(`[id^="lesson-"]`).filter({ hasText: "Build a budget" })).toBeVisible();

      // A video lesson: another site's link is refused next to the field; a youtu.be link is taken.
      await page.getByRole("link", { name: "Add a lesson to Week one" }).click();
      await page.getByLabel("Lesson title").fill("Meet the mentors");
      await page.getByLabel("Type").selectOption("video");
      const video = page.getByLabel("Video address");
      await video.fill("https://example.org/mentors.mp4");
      await page.getByRole("button", { name: "Add lesson" }).click();
      await expect(page.getByText(/^Paste a YouTube or Vimeo link/)).toBeVisible();
      await expect(video).toHaveAttribute("aria-invalid", "true");
      await expect(video).toHaveValue("https://example.org/mentors.mp4");
      await video.fill("https://youtu.be/Qm3vT8sLx2A?t=45");
      await page.getByRole("button", { name: "Add lesson" }).click();
      await expect(page.locator(`[id^="lesson-"]`).filter({ hasText: "Meet the mentors" })).toBeVisible();

      await page.getByLabel("Published in the Academy").check();
      await page.getByRole("button", { name: "Save course" }).click();
      await expect(page.getByText("Course saved", { exact: true }).first()).toBeVisible();

      // Learners see the formatting, and the video plays from the embed address saved for it.
      await page.goto(`/academy/course/${courseId}/learn`);
      await expect(page.getByRole("heading", { level: 1, name: "Build a budget" })).toBeVisible();
      const lesson = page.locator("main");
      await expect(lesson.locator("strong", { hasText: "every expense" })).toBeVisible();
      await expect(lesson.getByRole("listitem").filter({ hasText: /^(Rent|Groceries)$/ })).toHaveText([
        "Rent",
        "Groceries",
      ]);
      await expect(lesson.getByRole("link", { name: "Budget worksheet" })).toHaveAttribute(
        "href",
        "https://example.org/worksheet",
      );
      await checkA11y();
      await page.getByRole("link", { name: "Next Lesson" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Meet the mentors" })).toBeVisible();
      await expect(page.getByTitle("Video: Meet the mentors")).toHaveAttribute(
        "src",
        "https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A?start=45",
      );
    } finally {
      await deleteCourse(page, courseId, title);
    }
  });
});
