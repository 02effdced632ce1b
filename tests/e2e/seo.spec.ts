import type { APIRequestContext } from "@playwright/test";
import { COURSES } from "../../app/db/seed/courses";
import { blockedInlineScripts } from "../setup/csp";
import { expect, test } from "./fixtures";

/** A seeded course named in a link by its title: the private one, picked by its shape. */
const PRIVATE_COURSE = COURSES.find((course) => course.isPrivate);
if (!PRIVATE_COURSE) throw new Error("the demo seed has no private course");

/** The server's HTML only (no JavaScript runs): what a crawler or a link preview reads. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return {
    html,
    head: html.slice(0, html.indexOf("</head>")),
    csp: response.headers()["content-security-policy"] ?? "",
  };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The content of `<meta name|property="key" content="…">` in the head. */
function metaContent(head: string, key: string): string | undefined {
  const tag = [...head.matchAll(/<meta\b[^>]*>/g)]
    .map((match) => match[0])
    .find((candidate) => candidate.includes(`="${key}"`));
  const content = tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
  return content === undefined ? undefined : decode(content);
}

const canonicals = (head: string) =>
  [...head.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map((match) => decode(/href="([^"]*)"/.exec(match[0])![1]!));
const titles = (head: string) => [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!));

async function firstArticlePath(request: APIRequestContext) {
  const { html } = await serverHtml(request, "/latest-news");
  // Stories are linked by their slug (ADR 0052).
  const slug = /href="\/news\/([a-z0-9-]+)"/.exec(html)?.[1];
  expect(slug, "a published story on /latest-news").toBeTruthy();
  return `/news/${slug}`;
}

