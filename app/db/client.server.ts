import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { queryCountingLogger } from "./query-count.server";
import * as schema from "./schema";

/** The one database type features work with: PGlite and node-postgres share the PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Cheap round trip for health checks. */
  ping(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel (for example the content_changed trigger's, drizzle/0004).
   * Resolves once the first attempt is made and returns the unsubscribe function.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification arrived (delivered only once its transaction committed). */
  onNotify(payload: string): void;
  /** The subscription is active, or active again: notifications sent before now are unknown. */
  onReady(): void;
  /** The subscription was lost (PostgreSQL connection down); it is retried every 2 s. */
  onLost(): void;
}

/** Channel names are identifiers written into LISTEN: only plain names are accepted. */
function checkChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), reconnecting
 * every 2 s after it drops, so a database restart only pauses the subscription.
 */
async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers) {
  checkChannel(channel);
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 2_000);
    retry.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      handlers.onLost();
      scheduleRetry();
    };
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
      handlers.onReady();
    } catch {
      next.removeAllListeners();
      await next.end().catch(() => {});
      scheduleRetry();
    }
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string; settings?: readonly string[] }
  | {
      kind: "pglite-memory";
      settings?: readonly string[];
      /** A data directory dumped by PGlite's dumpDataDir, to start from instead of a new initdb (tests). */
      loadDataDir?: Blob;
    };

/**
 * PostgreSQL settings of the embedded database (ADR 0015). PGlite starts with the server's
 * defaults, and its shared buffers (128 MB) live in the process's own WebAssembly memory, filled
 * at start. The site's data is a few MB: 16 MB of buffers hold it with room to spare, and the
 * operating system's page cache keeps the files beyond that. Measured with
 * `npm run bench:pglite-settings`: about 150 MB less at start, queries as fast.
 */
export const PGLITE_SETTINGS: readonly string[] = ["shared_buffers=16MB"];

function pgliteStartParams(settings: readonly string[] = PGLITE_SETTINGS): string[] {
  return [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ["-c", setting])];
}

/**
 * Makes a new data directory (PostgreSQL's initdb) in a short-lived child process. initdb fills
 * PGlite's WebAssembly memory, which a process does not give back: a server that made its
 * directory itself idled at 268 MB after its first start, one that has the child make it at
 * 183 MB, as after any later start (179 MB; `npm run serve`'s settings, ADR 0015).
 */
async function makeDataDir(dir: string, startParams: string[]): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script =
    "const { PGlite } = await import(process.argv[1]);" +
    "const db = await PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) });" +
    "await db.close();";
  await promisify(execFile)(process.execPath, [
    "--input-type=module",
    "-e",
    script,
    pglite,
    dir,
    JSON.stringify(startParams),
  ]);
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      // Bursts of form posts queue for a connection (the hostile suite's load run: 50 at once
      // on 2 cores); a refused connection (server down) still fails at once.
      max: 20,
      connectionTimeoutMillis: 30_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (server restart) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema, casing: "snake_case", logger: queryCountingLogger }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (target.kind === "pglite") {
    const dir = path.resolve(target.dataDir, "pglite");
    // PGlite creates only the last folder of its path.
    mkdirSync(path.dirname(dir), { recursive: true });
    const startParams = pgliteStartParams(target.settings);
    if (!existsSync(path.join(dir, "PG_VERSION"))) await makeDataDir(dir, startParams);
    client = await PGlite.create(dir, { startParams });
  } else {
    client = await PGlite.create({
      startParams: pgliteStartParams(target.settings),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case", logger: queryCountingLogger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    // One connection in this process: the subscription cannot drop while the database is open.
    listen: async (channel, handlers) => {
      checkChannel(channel);
      const unsubscribe = await client.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onReady();
      return unsubscribe;
    },
    close: () => client.close(),
  };
}
