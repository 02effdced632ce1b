import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt, max, min, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, newsletters, newsletterSubscribers } from "~/db/schema";
import type { Env } from "~/env.server";
import { queueEmail } from "~/utils/email.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { NEWSLETTER_NAME, SUBSCRIBE_FAILED_TEXT } from "./content";
import { SubscribeSchema, type SubscribeSource } from "./validation";
import type { SiteContext } from "~/context";
import { handlePublicForm } from "~/utils/public-form.server";
import { mailboxKey } from "~/utils/rate-limit.server";
import { isSlugShaped } from "~/utils/slugs/slug";
import { newsletterIsLive } from "~/db/publishing";
import type { PublishState } from "~/utils/preview";
import { withImageAlt } from "~/utils/image-alt";

export const CONFIRMATION_SUBJECT = `Please confirm your subscription to ${NEWSLETTER_NAME}`;
/** A pending address is sent the confirmation again at most this often (re-subscribing is not an error). */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60_000;

/** 24 random bytes, URL-safe: unguessable links for confirming and unsubscribing. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

export function isWellFormedToken(token: string | null | undefined): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}

export interface SubscribeResult {
  /** False when the address was already on the list (not an error for the visitor). */
  isNew: boolean;
  /** True when a confirmation email was queued by this call. */
  confirmationSent: boolean;
}

export interface SubscribeMailOptions {
  /** Where the links in the confirmation email point. */
  env: Pick<Env, "PUBLIC_URL">;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Subscribes an address (already parsed by `SubscribeSchema`) with double opt-in: it is stored as
 * pending and, when `mail` is given, a confirmation email with a confirm link and an unsubscribe
 * link goes through the outbox in the same transaction. Subscribing twice is not an error and keeps
 * one row (the email column is unique and stored lower-cased):
 * - a pending address is sent the confirmation again, at most once per 10 minutes;
 * - a confirmed address is left as it is (nothing is sent, and the visitor is told the same thing,
 *   so the form does not reveal who is subscribed);
 * - an unsubscribed address becomes pending again and must confirm again.
 */
export async function subscribeToNewsletter(
  db: Db,
  email: string,
  source: SubscribeSource,
  mail?: SubscribeMailOptions,
): Promise<SubscribeResult> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email: address, status: "pending", confirmToken: newToken(), unsubscribeToken: newToken(), source })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({
        confirmToken: newsletterSubscribers.confirmToken,
        unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      });
    const created = inserted[0];
    if (created) {
      if (mail) await queueConfirmation(tx, mail.env, address, created);
      return { isNew: true, confirmationSent: Boolean(mail) };
    }

    // Already on the list. Lock the row so two quick submissions do not both resend.
    const [existing] = await tx
      .select({
        status: newsletterSubscribers.status,
        confirmToken: newsletterSubscribers.confirmToken,
        unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address))
      .for("update");
    if (!existing || existing.status === "confirmed") return { isNew: false, confirmationSent: false };

    let tokens = existing;
    if (existing.status === "unsubscribed") {
      // Coming back after unsubscribing: a fresh confirmation, so an old link cannot confirm it.
      const [updated] = await tx
        .update(newsletterSubscribers)
        .set({ status: "pending", confirmToken: newToken(), unsubscribedAt: null, confirmedAt: null, source })
        .where(eq(newsletterSubscribers.email, address))
        .returning({
          status: newsletterSubscribers.status,
          confirmToken: newsletterSubscribers.confirmToken,
          unsubscribeToken: newsletterSubscribers.unsubscribeToken,
        });
      if (updated) tokens = updated;
    } else if (await wasConfirmationSentRecently(tx, address)) {
      return { isNew: false, confirmationSent: false };
    }
    if (mail) await queueConfirmation(tx, mail.env, address, tokens);
    return { isNew: false, confirmationSent: Boolean(mail) };
  });
}

async function wasConfirmationSentRecently(tx: Tx, address: string): Promise<boolean> {
  const [recent] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, address),
        eq(emailOutbox.subject, CONFIRMATION_SUBJECT),
        gt(emailOutbox.createdAt, new Date(Date.now() - CONFIRMATION_RESEND_INTERVAL_MS)),
      ),
    )
    .limit(1);
  return Boolean(recent);
}

