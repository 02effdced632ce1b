import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseTarget } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { emailOutbox, newsletterSubscribers } from "~/db/schema";
import { getSendProgress, startNewsletterSend } from "~/features/newsletter/send.server";
import { INTERRUPTED_NEWSLETTER } from "~/utils/email.server";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { testEnv } from "../setup/context";
import { startMailCatcher } from "../setup/mail-catcher";
import { createNewsletter } from "../factories/newsletters";
import { createUser } from "../factories/users";

const ROOT = path.resolve(import.meta.dirname, "../..");
const RECIPIENTS = 600;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * The database the test and its worker processes share: on PostgreSQL a database of its own; on
 * PGlite a data directory, which one process at a time opens (the test closes it while a worker runs).
 */
async function sharedDatabase(): Promise<{ target: DatabaseTarget; open(): Promise<Database> }> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.close());
    const target: DatabaseTarget = { kind: "postgres", url: database.url! };
    return { target, open: async () => ({ ...database, close: async () => {} }) };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "crash-outbox-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const target: DatabaseTarget = { kind: "pglite", dataDir };
  const first = await openDatabase(target);
  await migrateDatabase(first);
  await first.close();
  return { target, open: () => openDatabase(target) };
}

function startWorker(target: DatabaseTarget, smtpUrl: string): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "tests/setup/outbox-worker-child.ts")], {
    cwd: ROOT,
    env: { ...process.env, OUTBOX_CHILD_TARGET: JSON.stringify(target), OUTBOX_CHILD_SMTP: smtpUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanups.push(() => void child.kill("SIGKILL"));
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("a newsletter send when the sending process is killed", () => {
  it("resumes after SIGKILL and a restart, finishes, and sends nobody the issue twice", async () => {
    const shared = await sharedDatabase();
    let db = await shared.open();
    const rows = Array.from({ length: RECIPIENTS }, (_, i) => ({
      email: `crash-${i}@example.org`,
      status: "confirmed" as const,
      confirmToken: randomBytes(16).toString("base64url"),
      unsubscribeToken: randomBytes(24).toString("base64url"),
    }));
    await db.db.insert(newsletterSubscribers).values(rows);
    const user = await createUser(db.db, { role: "admin" });
    const issue = await createNewsletter(db.db);
    const started = await startNewsletterSend(db.db, testEnv({ NEWSLETTER_RATE_PER_MINUTE: "0" }), issue.id, {
      id: user.id,
      email: user.email,
      role: "admin",
      isStaff: true,
    });
    expect(started).toEqual({ ok: true, recipients: RECIPIENTS });
    await db.close();

    const mailDir = mkdtempSync(path.join(tmpdir(), "crash-mail-"));
    cleanups.push(() => rmSync(mailDir, { recursive: true, force: true }));
    const smtp = await startMailCatcher(mailDir);
    cleanups.push(() => smtp.close());
    const delivered = () => readdirSync(mailDir).length;

    // Killed with nothing flushed, somewhere in the middle of the send.
    const first = startWorker(shared.target, smtp.url);
    await until(() => delivered() >= RECIPIENTS / 4, 60_000);
    first.kill("SIGKILL");
    await exited(first);
    const atKill = delivered();
    expect(atKill).toBeLessThan(RECIPIENTS);

    // A new process picks up once the dead one's claims run out, and stops when nothing waits.
    const second = startWorker(shared.target, smtp.url);
    expect(await exited(second)).toBe(0);

    db = await shared.open();
    const progress = await getSendProgress(db.db, issue.id);
    const interrupted = await db.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.lastError, INTERRUPTED_NEWSLETTER));
    await db.close();

    const recipients = readdirSync(mailDir).map(
      (file) => /^X-Envelope-To: (.*)$/m.exec(readFileSync(path.join(mailDir, file), "utf8"))?.[1] ?? "",
    );
    // Nobody twice.
    expect(new Set(recipients).size).toBe(recipients.length);
    // Finished: every message sent, except the few the killed process was handing over at that
    // instant (at most one per connection), which are marked, not sent again.
    expect(progress).toMatchObject({ pending: 0, done: true });
    expect(progress!.sent + progress!.failed).toBe(RECIPIENTS);
    expect(progress!.failed).toBe(interrupted.length);
    expect(interrupted.length).toBeLessThanOrEqual(5);
    expect(recipients.length).toBeGreaterThanOrEqual(RECIPIENTS - interrupted.length);
    expect(recipients.length).toBeLessThanOrEqual(RECIPIENTS);
  }, 120_000);
});
