import { CAMPAIGNS } from "../../app/db/seed/campaigns";
import { COMPLETED_CAMPAIGNS } from "../../app/db/seed/completed-campaigns";
import { NEWS_ITEMS } from "../../app/db/seed/news";
import { NEWSLETTERS } from "../../app/db/seed/newsletters";
import { slugify } from "../../app/utils/slugs/slug";
import { expect, test } from "./fixtures";

/**
 * What these journeys expect, worked out from the seed module's data rather than copied from it,
 * so editing the demo text does not break them. The page sizes are the app's own (six stories,
 * three featured, six finished campaigns, three active campaigns).
 */
const NEWS_PAGE_SIZE = 6;
const FEATURED_COUNT = 3;
const COMPLETED_PAGE_SIZE = 6;
const ACTIVE_CAMPAIGN_COUNT = 3;
const time = (date: Date | string | null | undefined) => new Date(date ?? 0).getTime();
const seeded = <T>(what: string, found: T | undefined): T => {
  if (found === undefined) throw new Error(`the demo seed has no ${what}`);
  return found;
};
/**
 * "November 10, 2026", as the pages write a date: a calendar date as it is, a story's moment of
 * publication in the site's time zone (the test servers keep the default, America/New_York).
 */
const longDate = (date: Date | string) =>
  typeof date === "string" && date.length === 10
    ? new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })
    : new Date(date).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "America/New_York" });
/** Published stories, newest first, as the news page lists them. */
const STORIES = NEWS_ITEMS.filter((item) => item.isPublished).sort(
  (a, b) => time(b.publishedDate) - time(a.publishedDate),
);
const FEATURED = STORIES.slice(0, FEATURED_COUNT);
const CAMPAIGN_STORIES = STORIES.filter((item) => item.category === "Campaigns");
const NEWS_PAGES = Math.ceil(STORIES.length / NEWS_PAGE_SIZE);
const LAST_ON_PAGE_ONE = seeded("story to fill page one", STORIES[NEWS_PAGE_SIZE - 1]);
const FIRST_ON_PAGE_TWO = seeded("story on page two", STORIES[NEWS_PAGE_SIZE]);
/** A featured Academy story with a heading and a list in its text. */
const STORY = seeded(
  "featured Academy story with a heading and a list",
  FEATURED.find(
    (item) => item.category === "Academy" && /<h2>/.test(item.content ?? "") && /<li>/.test(item.content ?? ""),
  ),
);
const STORY_HEADING = (STORY.content ?? "").match(/<h2>([^<]+)<\/h2>/)![1]!;
const STORY_LIST_ITEM = (STORY.content ?? "").match(/<li>([^<]+)<\/li>/)![1]!;
/** The active campaigns the news page offers: the newest three. */
const ACTIVE = CAMPAIGNS.filter((campaign) => campaign.status === "Active" && campaign.isPublished !== false).sort(
  (a, b) => time(b.createdAt) - time(a.createdAt),
);
const ACTIVE_SHOWN = ACTIVE.slice(0, ACTIVE_CAMPAIGN_COUNT);
const ACTIVE_FIRST = seeded("active campaign", ACTIVE_SHOWN[0]);
/** Finished campaigns, most recently completed first. */
const FINISHED = [...COMPLETED_CAMPAIGNS].sort((a, b) => time(b.completionDate) - time(a.completionDate));
const FINISHED_NEWEST = seeded("completed campaign", FINISHED[0]);
const FINISHED_SECOND_PAGE = FINISHED.length - COMPLETED_PAGE_SIZE;
if (FINISHED_SECOND_PAGE <= 0 || FINISHED_SECOND_PAGE > COMPLETED_PAGE_SIZE)
  throw new Error("the demo seed no longer has two pages of completed campaigns");
const SPOTLIGHT = seeded(
  "completed campaign with the partnership section",
  COMPLETED_CAMPAIGNS.find((campaign) => campaign.showPartnershipSection),
);
if (FINISHED_NEWEST.showPartnershipSection)
  throw new Error("the newest completed campaign now has the partnership section");
