import { and, eq } from "drizzle-orm";
import type { MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessProjects, courses, newsItems } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed.server";
import { loader as enrollLoader } from "~/routes/academy/enroll";
import { meta as articleMeta, loader as articleLoader } from "~/routes/news/article";
import { meta as latestNewsMeta } from "~/routes/news/latest-news";
import { loader as projectLoader } from "~/routes/projects/project-detail";
import { loader as ameraAlias } from "~/routes/redirects/alias";
import { loader as agentAlias } from "~/routes/redirects/alias";
import { loader as courseLearningAlias } from "~/routes/redirects/alias";
import { loader as marykayAlias } from "~/routes/redirects/alias";
import { meta as rootMeta } from "~/root";
import { loader as robotsLoader } from "~/routes/seo/robots";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, getRequest, TEST_ORIGIN } from "../setup/context";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;
const DRAFT = { news: "", project: "draft-seo-hidden-project", course: "Draft SEO Hidden Course" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoContent(database.db);
  context = createTestContext(database);
  const [news] = await database.db
    .insert(newsItems)
    .values({
      title: "Draft story nobody may see yet",
      description: "Not ready.",
      content: "<p>Draft.</p>",
      category: "Campaigns",
      isPublished: false,
    })
    .returning({ slug: newsItems.slug });
  // Its address (ADR 0052): the sitemap names stories by slug.
  DRAFT.news = `/news/${news!.slug}<`;
  await database.db
    .insert(businessProjects)
    .values({ slug: DRAFT.project, title: "Draft SEO Hidden Project", description: "Not ready.", isPublished: false });
  await database.db.insert(courses).values({ title: DRAFT.course, description: "Not ready.", isPublished: false });
});
afterAll(async () => {
  await database?.close();
});

async function fetchSitemap() {
  const response = (await sitemapLoader(args(getRequest("/sitemap.xml"), context))) as Response;
  return { response, xml: await response.text() };
}

