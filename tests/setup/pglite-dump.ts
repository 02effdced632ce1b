import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";

/**
 * Vitest global setup of the "pglite" project: one database migrated to the current schema,
 * dumped to a file that createTestDatabase() starts each test file's in-memory database from
 * (TEST_PGLITE_DUMP). The migrations still run there, and find nothing left to do; a test that
 * needs an empty database (`migrate: false`) still gets a new one.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-dump-"));
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  await migrateDatabase(database);
  await database.close();
  const client = await PGlite.create(path.join(dir, "pglite"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  process.env.TEST_PGLITE_DUMP = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
