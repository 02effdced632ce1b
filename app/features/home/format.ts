const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * "March 2025" from a date column ("2025-03-14"). Read and formatted in UTC on both the
 * server and the browser, so the hydrated text matches whatever the visitor's time zone.
 */
export function formatCompletionDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : monthYear.format(date);
}
