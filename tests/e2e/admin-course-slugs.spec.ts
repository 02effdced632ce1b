import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/** A made-up word per run, so the course's title and address are new on the shared test site. */
function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "";
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `zorb${word}`;
}

/** Deletes the course again (after the confirm step), so the shared catalog is as seeded. */
async function deleteCourse(page: Page, courseId: string) {
  await page.goto(`/admin/courses/${courseId}/delete`);
  await page.getByRole("button", { name: "Delete course" }).click();
  await expect(page.getByText("Course deleted", { exact: true }).first()).toBeVisible();
}

test.describe("Course addresses", () => {
  // Sign in, three saves and six pages on a shared 2-core machine.
  test.slow();

  test("staff change a course's address, see the search preview follow, and learners reach it and its lessons at the new, old and id addresses", async ({
    page,
    checkA11y,
  }) => {
    const word = uniqueWord();
    const title = `${word} bookkeeping for market stalls`;
    const oldSlug = `${word}-bookkeeping-for-market-stalls`;
    const newSlug = `${word}-stall-bookkeeping`;
    await signInAsAdmin(page);

    await page.goto("/admin/courses/new");
    await page.getByLabel("Title").fill(title);
    // A new course's address follows its title, and the preview shows it as a search result would.
    const address = page.getByLabel("Address");
    await expect(address).toHaveValue(oldSlug);
    const preview = page.getByTestId("search-preview");
    await expect(preview).toContainText(`academy › course › ${oldSlug}`);
    await page.getByLabel("Short description").fill("Keep a market stall's books in ten minutes a day.");
    await expect(preview).toContainText("Keep a market stall's books");
    await expect(page.getByText("Without one, the short description is used.")).toBeVisible();
    await page.getByLabel("Published in the Academy").check();
    await checkA11y();
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
    const courseId = new URL(page.url()).pathname.split("/").pop()!;
    try {
      await expect(page.getByLabel("Address")).toHaveValue(oldSlug);
      await expect(page.getByRole("link", { name: "View in the Academy" })).toHaveAttribute(
        "href",
        `/academy/course/${oldSlug}`,
      );

      // A lesson, so the player has something to open at its address.
      const addModule = page.locator("form").filter({ has: page.getByRole("button", { name: "Add module" }) });
      await addModule.getByLabel("Module title").fill("Week one");
      await addModule.getByRole("button", { name: "Add module" }).click();
      await expect(page.getByRole("heading", { level: 4, name: "Week one" })).toBeVisible();
      await page.getByRole("link", { name: "Add a lesson to Week one" }).click();
      await page.getByLabel("Lesson title").fill(`${word} first receipts`);
      const editor = page.getByRole("textbox", { name: "Content", exact: true });
      await expect(editor).toHaveAttribute("contenteditable", "true");
      await editor.click();
      await page.keyboard.type("Keep every receipt in one box.");
      await page.getByRole("button", { name: "Add lesson" }).click();
      await expect(page.getByText("Lesson added", { exact: true }).first()).toBeVisible();

      // An address another course has is refused next to the field, what was typed kept.
      await page.goto("/academy");
      const taken = (await page.locator('a[href^="/academy/course/"]').first().getAttribute("href"))!.split("/")[3]!;
      expect(taken).not.toContain(word);
      await page.goto(`/admin/courses/${courseId}`);
      await page.getByLabel("Address").fill(taken);
      await page.getByRole("button", { name: "Save course" }).click();
      await expect(
        page.getByText("Another item already uses this address. Please choose a different one."),
      ).toBeVisible();
      await expect(page.getByLabel("Address")).toHaveValue(taken);

      // Editing the address and the description updates the preview as they are typed.
      await page.getByLabel("Address").fill(newSlug);
      await expect(preview).toContainText(`course › ${newSlug}`);
      await page.getByLabel("Search description").fill("Ten minutes a day keeps a stall's books ready for tax time.");
      await expect(page.getByText("59 of 160 characters")).toBeVisible();
      await expect(preview).toContainText("Ten minutes a day");
      await checkA11y();
      await page.getByRole("button", { name: "Save course" }).click();
      await expect(page.getByText("Course saved", { exact: true }).first()).toBeVisible();
      await expect(page.getByLabel("Address")).toHaveValue(newSlug);

      // The new address shows the course, with the description and the address in its head.
      const fresh = await page.goto(`/academy/course/${newSlug}`);
      expect(fresh?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        "Ten minutes a day keeps a stall's books ready for tax time.",
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/academy/course/${newSlug}$`),
      );
      await expect(page.getByRole("link", { name: "Start Learning" }).last()).toHaveAttribute(
        "href",
        `/academy/course/${newSlug}/learn`,
      );
      await checkA11y();

      // The old address and the id lead to the new one; a lesson's address keeps its lesson.
      await page.goto(`/academy/course/${oldSlug}?ref=letter`);
      await expect(page).toHaveURL(new RegExp(`/academy/course/${newSlug}\\?ref=letter$`));
      await page.goto(`/academy/course/${courseId}`);
      await expect(page).toHaveURL(new RegExp(`/academy/course/${newSlug}$`));
      await page.goto(`/academy/course/${newSlug}/learn`);
      await expect(page).toHaveURL(/\?lesson=[0-9a-f-]{36}$/);
      const lessonQuery = new URL(page.url()).search;
      await page.goto(`/academy/course/${courseId}/learn${lessonQuery}`);
      await expect(page).toHaveURL(new RegExp(`/academy/course/${newSlug}/learn\\${lessonQuery}$`));
      await expect(page.getByRole("heading", { level: 1, name: `${word} first receipts` })).toBeVisible();

      // The catalog's card links to the new address.
      await page.goto(`/academy?q=${word}`);
      await expect(page.getByRole("link", { name: title, exact: true })).toHaveAttribute(
        "href",
        `/academy/course/${newSlug}`,
      );
    } finally {
      await deleteCourse(page, courseId);
    }
  });
});
