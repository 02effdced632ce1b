import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { wakeOutbox } from "~/utils/email.server";
import type { OutboxStatus } from "./outbox";

export const OUTBOX_PAGE_SIZE = 50;

/**
 * Recent emails, newest first. Never the body: a message may carry what a visitor typed or a
 * sign-in link, and neither belongs on a staff screen.
 */
export async function listOutbox(db: Db, { status, page }: { status?: OutboxStatus; page: number }) {
  const where = status ? eq(emailOutbox.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export type RetryResult = { ok: true; to: string } | { ok: false; message: string };

/** Puts a failed email back in the queue, due now, with a fresh count of attempts. */
export async function retryEmail(db: Db, actor: SessionUser, id: string): Promise<RetryResult> {
  const result = await db.transaction(async (tx): Promise<RetryResult> => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date() })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
      .returning({ to: emailOutbox.toAddress, subject: emailOutbox.subject });
    if (!row)
      return { ok: false, message: "Only a failed email can be tried again; this one is not failed (any more)." };
    await recordAudit(tx, actor, {
      action: "retry_email",
      entity: "email",
      entityId: id,
      details: { to: row.to, subject: row.subject },
    });
    return { ok: true, to: row.to };
  });
  if (result.ok) wakeOutbox();
  return result;
}
