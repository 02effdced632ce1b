import { test, type BrowserContext, type Page } from "@playwright/test";

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
