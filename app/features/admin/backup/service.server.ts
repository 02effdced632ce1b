/**
 * What the running server does for backups when it holds the embedded database (ADR 0007):
 * a daily backup into BACKUP_DIR, keeping the newest BACKUPS_KEPT, and a Unix socket in
 * DATA_DIR through which `npm run backup` asks for one while the server has the database open
 * (PGlite allows one process per directory, ADR 0002). Backups run one at a time.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import type { Logger } from "~/utils/logger.server";
import { createMediaStore, type MediaStore } from "~/utils/media/media-store.server";
import { createBackup, type BackupSummary } from "./backup.server";
import { backupsToPrune, dailyBackupName, isDailyBackupDue } from "./retention";

/** The first check waits a while after start (a restart stays quick), then one every hour. */
const FIRST_CHECK_MS = 10 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Leftovers of a backup interrupted by a crash are removed once they are this old. */
const LEFTOVER_MS = 6 * 60 * 60 * 1000;

/** Where the server listens for backup requests. A Unix socket's path is limited to about 107 bytes. */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "run", "backup.sock");
}
const MAX_SOCKET_PATH = 100;

type BackupEnv = Pick<Env, "DATA_DIR" | "BACKUP_DIR" | "BACKUPS_KEPT"> & Parameters<typeof createMediaStore>[0];

export interface BackupService {
  /** Makes the daily backup if one is due, then prunes (what the hourly timer calls). */
  runDaily(now?: Date): Promise<BackupSummary | null>;
  stop(): Promise<void>;
}

/**
 * Starts the daily backups and the backup socket for the embedded database. With PostgreSQL it
 * does nothing: any process (or `npm run backup`, or the database's own tooling) can back it up
 * at any time, and several app processes must not each make a copy.
 */
export async function startBackupService({
  database,
  env,
  logger,
  store = createMediaStore(env),
  firstCheckMs = FIRST_CHECK_MS,
}: {
  database: Pick<Database, "db" | "kind">;
  env: BackupEnv;
  logger: Logger;
  store?: MediaStore;
  firstCheckMs?: number;
}): Promise<BackupService> {
  const backupDir = path.resolve(env.BACKUP_DIR);
  let queue: Promise<unknown> = Promise.resolve();
  /** One backup at a time: each waits for the one before. */
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };

  const runDaily = (now = new Date()) =>
    serialized(async () => {
      await mkdir(backupDir, { recursive: true, mode: 0o700 });
      const names = await readdir(backupDir);
      await removeLeftovers(backupDir, names, now);
      let summary: BackupSummary | null = null;
      if (isDailyBackupDue(names, now)) {
        summary = await createBackup({
          database,
          store,
          file: path.join(backupDir, dailyBackupName(now)),
          now: () => now,
        });
        logger.info(
          { file: summary.file, bytes: summary.bytes, rows: summary.rows, images: summary.images, ms: summary.ms },
          "daily backup written",
        );
      }
      for (const name of backupsToPrune(await readdir(backupDir), env.BACKUPS_KEPT)) {
        await rm(path.join(backupDir, name), { force: true });
        logger.info({ file: name }, "old daily backup deleted");
      }
      return summary;
    });

  if (database.kind !== "pglite") {
    return { runDaily, stop: async () => {} };
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runDaily()
        .catch((error: unknown) => logger.error({ err: error }, "the daily backup failed"))
        .finally(() => schedule(CHECK_EVERY_MS));
    }, ms);
    timer.unref();
  };
  schedule(firstCheckMs);

  const socket = await serveBackupRequests({
    socketPath: backupSocketPath(env.DATA_DIR),
    logger,
    backup: (file) => serialized(() => createBackup({ database, store, file })),
    tempDir: backupDir,
  });

  return {
    runDaily,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await socket?.close();
      // A backup under way finishes before the database closes.
      await queue;
    },
  };
}

