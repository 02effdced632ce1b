import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { expect as baseExpect, test } from "./fixtures";

// The machine is shared with other builds and test runs; these journeys get more time than the defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const BANNER_TEXT = /You have unsaved changes from/;

function banner(page: Page) {
  return page.getByRole("status").filter({ hasText: BANNER_TEXT });
}

/** Waits until the typing is kept in the browser (written a moment after the last keystroke). */
async function draftKept(page: Page, count = 1) {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("csn:admin:draft:")).length),
    )
    .toBe(count);
}

/** The editor is ready: the rich text editor has replaced the HTML box. */
async function editorReady(page: Page, name: string) {
  const editor = page.getByRole("textbox", { name, exact: true });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  return editor;
}

/** Leaves the page without saving the way a reload or a closed tab does (the browser's own question answered "Leave"). */
async function reloadWithoutSaving(page: Page) {
  const leave = (dialog: { type: () => string; accept: () => Promise<void> }) =>
    dialog.type() === "beforeunload" ? dialog.accept() : undefined;
  page.on("dialog", leave);
  await page.reload();
  page.off("dialog", leave);
}

// Issue 39 part 4: an editor's unsaved draft is kept in the browser and offered back after a crash or a closed tab.
test.describe("Admin editors keep unsaved drafts", () => {
  test("a story typed in a tab that closed comes back with Restore, and saving it clears the draft", async ({
    page,
    browser,
    checkA11y,
  }, testInfo) => {
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const title = `Coat drive reaches 400 coats ${suffix}`;
    await signInAsAdmin(page);

    // A saved story to edit.
    await page.goto("/admin/news/new");
    let editor = await editorReady(page, "Article content");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Summary").fill("Neighbors gave warm coats for the winter.");
    await editor.click();
    await page.keyboard.type("The coats go out on Saturday.");
    await page.getByLabel("Category").selectOption("Community");
    await page.getByRole("button", { name: "Save and keep editing" }).click();
    await expect(page.getByText("News item created", { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/(?!new)[^/]+$/);
    const editUrl = page.url();
    // Creating it cleared the draft of the new story's form.
    await draftKept(page, 0);
    const context = page.context();

    try {
      // Typing in the title and the body, then the tab closes before Save.
      editor = await editorReady(page, "Article content");
      await page.getByLabel("Title", { exact: true }).fill(`${title} (updated)`);
      await editor.click();
      await page.keyboard.press("End");
      await page.keyboard.type(" Volunteers sort them on Friday.");
      await draftKept(page);
      const second = await context.newPage();
      const errors: string[] = [];
      second.on("pageerror", (error) => errors.push(error.message));
      await page.close();

      // Opened again: the saved story, and the offer to put the typing back.
      await second.goto(editUrl);
      const offer = banner(second);
      await expect(offer).toBeVisible();
      await expect(offer).toContainText("They were kept in this browser");
      await expect(second.getByLabel("Title", { exact: true })).toHaveValue(title);
      await checkA11y(second);
      await offer.getByRole("button", { name: "Restore them" }).click();
      await expect(offer).toHaveCount(0);
      await expect(second.getByLabel("Title", { exact: true })).toHaveValue(`${title} (updated)`);
      await expect(second.getByLabel("Title", { exact: true })).toBeFocused();
      await expect(await editorReady(second, "Article content")).toContainText(
        "The coats go out on Saturday. Volunteers sort them on Friday.",
      );

      // Saving it: the story has the typing, and opening it again offers nothing.
      await second.getByRole("button", { name: "Save changes" }).click();
      await expect(second).toHaveURL(/\/admin\/news$/);
      await expect(second.getByText("News item saved", { exact: true }).first()).toBeVisible();
      await draftKept(second, 0);
      await second.goto(editUrl);
      await expect(await editorReady(second, "Article content")).toContainText("Volunteers sort them on Friday.");
      await expect(second.getByLabel("Title", { exact: true })).toHaveValue(`${title} (updated)`);
      await second.waitForTimeout(500);
      await expect(banner(second)).toHaveCount(0);

      // A draft of a story someone saved since says so; Discard drops it and keeps what is saved.
      await second.getByLabel("Summary").fill("Neighbors gave 400 warm coats for the winter.");
      await draftKept(second);
      const colleague = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const colleaguePage = await colleague.newPage();
      await signInAsAdmin(colleaguePage);
      await colleaguePage.goto(editUrl);
      await editorReady(colleaguePage, "Article content");
      await colleaguePage.getByLabel("Title", { exact: true }).fill(`${title} (final)`);
      await colleaguePage.getByRole("button", { name: "Save changes" }).click();
      await expect(colleaguePage.getByText("News item saved", { exact: true }).first()).toBeVisible();
      await colleague.close();

      await reloadWithoutSaving(second);
      await expect(banner(second)).toContainText("This was saved again after you made them");
      await expect(second.getByLabel("Title", { exact: true })).toHaveValue(`${title} (final)`);
      await banner(second).getByRole("button", { name: "Discard" }).click();
      await expect(banner(second)).toHaveCount(0);
      await expect(second.getByLabel("Summary")).toHaveValue("Neighbors gave warm coats for the winter.");
      await draftKept(second, 0);
      await second.reload();
      await editorReady(second, "Article content");
      await second.waitForTimeout(500);
      await expect(banner(second)).toHaveCount(0);
      expect(errors, "the browser logged errors").toEqual([]);
    } finally {
      const cleanup = await context.newPage();
      await cleanup.goto(`${editUrl}?delete=1`);
      await cleanup.getByRole("button", { name: "Yes, delete this news item" }).click();
      await expect(cleanup.getByText("News item deleted", { exact: true }).first()).toBeVisible();
      await cleanup.close();
    }
  });

  test("an FAQ answer typed before a reload comes back, a preview keeps it, and Leave without saving drops it", async ({
    page,
    checkA11y,
  }, testInfo) => {
    // Each project edits its own question; nothing here is saved.
    const question = testInfo.project.name.endsWith("phone")
      ? "Are my donations tax-deductible?"
      : "Where do my donations go?";
    const words = `Every gift is counted twice ${Date.now().toString(36)}.`;
    await signInAsAdmin(page);
    await page.goto("/admin/pages/faq");
    await page.getByRole("link", { name: `Edit “${question}”` }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/faq\/[^/]+$/);
    const editUrl = page.url();
    let editor = await editorReady(page, "Answer");
    const savedStart = (await editor.innerText()).split("\n")[0]!;

    // Typed by keyboard, then a Preview (not a save), then the page is reloaded without saving.
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(words);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("region", { name: "Preview (not saved yet)" }).getByText(words)).toBeVisible();
    await draftKept(page);
    await reloadWithoutSaving(page);

    // The offer, reached and answered by keyboard.
    const offer = banner(page);
    await expect(offer).toBeVisible();
    editor = await editorReady(page, "Answer");
    await expect(editor).not.toContainText(words);
    await checkA11y();
    const restore = offer.getByRole("button", { name: "Restore them" });
    await restore.focus();
    await page.keyboard.press("Enter");
    await expect(offer).toHaveCount(0);
    await expect(editor).toHaveText(words);
    await expect(editor).toBeFocused();

    // Leaving without saving means it: the draft goes, and the editor opens as saved.
    await page.getByRole("link", { name: "Cancel" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/faq$/);
    await draftKept(page, 0);
    await page.goto(editUrl);
    editor = await editorReady(page, "Answer");
    await expect(editor).toContainText(savedStart);
    await expect(editor).not.toContainText(words);
    await page.waitForTimeout(500);
    await expect(banner(page)).toHaveCount(0);
  });
});
