import type { Page } from "@playwright/test";
import { CAMPAIGNS } from "../../app/db/seed/campaigns";
import { expect, test } from "./fixtures";

/** A seeded campaign that takes applications, picked by its shape (the first Active one), not by its copy. */
const ACTIVE_CAMPAIGN = CAMPAIGNS.find((campaign) => campaign.status === "Active");
if (!ACTIVE_CAMPAIGN) throw new Error("the demo seed has no Active campaign");
const CAMPAIGN = ACTIVE_CAMPAIGN.title;

/**
 * A visitor on a flaky connection follows a link and the page's data request (`<path>.data`)
 * never gets an answer. The page's own message from the spec's error catalogue shows (part 1 §8,
 * part 2 §8), the header and footer stay, and Retry loads the page once the network is back.
 */

// Chromium reports the aborted request itself; nothing else may be logged.
const ABORTED_REQUEST = /^Failed to load resource: net::ERR_FAILED$/;

/** Drops the expected log line of the aborted `.data` request, keeping any other error. */
function allowAbortedRequestLog(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((message) => !ABORTED_REQUEST.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

/** Every request for the data of `pathname` fails as if the connection dropped. */
async function failDataRequests(page: Page, pathname: string) {
  const pattern = `**${pathname}.data*`;
  await page.route(pattern, (route) => route.abort("failed"));
  return () => page.unroute(pattern);
}

async function expectShellAround(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // Not the site-wide 500 page: the page's own message took its place.
  await expect(page.getByText("Something went wrong on our side")).toHaveCount(0);
}

/** Waits for the page's first render to be interactive (links handled by the router). */
async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window && document.readyState === "complete");
}

function retryControl(page: Page, name: RegExp) {
  return page.getByRole("main").getByRole("link", { name }).or(page.getByRole("main").getByRole("button", { name }));
}

test.describe("A page whose data fails to arrive after a link is followed", () => {
  test.afterEach(({ consoleErrors }) => allowAbortedRequestLog(consoleErrors));

  test("the academy list says 'Error Loading Courses' and Retry loads the courses", async ({ page, checkA11y }) => {
    await openHydrated(page, "/");
    const restore = await failDataRequests(page, "/academy");
    await page.getByRole("link", { name: "Explore the Academy" }).click();

    await expect(page).toHaveURL(/\/academy$/);
    const alert = page.getByRole("alert").filter({ hasText: "Error Loading Courses" });
    await expect(alert).toContainText("There was an error loading the courses. Please try again later.");
    await expectShellAround(page);
    await checkA11y();

    // Still offline: Retry tries again and the page keeps its own message (the site-wide data
    // reloads with it and fails too, without taking the page over).
    const attempts = page.waitForEvent("requestfailed", (request) => request.url().includes("/academy.data"));
    await retryControl(page, /^Retry$/).click();
    await attempts;
    await expect(alert).toContainText("There was an error loading the courses. Please try again later.");
    await expectShellAround(page);

    await restore();
    await retryControl(page, /^Retry$/).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByText(/\d+ courses, all free/)).toBeVisible();
  });

  test("the project library says 'Error loading projects. Please try again later.' and Try again loads the projects", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const restore = await failDataRequests(page, "/projects/library");
    await page.getByRole("link", { name: "Browse business projects" }).first().click();

    await expect(page).toHaveURL(/\/projects\/library\?category=business$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "Error loading projects. Please try again later." }),
    ).toBeVisible();
    await expectShellAround(page);

    await restore();
    await retryControl(page, /^Try again$/).click();
    await expect(page.getByText("Error loading projects. Please try again later.")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Business Opportunity Projects" })).toBeVisible();
    await expect(page.getByText(/^Showing 1–\d+ of \d+, newest first$/)).toBeVisible();
  });

  test("latest news says 'Error loading news. Please try again later.' and Try again loads the news", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const restore = await failDataRequests(page, "/latest-news");
    await page.getByRole("link", { name: "View all news" }).click();

    await expect(page).toHaveURL(/\/latest-news$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "Error loading news. Please try again later." }),
    ).toBeVisible();
    await expectShellAround(page);

    await restore();
    await retryControl(page, /^Try again$/).click();
    await expect(page.getByText("Error loading news. Please try again later.")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Featured stories" })).toBeVisible();
  });

  test("the newsletter says 'Error loading newsletters. Please try again later.' and Try again loads the issues", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const restore = await failDataRequests(page, "/newsletter");
    await page.getByRole("link", { name: "Browse the newsletter" }).click();

    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "Error loading newsletters. Please try again later." }),
    ).toBeVisible();
    await expectShellAround(page);

    await restore();
    await retryControl(page, /^Try again$/).click();
    await expect(page.getByText("Error loading newsletters. Please try again later.")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Past issues" })).toBeVisible();
    await expect(page.getByText(/^Latest issue · No\. \d+$/)).toBeVisible();
  });

  test("completed campaigns, opened from the impact page, say 'Error loading completed campaigns. Please try again later.'", async ({
    page,
  }) => {
    await openHydrated(page, "/about/impact");
    const restore = await failDataRequests(page, "/completed-campaigns");
    await page.getByRole("link", { name: "See every completed campaign" }).click();

    await expect(page).toHaveURL(/\/completed-campaigns$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "Error loading completed campaigns. Please try again later." }),
    ).toBeVisible();
    await expectShellAround(page);

    await restore();
    await retryControl(page, /^Try again$/).click();
    await expect(page.getByText("Error loading completed campaigns. Please try again later.")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Finished campaigns" })).toBeVisible();
  });

  test("a campaign opened from the library says 'Campaign not found or error loading campaign details.'", async ({
    page,
  }) => {
    await openHydrated(page, "/projects/library?category=helping-hand");
    const campaignLink = page.getByRole("main").getByRole("link", { name: CAMPAIGN, exact: true });
    const href = await campaignLink.getAttribute("href");
    expect(href).toMatch(/^\/campaigns\/[0-9a-f-]{36}$/);
    const restore = await failDataRequests(page, href!);
    await campaignLink.click();

    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(
      page.getByRole("alert").filter({ hasText: "Campaign not found or error loading campaign details." }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Campaigns" })).toBeVisible();
    await expectShellAround(page);

    await restore();
    await retryControl(page, /^Try again$/).click();
    await expect(page.getByRole("heading", { level: 1, name: CAMPAIGN })).toBeVisible();
    await expect(page.getByText("Campaign not found or error loading campaign details.")).toHaveCount(0);
  });

  test("the campaign application says 'Failed to load campaign details' and shows the campaign page", async ({
    page,
  }) => {
    await openHydrated(page, "/projects/library?category=helping-hand");
    await page.getByRole("main").getByRole("link", { name: CAMPAIGN, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: CAMPAIGN })).toBeVisible();
    const campaignUrl = page.url();

    const restore = await failDataRequests(page, `${new URL(campaignUrl).pathname}/apply`);
    await page.getByRole("link", { name: "Apply for Support" }).click();

    const toast = page
      .getByRole("region", { name: /^Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: "Failed to load campaign details" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Error");
    await expect(page).toHaveURL(campaignUrl);
    await expect(page.getByRole("heading", { level: 1, name: CAMPAIGN })).toBeVisible();
    await expectShellAround(page);

    // Back online, the same link opens the form.
    await restore();
    await page.getByRole("link", { name: "Apply for Support" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Apply for Support" })).toBeVisible();
  });
});
