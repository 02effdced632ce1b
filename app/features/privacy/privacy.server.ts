/**
 * A person's own request to see or delete their data (issue 38, ADR 0042): stored unconfirmed
 * with the SHA-256 of a link's token, emailed, and sent on to staff only when the link is used.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { SiteContext } from "~/context";
import { privacyRequests } from "~/db/schema";
import { queueEmail, queueStaffNotification } from "~/utils/email.server";
import { mailboxKey } from "~/utils/rate-limit.server";
import { ANSWER_WITHIN_DAYS, CONFIRM_LINK_HOURS, type REQUEST_KIND_LABELS } from "./content";
import { renderConfirmationEmail } from "./request-email.server";
import type { YourDataInput } from "./validation";

export { ANSWER_WITHIN_DAYS, CONFIRM_LINK_HOURS };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function confirmLink(env: Pick<SiteContext["env"], "PUBLIC_URL">, token: string): string {
  return `${env.PUBLIC_URL}/privacy/your-data/confirm?token=${encodeURIComponent(token)}`;
}

/** "a•••@example.org": enough for the person to see which address, not enough for anyone else. */
export function maskEmail(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  return `${name.slice(0, 1)}${"•".repeat(Math.max(3, Math.min(name.length - 1, 6)))}@${domain}`;
}

/**
 * Stores the request and queues its confirmation email in one transaction. Past the mailbox's
 * limit nothing is stored or sent, and the visitor is told the same as always.
 */
export async function createPrivacyRequest(
  site: Pick<SiteContext, "db" | "env" | "rateLimiter">,
  input: YourDataInput,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const allowed = await site.rateLimiter.consume("privacyEmailsByMailbox", mailboxKey(email));
  if (!allowed.allowed) return;
  const token = randomBytes(24).toString("base64url");
  const message = await renderConfirmationEmail({
    kind: input.kind,
    url: confirmLink(site.env, token),
    hours: CONFIRM_LINK_HOURS,
    answerWithinDays: ANSWER_WITHIN_DAYS,
  });
  await site.db.transaction(async (tx) => {
    await tx.insert(privacyRequests).values({
      kind: input.kind,
      email,
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(Date.now() + CONFIRM_LINK_HOURS * 3_600_000),
    });
    await queueEmail(tx, { to: email, ...message });
  });
}

export interface PendingRequestView {
  kind: keyof typeof REQUEST_KIND_LABELS;
  maskedEmail: string;
}

/** What a confirmation link asks for, or null when it is unknown, used or expired. */
export async function getPendingRequest(
  db: SiteContext["db"],
  token: string | null | undefined,
): Promise<PendingRequestView | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ kind: privacyRequests.kind, email: privacyRequests.email })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.tokenHash, hashToken(token)),
        eq(privacyRequests.status, "unconfirmed"),
        gt(privacyRequests.tokenExpiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? { kind: row.kind, maskedEmail: maskEmail(row.email) } : null;
}

/**
 * Confirms the request of a link (once: the token is cleared) and tells staff, in one
 * transaction. Answers when it is due, or null for a link that is unknown, used or expired.
 */
export async function confirmPrivacyRequest(
  site: Pick<SiteContext, "db" | "env">,
  token: string | null | undefined,
): Promise<{ dueAt: Date; kind: PendingRequestView["kind"] } | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const now = new Date();
  const dueAt = new Date(now.getTime() + ANSWER_WITHIN_DAYS * 86_400_000);
  return site.db.transaction(async (tx) => {
    const [row] = await tx
      .update(privacyRequests)
      .set({ status: "confirmed", confirmedAt: now, dueAt, tokenHash: null, tokenExpiresAt: null })
      .where(
        and(
          eq(privacyRequests.tokenHash, hashToken(token)),
          eq(privacyRequests.status, "unconfirmed"),
          gt(privacyRequests.tokenExpiresAt, now),
        ),
      )
      .returning({ id: privacyRequests.id, kind: privacyRequests.kind });
    if (!row) return null;
    const what = row.kind === "erase" ? "Delete my data" : "A copy of my data";
    await queueStaffNotification(tx, site.env, {
      record: { kind: "Privacy request", summary: what, path: `/admin/privacy/requests/${row.id}` },
      subject: `New privacy request: ${what}`,
      text: [
        `Someone confirmed a request through the "Your data" page: ${what.toLowerCase()}.`,
        "",
        `Answer it by ${dueAt.toISOString().slice(0, 10)} (${ANSWER_WITHIN_DAYS} days).`,
        `Open it in the admin dashboard: ${site.env.PUBLIC_URL}/admin/privacy/requests/${row.id}`,
      ].join("\n"),
    });
    return { dueAt, kind: row.kind };
  });
}
