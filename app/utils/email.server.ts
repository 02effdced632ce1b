import { and, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Logger } from "~/utils/logger.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** After this many failed attempts a message is marked failed and left for staff to see. */
export const MAX_EMAIL_ATTEMPTS = 8;
/** A claimed message not confirmed sent within this lease is tried again (a crashed sender). */
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;

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
  });
  wakeOutbox();
}

/** Tells this process's outbox worker there is something to send (a new or retried message). */
export function wakeOutbox(): void {
  for (const wake of wakeListeners) wake();
}

/** A notification to staff (STAFF_EMAIL, else CONTACT_EMAIL). */
export function queueStaffNotification(
  db: Pick<Db, "insert">,
  env: Pick<Env, "STAFF_EMAIL" | "CONTACT_EMAIL">,
  email: Omit<OutgoingEmail, "to">,
): Promise<void> {
  return queueEmail(db, { ...email, to: env.STAFF_EMAIL ?? env.CONTACT_EMAIL });
}

/** One pooled connection reused from message to message, not a new SMTP conversation for each. */
export function createTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({ url: smtpUrl, pool: true });
}

function backoffMs(attempts: number): number {
  // 30 s, 1 min, 2 min … capped at one hour.
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
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
}: {
  db: Db;
  transport: Transporter;
  from: string;
  logger: Logger;
}): Promise<{ sent: number; failed: number }> {
  const now = new Date();
  const claimed = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
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

  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await transport.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, message.id));
      sent += 1;
    } catch (error) {
      failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      const givesUp = message.attempts >= MAX_EMAIL_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: givesUp ? "failed" : "pending",
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(message.attempts)),
        })
        .where(eq(emailOutbox.id, message.id));
      logger.warn({ emailId: message.id, attempts: message.attempts, givesUp, reason }, "sending an email failed");
    }
  }
  return { sent, failed };
}

/**
 * Wakes are taken this long after a message is queued: the caller's transaction has committed
 * by then (a run before it would not see the message), and a burst of submissions is one run.
 */
const WAKE_DELAY_MS = 50;
/** How often the outbox is looked at without a wake (retries, other processes' messages). */
const POLL_MS = 15_000;

/**
 * Runs the outbox in the background, one run at a time: wakes while a run is going become one
 * more run after it, and a run that found a full batch runs again at once. (Each wake used to
 * start its own run: a burst of submissions made dozens of runs update the same rows at once,
 * and on PostgreSQL they queued on each other's row locks.)
 *
 * Without SMTP_URL nothing is sent: each new message is written to the log once (so a developer
 * can follow a confirmation link) and stays in the outbox, to be sent once SMTP is configured.
 */
export function startOutboxWorker({ db, env, logger }: { db: Db; env: Env; logger: Logger }): {
  stop(): Promise<void>;
} {
  const transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : undefined;

  /** One pass; true when there may be more to do right away. */
  const pass = async (): Promise<boolean> => {
    if (transport) {
      const { sent, failed } = await deliverDueEmails({ db, transport, from: env.MAIL_FROM, logger });
      return sent + failed >= BATCH_SIZE;
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

  let stopped = false;
  let running: Promise<void> | undefined;
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
    })().finally(() => {
      running = undefined;
      if (runAgain) run();
      else if (!stopped) pollTimer = setTimeout(run, POLL_MS);
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
