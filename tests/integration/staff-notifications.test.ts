import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, emailOutbox, staffNotifications } from "~/db/schema";
import { createContactSubmission } from "~/features/engage/engage.server";
import { startOutboxWorker } from "~/utils/email.server";
import { formatDateTime } from "~/utils/site-time";
import { queueDueStaffDigest, STAFF_NOTIFICATIONS } from "~/utils/staff-notifications.server";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { testEnv } from "../setup/context";
import { decodeQuotedPrintable, startMailCatcher } from "../setup/mail-catcher";

// Staff notifications past the cap wait for one digest email (issue 33, ADR 0021), on both
// engines: on PostgreSQL the submissions below run on several pooled connections at once.

const STAFF = "staff@example.org";
const env = testEnv({ STAFF_EMAIL: STAFF });
const CAP = STAFF_NOTIFICATIONS.alonePerWindow;
const HOUR = 60 * 60_000;

let database: TestDatabase;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  await database.db.delete(staffNotifications);
  await database.db.delete(emailOutbox);
  await database.db.delete(contactSubmissions);
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
afterAll(async () => {
  await database?.close();
});

/** `count` contact messages sent at the same moment, each in its own transaction. */
function contactBurst(run: string, count: number, from = 0) {
  return Promise.all(
    Array.from({ length: count }, (_, offset) =>
      createContactSubmission(database.db, env, {
        name: `Visitor ${from + offset}`,
        email: `${run}-${from + offset}@example.org`,
        subject: `Question number ${from + offset} about the spring food drive and how our family can help out`,
        message: `Hello, this is message ${from + offset}.`,
      }),
    ),
  );
}

const staffMail = () =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, STAFF)).orderBy(asc(emailOutbox.createdAt));
const individual = async () => (await staffMail()).filter((row) => row.subject.startsWith("New contact message"));
const digests = async () => (await staffMail()).filter((row) => row.subject.startsWith("Digest:"));

