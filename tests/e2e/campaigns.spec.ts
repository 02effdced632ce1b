import type { APIRequestContext } from "@playwright/test";
import { CAMPAIGNS, seedCodeOf } from "../../app/db/seed/campaigns";
import { expect, test } from "./fixtures";

const LIBRARY = "/projects/library?category=helping-hand";
/**
 * The seeded campaigns these journeys visit, picked by their shape rather than by their copy, so
 * editing the demo text does not break them: the first (Active, with a goal, a donation form and
 * an external page), one over its goal, one without a goal, a finished one without a picture or a
 * donation form, and an upcoming one.
 */
const seeded = (what: string, found: (typeof CAMPAIGNS)[number] | undefined) => {
  if (!found) throw new Error(`the demo seed has no ${what} campaign`);
  return found;
};
const BABY_CAM_SEED = seeded("first", CAMPAIGNS[0]);
const BABY_CAM = BABY_CAM_SEED.title;
const OVER_GOAL = seeded(
  "over-its-goal",
  CAMPAIGNS.find((c) => c.goalAmount != null && (c.raisedAmount ?? 0) > c.goalAmount),
);
const NO_GOAL = seeded(
  "goal-less Active",
  CAMPAIGNS.find((c) => c.goalAmount == null && c.status === "Active" && !c.campaignUrl),
);
const FINISHED = seeded(
  "finished, picture-less",
  CAMPAIGNS.find((c) => c.status === "Completed" && !c.imageUrl && !c.donationFormUrl),
);
const UPCOMING = seeded(
  "upcoming",
  CAMPAIGNS.find((c) => c.status === "Upcoming"),
);
/** "$11,240", as the page writes an amount. */
const dollars = (amount: number | null | undefined) => `$${(amount ?? 0).toLocaleString("en-US")}`;
/** "62.4", the page's percent of the goal, to one decimal. */
const percent = (campaign: (typeof CAMPAIGNS)[number]) =>
  (((campaign.raisedAmount ?? 0) / campaign.goalAmount!) * 100).toFixed(1);
/** The campaign's seeded code, read from the seed module. */
const BABY_CAM_CODE = seedCodeOf(BABY_CAM);
const ALL_CODES = CAMPAIGNS.map((campaign) => campaign.eligibilityCode);
const TITLES = new Set(CAMPAIGNS.map((campaign) => campaign.title));

/** Campaign ids by title, read from the Helping Hand view of the project library (every page). */
async function campaignIds(request: APIRequestContext): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let page = 1; page <= 5; page++) {
    const html = await (await request.get(`${LIBRARY}${page > 1 ? `&page=${page}` : ""}`)).text();
    const before = ids.size;
    for (const match of html.matchAll(/href="\/campaigns\/([0-9a-f-]{36})"[^>]*>([^<]+)</g)) {
      const title = match[2]!
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, "&")
        .trim();
      if (TITLES.has(title)) ids.set(title, match[1]!);
    }
    if (ids.size === before) break;
  }
  return ids;
}

