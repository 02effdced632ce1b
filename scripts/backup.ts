/**
 * `npm run backup [FILE]`: the database and the uploaded images in one file (default
 * BACKUP_DIR/backup-<time>.tar.gz). With the embedded database and the server running, the
 * server makes it (ADR 0007).
 */
import { existsSync } from "node:fs";
import { runBackupCommand } from "~/features/admin/backup/cli.server";
import { getEnv } from "~/env.server";

if (existsSync(".env")) process.loadEnvFile(".env");
process.exitCode = await runBackupCommand(getEnv(), process.argv[2], { info: console.log, error: console.error });
