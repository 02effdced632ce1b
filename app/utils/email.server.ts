import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "~/db/client.server";
import { emailOutbox, newsletterSends, newsletterSubscribers } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Logger } from "~/utils/logger.server";
import {
  digestPeriodMs,
  nextDigestInMs,
  pruneStaffNotifications,
  queueDueStaffDigest,
  recordStaffNotification,
  type StaffRecord,
} from "~/utils/staff-notifications.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Where a newsletter message's body takes its recipient's own unsubscribe address. */
export const UNSUBSCRIBE_URL_MARKER = "{{unsubscribe_url}}";

/** After this many failed attempts a message is marked failed and left for staff to see. */
export const MAX_EMAIL_ATTEMPTS = 8;
/**
 * A claimed message not confirmed sent within this lease is taken back (a crashed sender). Longer
 * than any one SMTP conversation can take (the transport's timeouts below).
 */
const LEASE_MS = 5 * 60_000;
/** What an interrupted newsletter message says in the outbox. */
export const INTERRUPTED_NEWSLETTER =
  "The sender stopped while handing this message to the mail server, so it may have arrived. A newsletter is not sent twice, so it was not tried again.";
const BATCH_SIZE = 25;
/** Messages of one batch in flight at once (nodemailer's pool keeps up to five connections). */
const CONCURRENCY = 5;

const wakeListeners = new Set<() => void>();

/**
 * Every email goes into the outbox first, in the caller's transaction when given one,
 * so an accepted submission and its notification are stored together or not at all.
 */
export async function queueEmail(db: Pick<Db, "insert">, email: OutgoingEmail): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    headers: email.headers,
  });
  wakeOutbox();
}

/** Tells this process's outbox worker there is something to send (a new or retried message). */
export function wakeOutbox(): void {
  for (const wake of wakeListeners) wake();
}

/**
 * A notification to staff (STAFF_EMAIL, else CONTACT_EMAIL) about `record`, in the caller's
 * transaction. Sent alone while staff get fewer than the cap's number in a window; past it, the
 * record waits for the next digest email instead (ADR 0021, `staff-notifications.server.ts`).
 * It ends with the link to the record's own back-office page, and `replyTo` (the visitor's
 * address) makes the staff member's "Reply" reach the visitor.
 */
export async function queueStaffNotification(
  db: Pick<Db, "insert" | "execute">,
  env: Pick<Env, "STAFF_EMAIL" | "CONTACT_EMAIL" | "PUBLIC_URL">,
  email: Omit<OutgoingEmail, "to"> & { record: StaffRecord; replyTo?: string | null },
): Promise<void> {
  const { record, replyTo, ...message } = email;
  const address = replyTo?.replace(/[\r\n]/g, "").trim() || null;
  if (await recordStaffNotification(db, { ...record, replyTo: address })) {
    await queueEmail(db, {
      ...message,
      text: `${message.text}\n\nOpen it in the back office: ${env.PUBLIC_URL}${record.path}`,
      headers: address ? { ...message.headers, "Reply-To": address } : message.headers,
      to: env.STAFF_EMAIL ?? env.CONTACT_EMAIL,
    });
  } else {
    wakeOutbox();
  }
}

/** One pooled connection reused from message to message, not a new SMTP conversation for each. */
export function createTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: CONCURRENCY,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/** 30 s, 1 min, 2 min … capped at one hour (tests pass a smaller base). */
function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * A refusal the server means for good (5xx: no such mailbox, message rejected) is not retried;
 * anything else (4xx "try later", a dropped connection, a timeout) is.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The unsubscribe address a newsletter message carries in its List-Unsubscribe header. */
function unsubscribeUrlOf(headers: Record<string, string> | null): string | undefined {
  return /^<([^>]+)>/.exec(headers?.["List-Unsubscribe"] ?? "")?.[1];
}

type ClaimedMessage = typeof emailOutbox.$inferSelect;
type Prepared = { message: ClaimedMessage; text: string; html?: string } | { message: ClaimedMessage; skip: string };

