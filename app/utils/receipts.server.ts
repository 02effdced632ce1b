/**
 * Receipts (issue 36, ADR 0034): the person who sent a form hears at once that it arrived. Queued
 * through the outbox in the submission's own transaction, with Reply-To set to staff; at most
 * `RECEIPTS_PER_ADDRESS_PER_DAY` to one address in a day, so the forms cannot flood someone's
 * inbox (past it, the submission is still stored and staff still notified, with no receipt).
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, emailTemplates, submissionReceipts } from "~/db/schema";
import type { Env } from "~/env.server";
import { wakeOutbox } from "./email.server";
import {
  capitalizeFirst,
  defaultReceipt,
  fillTemplate,
  receiptKey,
  receiptValues,
  SITE_NAME,
  type ReceiptKind,
  type Template,
  type TemplateKey,
} from "./reply-templates";
import type * as ReplyEmail from "./reply-email.server";
import { formatLongDate } from "./site-time";

/** The per-address limit (ADR 0034). */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;
/** pg_advisory_xact_lock's first key for receipts; the second is the address's hash. */
const RECEIPT_LOCK_ID = 330_034;

type Tx = Pick<Db, "insert" | "execute" | "select" | "delete">;

let replyEmailLoading: Promise<typeof ReplyEmail> | undefined;
/** React Email, loaded on the first receipt or decision (see the staff digest's loader). */
export function loadReplyEmail() {
  replyEmailLoading ??= import("./reply-email.server").catch((error: unknown) => {
    replyEmailLoading = undefined;
    throw error;
  });
  return replyEmailLoading;
}

/** Staff's own wording of a template, else its default. */
export async function templateFor(db: Pick<Db, "select">, key: TemplateKey, fallback: Template): Promise<Template> {
  const [row] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(eq(emailTemplates.key, key))
    .limit(1);
  return row ?? fallback;
}

/** Where replies to the emails people get from the site go. */
export function staffAddress(env: Pick<Env, "STAFF_EMAIL" | "CONTACT_EMAIL">): string {
  return env.STAFF_EMAIL ?? env.CONTACT_EMAIL;
}

/** A subject line: one line, short, its first letter capital. */
export function subjectLine(text: string, max = 150): string {
  const line = text.replace(/\s+/g, " ").trim();
  return capitalizeFirst(line.length > max ? `${line.slice(0, max - 1)}…` : line);
}

export interface ReceiptRequest {
  kind: ReceiptKind;
  /** The submitter's address (already validated by the form's schema). */
  to: string;
  submissionId: string;
  /** The campaign, project, program or course, as the site stores it (never a typed value). */
  about?: string | null;
}

/**
 * Queues the receipt for a stored submission in the caller's transaction, unless the address had
 * its day's receipts already. Returns whether one was queued. Decisions for one address are taken
 * one at a time (an advisory lock held until the caller commits), so two forms sent at the same
 * moment never both pass the limit's last place.
 */
export async function queueReceipt(
  tx: Tx,
  env: Pick<Env, "STAFF_EMAIL" | "CONTACT_EMAIL" | "SITE_TIME_ZONE">,
  request: ReceiptRequest,
): Promise<boolean> {
  const address = request.to.trim().toLowerCase();
  // Rendered before the address's lock is taken, and callers queue the receipt before the staff
  // notification, whose lock is held until commit (ADR 0021): rendering never waits in either.
  const template = await templateFor(tx, receiptKey(request.kind), defaultReceipt(request.kind));
  const values = receiptValues(request.kind, {
    about: request.about,
    date: formatLongDate(new Date(), env.SITE_TIME_ZONE),
  });
  const subject = subjectLine(fillTemplate(template.subject, values));
  const { renderReplyEmail } = await loadReplyEmail();
  const email = await renderReplyEmail({
    subject,
    body: fillTemplate(template.body, values),
    footer: `You get this email because this address was given on a form on the ${SITE_NAME} website. If that was not you, you can ignore it.`,
  });

  await tx.execute(sql`select pg_advisory_xact_lock(${RECEIPT_LOCK_ID}, hashtext(${address}))`);
  const since = sql`clock_timestamp() - (${DAY_MS}::double precision * interval '1 millisecond')`;
  await tx
    .delete(submissionReceipts)
    .where(and(eq(submissionReceipts.address, address), lt(submissionReceipts.createdAt, since)));
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(submissionReceipts)
    .where(eq(submissionReceipts.address, address));
  if (Number(counted?.count ?? 0) >= RECEIPTS_PER_ADDRESS_PER_DAY) return false;

  const [queued] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: request.to.trim(),
      subject,
      textBody: email.text,
      htmlBody: email.html,
      headers: { "Reply-To": staffAddress(env) },
    })
    .returning({ id: emailOutbox.id });
  await tx.insert(submissionReceipts).values({
    address,
    kind: request.kind,
    submissionId: request.submissionId,
    emailId: queued!.id,
    createdAt: sql`clock_timestamp()`,
  });
  wakeOutbox();
  return true;
}
