import type { Page } from "@playwright/test";
import { waitForEmail } from "../setup/mail-catcher";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

const MAIL_DIR = () => process.env.E2E_MAIL_DIR!;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

/** Subscribes on /newsletter and confirms through the link in the email, as a visitor would. */
async function subscribeAndConfirm(page: Page, email: string) {
  await page.goto("/newsletter");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Almost done!", { exact: true })).toBeVisible();
  const mail = await waitForEmail(MAIL_DIR(), email, /confirm your subscription/i);
  const confirm = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail)![0];
  await page.goto(confirm);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/confirmed|subscribed/i);
}

test.describe("Admin: sending a newsletter issue", () => {
  test.slow();

  test("an admin sends a test, then the issue to every subscriber, and watches it reach 100 %; the unsubscribe link works in one click", async ({
    page,
    checkA11y,
  }, testInfo) => {
    const phone = testInfo.project.name.endsWith("phone");
    const number = phone ? 912 : 911;
    const title = `Coats for the winter drive (${testInfo.project.name})`;
    const reader = uniqueEmail(`reader-${testInfo.project.name}`);
    await subscribeAndConfirm(page, reader);

    await signInAsAdmin(page);
    await page.goto("/admin/newsletters/new");
    await page.getByLabel(/^Issue number/).fill(String(number));
    await page.getByLabel(/^Title/).fill(title);
    const editor = page.getByRole("textbox", { name: "Content", exact: true });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await editor.click();
    await page.keyboard.type("Sixty neighbors brought coats to the library on Saturday. Thank you.");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Create issue" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters$/);

    await page
      .getByRole("link", { name: new RegExp(title.replace(/[()]/g, "\\$&")) })
      .first()
      .click();
    await page.getByRole("link", { name: "Send to subscribers" }).click();
    await expect(page.getByRole("heading", { name: `Send “${title}” to subscribers` })).toBeVisible();
    await checkA11y();

    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(page.getByText("Test on its way", { exact: true }).first()).toBeVisible();
    const test = await waitForEmail(MAIL_DIR(), "admin@example.org", new RegExp(`\\[Test\\].*#${number}`));
    expect(test).toContain("Sixty neighbors brought coats");

    const sendLink = page.getByRole("link", { name: /^Send to [\d,]+ subscribers?…$/ });
    const count = Number((await sendLink.textContent())!.replace(/\D/g, ""));
    expect(count).toBeGreaterThanOrEqual(1);
    await sendLink.click();
    await expect(page.getByText(`Send issue No. ${number} to`)).toBeVisible();
    await page.getByRole("button", { name: /^Yes, send to/ }).click();

    // The progress updates by itself until every message is out.
    const progress = page.getByRole("progressbar", { name: "Newsletter send progress" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
    await expect(page.getByRole("heading", { name: /^Sent to [\d,]+ subscribers?$/ })).toBeVisible();
    await checkA11y();

    // Sending twice is refused: the screen now only shows the send that happened.
    await expect(page.getByRole("link", { name: /^Send to [\d,]+ subscribers?…$/ })).toHaveCount(0);

    // The reader's copy carries their own unsubscribe link, which works in one click.
    const letter = await waitForEmail(MAIL_DIR(), reader, new RegExp(`#${number}:`));
    expect(letter).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const unsubscribe = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(letter)![0];
    await page.context().clearCookies();
    await page.goto(unsubscribe);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  });
});

test.describe("Admin: a sent newsletter says so", () => {
  test.slow();

  test("a stale tab's confirmation offers no second send, and the list says when the issue went out and to how many", async ({
    page,
    checkA11y,
  }, testInfo) => {
    const phone = testInfo.project.name.endsWith("phone");
    const number = phone ? 914 : 913;
    const title = `Porch lights on Elm Street (${testInfo.project.name})`;
    await subscribeAndConfirm(page, uniqueEmail(`stale-${testInfo.project.name}`));

    await signInAsAdmin(page);
    await page.goto("/admin/newsletters/new");
    await page.getByLabel(/^Issue number/).fill(String(number));
    await page.getByLabel(/^Title/).fill(title);
    const editor = page.getByRole("textbox", { name: "Content", exact: true });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await editor.click();
    await page.keyboard.type("Forty porches lit up for the evening walk.");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Create issue" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters$/);
    await page
      .getByRole("link", { name: new RegExp(title.replace(/[()]/g, "\\$&")) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/newsletters\/[^/]+$/);
    const sendPath = new URL(page.url()).pathname + "/send";

    // One tab waits on the confirmation while another tab sends the issue.
    const staleTab = await page.context().newPage();
    await staleTab.goto(`${sendPath}?confirm=1`);
    const staleYes = staleTab.getByRole("button", { name: /^Yes, send to/ });
    await expect(staleYes).toBeVisible();

    await page.goto(`${sendPath}?confirm=1`);
    await page.getByRole("button", { name: /^Yes, send to/ }).click();
    await expect(page.getByRole("progressbar", { name: "Newsletter send progress" })).toBeVisible();

    // Pressing the stale button is refused, and the page then shows the send instead of the button.
    await staleYes.click();
    await expect(staleTab.getByText("This issue was already sent", { exact: true }).first()).toBeVisible();
    await expect(staleTab.getByRole("progressbar", { name: "Newsletter send progress" })).toBeVisible();
    await expect(staleTab.getByRole("button", { name: /^Yes, send to/ })).toHaveCount(0);
    await staleTab.close();

    await page.goto("/admin/newsletters");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText(/^(Sent|Sending since) \w+ \d{1,2}, \d{4} to [\d,]+ subscribers?$/)).toBeVisible();
    await checkA11y();
  });
});