/** A unique address per run and project, so reruns and the phone project never collide. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

test.describe("Helping Hand campaigns", () => {
  test("a family finds a campaign in the library and applies, first with a wrong code, then with the right one", async ({
    page,
    checkA11y,
  }, testInfo) => {
    test.slow(); // a long journey with several accessibility checks
    await page.goto(LIBRARY);
    await page.getByRole("link", { name: BABY_CAM, exact: true }).click();

    await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: BABY_CAM })).toBeVisible();
    const progress = page.getByRole("region", { name: "Campaign progress" });
    await expect(progress).toContainText(dollars(BABY_CAM_SEED.raisedAmount));
    await expect(progress).toContainText(`raised of ${dollars(BABY_CAM_SEED.goalAmount)} goal`);
    await expect(progress).toContainText(`${percent(BABY_CAM_SEED)}%`);
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", percent(BABY_CAM_SEED));
    await checkA11y();
    const campaignUrl = page.url();

    await page.getByRole("link", { name: "Apply for Support" }).click();
    await expect(page).toHaveURL(`${campaignUrl}/apply`);
    await expect(page.getByRole("heading", { level: 1, name: "Apply for Support" })).toBeVisible();
    // A made-up sample in the generated codes' shape (part 1 §5's format hint), never a real code.
    await expect(
      page.getByText(/Codes look like HOPE-7KQ2-2026: a word, four letters and numbers, and a year\./),
    ).toBeVisible();
    await expect(page.getByText(/capital letters matter/)).toBeVisible();
    await checkA11y();

    // Nothing typed: the spec's messages, in the order of the form.
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Address is required")).toBeVisible();
    await expect(page.getByText("Eligibility code is required")).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();

    const email = uniqueEmail(testInfo.project.name);
    await page.getByLabel("Full name").fill("Maria Santos");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Phone number (optional)").fill("(510) 555-0100");
    await page.getByLabel("Mailing address").fill("77 Central Ave, Alameda, CA 94501");
    await page.getByLabel("Eligibility code").fill(BABY_CAM_CODE.toLowerCase());
    await page.getByRole("button", { name: "Submit Application" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Invalid Eligibility Code" });
    await expect(alert).toContainText("The eligibility code you entered is not valid for this campaign.");
    // What was typed stays.
    await expect(page.getByLabel("Full name")).toHaveValue("Maria Santos");
    await expect(page.getByLabel("Mailing address")).toHaveValue("77 Central Ave, Alameda, CA 94501");
    await checkA11y();

    await page.getByLabel("Eligibility code").fill(BABY_CAM_CODE);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
    await expect(page.getByText("Your application has been submitted successfully.")).toBeVisible();
    await checkA11y();
    await expect(page.getByRole("link", { name: "Back to Campaign", exact: true })).toHaveAttribute(
      "href",
      new URL(campaignUrl).pathname,
    );
    await expect(page.getByRole("link", { name: "View All Campaigns" })).toHaveAttribute("href", LIBRARY);

    // Applying again with the same address is not stored twice.
    await page.goto(`${campaignUrl}/apply`);
    await page.getByLabel("Full name").fill("Maria Santos");
    await page.getByLabel("Email address").fill(email.toUpperCase());
    await page.getByLabel("Mailing address").fill("77 Central Ave, Alameda, CA 94501");
    await page.getByLabel("Eligibility code").fill(BABY_CAM_CODE);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You Have Already Applied" })).toBeVisible();
  });

  test("a donor sees the campaign's progress, gives through the donation form and reads how it works", async ({
    page,
    request,
    checkA11y,
  }) => {
    test.slow(); // a long journey with several accessibility checks
    const ids = await campaignIds(request);
    await page.goto(`/campaigns/${ids.get(BABY_CAM)}`);
    const donate = page.getByRole("link", { name: /Donate Now/ });
    await expect(donate).toHaveAttribute("href", BABY_CAM_SEED.donationFormUrl!);
    await expect(donate).toHaveAttribute("target", "_blank");
    await expect(donate).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: /View External Campaign/ })).toHaveAttribute(
      "href",
      BABY_CAM_SEED.campaignUrl!,
    );
    await expect(page.getByRole("heading", { name: "How This Campaign Works" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "For donors" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "For recipients" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to All Campaigns" })).toHaveAttribute("href", LIBRARY);

    // Over its goal: the real percent, the bar capped at 100.
    await page.goto(`/campaigns/${ids.get(OVER_GOAL.title)}`);
    await expect(page.getByRole("region", { name: "Campaign progress" })).toContainText(`${percent(OVER_GOAL)}%`);
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

    // No goal: no bar, the amount raised so far.
    await page.goto(`/campaigns/${ids.get(NO_GOAL.title)}`);
    await expect(page.getByRole("region", { name: "Campaign progress" })).toContainText(dollars(NO_GOAL.raisedAmount));
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /View External Campaign/ })).toHaveCount(0);
    await checkA11y();

    // No donation form and no picture: the site's donate page and the fallback illustration.
    await page.goto(`/campaigns/${ids.get(FINISHED.title)}`);
    await expect(page.getByRole("link", { name: "Donate Now" })).toHaveAttribute(
      "href",
      `/donate?project=${encodeURIComponent(FINISHED.title)}`,
    );
    await expect(page.getByRole("img", { name: /two open hands holding a heart/ })).toBeVisible();
    await expect(page.getByText("This campaign has finished and is no longer taking applications.")).toBeVisible();
    await checkA11y();
  });

  test("the Helping Hand variant of a campaign page donates through the site's donate page", async ({
    page,
    request,
    checkA11y,
  }) => {
    const ids = await campaignIds(request);
    await page.goto(`/projects/helping-hand/${ids.get(BABY_CAM)}`);
    await expect(page.getByRole("heading", { level: 1, name: BABY_CAM })).toBeVisible();
    const started = new Date(`${BABY_CAM_SEED.startedDate}T00:00:00Z`).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    await expect(page.getByText(`Started ${started}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Donate Now" })).toHaveAttribute(
      "href",
      `/donate?project=${encodeURIComponent(BABY_CAM)}`,
    );
    await expect(page.getByRole("link", { name: /Learn More/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Back to All Campaigns" })).toHaveAttribute("href", LIBRARY);
    await expect(page.getByRole("link", { name: "Back to Helping Hand campaigns" })).toHaveAttribute("href", LIBRARY);
    await checkA11y();
  });

  test("a campaign that is not active says so instead of showing the form", async ({ page, request, checkA11y }) => {
    const ids = await campaignIds(request);
    await page.goto(`/campaigns/${ids.get(UPCOMING.title)}/apply`);
    await expect(page.getByRole("heading", { level: 1, name: "Applications Are Closed" })).toBeVisible();
    await expect(page.getByText("This campaign has not started yet.")).toBeVisible();
    await expect(page.getByLabel("Eligibility code")).toHaveCount(0);
    await checkA11y();
  });

  test("an unknown or malformed campaign address answers Campaign Not Found with status 404", async ({
    page,
    checkA11y,
  }) => {
    for (const path of [
      "/campaigns/00000000-0000-4000-8000-000000000000",
      "/campaigns/not-a-real-id",
      "/campaigns/not-a-real-id/apply",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Campaign Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Campaigns" })).toHaveAttribute("href", LIBRARY);
    }
    await checkA11y();
  });

  test("no campaign page's HTML ever contains an eligibility code", async ({ request }) => {
    const ids = await campaignIds(request);
    expect(ids.size).toBe(CAMPAIGNS.length);
    for (const campaign of CAMPAIGNS) {
      const id = ids.get(campaign.title);
      for (const path of [`/campaigns/${id}`, `/campaigns/${id}/apply`, `/projects/helping-hand/${id}`]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        // Never this campaign's own code…
        expect(html.includes(campaign.eligibilityCode), `${campaign.title}: ${path}`).toBe(false);
        // …nor any other (the format example is a code no campaign may use).
        expect(
          ALL_CODES.filter((code) => html.includes(code)),
          path,
        ).toEqual([]);
      }
    }
  });
});
