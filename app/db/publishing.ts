/**
 * When published content is live (issue 18): a published item whose publish date is still ahead
 * is *scheduled* — staff see it, visitors do not until that moment, and nobody has to touch it
 * then. Every public query (lists, detail pages, search, sitemap) uses these conditions, and the
 * HTML cache empties itself at `nextScheduledPublish` (docs/decisions/0012-scheduled-publishing.md).
 *
 * - News (`latest_news.published_date`, a timestamp) goes live at that instant.
 * - A newsletter issue (`newsletters.published_date`, a calendar date) goes live at the start of
 *   that day in the site's time zone; an issue without a date is live as soon as it is published.
 *
 * The time is always the caller's `now` (the Node process's clock), never the database's
 * `now()`, so the cache's timer and the queries agree on the same clock.
 */
import { and, asc, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "./client.server";
import { newsItems, newsletters } from "./schema";

/** A published story whose date has come. */
export function newsIsLive(now: Date): SQL {
  return and(eq(newsItems.isPublished, true), lte(newsItems.publishedDate, now))!;
}

/** A published issue whose day (`today`, "YYYY-MM-DD" in the site's zone) has come, or that has no date. */
export function newsletterIsLive(today: string): SQL {
  return and(
    eq(newsletters.isPublished, true),
    or(isNull(newsletters.publishedDate), lte(newsletters.publishedDate, today)),
  )!;
}

/**
 * The earliest moment a scheduled item goes live, or null when nothing is scheduled. `today` is
 * `now`'s date in the site's zone; `startOfDay` turns an issue's date into its first instant in
 * that zone (site-time's `parseDateTimeInput`; the db layer does not import utils).
 */
export async function nextScheduledPublish(
  db: Db,
  { now, today, startOfDay }: { now: Date; today: string; startOfDay: (day: string) => Date | null },
): Promise<Date | null> {
  const [[story], [issue]] = await Promise.all([
    db
      .select({ at: newsItems.publishedDate })
      .from(newsItems)
      .where(and(eq(newsItems.isPublished, true), gt(newsItems.publishedDate, now)))
      .orderBy(asc(newsItems.publishedDate))
      .limit(1),
    db
      .select({ day: newsletters.publishedDate })
      .from(newsletters)
      .where(and(eq(newsletters.isPublished, true), gt(newsletters.publishedDate, today)))
      .orderBy(asc(newsletters.publishedDate))
      .limit(1),
  ]);
  const candidates: Date[] = [];
  if (story) candidates.push(story.at);
  const issueStart = issue?.day ? startOfDay(issue.day) : null;
  if (issueStart) candidates.push(issueStart);
  const valid = candidates.filter((date) => !Number.isNaN(date.getTime()));
  return valid.length > 0 ? new Date(Math.min(...valid.map((date) => date.getTime()))) : null;
}
