/**
 * Answering the people who wrote (issue 36): decisions with a message, sent through the outbox and
 * kept as a history; internal notes; an owner per submission; what still needs a reply.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  emailOutbox,
  emailTemplates,
  submissionDecisions,
  submissionNotes,
  submissionOwners,
  userRoles,
  users,
} from "~/db/schema";
import type { Env } from "~/env.server";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { wakeOutbox } from "~/utils/email.server";
import { loadReplyEmail, staffAddress, subjectLine, templateFor } from "~/utils/receipts.server";
import {
  allTemplates,
  decisionKey,
  decisionValues,
  DECISION_PLACEHOLDERS,
  defaultDecision,
  fillTemplate,
  isReceiptKind,
  outcomeOf,
  parseTemplateKey,
  PROMISE_HOURS,
  RECEIPT_KINDS,
  RECEIPT_PLACEHOLDERS,
  receiptValues,
  SITE_NAME,
  type ReceiptKind,
  type Template,
  type TemplateKey,
} from "~/utils/reply-templates";
import { formatDateTime, formatLongDate } from "~/utils/site-time";
import {
  getSubmission,
  listNeedingReply,
  setSubmissionStatus,
  type SubmissionKind,
  type SubmissionRow,
} from "./submissions.server";

/** The kinds that take decisions, as submission kinds. */
export function decidesOn(kind: SubmissionKind): kind is SubmissionKind & ReceiptKind {
  return isReceiptKind(kind);
}

export const DECISION_FOOTER = `You get this email because you wrote to ${SITE_NAME} through its website. Reply to this email to reach our team.`;

async function staffName(db: Pick<Db, "select">, actor: SessionUser): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.id)).limit(1);
  return row?.name?.trim() || actor.email;
}

/** The campaign or project a submission is about, as the site stored it. */
function aboutOf(kind: ReceiptKind, row: SubmissionRow): string | null {
  const value = kind === "campaign" ? row.values.campaignTitle : kind === "partner" ? row.values.projectInterest : null;
  return typeof value === "string" ? value : null;
}

export function emailOf(row: SubmissionRow): string | null {
  const value = row.values.email;
  return typeof value === "string" && value.includes("@") ? value : null;
}

/** The message an outcome starts from: its template with this person's details filled in. */
export async function draftDecision(
  db: Db,
  env: Pick<Env, "SITE_TIME_ZONE">,
  actor: SessionUser,
  kind: ReceiptKind,
  row: SubmissionRow,
  outcome: string,
): Promise<Template> {
  const template = await templateFor(db, decisionKey(kind, outcome), defaultDecision(kind, outcome));
  const values = decisionValues(kind, {
    name: row.name,
    about: aboutOf(kind, row),
    date: formatLongDate(row.createdAt, env.SITE_TIME_ZONE),
    staffName: await staffName(db, actor),
  });
  return { subject: subjectLine(fillTemplate(template.subject, values)), body: fillTemplate(template.body, values) };
}

/** The email as the person will get it: its HTML and plain-text parts. */
export async function renderDecision(message: Template) {
  const { renderReplyEmail } = await loadReplyEmail();
  return renderReplyEmail({ subject: message.subject, body: message.body, footer: DECISION_FOOTER });
}

export type SendDecisionResult = { ok: true; label: string } | { ok: false; reason: "not-found" | "no-email" };

/**
 * Sends a decision: the email goes into the outbox (Reply-To staff), the decision into the
 * history with who sent it and the message, and the audit log records it, in one transaction.
 * The status follows: "Needs more information" keeps it in progress, any other outcome is done.
 */
export async function sendDecision(
  db: Db,
  env: Pick<Env, "STAFF_EMAIL" | "CONTACT_EMAIL">,
  actor: SessionUser,
  input: { kind: ReceiptKind; id: string; outcome: string; subject: string; message: string },
): Promise<SendDecisionResult> {
  const outcome = outcomeOf(input.kind, input.outcome);
  const row = await getSubmission(db, input.kind, input.id);
  if (!row || !outcome) return { ok: false, reason: "not-found" };
  const to = emailOf(row);
  if (!to) return { ok: false, reason: "no-email" };
  const subject = subjectLine(input.subject);
  const email = await renderDecision({ subject, body: input.message });
  const name = await staffName(db, actor);
  await db.transaction(async (tx) => {
    const [queued] = await tx
      .insert(emailOutbox)
      .values({
        toAddress: to,
        subject,
        textBody: email.text,
        htmlBody: email.html,
        headers: { "Reply-To": staffAddress(env) },
      })
      .returning({ id: emailOutbox.id });
    await tx.insert(submissionDecisions).values({
      kind: input.kind,
      submissionId: row.id,
      outcome: outcome.value,
      toAddress: to,
      subject,
      message: input.message,
      decidedById: actor.id,
      decidedByName: name,
      decidedByEmail: actor.email,
      emailId: queued!.id,
    });
    await recordAudit(tx, actor, {
      action: "decision",
      entity: input.kind,
      entityId: row.id,
      details: {
        label: `Decision for ${row.name}`,
        outcome: outcome.label,
        to,
        subject,
        message: input.message,
      },
    });
  });
  await setSubmissionStatus(db, actor, input.kind, row.id, outcome.value === "needs_info" ? "in_progress" : "done");
  wakeOutbox();
  return { ok: true, label: outcome.label };
}

