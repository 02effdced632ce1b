import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another server process (pid ${ownerPid}). ` +
        `PGlite allows one process per directory: stop that process first, ` +
        `or point this one at another DATA_DIR, or use DATABASE_URL for PostgreSQL.`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on DATA_DIR: a lock file created with O_EXCL that holds our pid.
 * PGlite has no lock of its own and two processes on one directory silently lose writes.
 * A lock left by a killed process (its pid no longer alive) is taken over, so a restart
 * after a crash needs no manual clean-up.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "server.lock");

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const ownerPid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(dir, ownerPid);
      }
      // Stale lock from a process that is gone (or an unreadable file): remove it and retry.
      try {
        unlinkSync(file);
      } catch {
        // Another starter removed it first; the retry settles who wins.
      }
    }
  }
  throw new Error(`Could not take the lock on ${file}`);
}
