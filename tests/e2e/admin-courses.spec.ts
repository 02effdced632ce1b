import { signInAsAdmin } from "./admin-session";
import { expect as baseExpect, test } from "./fixtures";

// The machine is shared with other builds and test runs; these journeys get more time than the defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

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
      await expect(page.getByText(/its 1 module, 2 lessons, 0 enrollment records/)).toBeVisible();
      await page.getByRole("button", { name: "Delete course" }).click();
      await expect(page.getByText("Course deleted", { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);
    }
  });
});