/**
 * Gives each claimed message its body: its own, or for a newsletter message its send's with the
 * recipient's unsubscribe address put in. A newsletter message whose subscriber has since left
 * (unsubscribed or removed) is not sent.
 */
async function prepare(db: Db, claimed: ClaimedMessage[]): Promise<Prepared[]> {
  const sendIds = [...new Set(claimed.flatMap((m) => (m.newsletterSendId ? [m.newsletterSendId] : [])))];
  if (sendIds.length === 0)
    return claimed.map((message) => ({ message, text: message.textBody, html: message.htmlBody ?? undefined }));
  const subscriberIds = claimed.flatMap((m) => (m.subscriberId ? [m.subscriberId] : []));
  const [sends, subscribers] = await Promise.all([
    db.select().from(newsletterSends).where(inArray(newsletterSends.id, sendIds)),
    subscriberIds.length === 0
      ? []
      : db
          .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
          .from(newsletterSubscribers)
          .where(inArray(newsletterSubscribers.id, subscriberIds)),
  ]);
  const sendById = new Map(sends.map((send) => [send.id, send]));
  const confirmed = new Set(subscribers.filter((row) => row.status === "confirmed").map((row) => row.id));
  return claimed.map((message): Prepared => {
    if (!message.newsletterSendId) return { message, text: message.textBody, html: message.htmlBody ?? undefined };
    const send = sendById.get(message.newsletterSendId);
    const url = unsubscribeUrlOf(message.headers);
    if (!send || !url) return { message, skip: "The newsletter send is gone." };
    if (!message.subscriberId || !confirmed.has(message.subscriberId)) {
      return { message, skip: "The subscriber left the list before this message was sent." };
    }
    return {
      message,
      text: send.textBody.replaceAll(UNSUBSCRIBE_URL_MARKER, url),
      html: send.htmlBody.replaceAll(UNSUBSCRIBE_URL_MARKER, escapeAttribute(url)),
    };
  });
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** "hello@example.org" out of "Name <hello@example.org>", for Message-IDs on the sender's domain. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * Claims due messages and sends them. Safe with several processes: rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so a message is sent by one sender at a time and a
 * sender that dies mid-send leaves it to be retried when the lease ends.
 */
export async function deliverDueEmails({
  db,
  transport,
  from,
  logger,
  retryBaseMs = 30_000,
  leaseMs = LEASE_MS,
}: {
  db: Db;
  transport: Transporter;
  from: string;
  logger: Logger;
  /** The first retry's wait; each further retry waits twice as long. */
  retryBaseMs?: number;
  /** How long a claim holds (tests of a crashed sender pass less). */
  leaseMs?: number;
}): Promise<{ sent: number; failed: number; claimed: number; more: boolean }> {
  const now = new Date();
  // Messages a sender was handing to the mail server when it stopped (its lease has run out):
  // the server may have them. Staff mail is tried again (a second copy of a confirmation is
  // harmless); a newsletter is never sent twice, so its message is marked failed instead.
  await db
    .update(emailOutbox)
    .set({
      sendingAt: null,
      status: sql`case when ${emailOutbox.newsletterSendId} is null then 'pending' else 'failed' end`,
      lastError: sql`case when ${emailOutbox.newsletterSendId} is null then ${emailOutbox.lastError} else ${INTERRUPTED_NEWSLETTER} end`,
    })
    .where(
      and(eq(emailOutbox.status, "pending"), isNotNull(emailOutbox.sendingAt), lte(emailOutbox.nextAttemptAt, now)),
    );
  const claimed = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(
      inArray(
        emailOutbox.id,
        db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
          .orderBy(emailOutbox.nextAttemptAt)
          .limit(BATCH_SIZE)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  if (claimed.length === 0) return { sent: 0, failed: 0, claimed: 0, more: false };

  const prepared = await prepare(db, claimed);
  const domain = domainOf(from);
  let sent = 0;
  let failed = 0;
  /** Set when the server cannot be reached at all: the rest of the batch waits instead of failing one by one. */
  let unreachable: string | undefined;

  const deliver = async (item: Prepared) => {
    const { message } = item;
    if ("skip" in item) {
      await db
        .update(emailOutbox)
        .set({ status: "skipped", lastError: item.skip })
        .where(eq(emailOutbox.id, message.id));
      return;
    }
    if (unreachable) {
      // Not tried: give back the attempt and wait as a first failure would.
      await db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} - 1`,
          nextAttemptAt: new Date(Date.now() + backoffMs(1, retryBaseMs)),
        })
        .where(eq(emailOutbox.id, message.id));
      return;
    }
    // Ours still (no other sender took it after our lease ran out), and marked as being sent.
    const [mine] = await db
      .update(emailOutbox)
      .set({ sendingAt: new Date() })
      .where(
        and(
          eq(emailOutbox.id, message.id),
          eq(emailOutbox.status, "pending"),
          eq(emailOutbox.attempts, message.attempts),
          isNull(emailOutbox.sendingAt),
        ),
      )
      .returning({ id: emailOutbox.id });
    if (!mine) return;
    try {
      await transport.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: item.text,
        html: item.html,
        headers: message.headers ?? undefined,
        // The same ID on every attempt, so a receiver that got a message twice (a crash between
        // the server's "accepted" and our "sent") can tell it is one message.
        messageId: `<${message.id}@${domain}>`,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null, sendingAt: null })
        .where(eq(emailOutbox.id, message.id));
      sent += 1;
    } catch (error) {
      failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentFailure(error);
      const givesUp = permanent || message.attempts >= MAX_EMAIL_ATTEMPTS;
      if (!permanent && (error as { responseCode?: unknown }).responseCode === undefined) unreachable = reason;
      await db
        .update(emailOutbox)
        .set({
          status: givesUp ? "failed" : "pending",
          sendingAt: null,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(message.attempts, retryBaseMs)),
        })
        .where(eq(emailOutbox.id, message.id));
      logger.warn(
        { emailId: message.id, attempts: message.attempts, givesUp, permanent, reason },
        "sending an email failed",
      );
    }
  };

  // A few at a time, over the pooled connections; each message's outcome is written as it ends.
  const queue = [...prepared];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await deliver(item);
    }),
  );
  // A full batch may mean more are due now, unless the server could not be reached.
  return { sent, failed, claimed: claimed.length, more: !unreachable && claimed.length >= BATCH_SIZE };
}

/**
 * Wakes are taken this long after a message is queued: the caller's transaction has committed
 * by then (a run before it would not see the message), and a burst of submissions is one run.
 */
const WAKE_DELAY_MS = 50;
/** How often the outbox is looked at without a wake (retries, other processes' messages). */
const POLL_MS = 15_000;
/** How often a process forgets staff notifications that are done (ADR 0021). */
const PRUNE_EVERY_MS = 10 * 60_000;
/** After a failed attempt at the staff digest, the next one waits this long (not a busy loop). */
const DIGEST_RETRY_MS = 30_000;
/** The shortest sleep between runs, so a row due "now" that another process holds is not spun on. */
const MIN_SLEEP_MS = 20;

/**
 * Runs the outbox in the background, one run at a time: wakes while a run is going become one
 * more run after it, and a run that found a full batch runs again at once. (Each wake used to
 * start its own run: a burst of submissions made dozens of runs update the same rows at once,
 * and on PostgreSQL they queued on each other's row locks.)
 *
 * Without SMTP_URL nothing is sent: each new message is written to the log once (so a developer
 * can follow a confirmation link) and stays in the outbox, to be sent once SMTP is configured.
 */
export function startOutboxWorker({
  db,
  env,
  logger,
  retryBaseMs,
  leaseMs,
}: {
  db: Db;
  env: Env;
  logger: Logger;
  /** The first retry's wait (30 s unless a test asks for less). */
  retryBaseMs?: number;
  /** How long a claim holds (5 min unless a test asks for less). */
  leaseMs?: number;
}): {
  stop(): Promise<void>;
} {
  const transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : undefined;

  const digestEveryMs = digestPeriodMs(env);
  let prunedAt = 0;
  let digestFailedAt = Number.NEGATIVE_INFINITY;
  /**
   * The staff digest, when one is due, goes into the outbox before this pass sends (so it goes
   * out in it); done notifications are forgotten every few minutes. A failure here is logged
   * and leaves everything waiting to be tried again DIGEST_RETRY_MS later, never stopping the
   * rest of the mail.
   */
  const digest = async () => {
    if (Date.now() - digestFailedAt < DIGEST_RETRY_MS) return;
    try {
      await queueDueStaffDigest(db, env, digestEveryMs);
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        await pruneStaffNotifications(db);
        prunedAt = Date.now();
      }
    } catch (error) {
      digestFailedAt = Date.now();
      logger.warn({ err: error }, "queueing the staff digest failed; retrying soon");
    }
  };

  /** One pass; true when there may be more to do right away. */
  const pass = async (): Promise<boolean> => {
    await digest();
    if (transport) {
      const { more } = await deliverDueEmails({ db, transport, from: env.MAIL_FROM, logger, retryBaseMs, leaseMs });
      return more;
    }
    // Marked and read in one statement, so a message is logged once.
    const kept = await db
      .update(emailOutbox)
      .set({ attempts: 1 })
      .where(and(eq(emailOutbox.status, "pending"), eq(emailOutbox.attempts, 0)))
      .returning();
    for (const row of kept) {
      // Never the body (it may carry what a visitor typed). Outside production the links
      // are logged, so a developer without SMTP can follow a confirmation link.
      logger.info(
        {
          emailId: row.id,
          to: row.toAddress,
          subject: row.subject,
          links: env.NODE_ENV === "production" ? undefined : (row.textBody.match(/https?:\/\/\S+/g) ?? []),
        },
        "email kept in the outbox (no SMTP_URL)",
      );
    }
    return false;
  };

  /**
   * How long to sleep after a run: until the next message falls due (a paced newsletter, a
   * retry; only with SMTP, as without it nothing is sent anyway) or the staff digest does (it is
   * queued either way), at most POLL_MS.
   */
  const untilNextDue = async (): Promise<number> => {
    const digestIn = Math.max(
      (await nextDigestInMs(db, digestEveryMs)) ?? POLL_MS,
      digestFailedAt + DIGEST_RETRY_MS - Date.now(),
    );
    if (!transport) return Math.min(POLL_MS, Math.max(MIN_SLEEP_MS, digestIn));
    const [row] = await db
      .select({ next: sql<Date | string | null>`min(${emailOutbox.nextAttemptAt})` })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "pending"));
    const wait = row?.next ? new Date(row.next).getTime() - Date.now() : POLL_MS;
    return Math.min(POLL_MS, Math.max(MIN_SLEEP_MS, Math.min(wait, digestIn)));
  };

  let stopped = false;
  let running: Promise<unknown> | undefined;
  let runAgain = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;

  const run = () => {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(pollTimer);
    running = (async () => {
      let more = true;
      while (more && !stopped) {
        runAgain = false;
        more = await pass().catch((error: unknown) => {
          logger.warn({ err: error }, "the outbox worker failed; retrying soon");
          return false;
        });
        more ||= runAgain;
      }
      return stopped ? POLL_MS : await untilNextDue().catch(() => POLL_MS);
    })()
      .catch(() => POLL_MS)
      .then((sleepMs) => {
        running = undefined;
        if (runAgain) run();
        else if (!stopped) pollTimer = setTimeout(run, sleepMs);
      });
  };
  const wake = () => {
    wakeTimer ??= setTimeout(() => {
      wakeTimer = undefined;
      run();
    }, WAKE_DELAY_MS);
  };

  wakeListeners.add(wake);
  run();
  return {
    async stop() {
      stopped = true;
      wakeListeners.delete(wake);
      clearTimeout(pollTimer);
      clearTimeout(wakeTimer);
      await running;
      transport?.close();
    },
  };
}
