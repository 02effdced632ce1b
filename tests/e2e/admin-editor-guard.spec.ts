import { signInAsAdmin } from "./admin-session";
import { expect as baseExpect, test } from "./fixtures";

// The machine is shared with other builds and test runs; these journeys get more time than the defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// Issue 18 items 4, 6 and 8: editors send a form once, ask before changes are lost, and a new campaign is a draft.
test.describe("Admin editors", () => {
  test("adding a module with a double click adds it once, and the form starts empty again", async ({
    page,
    checkA11y,
  }, testInfo) => {
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const title = `Household Budgets ${suffix}`;
    await signInAsAdmin(page);
    await page.goto("/admin/courses/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Short description").fill("Plan a month of spending in one sitting.");
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("Course created", { exact: true }).first()).toBeVisible();
    const courseId = new URL(page.url()).pathname.split("/").pop()!;

    try {
      const addModule = page.locator("form").filter({ has: page.getByRole("button", { name: "Add module" }) });
      await addModule.getByLabel("Module title").fill("Where the money goes");
      await addModule.getByRole("button", { name: "Add module" }).dblclick();
      await expect(page.getByText("Module added", { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 4, name: "Where the money goes" })).toHaveCount(1);
      // The form is ready for the next module, so pressing the button again cannot repeat the last one.
      await expect(addModule.getByLabel("Module title")).toHaveValue("");
      await page.reload();
      await expect(page.getByRole("heading", { level: 4, name: "Where the money goes" })).toHaveCount(1);
      await checkA11y();
    } finally {
      await page.goto(`/admin/courses/${courseId}/delete`);
      await page.getByRole("button", { name: "Delete course" }).click();
      await expect(page.getByText("Course deleted", { exact: true }).first()).toBeVisible();
    }
  });

  test("Cancel with a changed title asks first; after saving it does not", async ({ page, checkA11y }, testInfo) => {
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto("/admin/news/new");
    const title = page.getByLabel("Title", { exact: true });
    await title.fill(`Food pantry opens on Saturdays ${suffix}`);

    // Cancel asks; Keep editing keeps the text and the page.
    await page.getByRole("link", { name: "Cancel" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await checkA11y();
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/news\/new$/);
    await expect(title).toHaveValue(`Food pantry opens on Saturdays ${suffix}`);
    await expect(page.getByRole("link", { name: "Cancel" })).toBeFocused();

    // By keyboard: Escape keeps editing too; then Leave without saving goes.
    await page.getByRole("link", { name: "All news items" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/news\/new$/);
    await page.getByRole("link", { name: "Cancel" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    // Nothing changed: no question.
    await page.goto("/admin/news/new");
    await title.click();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    // A course saved in place: leaving afterwards asks nothing; closing the tab with a change does.
    const courseTitle = `Saving Basics ${suffix}`;
    await page.goto("/admin/courses/new");
    await page.getByLabel("Title").fill(courseTitle);
    await page.getByLabel("Short description").fill("Put a little aside every week.");
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("Course created", { exact: true }).first()).toBeVisible();
    const courseId = new URL(page.url()).pathname.split("/").pop()!;
    try {
      await page.getByLabel("Title", { exact: true }).fill(`${courseTitle} (renamed)`);
      await page.getByRole("button", { name: "Save course" }).click();
      await expect(page.getByText("Course saved", { exact: true }).first()).toBeVisible();
      await page.getByRole("link", { name: "Back to all courses" }).click();
      await expect(page).toHaveURL(/\/admin\/courses$/);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);

      await page.getByRole("link", { name: `${courseTitle} (renamed)`, exact: true }).click();
      await page.getByLabel("Title", { exact: true }).fill(`${courseTitle} (not saved)`);
      // What the browser asks before closing or reloading the tab: the page's beforeunload handler says "ask".
      const asks = await page.evaluate(() => {
        const event = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(asks, "closing the tab with a change asks first").toBe(true);
    } finally {
      await page.goto(`/admin/courses/${courseId}/delete`);
      await page.getByRole("button", { name: "Delete course" }).click();
      await expect(page.getByText("Course deleted", { exact: true }).first()).toBeVisible();
    }
  });

  test("a new campaign starts as a draft", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/campaigns/new");
    await expect(page.getByLabel("Published on the public site")).not.toBeChecked();
  });
});
