/**
 * Date-time inputs in the site's one time zone (site-time.ts): what an `<input type="datetime-local">`
 * shows for an instant, and the instant a typed wall-clock time names. Kept apart from the
 * formatting helpers, which public pages draw with: these need a time-zone-aware date class
 * (@date-fns/tz, about 1.6 KB gzipped), which only the admin editors and the server use.
 */
import { TZDate } from "@date-fns/tz";
import { toDate } from "./site-time";

/** The value of an `<input type="datetime-local">` showing this instant in the zone: "2026-11-24T09:30". */
export function toDateTimeInputValue(value: Date | string | number | null | undefined, zone: string): string {
  const date = toDate(value);
  if (!date) return "";
  const local = new TZDate(date.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
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
