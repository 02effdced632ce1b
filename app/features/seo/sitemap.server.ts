import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { businessProjects, campaigns, completedCampaigns, courses, newsItems, newsletters } from "~/db/schema";
import { newsIsLive, newsletterIsLive } from "~/db/publishing";
import { libraryHref } from "~/utils/projects/library";

export interface SitemapEntry {
  /** Path on the site, with its canonical query when it has one. */
  path: string;
  /** When the content last changed (ISO 8601), when known. */
  lastmod?: string;
}

/**
 * The public pages that always exist. Never admin, account or search pages, nor forms reached
 * through personal links (newsletter confirm/unsubscribe, password reset, campaign applications).
 */
export const STATIC_SITEMAP_PATHS: readonly string[] = [
  "/",
  "/about",
  "/about/mission",
  "/about/team",
  "/about/impact",
  "/about/stories",
  "/projects",
  libraryHref("business"),
  libraryHref("helping-hand"),
  "/projects/business",
  "/projects/helping-hand",
  "/projects/shield-fashion",
  "/projects/amera-diamonds",
  "/projects/lab-grown-diamonds",
  "/projects/orel-developers",
  "/projects/lon-tax",
  "/projects/baby-cam-campaign",
  "/apply/agent",
  "/apply/marykay",
  "/apply/amera-diamonds",
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
  "/privacy/your-data",
  "/terms",
];

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/**
 * Every live item with a page of its own (published; news and issues scheduled for later wait
 * for their time, issue 18), at its canonical URL: projects by slug, campaigns,
 * completed campaigns, news stories, newsletter issues and courses (a private course by its public
 * course page only; its lessons stay behind the password). Six small queries run together.
 */
export async function listSitemapEntries(
  db: Db,
  { now = new Date(), today }: { now?: Date; today: string },
): Promise<SitemapEntry[]> {
  const [projectRows, campaignRows, completedRows, newsRows, issueRows, courseRows] = await Promise.all([
    db
      .select({ slug: businessProjects.slug, updatedAt: businessProjects.updatedAt })
      .from(businessProjects)
      .where(eq(businessProjects.isPublished, true))
      .orderBy(desc(businessProjects.createdAt)),
    db
      .select({ id: campaigns.id, updatedAt: campaigns.updatedAt })
      .from(campaigns)
      .where(eq(campaigns.isPublished, true))
      .orderBy(desc(campaigns.createdAt)),
    db
      .select({ slug: completedCampaigns.slug, updatedAt: completedCampaigns.updatedAt })
      .from(completedCampaigns)
      .where(eq(completedCampaigns.isPublished, true))
      .orderBy(desc(completedCampaigns.completionDate)),
    db
      .select({ slug: newsItems.slug, updatedAt: newsItems.updatedAt })
      .from(newsItems)
      .where(newsIsLive(now))
      .orderBy(desc(newsItems.publishedDate)),
    db
      .select({ slug: newsletters.slug, updatedAt: newsletters.updatedAt })
      .from(newsletters)
      .where(newsletterIsLive(today))
      .orderBy(desc(newsletters.newsletterNumber)),
    db
      .select({ slug: courses.slug, isPrivate: courses.isPrivate, updatedAt: courses.updatedAt })
      .from(courses)
      .where(eq(courses.isPublished, true))
      .orderBy(asc(courses.title)),
  ]);

  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...projectRows.map((row) => ({ path: `/projects/${row.slug}`, lastmod: iso(row.updatedAt) })),
    ...campaignRows.map((row) => ({ path: `/campaigns/${row.id}`, lastmod: iso(row.updatedAt) })),
    ...completedRows.map((row) => ({ path: `/completed-campaigns/${row.slug}`, lastmod: iso(row.updatedAt) })),
    ...newsRows.map((row) => ({ path: `/news/${row.slug}`, lastmod: iso(row.updatedAt) })),
    ...issueRows.map((row) => ({ path: `/newsletter/${row.slug}`, lastmod: iso(row.updatedAt) })),
    ...courseRows.flatMap((row) => [
      { path: `/academy/course/${row.slug}`, lastmod: iso(row.updatedAt) },
      // The lessons of a public course are a page of their own; a private course's are not public.
      ...(row.isPrivate ? [] : [{ path: `/academy/course/${row.slug}/learn`, lastmod: iso(row.updatedAt) }]),
    ]),
  ];
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

/** A sitemaps.org urlset with absolute URLs on the site's origin. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; staff, account, API and personal-link pages may not. */
export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /admin-api",
    "Disallow: /auth",
    "Disallow: /api/",
    "Disallow: /newsletter/confirm",
    "Disallow: /newsletter/unsubscribe",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
