import type { Locator, Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { slugify } from "../../app/utils/slugs/slug";
import { expect, test } from "./fixtures";

/** A toast title, matched exactly (the toast is also announced to screen readers, hence `first`). */
const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

/** Writes a short letter in the rich text editor, by keyboard and its toolbar: a heading, bold, a list and a link. */
async function writeLetter(page: Page, editor: Locator) {
  const toolbar = page.getByRole("toolbar", { name: "Text formatting" });
  await editor.click();
  await toolbar.getByRole("button", { name: "Heading", exact: true }).click();
  await page.keyboard.type("Thank you");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Forty-two ");
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("volunteers");
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(" packed 900 boxes. Next:");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Winter coats");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Warm socks");
  // Enter on an empty item leaves the list.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Our harvest report");
  await page.keyboard.press("Shift+Home");
  await toolbar.getByRole("button", { name: "Link" }).click();
  await page.getByLabel("Link address").fill("https://example.org/harvest");
  await page.getByLabel("Link address").press("Enter");
  await expect(editor.getByRole("link", { name: "Our harvest report" })).toBeVisible();
}

test.describe("Admin: newsletters and completed campaigns", () => {
  // Long journeys (a dozen page loads each) on a shared 2-core machine.
  test.slow();

  test("an admin writes a newsletter issue, previews it, publishes it and readers find it at /newsletter", async ({
    page,
    checkA11y,
  }, testInfo) => {
    // Each browser project gets its own issue number on the shared test server.
    const number = testInfo.project.name.endsWith("phone") ? 902 : 901;
    const title = `Harvest week with our volunteers (${testInfo.project.name})`;
    await signInAsAdmin(page);

    await page.goto("/admin/newsletters");
    await expect(page.getByRole("heading", { name: /Newsletter issues/ })).toBeVisible();
    await checkA11y();

    await page.getByRole("link", { name: "New issue" }).click();
    await expect(page.getByRole("heading", { name: "New newsletter issue" })).toBeVisible();
    await checkA11y();

    // Preview first, with only the number and the content written: nothing else is needed yet.
    await page.getByLabel(/^Issue number/).fill(String(number));
    // The content is written in the rich text editor: a heading, bold, a list and a link.
    const editor = page.getByRole("textbox", { name: "Content", exact: true });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await writeLetter(page, editor);
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await expect(preview.locator("strong", { hasText: "volunteers" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["Winter coats", "Warm socks"]);
    await expect(preview.getByRole("link", { name: "Our harvest report" })).toHaveAttribute(
      "href",
      "https://example.org/harvest",
    );
    // What was typed stays in the form after the preview.
    await expect(page.getByLabel(/^Issue number/)).toHaveValue(String(number));
    await expect(editor.locator("strong")).toHaveText("volunteers");
    await checkA11y();

    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel("Excerpt").fill("Forty-two volunteers packed 900 produce boxes in one week.");
    await page.getByLabel("Author").fill("Maya Brooks");

    await page.getByRole("button", { name: "Create issue" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters$/);
    await expect(toastTitled(page, `Created: issue No. ${number}`)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();

    // A draft is not in the public archive.
    await page.goto("/newsletter");
    await expect(page.getByRole("link", { name: new RegExp(title.replace(/[()]/g, "\\$&")) })).toHaveCount(0);

    await page.goto("/admin/newsletters");
    await page.getByRole("button", { name: `Publish No. ${number}, ${title}` }).click();
    await expect(toastTitled(page, `Published: No. ${number}, ${title}`)).toBeVisible();
    await expect(row.getByText("Published", { exact: true })).toBeVisible();

    await page.goto("/newsletter");
    await page
      .getByRole("link", { name: new RegExp(title.replace(/[()]/g, "\\$&")) })
      .first()
      .click();
    // The archive links the address, made from its title (ADR 0052); its number leads there too.
    await expect(page).toHaveURL(new RegExp(`/newsletter/${slugify(title)}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const letter = page.getByRole("article").filter({ hasText: "Warm socks" });
    await expect(letter.getByRole("heading", { level: 2, name: "Thank you" })).toBeVisible();
    await expect(letter.locator("strong", { hasText: "volunteers" })).toBeVisible();
    await expect(letter.getByRole("listitem")).toHaveText(["Winter coats", "Warm socks"]);
    await expect(letter.getByRole("link", { name: "Our harvest report" })).toHaveAttribute(
      "href",
      "https://example.org/harvest",
    );
  });

  test("an admin turns a completed campaign's partnership section on and off, and its public page follows", async ({
    page,
    checkA11y,
  }, testInfo) => {
    const title = `Spring Food Boxes ${testInfo.project.name} ${Date.now()}`;
    await signInAsAdmin(page);

    await page.goto("/admin/completed-campaigns");
    await expect(page.getByRole("heading", { name: /Completed campaigns/ })).toBeVisible();
    await checkA11y();

    await page.getByRole("link", { name: "New completed campaign" }).click();
    await expect(page.getByRole("heading", { name: "New completed campaign" })).toBeVisible();
    await checkA11y();

    await page.getByLabel(/^Title/).fill(title);
    await page
      .getByLabel(/^Description/)
      .fill("Fresh produce boxes for families in Tulsa during the spring school break.");
    await page.getByLabel(/^Completion date/).fill("2026-04-10");
    await page.getByLabel("Partner organization").fill("Tulsa Family Pantry");
    await page.getByLabel("Published on the public site").check();
    await page.getByRole("button", { name: "Create campaign" }).click();
    await expect(toastTitled(page, `Created: ${title}`)).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText("Off", { exact: true })).toBeVisible();
    const publicHref = await row.getByRole("link", { name: `View ${title} on the site` }).getAttribute("href");
    const editHref = await row.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
    // The public page is at the campaign's address, made from its title (ADR 0052).
    expect(publicHref).toMatch(/^\/completed-campaigns\/spring-food-boxes-[a-z0-9-]+$/);

    // Turn the partnership section on.
    await page.goto(editHref!);
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();
    await page.getByLabel("Show the partnership section").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toastTitled(page, `Saved: ${title}`)).toBeVisible();
    await expect(row.getByText("Shown (Tulsa Family Pantry)")).toBeVisible();

    await page.goto(publicHref!);
    await expect(page.getByRole("heading", { name: "Made possible together with Tulsa Family Pantry" })).toBeVisible();

    // And off again.
    await page.goto(editHref!);
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();
    // A click while the page hydrates can be undone by it (seen on a busy CI run): try until it holds.
    const partnership = page.getByLabel("Show the partnership section");
    await expect(async () => {
      await partnership.uncheck({ timeout: 2_000 });
      await expect(partnership).not.toBeChecked({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toastTitled(page, `Saved: ${title}`)).toBeVisible();
    await page.goto(publicHref!);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Partnership spotlight")).toHaveCount(0);
  });

  test("an admin deletes a completed campaign only after a confirm page that says what goes with it", async ({
    page,
    checkA11y,
  }, testInfo) => {
    const title = `Coat Drive to delete ${testInfo.project.name} ${Date.now()}`;
    await signInAsAdmin(page);

    await page.goto("/admin/completed-campaigns/new");
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Description/).fill("Coats for the families of the Riverside shelter.");
    await page.getByLabel(/^Completion date/).fill("2025-12-15");
    await page.getByRole("button", { name: "Create campaign" }).click();
    await expect(toastTitled(page, `Created: ${title}`)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();

    await row.getByRole("link", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("heading", { name: `Delete “${title}”?` })).toBeVisible();
    await expect(page.getByText(/its public page and its card on the Completed Campaigns page/)).toBeVisible();
    await checkA11y();

    // "No, keep it" changes nothing.
    await page.getByRole("link", { name: "No, keep it" }).click();
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();

    await page.getByRole("link", { name: "Delete…" }).click();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(toastTitled(page, `Deleted: ${title}`)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  });
});
