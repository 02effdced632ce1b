import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { openDatabase, type Database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";

/** `url`: the PostgreSQL database's address, for tests that open a second connection to it. */
export type TestDatabase = Database & { label: string; url?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, in the
 * vitest project "postgres" (TEST_DATABASE_URL set), a database of its own on that server
 * (the migrations name the `public` schema, so a database, not a schema, is the unit),
 * dropped again by `close()`. `migrate: false` leaves it without any table (a restore's target).
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    // A migrated database starts from the dump tests/setup/pglite-dump.ts made once for the run:
    // PGlite's initdb is the slow part of a new in-memory database (about 3 s of each test file).
    const dump = migrate && process.env.TEST_PGLITE_DUMP ? migratedDump(process.env.TEST_PGLITE_DUMP) : undefined;
    const database = await openDatabase({ kind: "pglite-memory", loadDataDir: dump });
    if (migrate) await migrateDatabase(database);
    return { ...database, label: "pglite" };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: dbUrl.toString() });
  if (migrate) await migrateDatabase(database);
  return {
    ...database,
    label: `postgres:${name}`,
    url: dbUrl.toString(),
    async close() {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let dumpBlob: Blob | undefined;
function migratedDump(file: string): Blob {
  dumpBlob ??= new Blob([readFileSync(file)]);
  return dumpBlob;
}
