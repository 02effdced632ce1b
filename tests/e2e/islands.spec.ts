import type { Page } from "@playwright/test";
import { COURSES, DEMO_PRIVATE_COURSE_PASSWORD } from "../../app/db/seed/courses";
import { expect, fromOwnAddress, test } from "./fixtures";

/**
 * Parts of pages drawn from the server's HTML without their code (static-island.tsx): the home
 * page's text sections and the footer keep what the server sent, and forms load their code on the
 * first touch (form-island.ts). What a visitor must not notice: links still open without a page
 * load, pages reached by a client-side navigation are whole, and a form sent before its code
 * arrives is still checked in the page, or posted as plain HTML when the code cannot load.
 */

/** The path of every script the page has requested so far. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Marks the window: the mark is gone if the document is loaded again. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { keptWindow: true }));
const sameWindow = (page: Page) => page.evaluate(() => "keptWindow" in window);

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);

test("the home page's text sections and the footer come without their code, and their links open in the page", async ({
  page,
  consoleErrors,
}) => {
  const scripts = scriptsOf(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const homeHeading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(homeHeading).not.toBe("");
  expect(scripts.filter((path) => /home-sections|site-footer/.test(path))).toEqual([]);

  // A link in a kept section opens without loading the document again.
  await markWindow(page);
  const hero = page.locator("[data-island]").first();
  const link = hero.locator("a[data-discover]").first();
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await sameWindow(page)).toBe(true);

  // And so does one in the footer.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await sameWindow(page)).toBe(true);

  // Back home by a client-side navigation: the sections are drawn whole, their code fetched now.
  await page
    .getByRole("banner")
    .getByRole("link", { name: /, home$/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  // The address changes before the new page is drawn: wait for the home page's own heading.
  await expect(page.getByRole("heading", { level: 1, name: homeHeading })).toBeVisible();
  const sectionsAfter = await page.getByRole("main").locator("section").count();
  await page.reload();
  await expect(page.getByRole("main").locator("section")).toHaveCount(sectionsAfter);
  expect(scripts.some((path) => /home-sections/.test(path))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("a form's code loads on its first touch, and what was typed stays", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto("/volunteer");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => /volunteer-form|use-public-form|field-/.test(path))).toEqual([]);

  const firstName = page.getByLabel(label("First name"));
  await firstName.click();
  await firstName.pressSequentially("Rosa", { delay: 30 });
  await expect.poll(() => scripts.some((path) => /volunteer-form/.test(path))).toBe(true);
  await firstName.pressSequentially(" Parks", { delay: 30 });
  await expect(firstName).toHaveValue("Rosa Parks");
  await expect(firstName).toBeFocused();
});

test("a form sent while its code cannot load posts as plain HTML, and the server answers", async ({
  page,
  consoleErrors,
}) => {
  // The form's own code never arrives (offline, or a deployment that replaced the files).
  await page.route(/\/assets\/contact-form-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Send Message" }).click();
  // The server's answer to the plain post: the page again, the errors next to the fields.
  await expect(page).toHaveURL(/\/contact#send-message$/);
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Please write a message.")).toBeVisible();
  // The aborted download is the one error expected here.
  const unexpected = consoleErrors.filter((message) => !/Failed to load resource|contact-form/.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test("a private course's password gate loads its code on the first touch, keeping the password typed", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  const course = COURSES.find(
    (candidate) => candidate.isPrivate && candidate.password === DEMO_PRIVATE_COURSE_PASSWORD,
  );
  if (!course) throw new Error("the seed has no private course with the demo password");
  // The other worker tries passwords on this course too, and one try at a time is per visitor.
  await fromOwnAddress(page);
  await page.goto("/academy");
  const href = await page.getByRole("link", { name: course.title, exact: true }).getAttribute("href");
  await page.goto(`${href}/learn`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 2, name: "This course is private" })).toBeVisible();
  expect(scripts.filter((path) => /password-gate|field-/.test(path))).toEqual([]);

  const password = page.getByLabel("Course password");
  await password.click();
  await password.pressSequentially(DEMO_PRIVATE_COURSE_PASSWORD.slice(0, 4), { delay: 30 });
  await expect.poll(() => scripts.some((path) => /password-gate/.test(path))).toBe(true);
  await password.pressSequentially(DEMO_PRIVATE_COURSE_PASSWORD.slice(4), { delay: 30 });
  await expect(password).toHaveValue(DEMO_PRIVATE_COURSE_PASSWORD);
  await expect(password).toBeFocused();
  await password.press("Enter");
  await expect(page.getByRole("heading", { name: "This course is private" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a private course's gate reached by a client-side navigation comes whole, with its code", async ({ page }) => {
  const course = COURSES.find(
    (candidate) => candidate.isPrivate && candidate.password === DEMO_PRIVATE_COURSE_PASSWORD,
  );
  if (!course) throw new Error("the seed has no private course with the demo password");
  // The other worker tries passwords on this course too, and one try at a time is per visitor.
  await fromOwnAddress(page);
  await page.goto("/academy");
  await page.getByRole("link", { name: course.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
  await markWindow(page);
  await page.getByRole("link", { name: "Enter the password" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "This course is private" })).toBeVisible();
  expect(await sameWindow(page)).toBe(true);
  const password = page.getByLabel("Course password");
  await password.fill("not the password");
  await password.press("Enter");
  await expect(page.getByText("Incorrect password. Please try again.")).toBeVisible();
});
