import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { donationStatementEmails, emailOutbox, users } from "~/db/schema";
import type { Env } from "~/env.server";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { wakeOutbox } from "~/utils/email.server";
import { staffAddress } from "~/utils/receipts.server";
import type * as StatementEmail from "./statement-email.server";
import { getStatement, type Organization, type Statement } from "./statements.server";

/**
 * Year-end statements emailed to donors (issue 37 part 6, ADR 0047): previewed as the donor will
 * get them, sent through the outbox at most once per donor and year (the database's unique index
 * decides, so two staff pressing Send at once queue one email), sent again only when staff say so.
 * Each send is a row of `donation_statement_emails` and an audit entry.
 */

let loading: Promise<typeof StatementEmail> | undefined;
/** React Email, loaded on the first statement previewed or sent (about 30 MB of heap). */
function loadStatementEmail() {
  loading ??= import("./statement-email.server").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type StatementEnv = Pick<
  Env,
  "ORGANIZATION_EIN" | "POSTAL_ADDRESS" | "SITE_TIME_ZONE" | "STAFF_EMAIL" | "CONTACT_EMAIL"
>;

export function statementSubject(statement: Statement, organization: Organization) {
  return `Your ${statement.year} giving statement from ${organization.name}`;
}

/** The email as the donor will get it: subject, HTML and plain text. */
export async function renderStatementMessage(statement: Statement, organization: Organization, env: StatementEnv) {
  const { renderStatementEmail } = await loadStatementEmail();
  const parts = await renderStatementEmail({ statement, organization, staffAddress: staffAddress(env) });
  return { subject: statementSubject(statement, organization), ...parts };
}

/** Every time this donor's statement for the year was emailed, newest first, with who sent it. */
export async function listStatementSends(db: Pick<Db, "select">, email: string, year: number) {
  const rows = await db
    .select({
      id: donationStatementEmails.id,
      createdAt: donationStatementEmails.createdAt,
      resend: donationStatementEmails.resend,
      totalCents: donationStatementEmails.totalCents,
      giftCount: donationStatementEmails.giftCount,
      sentBy: users.email,
      delivery: emailOutbox.status,
    })
    .from(donationStatementEmails)
    .leftJoin(users, eq(users.id, donationStatementEmails.sentById))
    .leftJoin(emailOutbox, eq(emailOutbox.id, donationStatementEmails.emailId))
    .where(and(eq(donationStatementEmails.donorEmail, email.toLowerCase()), eq(donationStatementEmails.year, year)))
    .orderBy(desc(donationStatementEmails.createdAt));
  return rows;
}

export type StatementSendResult =
  { ok: true; to: string } | { ok: false; reason: "no-gifts" | "no-ein" | "already-sent" };

/**
 * Queues the statement for the donor. The first send of a year is refused once one was made;
 * `resend` is staff's deliberate choice to send it again (after confirming).
 */
export async function sendStatementEmail(
  db: Db,
  env: StatementEnv,
  actor: SessionUser,
  input: { email: string; year: number; resend: boolean; organizationName: string },
): Promise<StatementSendResult> {
  if (!env.ORGANIZATION_EIN) return { ok: false, reason: "no-ein" };
  const organization = { name: input.organizationName, postalAddress: env.POSTAL_ADDRESS, ein: env.ORGANIZATION_EIN };
  const result = await db.transaction(async (tx): Promise<StatementSendResult> => {
    const statement = await getStatement(tx, input.email, input.year, env.SITE_TIME_ZONE);
    if (!statement) return { ok: false, reason: "no-gifts" };
    const [record] = await tx
      .insert(donationStatementEmails)
      .values({
        donorEmail: statement.email,
        year: statement.year,
        totalCents: statement.totalCents,
        giftCount: statement.gifts.length,
        resend: input.resend,
        sentById: actor.id,
      })
      // The partial unique index on a first send (resend = false): a second "first" is nothing.
      .onConflictDoNothing()
      .returning({ id: donationStatementEmails.id });
    if (!record) return { ok: false, reason: "already-sent" };
    const message = await renderStatementMessage(statement, organization, env);
    const [queued] = await tx
      .insert(emailOutbox)
      .values({
        toAddress: statement.email,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        headers: { "Reply-To": staffAddress(env) },
      })
      .returning({ id: emailOutbox.id });
    await tx
      .update(donationStatementEmails)
      .set({ emailId: queued!.id })
      .where(eq(donationStatementEmails.id, record.id));
    await recordAudit(tx, actor, {
      action: input.resend ? "resend" : "send",
      entity: "donation_statement",
      entityId: record.id,
      details: { year: statement.year, gifts: statement.gifts.length, totalCents: statement.totalCents },
    });
    return { ok: true, to: statement.email };
  });
  if (result.ok) wakeOutbox();
  return result;
}

/** When this donor's statement for the year was last emailed, or null (for the statement page). */
export async function lastStatementSend(db: Pick<Db, "select">, email: string, year: number) {
  const [row] = await db
    .select({ createdAt: donationStatementEmails.createdAt })
    .from(donationStatementEmails)
    .where(and(eq(donationStatementEmails.donorEmail, email.toLowerCase()), eq(donationStatementEmails.year, year)))
    .orderBy(desc(donationStatementEmails.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
