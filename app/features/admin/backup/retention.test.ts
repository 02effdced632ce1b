import { describe, expect, it } from "vitest";
import {
  backupsToPrune,
  dailyBackupName,
  dailyBackupTime,
  DAY_MS,
  isDailyBackupDue,
  manualBackupName,
} from "./retention";

const at = (iso: string) => new Date(iso);

describe("daily backup names", () => {
  it("carry the UTC time, sort by age and read back", () => {
    const name = dailyBackupName(at("2026-05-01T03:04:05.678Z"));
    expect(name).toBe("daily-2026-05-01T03-04-05Z.tar.gz");
    expect(dailyBackupTime(name)).toEqual(at("2026-05-01T03:04:05Z"));
    expect(dailyBackupName(at("2026-05-09T00:00:00Z")) < dailyBackupName(at("2026-05-10T00:00:00Z"))).toBe(true);
    expect(manualBackupName(at("2026-05-01T03:04:05Z"))).toBe("backup-2026-05-01T03-04-05Z.tar.gz");
  });

  it("are told apart from every other file", () => {
    for (const name of [
      "backup-2026-05-01T03-04-05Z.tar.gz",
      "daily-2026-05-01T03-04-05Z.tar.gz.1a2b.partial",
      ".daily-2026-05-01T03-04-05Z.tar.gz.staging-x",
      "notes.txt",
      "daily-latest.tar.gz",
    ]) {
      expect(dailyBackupTime(name), name).toBeNull();
    }
  });
});

describe("when a daily backup is due", () => {
  const newest = "daily-2026-05-01T03-00-00Z.tar.gz";

  it("is due at once without any daily backup (a manual one does not count)", () => {
    expect(isDailyBackupDue([], at("2026-05-01T00:00:00Z"))).toBe(true);
    expect(isDailyBackupDue(["backup-2026-05-01T00-00-00Z.tar.gz", "notes.txt"], at("2026-05-01T00:00:00Z"))).toBe(
      true,
    );
  });

  it("is due a day after the newest, not a second before", () => {
    const made = at("2026-05-01T03:00:00Z").getTime();
    expect(isDailyBackupDue(["daily-2026-04-20T03-00-00Z.tar.gz", newest], new Date(made + DAY_MS - 1000))).toBe(false);
    expect(isDailyBackupDue(["daily-2026-04-20T03-00-00Z.tar.gz", newest], new Date(made + DAY_MS))).toBe(true);
  });
});

describe("pruning", () => {
  // Twenty days of backups, as a fake clock stepping a day at a time would leave them.
  const days = Array.from({ length: 20 }, (_, day) => dailyBackupName(new Date(Date.UTC(2026, 4, 1 + day, 3))));

  it("keeps the newest 14 and names the 6 oldest, oldest first", () => {
    const shuffled = [...days].reverse();
    expect(backupsToPrune(shuffled, 14)).toEqual(days.slice(0, 6));
    expect(days.filter((name) => !backupsToPrune(days, 14).includes(name))).toEqual(days.slice(6));
  });

  it("deletes nothing while there are 14 or fewer, and never another file", () => {
    expect(backupsToPrune(days.slice(0, 14), 14)).toEqual([]);
    expect(backupsToPrune([...days.slice(0, 3), "backup-2020-01-01T00-00-00Z.tar.gz", "notes.txt"], 1)).toEqual(
      days.slice(0, 2),
    );
  });
});