/** Published issues by number, newest first; the middle one has a neighbour on each side. */
const ISSUES = NEWSLETTERS.filter((issue) => issue.isPublished).sort((a, b) => b.newsletterNumber - a.newsletterNumber);
const ISSUE = seeded("published issue between two others", ISSUES[Math.floor(ISSUES.length / 2)]);
const DRAFT = seeded(
  "draft issue",
  NEWSLETTERS.find((issue) => !issue.isPublished),
);

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

test.describe("Latest news", () => {
  test("a reader filters the news by category and pages through it, with every step in the address", async ({
    page,
    checkA11y,
  }) => {
    test.slow(); // a long journey with several accessibility checks
    await page.goto("/latest-news");
    await expect(page.getByRole("heading", { level: 1, name: "Latest News" })).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured stories" });
    await expect(featured.getByRole("article")).toHaveCount(FEATURED.length);
    await expect(featured.getByRole("link").first()).toHaveText(FEATURED[0]!.title);
    await checkA11y();

    const grid = page.getByRole("region", { name: /stories$/ }).last();
    await expect(grid.getByRole("listitem").filter({ has: page.getByRole("article") })).toHaveCount(
      Math.min(NEWS_PAGE_SIZE, STORIES.length),
    );
    const filter = page.getByRole("navigation", { name: "Filter news by category" });
    await expect(filter.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");

    await filter.getByRole("link", { name: /^Campaigns/ }).click();
    await expect(page).toHaveURL(/\/latest-news\?category=campaigns#all-news$/);
    await expect(page.getByRole("heading", { level: 2, name: "Campaigns stories" })).toBeVisible();
    await expect(filter.getByRole("link", { name: /^Campaigns/ })).toHaveAttribute("aria-current", "page");
    const campaignStories = page.locator("#all-news").locator("xpath=ancestor::section").getByRole("article");
    await expect(campaignStories).toHaveCount(CAMPAIGN_STORIES.length);
    for (const badge of await campaignStories.getByText("Campaigns", { exact: true }).all())
      await expect(badge).toBeVisible();
    // They fit on one page: no pagination.
    expect(CAMPAIGN_STORIES.length).toBeLessThanOrEqual(NEWS_PAGE_SIZE);
    await expect(page.getByRole("navigation", { name: "News pages" })).toHaveCount(0);

    await filter.getByRole("link", { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/latest-news#all-news$/);
    const pages = page.getByRole("navigation", { name: "News pages" });
    await expect(pages).toContainText(`Page 1 of ${NEWS_PAGES}`);
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/latest-news\?page=2#all-news$/);
    await expect(pages).toContainText(`Page 2 of ${NEWS_PAGES}`);
    await expect(page.getByRole("heading", { name: LAST_ON_PAGE_ONE.title })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: FIRST_ON_PAGE_TWO.title })).toBeVisible();
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
    await page.getByRole("region", { name: "Featured stories" }).getByRole("link", { name: STORY.title }).click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: STORY.title })).toBeVisible();
    await expect(page.getByText(STORY.author!)).toBeVisible();
    await expect(page.getByText(longDate(STORY.publishedDate!))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: STORY_HEADING })).toBeVisible();
    await expect(page.getByRole("list").filter({ hasText: STORY_LIST_ITEM })).toBeVisible();
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
    await expect(section.getByRole("article")).toHaveCount(ACTIVE_SHOWN.length);
    await expect(section.getByRole("link", { name: "View All Campaigns" })).toHaveAttribute(
      "href",
      "/projects/library?category=helping-hand",
    );
    await section.getByRole("link", { name: ACTIVE_FIRST.title }).click();
    await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: ACTIVE_FIRST.title })).toBeVisible();
  });
});

