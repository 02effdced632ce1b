/**
 * The site's one time zone (issue 18): every date input, list, email and CSV speaks it.
 * `SITE_TIME_ZONE` (default America/New_York) comes from the server's environment; the root
 * loader hands it to the browser, so server and client render the same text. Pure functions:
 * each takes the zone, so they run the same on either side (server code passes
 * `env.SITE_TIME_ZONE`, components use `useSiteTimeZone()`).
 */
import { TZDate } from "@date-fns/tz";
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

function toDate(value: Date | string | number | null | undefined): Date | null {
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

/** The value of an `<input type="datetime-local">` showing this instant in the zone: "2026-11-24T09:30". */
export function toDateTimeInputValue(value: Date | string | number | null | undefined, zone: string): string {
  const date = toDate(value);
  if (!date) return "";
  const local = new TZDate(date.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** Today's calendar date in the zone, "2026-11-24" (for `<input type="date">` defaults). */
export function todayInZone(zone: string, now: Date = new Date()): string {
  return toDateTimeInputValue(now, zone).slice(0, 10);
}

/**
 * The instant a wall-clock time in the zone names: "2026-11-24T09:30" (or a bare date, read as
 * midnight) → Date. Null for text that is not such a time. In the hour a clock skips in spring,
 * the time moves forward, as TZDate does.
 */
export function parseDateTimeInput(value: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const local = new TZDate(year, month - 1, day, hour, minute, second, zone);
  // 2026-02-31 would roll over to March: refuse it rather than save a date nobody typed.
  if (local.getDate() !== day || local.getMonth() !== month - 1) return null;
  return new Date(local.getTime());
}

/** The site's zone as the root loader gave it to this page (the default before the root has data). */
export function useSiteTimeZone(): string {
  const root = useRouteLoaderData("root") as { timeZone?: string } | undefined;
  return root?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
}
