import type { Page } from "@playwright/test";
import { waitForEmail } from "../setup/mail-catcher";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/**
 * Issue 38: a person asks to be erased from the public "Your data" form, confirms from the email,
 * staff carry it out and the person is told; a request never confirmed never reaches staff.
 * On the staff server (admin-*.spec.ts), as it erases what it made.
 */
test.describe.configure({ timeout: 300_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);
const linkIn = (mail: string) => /https?:\/\/\S+\/privacy\/your-data\/confirm\?token=[\w-]+/.exec(mail)![0];

async function askFor(page: Page, what: string, email: string) {
  await page.goto("/privacy/your-data");
  await page.getByLabel(label("What would you like?")).selectOption({ label: what });
  await page.getByLabel(label("Your email address")).fill(email);
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible({ timeout: 15_000 });
}

test("a visitor's confirmed erasure is carried out by staff and the visitor is told", async ({ page, checkA11y }) => {
  const id = unique();
  const email = `wren.${id}@example.org`;
  const unconfirmed = `moss.${id}@example.org`;
  const name = `Wren Halloway ${id}`;

  // The visitor has written to us before.
  await page.goto("/contact");
  await page.getByLabel(label("Your name")).fill(name);
  await page.getByLabel(label("Email")).fill(email);
  await page.getByLabel(label("Message")).fill("Please keep me posted about the food drive.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("form-success")).toContainText("Message Sent Successfully!", { timeout: 15_000 });

  // The privacy policy leads to the form.
  await page.goto("/privacy");
  await page.getByRole("link", { name: "Your data page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  await checkA11y();
  await askFor(page, "Delete my data", email);
  await checkA11y();
  // Someone else's request, never confirmed.
  await askFor(page, "Delete my data", unconfirmed);

  // The link in the email shows a page; its button confirms.
  const mail = await waitForEmail(process.env.E2E_MAIL_DIR!, email, /Confirm your request for deleting your data/);
  await page.goto(linkIn(mail));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your request" })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Confirm my request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your request is confirmed" })).toBeVisible();
  await waitForEmail(process.env.E2E_MAIL_DIR!, unconfirmed, /Confirm your request/);

  // Staff see the confirmed request only, with its due date, and carry it out.
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Privacy" }).click();
  await page
    .getByRole("navigation", { name: "Privacy" })
    .getByRole("link", { name: /Requests/ })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: /Requests from people/ })).toBeVisible();
  await expect(page.getByRole("link", { name: `Delete their data: ${email}` })).toBeVisible();
  await expect(page.getByText(unconfirmed)).toHaveCount(0);
  await checkA11y();
  await page.getByRole("link", { name: `Delete their data: ${email}` }).click();
  await expect(page.getByRole("heading", { level: 3, name: /^Erase \d+ records holding / })).toBeVisible();
  await expect(page.getByText("Contact messages: 1, kept, with the name")).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: /^Erase \d+ records and tell the person$/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: /Requests from people/ })).toBeVisible();
  await expect(page.getByRole("link", { name: `Delete their data: ${email}` })).toHaveCount(0);

  // Nothing is left to find, and the visitor hears it is done.
  await page.getByRole("navigation", { name: "Privacy" }).getByRole("link", { name: "Find a person" }).click();
  await page.getByLabel(label("Email address")).fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  // What is left is the done email itself, queued to them (ADR 0042: the emails rule ages it out).
  await expect(page.getByRole("status").filter({ hasText: `1 record holds ${email}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: "Emails (1)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Your data has been deleted" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: /Contact messages/ })).toHaveCount(0);
  await checkA11y();
  const done = await waitForEmail(process.env.E2E_MAIL_DIR!, email, /Your data has been deleted/);
  expect(done).toContain("Our backups age out on their own");
});
