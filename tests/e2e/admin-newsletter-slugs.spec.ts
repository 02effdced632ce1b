import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/** A made-up word per run, so the address is new on the shared test site. */
function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "";
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `quib${word}`;
}

test.describe("Newsletter issue addresses", () => {
  // Sign in, four saves and six pages on a shared 2-core machine.
  test.slow();

  test("staff change an issue's address, are refused one taken or of digits only, and reach it at the new, old and number addresses", async ({
    page,
    checkA11y,
  }) => {
    const word = uniqueWord();
    const title = `${word} harvest letter`;
    // Far above the seeded issues and the other journeys' numbers.
    const number = String(50_000 + Math.floor(Math.random() * 40_000));
    await signInAsAdmin(page);

    await page.goto("/admin/newsletters/new");
    await expect(page.getByRole("heading", { name: "New newsletter issue" })).toBeVisible();
    await page.getByLabel(/^Issue number/).fill(number);
    await page.getByLabel(/^Title/).fill(title);
    // A new issue's address follows its title, and the preview shows it as a search result would.
    const address = page.getByLabel("Address");
    await expect(address).toHaveValue(`${word}-harvest-letter`);
    const preview = page.getByTestId("search-preview");
    await expect(preview).toContainText(`newsletter › ${word}-harvest-letter`);
    // Without a search description, the preview shows the excerpt.
    await page.getByLabel("Excerpt").fill("Forty-two volunteers packed 900 produce boxes in one week.");
    await expect(preview).toContainText("Forty-two volunteers packed 900 produce boxes");
    const editor = page.getByRole("textbox", { name: "Content", exact: true });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await editor.click();
    await page.keyboard.type("Thank you to everyone who came to the garden.");
    await page.getByLabel("Published", { exact: true }).check();
    // The editor with its search appearance fits a 375 px phone.
    const viewport = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
    await checkA11y();
    await page.getByRole("button", { name: "Create issue" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters$/);

    const oldSlug = `${word}-harvest-letter`;
    const newSlug = `${word}-garden-letter`;
    const row = page.getByRole("row").filter({ hasText: title });
    // "View on the site" uses the address.
    await expect(row.getByRole("link", { name: new RegExp(`View No\\. ${number}.* on the site`) })).toHaveAttribute(
      "href",
      `/newsletter/${oldSlug}`,
    );
    await row.getByRole("link", { name: new RegExp(`^Edit No\\. ${number}`) }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Address")).toHaveValue(oldSlug);

    // An address another issue has is refused next to the field, and what was typed stays.
    const archive = await page.request.get("/newsletter");
    const taken = [...(await archive.text()).matchAll(/href="\/newsletter\/([a-z0-9-]+)"/g)]
      .map((match) => match[1])
      .find((slug) => slug !== oldSlug && !/^[0-9]+$/.test(slug!) && slug !== "feed");
    expect(taken, "another published issue on /newsletter").toBeTruthy();
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

    // Digits alone would be read as an issue number: refused too.
    await page.getByLabel("Address").fill("2026");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(/An address of numbers only would be read as an issue number/)).toBeVisible();
    await expect(page.getByLabel("Address")).toHaveValue("2026");

    // A free address and a description: the preview follows as they are typed.
    await page.getByLabel("Address").fill(newSlug);
    await expect(preview).toContainText(`newsletter › ${newSlug}`);
    await page.getByLabel("Search description").fill("Produce boxes for 900 families, packed in one week.");
    await expect(page.getByText("51 of 160 characters")).toBeVisible();
    await expect(preview).toContainText("Produce boxes for 900 families");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters$/);

    // The new address shows the issue, with the description in its head.
    const fresh = await page.goto(`/newsletter/${newSlug}`);
    expect(fresh?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Produce boxes for 900 families, packed in one week.",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/newsletter/${newSlug}$`));
    await checkA11y();

    // The old address and the number (as in every email already sent) both lead to the new one.
    await page.goto(`/newsletter/${oldSlug}`);
    await expect(page).toHaveURL(new RegExp(`/newsletter/${newSlug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto(`/newsletter/${number}?utm_source=email`);
    await expect(page).toHaveURL(new RegExp(`/newsletter/${newSlug}\\?utm_source=email$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // The archive links the new address.
    await page.goto("/newsletter");
    await expect(page.getByRole("link", { name: title }).first()).toHaveAttribute("href", `/newsletter/${newSlug}`);
  });
});
