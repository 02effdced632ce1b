import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

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
  test("a visitor pages through business projects and switches to Helping Hand campaigns", async ({ page, checkA11y }) => {
    await page.goto("/projects/library");
    await expect(page.getByRole("heading", { level: 2, name: "Business Opportunity Projects" })).toBeVisible();
    const cards = page.getByTestId("library-card");
    await expect(cards).toHaveCount(6);
    await expect(page.getByText("Showing 1–6 of 10, newest first")).toBeVisible();
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
    await expect(cards).toHaveCount(4);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const maryKay = cards.filter({ hasText: "Mary Kay Independent Beauty Consultant Program" });
    await expect(maryKay.getByRole("link", { name: /Become a Partner/ })).toHaveAttribute("href", "/marykay-application");
    await expect(maryKay.getByRole("link", { name: /View Details/ })).toHaveAttribute("href", /^\/projects\/[0-9a-f-]{36}$/);
    const learnMore = maryKay.getByRole("link", { name: /Learn More/ });
    await expect(learnMore).toHaveAttribute("target", "_blank");
    await expect(learnMore).toHaveAttribute("rel", "noopener noreferrer");
    const shield = cards.filter({ hasText: "Shield Fashion Territorial Distribution" });
    await expect(shield.getByRole("link", { name: /Become a Partner/ })).toHaveAttribute(
      "href",
      "/agent-application?project=Shield+Fashion+Territorial+Distribution",
    );
    await expect(cards.filter({ hasText: "Lab-Grown Diamonds" }).getByRole("link", { name: /Become a Partner/ })).toHaveAttribute(
      "href",
      "/amera-diamonds-application",
    );

    // Switching the view starts again at page 1.
    await page.getByRole("navigation", { name: "Project categories" }).getByRole("link", { name: "Helping Hand Campaigns" }).click();
    await expect(page).toHaveURL(/\/projects\/library\?category=helping-hand$/);
    await expect(page.getByRole("heading", { level: 2, name: "Helping Hand Campaigns" })).toBeVisible();
    await expect(cards).toHaveCount(6);
    const babyCam = cards.filter({ hasText: "Coast Guard Baby-Cam Donation Drive" });
    await expect(babyCam.getByRole("link", { name: /View Campaign/ })).toHaveAttribute("href", /^\/campaigns\/[0-9a-f-]{36}$/);
    const donate = babyCam.getByRole("link", { name: /Donate/ });
    await expect(donate).toHaveAttribute("href", "https://www.example.com/donate/baby-cam");
    await expect(donate).toHaveAttribute("target", "_blank");
    await expect(donate).toHaveAttribute("rel", "noopener noreferrer");
    await expect(babyCam.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "62.4");
    await checkA11y();

    await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Apply as an agent" })).toHaveAttribute("href", "/agent-application");
  });

  test("a page past the end shows the last page and a nonsense page the first", async ({ page }) => {
    await page.goto("/projects/library?page=99");
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("library-card")).toHaveCount(4);
    await page.goto("/projects/library?category=business&page=abc");
    await expect(page.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("library-card")).toHaveCount(6);
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
    await page.goto("/projects/amera-diamonds-agent-program");
    await expect(page.getByRole("heading", { level: 1, name: "AMERA Diamonds Agent Program" })).toBeVisible();
    await expect(page.getByText("MADE IN USA")).toBeVisible();
    await expect(page.getByText(/manufactured in US facilities using CVD/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a Partner" })).toHaveAttribute("href", "/amera-diamonds-application");
    await expect(page.getByRole("link", { name: "Support This Project" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Diamond Agent" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Project Library" }).first()).toHaveAttribute("href", "/projects/library");
    await checkA11y();

    // Broken colours in the database fall back to the partner's own; the page still renders.
    await page.goto("/projects/orel-developers-ai-automation-agents");
    await expect(page.getByRole("link", { name: "Become a Partner" })).toHaveAttribute(
      "href",
      "/agent-application?project=Orel+Developers+AI+Automation+Territorial+Agents",
    );
    await checkA11y();

    // A light-to-dark gradient gets a scrim so the white text stays readable.
    await page.goto("/projects/shield-fashion-territorial-distribution");
    await checkA11y();

    await page.goto("/projects/urban-garden-initiative");
    await expect(page.getByRole("link", { name: "Support This Project" })).toHaveAttribute(
      "href",
      "/donate?project=Urban+Garden+Initiative",
    );
    await expect(page.getByText("MADE IN USA")).toHaveCount(0);
    await checkA11y();
  });

  test("an unknown project answers 404 with a way back to the library", async ({ page, checkA11y, consoleErrors }) => {
    const response = await page.goto("/projects/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Project not found or error loading project details." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Project Library" })).toHaveAttribute("href", "/projects/library");
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
    for (const term of ["digital catalog", "MSRP", "above your agent cost", "unique code name", "minus your agent cost", "Form 1099", "14 days", "independent contractor"]) {
      await expect(page.getByRole("list").getByText(new RegExp(term)).first()).toBeVisible();
    }
  });

  test("the Coast Guard baby-cam page leads to volunteering, donating and Helping Hand", async ({ page, checkA11y }) => {
    await page.goto("/projects/baby-cam-campaign");
    await expect(page.getByRole("heading", { level: 1, name: "Coast Guard Baby-Cam Donation Drive" })).toBeVisible();
    await expect(page.locator('main a[href="/volunteer"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/donate"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/projects/helping-hand"]').first()).toBeVisible();
    await checkA11y();
  });

  test("the Helping Hand page links the campaigns, Donate Now and an address for large gifts", async ({ page, checkA11y }) => {
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

  test("the Projects landing page shows the categories, the featured project and the figures", async ({ page, checkA11y }) => {
    await page.goto("/projects");
    for (const href of ["/projects/business", "/projects/helping-hand", "/projects/library", "/about/impact", "/volunteer", "/donate"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(page.getByText("Active Project")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Urban Garden Initiative" })).toBeVisible();
    for (const figure of ["250+", "48", "$5.2M", "15K+"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await checkA11y();
  });
});

test.describe("About us", () => {
  test("the tabs switch by URL, and the buttons at the bottom bring the panel back into view", async ({ page, checkA11y }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
    await page.getByRole("tab", { name: "Our Mission" }).click();
    await expect(page).toHaveURL(/\/about\?tab=mission/);
    await expect(page.getByText("400 × $10 = $4,000")).toBeVisible();
    await checkA11y();

    await page.getByRole("navigation", { name: "Keep reading about us" }).getByRole("link", { name: "Our Impact" }).click();
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
    await expect(page.getByRole("heading", { level: 3, name: "Marcus Whitfield" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our commitment" })).toBeVisible();
    await checkA11y();

    await page.goto("/about/impact");
    for (const figure of ["500+", "1000+", "150+", "$250K+"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    for (const href of ["/projects/baby-cam-campaign", "/projects/business", "/academy", "/completed-campaigns", "/volunteer", "/donate"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(page.getByRole("main").getByRole("figure")).toHaveCount(2);
    await checkA11y();

    await page.goto("/about/stories");
    for (const href of ["/projects/orel-developers", "/projects/amera-diamonds", "/projects/lon-tax", "/projects/shield-fashion"]) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("main").getByRole("figure")).toHaveCount(2);
    await checkA11y();
  });
});

test.describe("Applications", () => {
  test("Shield Fashion: Get Territorial Rights opens the form, which is sent and then cleared", async ({ page, checkA11y }) => {
    await page.goto("/projects/shield-fashion");
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
    await page.getByRole("link", { name: "Get Territorial Rights" }).first().click();
    await expect(page).toHaveURL(/apply=1/);
    await expect(page.getByRole("heading", { name: "Apply for territorial rights" })).toBeFocused();
    await expect(page.getByRole("combobox", { name: "Project", exact: true })).toHaveValue(/[0-9a-f-]{36}/);
    await expect(page.getByRole("combobox", { name: "Project", exact: true }).locator("option:checked")).toHaveText("Shield Fashion Territorial Distribution");
    await checkA11y();

    const name = visitorName("Shield Applicant");
    await fillContactFields(page, name);
    await page.getByLabel("Location (City, State)").fill("Savannah, GA");
    // Only this project's ways to partner are offered.
    const partnership = page.getByLabel("Partnership Type");
    await expect(partnership.locator("option")).toHaveText(["Choose a partnership type", "Territorial Distributor"]);
    await partnership.selectOption("Territorial Distributor");
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
    await expect(page.getByRole("combobox", { name: "Project", exact: true }).locator("option:checked")).toHaveText("LON Tax Career Program");
    await expect(page.getByLabel("Partnership Type").locator("option")).toHaveCount(4);
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
    await page.goto("/agent-application?project=Orel%20Developers%20AI%20Automation%20Territorial%20Agents");
    await expect(page.getByRole("combobox", { name: "Project", exact: true }).locator("option:checked")).toHaveText(
      "Orel Developers AI Automation Territorial Agents",
    );
    await expect(page.locator('main a[href="/academy"]')).toBeVisible();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByText("Please choose how you would like to partner.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await checkA11y();

    await fillContactFields(page, visitorName("Agent Applicant"));
    await page.getByLabel("Location (City, State)").fill("Tucson, AZ");
    await page.getByLabel("Partnership Type").selectOption("Referral Partner");
    await expect(page.getByText(/one-time \$250 referral fee/)).toBeVisible();
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
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "Internal Server Error" }) : route.continue(),
    );
    const name = visitorName("Kept Input");
    await fillContactFields(page, name);
    await page.getByLabel("Location (City, State)").fill("Dayton, OH");
    await page.getByRole("button", { name: "Submit Application" }).click();
    const toast = page.getByRole("status").filter({ hasText: "There was an error submitting your application. Please try again." });
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
    await expect(page.getByLabel("Experience Level").locator("option:checked")).toHaveText("Choose your experience level");
    await expect(page.getByLabel("How would you like to collaborate?").locator("option:checked")).toHaveText("Independent beauty consultant");
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

  test("a project's own application is preselected, and a project without options is not available", async ({ page, checkA11y, consoleErrors }) => {
    await page.goto("/projects/heartland-home-health-aides");
    await page.getByRole("link", { name: "Become a Partner" }).click();
    await expect(page).toHaveURL(/\/project-application\/[0-9a-f-]{36}\?project=Heartland/);
    await expect(page.getByRole("combobox", { name: "Project", exact: true }).locator("option:checked")).toHaveText("Heartland Home Health Aide Agency");
    await checkA11y();
    await fillContactFields(page, visitorName("Aide Applicant"));
    await page.getByLabel("Location (City, State)").fill("Des Moines, IA");
    await page.getByLabel("Partnership Type").selectOption("Home Health Aide");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("dialog", { name: "Thank You for Your Interest!" })).toBeVisible();

    const response = await page.goto("/project-application/00000000-0000-4000-8000-000000000000?project=Nothing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Project Not Available" })).toBeVisible();
    await expect(page.getByText("The requested project could not be found or is not configured for applications.")).toBeVisible();
    await checkA11y();
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 404/.test(error)));
  });

  test("the Business Opportunity page: toggle by URL, apply links, and the opportunity form", async ({ page, checkA11y }) => {
    await page.goto("/projects/business");
    await expect(page.getByRole("link", { name: "Apply as an individual" })).toHaveAttribute(
      "href",
      "/agent-application?project=General%20Individual%20Opportunity",
    );
    await expect(page.getByRole("link", { name: "Browse business projects" })).toHaveAttribute("href", "/projects/library?category=business");
    await expect(page.getByText(/never ask for your Social Security number/)).toBeVisible();
    await checkA11y();

    await page.getByRole("link", { name: "For Businesses" }).click();
    await expect(page).toHaveURL(/\?type=business/);
    await expect(page.getByRole("link", { name: "Apply as a business" })).toHaveAttribute(
      "href",
      "/agent-application?project=General%20Business%20Partnership",
    );
    await expect(page.getByRole("link", { name: "Browse business projects" })).toHaveAttribute("href", "/projects/library?category=business");
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
      "/about", "/about?tab=mission", "/about?tab=methods", "/about?tab=impact", "/about/mission", "/about/team",
      "/about/impact", "/about/stories", "/projects", "/projects/library", "/projects/library?category=helping-hand",
      "/projects/business", "/projects/business?type=business", "/projects/helping-hand", "/projects/shield-fashion?apply=1",
      "/projects/amera-diamonds", "/projects/lab-grown-diamonds", "/projects/orel-developers", "/projects/lon-tax?apply=1",
      "/projects/baby-cam-campaign", "/projects/amera-diamonds-agent-program", "/projects/shield-fashion-territorial-distribution",
      "/agent-application", "/marykay-application", "/amera-diamonds-application", "/apply/business",
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("Before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the library pages, the About tabs and the inline application work as plain links and forms", async ({ page }) => {
    await page.goto("/projects/library");
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("library-card")).toHaveCount(4);
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
    await expect(page.getByLabel("How would you like to collaborate?").locator("option:checked")).toHaveText("Independent beauty consultant");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Welcome to the Mary Kay Consultant Program!" })).toBeVisible();
  });
});