test.describe("Search engines and link previews", () => {
  test("a news article's server HTML carries its title, description, canonical, social card and NewsArticle data", async ({
    request,
    baseURL,
  }) => {
    const path = await firstArticlePath(request);
    const { html, head, csp } = await serverHtml(request, path);
    const headline = decode(/<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!);

    expect(titles(head)).toEqual([`${headline} | Community Synergy Network`]);
    expect(metaContent(head, "description")?.length).toBeGreaterThan(20);
    expect(canonicals(head)).toEqual([`${baseURL}${path}`]);
    expect(metaContent(head, "og:title")).toBe(headline);
    expect(metaContent(head, "og:url")).toBe(`${baseURL}${path}`);
    expect(metaContent(head, "og:type")).toBe("article");
    const image = metaContent(head, "og:image")!;
    expect(image).toMatch(/^https?:\/\//);
    expect(metaContent(head, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(head, "twitter:image")).toBe(image);
    expect(metaContent(head, "robots")).toBeUndefined();

    // The share image itself is served.
    const picture = await request.get(image.startsWith(baseURL!) ? image.slice(baseURL!.length) : image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toMatch(/^image\//);

    const script = /<script\b([^>]*type="application\/ld\+json"[^>]*)>([\s\S]*?)<\/script>/.exec(html);
    expect(script, "a JSON-LD script").not.toBeNull();
    expect(blockedInlineScripts(html, csp)).toEqual([]);
    const data = JSON.parse(script![2]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline,
      url: `${baseURL}${path}`,
      publisher: { "@type": "NGO", name: "Community Synergy Network" },
    });
    expect(Date.parse(String(data.datePublished))).not.toBeNaN();
  });

  test("every public page has one title, one absolute canonical and a description, and no two share a title", async ({
    request,
    baseURL,
  }) => {
    const course = /href="(\/academy\/course\/[a-z0-9]+(?:-[a-z0-9]+)*)"/.exec(
      (await serverHtml(request, "/academy")).html,
    )?.[1];
    const paths = [
      "/",
      "/about",
      "/about/mission",
      "/about/team",
      "/about/impact",
      "/about/stories",
      "/projects",
      "/projects/library",
      "/projects/library?category=helping-hand",
      "/projects/business",
      "/projects/helping-hand",
      "/projects/amera-diamonds",
      "/academy",
      "/latest-news",
      "/completed-campaigns",
      "/newsletter",
      "/contact",
      "/volunteer",
      "/donate",
      "/store",
      "/faq",
      "/privacy",
      "/terms",
      "/apply/agent",
      await firstArticlePath(request),
      course ?? "/academy/course/missing",
    ];
    const seen = new Map<string, string>();
    for (const path of paths) {
      const { head } = await serverHtml(request, path);
      const [title, ...moreTitles] = titles(head);
      expect(moreTitles, path).toEqual([]);
      expect(title, path).toBeTruthy();
      expect(seen.get(title!), `${path} repeats the title of ${seen.get(title!)}`).toBeUndefined();
      seen.set(title!, path);
      const links = canonicals(head);
      expect(links, path).toHaveLength(1);
      expect(links[0]!.startsWith(`${baseURL}/`), path).toBe(true);
      expect(metaContent(head, "description"), path).toBeTruthy();
      expect(metaContent(head, "og:image"), path).toMatch(/^https?:\/\//);
      expect(metaContent(head, "robots"), path).toBeUndefined();
    }
    // Tracking parameters never reach the canonical.
    const { head } = await serverHtml(request, "/latest-news?utm_source=newsletter&fbclid=abc");
    expect(canonicals(head)).toEqual([`${baseURL}/latest-news`]);
  });

  test("the 404 page and the sign-in page are kept out of search results", async ({ request }) => {
    const missing = await request.get("/no-such-page-at-all");
    expect(missing.status()).toBe(404);
    const missingHead = (await missing.text()).split("</head>")[0]!;
    expect(metaContent(missingHead, "robots")).toBe("noindex");
    expect(canonicals(missingHead)).toEqual([]);
    const { head } = await serverHtml(request, "/auth");
    expect(metaContent(head, "robots")).toBe("noindex");
  });

  test("structured data reaches the browser, and no script is blocked on a rendered or a cached page", async ({
    page,
    request,
    baseURL,
  }) => {
    // The fixture fails the test on any console error, a CSP violation included; the listener
    // counts violations too, in case one is reported without a console message.
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { violations: string[] }).violations.push(event.blockedURI || event.violatedDirective),
      );
    });
    const article = await firstArticlePath(request);
    // The first visit may render; the second is served from the page cache with hashes in its policy.
    for (const visit of ["rendered", "cached"]) {
      let response = await page.goto("/");
      // Another test's admin write may empty the cache in between: ask again, a little later.
      for (let tries = 0; visit === "cached" && response?.headers()["x-cache"] !== "HIT" && tries < 5; tries += 1) {
        await page.waitForTimeout(200);
        response = await page.goto("/");
      }
      if (visit === "cached") expect(response?.headers()["x-cache"]).toBe("HIT");
      // Hydrated: the scripted search button answers.
      await expect(page.getByRole("banner").getByRole("button", { name: "Search", exact: true })).toBeVisible();
      const home = await page.evaluate(() => ({
        json: document.querySelector('script[type="application/ld+json"]')?.textContent ?? "",
        violations: (window as unknown as { violations: string[] }).violations,
      }));
      expect(home.violations, visit).toEqual([]);
      expect(JSON.parse(home.json)).toMatchObject({
        "@type": "NGO",
        url: `${baseURL}/`,
        email: expect.stringContaining("@"),
      });

      await page.goto(article);
      const story = await page.locator('script[type="application/ld+json"]').evaluate((script: HTMLScriptElement) => ({
        type: (JSON.parse(script.textContent ?? "{}") as { "@type"?: string })["@type"],
        violations: (window as unknown as { violations: string[] }).violations,
      }));
      expect(story.type).toBe("NewsArticle");
      expect(story.violations, visit).toEqual([]);
    }
  });

  test("sitemap.xml parses as XML, lists public pages and no admin pages; robots.txt names it", async ({
    page,
    request,
    baseURL,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    await page.goto("/");
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.nodeName,
        locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("urlset");
    expect(parsed.locs).toContain(`${baseURL}/`);
    expect(parsed.locs).toContain(`${baseURL}/latest-news`);
    expect(parsed.locs.some((loc) => /\/news\/[a-z0-9-]+$/.test(loc))).toBe(true);
    expect(parsed.locs.filter((loc) => /\/(admin|auth)(\/|$)/.test(loc))).toEqual([]);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
  });

  test("the paths the site's links use answer 301 to one canonical URL, query kept", async ({ page, request }) => {
    for (const [from, to] of [
      [
        "/agent-application?project=General%20Individual%20Opportunity",
        "/apply/agent?project=General%20Individual%20Opportunity",
      ],
      ["/marykay-application", "/apply/marykay"],
      ["/amera-diamonds-application?ref=card", "/apply/amera-diamonds?ref=card"],
      ["/news?category=campaigns", "/latest-news?category=campaigns"],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      // The server may write a space in the query as + or %20: the same URL either way.
      expect(response.headers().location?.replace(/\+/g, "%20"), from).toBe(to);
    }

    // A project's id leads to its slug; a course title to that course's enrollment page.
    const library = (await serverHtml(request, "/projects/library")).html;
    const projectPath = /href="(\/projects\/[0-9a-f-]{36})"/.exec(library)?.[1];
    expect(projectPath).toBeTruthy();
    const byId = await request.get(projectPath!, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers().location).toMatch(/^\/projects\/[a-z0-9-]+$/);
    // The spec's catalogue link names the course by its title (a seeded course).
    const enroll = await request.get(`/course-enrollment?course=${encodeURIComponent(PRIVATE_COURSE.title)}`, {
      maxRedirects: 0,
    });
    expect(enroll.status()).toBe(301);
    expect(enroll.headers().location).toMatch(/^\/academy\/course\/[a-z0-9-]+\/enroll$/);
    // A course's id (from the enrollment form's choice) leads to its slug (ADR 0052).
    const enrollPage = (await serverHtml(request, enroll.headers().location!)).html;
    const courseIdValue = /<option[^>]*value="([0-9a-f-]{36})"[^>]*selected/.exec(enrollPage)?.[1];
    expect(courseIdValue).toBeTruthy();
    const courseById = await request.get(`/academy/course/${courseIdValue}?ref=card`, { maxRedirects: 0 });
    expect(courseById.status()).toBe(301);
    expect(courseById.headers().location).toBe(`${enroll.headers().location!.replace(/\/enroll$/, "")}?ref=card`);

    // In the browser too, after hydration: a link to an alias path lands on the canonical page.
    await page.goto("/projects/lab-grown-diamonds");
    await page.getByRole("link", { name: "Become an Agent" }).first().click();
    await expect(page).toHaveURL(/\/apply\/agent$/);
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeVisible();
  });
});
