/**
 * `npm run db:migrate`: applies the committed migrations without starting the server.
 * With the embedded database the server must be stopped first (one process per DATA_DIR).
 */
import { openDatabase } from "~/db/client.server";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { migrateDatabase } from "~/db/migrate.server";
import { getEnv } from "~/env.server";

const env = getEnv();
const lock = env.DATABASE_URL ? undefined : lockDataDir(env.DATA_DIR);
try {
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  await migrateDatabase(database);
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  lock?.release();
}
