import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/** A made-up word per run, so the campaign's address is new on the shared test site. */
function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "";
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `quib${word}`;
}

test.describe("Completed campaign addresses", () => {
  // Sign in, three saves and five pages on a shared 2-core machine.
  test.slow();

  test("staff change a completed campaign's address, are refused one already taken, and reach it at the new, old and id addresses", async ({
    page,
    checkA11y,
  }) => {
    const word = uniqueWord();
    const title = `${word} coats for Duluth`;
    await signInAsAdmin(page);

    await page.goto("/admin/completed-campaigns/new");
    await expect(page.getByRole("heading", { name: "New completed campaign" })).toBeVisible();
    await page.getByLabel(/^Title/).fill(title);
    // A new campaign's address follows its title, and the preview shows it as a search result would.
    const address = page.getByLabel("Address");
    await expect(address).toHaveValue(`${word}-coats-for-duluth`);
    const preview = page.getByTestId("search-preview");
    await expect(preview).toContainText(`completed-campaigns › ${word}-coats-for-duluth`);
    await page.getByLabel(/^Description/).fill("Warm coats, hats and gloves for children before the first snow.");
    await page.getByLabel(/^Completion date/).fill("2026-01-20");
    // Without a search description, the preview shows the impact summary, else the description.
    await expect(preview).toContainText("Warm coats, hats and gloves");
    await page.getByLabel("Impact summary").fill("Every child on the list went home with a coat that fits.");
    await expect(preview).toContainText("Every child on the list");
    await page.getByLabel("Published on the public site").check();
    await checkA11y();
    await page.getByRole("button", { name: "Create campaign" }).click();
    await expect(page).toHaveURL(/\/admin\/completed-campaigns$/);

    const oldSlug = `${word}-coats-for-duluth`;
    const newSlug = `${word}-winter-coat-drive`;
    const row = page.getByRole("row").filter({ hasText: title });
    // "View on the site" uses the address.
    await expect(row.getByRole("link", { name: `View ${title} on the site` })).toHaveAttribute(
      "href",
      `/completed-campaigns/${oldSlug}`,
    );
    await row.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/completed-campaigns\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop()!;
    await expect(page.getByLabel("Address")).toHaveValue(oldSlug);

    // An address another campaign has is refused next to the field, and what was typed stays.
    const other = await page.request.get("/completed-campaigns");
    const taken = [...(await other.text()).matchAll(/href="\/completed-campaigns\/([a-z0-9-]+)"/g)]
      .map((match) => match[1])
      .find((slug) => slug !== oldSlug);
    expect(taken, "another published campaign on /completed-campaigns").toBeTruthy();
    await page.getByLabel("Address").fill(taken!);
    await page.getByLabel("Search description").fill("Typed before the refusal.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(
      page.getByText("Another item already uses this address. Please choose a different one."),
    ).toBeVisible();
    await expect(page.getByLabel("Address")).toHaveValue(taken!);
    await expect(page.getByLabel("Address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Search description")).toHaveValue("Typed before the refusal.");
    await checkA11y();

    // A free address and a description: the preview follows as they are typed.
    await page.getByLabel("Address").fill(newSlug);
    await expect(preview).toContainText(`completed-campaigns › ${newSlug}`);
    await page.getByLabel("Search description").fill("Coats, hats and gloves for 214 children in Duluth.");
    await expect(page.getByText("50 of 160 characters")).toBeVisible();
    await expect(preview).toContainText("Coats, hats and gloves for 214 children");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/completed-campaigns$/);

    // The new address shows the campaign, with the description in its head.
    const fresh = await page.goto(`/completed-campaigns/${newSlug}`);
    expect(fresh?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Coats, hats and gloves for 214 children in Duluth.",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/completed-campaigns/${newSlug}$`),
    );
    await checkA11y();

    // The old address and the id both lead to the new one.
    await page.goto(`/completed-campaigns/${oldSlug}`);
    await expect(page).toHaveURL(new RegExp(`/completed-campaigns/${newSlug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto(`/completed-campaigns/${id}`);
    await expect(page).toHaveURL(new RegExp(`/completed-campaigns/${newSlug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // The public list links to the new address.
    await page.goto("/completed-campaigns");
    await expect(page.getByRole("link", { name: title }).first()).toHaveAttribute(
      "href",
      `/completed-campaigns/${newSlug}`,
    );
  });
});
