import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { adminTotpSecret, enterTwoFactorCode, signInAsAdmin } from "./admin-session";
import { E2E_ADMIN, UNDELIVERABLE_PREFIX } from "./global-setup";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 60_000 });

async function portrait() {
  // A unique picture per run, so its content-hash address is new too.
  const [r, g, b] = [...randomBytes(3)];
  return sharp({ create: { width: 640, height: 800, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .png()
    .toBuffer();
}

test("an admin sees what arrived, what waits and the drafts at a glance", async ({ page, checkA11y }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  const panel = page.getByRole("region", { name: "At a glance" });
  await expect(panel.getByRole("heading", { level: 2, name: "At a glance" })).toBeVisible();
  for (const term of ["New since your last visit", "Active campaigns", "Confirmed newsletter subscribers"]) {
    await expect(panel.getByRole("term").filter({ hasText: term })).toBeVisible();
  }
  await expect(panel.getByRole("heading", { name: "Waiting for a first look" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Drafts not yet published" })).toBeVisible();
  // The three sections of the spec are still there, below the panel.
  for (const name of ["Campaign Management", "Team Management", "Form Submissions"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y();
});

test("an admin uploads a portrait in the team dialog, sees the preview, and the member shows it", async ({
  page,
  checkA11y,
}) => {
  const name = `Dara Quinn ${randomBytes(2).toString("hex")}`;
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Add Team Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });
  const upload = dialog.getByLabel("Upload an image");
  await expect(upload).toBeVisible();

  // Something that is not a picture is refused, with the reason next to the field.
  await upload.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("a shopping list, not a picture"),
  });
  await expect(dialog.getByRole("alert").filter({ hasText: "That file is not an image we can use." })).toBeVisible();
  await expect(dialog.getByLabel("Image URL", { exact: true })).toHaveValue("");

  await upload.setInputFiles({ name: "dara.png", mimeType: "image/png", buffer: await portrait() });
  await expect(dialog.getByText("Uploaded. Its address is filled in above; save the form to use it.")).toBeVisible();
  const imageUrl = dialog.getByLabel("Image URL", { exact: true });
  await expect(imageUrl).toHaveValue(/^\/media\/[a-f0-9]{16}\.webp$/);
  const preview = dialog.getByRole("img", { name: "Preview of what you uploaded" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  await checkA11y();

  const address = await imageUrl.inputValue();
  const served = await page.request.get(address);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Role").fill("Youth Programme Lead");
  await dialog.getByLabel("Description").fill("Runs the Saturday homework club and the summer reading challenge.");
  await dialog.getByLabel("Sort order").fill("9");
  await dialog.getByLabel("Alt text").fill(`${name} smiling outside the community center`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Team member created successfully", { exact: true })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.locator("img")).toHaveAttribute("src", address);

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Team member deleted successfully", { exact: true })).toBeVisible();
});

test("the campaign editor offers the upload and the Published checkbox", async ({ page, checkA11y }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/campaigns/new");
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "New campaign" }) });
  await expect(form.getByLabel("Image URL", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Upload an image")).toBeVisible();
  // A new campaign starts as a draft, like every other editor's new item (issue 18).
  await expect(form.getByLabel("Published on the public site")).not.toBeChecked();
  await checkA11y();
});

test("the campaign editor suggests a code that cannot be guessed, generates another, and warns about weak ones", async ({
  page,
  checkA11y,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/campaigns/new");
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "New campaign" }) });
  const code = form.getByLabel("Eligibility code");
  // Prefilled by the server, so it is there before JavaScript runs.
  const suggested = await code.inputValue();
  expect(suggested).toMatch(/^[A-Z]+-[2-9A-HJ-NP-Z]{4}-20\d\d$/);
  await expect(form.getByText(/Codes like this can be guessed/)).toHaveCount(0);

  // A word plus a year is allowed (partners may have printed it) but warned about, next to the field.
  await code.fill("ANCHOR2026");
  await expect(form.getByRole("status").filter({ hasText: "This code is a word followed by a number." })).toBeVisible();
  await checkA11y();

  await form.getByRole("button", { name: "Generate a code" }).click();
  const generated = await code.inputValue();
  expect(generated).toMatch(/^[A-Z]+-[2-9A-HJ-NP-Z]{4}-20\d\d$/);
  expect(generated).not.toBe(suggested);
  await expect(form.getByText(/Codes like this can be guessed/)).toHaveCount(0);
});

test("a campaign an admin saves reaches anonymous visitors at once, not after the page cache expires", async ({
  page,
  playwright,
  baseURL,
}) => {
  const run = randomBytes(3).toString("hex");
  await signInAsAdmin(page);
  await page.goto("/admin/campaigns/new");
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "New campaign" }) });
  await form.getByLabel("Title").fill(`Porch light repairs ${run}`);
  await form.getByLabel("Description").fill("Volunteers fix porch lights for older neighbors before winter.");
  await form.getByLabel("Location").fill("Dayton, OH");
  await form.getByLabel("Eligibility code").fill(`LIGHT-${run.toUpperCase()}-2026`);
  await form.getByLabel("Published on the public site").check();
  await form.getByRole("button", { name: "Create Campaign" }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;

  // A visitor's repeat look at the page comes from the server's page cache (polled: the other
  // project's run of this test writes content too, which rightly empties the cache).
  const visitor = await playwright.request.newContext({ baseURL });
  await expect.poll(async () => (await visitor.get(`/campaigns/${id}`)).headers()["x-cache"]).toBe("HIT");
  expect(await (await visitor.get(`/campaigns/${id}`)).text()).toContain("Dayton, OH");

  // With JavaScript on, the save is a POST to /admin/campaigns/{id}/edit.data (a path the old invalidation missed).
  await page.getByRole("link", { name: "Edit Campaign" }).click();
  await page.getByLabel("Location").fill("Toledo, OH");
  const saved = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === `/admin/campaigns/${id}/edit.data`,
  );
  await page.getByRole("button", { name: "Save Changes" }).click();
  await saved;
  await expect(page.getByText("Campaign updated successfully").first()).toBeVisible();

  const fresh = await (await visitor.get(`/campaigns/${id}`)).text();
  expect(fresh).toContain("Toledo, OH");
  expect(fresh).not.toContain("Dayton, OH");
  await visitor.dispose();
});

