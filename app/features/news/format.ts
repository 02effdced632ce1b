const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * "November 18, 2026" from an ISO timestamp. Formatted in UTC on the server and in the browser
 * alike, so the hydrated text matches whatever the visitor's time zone.
 */
export function formatNewsDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/** The date part for a `<time dateTime>` attribute. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}

/** A category as it appears in the URL (`?category=campaigns`): trimmed and lower-cased. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase();
}
