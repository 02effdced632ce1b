import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { totpCode } from "../setup/two-factor";

type Cookie = Parameters<BrowserContext["addCookies"]>[0][number];

/**
 * Signs the page in as the seeded first admin, reusing the session global-setup opened on this
 * project's site (each real sign-in counts against the per-account and per-IP limits).
 */
export async function signInAsAdmin(page: Page) {
  const states = JSON.parse(process.env.E2E_ADMIN_STATES ?? "{}") as Record<string, { cookies: Cookie[] }>;
  const baseURL = test.info().project.use.baseURL ?? process.env.BASE_URL ?? "";
  const state = states[baseURL];
  if (!state) throw new Error(`No admin session for ${baseURL}: see tests/e2e/global-setup.ts`);
  await page.context().addCookies(state.cookies);
  await page.goto("/");
}

/** The key of the authenticator app the seeded admin enrolled on this project's site (global-setup). */
export function adminTotpSecret(): string {
  const secrets = JSON.parse(process.env.E2E_ADMIN_TOTP_SECRETS ?? "{}") as Record<string, string>;
  const baseURL = test.info().project.use.baseURL ?? process.env.BASE_URL ?? "";
  const secret = secrets[baseURL];
  if (!secret) throw new Error(`No admin two-factor key for ${baseURL}: see tests/e2e/global-setup.ts`);
  return secret;
}

/** On the two-factor step of a sign-in: enters the code an app holding `secret` shows now. */
export async function enterTwoFactorCode(page: Page, secret: string) {
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("Code from your authenticator app").fill(totpCode(secret, { base32: true }));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}
