import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { waitForEmail } from "../setup/mail-catcher";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.org`;
const PASSWORD = "harbor-lilac-73";
const DISABLED_MESSAGE = "This account has been disabled. Please contact the site's staff.";

// Sign-up, email and two browsers make these journeys longer than a page visit.
test.describe.configure({ timeout: 90_000 });

/** A second browser (its own cookies) on this project's site. */
async function otherBrowser(browser: Browser) {
  const project = test.info().project.use;
  const context = await browser.newContext({ ...project, baseURL: project.baseURL });
  return context.newPage();
}

async function signUp(page: Page, email: string) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Please check your email to confirm your account." }).first(),
  ).toBeVisible();
}

async function signUpAndConfirm(page: Page, email: string) {
  await signUp(page, email);
  const mail = await waitForEmail(process.env.E2E_MAIL_DIR!, email, /confirm your email/i);
  const url = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail)![0]);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/$/);
}

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
  await page.getByRole("link", { name: "Make admin" }).click();
  const question = page.getByRole("heading", { level: 2, name: `Make ${email} an administrator?` });
  await expect(question).toBeVisible();
  await checkA11y();

  // Cancel changes nothing.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 2, name: email })).toBeVisible();
  await expect(page.getByText("Administrator", { exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Make admin" }).click();
  await expect(question).toBeVisible();
  await page.getByRole("button", { name: "Yes, make admin" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Administrator role granted" }).first()).toBeVisible();
  await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove admin role" })).toBeVisible();
});