describe("staff notifications under a flood", () => {
  it(`sends the first ${CAP} one by one and holds the rest, every message stored`, async () => {
    const run = `cap${Date.now().toString(36)}`;
    await contactBurst(run, CAP + 15);

    const [stored] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactSubmissions)
      .where(like(contactSubmissions.email, `${run}-%`));
    expect(stored?.count).toBe(CAP + 15);
    expect(await individual()).toHaveLength(CAP);
    const waiting = await database.db
      .select()
      .from(staffNotifications)
      .where(and(eq(staffNotifications.sentAlone, false)));
    expect(waiting).toHaveLength(15);
    expect(waiting.every((row) => row.digestEmailId === null)).toBe(true);
    // Not due yet: the oldest waiting one arrived less than a period ago.
    expect(await queueDueStaffDigest(database.db, env, 60_000)).toBe(false);
    expect(await digests()).toHaveLength(0);
  });

  it("lists what waited in one digest with a count, a time and a link to each record, then starts over", async () => {
    const run = `digest${Date.now().toString(36)}`;
    await contactBurst(run, CAP);
    await contactBurst(run, 3, CAP);

    expect(await queueDueStaffDigest(database.db, env, 0)).toBe(true);
    // Nothing waits any more: a second maker (another process) finds nothing to send.
    expect(await queueDueStaffDigest(database.db, env, 0)).toBe(false);
    const [digest, ...others] = await digests();
    expect(others).toHaveLength(0);
    expect(digest!.subject).toBe("Digest: 3 new submissions on the website");
    const held = await database.db
      .select({ id: contactSubmissions.id, name: contactSubmissions.name, createdAt: contactSubmissions.createdAt })
      .from(contactSubmissions)
      .where(sql`${contactSubmissions.name} in ('Visitor 20', 'Visitor 21', 'Visitor 22')`);
    expect(held).toHaveLength(3);
    for (const row of held) {
      const link = `${env.PUBLIC_URL}/admin/submissions/contact/${row.id}`;
      expect(digest!.textBody).toContain(link);
      expect(digest!.htmlBody).toContain(`href="${link}"`);
      // When it arrived, on the site's clock.
      expect(digest!.textBody).toContain(formatDateTime(row.createdAt, env.SITE_TIME_ZONE));
    }
    // The visitor's name and subject, shortened to one line.
    expect(digest!.textBody).toMatch(/Contact message: Visitor 21: Question number 21 about the spring food drive.*…/);
    expect(digest!.textBody).toMatch(/3 new submissions since/i);
    expect(digest!.textBody).toContain("every 1 second");
    expect(digest!.htmlBody).toContain("<html");
    // The first twenty were already sent alone: the digest does not list them again.
    expect(digest!.textBody).not.toContain("Visitor 19:");

    // The hour is still full, so the next one waits for the next digest, which lists only it.
    await contactBurst(run, 1, CAP + 3);
    expect(await individual()).toHaveLength(CAP);
    expect(await queueDueStaffDigest(database.db, env, 0)).toBe(true);
    const second = (await digests())[1]!;
    expect(second.subject).toBe("Digest: 1 new submission on the website");
    expect(second.textBody).toContain("Visitor 23");
    expect(second.textBody).not.toContain("Visitor 22");
  });

  it("takes decisions one at a time: a burst on several connections sends exactly the cap alone", async () => {
    const run = `race${Date.now().toString(36)}`;
    await contactBurst(run, CAP * 3);
    expect(await individual()).toHaveLength(CAP);
    expect(
      await database.db.select().from(staffNotifications).where(eq(staffNotifications.sentAlone, false)),
    ).toHaveLength(CAP * 2);
    // Two digest makers at the same moment make one digest.
    const made = await Promise.all([
      queueDueStaffDigest(database.db, env, 0),
      queueDueStaffDigest(database.db, env, 0),
    ]);
    expect(made.filter(Boolean)).toHaveLength(1);
    const [digest, ...others] = await digests();
    expect(others).toHaveLength(0);
    expect(digest!.subject).toBe(`Digest: ${CAP * 2} new submissions on the website`);
  });

  it(`lists at most ${STAFF_NOTIFICATIONS.listedPerDigest} and counts the rest`, async () => {
    const run = `long${Date.now().toString(36)}`;
    const extra = STAFF_NOTIFICATIONS.listedPerDigest + 30;
    await contactBurst(run, CAP);
    for (let from = CAP; from < CAP + extra; from += 50)
      await contactBurst(run, Math.min(50, CAP + extra - from), from);
    expect(await queueDueStaffDigest(database.db, env, 0)).toBe(true);
    const [digest] = await digests();
    expect(digest!.subject).toBe(`Digest: ${extra} new submissions on the website`);
    expect(digest!.textBody.match(/Open in the admin dashboard/g)).toHaveLength(STAFF_NOTIFICATIONS.listedPerDigest);
    expect(digest!.textBody).toContain("And 30 more submissions, listed under");
    expect(digest!.textBody).toContain(`${env.PUBLIC_URL}/admin/submissions`);
  });

  it("sends alone again once the last hour's notifications are fewer than the cap", async () => {
    const run = `hour${Date.now().toString(36)}`;
    await contactBurst(run, CAP + 2);
    expect(await queueDueStaffDigest(database.db, env, 0)).toBe(true);
    // An hour later:
    await database.db
      .update(staffNotifications)
      .set({ createdAt: sql`${staffNotifications.createdAt} - ${HOUR + 1000} * interval '1 millisecond'` });
    await contactBurst(run, 1, CAP + 2);
    expect(await individual()).toHaveLength(CAP + 1);
  });

  it("a digest waiting when the server stopped goes out from the next one to start", async () => {
    const run = `restart${Date.now().toString(36)}`;
    // Submissions stored while no outbox worker runs (the server was down before it sent).
    await contactBurst(run, CAP + 4);
    const dir = mkdtempSync(path.join(tmpdir(), "digest-mail-"));
    const catcher = await startMailCatcher(dir);
    stops.push(() => catcher.close());
    const worker = startOutboxWorker({
      db: database.db,
      env: testEnv({ STAFF_EMAIL: STAFF, SMTP_URL: catcher.url, STAFF_DIGEST_MINUTES: "0.005" }),
      logger: pino({ level: "silent" }),
    });
    stops.push(() => worker.stop());

    const received = () =>
      readdirSync(dir).map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), "utf8")));
    const deadline = Date.now() + 15_000;
    while (!received().some((mail) => /^Subject: Digest:/m.test(mail)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mails = received();
    const digest = mails.find((mail) => /^Subject: Digest:/m.test(mail));
    expect(digest, `${mails.length} emails, none a digest`).toBeDefined();
    expect(digest).toMatch(/^Subject: Digest: 4 new submissions on the website/m);
    expect(digest).toContain("X-Envelope-To: staff@example.org");
    expect(digest).toMatch(/Content-Type: text\/plain/);
    expect(digest).toMatch(/Content-Type: text\/html/);
    const held = await database.db.select().from(staffNotifications).where(eq(staffNotifications.sentAlone, false));
    expect(held).toHaveLength(4);
    for (const row of held) {
      expect(digest).toContain(`${env.PUBLIC_URL}${row.path}`);
      // Staff can answer each visitor from the digest too (issue 35).
      expect(row.replyTo).toMatch(new RegExp(`^${run}-\\d+@example\\.org$`));
      expect(digest).toContain(`mailto:${row.replyTo}`);
    }
    // Twenty alone, one digest, nothing twice; and each visitor's own receipt (ADR 0034), which
    // share the outbox with them, so the last few may still be on their way.
    const toStaff = (mail: string) => mail.startsWith("X-Envelope-To: staff@example.org\r\n");
    while (received().length < CAP + 1 + CAP + 4 && Date.now() < deadline + 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received().filter(toStaff)).toHaveLength(CAP + 1);
    expect(received().filter((mail) => !toStaff(mail))).toHaveLength(CAP + 4);
    const [digestRow] = await digests();
    expect(digestRow!.status).toBe("sent");
  });
});
