import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { raisedAmountSql } from "~/db/raised";
import { campaigns, newsItems } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { categorySlug } from "./format";
import { isSlugShaped } from "~/utils/slugs/slug";
import { newsIsLive } from "~/db/publishing";
import type { PublishState } from "~/utils/preview";
import { withImageAlt, type StoredImageText } from "~/utils/image-alt";

/** Part 2 §9: 6 stories a page, the newest 3 featured, up to 3 active campaigns. */
export const NEWS_PAGE_SIZE = 6;
export const FEATURED_COUNT = 3;
export const ACTIVE_CAMPAIGN_COUNT = 3;

export interface NewsCard {
  id: string;
  /** The story's address: /news/{slug} (ADR 0052). */
  slug: string;
  title: string;
  description: string;
  category: string;
  author: string | null;
  /** ISO timestamp. */
  publishedDate: string;
  imageUrl: string | null;
  /** The alt attribute for the picture: "" when staff marked it decorative. */
  imageAlt: string;
}

export interface NewsCategory {
  /** What the filter puts in the URL (`?category=campaigns`). */
  slug: string;
  /** The category as staff wrote it ("Campaigns"). */
  name: string;
  count: number;
}

export interface ActiveCampaignCard {
  id: string;
  title: string;
  description: string;
  location: string | null;
  imageUrl: string | null;
  imageAlt: string;
  goalAmount: number | null;
  raisedAmount: number;
}

export interface NewsPage {
  featured: NewsCard[];
  items: NewsCard[];
  /** Published stories in the chosen category (all categories without one). */
  total: number;
  categories: NewsCategory[];
  /** The chosen category as a known one, or null (none chosen, or unknown). */
  category: NewsCategory | null;
}

const cardColumns = {
  id: newsItems.id,
  slug: newsItems.slug,
  title: newsItems.title,
  description: newsItems.description,
  category: newsItems.category,
  author: newsItems.author,
  publishedDate: newsItems.publishedDate,
  imageUrl: newsItems.imageUrl,
  imageAlt: newsItems.imageAlt,
  imageDecorative: newsItems.imageDecorative,
};

function toCard(
  row: Omit<NewsCard, "publishedDate" | "imageAlt"> & StoredImageText & { publishedDate: Date },
): NewsCard {
  return {
    ...withImageAlt(row, row.title),
    imageUrl: row.imageUrl?.trim() || null,
    publishedDate: row.publishedDate.toISOString(),
  };
}

/**
 * The latest-news page in three round trips: the categories with their counts (for the filter
 * and the page count), the featured stories plus the requested page (one UNION ALL), and — from
 * the caller — the active campaigns. Only published stories, newest first (part 2 §7).
 */
export async function getNewsPage(
  db: Db,
  { categorySlug: requested, page, now = new Date() }: { categorySlug: string | null; page: number; now?: Date },
): Promise<NewsPage> {
  // Published and dated no later than now: a story scheduled for later stays out until its time.
  const published = newsIsLive(now);
  const slug = requested ? categorySlug(requested) : null;

  const categoryRows = await db
    .select({ name: newsItems.category, count: count() })
    .from(newsItems)
    .where(published)
    .groupBy(newsItems.category)
    .orderBy(newsItems.category);
  // Two spellings of one category ("Community", "community ") count as one filter.
  const bySlug = new Map<string, NewsCategory>();
  for (const row of categoryRows) {
    const key = categorySlug(row.name);
    const existing = bySlug.get(key);
    if (existing) existing.count += row.count;
    else bySlug.set(key, { slug: key, name: row.name.trim(), count: row.count });
  }
  const categories = [...bySlug.values()];
  const category = slug ? (bySlug.get(slug) ?? null) : null;
  const total = slug ? (category?.count ?? 0) : categories.reduce((sum, c) => sum + c.count, 0);

  const featuredQuery = db
    .select({ ...cardColumns, slot: sql<"featured" | "page">`'featured'`.as("slot") })
    .from(newsItems)
    .where(published)
    .orderBy(desc(newsItems.publishedDate), desc(newsItems.id))
    .limit(FEATURED_COUNT);
  const pageQuery = db
    .select({ ...cardColumns, slot: sql<"featured" | "page">`'page'`.as("slot") })
    .from(newsItems)
    .where(slug ? and(published, sql`lower(trim(${newsItems.category})) = ${slug}`) : published)
    .orderBy(desc(newsItems.publishedDate), desc(newsItems.id))
    .limit(NEWS_PAGE_SIZE)
    .offset((page - 1) * NEWS_PAGE_SIZE);
  // An unknown category has nothing to page through: skip that half of the query.
  const rows = slug && !category ? await featuredQuery : await featuredQuery.unionAll(pageQuery);

  const byDateDesc = (a: NewsCard, b: NewsCard) =>
    b.publishedDate.localeCompare(a.publishedDate) || b.id.localeCompare(a.id);
  const featured = rows.filter((row) => row.slot === "featured").map(({ slot: _slot, ...row }) => toCard(row));
  const items = rows.filter((row) => row.slot === "page").map(({ slot: _slot, ...row }) => toCard(row));
  // UNION ALL does not promise to keep each half's order.
  return { featured: featured.sort(byDateDesc), items: items.sort(byDateDesc), total, categories, category };
}

