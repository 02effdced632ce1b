import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

test.describe("Admin page copy", () => {
  // Sign in, four admin pages and three public ones on a shared 2-core machine.
  test.slow();

  test("An admin rewrites an FAQ answer and the home hero, and a visitor sees both at once", async ({
    page,
    browser,
    checkA11y,
  }, testInfo) => {
    const word = `Quillon${Date.now().toString(36)}`;
    // Each project edits its own question, so two runs on one site never overwrite each other's answer.
    const question = testInfo.project.name.endsWith("phone")
      ? "Can my group volunteer together?"
      : "Do you offer educational resources?";

    // A visitor opens both pages first, so the page cache holds them as they were.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/faq");
    await expect(visitorPage.getByRole("button", { name: question })).toBeVisible();
    await visitorPage.goto("/");

    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Pages" }).click();
    await expect(page.getByRole("heading", { name: "Pages", exact: true })).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: "Edit FAQ" }).click();
    await page.getByRole("link", { name: `Edit “${question}”` }).click();

    // After hydration the answer's HTML box is the rich text editor.
    await expect(page.getByRole("toolbar", { name: "Text formatting" })).toBeVisible();
    const editor = page.getByRole("textbox", { name: "Answer", exact: true });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await checkA11y();
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(`Yes: ${word} courses start every month, free of charge.`);
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview (not saved yet)" });
    await expect(preview.getByText(`Yes: ${word} courses start every month, free of charge.`)).toBeVisible();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/faq$/);
    await expect(page.getByText("Question saved", { exact: true }).first()).toBeVisible();

    await page.goto("/admin/pages/home");
    const lead = page.getByLabel("Sentence under the title");
    await lead.fill(`We connect ${word} neighbors with partners, products and free courses.`);
    await checkA11y();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await expect(page.getByText("Home page hero saved", { exact: true }).first()).toBeVisible();

    // The visitor, never signed in, gets the new words from the same addresses straight away.
    await visitorPage.goto("/faq");
    await visitorPage.getByRole("button", { name: question }).click();
    await expect(visitorPage.getByText(`Yes: ${word} courses start every month, free of charge.`)).toBeVisible();
    await visitorPage.goto("/");
    await expect(visitorPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      visitorPage.getByText(`We connect ${word} neighbors with partners, products and free courses.`),
    ).toBeVisible();
    await checkA11y(visitorPage);
    await visitor.close();
  });

  test("An admin rewrites a sentence of an About page, and a visitor sees it at once", async ({
    page,
    browser,
    checkA11y,
  }, testInfo) => {
    const word = `Tallow${Date.now().toString(36)}`;
    // Each project edits its own page, so two runs on one site never save over each other's words.
    const phone = testInfo.project.name.endsWith("phone");
    const target = phone
      ? { edit: "/admin/pages/mission", label: "Edit Our Mission", path: "/about/mission", field: "Vision" }
      : { edit: "/admin/pages/about", label: "Edit About Us", path: "/about", field: "Paragraphs · 1" };
    const sentence = `We started with ${word} neighbors around one kitchen table.`;

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(target.path);
    await expect(visitorPage.getByRole("heading", { level: 1 })).toBeVisible();

    await signInAsAdmin(page);
    await page.goto("/admin/pages");
    await page.getByRole("link", { name: target.label }).click();
    await expect(page).toHaveURL(new RegExp(`${target.edit}$`));
    const field = page.getByRole("textbox", { name: target.field, exact: true });
    await field.fill("");
    await field.blur();
    await expect(page.getByText(/can’t be left empty/).first()).toBeVisible();
    await field.fill(sentence);
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview (not saved yet)" });
    await expect(preview.getByText(sentence)).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await expect(page.getByText(/saved$/).first()).toBeVisible();

    await visitorPage.goto(target.path);
    await expect(visitorPage.getByText(sentence)).toBeVisible();
    await checkA11y(visitorPage);
    await visitor.close();
  });
});
