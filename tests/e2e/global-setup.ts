import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { startMailCatcher } from "../setup/mail-catcher";
import { startBuiltServer } from "../setup/server";

/** The first administrator of the test site (created on start from ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin@example.org", password: "harbor-lights-2026" };

/**
 * Builds the app (unless the test runner just did) and serves it on a free port with a
 * fresh DATA_DIR — or, when TEST_DATABASE_URL is set, on a fresh database of that server.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../..");
  if (process.env.SKIP_BUILD !== "1") execSync("npm run build --silent", { cwd: root, stdio: "inherit" });

  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl = "";
  let databaseName = "";
  if (adminUrl) {
    databaseName = `test_e2e_${randomBytes(5).toString("hex")}`;
    await adminQuery(adminUrl, `create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }

  // Emails go through a real SMTP conversation to a local catcher; tests read them from mailDir.
  const mailDir = mkdtempSync(path.join(tmpdir(), "e2e-mail-"));
  const mail = await startMailCatcher(mailDir);

  const server = await startBuiltServer({
    env: { DATABASE_URL: databaseUrl, SMTP_URL: mail.url, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  process.env.BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  console.log(`Browser tests against ${server.url} (${databaseUrl ? "PostgreSQL" : "PGlite"})`);

  return async () => {
    await server.stop();
    await mail.close();
    if (adminUrl && databaseName) await adminQuery(adminUrl, `drop database if exists ${databaseName} with (force)`);
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