/**
 * Up to 3 Active, published campaigns, newest first (part 2 §7). Public columns only (never the
 * eligibility code). A failure gives an empty list so the news page still renders (part 2 §8).
 */
export async function listActiveCampaigns(
  db: Db,
  logger: Pick<Logger, "error">,
  /** The page's `dontCache` (app/context.ts): a page without its campaigns must not be cached. */
  dontCache: () => void = () => {},
): Promise<ActiveCampaignCard[]> {
  try {
    const rows = await db
      .select({
        id: campaigns.id,
        title: campaigns.title,
        description: campaigns.description,
        location: campaigns.location,
        imageUrl: campaigns.imageUrl,
        imageAlt: campaigns.imageAlt,
        imageDecorative: campaigns.imageDecorative,
        goalAmount: campaigns.goalAmount,
        raisedAmount: raisedAmountSql,
      })
      .from(campaigns)
      .where(and(eq(campaigns.status, "Active"), eq(campaigns.isPublished, true)))
      .orderBy(desc(campaigns.createdAt))
      .limit(ACTIVE_CAMPAIGN_COUNT);
    return rows.map((row) => ({
      ...withImageAlt(row, row.title),
      imageUrl: row.imageUrl?.trim() || null,
      goalAmount: row.goalAmount === null ? null : Number(row.goalAmount),
      raisedAmount: Number(row.raisedAmount ?? 0),
    }));
  } catch (error) {
    logger.error({ err: error }, "loading active campaigns for the news page failed");
    dontCache();
    return [];
  }
}

export interface NewsArticle extends NewsCard {
  /** "live" for everyone; "draft" or "scheduled" only in an admin's preview. */
  state: PublishState;
  /** Sanitised on the server; safe to render as HTML. */
  contentHtml: string;
  externalUrl: string | null;
  tags: string[];
  /** What search results show under the title; null means the summary is used. */
  seoDescription: string | null;
  /** The picture for social cards; null means the story's own image. */
  socialImageUrl: string | null;
}

/** Where the news page and the id or old-slug redirects look stories up (ADR 0052). */
export const NEWS_SLUGS = { kind: "news", table: newsItems } as const;

/** Only live stories' ids and old slugs redirect for visitors (a draft's address stays unknown). */
export const liveNews = (now: Date = new Date()) => newsIsLive(now);

/**
 * One live story (published, its date come) by its slug, with its HTML sanitised, or null
 * (unknown slug, draft or scheduled). With `preview` (for an admin only) a draft or scheduled
 * story is read too, and says which it is. An id or an old slug is not found here: the route
 * redirects those (`redirectToCurrentSlug`).
 */
export async function getNewsArticle(
  db: Db,
  slug: string | undefined,
  { now = new Date(), preview = false }: { now?: Date; preview?: boolean } = {},
): Promise<NewsArticle | null> {
  if (!isSlugShaped(slug)) return null;
  const [row] = await db
    .select({
      ...cardColumns,
      content: newsItems.content,
      externalUrl: newsItems.externalUrl,
      tags: newsItems.tags,
      isPublished: newsItems.isPublished,
      seoDescription: newsItems.seoDescription,
      socialImageUrl: newsItems.socialImageUrl,
    })
    .from(newsItems)
    .where(and(eq(newsItems.slug, slug), preview ? undefined : newsIsLive(now)))
    .limit(1);
  if (!row) return null;
  const { content, externalUrl, tags, isPublished, seoDescription, socialImageUrl, ...card } = row;
  return {
    ...toCard(card),
    seoDescription: seoDescription?.trim() || null,
    socialImageUrl: socialImageUrl?.trim() || null,
    state: !isPublished ? "draft" : card.publishedDate > now ? "scheduled" : "live",
    contentHtml: sanitizeRichHtml(content),
    externalUrl: httpUrlOrNull(externalUrl),
    tags: tags.map((tag) => tag.trim()).filter(Boolean),
  };
}

function httpUrlOrNull(value: string | null): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** How many stories the Atom feed carries. */
export const NEWS_FEED_SIZE = 20;

/** The newest live stories for /latest-news/feed.xml (a scheduled story joins on its time). */
export async function listNewsForFeed(db: Db, now: Date = new Date()) {
  return db
    .select({
      id: newsItems.id,
      slug: newsItems.slug,
      title: newsItems.title,
      description: newsItems.description,
      author: newsItems.author,
      publishedDate: newsItems.publishedDate,
      imageUrl: newsItems.imageUrl,
    })
    .from(newsItems)
    .where(newsIsLive(now))
    .orderBy(desc(newsItems.publishedDate), desc(newsItems.id))
    .limit(NEWS_FEED_SIZE);
}