/**
 * A small well-formedness check: one XML declaration, every tag closed in order, only the
 * five predefined entities, one <urlset> root. (The browser test parses it with DOMParser too.)
 */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const stack: string[] = [];
  let roots = 0;
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name!);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  expect(body.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toMatch(/&/);
  expect(body.replace(/<[^>]*>/g, "")).not.toMatch(/[<>]/);
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

describe(`sitemap.xml (${process.env.TEST_DB_KIND})`, () => {
  it("lists the static pages and every published item at its canonical URL, with lastmod, as valid XML", async () => {
    const { response, xml } = await fetchSitemap();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/public, max-age=\d{3}/);
    expectWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const urls = locs(xml);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${TEST_ORIGIN}/`), url).toBe(true);
    for (const path of [
      "/",
      "/about",
      "/projects/library?category=business",
      "/academy",
      "/latest-news",
      "/contact",
      "/donate",
      "/faq",
    ]) {
      expect(urls, path).toContain(`${TEST_ORIGIN}${path}`);
    }

    const published = await database.db
      .select({ slug: newsItems.slug, updatedAt: newsItems.updatedAt })
      .from(newsItems)
      .where(eq(newsItems.isPublished, true));
    expect(published.length).toBeGreaterThan(0);
    for (const story of published) {
      expect(xml).toContain(
        `<url><loc>${TEST_ORIGIN}/news/${story.slug}</loc><lastmod>${story.updatedAt.toISOString()}</lastmod></url>`,
      );
    }
    const projects = await database.db
      .select({ id: businessProjects.id, slug: businessProjects.slug })
      .from(businessProjects)
      .where(eq(businessProjects.isPublished, true));
    for (const project of projects) {
      expect(urls).toContain(`${TEST_ORIGIN}/projects/${project.slug}`);
      // One URL per project: never its id.
      expect(urls).not.toContain(`${TEST_ORIGIN}/projects/${project.id}`);
    }
  });

  it("leaves out drafts, a private course's lessons, admin, account and search pages", async () => {
    const { xml } = await fetchSitemap();
    const urls = locs(xml);
    expect(xml).not.toContain(DRAFT.news);
    expect(xml).not.toContain(DRAFT.project);
    const [draftCourse] = await database.db
      .select({ id: courses.id, slug: courses.slug })
      .from(courses)
      .where(eq(courses.title, DRAFT.course));
    expect(xml).not.toContain(draftCourse!.id);
    expect(xml).not.toContain(`/academy/course/${draftCourse!.slug}<`);

    // Courses are listed at their slug (ADR 0052).
    const [privateCourse] = await database.db
      .select({ slug: courses.slug })
      .from(courses)
      .where(and(eq(courses.isPrivate, true), eq(courses.isPublished, true)));
    expect(urls).toContain(`${TEST_ORIGIN}/academy/course/${privateCourse!.slug}`);
    expect(urls).not.toContain(`${TEST_ORIGIN}/academy/course/${privateCourse!.slug}/learn`);

    for (const url of urls) {
      const path = url.slice(TEST_ORIGIN.length);
      expect(path, url).not.toMatch(
        /^\/(admin|auth|api|search|newsletter\/(confirm|unsubscribe)|agent-application|course-)/,
      );
      expect(path, url).not.toMatch(/\/apply$|\/enroll$/);
    }
  });

  it("answers 503 (not a half-empty sitemap) when the database fails", async () => {
    const failing = new Proxy(context.db, {
      get(target, property, receiver) {
        if (property === "select") {
          return () => {
            throw new Error("connection lost");
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const response = (await sitemapLoader(args(getRequest("/sitemap.xml"), { ...context, db: failing }))) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("120");
  });
});

describe("robots.txt", () => {
  it("names the sitemap and keeps crawlers out of admin, accounts and the admin API", async () => {
    const response = (await robotsLoader(args(getRequest("/robots.txt"), context))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    for (const path of ["/admin", "/admin-api", "/auth"]) expect(lines).toContain(`Disallow: ${path}`);
    // Public content stays crawlable.
    expect(lines.filter((line) => /^Disallow: \/($|latest-news|news\/|projects|academy)/.test(line))).toEqual([]);
  });
});

describe(`alias paths answer 301 to their canonical URL (${process.env.TEST_DB_KIND})`, () => {
  const redirectOf = async (run: () => unknown) => {
    const result = await callRoute(run);
    return { status: result.status, location: result.location };
  };

  it("sends the application aliases to /apply/…, query kept", async () => {
    const query = "?project=Orel%20Developers%20AI%20Automation%20Territorial%20Agents&utm_source=mail";
    expect(await redirectOf(() => agentAlias(args(getRequest(`/agent-application${query}`), context)))).toEqual({
      status: 301,
      location: `/apply/agent${query}`,
    });
    expect(await redirectOf(() => marykayAlias(args(getRequest("/marykay-application"), context)))).toEqual({
      status: 301,
      location: "/apply/marykay",
    });
    expect(
      await redirectOf(() => ameraAlias(args(getRequest("/amera-diamonds-application?ref=card"), context))),
    ).toEqual({
      status: 301,
      location: "/apply/amera-diamonds?ref=card",
    });
  });

  it("sends /course-learning/{id} to the lesson player and /course-enrollment?course={title} to that course's enrollment", async () => {
    const [course] = await database.db
      .select({ id: courses.id, slug: courses.slug, title: courses.title })
      .from(courses)
      .where(eq(courses.isPublished, true))
      .limit(1);
    expect(
      await redirectOf(() =>
        courseLearningAlias(args(getRequest(`/course-learning/${course!.id}?lesson=abc`), context, { id: course!.id })),
      ),
    ).toEqual({ status: 301, location: `/academy/course/${course!.id}/learn?lesson=abc` });

    const byTitle = `/course-enrollment?course=${encodeURIComponent(course!.title.toUpperCase())}&utm_campaign=spring`;
    expect(await redirectOf(() => enrollLoader(args(getRequest(byTitle), context)))).toEqual({
      status: 301,
      location: `/academy/course/${course!.slug}/enroll?utm_campaign=spring`,
    });
    // A title that matches nothing still shows the form, with no course chosen (part 2 §2).
    const unknown = await callRoute<{ preselectedId: string | null }>(() =>
      enrollLoader(args(getRequest("/course-enrollment?course=Underwater%20Basket%20Weaving"), context)),
    );
    expect(unknown.status).toBe(200);
    expect(unknown.data.preselectedId).toBeNull();
    // A draft's title is not a course to enroll in.
    const draft = await callRoute(() =>
      enrollLoader(args(getRequest(`/course-enrollment?course=${encodeURIComponent(DRAFT.course)}`), context)),
    );
    expect(draft.status).toBe(200);
  });

  it("sends /projects/{id} to /projects/{slug}, query kept, and never reveals a draft", async () => {
    const [project] = await database.db
      .select({ id: businessProjects.id, slug: businessProjects.slug })
      .from(businessProjects)
      .where(eq(businessProjects.isPublished, true))
      .limit(1);
    const byId = await redirectOf(() =>
      projectLoader(args(getRequest(`/projects/${project!.id}?from=news`), context, { idOrSlug: project!.id })),
    );
    expect(byId).toEqual({ status: 301, location: `/projects/${project!.slug}?from=news` });
    const bySlug = await callRoute(() =>
      projectLoader(args(getRequest(`/projects/${project!.slug}`), context, { idOrSlug: project!.slug })),
    );
    expect(bySlug.status).toBe(200);

    const [draft] = await database.db
      .select({ id: businessProjects.id })
      .from(businessProjects)
      .where(eq(businessProjects.slug, DRAFT.project));
    const hidden = await callRoute(() =>
      projectLoader(args(getRequest(`/projects/${draft!.id}`), context, { idOrSlug: draft!.id })),
    );
    expect(hidden.status).toBe(404);
  });
});

/** The meta a route gives for its page, with the root's data as React Router passes it. */
type MetaFn = (args: never) => MetaDescriptor[] | undefined;
function runMeta(
  meta: MetaFn,
  input: { loaderData?: unknown; search?: string; pathname?: string; params?: Record<string, string>; error?: unknown },
) {
  const matches = [
    {
      id: "root",
      pathname: "/",
      params: {},
      loaderData: { origin: TEST_ORIGIN },
      data: { origin: TEST_ORIGIN },
      meta: [],
    },
  ];
  return (
    meta({
      loaderData: input.loaderData,
      data: input.loaderData,
      params: input.params ?? {},
      location: { pathname: input.pathname ?? "/", search: input.search ?? "", hash: "", state: null, key: "default" },
      matches,
      error: input.error,
    } as never) ?? []
  );
}
const find = (descriptors: MetaDescriptor[], key: string, value: string) =>
  descriptors.filter((descriptor) => (descriptor as Record<string, unknown>)[key] === value);

describe(`page meta (${process.env.TEST_DB_KIND})`, () => {
  it("gives a news article its title, description, absolute canonical and social card", async () => {
    const [story] = await database.db
      .select({
        slug: newsItems.slug,
        title: newsItems.title,
        description: newsItems.description,
        imageUrl: newsItems.imageUrl,
      })
      .from(newsItems)
      .where(eq(newsItems.isPublished, true))
      .limit(1);
    const loaded = await callRoute<unknown>(() =>
      articleLoader(args(getRequest(`/news/${story!.slug}`), context, { id: story!.slug })),
    );
    const descriptors = runMeta(articleMeta as MetaFn, { loaderData: loaded.data, params: { id: story!.slug } });

    expect(find(descriptors, "title", `${story!.title} | Community Synergy Network`)).toHaveLength(1);
    expect(descriptors.filter((descriptor) => "title" in descriptor)).toHaveLength(1);
    expect(find(descriptors, "name", "description")[0]).toMatchObject({
      content: expect.stringContaining(story!.description.slice(0, 40)),
    });
    const canonical = find(descriptors, "rel", "canonical");
    expect(canonical).toEqual([{ tagName: "link", rel: "canonical", href: `${TEST_ORIGIN}/news/${story!.slug}` }]);
    expect(find(descriptors, "property", "og:url")[0]).toMatchObject({ content: `${TEST_ORIGIN}/news/${story!.slug}` });
    expect(find(descriptors, "property", "og:type")[0]).toMatchObject({ content: "article" });
    expect(find(descriptors, "property", "og:title")[0]).toMatchObject({ content: story!.title });
    const image = find(descriptors, "property", "og:image")[0] as { content: string };
    expect(image.content).toMatch(/^https?:\/\//);
    // An SVG (as the seeded pictures are) is replaced by the default card: social networks do not show SVGs.
    if (story!.imageUrl && !story!.imageUrl.endsWith(".svg"))
      expect(image.content).toContain(story!.imageUrl.replace(/^\//, ""));
    else expect(image.content).toBe(`${TEST_ORIGIN}/images/share/default.png`);
    expect(find(descriptors, "name", "twitter:card")[0]).toMatchObject({ content: "summary_large_image" });
    expect(find(descriptors, "name", "twitter:image")[0]).toMatchObject({ content: image.content });
    expect(find(descriptors, "name", "robots")).toEqual([]);
  });

  it("keeps only meaningful query parameters in the news list's canonical", () => {
    const canonicalOf = (loaderData: unknown) =>
      (find(runMeta(latestNewsMeta as MetaFn, { loaderData }), "rel", "canonical")[0] as { href: string }).href;
    expect(canonicalOf({ page: 1, category: null })).toBe(`${TEST_ORIGIN}/latest-news`);
    expect(canonicalOf({ page: 2, category: { slug: "campaigns", name: "Campaigns" } })).toBe(
      `${TEST_ORIGIN}/latest-news?category=campaigns&page=2`,
    );
  });

  it("marks error pages noindex, with no canonical", () => {
    const notFound = runMeta(rootMeta as MetaFn, {
      error: { status: 404, statusText: "Not Found", internal: false, data: null },
      pathname: "/nowhere",
    });
    expect(find(notFound, "name", "robots")).toEqual([{ name: "robots", content: "noindex" }]);
    expect(find(notFound, "rel", "canonical")).toEqual([]);
    expect(find(runMeta(rootMeta as MetaFn, { error: new Error("boom") }), "name", "robots")).toHaveLength(1);
  });
});
