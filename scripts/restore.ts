/**
 * `npm run restore FILE`: puts a backup from `npm run backup` (or a daily one) back into an
 * empty database and the configured image store. Refuses a database that has rows.
 */
import { existsSync } from "node:fs";
import { runRestoreCommand } from "~/features/admin/backup/cli.server";
import { getEnv } from "~/env.server";

if (existsSync(".env")) process.loadEnvFile(".env");
process.exitCode = await runRestoreCommand(getEnv(), process.argv[2], { info: console.log, error: console.error });
