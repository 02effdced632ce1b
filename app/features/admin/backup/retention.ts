/**
 * Which daily backups to make and which to keep (pure, so the rules are tested without waiting a day).
 * Daily backups are named `daily-<UTC time>.tar.gz`, so their names sort by age.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

const DAILY_PATTERN = /^daily-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

/** `daily-2026-05-01T03-00-00Z.tar.gz` (colons are awkward in file names on some systems). */
export function dailyBackupName(date: Date): string {
  return `daily-${date.toISOString().slice(0, 19).replaceAll(":", "-")}Z.tar.gz`;
}

/** The name a backup made on request gets when no file is named: `backup-2026-05-01T03-00-00Z.tar.gz`. */
export function manualBackupName(date: Date): string {
  return `backup-${date.toISOString().slice(0, 19).replaceAll(":", "-")}Z.tar.gz`;
}

/** When a daily backup was made, from its name; null for any other file. */
export function dailyBackupTime(name: string): Date | null {
  const match = DAILY_PATTERN.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
}

/** Due when there is no daily backup yet, or the newest is a day old. */
export function isDailyBackupDue(names: readonly string[], now: Date): boolean {
  const times = names.map(dailyBackupTime).filter((time): time is Date => time !== null);
  if (times.length === 0) return true;
  const newest = Math.max(...times.map((time) => time.getTime()));
  return now.getTime() - newest >= DAY_MS;
}

/** The daily backups beyond the newest `keep`, oldest first; other files in the folder are never named. */
export function backupsToPrune(names: readonly string[], keep: number): string[] {
  const daily = names.filter((name) => dailyBackupTime(name) !== null).sort();
  return daily.slice(0, Math.max(0, daily.length - keep));
}
