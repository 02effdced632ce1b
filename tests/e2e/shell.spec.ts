import { blockedInlineScripts } from "../setup/csp";
import { expect, test } from "./fixtures";

test.describe("The site shell", () => {
  test("a visitor skips straight to the main content with the keyboard", async ({ page, checkA11y }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator("#main-content")).toBeFocused();
    await checkA11y();
  });

  test("the header gains a shadow after 20 px of scroll and loses it at the top", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    // scrollTo is instant; a wheel event would scroll later (Playwright does not wait for it) and race this check.
    await page.evaluate(() => window.scrollTo({ top: 15, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(15);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the footer shows the contact details, its links and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole("link", { name: /info@communitysynergy\.org/ })).toHaveAttribute(
      "href",
      "mailto:info@communitysynergy.org",
    );
    await expect(footer.getByRole("link", { name: /1-800-555-0199/ })).toHaveAttribute("href", /^tel:/);
    for (const href of [
      "/about/mission",
      "/about/team",
      "/about/impact",
      "/about/stories",
      "/volunteer",
      "/donate",
      "/projects/business",
      "/store",
      "/academy",
      "/newsletter",
      "/projects/library",
      "/faq",
      "/terms",
      "/privacy",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test("an unknown address answers the friendly 404 page", async ({ page, checkA11y }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    for (const href of ["/about", "/projects", "/academy", "/contact"]) {
      await expect(page.getByRole("navigation", { name: "Helpful links" }).locator(`a[href="${href}"]`)).toBeVisible();
    }
    // The shell stays around the error.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await checkA11y();
    await page.goto("/");
    await page.goto("/nowhere");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("The site shell on a desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop navigation");

  test("the main navigation and its submenus open with the keyboard", async ({ page, checkA11y }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["News", "/latest-news"],
      ["Academy", "/academy"],
      ["Support US", "/donate"],
      ["Store", "/store"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const utility = page.getByRole("navigation", { name: "Utility" });
    await expect(utility.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/newsletter");
    await expect(utility.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/faq");
    await expect(utility.getByRole("link", { name: "Support", exact: true })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    // Issue 8: the header's search button opens the site search (tests/e2e/search.spec.ts).
    await expect(page.getByRole("banner").getByRole("button", { name: "Search", exact: true })).toBeVisible();

    const projects = nav.getByRole("button", { name: "Projects" });
    await projects.focus();
    await page.keyboard.press("Enter");
    for (const [name, href] of [
      ["Business Opportunity", "/projects/business"],
      ["Helping Hand", "/projects/helping-hand"],
      ["Project Library", "/projects/library"],
      ["Completed Campaigns", "/completed-campaigns"],
    ] as const) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
    }
    await checkA11y();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: /^Completed Campaigns/ })).toBeHidden();

    await nav.getByRole("button", { name: "About" }).click();
    await expect(nav.getByRole("link", { name: /^About Us/ })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: /^Our Team/ })).toHaveAttribute("href", "/about/team");
  });
});

test.describe("The site shell on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone navigation");

  test("the menu slides in with expandable submenus and closes again", async ({ page, checkA11y }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    const mobileNav = panel.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("link", { name: "News" })).toHaveAttribute("href", "/latest-news");

    const projects = mobileNav.getByRole("button", { name: "Projects" });
    await expect(projects).toHaveAttribute("aria-expanded", "false");
    await projects.click();
    await expect(projects).toHaveAttribute("aria-expanded", "true");
    await expect(mobileNav.getByRole("link", { name: /^Completed Campaigns/ })).toBeVisible();
    await checkA11y();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    // Following a link closes the panel.
    await open.click();
    await page.getByRole("dialog").getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("nothing is wider than the screen", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("the page works before JavaScript: header, footer and content are in the server HTML", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Skip to main content");
  expect(html).toMatch(/<header[^>]*>/);
  expect(html).toMatch(/<footer[^>]*>/);
  expect(html).toMatch(/<h1[^>]*>/);
  // Every inline script is allowed by this response's policy: by its nonce when rendered, by its
  // hash when it came from the page cache.
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(blockedInlineScripts(html, csp)).toEqual([]);
});

test("the styles come inside the page: no stylesheet request, and they stay through hydration and navigation", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
  });
  const response = await page.goto("/projects/library");
  // The server's HTML carries the stylesheet in one <style>, not as a link to fetch.
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<style id="app-stylesheet" data-href="\/assets\/app-[^"]+\.css">/);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  // The scripted search button shows that the page has hydrated.
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Search", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(stylesheets).toEqual([]);
  const styled = () =>
    page.evaluate(() => ({
      inline: document.querySelectorAll("style#app-stylesheet").length,
      rules: (document.getElementById("app-stylesheet") as HTMLStyleElement | null)?.sheet?.cssRules.length ?? 0,
      // The footer's dark background is a Tailwind class: drawn only if the styles apply.
      footerBackground: getComputedStyle(document.querySelector("footer")!).backgroundColor,
    }));
  const hydrated = await styled();
  expect(hydrated.inline).toBe(1);
  expect(hydrated.rules).toBeGreaterThan(10);
  expect(hydrated.footerBackground).not.toBe("rgba(0, 0, 0, 0)");
  // A client-side navigation keeps the same one element and loads no stylesheet either.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await styled()).toEqual(hydrated);
  expect(stylesheets).toEqual([]);
});

test("a first visit to the home page fetches its scripts in a dozen files, compressed with Brotli", async ({
  page,
}) => {
  const scripts: { path: string; encoding: string | undefined; size: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const headers = await response.allHeaders();
    scripts.push({
      path: new URL(response.url()).pathname,
      encoding: headers["content-encoding"],
      size: Number(headers["content-length"] ?? 0),
    });
  });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Search", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The framework and the site's shell are one file: about 40 files before. The page's own pieces
  // (cards, form helpers) come as small
  // files beside them, modulepreloaded together from the HTML: grouped, every page downloaded all
  // of them, 9 KB more on each (docs/decisions/0016).
  expect(scripts.length).toBeGreaterThanOrEqual(5);
  expect(scripts.length).toBeLessThanOrEqual(30);
  // Files larger than a packet come as Brotli made at build time.
  const large = scripts.filter((script) => script.size === 0 || script.size > 1_400);
  expect(large.length).toBeGreaterThan(0);
  for (const script of large) expect(script, script.path).toMatchObject({ encoding: "br" });
});