export interface DecisionView {
  id: string;
  outcome: string;
  outcomeLabel: string;
  to: string;
  subject: string;
  message: string;
  by: string;
  byEmail: string;
  at: string;
  atIso: string;
  /** Where its email is now ("sent", "pending", "failed"). */
  emailStatus: string | null;
}

export interface NoteView {
  id: string;
  body: string;
  by: string;
  at: string;
  atIso: string;
}

export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

/** The administrators who may be given a submission (disabled accounts left out). */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.role, "admin"), isNull(users.disabledAt)))
    .orderBy(asc(users.name));
}

/** A submission's decisions (newest first), notes (oldest first), owner and the staff to choose from. */
export async function loadReplies(db: Db, kind: SubmissionKind, id: string, zone: string) {
  const [decisions, notes, owners, staff] = await Promise.all([
    db
      .select({ decision: submissionDecisions, emailStatus: emailOutbox.status })
      .from(submissionDecisions)
      .leftJoin(emailOutbox, eq(emailOutbox.id, submissionDecisions.emailId))
      .where(and(eq(submissionDecisions.kind, kind), eq(submissionDecisions.submissionId, id)))
      .orderBy(desc(submissionDecisions.createdAt)),
    db
      .select()
      .from(submissionNotes)
      .where(and(eq(submissionNotes.kind, kind), eq(submissionNotes.submissionId, id)))
      .orderBy(asc(submissionNotes.createdAt)),
    db
      .select({ userId: submissionOwners.userId })
      .from(submissionOwners)
      .where(and(eq(submissionOwners.kind, kind), eq(submissionOwners.submissionId, id)))
      .limit(1),
    listStaff(db),
  ]);
  return {
    decisions: decisions.map(({ decision, emailStatus }): DecisionView => ({
      id: decision.id,
      outcome: decision.outcome,
      outcomeLabel: (isReceiptKind(kind) && outcomeOf(kind, decision.outcome)?.label) || decision.outcome,
      to: decision.toAddress,
      subject: decision.subject,
      message: decision.message,
      by: decision.decidedByName,
      byEmail: decision.decidedByEmail,
      at: formatDateTime(decision.createdAt, zone),
      atIso: decision.createdAt.toISOString(),
      emailStatus: emailStatus ?? null,
    })),
    notes: notes.map((note): NoteView => ({
      id: note.id,
      body: note.body,
      by: note.authorName,
      at: formatDateTime(note.createdAt, zone),
      atIso: note.createdAt.toISOString(),
    })),
    ownerId: owners[0]?.userId ?? null,
    staff,
  };
}

export async function addNote(db: Db, actor: SessionUser, kind: SubmissionKind, id: string, body: string) {
  const name = await staffName(db, actor);
  await db.transaction(async (tx) => {
    const [note] = await tx
      .insert(submissionNotes)
      .values({ kind, submissionId: id, body, authorId: actor.id, authorName: name })
      .returning({ id: submissionNotes.id });
    await recordAudit(tx, actor, {
      action: "note",
      entity: kind,
      entityId: id,
      details: { note: body, noteId: note!.id },
    });
  });
}

/** Gives the submission to a staff member, or to nobody (`userId` null). False for someone not on the staff. */
export async function setOwner(
  db: Db,
  actor: SessionUser,
  kind: SubmissionKind,
  id: string,
  userId: string | null,
): Promise<{ ok: true; name: string | null } | { ok: false }> {
  const staff = await listStaff(db);
  const owner = userId ? staff.find((member) => member.id === userId) : null;
  if (userId && !owner) return { ok: false };
  await db.transaction(async (tx) => {
    await tx
      .delete(submissionOwners)
      .where(and(eq(submissionOwners.kind, kind), eq(submissionOwners.submissionId, id)));
    if (owner) await tx.insert(submissionOwners).values({ kind, submissionId: id, userId: owner.id });
    await recordAudit(tx, actor, {
      action: "assign",
      entity: kind,
      entityId: id,
      details: { owner: owner ? `${owner.name} (${owner.email})` : "nobody" },
    });
  });
  return { ok: true, name: owner?.name ?? null };
}