test("the dashboard shows failed emails, scheduled items, sends in progress and draft campaigns, and counts news from the visit before this sign-in", async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.setTimeout(150_000);
  const run = randomBytes(3).toString("hex");
  await signInAsAdmin(page);
  // A visit already happened in this session.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 2, name: "At a glance" })).toBeVisible();

  // An email that cannot be delivered: a sign-up with an address the mail server refuses.
  await page.goto("/newsletter");
  await page.getByRole("textbox", { name: "Email address" }).fill(`${UNDELIVERABLE_PREFIX}${run}@example.org`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Almost done!", { exact: true })).toBeVisible({ timeout: 20_000 });

  // A story scheduled for later, and a campaign saved as a draft.
  const story = `Harvest supper ${run}`;
  await page.goto("/admin/news/new");
  // Once the page has hydrated, the HTML box is the rich text editor: typing before that could be lost.
  const body = page.getByRole("textbox", { name: "Article content" });
  await expect(body).toHaveAttribute("contenteditable", "true");
  await page.getByLabel("Title").fill(story);
  await page.getByLabel("Summary").fill("A shared supper in the church hall.");
  await body.click();
  await page.keyboard.type("Bring a dish if you can.");
  await page.getByLabel("Category").selectOption("Community");
  await page.getByLabel(/Publication date and time/).fill("2031-06-01T09:30");
  await page.getByLabel("Published on the public site").check();
  await page.getByRole("button", { name: "Create news item" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 20_000 });

  const campaign = `Snow shoveling crew ${run}`;
  await page.goto("/admin/campaigns/new");
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "New campaign" }) });
  await form.getByLabel("Title").fill(campaign);
  await form.getByLabel("Description").fill("Teenagers clear sidewalks for older neighbors after storms.");
  await form.getByLabel("Location").fill("Erie, PA");
  await form.getByLabel("Eligibility code").fill(`SNOW-${run.toUpperCase()}-2026`);
  await form.getByRole("button", { name: "Create Campaign" }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/[0-9a-f-]{36}$/, { timeout: 20_000 });

  // Signing in again starts a new visit: "new" now counts from the visit before, not "your first visit".
  const context = await browser.newContext({ ...testInfo.project.use });
  const staff = await context.newPage();
  await staff.goto("/auth");
  await staff.getByLabel("Email").fill(E2E_ADMIN.email);
  await staff.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await staff.getByRole("button", { name: "Sign In" }).click();
  // A new browser: staff give their second factor too (ADR 0026).
  await enterTwoFactorCode(staff, adminTotpSecret());
  await expect(staff).toHaveURL(/\/$/, { timeout: 20_000 });
  await staff.goto("/admin");
  const glance = staff.getByRole("region", { name: "At a glance" });
  await expect(glance.getByText(/^Messages, applications and sign-ups since /)).toBeVisible();
  await expect(glance.getByText("Your first visit: everything still marked new.")).toHaveCount(0);
  // Coming back to the dashboard in the same visit keeps the marker.
  await staff.reload();
  await expect(glance.getByText(/^Messages, applications and sign-ups since /)).toBeVisible();

  const attention = staff.getByRole("region", { name: "Needs attention" });
  // The refused confirmation email fails within moments of the sign-up.
  await expect(async () => {
    await staff.reload();
    await expect(attention.getByText(/^[\d,]+ emails? could not be delivered\.$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(attention.getByRole("link", { name: "See the failed emails in the outbox" })).toHaveAttribute(
    "href",
    "/admin/outbox?status=failed",
  );
  const scheduled = attention.getByRole("link", { name: new RegExp(`News: ${story}`) });
  await expect(scheduled).toContainText("Jun 1, 2031, 9:30 AM");
  await expect(attention.getByRole("heading", { name: "Newsletter sends in progress" })).toBeVisible();
  await expect(attention.getByRole("link", { name: new RegExp(campaign) })).toHaveAttribute(
    "href",
    /^\/admin\/campaigns\/[0-9a-f-]{36}$/,
  );
  expect(await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkA11y(staff);

  await attention.getByRole("link", { name: "See the failed emails in the outbox" }).click();
  await expect(staff.getByText(`To ${UNDELIVERABLE_PREFIX}${run}@example.org`).first()).toBeVisible();
  await context.close();
});
