import { dayInZone, formatLongDate } from "~/utils/site-time";

/**
 * "November 18, 2026" from an ISO timestamp, in the site's time zone (SITE_TIME_ZONE, which the
 * root loader gives the browser too), so the hydrated text matches whatever the visitor's zone:
 * a story published at 9 p.m. in New York is dated that day, not the next (UTC's).
 */
export function formatNewsDate(iso: string, zone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatLongDate(date, zone);
}

/** The day in the site's zone, for a `<time dateTime>` attribute. */
export function isoDay(iso: string, zone: string): string {
  return dayInZone(iso, zone);
}

/** A category as it appears in the URL (`?category=campaigns`): trimmed and lower-cased. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase();
}
