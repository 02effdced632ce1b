/** Shared display helpers for the admin screens (used on server and client). */
import { formatDateTime, useSiteTimeZone } from "~/utils/site-time";

const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });

/**
 * Formats an instant in the site's time zone ("Nov 24, 2026, 9:30 AM EST"), the same on the
 * server and in the browser. Call it at the top of a component.
 */
export function useFormatDateTime(): (value: Date | string | null | undefined) => string {
  const zone = useSiteTimeZone();
  return (value) => formatDateTime(value, zone);
}

/** A calendar date stored as YYYY-MM-DD. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}

export function formatUsd(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : usd.format(value);
}

export const STATUS_LABELS = { new: "New", in_progress: "In progress", done: "Done", archived: "Archived" } as const;
