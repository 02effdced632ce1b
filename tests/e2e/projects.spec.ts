import type { Page } from "@playwright/test";
import { CAMPAIGNS } from "../../app/db/seed/campaigns";
import { BUSINESS_PROJECTS } from "../../app/db/seed/projects";
import { TEAM_MEMBERS } from "../../app/db/seed/team";
import { expect, test } from "./fixtures";

/**
 * The seeded rows these journeys visit, picked by their shape rather than by their copy, so
 * editing the demo text does not break them. Partners are recognised by the keywords the app's
 * own rules use (features/projects/partners.ts); six cards is the library's page size.
 */
const LIBRARY_PAGE_SIZE = 6;
const seeded = <T>(what: string, found: T | undefined): T => {
  if (found === undefined) throw new Error(`the demo seed has no ${what}`);
  return found;
};
const time = (date: Date | string | null | undefined) => new Date(date ?? 0).getTime();
type ProjectSeed = (typeof BUSINESS_PROJECTS)[number];
/** Published projects, newest first, as the library lists them. */
const PROJECTS = BUSINESS_PROJECTS.filter((project) => project.isPublished !== false).sort(
  (a, b) => time(b.createdAt) - time(a.createdAt),
);
const PROJECTS_PAGE_ONE = Math.min(LIBRARY_PAGE_SIZE, PROJECTS.length);
const PROJECTS_PAGE_TWO = PROJECTS.slice(LIBRARY_PAGE_SIZE);
if (PROJECTS_PAGE_TWO.length === 0 || PROJECTS_PAGE_TWO.length > LIBRARY_PAGE_SIZE)
  throw new Error("the demo seed no longer has two library pages of projects");
const named = (keyword: RegExp) => (project: ProjectSeed) => keyword.test(project.title);
const CONSULTANT_CARD = seeded("Mary Kay project on library page 2", PROJECTS_PAGE_TWO.find(named(/mary ?kay/i)));
const AGENT_FORM_CARD = seeded(
  "library page-2 project for the agent form",
  PROJECTS_PAGE_TWO.find((project) => !/mary ?kay|amera|diamond/i.test(project.title)),
);
const DIAMOND_CARD = seeded(
  "non-AMERA diamond project on library page 2",
  PROJECTS_PAGE_TWO.find((project) => /diamond/i.test(project.title) && !/amera/i.test(project.title)),
);
const AMERA = seeded(
  "made-in-USA AMERA project",
  PROJECTS.find((project) => named(/amera/i)(project) && project.isMadeInUsa),
);
const OREL = seeded("Orel project", PROJECTS.find(named(/orel/i)));
const SHIELD = seeded("Shield project", PROJECTS.find(named(/shield/i)));
const LON_TAX = seeded("LON Tax project", PROJECTS.find(named(/lon tax/i)));
const COMMUNITY = seeded(
  "project outside the business category",
  PROJECTS.find((project) => project.category !== "Business Opportunity" && !project.isMadeInUsa),
);
/** A project the detail page sends to its own application form (no partner keyword), with options. */
const OWN_FORM = seeded(
  "project with its own application form",
  PROJECTS.find(
    (project) =>
      project.category === "Business Opportunity" &&
      !/mary ?kay|amera|orel|developer/i.test(project.title) &&
      project.status === "Active" &&
      collaborationOptions(project).length > 0 &&
      project !== SHIELD &&
      project !== LON_TAX &&
      !/diamond/i.test(project.title),
  ),
);
/** A project's ways to partner as the form offers them: entries with both a name and a description. */
function collaborationOptions(project: ProjectSeed): { option: string; description: string }[] {
  let raw: unknown = project.availableCollaborationTypes;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.filter(
    (entry): entry is { option: string; description: string } =>
      typeof entry?.option === "string" &&
      entry.option.trim() !== "" &&
      typeof entry?.description === "string" &&
      entry.description.trim() !== "",
  );
}
const agentFormHref = (title: string) => `/agent-application?${new URLSearchParams({ project: title })}`;
/** Campaigns in the Helping Hand view, newest first; a first-page one part of the way to its goal, with a donation form. */
const CAMPAIGNS_SHOWN = CAMPAIGNS.filter((campaign) => campaign.isPublished !== false).sort(
  (a, b) => time(b.createdAt) - time(a.createdAt),
);
const CAMPAIGN = seeded(
  "first-page campaign part of the way to its goal, with a donation form",
  // Not the newest: the admin dashboard opens on it, and accounts.spec edits its raised amount.
  CAMPAIGNS_SHOWN.slice(1, LIBRARY_PAGE_SIZE).find(
    (campaign) =>
      campaign.goalAmount != null &&
      campaign.donationFormUrl &&
      (campaign.raisedAmount ?? 0) > 0 &&
      (campaign.raisedAmount ?? 0) < campaign.goalAmount,
  ),
);
const CAMPAIGN_PERCENT = (((CAMPAIGN.raisedAmount ?? 0) / CAMPAIGN.goalAmount!) * 100).toFixed(1);
const BOARD_MEMBER = seeded(
  "board member",
  [...TEAM_MEMBERS]
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
    .find((member) => member.category === "board"),
);

