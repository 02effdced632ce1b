/**
 * The site's one time zone (issue 18): every date input, list, email and CSV speaks it.
 * `SITE_TIME_ZONE` (default America/New_York) comes from the server's environment; the root
 * loader hands it to the browser, so server and client render the same text. Pure functions:
 * each takes the zone, so they run the same on either side (server code passes
 * `env.SITE_TIME_ZONE`, components use `useSiteTimeZone()`).
 */
import { useRouteLoaderData } from "react-router";

export const DEFAULT_SITE_TIME_ZONE = "America/New_York";

/** True when the runtime knows the zone (used to validate `SITE_TIME_ZONE`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

/** A date from what a form, the database or JSON holds; null for nothing or nonsense. */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "EST", "EDT", "PST"…: the zone's short name at that moment. */
export function zoneAbbreviation(value: Date, zone: string): string {
  const part = formatter(zone, { timeZoneName: "short" })
    .formatToParts(value)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}

/** "Nov 24, 2026, 9:30 AM EST"; "—" for no value. */
export function formatDateTime(value: Date | string | number | null | undefined, zone: string): string {
  const date = toDate(value);
  if (!date) return "—";
  return `${formatter(zone, { dateStyle: "medium", timeStyle: "short" }).format(date)} ${zoneAbbreviation(date, zone)}`;
}

/** "November 24, 2026" in the site's zone, for an instant (a timestamp). */
export function formatLongDate(value: Date | string | number | null | undefined, zone: string): string {
  const date = toDate(value);
  return date ? formatter(zone, { dateStyle: "long" }).format(date) : "—";
}

/** The calendar date of an instant in the zone, "2026-11-24"; "" for no value. */
export function dayInZone(value: Date | string | number | null | undefined, zone: string): string {
  const date = toDate(value);
  if (!date) return "";
  const parts = formatter(zone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Today's calendar date in the zone, "2026-11-24" (for `<input type="date">` defaults). */
export function todayInZone(zone: string, now: Date = new Date()): string {
  return dayInZone(now, zone);
}

/** The site's zone as the root loader gave it to this page (the default before the root has data). */
export function useSiteTimeZone(): string {
  const root = useRouteLoaderData("root") as { timeZone?: string } | undefined;
  return root?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
}
