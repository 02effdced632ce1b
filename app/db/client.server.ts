import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { mkdirSync } from "node:fs";
import path from "node:path";
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
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory" };

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
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (target.kind === "pglite") {
    const dir = path.resolve(target.dataDir, "pglite");
    // PGlite creates only the last folder of its path.
    mkdirSync(path.dirname(dir), { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case", logger: queryCountingLogger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
