import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "lock-test-"));

describe("lockDataDir", () => {
  it("writes our pid and removes the lock on release", () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("refuses a directory held by another live process, naming it", () => {
    const dir = freshDir();
    // pid 1 is always alive.
    writeFileSync(path.join(dir, "server.lock"), "1");
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another server process \(pid 1\)/);
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "server.lock"), "2147483646");
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
