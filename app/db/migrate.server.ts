import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import path from "node:path";
import type { Database } from "./client.server";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/** Any number for pg_advisory_lock, fixed so every process of this app agrees on it. */
const MIGRATION_LOCK_ID = 727_501;

/** Applies the committed drizzle-kit migrations. Safe with several processes on one PostgreSQL server. */
export async function migrateDatabase(
  database: Database,
  { migrationsFolder = MIGRATIONS_FOLDER }: { migrationsFolder?: string } = {},
): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    // Serialise concurrent starts: the others wait here, then find nothing left to do.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
