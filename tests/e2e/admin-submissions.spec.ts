import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 60_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A field's label, with or without the required-field asterisk. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);

test("staff read a long contact message in full and change its status from its own page", async ({
  page,
  checkA11y,
}) => {
  const id = unique();
  const name = `Rosa Delgado ${id}`;
  const lines = Array.from({ length: 10 }, (_, index) => `Line ${index + 1}: details about our group.`);
  lines[7] = "P.S. Please call me after 5 PM, not in the morning.";
  const ending = `That is everything, thank you ${id}.`;
  const message = `${lines.join("\n")}\n\n${"We can bring twelve helpers and two vans on Saturday. ".repeat(25)}${ending}`;

  // A visitor sends it through the public form, as anyone would.
  await page.goto("/contact");
  await page.getByLabel(label("Your name")).fill(name);
  await page.getByLabel(label("Email")).fill(`rosa.${id}@example.org`);
  await page.getByLabel(label("Message")).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("form-success")).toContainText("Message Sent Successfully!", { timeout: 15_000 });

  await signInAsAdmin(page);
  await page.goto(`/admin/submissions/contact?q=${encodeURIComponent(id)}`);
  await expect(page.getByRole("heading", { level: 2, name: /Contact messages/ })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: `View details for ${name}` }).click();

  await expect(page).toHaveURL(/\/admin\/submissions\/contact\/[0-9a-f-]{36}\?q=/);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Contact message from ${name} — Submissions — Admin \\| `));
  // The note on line 8 and the very end of the long message are on the page, not clipped.
  const body = page.getByRole("definition").filter({ hasText: "P.S. Please call me after 5 PM" });
  await expect(body).toBeVisible();
  await expect(body.getByText(ending, { exact: false })).toBeVisible();
  expect(await body.locator("p").innerText()).toBe(message);
  const clipped = await body.locator("p").evaluate((element) => element.scrollHeight > element.clientHeight + 1);
  expect(clipped).toBe(false);
  await expect(page.getByRole("link", { name: `rosa.${id}@example.org` })).toHaveAttribute(
    "href",
    `mailto:rosa.${id}@example.org`,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y();

  // The status changes here, and the page says so.
  await page.getByLabel("Status", { exact: true }).selectOption("done");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Marked as Done", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("done");
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

  // Back to the same search.
  await page.getByRole("link", { name: "Back to contact messages" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/submissions/contact\\?q=${id}$`));
  await expect(page.getByLabel("Status of this submission").filter({ visible: true })).toHaveValue("done");
});

test("an unknown submission is answered with a page that says so", async ({ page, checkA11y }) => {
  await signInAsAdmin(page);
  const response = await page.goto("/admin/submissions/contact/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Submission not found" })).toBeVisible();
  await checkA11y();
});

test("on a phone the submissions list is cards with a full-width search, and a name opens the submission", async ({
  page,
  checkA11y,
}, testInfo) => {
  test.skip(!testInfo.project.name.endsWith("phone"), "the 375 px layout");
  test.setTimeout(90_000);
  const id = unique();
  const name = `Tomás Herrera ${id}`;
  await page.goto("/contact");
  await page.getByLabel(label("Your name")).fill(name);
  await page.getByLabel(label("Email")).fill(`tomas.${id}@example.org`);
  await page.getByLabel(label("Message")).fill("Could the food pantry use two more drivers on Thursdays?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("form-success")).toContainText("Message Sent Successfully!", { timeout: 20_000 });

  await signInAsAdmin(page);
  await page.goto("/admin/submissions/contact");
  const search = page.getByRole("searchbox", { name: "Search" });
  const box = await search.boundingBox();
  // The page is 375 px wide, with 16 px of padding and the filter box's own on either side.
  expect(box!.width).toBeGreaterThanOrEqual(280);
  await search.fill(id);
  await page.getByRole("search", { name: "Search contact messages" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${id}`));

  const cards = page.getByRole("list", { name: "Contact messages, newest first" });
  const card = cards.getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByLabel("Status of this submission")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath("submissions-375.png"), fullPage: true });

  await card.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
});
