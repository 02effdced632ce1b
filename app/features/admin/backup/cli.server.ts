/**
 * `npm run backup [FILE]` and `npm run restore FILE` (scripts/backup.ts, scripts/restore.ts).
 * With the embedded database the server may hold DATA_DIR (ADR 0002): a backup is then asked of
 * the server through its socket, and a restore is refused until the server is stopped (ADR 0007).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase, type Database } from "~/db/client.server";
import { DataDirLockedError, lockDataDir, type DataDirLock } from "~/db/data-dir-lock.server";
import type { Env } from "~/env.server";
import { createMediaStore } from "~/utils/media/media-store.server";
import { BackupError, createBackup, restoreBackup } from "./backup.server";
import { manualBackupName } from "./retention";
import { NoBackupServerError, requestBackupFromServer } from "./service.server";

export interface CliOutput {
  info(line: string): void;
  error(line: string): void;
}

type CliEnv = Pick<Env, "DATA_DIR" | "DATABASE_URL" | "BACKUP_DIR"> & Parameters<typeof createMediaStore>[0];

class CliError extends Error {}

/** Backs up to `file` (default BACKUP_DIR/backup-<time>.tar.gz). Returns the exit code. */
export async function runBackupCommand(
  env: CliEnv,
  file: string | undefined,
  out: CliOutput,
  now = new Date(),
): Promise<number> {
  const target = path.resolve(file ?? path.join(env.BACKUP_DIR, manualBackupName(now)));
  try {
    if (!env.DATABASE_URL) {
      const lock = takeLock(env.DATA_DIR);
      if (!lock.ok) {
        try {
          const received = await requestBackupFromServer(env.DATA_DIR, target);
          out.info(
            `The running server (pid ${lock.ownerPid}) made the backup: ${received.file} (${megabytes(received.bytes)}).`,
          );
          return 0;
        } catch (error) {
          if (!(error instanceof NoBackupServerError)) throw error;
          throw new CliError(
            `The server (pid ${lock.ownerPid}) has the embedded database in ${path.resolve(env.DATA_DIR)} open and does not take backup requests. ` +
              `Stop it, then run npm run backup again. (The server also writes a daily backup to ${path.resolve(env.BACKUP_DIR)}.)`,
          );
        }
      }
      try {
        requireEmbeddedDatabase(env.DATA_DIR);
        return await withDatabase(env, async (database) =>
          report(await createBackup({ database, store: createMediaStore(env), file: target })),
        );
      } finally {
        lock.lock.release();
      }
    }
    return await withDatabase(env, async (database) =>
      report(await createBackup({ database, store: createMediaStore(env), file: target })),
    );
  } catch (error) {
    return fail(error, out);
  }

  function report(summary: Awaited<ReturnType<typeof createBackup>>) {
    out.info(
      `Backup written to ${summary.file} (${megabytes(summary.bytes)}): ${summary.rows} rows in ${summary.tables} tables ` +
        `and ${summary.images} images, in ${seconds(summary.ms)}.`,
    );
    return 0;
  }
}

/** Restores `file` into the empty database and the configured image store. Returns the exit code. */
export async function runRestoreCommand(env: CliEnv, file: string | undefined, out: CliOutput): Promise<number> {
  try {
    if (!file) throw new CliError("Name the backup file to restore: npm run restore path/to/backup.tar.gz");
    const source = path.resolve(file);
    if (!existsSync(source)) throw new CliError(`There is no file at ${source}.`);
    let lock: DataDirLock | undefined;
    if (!env.DATABASE_URL) {
      const taken = takeLock(env.DATA_DIR);
      if (!taken.ok) {
        throw new CliError(
          `The server (pid ${taken.ownerPid}) is running on ${path.resolve(env.DATA_DIR)}. ` +
            "Stop it first: a restore needs the embedded database to itself. Then run npm run restore again.",
        );
      }
      lock = taken.lock;
    }
    try {
      return await withDatabase(env, async (database) => {
        const summary = await restoreBackup({ database, store: createMediaStore(env), file: source });
        out.info(
          `Restored the backup made ${summary.manifest.createdAt} (migration ${summary.manifest.migration.tag}): ` +
            `${summary.rows} rows in ${summary.manifest.tables.length} tables and ${summary.images} images, in ${seconds(summary.ms)}.`,
        );
        return 0;
      });
    } finally {
      lock?.release();
    }
  } catch (error) {
    return fail(error, out);
  }
}

function takeLock(dataDir: string): { ok: true; lock: DataDirLock } | { ok: false; ownerPid: number } {
  try {
    return { ok: true, lock: lockDataDir(dataDir) };
  } catch (error) {
    if (error instanceof DataDirLockedError) return { ok: false, ownerPid: error.ownerPid };
    throw error;
  }
}

/** Opening a folder without a database would create an empty one: a backup of nothing is a mistake. */
function requireEmbeddedDatabase(dataDir: string) {
  if (!existsSync(path.join(path.resolve(dataDir), "pglite", "PG_VERSION"))) {
    throw new CliError(
      `There is no embedded database in ${path.resolve(dataDir)} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`,
    );
  }
}

async function withDatabase<T>(env: CliEnv, task: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  try {
    return await task(database);
  } finally {
    await database.close();
  }
}

/** One line on stderr, whatever went wrong: an operator reads it, and a script may log it. */
function fail(error: unknown, out: CliOutput): number {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split("\n")[0]!.trim();
  out.error(error instanceof CliError || error instanceof BackupError ? line : `The command failed: ${line}`);
  return 1;
}

function megabytes(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}
