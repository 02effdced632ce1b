import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, inArray, like } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, newsletterSends, newsletterSubscribers } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import {
  countConfirmedSubscribers,
  getSendProgress,
  sendTestIssue,
  startNewsletterSend,
} from "~/features/newsletter/send.server";
import { unsubscribeFromNewsletter } from "~/features/newsletter/newsletter.server";
import { listConfirmedSubscribers, removeSubscriber } from "~/features/newsletter/admin.server";
import { startOutboxWorker } from "~/utils/email.server";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { testEnv } from "../setup/context";
import { decodeQuotedPrintable, startMailCatcher } from "../setup/mail-catcher";
import { createNewsletter } from "../factories/newsletters";
import { createUser } from "../factories/users";

let database: TestDatabase;
let admin: SessionUser;
const stops: (() => Promise<void>)[] = [];
const silent = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await createUser(database.db, { role: "admin" });
  admin = { id: user.id, email: user.email, role: "admin", isStaff: true };
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
afterAll(async () => {
  await database?.close();
});

/** Every subscriber row of earlier tests leaves the list, so each test counts only its own. */
async function freshList() {
  await database.db.update(newsletterSubscribers).set({ status: "unsubscribed" });
}

/** `count` confirmed subscribers, plus pending and unsubscribed ones who must get nothing. */
async function subscribers(run: string, count: number, { pending = 0, unsubscribed = 0 } = {}) {
  const rows = [
    ...Array.from({ length: count }, (_, i) => ({ email: `${run}-${i}@example.org`, status: "confirmed" as const })),
    ...Array.from({ length: pending }, (_, i) => ({ email: `${run}-p${i}@example.org`, status: "pending" as const })),
    ...Array.from({ length: unsubscribed }, (_, i) => ({
      email: `${run}-u${i}@example.org`,
      status: "unsubscribed" as const,
    })),
  ].map((row) => ({
    ...row,
    confirmToken: randomBytes(16).toString("base64url"),
    unsubscribeToken: randomBytes(24).toString("base64url"),
    source: "test",
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await database.db.insert(newsletterSubscribers).values(rows.slice(i, i + 500));
  }
}

interface Received {
  to: string;
  raw: string;
  headers: Record<string, string>;
}

function received(dir: string): Received[] {
  return readdirSync(dir).map((file) => {
    const raw = readFileSync(path.join(dir, file), "utf8");
    const [head = ""] = raw.split(/\r?\n\r?\n/, 1);
    const headers: Record<string, string> = {};
    for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
      const at = line.indexOf(":");
      if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
    }
    return { to: headers["x-envelope-to"] ?? "", raw: decodeQuotedPrintable(raw), headers };
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function catcher(refuse?: (to: string) => number | null) {
  const dir = mkdtempSync(path.join(tmpdir(), "send-mail-"));
  const smtp = await startMailCatcher(dir, { refuse });
  stops.push(() => smtp.close());
  return { dir, url: smtp.url };
}

function worker(smtpUrl: string, retryBaseMs?: number) {
  const outbox = startOutboxWorker({
    db: database.db,
    env: testEnv({ SMTP_URL: smtpUrl }),
    logger: silent,
    retryBaseMs,
  });
  stops.push(() => outbox.stop());
}

const unthrottled = testEnv({ NEWSLETTER_RATE_PER_MINUTE: "0" });

/**
 * The recipient whose message is due last and not yet taken by the sender (the order among rows
 * queued together is by id; a taken row's due time is its lease, so it is left out).
 */
async function lastInLine(run: string): Promise<string> {
  const [row] = await database.db
    .select({ to: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), eq(emailOutbox.attempts, 0), like(emailOutbox.toAddress, `${run}-%`)))
    .orderBy(desc(emailOutbox.nextAttemptAt))
    .limit(1);
  return row!.to;
}

describe("sending an issue to subscribers", () => {
  it("delivers exactly one message to each of 2,000 confirmed subscribers, each with its own one-click unsubscribe", async () => {
    await freshList();
    const run = `big${Date.now().toString(36)}`;
    await subscribers(run, 2_000, { pending: 25, unsubscribed: 25 });
    const issue = await createNewsletter(database.db, { content: "<p>Hello <strong>neighbors</strong>.</p>" });
    expect(await countConfirmedSubscribers(database.db)).toBe(2_000);

    const queuedAt = performance.now();
    const started = await startNewsletterSend(database.db, unthrottled, issue.id, admin);
    const queueMs = performance.now() - queuedAt;
    expect(started).toEqual({ ok: true, recipients: 2_000 });
    expect(queueMs).toBeLessThan(2_000);

    const mail = await catcher();
    worker(mail.url);
    await until(async () => (await getSendProgress(database.db, issue.id))?.done === true, 120_000);
    const progress = await getSendProgress(database.db, issue.id);
    expect(progress).toMatchObject({ recipientCount: 2_000, sent: 2_000, failed: 0, skipped: 0, pending: 0 });

    const messages = received(mail.dir);
    expect(messages).toHaveLength(2_000);
    expect(new Set(messages.map((m) => m.to)).size).toBe(2_000);
    expect(messages.every((m) => m.to.startsWith(`${run}-`) && !/-[pu]\d+@/.test(m.to))).toBe(true);

    const tokens = new Map(
      (
        await database.db
          .select({ email: newsletterSubscribers.email, token: newsletterSubscribers.unsubscribeToken })
          .from(newsletterSubscribers)
          .where(
            inArray(
              newsletterSubscribers.email,
              messages.slice(0, 50).map((m) => m.to),
            ),
          )
      ).map((row) => [row.email, row.token]),
    );
    for (const message of messages.slice(0, 50)) {
      const own = `/newsletter/unsubscribe?token=${tokens.get(message.to)}`;
      expect(message.headers["list-unsubscribe"]).toContain(own);
      expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      // The body's link is the recipient's own too, in both parts.
      expect(message.raw.split(own).length - 1).toBeGreaterThanOrEqual(2);
      expect(message.raw).not.toContain("{{unsubscribe_url}}");
    }
    // The one-click link works for its owner, and only for them.
    const someone = messages[0]!;
    const token = tokens.get(someone.to)!;
    expect(await unsubscribeFromNewsletter(database.db, token)).toBe("unsubscribed");
    const [after] = await database.db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, messages[1]!.to));
    expect(after?.status).toBe("confirmed");
  }, 180_000);

  it("sends an issue once: a second send, and a draft, are refused with a reason", async () => {
    await freshList();
    await subscribers(`once${Date.now().toString(36)}`, 3);
    const issue = await createNewsletter(database.db);
    expect(await startNewsletterSend(database.db, unthrottled, issue.id, admin)).toEqual({ ok: true, recipients: 3 });
    expect(await startNewsletterSend(database.db, unthrottled, issue.id, admin)).toEqual({
      ok: false,
      reason: "already-sent",
    });
    const draft = await createNewsletter(database.db, { isPublished: false });
    expect(await startNewsletterSend(database.db, unthrottled, draft.id, admin)).toEqual({
      ok: false,
      reason: "draft",
    });
    const rows = await database.db.select().from(newsletterSends).where(eq(newsletterSends.newsletterId, issue.id));
    expect(rows).toHaveLength(1);
  });

  it("loses and doubles nothing while the mail server says 'try later', and gives up at once on a refused mailbox", async () => {
    await freshList();
    const run = `flaky${Date.now().toString(36)}`;
    await subscribers(run, 60);
    const issue = await createNewsletter(database.db);
    let refusingUntil = Date.now() + 1_500;
    const gone = `${run}-7@example.org`;
    const mail = await catcher((to) => (to === gone ? 550 : Date.now() < refusingUntil ? 451 : null));
    worker(mail.url, 100);
    await startNewsletterSend(database.db, unthrottled, issue.id, admin);
    await until(async () => (await getSendProgress(database.db, issue.id))?.done === true, 60_000);
    refusingUntil = 0;

    const progress = await getSendProgress(database.db, issue.id);
    expect(progress).toMatchObject({ sent: 59, failed: 1, pending: 0 });
    const messages = received(mail.dir);
    expect(messages).toHaveLength(59);
    expect(new Set(messages.map((m) => m.to)).size).toBe(59);
    const [refused] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, gone));
    expect(refused).toMatchObject({ status: "failed", attempts: 1 });
  }, 90_000);

  it("sends nothing more to someone who unsubscribes while the send is under way", async () => {
    await freshList();
    const run = `leave${Date.now().toString(36)}`;
    await subscribers(run, 12);
    const issue = await createNewsletter(database.db);
    const mail = await catcher();
    worker(mail.url);
    // Two a second: the last recipients are still waiting when the first have their message.
    await startNewsletterSend(database.db, testEnv({ NEWSLETTER_RATE_PER_MINUTE: "120" }), issue.id, admin);
    await until(() => received(mail.dir).length >= 2, 10_000);
    const leaver = await lastInLine(run);
    const [row] = await database.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, leaver));
    expect(await unsubscribeFromNewsletter(database.db, row!.token)).toBe("unsubscribed");

    await until(async () => (await getSendProgress(database.db, issue.id))?.done === true, 20_000);
    expect(await getSendProgress(database.db, issue.id)).toMatchObject({ sent: 11, skipped: 1 });
    expect(received(mail.dir).map((m) => m.to)).not.toContain(leaver);
  }, 30_000);

  it("sends a test to the admin alone, marked as a test", async () => {
    await freshList();
    await subscribers(`test${Date.now().toString(36)}`, 2);
    const issue = await createNewsletter(database.db, { title: "A Winter of Warm Coats" });
    const mail = await catcher();
    worker(mail.url);
    expect(await sendTestIssue(database.db, unthrottled, issue.id, admin)).toEqual({ ok: true, to: admin.email });
    await until(() => received(mail.dir).length >= 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = received(mail.dir);
    expect(messages.map((m) => m.to)).toEqual([admin.email.toLowerCase()]);
    expect(messages[0]!.headers.subject).toContain("[Test]");
    expect(messages[0]!.raw).toContain("A Winter of Warm Coats");
    expect(await getSendProgress(database.db, issue.id)).toBeNull();
  }, 30_000);

  it("exports exactly the confirmed list, and a removed subscriber gets nothing more from a send under way", async () => {
    await freshList();
    const run = `rm${Date.now().toString(36)}`;
    await subscribers(run, 10, { pending: 2, unsubscribed: 2 });
    const confirmed = await listConfirmedSubscribers(database.db);
    expect(confirmed.map((row) => row.email).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `${run}-${i}@example.org`).sort(),
    );

    const issue = await createNewsletter(database.db);
    const mail = await catcher();
    worker(mail.url);
    await startNewsletterSend(database.db, testEnv({ NEWSLETTER_RATE_PER_MINUTE: "120" }), issue.id, admin);
    await until(() => received(mail.dir).length >= 1, 10_000);
    const leaver = await lastInLine(run);
    const [row] = await database.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, leaver));
    expect(await removeSubscriber(database.db, admin, row!.id)).toEqual({ email: leaver });
    expect(await removeSubscriber(database.db, admin, row!.id)).toBeNull();

    await until(async () => (await getSendProgress(database.db, issue.id))?.done === true, 20_000);
    expect(await getSendProgress(database.db, issue.id)).toMatchObject({ sent: 9, skipped: 1 });
    expect(received(mail.dir).map((m) => m.to)).not.toContain(leaver);
  }, 30_000);
});
