import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/** A made-up word per run, so the story's address is new on the shared test site. */
function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "";
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `zorb${word}`;
}

test.describe("Story addresses", () => {
  // Sign in, two saves and four pages on a shared 2-core machine.
  test.slow();

  test("staff change a story's address, see the search preview follow, and reach it at the new, old and id addresses", async ({
    page,
    checkA11y,
  }) => {
    const word = uniqueWord();
    const title = `${word} volunteers fix bicycles`;
    await signInAsAdmin(page);

    await page.goto("/admin/news/new");
    await expect(page.getByLabel("Upload an image")).toBeVisible();
    await page.getByLabel("Title").fill(title);
    // A new story's address follows its title, and the preview shows it as a search result would.
    const address = page.getByLabel("Address");
    await expect(address).toHaveValue(`${word}-volunteers-fix-bicycles`);
    const preview = page.getByTestId("search-preview");
    await expect(preview).toContainText(`news › ${word}-volunteers-fix-bicycles`);
    // The title as a result shows it: cut near 60 characters, at a word.
    await expect(preview).toContainText(`${title} | Community Synergy …`);
    await page.getByLabel("Summary").fill("Twelve bicycles mended for children in one Saturday morning.");
    await expect(preview).toContainText("Twelve bicycles mended");
    await page.getByRole("textbox", { name: "Article content" }).click();
    await page.keyboard.type("Our volunteers mended twelve bicycles.");
    await page.getByLabel("Category").selectOption("Community");
    await page.getByLabel("Image", { exact: true }).fill("");
    await page.getByLabel("Published on the public site").check();
    await checkA11y();
    await page.getByRole("button", { name: "Create news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    const oldSlug = `${word}-volunteers-fix-bicycles`;
    const newSlug = `${word}-bike-repair-day`;
    await page.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop()!;
    await expect(page.getByLabel("Address")).toHaveValue(oldSlug);

    // Editing the address and the description updates the preview as they are typed.
    await page.getByLabel("Address").fill(newSlug);
    await expect(preview).toContainText(`news › ${newSlug}`);
    await page
      .getByLabel("Search description")
      .fill("Bring a bicycle, leave with it fixed: free repairs for families.");
    await expect(page.getByText("64 of 160 characters")).toBeVisible();
    await expect(preview).toContainText("Bring a bicycle, leave with it fixed");
    await checkA11y();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    // The new address shows the story, with the description in its head.
    const fresh = await page.goto(`/news/${newSlug}`);
    expect(fresh?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Bring a bicycle, leave with it fixed: free repairs for families.",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/news/${newSlug}$`));
    await checkA11y();

    // The old address and the id both lead to the new one.
    await page.goto(`/news/${oldSlug}`);
    await expect(page).toHaveURL(new RegExp(`/news/${newSlug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto(`/news/${id}`);
    await expect(page).toHaveURL(new RegExp(`/news/${newSlug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // The list links to the new address.
    await page.goto("/latest-news");
    await expect(page.getByRole("link", { name: title }).first()).toHaveAttribute("href", `/news/${newSlug}`);
  });
});