// Several pages per journey, each checked with axe, on a 2-core machine running two workers.
test.describe.configure({ timeout: 90_000 });

/** A unique name per run, so stored applications can be told apart. */
const visitorName = (label: string) => `${label} ${Date.now().toString(36)}`;

async function fillContactFields(page: Page, name: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(`${name.toLowerCase().replace(/\W+/g, ".")}@example.org`);
  await page.getByLabel("Phone Number").fill("(512) 555-0142");
}

test.describe("The Project Library", () => {
  test("a visitor pages through business projects and switches to Helping Hand campaigns", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/projects/library");
    await expect(page.getByRole("heading", { level: 2, name: "Business Opportunity Projects" })).toBeVisible();
    const cards = page.getByTestId("library-card");
    await expect(cards).toHaveCount(PROJECTS_PAGE_ONE);
    await expect(page.getByText(`Showing 1–${PROJECTS_PAGE_ONE} of ${PROJECTS.length}, newest first`)).toBeVisible();
    await checkA11y();

    // Page 2 is a link with the page in the URL; while it loads the page says so.
    let releaseNextPage = () => {};
    const nextPageHeld = new Promise<void>((resolve) => (releaseNextPage = resolve));
    await page.route("**/projects/library.data*", async (route) => {
      await nextPageHeld;
      await route.continue();
    });
    const pages = page.getByRole("navigation", { name: "Business Opportunity Projects pages" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading projects..." })).toBeVisible();
    releaseNextPage();
    await expect(page).toHaveURL(/\/projects\/library\?category=business&page=2/);
    await expect(cards).toHaveCount(PROJECTS_PAGE_TWO.length);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const maryKay = cards.filter({ hasText: CONSULTANT_CARD.title });
    await expect(maryKay.getByRole("link", { name: /Become a Partner/ })).toHaveAttribute(
      "href",
      "/marykay-application",
    );
    await expect(maryKay.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      /^\/projects\/[0-9a-f-]{36}$/,
    );
    const learnMore = maryKay.getByRole("link", { name: /Learn More/ });
    await expect(learnMore).toHaveAttribute("target", "_blank");
    await expect(learnMore).toHaveAttribute("rel", "noopener noreferrer");
    const shield = cards.filter({ hasText: AGENT_FORM_CARD.title });
    await expect(shield.getByRole("link", { name: /Become a Partner/ })).toHaveAttribute(
      "href",
      agentFormHref(AGENT_FORM_CARD.title),
    );
    await expect(
      cards.filter({ hasText: DIAMOND_CARD.title }).getByRole("link", { name: /Become a Partner/ }),
    ).toHaveAttribute("href", "/amera-diamonds-application");

    // Switching the view starts again at page 1.
    await page
      .getByRole("navigation", { name: "Project categories" })
      .getByRole("link", { name: "Helping Hand Campaigns" })
      .click();
    await expect(page).toHaveURL(/\/projects\/library\?category=helping-hand$/);
    await expect(page.getByRole("heading", { level: 2, name: "Helping Hand Campaigns" })).toBeVisible();
    await expect(cards).toHaveCount(Math.min(LIBRARY_PAGE_SIZE, CAMPAIGNS_SHOWN.length));
    const babyCam = cards.filter({ hasText: CAMPAIGN.title });
    await expect(babyCam.getByRole("link", { name: /View Campaign/ })).toHaveAttribute(
      "href",
      /^\/campaigns\/[0-9a-f-]{36}$/,
    );
    const donate = babyCam.getByRole("link", { name: /Donate/ });
    await expect(donate).toHaveAttribute("href", CAMPAIGN.donationFormUrl!);
    await expect(donate).toHaveAttribute("target", "_blank");
    await expect(donate).toHaveAttribute("rel", "noopener noreferrer");
    await expect(babyCam.getByRole("progressbar")).toHaveAttribute("aria-valuenow", CAMPAIGN_PERCENT);
    await checkA11y();

    await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Apply as an agent" })).toHaveAttribute("href", "/agent-application");
  });

  test("a page past the end shows the last page and a nonsense page the first", async ({ page }) => {
    await page.goto("/projects/library?page=99");
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("library-card")).toHaveCount(PROJECTS_PAGE_TWO.length);
    await page.goto("/projects/library?category=business&page=abc");
    await expect(page.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("library-card")).toHaveCount(PROJECTS_PAGE_ONE);
  });

  test("each card's description is cut at 100 characters", async ({ page }) => {
    await page.goto("/projects/library");
    const excerpt = page.getByTestId("library-card").first().locator("p.flex-1");
    const text = (await excerpt.textContent()) ?? "";
    expect(text.endsWith("...")).toBe(true);
    expect(text.length).toBe(103);
  });
});

