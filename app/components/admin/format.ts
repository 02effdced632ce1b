/** Shared display helpers for the admin screens (pure; used on server and client). */

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });

export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "—" : `${dateTime.format(date)} ET`;
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