/** Removes what a backup killed half-way left behind: `.partial` files and staging folders, once old. */
async function removeLeftovers(dir: string, names: string[], now: Date) {
  for (const name of names) {
    if (!name.endsWith(".partial") && !name.includes(".staging-") && !name.startsWith(".request-")) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > LEFTOVER_MS)
      await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

// ───────────────────────────── the socket ─────────────────────────────
// Protocol: the client sends "backup\n"; the server answers one JSON line, {"ok":true,"bytes":N}
// followed by the N bytes of the backup file, or {"ok":false,"error":"…"}. The socket lives in a
// folder only the server's user can enter: whoever may connect may read the whole database.

async function serveBackupRequests({
  socketPath,
  logger,
  backup,
  tempDir,
}: {
  socketPath: string;
  logger: Logger;
  backup: (file: string) => Promise<BackupSummary>;
  tempDir: string;
}): Promise<{ close(): Promise<void> } | null> {
  if (socketPath.length > MAX_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      "DATA_DIR's path is too long for a Unix socket: `npm run backup` will ask to stop the server instead",
    );
    return null;
  }
  const folder = path.dirname(socketPath);

  const server = net.createServer((connection) => {
    connection.on("error", () => {});
    let request = "";
    connection.on("data", (chunk: Buffer) => {
      request += chunk.toString("utf8");
      if (!request.includes("\n")) {
        if (request.length > 100) connection.destroy();
        return;
      }
      connection.removeAllListeners("data");
      if (request.split("\n")[0] !== "backup") {
        connection.end(`${JSON.stringify({ ok: false, error: "Unknown request." })}\n`);
        return;
      }
      void answerBackup(connection);
    });
  });

  const answerBackup = async (connection: net.Socket) => {
    const file = path.join(tempDir, `.request-${randomBytes(6).toString("hex")}.tar.gz`);
    try {
      const summary = await backup(file);
      logger.info(
        { bytes: summary.bytes, rows: summary.rows, images: summary.images, ms: summary.ms },
        "backup sent to npm run backup",
      );
      connection.write(`${JSON.stringify({ ok: true, bytes: summary.bytes })}\n`);
      await pipeline(createReadStream(file), connection);
    } catch (error) {
      logger.error({ err: error }, "a requested backup failed");
      if (!connection.destroyed) {
        connection.end(
          `${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`,
        );
      }
    } finally {
      await rm(file, { force: true });
    }
  };

  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await chmod(folder, 0o700);
    // A socket left by a killed server: we hold DATA_DIR's lock, so nobody else is listening on it.
    await rm(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    // The site runs on without it; `npm run backup` then asks to stop the server.
    logger.warn({ err: error, socketPath }, "the backup socket could not be opened");
    return null;
  }
  server.unref();
  server.on("error", (error) => logger.error({ err: error }, "the backup socket failed"));

  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        void rm(socketPath, { force: true });
      }),
  };
}

export class NoBackupServerError extends Error {
  override name = "NoBackupServerError";
}

/**
 * Asks the server holding DATA_DIR for a backup and writes it to `file` (through a temporary
 * file, renamed once every byte arrived). Throws NoBackupServerError when nothing listens.
 */
export async function requestBackupFromServer(dataDir: string, file: string): Promise<{ file: string; bytes: number }> {
  const socketPath = backupSocketPath(dataDir);
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomBytes(4).toString("hex")}.partial`;

  const connection = net.createConnection(socketPath);
  try {
    await new Promise<void>((resolve, reject) => {
      connection.once("connect", resolve);
      connection.once("error", (error: NodeJS.ErrnoException) => {
        reject(
          ["ENOENT", "ECONNREFUSED", "ENOTSOCK", "EACCES"].includes(error.code ?? "")
            ? new NoBackupServerError(error.message)
            : error,
        );
      });
    });
    connection.write("backup\n");

    // The answer's first line, then the file's bytes (one iterator throughout: leaving a
    // for-await loop early would destroy the connection).
    const chunks = (connection as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    let buffered = Buffer.alloc(0);
    let newline = -1;
    while (newline === -1) {
      const next = await chunks.next();
      if (next.done) throw new Error("The server closed the connection without sending a backup.");
      buffered = Buffer.concat([buffered, next.value]);
      newline = buffered.indexOf(10);
      if (newline === -1 && buffered.length > 64 * 1024)
        throw new Error("The server sent an answer that is not a backup.");
    }
    const answer = JSON.parse(buffered.subarray(0, newline).toString("utf8")) as {
      ok: boolean;
      bytes?: number;
      error?: string;
    };
    if (!answer.ok || typeof answer.bytes !== "number")
      throw new Error(`The server could not make the backup: ${answer.error ?? "no reason given"}`);

    let received = 0;
    await pipeline(
      async function* () {
        let chunk: Buffer = buffered.subarray(newline + 1);
        for (;;) {
          received += chunk.length;
          yield chunk;
          const next = await chunks.next();
          if (next.done) return;
          chunk = next.value;
        }
      },
      createWriteStream(partial, { flags: "wx", mode: 0o600 }),
    );
    if (received !== answer.bytes) {
      throw new Error(
        `The backup arrived incomplete (${received} of ${answer.bytes} bytes). Nothing was written; please try again.`,
      );
    }
    await rename(partial, target);
    return { file: target, bytes: received };
  } finally {
    connection.destroy();
    await rm(partial, { force: true });
  }
}