test.describe("Completed campaigns", () => {
  test("a donor pages through finished campaigns and reads one, with its partnership story", async ({
    page,
    checkA11y,
  }) => {
    test.slow(); // a long journey with several accessibility checks
    await page.goto("/completed-campaigns");
    await expect(page.getByRole("heading", { level: 1, name: "Completed Campaigns" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Finished campaigns" }).getByRole("article");
    await expect(cards).toHaveCount(COMPLETED_PAGE_SIZE);
    await expect(cards.first()).toContainText(FINISHED_NEWEST.title);
    await expect(cards.first()).toContainText("...");
    for (const href of ["/volunteer", "/projects/business", "/donate"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await checkA11y();

    await page
      .getByRole("navigation", { name: "Completed campaigns pages" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/completed-campaigns\?page=2#completed-campaigns-grid$/);
    await expect(cards).toHaveCount(FINISHED_SECOND_PAGE);
    await page.goto("/completed-campaigns");

    await page.getByRole("link", { name: SPOTLIGHT.title }).click();
    // A campaign's address is made from its title (ADR 0052).
    await expect(page).toHaveURL(new RegExp(`/completed-campaigns/${slugify(SPOTLIGHT.title)}$`));
    await expect(page.getByRole("heading", { level: 1, name: SPOTLIGHT.title })).toBeVisible();
    await expect(page.getByText(SPOTLIGHT.partnerOrganization!).first()).toBeVisible();
    await expect(page.getByText(SPOTLIGHT.beneficiary!)).toBeVisible();
    await expect(page.getByText(longDate(SPOTLIGHT.completionDate!))).toBeVisible();
    await expect(
      page.getByRole("region", { name: `Made possible together with ${SPOTLIGHT.partnerOrganization}` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /View the campaign page/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    await checkA11y();

    // Only the flagged campaign has the partnership section.
    await page.goto("/completed-campaigns");
    await page.getByRole("link", { name: FINISHED_NEWEST.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: FINISHED_NEWEST.title })).toBeVisible();
    await expect(page.getByText("Partnership spotlight")).toHaveCount(0);
  });

  test("an unknown completed campaign answers with the spec's message and status 404", async ({ page, checkA11y }) => {
    const response = await page.goto("/completed-campaigns/not-a-campaign");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Campaign not found or error loading campaign details.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Completed Campaigns" })).toHaveAttribute(
      "href",
      "/completed-campaigns",
    );
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
    expect(numbers.map((text) => Number(text.match(/\d+$/)![0]))).toEqual(
      ISSUES.map((issue) => issue.newsletterNumber),
    );
    await expect(archive).not.toContainText(DRAFT.title.replace(/\s*\(Draft\)$/, ""));
    await checkA11y();

    // The archive links an issue's address, made from its title (ADR 0052)…
    await archive.getByRole("link", { name: ISSUE.title }).click();
    await expect(page).toHaveURL(new RegExp(`/newsletter/${slugify(ISSUE.title)}$`));
    await expect(page.getByRole("heading", { level: 1, name: ISSUE.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to all issues" })).toHaveAttribute("href", "/newsletter");
    for (const href of ["/newsletter", "/contact", "/volunteer"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Other issues" }).getByRole("link")).toHaveCount(2);
    await checkA11y();

    // …and the spec's /newsletter/{number}, which every email already sent links, leads there.
    const byNumber = await page.request.get(`/newsletter/${ISSUE.newsletterNumber}?utm_source=email`, {
      maxRedirects: 0,
    });
    expect(byNumber.status()).toBe(301);
    expect(byNumber.headers().location).toBe(`/newsletter/${slugify(ISSUE.title)}?utm_source=email`);
    await page.goto(`/newsletter/${ISSUE.newsletterNumber}`);
    await expect(page).toHaveURL(new RegExp(`/newsletter/${slugify(ISSUE.title)}$`));
    await expect(page.getByRole("heading", { level: 1, name: ISSUE.title })).toBeVisible();

    const draft = await page.goto(`/newsletter/${DRAFT.newsletterNumber}`);
    expect(draft?.status()).toBe(404);
    await expect(page.getByText("Newsletter not found or error loading newsletter.")).toBeVisible();
    await checkA11y();
  });

  test("a visitor subscribes on the newsletter page: a second of 'Subscribing...', a toast, the field cleared", async ({
    page,
  }, testInfo) => {
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
