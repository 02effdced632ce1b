import type { Page } from "@playwright/test";
import { waitForEmail } from "../setup/mail-catcher";
import { DISABLED_MESSAGE, otherBrowser, PASSWORD, signUp, signUpAndConfirm, uniqueEmail } from "./account-journeys";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

// Sign-up, email and two browsers make these journeys longer than a page visit.
test.describe.configure({ timeout: 90_000 });

/** The header's sign-in link (in the menu on a phone): shown only to someone signed out. */
async function signInLink(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await expect(async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    return page.getByRole("dialog").getByRole("link", { name: "Sign In" });
  }
  return page.getByRole("banner").getByRole("link", { name: "Sign In" });
}

async function openAccount(page: Page, email: string) {
  await page.goto(`/admin/accounts?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Manage ${email}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: email })).toBeVisible();
}

test("disable an account and see its session end", async ({ page, browser, checkA11y }) => {
  const email = uniqueEmail("departing");
  const userPage = await otherBrowser(browser);
  await signUpAndConfirm(userPage, email);
  await userPage.goto("/");
  await expect(await signInLink(userPage)).toHaveCount(0);

  await signInAsAdmin(page);
  await openAccount(page, email);
  await checkA11y();
  await page.getByRole("link", { name: "Disable account" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Disable ${email}?` })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Yes, disable account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Account disabled" }).first()).toBeVisible();
  await expect(page.getByText("Disabled", { exact: true }).first()).toBeVisible();

  // The user's next page load is signed out.
  await userPage.reload();
  await expect(await signInLink(userPage)).toBeVisible();

  // Signing in again is refused, with the reason.
  await userPage.goto("/auth");
  await userPage.getByLabel("Email").fill(email);
  await userPage.getByLabel(/^Password/).fill(PASSWORD);
  await userPage.getByRole("button", { name: "Sign In" }).click();
  await expect(userPage.getByText(DISABLED_MESSAGE).first()).toBeVisible();
  await expect(userPage).toHaveURL(/\/auth/);

  // The audit log says who did it.
  await page.goto(`/admin/audit?action=disable_account`);
  await expect(page.getByRole("cell", { name: "disable account" }).first()).toBeVisible();
  await checkA11y();

  // The outbox shows the confirmation email that went to the account, never its body.
  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { level: 2, name: /Email outbox/ })).toBeVisible();
  await expect(page.getByText(`To ${email}`).first()).toBeVisible();
  await expect(page.getByText(/verify-email/)).toHaveCount(0);
  await checkA11y();
  await userPage.context().close();
});

test("making someone an admin asks first, naming the account", async ({ page, browser, checkA11y }) => {
  const email = uniqueEmail("helper");
  const userPage = await otherBrowser(browser);
  await signUp(userPage, email);
  await userPage.context().close();

  await signInAsAdmin(page);
  await openAccount(page, email);
  await checkA11y();
  // Fits a 375 px phone without sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: "Make administrator" }).click();
  const question = page.getByRole("heading", { level: 2, name: `Make ${email} an administrator?` });
  await expect(question).toBeVisible();
  await checkA11y();

  // Cancel changes nothing.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 2, name: email })).toBeVisible();
  await expect(page.getByText("Administrator", { exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Make administrator" }).click();
  await expect(question).toBeVisible();
  await page.getByRole("button", { name: "Yes, make administrator" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Administrator role given" }).first()).toBeVisible();
  await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove staff role" })).toBeVisible();
});

/** The confirmation link of the sign-up email, as a path on this test server. */
async function confirmationPath(email: string) {
  const mail = await waitForEmail(process.env.E2E_MAIL_DIR!, email, /confirm your email/i);
  const url = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail)![0]);
  return `${url.pathname}${url.search}`;
}

test("account email links say what happened: confirmed, a link that no longer works, a disabled account", async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(150_000);
  // A link that works confirms, signs in and says so, with the way on to the home page.
  const confirmed = uniqueEmail("confirmed");
  const userPage = await otherBrowser(browser);
  await signUp(userPage, confirmed);
  const link = await confirmationPath(confirmed);
  await userPage.goto(link);
  await expect(userPage.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();
  await checkA11y(userPage);
  await userPage.getByRole("link", { name: "Go to the home page" }).click();
  await expect(userPage).toHaveURL(/\/$/);

  // The same link again, or one cut short, says what to do instead of landing silently on /.
  await userPage.context().clearCookies();
  await userPage.goto(link);
  await expect(userPage.getByRole("heading", { level: 1, name: "Your email is already confirmed" })).toBeVisible();
  await expect(userPage.getByRole("link", { name: "Go to sign in" })).toBeVisible();
  await userPage.goto(link.replace(/token=[^&]{8}/, "token="));
  await expect(userPage.getByRole("heading", { level: 1, name: "This confirmation link does not work" })).toBeVisible();
  await expect(userPage.getByRole("link", { name: "Go to sign in" })).toBeVisible();
  await checkA11y(userPage);

  // An account disabled before its owner opened the link gets a page, not JSON.
  const departed = uniqueEmail("disabled-before-confirming");
  await signUp(userPage, departed);
  const unusedLink = await confirmationPath(departed);
  await signInAsAdmin(page);
  await openAccount(page, departed);
  await page.getByRole("link", { name: "Disable account" }).click();
  await page.getByRole("button", { name: "Yes, disable account" }).click();
  await expect(page.getByText("Disabled", { exact: true }).first()).toBeVisible();
  await userPage.goto(unusedLink);
  await expect(userPage.getByRole("heading", { level: 1, name: "This account has been disabled" })).toBeVisible();
  await expect(userPage.getByText("ACCOUNT_DISABLED")).toHaveCount(0);
  await userPage.context().close();
});

test("a password reset sent by staff says so in the email", async ({ page, browser }) => {
  const email = uniqueEmail("forgetful");
  const userPage = await otherBrowser(browser);
  await signUpAndConfirm(userPage, email);
  await userPage.context().close();

  await signInAsAdmin(page);
  await openAccount(page, email);
  await page.getByRole("button", { name: "Send password-reset email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password-reset email queued" }).first()).toBeVisible();
  const mail = await waitForEmail(process.env.E2E_MAIL_DIR!, email, /reset your/i);
  expect(mail).toContain("A member of the Community Synergy Network staff sent you this link");
  expect(mail).not.toContain("hopefully you");
});
