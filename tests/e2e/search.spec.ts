import type { Page } from "@playwright/test";
import { COURSES } from "../../app/db/seed/courses";
import { expect, test } from "./fixtures";

/** A seeded public course, picked by its shape (the business-opportunity one), not by its copy. */
const COURSE_SEED = COURSES.find((course) => !course.isPrivate && course.category === "business opportunity");
if (!COURSE_SEED) throw new Error("the demo seed has no public business-opportunity course");
const COURSE = COURSE_SEED.title;
/** What the visitor types: the course title's subtitle (after its colon), in lower case. */
const QUERY = COURSE.slice(COURSE.lastIndexOf(":") + 1)
  .trim()
  .toLowerCase();

/** The header's search button: in the utility bar on wide screens, next to the menu button on phones. */
const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search", exact: true });

async function openWithButton(page: Page) {
  // Before hydration the button is a link to /search; wait for the scripted button.
  await expect(searchButton(page)).toBeVisible();
  await searchButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("Site search", () => {
  // Typing waits on a server round trip; give a busy machine room.
  test.describe.configure({ timeout: 60_000 });
  test("a visitor opens search from the header, types, picks a result with the arrow keys and lands on it", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/");
    const dialog = await openWithButton(page);
    const box = dialog.getByRole("combobox", { name: "Search the site" });
    await expect(box).toBeFocused();

    await box.fill(QUERY);
    // The result titled with the course (a news story mentions the course in its text too).
    const option = dialog.getByRole("option").filter({ has: page.getByText(COURSE, { exact: true }) });
    await expect(option).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole("group", { name: /Academy courses/ })).toBeVisible();
    await expect(option.locator("mark").first()).toBeVisible();
    await checkA11y();

    await box.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await box.press("Enter");

    await expect(page).toHaveURL(/\/academy\/course\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
    await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("Ctrl+K opens search from anywhere, Escape closes it and focus goes back", async ({ page }) => {
    await page.goto("/about");
    await expect(searchButton(page)).toBeVisible();
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole("combobox");
    await expect(box).toBeFocused();

    await box.fill("volunt");
    await expect(dialog.getByRole("option", { name: /Volunteer With Us/ })).toBeVisible({ timeout: 15_000 });
    // The arrow keys move down the results and wrap around from the top to the last one.
    await box.press("ArrowUp");
    await expect(dialog.getByRole("option").last()).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Opened from the button, focus returns to the button.
    await searchButton(page).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test("“See all results” opens the search page for what was typed", async ({ page, checkA11y }) => {
    await page.goto("/");
    const dialog = await openWithButton(page);
    await dialog.getByRole("combobox").fill("campaign");
    await expect(dialog.getByRole("option").first()).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("link", { name: "See all results for “campaign”" }).click();
    await expect(page).toHaveURL(/\/search\?q=campaign$/);
    await expect(page.getByRole("heading", { level: 2, name: /Helping Hand campaigns/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Search: campaign/);
    await checkA11y();
  });

  test("a search with no results suggests where to go next", async ({ page, checkA11y }) => {
    await page.goto("/search?q=xylophonequartz");
    await expect(page.getByText("Nothing matched “xylophonequartz”.", { exact: false })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Popular places to start" }).getByRole("link", { name: /Academy courses/ }),
    ).toBeVisible();
    await checkA11y();
  });
});

test.describe("Site search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page shows results grouped by kind, with counts, and its form works", async ({ page }) => {
    await page.goto("/");
    // Without scripts the header's search button is a link to the search page.
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText("Type a word or two")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search the site" }).fill("campaign");
    await page.getByRole("searchbox", { name: "Search the site" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=campaign$/);

    await expect(page.getByRole("heading", { level: 2, name: /^Pages \(\d+\)$/ })).toBeVisible();
    const campaigns = page.getByRole("region", {
      name: /Helping Hand campaigns/,
    });
    await expect(campaigns.getByRole("heading", { level: 2 })).toHaveText(/^Helping Hand campaigns \(\d+\)$/);
    const first = campaigns.getByRole("link").first();
    await expect(first).toHaveAttribute("href", /^\/campaigns\/[0-9a-f-]{36}$/);
    await expect(first.getByText("Campaign", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: /Completed campaigns/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // axe runs inside the page, so it needs JavaScript: the same page is checked in the tests above.
  });
});
