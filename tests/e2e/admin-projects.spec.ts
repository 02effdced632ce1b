import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/** A toast title, matched exactly (the toast is also announced to screen readers, hence `first`). */
const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true }).first();
/** Saving goes through the server and a redirect; allow for a busy test machine. */
const AFTER_SAVE = { timeout: 20_000 };

test.describe("Admin: business opportunity projects", () => {
  test("an admin creates a project with two collaboration options and brand colours, watches the preview, publishes it and finds it in the library", async ({
    page,
    checkA11y,
  }, testInfo) => {
    test.slow(); // a long journey with several accessibility checks
    const title = `Riverside Bike Repair Co-op ${testInfo.project.name} ${Date.now()}`;
    await signInAsAdmin(page);

    await page.goto("/admin/projects");
    await expect(page.getByRole("heading", { name: "Business opportunity projects" })).toBeVisible();
    await checkA11y();

    await page.getByRole("link", { name: "New project" }).click();
    await expect(page.getByRole("heading", { name: "New project", exact: true })).toBeVisible();
    // The form is interactive once the option rows can be added to.
    await expect(page.getByRole("button", { name: "Add option" })).toBeVisible();
    await checkA11y();

    const card = page.getByTestId("preview-card");
    const hero = page.getByTestId("preview-hero").locator("section");
    // The preview is a picture (inert, outside the accessibility tree), so it is read by its markup.
    await expect(card.locator("h3")).toHaveText("Your project title");

    await page.getByLabel(/^Title/).fill(title);
    await expect(card.locator("h3")).toHaveText(title);
    await expect(hero.locator("h2")).toHaveText(title);

    await page
      .getByLabel(/^Description/)
      .fill(
        "Fix and sell second-hand bikes with a neighbourhood workshop in Little Rock; tools and training provided.",
      );
    await page.getByLabel(/^Location/).fill("Little Rock, AR");
    await expect(card.getByText("Little Rock, AR")).toBeVisible();
    await page.getByLabel("Company name").fill("Riverside Cycles");
    await expect(hero.getByText("In partnership with Riverside Cycles")).toBeVisible();

    const option1 = page.getByRole("group", { name: "Option 1" });
    await option1.getByLabel("Option name").fill("Workshop Mechanic");
    await option1.getByLabel("What it involves").fill("Repair donated bikes two evenings a week.");
    const option2 = page.getByRole("group", { name: "Option 2" });
    await option2.getByLabel("Option name").fill("Market Seller");
    await option2.getByLabel("What it involves").fill("Sell refurbished bikes at the Saturday market.");
    // A third row, added and removed again with the keyboard-reachable buttons.
    await page.getByRole("button", { name: "Add option" }).click();
    await expect(page.getByRole("group", { name: "Option 3" }).getByLabel("Option name")).toBeFocused();
    await page.getByRole("button", { name: "Remove option 3" }).click();
    await expect(page.getByRole("group", { name: "Option 3" })).toHaveCount(0);

    await page.getByLabel("Primary color", { exact: true }).fill("#0f766e");
    await expect(hero).toHaveCSS("background-color", "rgb(15, 118, 110)");
    await page.getByLabel("Secondary color: color picker").fill("#fde68a");
    await expect(page.getByLabel("Secondary color", { exact: true })).toHaveValue("#fde68a");
    await page.getByLabel("Direction").selectOption("to right");
    await page.getByLabel("Gradient color 1", { exact: true }).fill("#134e4a");
    await page.getByLabel("Gradient color 2", { exact: true }).fill("#0f766e");
    await expect(hero).toHaveCSS("background-image", "linear-gradient(to right, rgb(19, 78, 74), rgb(15, 118, 110))");

    // "Save and keep editing" creates it and opens its own editor (Create project would go back to the list).
    await page.getByRole("button", { name: "Save and keep editing" }).click();
    await expect(toastTitled(page, "Project created")).toBeVisible(AFTER_SAVE);
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    // What was saved is what the editor shows again.
    await expect(page.getByRole("group", { name: "Option 2" }).getByLabel("Option name")).toHaveValue("Market Seller");
    await expect(page.getByLabel("Gradient color 2", { exact: true })).toHaveValue("#0f766e");
    await checkA11y();

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastTitled(page, "Project published")).toBeVisible(AFTER_SAVE);
    await expect(page.getByText("Published", { exact: true })).toBeVisible();

    await page.goto("/projects/library");
    await page.getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Workshop Mechanic" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Market Seller" })).toBeVisible();
  });

  test("a refused save keeps what was typed and says what to fix next to the field", async ({ page }, testInfo) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto("/admin/projects/new");
    await expect(page.getByRole("button", { name: "Add option" })).toBeVisible();
    await page.getByLabel(/^Title/).fill(`Colour test ${testInfo.project.name}`);
    await page.getByLabel(/^Description/).fill("Checks the colour rules.");
    await page.getByLabel("Address", { exact: true }).fill("mary-kay-beauty-consultant");
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page.getByText("That address is already used by another project")).toBeVisible(AFTER_SAVE);
    await expect(page.getByLabel("Address", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^Title/)).toHaveValue(`Colour test ${testInfo.project.name}`);
  });
});