/** Each submission's notes of one kind, joined in order, for the CSV's own column. */
export async function notesForCsv(db: Db, kind: SubmissionKind, zone: string): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(submissionNotes)
    .where(eq(submissionNotes.kind, kind))
    .orderBy(asc(submissionNotes.createdAt));
  const notes = new Map<string, string>();
  for (const row of rows) {
    const line = `${formatDateTime(row.createdAt, zone)}, ${row.authorName}: ${row.body}`;
    const before = notes.get(row.submissionId);
    notes.set(row.submissionId, before ? `${before}\n${line}` : line);
  }
  return notes;
}

export interface WaitingView {
  kind: SubmissionKind;
  singular: string;
  name: string;
  path: string;
  receivedIso: string;
  received: string;
  /** "3 days", "5 hours", "20 minutes". */
  waited: string;
  promiseHours: number;
  overdue: boolean;
}

function waitedFor(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}

/** The dashboard's "Needs a reply": oldest first, how long each has waited, and which are past the promise. */
export async function needsReply(db: Db, zone: string, limit = 25, now = new Date()) {
  const { rows, total } = await listNeedingReply(db, RECEIPT_KINDS, limit);
  return {
    total,
    rows: rows.map((row): WaitingView => {
      const kind = row.kind as ReceiptKind;
      const ms = now.getTime() - row.createdAt.getTime();
      return {
        kind: row.kind,
        singular: row.singular,
        name: row.name,
        path: `/admin/submissions/${row.kind}/${row.id}`,
        receivedIso: row.createdAt.toISOString(),
        received: formatDateTime(row.createdAt, zone),
        waited: waitedFor(ms),
        promiseHours: PROMISE_HOURS[kind],
        overdue: ms > PROMISE_HOURS[kind] * 60 * 60_000,
      };
    }),
  };
}

// ───────────────────────────── templates staff can edit ─────────────────────────────

export interface TemplateView {
  key: TemplateKey;
  title: string;
  subject: string;
  body: string;
  customized: boolean;
  placeholders: readonly { name: string; description: string }[];
}

const KIND_TITLES: Record<ReceiptKind, string> = {
  contact: "Contact message",
  volunteer: "Volunteer application",
  partner: "Partner application",
  consultant: "Consultant program application",
  diamond: "Diamond agent program application",
  opportunity: "Opportunity application",
  campaign: "Campaign support application",
  "volunteer-interest": "Academy support offer",
};

export async function listTemplates(db: Db): Promise<TemplateView[]> {
  const stored = await db.select().from(emailTemplates);
  const byKey = new Map(stored.map((row) => [row.key, row]));
  return allTemplates().map(({ key, kind, outcome, fallback }) => {
    const row = byKey.get(key);
    return {
      key,
      title: outcome ? `${KIND_TITLES[kind]}: ${outcome.label}` : `${KIND_TITLES[kind]}: receipt`,
      subject: row?.subject ?? fallback.subject,
      body: row?.body ?? fallback.body,
      customized: Boolean(row),
      placeholders: outcome ? DECISION_PLACEHOLDERS : RECEIPT_PLACEHOLDERS,
    };
  });
}

/** A template filled with sample values, as the settings screen previews it. */
export async function previewTemplate(key: TemplateKey, template: Template, zone: string) {
  const parsed = parseTemplateKey(key);
  if (!parsed) return null;
  const date = formatLongDate(new Date(), zone);
  const about =
    parsed.kind === "campaign" ? "Winter Coats for Families" : parsed.kind === "partner" ? "Shield Fashion" : null;
  const values = parsed.outcome
    ? decisionValues(parsed.kind, { name: "Jordan Rivera", about, date, staffName: "Sam Lee" })
    : receiptValues(parsed.kind, { about, date });
  const subject = subjectLine(fillTemplate(template.subject, values));
  const { renderReplyEmail } = await loadReplyEmail();
  const email = await renderReplyEmail({
    subject,
    body: fillTemplate(template.body, values),
    footer: parsed.outcome
      ? DECISION_FOOTER
      : `You get this email because this address was given on a form on the ${SITE_NAME} website.`,
  });
  return { subject, ...email };
}

export async function saveTemplate(db: Db, actor: SessionUser, key: TemplateKey, template: Template) {
  await db.transaction(async (tx) => {
    await tx
      .insert(emailTemplates)
      .values({ key, subject: template.subject, body: template.body, updatedById: actor.id })
      .onConflictDoUpdate({
        target: emailTemplates.key,
        set: { subject: template.subject, body: template.body, updatedById: actor.id, updatedAt: sql`now()` },
      });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "email-template",
      entityId: key,
      details: { subject: template.subject, body: template.body },
    });
  });
}

export async function resetTemplate(db: Db, actor: SessionUser, key: TemplateKey) {
  await db.transaction(async (tx) => {
    await tx.delete(emailTemplates).where(inArray(emailTemplates.key, [key]));
    await recordAudit(tx, actor, { action: "reset", entity: "email-template", entityId: key });
  });
}