test.describe("A project's own page", () => {
  test("shows the brand hero, the collaboration panel and the right buttons", async ({ page, checkA11y }) => {
    await page.goto(`/projects/${AMERA.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: AMERA.title })).toBeVisible();
    await expect(page.getByText("MADE IN USA")).toBeVisible();
    await expect(page.getByText(/manufactured in US facilities using CVD/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a Partner" })).toHaveAttribute(
      "href",
      "/amera-diamonds-application",
    );
    await expect(page.getByRole("link", { name: "Support This Project" })).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: seeded("AMERA way to partner", collaborationOptions(AMERA)[0]).option }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Project Library" }).first()).toHaveAttribute(
      "href",
      "/projects/library",
    );
    await checkA11y();

    // Broken colours in the database fall back to the partner's own; the page still renders.
    await page.goto(`/projects/${OREL.slug}`);
    await expect(page.getByRole("link", { name: "Become a Partner" })).toHaveAttribute(
      "href",
      agentFormHref(OREL.title),
    );
    await checkA11y();

    // A light-to-dark gradient gets a scrim so the white text stays readable.
    await page.goto(`/projects/${SHIELD.slug}`);
    await checkA11y();

    await page.goto(`/projects/${COMMUNITY.slug}`);
    await expect(page.getByRole("link", { name: "Support This Project" })).toHaveAttribute(
      "href",
      `/donate?${new URLSearchParams({ project: COMMUNITY.title })}`,
    );
    await expect(page.getByText("MADE IN USA")).toHaveCount(0);
    await checkA11y();
  });

  test("an unknown project answers 404 with a way back to the library", async ({ page, checkA11y, consoleErrors }) => {
    const response = await page.goto("/projects/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Project not found or error loading project details." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Project Library" })).toHaveAttribute(
      "href",
      "/projects/library",
    );
    await checkA11y();
    // The browser reports the document's own 404 status; nothing else may fail.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 404/.test(error)));
  });
});

test.describe("Partner and programme pages", () => {
  test("every partner page's buttons go where they should, with a 5.0 rating", async ({ page, checkA11y }) => {
    const pages: { path: string; heading: RegExp; links: [string, string][] }[] = [
      {
        path: "/projects/amera-diamonds",
        heading: /AMERA Diamonds agent program/,
        links: [
          ["Become a Diamond Agent", "/amera-diamonds-application"],
          ["View Academy Lesson #16", "/academy"],
        ],
      },
      {
        path: "/projects/lab-grown-diamonds",
        heading: /Real diamonds, grown in America/,
        links: [
          ["Become an Agent", "/agent-application"],
          ["Buy Now", "/store"],
        ],
      },
      {
        path: "/projects/orel-developers",
        heading: /Bring AI automation/,
        links: [["Become a Territorial Agent", "/agent-application"]],
      },
      {
        path: "/projects/shield-fashion",
        heading: /Shield Fashion territorial rights/,
        links: [["Back to Project Library", "/projects/library"]],
      },
      {
        path: "/projects/lon-tax",
        heading: /Start a career in tax preparation/,
        links: [["View Training Program", "/academy"]],
      },
    ];
    for (const { path, heading, links } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("img", { name: /5\.0 out of 5 stars/ })).toBeVisible();
      for (const [name, href] of links) {
        await expect(page.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
      }
      await checkA11y();
    }

    await page.goto("/projects/lab-grown-diamonds");
    for (const term of [
      "digital catalog",
      "MSRP",
      "above your agent cost",
      "unique code name",
      "minus your agent cost",
      "Form 1099",
      "14 days",
      "independent contractor",
    ]) {
      await expect(page.getByRole("list").getByText(new RegExp(term)).first()).toBeVisible();
    }
  });

  test("the Coast Guard baby-cam page leads to volunteering, donating and Helping Hand", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/projects/baby-cam-campaign");
    await expect(page.getByRole("heading", { level: 1, name: "Coast Guard Baby-Cam Donation Drive" })).toBeVisible();
    await expect(page.locator('main a[href="/volunteer"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/donate"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/projects/helping-hand"]').first()).toBeVisible();
    await checkA11y();
  });

  test("the Helping Hand page links the campaigns, Donate Now and an address for large gifts", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/projects/helping-hand");
    await expect(page.getByRole("link", { name: "Donate Now" }).first()).toHaveAttribute("href", "/donate");
    await expect(page.getByRole("link", { name: "See all Helping Hand campaigns" }).first()).toHaveAttribute(
      "href",
      "/projects/library?category=helping-hand",
    );
    await expect(page.getByText("25", { exact: true })).toBeVisible();
    await expect(page.getByText("200+", { exact: true })).toBeVisible();
    await expect(page.getByText("14", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "info@communitysynergy.org" })).toHaveAttribute(
      "href",
      "mailto:info@communitysynergy.org",
    );
    await checkA11y();
  });

  test("the Projects landing page shows the categories, the featured project and the figures", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/projects");
    for (const href of [
      "/projects/business",
      "/projects/helping-hand",
      "/projects/library",
      "/about/impact",
      "/volunteer",
      "/donate",
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(page.getByText("Active Project")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Urban Garden Initiative" })).toBeVisible();
    for (const figure of ["250+", "48", "$5.2M", "15K+"])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await checkA11y();
  });
});

test.describe("About us", () => {
  test("the tabs switch by URL, and the buttons at the bottom bring the panel back into view", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
    await page.getByRole("tab", { name: "Our Mission" }).click();
    await expect(page).toHaveURL(/\/about\?tab=mission/);
    await expect(page.getByText("400 × $10 = $4,000")).toBeVisible();
    await checkA11y();

    await page
      .getByRole("navigation", { name: "Keep reading about us" })
      .getByRole("link", { name: "Our Impact" })
      .click();
    await expect(page).toHaveURL(/tab=impact/);
    await expect(page.getByRole("tab", { name: "Our Impact" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeInViewport();
    await expect(page.getByRole("tabpanel").getByText("$250K+")).toBeVisible();

    await page.goto("/about?tab=methods");
    await expect(page.getByRole("heading", { level: 2, name: "How we work" })).toBeVisible();
    for (const href of [
      "/projects",
      "/projects/orel-developers",
      "/projects/amera-diamonds",
      "/projects/lon-tax",
      "/projects/shield-fashion",
      "/projects/helping-hand",
      "/volunteer",
      "/donate",
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
    await checkA11y();
  });

  test("mission, team, impact and stories pages", async ({ page, checkA11y }) => {
    await page.goto("/about/mission");
    await expect(page.getByRole("term").filter({ hasText: "Campaign" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Project" })).toBeVisible();
    await expect(page.getByText("$4,000").first()).toBeVisible();
    await checkA11y();

    await page.goto("/about/team");
    await expect(page.getByRole("heading", { level: 2, name: "Board of Directors" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Committee Leads" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: BOARD_MEMBER.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our commitment" })).toBeVisible();
    await checkA11y();

    await page.goto("/about/impact");
    for (const figure of ["500+", "1000+", "150+", "$250K+"])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    for (const href of [
      "/projects/baby-cam-campaign",
      "/projects/business",
      "/academy",
      "/completed-campaigns",
      "/volunteer",
      "/donate",
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(page.getByRole("main").getByRole("figure")).toHaveCount(2);
    await checkA11y();

    await page.goto("/about/stories");
    for (const href of [
      "/projects/orel-developers",
      "/projects/amera-diamonds",
      "/projects/lon-tax",
      "/projects/shield-fashion",
    ]) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("main").getByRole("figure")).toHaveCount(2);
    await checkA11y();
  });
});

test.describe("Applications", () => {
  test("Shield Fashion: Get Territorial Rights opens the form, which is sent and then cleared", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/projects/shield-fashion");
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
    await page.getByRole("link", { name: "Get Territorial Rights" }).first().click();
    await expect(page).toHaveURL(/apply=1/);
    await expect(page.getByRole("heading", { name: "Apply for territorial rights" })).toBeFocused();
    await expect(page.getByRole("combobox", { name: "Project", exact: true })).toHaveValue(/[0-9a-f-]{36}/);
    await expect(page.getByRole("combobox", { name: "Project", exact: true }).locator("option:checked")).toHaveText(
      SHIELD.title,
    );
    await checkA11y();

    const name = visitorName("Shield Applicant");
    await fillContactFields(page, name);
    await page.getByLabel("Location (City, State)").fill("Savannah, GA");
    // Only this project's ways to partner are offered.
    const partnership = page.getByLabel("Partnership Type");
    const shieldOptions = collaborationOptions(SHIELD).map((entry) => entry.option);
    await expect(partnership.locator("option")).toHaveText(["Choose a partnership type", ...shieldOptions]);
    await partnership.selectOption(shieldOptions[0]!);
    await page.getByRole("button", { name: "Submit Application" }).click();

    const dialog = page.getByRole("dialog", { name: "Thank You for Your Interest!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("We will contact you within 24 hours to discuss the next steps.");
    await checkA11y();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Full Name")).toHaveValue("");

    await page.getByRole("link", { name: "Close Application" }).click();
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
    await expect(page).not.toHaveURL(/apply=1/);
  });

  test("LON Tax: Start Your Career reveals the form and Close Application hides it", async ({ page, checkA11y }) => {
    await page.goto("/projects/lon-tax");
    await page.getByRole("link", { name: "Start Your Career" }).first().click();
    await expect(page.getByRole("combobox", { name: "Project", exact: true }).locator("option:checked")).toHaveText(
      LON_TAX.title,
    );
    await expect(page.getByLabel("Partnership Type").locator("option")).toHaveCount(
      collaborationOptions(LON_TAX).length + 1,
    );
    await checkA11y();
    await page.getByRole("link", { name: "Close Application" }).click();
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
  });

  test("LON Tax: the form's code is fetched only when the visitor goes to open it", async ({ page }) => {
    const formCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/partner-application-form-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await page.goto("/projects/lon-tax");
    // The scripted search button shows that the page has hydrated.
    await expect(page.getByRole("banner").getByRole("button", { name: "Search", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(formCode).toHaveLength(0);
    await page.getByRole("link", { name: "Start Your Career" }).first().click();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    expect(formCode).toHaveLength(1);
  });

  test("the agent form shows each problem next to its field, then sends", async ({ page, checkA11y }) => {
    await page.goto(`/agent-application?project=${encodeURIComponent(OREL.title)}`);
    await expect(page.getByRole("combobox", { name: "Project", exact: true }).locator("option:checked")).toHaveText(
      OREL.title,
    );
    const orelOption = seeded("second Orel way to partner", collaborationOptions(OREL)[1]);
    await expect(page.locator('main a[href="/academy"]')).toBeVisible();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByText("Please choose how you would like to partner.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await checkA11y();

    await fillContactFields(page, visitorName("Agent Applicant"));
    await page.getByLabel("Location (City, State)").fill("Tucson, AZ");
    await page.getByLabel("Partnership Type").selectOption(orelOption.option);
    await expect(page.getByText(orelOption.description)).toBeVisible();
    await page.getByLabel("Message").fill("I know three dental offices that miss calls.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("dialog", { name: "Thank You for Your Interest!" })).toBeVisible();

    // /apply/{projectType}: the same form, with its own hero and choice.
    await page.goto("/apply/business");
    await expect(page.getByRole("heading", { level: 1, name: "Apply for a business partnership" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Project", exact: true }).locator("option:checked")).toHaveText(
      "General Business Partnership",
    );
    await checkA11y();
  });

  test("a failed submission keeps what the visitor typed and says so", async ({ page, consoleErrors }) => {
    await page.goto("/agent-application?project=General%20Individual%20Opportunity");
    // The spec's path answers 301 to the canonical form page, query kept; the form posts there.
    await expect(page).toHaveURL(/\/apply\/agent\?project=General(%20|\+)Individual(%20|\+)Opportunity$/);
    await page.route("**/apply/agent.data*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, body: "Internal Server Error" })
        : route.continue(),
    );
    const name = visitorName("Kept Input");
    await fillContactFields(page, name);
    await page.getByLabel("Location (City, State)").fill("Dayton, OH");
    await page.getByRole("button", { name: "Submit Application" }).click();
    const toast = page
      .getByRole("status")
      .filter({ hasText: "There was an error submitting your application. Please try again." });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Error");
    await expect(page.getByLabel("Full Name")).toHaveValue(name);
    await expect(page.getByLabel("Location (City, State)")).toHaveValue("Dayton, OH");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The browser reports the refused request itself; nothing else may fail.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 500/.test(error)));
  });

  test("the consultant programme form welcomes the new consultant", async ({ page, checkA11y }) => {
    await page.goto("/marykay-application");
    await expect(page).toHaveURL(/\/apply\/marykay$/);
    await expect(page.getByRole("heading", { name: "Meet your mentor" })).toBeVisible();
    await expect(page.getByText("Gloria Mendez").first()).toBeVisible();
    await expect(page.locator('main a[href="/academy"]').first()).toBeVisible();
    await checkA11y();
    await fillContactFields(page, visitorName("Consultant Applicant"));
    await page.getByLabel("State").selectOption("Texas");
    await expect(page.getByLabel("State").locator("option")).toHaveCount(51);
    await page.getByLabel("Experience Level").selectOption({ label: "Some Experience (1-3 years)" });
    await page.getByLabel("How would you like to collaborate?").selectOption("consultant");
    await page.getByRole("button", { name: "Submit Application" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome to the Mary Kay Consultant Program!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Gloria Mendez, will contact you within 24 hours");
    await checkA11y();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    // The form is cleared, selects included.
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("State").locator("option:checked")).toHaveText("Choose your state");
    await expect(page.getByLabel("Experience Level").locator("option:checked")).toHaveText(
      "Choose your experience level",
    );
    await expect(page.getByLabel("How would you like to collaborate?").locator("option:checked")).toHaveText(
      "Independent beauty consultant",
    );
  });

  test("the diamond programme form thanks the new agent", async ({ page, checkA11y }) => {
    await page.goto("/amera-diamonds-application");
    await expect(page).toHaveURL(/\/apply\/amera-diamonds$/);
    await checkA11y();
    await fillContactFields(page, visitorName("Diamond Applicant"));
    await page.getByLabel("State").selectOption("Georgia");
    await page.getByLabel("Experience Level").selectOption("Beginner");
    // The only collaboration is already chosen: the applicant never has to open that select.
    const collaboration = page.getByLabel("How would you like to collaborate?");
    await expect(collaboration.locator("option")).toHaveCount(1);
    await expect(collaboration.locator("option:checked")).toHaveText("Independent diamond agent");
    await page.getByRole("button", { name: "Submit Application" }).click();
    const dialog = page.getByRole("dialog", { name: "Thank You for Your Interest!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("We will contact you within 24 hours to discuss the next steps.");
  });

  test("a project's own application is preselected, and a project without options is not available", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await page.goto(`/projects/${OWN_FORM.slug}`);
    await page.getByRole("link", { name: "Become a Partner" }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/project-application/[0-9a-f-]{36}\\?${new URLSearchParams({ project: OWN_FORM.title }).toString().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
      ),
    );
    await expect(page.getByRole("combobox", { name: "Project", exact: true }).locator("option:checked")).toHaveText(
      OWN_FORM.title,
    );
    await checkA11y();
    await fillContactFields(page, visitorName("Aide Applicant"));
    await page.getByLabel("Location (City, State)").fill("Des Moines, IA");
    await page.getByLabel("Partnership Type").selectOption(collaborationOptions(OWN_FORM)[0]!.option);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("dialog", { name: "Thank You for Your Interest!" })).toBeVisible();

    const response = await page.goto("/project-application/00000000-0000-4000-8000-000000000000?project=Nothing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Project Not Available" })).toBeVisible();
    await expect(
      page.getByText("The requested project could not be found or is not configured for applications."),
    ).toBeVisible();
    await checkA11y();
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 404/.test(error)));
  });

  test("the Business Opportunity page: toggle by URL, apply links, and the opportunity form", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/projects/business");
    await expect(page.getByRole("link", { name: "Apply as an individual" })).toHaveAttribute(
      "href",
      "/agent-application?project=General%20Individual%20Opportunity",
    );
    await expect(page.getByRole("link", { name: "Browse business projects" })).toHaveAttribute(
      "href",
      "/projects/library?category=business",
    );
    await expect(page.getByText(/never ask for your Social Security number/)).toBeVisible();
    await checkA11y();

    await page.getByRole("link", { name: "For Businesses" }).click();
    await expect(page).toHaveURL(/\?type=business/);
    await expect(page.getByRole("link", { name: "Apply as a business" })).toHaveAttribute(
      "href",
      "/agent-application?project=General%20Business%20Partnership",
    );
    await expect(page.getByRole("link", { name: "Browse business projects" })).toHaveAttribute(
      "href",
      "/projects/library?category=business",
    );
    await expect(page.getByLabel("Type of Organization").locator("option")).toHaveText([
      "Choose one (optional)",
      "Retail store",
      "Service business",
      "Nonprofit organization",
      "Community group or congregation",
      "Another kind of organization",
    ]);

    await page.getByLabel("Contact Name").fill(visitorName("Business Owner"));
    await page.getByLabel("Email Address").fill("owner@example.org");
    await page.getByLabel("Phone Number").fill("901-555-0110");
    await page.getByLabel("Location (City, State)").fill("Memphis, TN");
    await page.getByLabel("Type of Organization").selectOption("retail");
    await page.getByLabel("Area of Interest").selectOption("beauty");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("button", { name: "Submitting Application..." })).toBeVisible();
    await expect(page.getByText("Application Submitted!")).toBeVisible();
    await expect(
      page.getByText("Thank you for your interest in our business opportunity. We'll contact you within 24 hours."),
    ).toBeVisible();
    await expect(page.getByLabel("Contact Name")).toHaveValue("");
    await checkA11y();
  });
});

test.describe("On a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout");

  test("no page of this area is wider than the screen", async ({ page }) => {
    for (const path of [
      "/about",
      "/about?tab=mission",
      "/about?tab=methods",
      "/about?tab=impact",
      "/about/mission",
      "/about/team",
      "/about/impact",
      "/about/stories",
      "/projects",
      "/projects/library",
      "/projects/library?category=helping-hand",
      "/projects/business",
      "/projects/business?type=business",
      "/projects/helping-hand",
      "/projects/shield-fashion?apply=1",
      "/projects/amera-diamonds",
      "/projects/lab-grown-diamonds",
      "/projects/orel-developers",
      "/projects/lon-tax?apply=1",
      "/projects/baby-cam-campaign",
      `/projects/${AMERA.slug}`,
      `/projects/${SHIELD.slug}`,
      "/agent-application",
      "/marykay-application",
      "/amera-diamonds-application",
      "/apply/business",
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("Before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the library pages, the About tabs and the inline application work as plain links and forms", async ({
    page,
  }) => {
    await page.goto("/projects/library");
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("library-card")).toHaveCount(PROJECTS_PAGE_TWO.length);
    await page.getByRole("link", { name: "Helping Hand Campaigns" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Helping Hand Campaigns" })).toBeVisible();

    await page.goto("/about");
    await page.getByRole("navigation", { name: "About sections" }).getByRole("link", { name: "Our Methods" }).click();
    await expect(page).toHaveURL(/tab=methods/);
    await expect(page.getByRole("heading", { level: 2, name: "How we work" })).toBeVisible();

    await page.goto("/projects/shield-fashion");
    await page.getByRole("link", { name: "Get Territorial Rights" }).first().click();
    await expect(page.getByLabel("Full Name")).toBeVisible();
  });

  test("the consultant form is sent and confirmed without JavaScript", async ({ page }) => {
    await page.goto("/apply/marykay");
    await fillContactFields(page, visitorName("No Script"));
    await page.getByLabel("State").selectOption("Ohio");
    await page.getByLabel("Experience Level").selectOption("Expert");
    await expect(page.getByLabel("How would you like to collaborate?").locator("option:checked")).toHaveText(
      "Independent beauty consultant",
    );
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Welcome to the Mary Kay Consultant Program!" }),
    ).toBeVisible();
  });
});
