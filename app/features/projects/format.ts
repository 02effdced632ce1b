/** Display formats shared by the project and campaign cards (US English). */

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const moneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "2026-08-01" → "August 1, 2026"; the date as stored when it cannot be read. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

export function formatMoney(amount: number): string {
  return moneyFormat.format(Number.isFinite(amount) ? amount : 0);
}

/** Part 1 §5: raised / goal × 100, one decimal; 0 without a goal (the bar caps itself at 100). */
export function fundingPercent(raised: number, goal: number | null): number {
  if (!goal || goal <= 0 || !Number.isFinite(raised)) return 0;
  return Math.round((raised / goal) * 1000) / 10;
}
