import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/** A made-up word per run, so the story can be found again on the shared test site. */
function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "";
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `Revo${word}`;
}

test.describe("Revisions and the trash", () => {
  // Sign in, a new story, two saves, a restore and the public page: a long journey on 2 shared cores.
  test.slow();

  test("An editor restores an earlier version of a story and sees it on the public page", async ({
    page,
    checkA11y,
  }) => {
    const word = uniqueWord();
    const first = `${word} pantry opens`;
    const second = `${word} pantry opens on Mondays`;
    await signInAsAdmin(page);

    await page.goto("/admin/news/new");
    const editor = page.getByRole("textbox", { name: "Article content" });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await page.getByLabel("Title").fill(first);
    await page.getByLabel("Summary").fill("The food pantry has new hours.");
    await editor.click();
    await page.keyboard.type("Come by the pantry on Saturdays.");
    await page.getByLabel("Category").selectOption("Community");
    await page.getByLabel("Published on the public site").check();
    await page.getByRole("button", { name: "Create news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 20_000 });

    // The second save: a new title.
    await page.getByRole("link", { name: first }).first().click();
    await expect(page.getByRole("heading", { name: `Edit: ${first}` })).toBeVisible();
    const editUrl = page.url();
    await page.getByLabel("Title").fill(second);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 20_000 });

    await page.goto(editUrl);
    await page.getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { name: `History: ${second}` })).toBeVisible({ timeout: 20_000 });
    const rows = page.getByRole("region", { name: "Versions" }).getByRole("row");
    // A header row and two saves, newest first: the rename changed only the title.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("Title");
    await expect(rows.nth(1)).not.toContainText("Story");
    await checkA11y();

    // Compare the two: the old title beside the new one.
    await page.getByRole("checkbox").nth(0).check();
    await page.getByRole("checkbox").nth(1).check();
    await page.getByRole("button", { name: "Compare selected" }).click();
    const comparison = page.getByRole("region", { name: /^Comparing/ });
    await expect(comparison.getByText(first, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(comparison.getByText(second, { exact: true })).toBeVisible();
    await checkA11y();

    // Restore the first save, after confirming.
    await rows
      .nth(2)
      .getByRole("link", { name: /Restore the version saved/ })
      .click();
    await expect(page.getByRole("heading", { name: /Restore the version saved/ })).toBeVisible({ timeout: 20_000 });
    await checkA11y();
    await page.getByRole("button", { name: "Yes, restore this version" }).click();
    await expect(page.getByText("Earlier version restored").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: `History: ${first}` })).toBeVisible();
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText("Restored an earlier version");

    const articleUrl = editUrl.replace("/admin/news/", "/news/");
    await page.goto(articleUrl);
    await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  });

  test("An editor deletes a story and restores it from the trash at its old address", async ({ page, checkA11y }) => {
    const title = `${uniqueWord()} coat drive`;
    await signInAsAdmin(page);

    await page.goto("/admin/news/new");
    const editor = page.getByRole("textbox", { name: "Article content" });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("Warm coats for every child.");
    await editor.click();
    await page.keyboard.type("Bring a coat to the center.");
    await page.getByLabel("Category").selectOption("Campaigns");
    await page.getByLabel("Published on the public site").check();
    await page.getByRole("button", { name: "Create news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 20_000 });
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();
    const articleUrl = page.url().replace("/admin/news/", "/news/");

    await page.goto("/admin/news");
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
    await row.getByRole("link", { name: `Delete “${title}”` }).click();
    await expect(page.getByText(/It can be restored from the trash for 30 days/)).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete this news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 20_000 });

    const gone = await page.goto(articleUrl);
    expect(gone?.status()).toBe(404);

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Trash" }).click();
    await expect(page.getByRole("heading", { name: /^Trash/ })).toBeVisible({ timeout: 20_000 });
    const trashed = page.getByRole("row").filter({ hasText: title });
    await expect(trashed).toContainText("News story");
    await expect(trashed).toContainText("30");
    await checkA11y();
    await trashed.getByRole("button", { name: `Restore “${title}”` }).click();
    await expect(page.getByText("Restored from the trash").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();

    await page.goto(articleUrl);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});
