import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/** A toast title, matched exactly (the toast is also announced to screen readers, hence `first`). */
const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

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
    const content =
      '<h2>Thank you</h2><p>Forty-two <strong>volunteers</strong> packed 900 boxes.</p><p onclick="steal()">Next: winter coats.</p>';
    await page.getByLabel(/^Content \(HTML\)/).fill(content);
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await expect(preview.getByText("Next: winter coats.")).toBeVisible();
    // What was typed stays in the form after the preview.
    await expect(page.getByLabel(/^Issue number/)).toHaveValue(String(number));
    await expect(page.getByLabel(/^Content \(HTML\)/)).toHaveValue(content);
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
    await expect(page).toHaveURL(new RegExp(`/newsletter/${number}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Next: winter coats.")).toBeVisible();
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
    expect(publicHref).toMatch(/^\/completed-campaigns\/[0-9a-f-]{36}$/);

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
    await page.getByLabel("Show the partnership section").uncheck();
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
