/**
 * Sending a published issue to every confirmed subscriber (issue 19), through the outbox:
 * one row per recipient, queued in one statement, paced by `NEWSLETTER_RATE_PER_MINUTE`
 * (each row is due a little after the one before, so the pace holds across processes and
 * restarts), sent and retried by the outbox worker, and never twice (one send per issue, one
 * row per subscriber per send).
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, newsletterSends, newsletterSubscribers, newsletters } from "~/db/schema";
import type { Env } from "~/env.server";
import type { SessionUser } from "~/features/auth/auth.server";
import { SITE_NAME } from "~/content/site";
import { recordAudit } from "~/utils/audit.server";
import { queueEmail, UNSUBSCRIBE_URL_MARKER, wakeOutbox } from "~/utils/email.server";
import { isUuid } from "~/db/ids";
import { isUniqueViolation } from "~/db/errors";
import { NEWSLETTER_NAME } from "./content";
import type * as IssueEmail from "./email/issue-email";
import { unsubscribeUrl } from "./newsletter.server";
import { emailImageUrl, emailImageUrls } from "~/utils/media/email-variant.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { createMediaStore, type MediaEnv } from "~/utils/media/media-store.server";

const ENTITY = "newsletter";

type SendEnv = Pick<
  Env,
  "PUBLIC_URL" | "CONTACT_EMAIL" | "CONTACT_PHONE" | "POSTAL_ADDRESS" | "NEWSLETTER_RATE_PER_MINUTE"
> &
  MediaEnv;

export interface SendProgress {
  startedAt: string;
  recipientCount: number;
  pending: number;
  sent: number;
  failed: number;
  /** Subscribers who left the list before their message went out. */
  skipped: number;
  /** True once no message is waiting. */
  done: boolean;
}

export type SendRefusal = "not-found" | "draft" | "already-sent" | "no-subscribers";

export const SEND_REFUSALS: Record<SendRefusal, string> = {
  "not-found": "That issue no longer exists.",
  draft: "Only a published issue can be sent. Publish it first, then send it.",
  "already-sent": "This issue has already been sent to subscribers. An issue is sent only once.",
  "no-subscribers": "There are no confirmed subscribers to send to yet.",
};

/** Confirmed subscribers: the number the send button and its confirmation name. */
export async function countConfirmedSubscribers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"));
  return row?.n ?? 0;
}

/**
 * The issue's email template, loaded on first use rather than at start: React Email brings
 * Prettier, Prism, html-to-text and react-dom's second server build with it, about 30 MB of heap
 * (issue 20) that every process kept for a page it rarely makes. Loading it takes a few seconds,
 * so the send screen's loader starts it (`prepareIssueEmail`), and it is ready by the time the
 * admin presses a button there.
 */
let issueEmailLoading: Promise<typeof IssueEmail> | undefined;
function loadIssueEmail() {
  issueEmailLoading ??= import("./email/issue-email").catch((error: unknown) => {
    issueEmailLoading = undefined;
    throw error;
  });
  return issueEmailLoading;
}

/** Starts loading the email template in the background (the send screen is open). */
export function prepareIssueEmail(): void {
  loadIssueEmail().catch(() => {
    // A failure shows, and is retried, when a send renders the email.
  });
}

async function renderIssue(db: Db, env: SendEnv, newsletterId: string) {
  if (!isUuid(newsletterId)) return null;
  const [issue] = await db.select().from(newsletters).where(eq(newsletters.id, newsletterId)).limit(1);
  if (!issue) return null;
  const { renderIssueEmail } = await loadIssueEmail();
  // Uploaded pictures go out as their JPEG twins: WebP shows nowhere in Outlook on the desktop.
  const store = createMediaStore(env);
  const contentHtml = sanitizeRichHtml(issue.content);
  const [emailImages, imageUrl] = await Promise.all([
    emailImageUrls(store, contentHtml, env.PUBLIC_URL),
    issue.featuredImageUrl ? emailImageUrl(store, issue.featuredImageUrl, env.PUBLIC_URL) : null,
  ]);
  const email = await renderIssueEmail({
    siteName: SITE_NAME,
    siteUrl: env.PUBLIC_URL,
    newsletterName: NEWSLETTER_NAME,
    number: issue.newsletterNumber,
    slug: issue.slug,
    title: issue.title,
    excerpt: issue.excerpt,
    contentHtml,
    emailImages,
    imageUrl,
    imageAlt: issue.imageDecorative ? "" : (issue.imageAlt ?? issue.title),
    contact: { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE, postalAddress: env.POSTAL_ADDRESS },
  });
  return { issue, email };
}

/**
 * "Send a test to me": the issue as subscribers will get it, to the signed-in admin only. Its
 * unsubscribe link goes to the newsletter page (the admin is not a subscriber of the test).
 */