export function confirmUrl(env: Pick<Env, "PUBLIC_URL">, token: string): string {
  return `${env.PUBLIC_URL}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(env: Pick<Env, "PUBLIC_URL">, token: string): string {
  return `${env.PUBLIC_URL}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

function queueConfirmation(
  tx: Tx,
  env: Pick<Env, "PUBLIC_URL">,
  address: string,
  tokens: { confirmToken: string; unsubscribeToken: string },
) {
  const confirm = confirmUrl(env, tokens.confirmToken);
  const unsubscribe = unsubscribeUrl(env, tokens.unsubscribeToken);
  return queueEmail(tx, {
    to: address,
    subject: CONFIRMATION_SUBJECT,
    text: [
      "Hello,",
      "",
      `Thank you for subscribing to ${NEWSLETTER_NAME}, the monthly letter of Community Synergy Network: stories from our campaigns, new business partners and free Academy courses.`,
      "",
      "Please confirm your subscription by opening this link:",
      confirm,
      "",
      "If you did not ask to subscribe, ignore this email: without confirmation you will not receive the newsletter.",
      "",
      "To stop all emails from us at any time, use this link:",
      unsubscribe,
      "",
      "Community Synergy Network",
    ].join("\n"),
    html: [
      "<p>Hello,</p>",
      `<p>Thank you for subscribing to <strong>${NEWSLETTER_NAME}</strong>, the monthly letter of Community Synergy Network: stories from our campaigns, new business partners and free Academy courses.</p>`,
      `<p><a href="${confirm}">Confirm my subscription</a></p>`,
      "<p>If you did not ask to subscribe, ignore this email: without confirmation you will not receive the newsletter.</p>",
      `<p style="font-size:13px;color:#4f5b67"><a href="${unsubscribe}">Unsubscribe</a> from all emails from Community Synergy Network.</p>`,
    ].join("\n"),
  });
}

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

export interface SubscriptionView {
  status: SubscriptionStatus;
  /** The address with most of its name hidden ("j•••@example.org"), so the page can say which one. */
  maskedEmail: string;
}

export function maskEmail(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  const visible = name.slice(0, 1);
  return `${visible}${"•".repeat(Math.max(3, Math.min(name.length - 1, 6)))}@${domain}`;
}

/** What a confirm or unsubscribe link refers to, or null for an unknown token. */
export async function getSubscriptionByToken(
  db: Db,
  kind: "confirm" | "unsubscribe",
  token: string | null | undefined,
): Promise<SubscriptionView | null> {
  if (!isWellFormedToken(token)) return null;
  const column = kind === "confirm" ? newsletterSubscribers.confirmToken : newsletterSubscribers.unsubscribeToken;
  const [row] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(column, token))
    .limit(1);
  return row ? { status: row.status, maskedEmail: maskEmail(row.email) } : null;
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "unsubscribed" | "invalid";

/** Marks a pending subscription confirmed. Idempotent: confirming twice is not an error. */
export async function confirmSubscription(db: Db, token: string | null | undefined): Promise<ConfirmOutcome> {
  if (!isWellFormedToken(token)) return "invalid";
  const [updated] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: new Date() })
    .where(and(eq(newsletterSubscribers.confirmToken, token), eq(newsletterSubscribers.status, "pending")))
    .returning({ id: newsletterSubscribers.id });
  if (updated) return "confirmed";
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmToken, token))
    .limit(1);
  if (!row) return "invalid";
  return row.status === "unsubscribed" ? "unsubscribed" : "already-confirmed";
}

export type UnsubscribeOutcome = "unsubscribed" | "already-unsubscribed" | "invalid";

/** Unsubscribes the address of an unsubscribe link, confirmed or still pending. Idempotent. */
export async function unsubscribeFromNewsletter(db: Db, token: string | null | undefined): Promise<UnsubscribeOutcome> {
  if (!isWellFormedToken(token)) return "invalid";
  const [updated] = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscribers.unsubscribeToken, token),
        or(eq(newsletterSubscribers.status, "pending"), eq(newsletterSubscribers.status, "confirmed")),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (updated) return "unsubscribed";
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  return row ? "already-unsubscribed" : "invalid";
}

// ───────────────────────────── the archive ─────────────────────────────

export interface NewsletterSummary {
  number: number;
  /** Its address: /newsletter/{slug} (ADR 0052); /newsletter/{number} redirects there. */
  slug: string;
  title: string;
  excerpt: string | null;
  author: string | null;
  /** ISO date (YYYY-MM-DD). */
  publishedDate: string | null;
  featuredImageUrl: string | null;
  /** The alt attribute for the picture: "" when staff marked it decorative. */
  imageAlt: string;
}

const summaryColumns = {
  number: newsletters.newsletterNumber,
  slug: newsletters.slug,
  title: newsletters.title,
  excerpt: newsletters.excerpt,
  author: newsletters.author,
  publishedDate: newsletters.publishedDate,
  featuredImageUrl: newsletters.featuredImageUrl,
  imageAlt: newsletters.imageAlt,
  imageDecorative: newsletters.imageDecorative,
};

/**
 * Every live issue, newest number first (part 2 §7): published, and its date (if any) no later
 * than `today` ("YYYY-MM-DD" in the site's zone), so an issue dated later appears on its day.
 */
export async function listPublishedNewsletters(db: Db, { today }: { today: string }): Promise<NewsletterSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(newsletters)
    .where(newsletterIsLive(today))
    .orderBy(desc(newsletters.newsletterNumber));
  return rows.map((row) => ({
    ...withImageAlt(row, row.title),
    featuredImageUrl: row.featuredImageUrl?.trim() || null,
  }));
}

/** A neighboring issue, as the issue page links it. */
export interface NeighborIssue {
  number: number;
  slug: string;
  title: string;
}

