import type { Page } from "@playwright/test";
import { openAfterTwoFactorSetup, otherBrowser, signUpAndConfirm, uniqueEmail } from "./account-journeys";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

// Sign-up, a role change and a second browser make these journeys longer than a page visit.
test.describe.configure({ timeout: 180_000 });

/** Confirming the email signs the new account in, so its browser needs no sign-in of its own. */
/** An administrator gives a new account `role` on its account page, confirming the change. */
async function giveRole(page: Page, email: string, role: "editor" | "caseworker") {
  await signInAsAdmin(page);
  await page.goto(`/admin/accounts?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Manage ${email}` }).click();
  await page.getByRole("link", { name: `Make ${role}` }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: `Make ${email} an ${role}?`.replace("an caseworker", "a caseworker") }),
  ).toBeVisible();
  await page.getByRole("button", { name: `Yes, make ${role}` }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /role given/ })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
}

/** The back office's section links, as the staff member sees them. */
const sections = (page: Page) => page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");

test("an editor writes content but never opens what visitors sent", async ({ page, browser, checkA11y }) => {
  const email = uniqueEmail("writer");
  const editor = await otherBrowser(browser);
  await signUpAndConfirm(editor, email);
  await giveRole(page, email, "editor");

  await openAfterTwoFactorSetup(editor, "/admin");
  await expect(editor.getByText(`Signed in as ${email} (Editor)`)).toBeVisible();
  await expect(sections(editor).getByText("News", { exact: true })).toBeVisible();
  await expect(sections(editor).filter({ hasText: /Submissions|Accounts|Outbox|Audit log/ })).toHaveCount(0);
  await expect(editor.getByRole("heading", { name: "Form Submissions" })).toHaveCount(0);
  await checkA11y(editor);

  // The address typed by hand is refused on the server, not only hidden.
  const refused = await editor.goto("/admin/submissions/contact");
  expect(refused?.status()).toBe(403);
  await expect(editor.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  expect((await editor.request.get("/admin/submissions/contact/export.csv")).status()).toBe(403);

  const news = await editor.goto("/admin/news/new");
  expect(news?.status()).toBe(200);
  await editor.context().close();
});

test("a caseworker answers submissions but cannot open an editor", async ({ page, browser }) => {
  const email = uniqueEmail("helper");
  const caseworker = await otherBrowser(browser);
  await signUpAndConfirm(caseworker, email);
  await giveRole(page, email, "caseworker");

  await openAfterTwoFactorSetup(caseworker, "/admin");
  await expect(caseworker.getByText(`Signed in as ${email} (Caseworker)`)).toBeVisible();
  await expect(sections(caseworker).getByText("Submissions", { exact: true })).toBeVisible();
  await expect(sections(caseworker).filter({ hasText: /News|Projects|Courses|Accounts/ })).toHaveCount(0);

  expect((await caseworker.goto("/admin/submissions/contact"))?.status()).toBe(200);
  for (const editorPage of ["/admin/news/new", "/admin/projects/new", "/admin/accounts"]) {
    const answer = await caseworker.goto(editorPage);
    expect(answer?.status(), editorPage).toBe(403);
    await expect(caseworker.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }
  await caseworker.context().close();
});
