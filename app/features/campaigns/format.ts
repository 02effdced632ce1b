const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "$11,240" or "$11,240.50": whole dollars without cents, other amounts with them. */
export function formatUsd(amount: number | null | undefined): string {
  const value = typeof amount === "number" && Number.isFinite(amount) ? amount : 0;
  return Number.isInteger(value) ? wholeDollars.format(value) : withCents.format(value);
}

/**
 * "August 1, 2026" from a date column ("2026-08-01"). Formatted in UTC on the server and in the
 * browser alike, so the hydrated text matches whatever the visitor's time zone.
 */
export function formatLongDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

/** "1 donor", "1,204 donors": the ledger's count beside a campaign's raised amount (issue 37). */
export function formatDonorCount(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "donor" : "donors"}`;
}
