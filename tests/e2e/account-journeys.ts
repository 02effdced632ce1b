import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { waitForEmail } from "../setup/mail-catcher";
import { totpCode } from "../setup/two-factor";
import { expect, test } from "./fixtures";

/** Steps of the account journeys that several staff specs share. */
export const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.org`;
export const PASSWORD = "harbor-lilac-73";
export const DISABLED_MESSAGE = "This account has been disabled. Please contact the site's staff.";

/** A second browser (its own cookies) on this project's site. */
export async function otherBrowser(browser: Browser) {
  const project = test.info().project.use;
  const context = await browser.newContext({ ...project, baseURL: project.baseURL });
  return context.newPage();
}

export async function signUp(page: Page, email: string) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Please check your email to confirm your account." }).first(),
  ).toBeVisible();
}

export async function signUpAndConfirm(page: Page, email: string) {
  await signUp(page, email);
  const mail = await waitForEmail(process.env.E2E_MAIL_DIR!, email, /confirm your email/i);
  const url = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail)![0]);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();
}

/**
 * A staff member's first back-office page sends them to set up two-factor sign-in (ADR 0026):
 * this goes through that page with the shown key, saves nothing of the backup codes, and ends
 * on `path`.
 */
export async function openAfterTwoFactorSetup(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/two-factor\/setup\?redirectTo=/);
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible({ timeout: 30_000 });
  const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
  await page.getByLabel("Code from your authenticator app").fill(totpCode(secret, { base32: true }));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await page.getByRole("link", { name: "I saved my backup codes, continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}
