import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/** A made-up word per run, so the project's address is new on the shared test site. */
function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "";
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `quib${word}`;
}

/** Saving goes through the server and a redirect; allow for a busy test machine. */
const AFTER_SAVE = { timeout: 20_000 };

test.describe("Project addresses", () => {
  // Sign in, four saves and five pages on a shared 2-core machine.
  test.slow();

  test("staff change a project's address and search description, are refused a fixed page's address, and reach it at the new, old and id addresses", async ({
    page,
    checkA11y,
  }) => {
    const word = uniqueWord();
    const title = `${word} bike repair co-op`;
    const oldSlug = `${word}-bike-repair-co-op`;
    const newSlug = `${word}-riverside-bikes`;
    await signInAsAdmin(page);

    await page.goto("/admin/projects/new");
    await expect(page.getByRole("heading", { name: "New project", exact: true })).toBeVisible();
    // The form is interactive once the option rows can be added to.
    await expect(page.getByRole("button", { name: "Add option" })).toBeVisible();
    await page.getByLabel(/^Title/).fill(title);
    // A new project's address follows its title, and the preview shows it as a search result would.
    const address = page.getByLabel("Address", { exact: true });
    await expect(address).toHaveValue(oldSlug);
    const preview = page.getByTestId("search-preview");
    await expect(preview).toContainText(`projects › ${oldSlug}`);
    await page
      .getByLabel(/^Description/)
      .fill("Fix and sell second-hand bikes with a neighborhood workshop; tools and training provided.");
    // Without a search description, the preview shows the description.
    await expect(preview).toContainText("Fix and sell second-hand bikes");
    await page.getByLabel("Published on the public site").check();
    // Nothing is wider than the screen, the Google-style preview included (375 px on staff-phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkA11y();
    await page.getByRole("button", { name: "Save and keep editing" }).click();
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible(AFTER_SAVE);
    await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop()!;
    await expect(address).toHaveValue(oldSlug);

    // A fixed page's address is refused next to the field, and what was typed stays.
    await address.fill("library");
    await page.getByLabel("Search description").fill("Typed before the refusal.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("This address belongs to one of the site's own pages under /projects/.")).toBeVisible(
      AFTER_SAVE,
    );
    await expect(address).toHaveValue("library");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Search description")).toHaveValue("Typed before the refusal.");
    await checkA11y();

    // A free address and a description: the preview follows as they are typed.
    await address.fill(newSlug);
    await expect(preview).toContainText(`projects › ${newSlug}`);
    await page.getByLabel("Search description").fill("Bike repair jobs for teens in Little Rock, paid and trained.");
    await expect(page.getByText("60 of 160 characters")).toBeVisible();
    await expect(preview).toContainText("Bike repair jobs for teens in Little Rock");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/projects$/, AFTER_SAVE);
    await expect(page.getByText(`/projects/${newSlug}`).first()).toBeVisible();

    // The new address shows the project, with the description in its head.
    const fresh = await page.goto(`/projects/${newSlug}`);
    expect(fresh?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Bike repair jobs for teens in Little Rock, paid and trained.",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/projects/${newSlug}$`));
    await checkA11y();

    // The old address and the id both lead to the new one, the query kept.
    const old = await page.request.get(`/projects/${oldSlug}?from=letter`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toMatch(new RegExp(`/projects/${newSlug}\\?from=letter$`));
    await page.goto(`/projects/${oldSlug}`);
    await expect(page).toHaveURL(new RegExp(`/projects/${newSlug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto(`/projects/${id}`);
    await expect(page).toHaveURL(new RegExp(`/projects/${newSlug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // The fixed page keeps its address.
    await page.goto("/projects/library");
    await expect(page).toHaveURL(/\/projects\/library$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Every project and campaign in one place" }),
    ).toBeVisible();
  });
});