export interface NewsletterIssue extends NewsletterSummary {
  /** "live" for everyone; "draft" or "scheduled" only in an admin's preview. */
  state: PublishState;
  /** Sanitised on the server; safe to render as HTML. */
  contentHtml: string;
  /** What search results show under the title; null means the excerpt. */
  seoDescription: string | null;
  /** The picture for social cards; null means the featured image. */
  socialImageUrl: string | null;
  previous: NeighborIssue | null;
  next: NeighborIssue | null;
}

/** `/newsletter/{number}`: a positive whole number, else null. */
export function parseIssueNumber(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number.parseInt(value, 10);
  return number >= 1 ? number : null;
}

/** Where the issue page and the number, id or old-slug redirects look issues up (ADR 0052). */
export const NEWSLETTER_SLUGS = { kind: "newsletter", table: newsletters } as const;

/** Only live issues' ids and old slugs redirect for visitors (a draft's address stays unknown). */
export const liveNewsletters = (today: string) => newsletterIsLive(today);

/**
 * One live issue by its slug, with its neighbors among live issues; null if none. With
 * `preview` (for an admin only) a draft or scheduled issue is read too, and says which it is.
 * A number, an id or an old slug is not found here: the route redirects those.
 */
export async function getPublishedNewsletter(
  db: Db,
  slug: string | undefined,
  { today, preview = false }: { today: string; preview?: boolean },
): Promise<NewsletterIssue | null> {
  if (!isSlugShaped(slug)) return null;
  const published = newsletterIsLive(today);
  const [row] = await db
    .select({
      ...summaryColumns,
      content: newsletters.content,
      isPublished: newsletters.isPublished,
      seoDescription: newsletters.seoDescription,
      socialImageUrl: newsletters.socialImageUrl,
    })
    .from(newsletters)
    .where(and(eq(newsletters.slug, slug), preview ? undefined : published))
    .limit(1);
  if (!row) return null;
  const { number } = row;

  const previousNumber = db
    .select({ value: max(newsletters.newsletterNumber) })
    .from(newsletters)
    .where(and(published, lt(newsletters.newsletterNumber, number)));
  const nextNumber = db
    .select({ value: min(newsletters.newsletterNumber) })
    .from(newsletters)
    .where(and(published, gt(newsletters.newsletterNumber, number)));
  const neighbours = await db
    .select({ number: newsletters.newsletterNumber, slug: newsletters.slug, title: newsletters.title })
    .from(newsletters)
    .where(
      and(
        published,
        or(
          sql`${newsletters.newsletterNumber} = (${previousNumber})`,
          sql`${newsletters.newsletterNumber} = (${nextNumber})`,
        ),
      ),
    );

  const { content, isPublished, ...summary } = row;
  return {
    ...withImageAlt(summary, summary.title),
    state: !isPublished ? "draft" : summary.publishedDate && summary.publishedDate > today ? "scheduled" : "live",
    featuredImageUrl: summary.featuredImageUrl?.trim() || null,
    seoDescription: summary.seoDescription?.trim() || null,
    socialImageUrl: summary.socialImageUrl?.trim() || null,
    contentHtml: sanitizeRichHtml(content),
    previous: neighbours.find((issue) => issue.number < number) ?? null,
    next: neighbours.find((issue) => issue.number > number) ?? null,
  };
}

/**
 * `/newsletter/{number}`, the address every email sent before ADR 0052 links: the issue's slug,
 * or null. Without `preview` only a live issue answers, so a draft's address is not given away.
 */
export async function findNewsletterSlugByNumber(
  db: Db,
  number: number,
  { today, preview = false }: { today: string; preview?: boolean },
): Promise<string | null> {
  const [row] = await db
    .select({ slug: newsletters.slug })
    .from(newsletters)
    .where(and(eq(newsletters.newsletterNumber, number), preview ? undefined : newsletterIsLive(today)))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * The subscribe form's action, on /newsletter and on the home page alike: the one public-form
 * flow under one rate-limit key ("newsletter" per address), whichever page the form is on.
 * Double opt-in: the confirmation email goes out through the outbox in the same transaction.
 * A mailbox that has had its share of confirmations (`newsletterEmailsByMailbox`, plus and Gmail
 * dot variants folded) gets nothing more, nothing is stored, and the answer is the same (ADR 0009).
 */
export function handleSubscribe(site: SiteContext, request: Request, source: SubscribeSource) {
  return handlePublicForm({
    request,
    site,
    form: "newsletter",
    schema: SubscribeSchema,
    save: async ({ email }) => {
      const mailbox = await site.rateLimiter.consume("newsletterEmailsByMailbox", mailboxKey(email));
      if (!mailbox.allowed) return;
      await subscribeToNewsletter(site.db, email, source, { env: site.env });
    },
    // The address is never logged (form payloads never are).
    failure: { log: "storing a newsletter subscription failed", message: SUBSCRIBE_FAILED_TEXT, status: 503 },
  });
}
