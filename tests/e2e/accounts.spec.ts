import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { waitForEmail } from "../setup/mail-catcher";
import { CAMPAIGNS } from "../../app/db/seed/campaigns";
import { COURSES } from "../../app/db/seed/courses";
import { expect, test } from "./fixtures";
import { adminTotpSecret, enterTwoFactorCode, signInAsAdmin } from "./admin-session";
import { E2E_ADMIN } from "./global-setup";

const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.org`;
const PASSWORD = "juniper-bridge-58";
/** A seeded public course, picked by its shape, and the progress one completed lesson of it shows. */
const PUBLIC_COURSE = COURSES.find(
  (course) => !course.isPrivate && course.modules.some((module) => module.lessons.length > 0),
);
if (!PUBLIC_COURSE) throw new Error("the demo seed has no public course with lessons");
const ONE_LESSON_PROGRESS = String(
  Math.round((1 / PUBLIC_COURSE.modules.reduce((sum, module) => sum + module.lessons.length, 0)) * 100),
);

async function signUpAndConfirm(page: Page, email: string) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Please check your email to confirm your account." }).first(),
  ).toBeVisible();
  const mail = await waitForEmail(process.env.E2E_MAIL_DIR!, email, /confirm your email/i);
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail)![0];
  // The link is built from PUBLIC_URL; follow it on this test server.
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // The admin has two-factor sign-in on (global-setup): the code comes next.
  if (email === E2E_ADMIN.email) await enterTwoFactorCode(page, adminTotpSecret());
  await expect(page).toHaveURL(/\/$/);
}

async function openAccountMenu(page: Page, email: string) {
  const isPhone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (isPhone) {
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.getByRole("dialog");
  }
  // A click before hydration does nothing, as on any scripted button (one made while the menu's
  // code loads is kept: see the tests below), so click until the menu shows.
  const trigger = page.getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) });
  await expect(async () => {
    await trigger.click();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return page.getByRole("menu");
}

// Sign-up, email and sign-in make these journeys longer than a page visit.
test.describe.configure({ timeout: 60_000 });

test.describe("Accounts", () => {
  test("a visitor signs up, confirms through the emailed link, and sees their account menu", async ({
    page,
    checkA11y,
  }) => {
    const email = uniqueEmail("newcomer");
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Join Our Community" })).toBeVisible();
    await checkA11y();

    await signUpAndConfirm(page, email);
    const menu = await openAccountMenu(page, email);
    await expect(menu.getByText(email).first()).toBeVisible();
    await expect(menu.getByText("Administrator")).toHaveCount(0);
    await expect(
      menu.getByRole("menuitem", { name: "Admin Dashboard" }).or(menu.getByRole("link", { name: "Admin Dashboard" })),
    ).toHaveCount(0);
    await menu
      .getByRole("menuitem", { name: "Sign Out" })
      .or(menu.getByRole("button", { name: "Sign Out" }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
    // Signed out for real: the dashboard and the account are gone.
    expect((await page.goto("/admin"))?.status()).toBe(403);
  });

  for (const arrival of ["right after signing in", "on a page loaded while signed in"] as const) {
    test(`${arrival}, a click on the account button while its code is still loading opens the menu when it arrives`, async ({
      page,
    }) => {
      test.skip((page.viewportSize()?.width ?? 1280) < 1024, "the account button is in the desktop utility bar");
      let releaseMenuCode!: () => void;
      const menuCodeHeld = new Promise<void>((resolve) => (releaseMenuCode = resolve));
      await page.route(/\/assets\/account-menu-[\w-]+\.js$/, async (route) => {
        await menuCodeHeld;
        await route.continue();
      });
      if (arrival === "right after signing in") {
        await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      } else {
        await signInAsAdmin(page);
        // The scripted search button shows that the page has hydrated.
        await expect(page.getByRole("banner").getByRole("button", { name: "Search", exact: true })).toBeVisible();
      }
      const trigger = page.getByRole("button", { name: `Account menu, ${E2E_ADMIN.email}` });
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("menu")).toHaveCount(0);
      releaseMenuCode();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      await expect(menu.getByText("Administrator")).toBeVisible();
    });
  }

  test("a learner who completed a lesson before signing up finds it in their account", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) < 1024, "not about layout: one run is enough");
    await page.goto("/academy");
    const href = await page.getByRole("link", { name: PUBLIC_COURSE.title, exact: true }).getAttribute("href");
    await page.goto(`${href}/learn`);
    const progress = page.getByRole("progressbar", { name: "Course progress" }).first();
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    // The player first puts the lesson it opened into the address; a tick before that lands would
    // complete the lesson and then follow that navigation to the next one, past the completed screen.
    await expect(page).toHaveURL(/\?lesson=[0-9a-f-]{36}$/);
    await page.getByRole("checkbox", { name: "Mark as Complete" }).click();
    await expect(page.getByRole("heading", { name: "Lesson Completed!" })).toBeVisible();

    await signUpAndConfirm(page, uniqueEmail("learner"));
    await page.goto(`${href}/learn`);
    await expect(progress).toHaveAttribute("aria-valuenow", ONE_LESSON_PROGRESS);
    // Moved to the account, then forgotten by the browser: a reload still shows it.
    const storedCourses = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("csn:academy:completed:")).length);
    await expect.poll(storedCourses).toBe(0);
    await page.reload();
    await expect(progress).toHaveAttribute("aria-valuenow", ONE_LESSON_PROGRESS);
  });

  test("the sign-in form checks the email before sending anything", async ({ page }) => {
    await page.goto("/auth");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.getByLabel("Email").fill("not an email");
    await page.getByLabel(/^Password/).fill("123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid Email").first()).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    expect(posted).toBe(false);

    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill("wrong-password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
    await expect(page.getByText("Sign In Failed").first()).toBeVisible();
  });

  test("an owner signs in at once from a browser used before while others guess the password, and a new browser is told why it waits", async ({
    page,
    browser,
    playwright,
    baseURL,
    checkA11y,
  }) => {
    const email = uniqueEmail("owner");
    await signUpAndConfirm(page, email);
    // Signing in through the form makes this browser known to the account; then the visit ends.
    await page.context().clearCookies({ name: "csn.session_token" });
    await signIn(page, email, PASSWORD);
    await page.context().clearCookies({ name: "csn.session_token" });

    // Someone guesses from a dozen addresses that never signed in to the account.
    const guesser = await playwright.request.newContext({ baseURL });
    for (let i = 0; i < 12; i++) {
      await guesser.post("/auth", {
        form: { intent: "signin", email, password: `guess-${i}-wrong` },
        headers: { Origin: baseURL!, "X-Forwarded-For": `198.51.100.${i + 1}` },
        maxRedirects: 0,
      });
    }
    await guesser.dispose();

    // The owner's browser is not stopped.
    await signIn(page, email, PASSWORD);

    // A browser the account has never been used in is refused for now, and told why.
    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto("/auth");
    await other.getByLabel("Email").fill(email);
    await other.getByLabel(/^Password/).fill(PASSWORD);
    await other.getByRole("button", { name: "Sign In" }).click();
    await expect(
      other.getByRole("alert").filter({
        hasText: "too many failed sign-in attempts for this account from browsers it has not been used in before",
      }),
    ).toBeVisible();
    await expect(other).toHaveURL(/\/auth/);
    await stranger.close();
    await checkA11y();
  });

  test("a signed-in user who is not an admin is refused at /admin", async ({ page, checkA11y }) => {
    const anonymous = await page.goto("/admin");
    expect(anonymous?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();

    await signUpAndConfirm(page, uniqueEmail("member"));
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
    const content = await page.content();
    for (const secret of [...CAMPAIGNS.map((campaign) => campaign.eligibilityCode), "Campaign Management"])
      expect(content).not.toContain(secret);
    await checkA11y();
  });
});

test.describe("The admin dashboard", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(({ isMobile }) => isMobile, "one run is enough; the dashboard is checked at 375 px in its own test");

  test("an admin edits a campaign and sees the change", async ({ page, checkA11y }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const menu = await openAccountMenu(page, E2E_ADMIN.email);
    await expect(menu.getByText("Administrator")).toBeVisible();
    await menu.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    for (const name of ["Campaign Management", "Team Management", "Form Submissions"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await checkA11y();

    await page.getByRole("link", { name: "Edit Campaign" }).click();
    const raised = page.getByLabel("Raised amount (USD)");
    await raised.fill("4321.5");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Campaign updated successfully", { exact: true })).toBeVisible();
    await expect(page.getByText("$4,321.50")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Campaign" })).toBeVisible();

    await page.getByRole("link", { name: /^Participants \(\d+\)$/ }).click();
    await expect(
      page.getByRole("table", { name: /Participants/ }).or(page.getByText("No one has applied to this campaign yet.")),
    ).toBeVisible();
  });

  test("an admin creates, edits and deletes a team member", async ({ page }) => {
    const name = `Marisol Vega ${randomBytes(2).toString("hex")}`;
    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Team Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Team Member" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Role").fill("Volunteer Coordinator");
    await dialog
      .getByLabel("Description")
      .fill("Matches new volunteers with the families and projects that need them.");
    await dialog.getByLabel("Category").selectOption("committee");
    await dialog.getByLabel("Sort order").fill("7");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Team member created successfully", { exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();

    await page.goto("/about/team");
    await expect(page.getByText(name)).toBeVisible();

    await page.goto("/admin");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Team Member" });
    await edit.getByLabel("Role").fill("Volunteer Lead");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Team member updated successfully", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("row", { name: new RegExp(name) }).getByRole("cell", { name: "Volunteer Lead" }),
    ).toBeVisible();

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm.getByText("Are you sure you want to delete this team member?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Team member deleted successfully", { exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name, exact: true })).toHaveCount(0);
  });

  test("an admin changes a submission's status and downloads the list as CSV", async ({ page, checkA11y }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/submissions/campaign");
    await expect(page.getByRole("heading", { level: 2, name: /Campaign applications/ })).toBeVisible();
    await checkA11y();
    // The list is a table on a wide screen and cards on a phone: the one shown here.
    const statuses = page.getByLabel("Status of this submission").filter({ visible: true });
    await statuses.first().selectOption("done");
    await page.getByRole("button", { name: "Save", exact: true }).filter({ visible: true }).first().click();
    await expect(page.getByText("Marked as Done", { exact: true })).toBeVisible();
    await page.getByRole("search").getByLabel("Status").selectOption("done");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(statuses.first()).toHaveValue("done");

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^campaign-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(
      csv.startsWith(
        "\uFEFFReceived,Received in UTC (ISO 8601),Campaign,Full name,Email,Phone,Address,Status,Internal notes (staff only)\r\n",
      ),
    ).toBe(true);
    expect(csv).toContain("Done");
  });
});

test("the admin dashboard works on a 375 px phone", async ({ page, isMobile, checkA11y }) => {
  test.skip(!isMobile, "phone only");
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 2, name: "Campaign Management" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y();
});
