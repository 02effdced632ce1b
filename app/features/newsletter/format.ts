import { todayInZone } from "~/utils/site-time";
import { parseDateTimeInput } from "~/utils/site-time-input";

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function parse(isoDate: string | null): Date | null {
  if (!isoDate) return null;
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 2, 2026", read in UTC so the server and the browser agree. */
export function formatIssueDate(isoDate: string | null): string | null {
  const date = parse(isoDate);
  return date ? longDate.format(date) : null;
}

/**
 * When a published issue dated after today goes live (the start of its day in the site's zone,
 * issue 18), as an ISO instant; null for a draft or an issue already live.
 */
export function issueScheduledFor(
  issue: { isPublished: boolean; publishedDate: string | null },
  timeZone: string,
): string | null {
  if (!issue.isPublished || !issue.publishedDate || issue.publishedDate <= todayInZone(timeZone)) return null;
  return parseDateTimeInput(issue.publishedDate, timeZone)?.toISOString() ?? null;
}