test("icons are drawn from one cached sprite, not shipped as script", async ({ page }) => {
  const sprites: { path: string; encoding: string | undefined; cache: string | undefined }[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith(".svg") || !url.pathname.startsWith("/assets/")) return;
    const headers = await response.allHeaders();
    sprites.push({ path: url.pathname, encoding: headers["content-encoding"], cache: headers["cache-control"] });
  });
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Search", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");

  // Every icon on the page points into the same file, and each one on screen at a symbol that is
  // there: it draws something (an icon whose symbol is missing draws nothing, a zero-size box).
  const icons = await page.locator("svg.lucide").evaluateAll((svgs) =>
    svgs.map((svg) => {
      if (svg.getClientRects().length === 0)
        return { href: svg.querySelector("use")?.getAttribute("href") ?? "", drawn: true };
      const use = svg.querySelector("use");
      const box = use?.getBBox();
      return { href: use?.getAttribute("href") ?? "", drawn: Boolean(box && box.width > 0 && box.height > 0) };
    }),
  );
  expect(icons.length).toBeGreaterThan(10);
  const files = new Set(icons.map((icon) => icon.href.split("#")[0]));
  expect([...files]).toHaveLength(1);
  expect([...files][0]).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
  expect(icons.filter((icon) => !icon.drawn)).toEqual([]);
  // Hidden from screen readers unless labelled, as lucide's own icons were.
  await expect(banner.locator("svg.lucide-search").first()).toHaveAttribute("aria-hidden", "true");

  // Fetched once, as Brotli, cached for good (its name changes with its content).
  expect(sprites).toHaveLength(1);
  expect(sprites[0]).toMatchObject({ encoding: "br", cache: expect.stringContaining("immutable") });

  // A client-side navigation draws the next page's icons from the same file, without fetching it again.
  await page.getByRole("contentinfo").getByRole("link", { name: "Academy", exact: true }).click();
  await expect(page).toHaveURL(/\/academy$/);
  await page.waitForLoadState("networkidle");
  const undrawn = await page
    .locator("main svg.lucide")
    .evaluateAll(
      (svgs) =>
        svgs.filter((svg) => svg.getClientRects().length > 0 && !(svg.querySelector("use")?.getBBox().width ?? 0))
          .length,
    );
  expect(undrawn).toBe(0);
  expect(sprites).toHaveLength(1);
});