export async function sendTestIssue(
  db: Db,
  env: SendEnv,
  newsletterId: string,
  admin: SessionUser,
): Promise<{ ok: true; to: string } | { ok: false; reason: "not-found" }> {
  const rendered = await renderIssue(db, env, newsletterId);
  if (!rendered) return { ok: false, reason: "not-found" };
  const testUrl = `${env.PUBLIC_URL}/newsletter`;
  await db.transaction(async (tx) => {
    await queueEmail(tx, {
      to: admin.email,
      subject: `[Test] ${rendered.email.subject}`,
      text: rendered.email.text.replaceAll(UNSUBSCRIBE_URL_MARKER, testUrl),
      html: rendered.email.html.replaceAll(UNSUBSCRIBE_URL_MARKER, testUrl),
    });
    await recordAudit(tx, admin, {
      action: "newsletter.test-sent",
      entity: ENTITY,
      entityId: newsletterId,
      details: { number: rendered.issue.newsletterNumber, to: admin.email },
    });
  });
  wakeOutbox();
  return { ok: true, to: admin.email };
}

/**
 * Queues the issue for every confirmed subscriber, once. The outbox rows are written by one
 * INSERT … SELECT, each due `60 000 / rate` ms after the one before (0 = as fast as the
 * server takes them).
 */
export async function startNewsletterSend(
  db: Db,
  env: SendEnv,
  newsletterId: string,
  admin: SessionUser,
): Promise<{ ok: true; recipients: number } | { ok: false; reason: SendRefusal }> {
  const rendered = await renderIssue(db, env, newsletterId);
  if (!rendered) return { ok: false, reason: "not-found" };
  if (!rendered.issue.isPublished) return { ok: false, reason: "draft" };
  const spacingMs = env.NEWSLETTER_RATE_PER_MINUTE > 0 ? 60_000 / env.NEWSLETTER_RATE_PER_MINUTE : 0;
  const unsubscribeBase = unsubscribeUrl(env, "");
  try {
    const recipients = await db.transaction(async (tx) => {
      // Locks the issue's row: a second send started at the same moment waits here, then finds the first.
      await tx.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.id, newsletterId)).for("update");
      const [send] = await tx
        .insert(newsletterSends)
        .values({
          newsletterId,
          subject: rendered.email.subject,
          htmlBody: rendered.email.html,
          textBody: rendered.email.text,
          recipientCount: 0,
          startedBy: admin.id,
        })
        .returning({ id: newsletterSends.id });
      const result = (await tx.execute(sql`
        with queued as (
        insert into ${emailOutbox} (to_address, subject, text_body, headers, newsletter_send_id, subscriber_id, next_attempt_at)
        select s.email,
               ${rendered.email.subject},
               '',
               jsonb_build_object(
                 'List-Unsubscribe', '<' || ${unsubscribeBase}::text || s.unsubscribe_token || '>',
                 'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'
               ),
               ${send!.id}::uuid,
               s.id,
               now() + (row_number() over (order by s.created_at, s.id) - 1) * (${spacingMs}::double precision * interval '1 millisecond')
        from ${newsletterSubscribers} s
        where s.status = 'confirmed'
        returning 1
        )
        select count(*)::int as total from queued
      `)) as unknown as { rows: { total: number }[] };
      const total = Number(result.rows[0]?.total ?? 0);
      if (total === 0) throw new NoSubscribers();
      await tx.update(newsletterSends).set({ recipientCount: total }).where(eq(newsletterSends.id, send!.id));
      await recordAudit(tx, admin, {
        action: "newsletter.sent",
        entity: ENTITY,
        entityId: newsletterId,
        details: { number: rendered.issue.newsletterNumber, recipients: total },
      });
      return total;
    });
    wakeOutbox();
    return { ok: true, recipients };
  } catch (error) {
    if (error instanceof NoSubscribers) return { ok: false, reason: "no-subscribers" };
    if (isUniqueViolation(error)) return { ok: false, reason: "already-sent" };
    throw error;
  }
}

class NoSubscribers extends Error {}

/** Where the issue's send stands: null when it has not been sent. */
export async function getSendProgress(db: Db, newsletterId: string): Promise<SendProgress | null> {
  if (!isUuid(newsletterId)) return null;
  const [send] = await db
    .select({
      id: newsletterSends.id,
      createdAt: newsletterSends.createdAt,
      recipientCount: newsletterSends.recipientCount,
    })
    .from(newsletterSends)
    .where(eq(newsletterSends.newsletterId, newsletterId))
    .limit(1);
  if (!send) return null;
  const rows = await db
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.newsletterSendId, send.id)))
    .groupBy(emailOutbox.status);
  const by = Object.fromEntries(rows.map((row) => [row.status, row.n])) as Partial<Record<string, number>>;
  const pending = by.pending ?? 0;
  return {
    startedAt: send.createdAt.toISOString(),
    recipientCount: send.recipientCount,
    pending,
    sent: by.sent ?? 0,
    failed: by.failed ?? 0,
    skipped: by.skipped ?? 0,
    done: pending === 0,
  };
}
