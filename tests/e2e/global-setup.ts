import { request } from "@playwright/test";
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { startMailCatcher } from "../setup/mail-catcher";
import { startBuiltServer, type StartedServer } from "../setup/server";
import { totpCode } from "../setup/two-factor";

/** The first administrator of the test site (created on start from ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin@example.org", password: "harbor-lights-2026" };

/** Mail to an address starting with this is refused by the test mail server as "no such mailbox". */
export const UNDELIVERABLE_PREFIX = "undeliverable-";

/**
 * Builds the app (unless the test runner just did) and serves it twice, each on a free port with
 * a fresh DATA_DIR — or, when TEST_DATABASE_URL is set, a fresh database of that server:
 * - the public site (BASE_URL), whose journeys count seeded content;
 * - the staff site (STAFF_BASE_URL) for the content editor journeys (admin-*.spec.ts), which
 *   publish and delete content that would otherwise change those counts mid-run.
 * The admin signs in once per site here (sign-ins are rate limited per account and per IP, as in
 * production); `signInAsAdmin` reuses that session.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../..");
  if (process.env.SKIP_BUILD !== "1") execSync("npm run build --silent", { cwd: root, stdio: "inherit" });

  // Emails go through a real SMTP conversation to a local catcher; tests read them from mailDir.
  const mailDir = mkdtempSync(path.join(tmpdir(), "e2e-mail-"));
  // An address starting "undeliverable-" is refused for good (550), so a journey can make a failed email.
  const mail = await startMailCatcher(mailDir, {
    refuse: (to) => (to.split(",").some((address) => address.startsWith(UNDELIVERABLE_PREFIX)) ? 550 : null),
  });

  const [publicSite, staffSite] = await Promise.all([startSite(mail.url), startSite(mail.url)]);
  const sessions = await Promise.all(
    [publicSite, staffSite].map(async (site) => [site.server.url, await adminSession(site.server.url)] as const),
  );
  const states = Object.fromEntries(sessions.map(([url, { state }]) => [url, state]));
  // Each site's admin enrolled an authenticator app here; a later sign-in with the password asks
  // for a code made from this key (`signInAsStaff` in admin-session.ts).
  process.env.E2E_ADMIN_TOTP_SECRETS = JSON.stringify(
    Object.fromEntries(sessions.map(([url, { secret }]) => [url, secret])),
  );
  process.env.BASE_URL = publicSite.server.url;
  process.env.STAFF_BASE_URL = staffSite.server.url;
  process.env.E2E_ADMIN_STATES = JSON.stringify(states);
  process.env.E2E_DATA_DIR = publicSite.server.dataDir;
  process.env.E2E_DATABASE_URL = publicSite.databaseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  console.log(
    `Browser tests against ${publicSite.server.url}, content editors against ${staffSite.server.url} (${publicSite.databaseUrl ? "PostgreSQL" : "PGlite"})`,
  );

  return async () => {
    await Promise.all([publicSite.stop(), staffSite.stop()]);
    await mail.close();
  };
}

interface Site {
  server: StartedServer;
  databaseUrl: string;
  stop(): Promise<void>;
}

async function startSite(smtpUrl: string): Promise<Site> {
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
  const server = await startBuiltServer({
    env: {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      // Staff notifications and the Reply-To of the emails people get (admin-replies.spec.ts).
      STAFF_EMAIL: "caseworkers@example.org",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Donors' year-end statements print it (admin-donations.spec.ts).
      ORGANIZATION_EIN: "12-3456789",
    },
  });
  return {
    server,
    databaseUrl,
    async stop() {
      await server.stop();
      if (adminUrl && databaseName) await adminQuery(adminUrl, `drop database if exists ${databaseName} with (force)`);
    },
  };
}

/**
 * Signs the admin in through the real /auth form, then sets up two-factor sign-in through the
 * real enrollment page (staff need it before any back-office page, ADR 0026), reading the key shown
 * for typing into an app. Returns the session as Playwright storage state, and the key.
 */
async function adminSession(baseURL: string) {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const response = await context.post("/auth", {
      form: { intent: "signin", email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    if (!response.ok()) throw new Error(`The admin could not sign in at ${baseURL} (${response.status()})`);
    await context.post("/auth/two-factor/setup", { form: { intent: "start", password: E2E_ADMIN.password } });
    const page = await (await context.get("/auth/two-factor/setup")).text();
    const secret = /data-testid="two-factor-secret">([A-Z2-7 ]+)</.exec(page)?.[1];
    if (!secret) throw new Error(`The admin's enrollment page at ${baseURL} showed no key`);
    const confirmed = await context.post("/auth/two-factor/setup", {
      form: { intent: "confirm", code: totpCode(secret, { base32: true }) },
    });
    const state = await context.storageState();
    if (!confirmed.ok() || !state.cookies.some((cookie) => cookie.name.includes("session_token"))) {
      throw new Error(`The admin could not set up two-factor sign-in at ${baseURL} (${confirmed.status()})`);
    }
    return { state, secret };
  } finally {
    await context.dispose();
  }
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
