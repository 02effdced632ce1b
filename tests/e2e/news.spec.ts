import { expect, test } from "./fixtures";

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

test.describe("Latest news", () => {
  test("a reader filters the news by category and pages through it, with every step in the address", async ({ page, checkA11y }) => {
    test.slow(); // a long journey with several accessibility checks
    await page.goto("/latest-news");
    await expect(page.getByRole("heading", { level: 1, name: "Latest News" })).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured stories" });
    await expect(featured.getByRole("article")).toHaveCount(3);
    await expect(featured.getByRole("link").first()).toHaveText("Baby-Cam Drive Passes $11,000 as Kodiak Families Get Their Cameras");
    await checkA11y();

    const grid = page.getByRole("region", { name: /stories$/ }).last();
    await expect(grid.getByRole("listitem").filter({ has: page.getByRole("article") })).toHaveCount(6);
    const filter = page.getByRole("navigation", { name: "Filter news by category" });
    await expect(filter.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");

    await filter.getByRole("link", { name: /^Campaigns/ }).click();
    await expect(page).toHaveURL(/\/latest-news\?category=campaigns#all-news$/);
    await expect(page.getByRole("heading", { level: 2, name: "Campaigns stories" })).toBeVisible();
    await expect(filter.getByRole("link", { name: /^Campaigns/ })).toHaveAttribute("aria-current", "page");
    const campaignStories = page.locator("#all-news").locator("xpath=ancestor::section").getByRole("article");
    await expect(campaignStories).toHaveCount(4);
    for (const badge of await campaignStories.getByText("Campaigns", { exact: true }).all()) await expect(badge).toBeVisible();
    // Four stories fit on one page: no pagination.
    await expect(page.getByRole("navigation", { name: "News pages" })).toHaveCount(0);

    await filter.getByRole("link", { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/latest-news#all-news$/);
    const pages = page.getByRole("navigation", { name: "News pages" });
    await expect(pages).toContainText("Page 1 of 3");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/latest-news\?page=2#all-news$/);
    await expect(pages).toContainText("Page 2 of 3");
    await expect(page.getByRole("heading", { name: "Fall Cohort: 140 Learners Start the First 90 Days Course" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Urban Garden Initiative Harvests Its First Season on Mack Avenue" })).toBeVisible();
    await checkA11y();

    // The address alone reproduces a view, with or without JavaScript.
    await page.goto("/latest-news?category=academy&page=1");
    await expect(page.getByRole("heading", { level: 2, name: "Academy stories" })).toBeVisible();
    await page.goto("/latest-news?category=recipes");
    await expect(page.getByText("No news found in this category.")).toBeVisible();
    await checkA11y();
  });

  test("/news is a permanent redirect to /latest-news that keeps the query", async ({ page, request }) => {
    const response = await request.get("/news?category=academy", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/latest-news?category=academy");
    await page.goto("/news?category=partnerships");
    await expect(page).toHaveURL(/\/latest-news\?category=partnerships$/);
    await expect(page.getByRole("heading", { level: 2, name: "Partnerships stories" })).toBeVisible();
  });

  test("a reader opens a story from the news page, sees its details and goes back", async ({ page, checkA11y }) => {
    await page.goto("/latest-news");
    await page.getByRole("region", { name: "Featured stories" }).getByRole("link", { name: "New Academy Course: Tax Season Ready" }).click();
    await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "New Academy Course: Tax Season Ready" })).toBeVisible();
    await expect(page.getByText("Janelle Brooks")).toBeVisible();
    await expect(page.getByText("November 10, 2026")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What you will learn" })).toBeVisible();
    await expect(page.getByRole("list").filter({ hasText: "bookkeeping" })).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: "Back to Latest News" }).first().click();
    await expect(page).toHaveURL(/\/latest-news$/);
  });

  test("an unknown story answers News Article Not Found with status 404", async ({ page, checkA11y }) => {
    const response = await page.goto("/news/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "News Article Not Found" })).toBeVisible();
    await checkA11y();
  });

  test("the news page lists active campaigns, each linking to its campaign page", async ({ page }) => {
    await page.goto("/latest-news");
    const section = page.getByRole("region", { name: "Campaigns you can support now" });
    await expect(section.getByRole("article")).toHaveCount(3);
    await expect(section.getByRole("link", { name: "View All Campaigns" })).toHaveAttribute("href", "/projects/library?category=helping-hand");
    await section.getByRole("link", { name: "Coast Guard Baby-Cam Donation Drive" }).click();
    await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Coast Guard Baby-Cam Donation Drive" })).toBeVisible();
  });
});

test.describe("Completed campaigns", () => {
  test("a donor pages through finished campaigns and reads one, with its partnership story", async ({ page, checkA11y }) => {
    test.slow(); // a long journey with several accessibility checks
    await page.goto("/completed-campaigns");
    await expect(page.getByRole("heading", { level: 1, name: "Completed Campaigns" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Finished campaigns" }).getByRole("article");
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText("Dental Care Kits for Head Start Classrooms");
    await expect(cards.first()).toContainText("...");
    for (const href of ["/volunteer", "/projects/business", "/donate"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await checkA11y();

    await page.getByRole("navigation", { name: "Completed campaigns pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/completed-campaigns\?page=2#completed-campaigns-grid$/);
    await expect(cards).toHaveCount(3);
    await page.goto("/completed-campaigns");

    await page.getByRole("link", { name: "Baby-Cams for Coast Guard Families in Kodiak" }).click();
    await expect(page).toHaveURL(/\/completed-campaigns\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Baby-Cams for Coast Guard Families in Kodiak" })).toBeVisible();
    await expect(page.getByText("Harborline Family Services").first()).toBeVisible();
    await expect(page.getByText("75 Coast Guard families with newborns")).toBeVisible();
    await expect(page.getByText("June 14, 2025")).toBeVisible();
    await expect(page.getByRole("region", { name: /Made possible together with Harborline Family Services/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /View the campaign page/ })).toHaveAttribute("rel", "noopener noreferrer");
    await checkA11y();

    // Only the flagged campaign has the partnership section.
    await page.goto("/completed-campaigns");
    await page.getByRole("link", { name: "Dental Care Kits for Head Start Classrooms" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dental Care Kits for Head Start Classrooms" })).toBeVisible();
    await expect(page.getByText("Partnership spotlight")).toHaveCount(0);
  });

  test("an unknown completed campaign answers with the spec's message and status 404", async ({ page, checkA11y }) => {
    const response = await page.goto("/completed-campaigns/not-a-campaign");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Campaign not found or error loading campaign details.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Completed Campaigns" })).toHaveAttribute("href", "/completed-campaigns");
    await checkA11y();
  });
});

test.describe("Newsletter", () => {
  test("a reader browses the archive, newest first, and reads an issue", async ({ page, checkA11y }) => {
    test.slow(); // a long journey with several accessibility checks
    await page.goto("/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: "The Synergy Letter" })).toBeVisible();
    const archive = page.getByRole("region", { name: "Past issues" });
    const numbers = await archive.getByText(/No\. \d+$/).allTextContents();
    expect(numbers.map((text) => Number(text.match(/\d+$/)![0]))).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    await expect(archive).not.toContainText("Giving Season");
    await checkA11y();

    await archive.getByRole("link", { name: "Baby-Cams, Round Two" }).click();
    await expect(page).toHaveURL(/\/newsletter\/6$/);
    await expect(page.getByRole("heading", { level: 1, name: "Baby-Cams, Round Two" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to all issues" })).toHaveAttribute("href", "/newsletter");
    for (const href of ["/newsletter", "/contact", "/volunteer"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Other issues" }).getByRole("link")).toHaveCount(2);
    await checkA11y();

    const draft = await page.goto("/newsletter/9");
    expect(draft?.status()).toBe(404);
    await expect(page.getByText("Newsletter not found or error loading newsletter.")).toBeVisible();
    await checkA11y();
  });

  test("a visitor subscribes on the newsletter page: a second of 'Subscribing...', a toast, the field cleared", async ({ page }, testInfo) => {
    await page.goto("/newsletter");
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("not an address");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

    await email.fill(uniqueEmail(`letter-${testInfo.project.name}`));
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeVisible();
    await expect(page.getByText("Almost done!", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Check your inbox for an email from us/)).toBeVisible();
    await expect(email).toHaveValue("");
  });

  test("a visitor subscribes from the home page's Stay Informed form", async ({ page, checkA11y }, testInfo) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Stay Informed" });
    const email = section.getByRole("textbox", { name: "Email address" });
    await email.fill(uniqueEmail(`home-${testInfo.project.name}`));
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByRole("button", { name: "Subscribing..." })).toBeVisible();
    await expect(page.getByText("Subscribed!", { exact: true })).toBeVisible();
    await expect(email).toHaveValue("");
    await checkA11y();
  });

  test("the links in newsletter emails explain themselves when they are broken", async ({ page, checkA11y }) => {
    await page.goto("/newsletter/confirm?token=not-a-valid-token-at-all-000000");
    await expect(page.getByRole("heading", { level: 1, name: "This link doesn't work" })).toBeVisible();
    await checkA11y();
    await page.goto("/newsletter/unsubscribe");
    await expect(page.getByRole("heading", { level: 1, name: "This link doesn't work" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await checkA11y();
  });
});
