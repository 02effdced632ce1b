import { CAMPAIGNS, seedCodeOf } from "../../app/db/seed/campaigns";
import { waitForEmail } from "../setup/mail-catcher";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

const STAFF_EMAIL = "caseworkers@example.org";
const CAMPAIGN = CAMPAIGNS.find((campaign) => campaign.status === "Active")!;
/** The machine may be busy: a server round trip after a press gets longer than the default. */
const SLOW = { timeout: 25_000 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("staff answer a campaign application with 'Needs more information', keep a note, and it leaves 'Needs a reply'", async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  const id = unique();
  const name = `Jordan Lee ${id}`;
  const email = `jordan.${id}@example.org`;
  const askFor = `Please send us a photo of the school enrollment letter (${id}).`;
  const note = `Called the family on Tuesday ${id}; they will email the letter.`;

  // A family applies through the public form.
  const library = await (await page.request.get("/projects/library?category=helping-hand")).text();
  const campaignId = new RegExp(
    `href="/campaigns/([0-9a-f-]{36})"[^>]*>${CAMPAIGN.title.replace(/&/g, "&amp;")}<`,
  ).exec(library)?.[1];
  expect(campaignId, "the seeded campaign is in the library").toBeTruthy();
  await page.goto(`/campaigns/${campaignId}/apply`);
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Mailing address").fill("5 Elm Street, Springfield, IL 62701");
  await page.getByLabel("Eligibility code").fill(seedCodeOf(CAMPAIGN.title));
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible(SLOW);
  const receipt = await waitForEmail(process.env.E2E_MAIL_DIR!, email, /We received your application for support/);
  expect(receipt).toMatch(new RegExp(`^Reply-To: ${STAFF_EMAIL}`, "m"));
  expect(receipt).not.toContain(name);

  // Staff find it under "Needs a reply" on the dashboard.
  await signInAsAdmin(page);
  await page.goto("/admin");
  const waiting = page.getByRole("region", { name: "Needs a reply" });
  await expect(waiting.getByRole("link", { name })).toBeVisible(SLOW);
  await waiting.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible(SLOW);
  await expect(page.getByText("No reply or decision yet.")).toBeVisible();
  await checkA11y();

  // Choose the outcome, edit the prefilled message, preview, send.
  await page.getByLabel("Choose an outcome").selectOption({ label: "Needs more information" });
  await page.getByRole("button", { name: "Write the email" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Reply to ${name}` })).toBeVisible(SLOW);
  const message = page.getByRole("textbox", { name: "Message", exact: true });
  await expect(message).toHaveValue(new RegExp(`^Dear ${name},`));
  await expect(message).toHaveValue(new RegExp(CAMPAIGN.title.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")));
  await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue(
    "Your application for support: needs more information",
  );
  await message.fill(
    `${askFor}\n\nDear ${name}, thank you for applying. Once we have it, we decide within a day.\n\nWarm regards,\nThe team`,
  );
  await checkA11y();
  await page.getByRole("button", { name: "Preview the email" }).click();
  await expect(page.getByRole("heading", { name: "Preview: Needs more information" })).toBeVisible(SLOW);
  // The email itself, as the family will see it: its HTML in a frame without scripts (read from the
  // frame's document rather than inside it, where the test runner's own scripts would be blocked),
  // and its plain-text part.
  const frame = page.locator(`iframe[title="The email to ${name}"]`);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("srcdoc", new RegExp(`>${askFor.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`));
  await page.getByText("The plain-text version").click();
  await expect(page.getByRole("group").getByText(askFor, { exact: false })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // (No axe run here: the preview frame is sandboxed with no scripts, so axe cannot be injected into it.)
  expect(overflow, `${testInfo.project.name}: no sideways scrolling`).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Send the email" }).click();

  // The detail page records it, with who sent it and the message.
  await expect(page.getByText("Decision sent: Needs more information", { exact: true })).toBeVisible(SLOW);
  const decision = page.getByRole("region", { name: "Decision and reply" });
  await expect(decision.getByText("Outcome:")).toBeVisible();
  await expect(decision.getByText("Needs more information", { exact: true }).first()).toBeVisible();
  const history = decision.getByRole("list", { name: "Decisions sent, newest first" });
  await expect(history.getByText(/sent by .*admin/i)).toBeVisible();
  await history.getByText("The message sent").click();
  await expect(history.getByText(askFor)).toBeVisible();

  // The email reaches the family, and their reply reaches staff.
  const sent = await waitForEmail(process.env.E2E_MAIL_DIR!, email, /needs more information/);
  expect(sent).toMatch(new RegExp(`^Reply-To: ${STAFF_EMAIL}`, "m"));
  expect(sent).toContain(askFor);

  // A note, for staff only.
  await page.getByRole("textbox", { name: "Add a note" }).fill(note);
  await page.getByRole("button", { name: "Save the note" }).click();
  await expect(page.getByText("Note saved", { exact: true })).toBeVisible(SLOW);
  await expect(page.getByRole("list", { name: "Notes, oldest first" }).getByText(note)).toBeVisible();
  await checkA11y();

  // The audit log names the outcome, the sender and the message.
  await page.goto("/admin/audit");
  const entry = page.getByRole("row").filter({ hasText: `Decision for ${name}` });
  await expect(entry).toContainText(/outcome: Needs more information/i, SLOW);
  await expect(entry).toContainText(askFor.slice(0, 60));
  await expect(entry).toContainText(/admin/i);

  // Answered: no longer waiting.
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Needs a reply" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Needs a reply" }).getByRole("link", { name })).toHaveCount(0);

  // The note is on no public page, for a visitor who is not signed in.
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    for (const path of [
      "/",
      `/campaigns/${campaignId}`,
      `/campaigns/${campaignId}/apply`,
      "/projects/library?category=helping-hand",
      `/search?q=${encodeURIComponent(id)}`,
      "/contact",
    ]) {
      const response = await visitor.request.get(path);
      expect(response.status(), path).toBeLessThan(400);
      expect(await response.text(), path).not.toContain(note);
    }
    const admin = await visitor.request.get(`/admin/submissions/campaign`, { maxRedirects: 0 });
    expect(await admin.text()).not.toContain(note);
  } finally {
    await visitor.close();
  }
});
