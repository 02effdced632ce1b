const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const fullDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function parse(isoDate: string): Date | null {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "October 2026", read in UTC so server and browser agree whatever the visitor's time zone. */
export function formatMonthYear(isoDate: string): string {
  const date = parse(isoDate);
  return date ? monthYear.format(date) : isoDate;
}

/** "October 17, 2026", read in UTC. */
export function formatFullDate(isoDate: string): string {
  const date = parse(isoDate);
  return date ? fullDate.format(date) : isoDate;
}
