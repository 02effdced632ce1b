import type { Page } from "@playwright/test";
import { waitForEmail } from "../setup/mail-catcher";
import { totpCode } from "../setup/two-factor";
import { adminTotpSecret, enterTwoFactorCode, signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";
import { PASSWORD, signUpAndConfirm, uniqueEmail } from "./account-journeys";
import { E2E_ADMIN } from "./global-setup";

// Sign-up, email, enrollment and sign-in make these journeys longer than a page visit.
test.describe.configure({ timeout: 90_000, mode: "serial" });

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page, baseURL: string) {
  await page.request.post("/auth/sign-out", { headers: { Origin: baseURL }, maxRedirects: 0 });
}

test("a new staff member sets up two-factor sign-in, then signs in with a code, and a backup code works once", async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  const email = uniqueEmail("new-staff");
  await signUpAndConfirm(page, email);

  // Another administrator gives the account the admin role.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/accounts?q=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name: email }).first().click();
  await admin.getByRole("link", { name: "Make administrator" }).click();
  await admin.getByRole("button", { name: "Yes, make administrator" }).click();
  await expect(admin.getByText("Administrator role given").first()).toBeVisible({ timeout: 20_000 });
  await adminContext.close();

  // Before any back-office page: set up two-factor sign-in, then back to where they were going.
  await page.goto("/admin/news");
  await expect(page).toHaveURL(/\/auth\/two-factor\/setup\?redirectTo=%2Fadmin%2Fnews$/);
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7 ]+$/);
  await checkA11y();
  await page.getByLabel("Code from your authenticator app").fill(totpCode(secret, { base32: true }));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  const codes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole("link", { name: "I saved my backup codes, continue" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  // Sign out; signing in now takes the password and a code.
  await signOut(page, baseURL!);
  await page.goto("/auth");
  await fillSignIn(page, email, PASSWORD);
  await page.getByLabel("Code from your authenticator app").fill("000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByText("That code didn't work.").first()).toBeVisible();
  await enterTwoFactorCode(page, secret);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  // A backup code instead of the app: it works once.
  for (const attempt of ["first", "second"] as const) {
    await signOut(page, baseURL!);
    await page.goto("/auth");
    await fillSignIn(page, email, PASSWORD);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(codes[0]!);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    if (attempt === "first") await expect(page).toHaveURL(/\/$/);
    else
      await expect(
        page.getByText("That backup code didn't work. Each backup code works only once").first(),
      ).toBeVisible();
  }
});

test("a signed-out visit to an admin address comes back to it after signing in", async ({ page, isMobile }) => {
  test.skip(isMobile, "the seeded admin's sign-ins are shared with the lockout journey below: one run");
  const response = await page.goto("/admin/submissions/contact");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await page.locator("#main-content").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fsubmissions%2Fcontact$/);
  await fillSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await enterTwoFactorCode(page, adminTotpSecret());
  await expect(page).toHaveURL(/\/admin\/submissions\/contact$/);
});

test("under many wrong passwords from elsewhere, the owner's browser still signs in and a new browser gets in through an emailed link", async ({
  page,
  browser,
  playwright,
  baseURL,
  isMobile,
  checkA11y,
}) => {
  test.skip(isMobile, "one run is enough: it pauses the seeded admin's new browsers for 15 minutes");
  const secret = adminTotpSecret();
  // The owner's browser has signed in before (both factors): it holds the account's device cookie.
  await page.goto("/auth");
  await fillSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await enterTwoFactorCode(page, secret);
  await expect(page).toHaveURL(/\/$/);
  await page.context().clearCookies({ name: "csn.session_token" });

  // 29 wrong passwords from 29 addresses that never signed in to the account.
  const guesser = await playwright.request.newContext({ baseURL });
  for (let i = 0; i < 29; i++) {
    await guesser.post("/auth", {
      form: { intent: "signin", email: E2E_ADMIN.email, password: `guess-${i}-wrong` },
      headers: { Origin: baseURL!, "X-Forwarded-For": `198.51.100.${i + 101}` },
      maxRedirects: 0,
    });
  }
  await guesser.dispose();

  // The owner's browser is not stopped.
  await page.goto("/auth");
  await fillSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await enterTwoFactorCode(page, secret);
  await expect(page).toHaveURL(/\/$/);

  // A new browser is paused, and offered a link by email instead.
  const stranger = await browser.newContext({ baseURL });
  const other = await stranger.newPage();
  await other.goto("/auth?redirectTo=/admin/outbox");
  await fillSignIn(other, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(
    other.getByRole("alert").filter({ hasText: "from browsers it has not been used in before" }),
  ).toBeVisible();
  await other.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(other.getByRole("status").filter({ hasText: "a sign-in link is on its way" }).first()).toBeVisible();
  const mail = await waitForEmail(process.env.E2E_MAIL_DIR!, E2E_ADMIN.email, /sign-in link/i, 30_000);
  const link = new URL(/https?:\/\/\S+\/auth\/sign-in-link\S+/.exec(mail)![0]);
  await other.goto(`${link.pathname}${link.search}`);
  await other.getByRole("button", { name: "Sign in" }).click();
  // The second factor is still asked for, then the browser lands where it was going.
  await enterTwoFactorCode(other, secret);
  await expect(other).toHaveURL(/\/admin\/outbox$/);
  await expect(other.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  // The link worked once.
  await other.goto(`${link.pathname}${link.search}`);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByText("This sign-in link has expired or was already used.")).toBeVisible();
  await checkA11y();
  await stranger.close();
});
