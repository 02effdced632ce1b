/**
 * Every table that can hold something about a person, with how to find, export and erase it
 * (issue 38, ADR 0042). One list: the find screen, the export, the erasure and the coverage test
 * (`tests/integration/privacy.test.ts`, which fails when a table with an email-like column is
 * not here) all read it. A new table that holds a person's details gets one entry here.
 */
import { randomBytes } from "node:crypto";
import { and, eq, getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import {
  agentApplications,
  auditLog,
  consultantApplications,
  contactSubmissions,
  courseLessons,
  donations,
  courseSubmissions,
  diamondApplications,
  donationStatementEmails,
  emailOutbox,
  lessonCompletions,
  newsletterSubscribers,
  opportunityApplications,
  participants,
  privacyRequests,
  rateLimits,
  sessions,
  staffNotifications,
  submissionDecisions,
  submissionNotes,
  submissionReceipts,
  users,
  verifications,
  volunteerApplications,
  volunteerFormSubmissions,
} from "~/db/schema";
import { mailboxKey } from "~/utils/rate-limit.server";
import { formatDateTime } from "~/utils/site-time";
import { listSubmissionsByIds, readableFields, statusLabel, type SubmissionKind } from "../submissions.server";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

/** What replaces a person's words: names, phones, addresses, messages. */
export const ERASED = "[erased]";

/**
 * What replaces an email address: one per row, because some email columns are unique
 * (a subscriber, one application per address and campaign). `.invalid` never receives mail (RFC 2606).
 */
export function erasedEmail(id: SQL | AnyPgColumn): SQL {
  return sql`'erased-' || ${id}::text || '@erased.invalid'`;
}

/** Who is looked for: an email address (required) and, optionally, a phone number. */
export interface Person {
  email: string;
  /** Digits only, at least 7 of them (punctuation and spaces are ignored when matching). */
  phoneDigits?: string;
}

/** One record as the find screen and the export show it. */
export interface PersonRecord {
  id: string;
  /** When it was made (received, queued, created), ISO 8601. */
  date: string;
  /** The same in the site's time zone, for people. */
  dateText: string;
  /** What it is, in a few words ("Ana Ruiz", "Thank you for your message"). */
  title: string;
  /** Its page in the back office, when it has one. */
  path?: string;
  /** Every field, labeled as its detail page labels it. */
  fields: { label: string; value: string | string[] | null }[];
}

/** What a table's `find` starts from: the person and what earlier tables found (accounts, records). */
export interface FindContext {
  person: Person;
  email: string;
  /** Ids of the person's accounts (users), found first. */
  userIds: string[];
  /** Back-office paths of the records found in the tables before this one. */
  paths: string[];
}

export interface PersonTable {
  /** Stable key: the export's section and the audit entry's count. */
  key: string;
  /** How the back office names the kind ("Contact messages"). */
  label: string;
  table: PgTable;
  /** Columns named like an email address that this entry matches (the coverage test checks every such column is listed). */
  emailColumns: AnyPgColumn[];
  /** JSON columns this entry searches and cleans (the coverage test checks every JSON column is listed or declared free of people). */
  jsonColumns?: AnyPgColumn[];
  /** A row's page in the back office, when staff notifications point at it. */
  pathOf?: (id: string) => string;
  /** Ids of the person's rows. */
  find(db: Reader, context: FindContext): Promise<string[]>;
  /** The rows as people read them. */
  load(db: Reader, ids: string[], zone: string): Promise<PersonRecord[]>;
  /** Anonymizes (or deletes) the rows, keeping every count the public pages show. */
  erase(tx: Tx, ids: string[], context: FindContext): Promise<void>;
  /** What erasing does to these rows, in the confirmation's words. */
  eraseSays: string;
  /** For a kind of submission: the columns the retention rules read (retention.server.ts). */
  submission?: { kind: SubmissionKind; id: AnyPgColumn; email: AnyPgColumn; date: AnyPgColumn; status: AnyPgColumn };
}

// ───────────────────────────── matching ─────────────────────────────

const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;
const samePhone = (column: AnyPgColumn, digits: string) =>
  sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') = ${digits}`;
/** A LIKE pattern matching the address anywhere in a text (its `%`, `_` and `\` escaped). */
export const containing = (email: string) => `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A regular expression matching the address, for replacing it inside JSON text. */
const addressPattern = (email: string) => email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function idsWhere(db: Reader, table: PgTable, idColumn: AnyPgColumn, where: SQL | undefined): Promise<string[]> {
  if (!where) return [];
  const rows = (await db.select({ id: idColumn }).from(table).where(where)) as { id: unknown }[];
  return rows.map((row) => String(row.id));
}

function whenOf(value: Date | string | null, zone: string) {
  const date = value ? new Date(value) : new Date(0);
  return { date: date.toISOString(), dateText: formatDateTime(date, zone) };
}

// ───────────────────────────── submissions ─────────────────────────────

/**
 * A kind of submission: found by its email (and phone) columns, exported with the fields of its
 * detail page, erased by putting the marker into `personal` columns and a marker address into
 * `email`. The rows stay, with their status and choices, so every count stays true.
 */
function submissionTable(options: {
  kind: SubmissionKind;
  label: string;
  table: PgTable;
  id: AnyPgColumn;
  email: AnyPgColumn;
  phone?: AnyPgColumn;
  /** Columns whose text is the person's (names, addresses, messages), keyed by the table's field name. */
  personal: Record<string, AnyPgColumn>;
  /** Also found through the person's account (enrollments). */
  userId?: AnyPgColumn;
  date: AnyPgColumn;
  status: AnyPgColumn;
}): PersonTable {
  const { kind, table, id } = options;
  return {
    submission: { kind, id, email: options.email, date: options.date, status: options.status },
    key: kind,
    label: options.label,
    table,
    emailColumns: [options.email],
    pathOf: (rowId) => `/admin/submissions/${kind}/${rowId}`,
    find: (db, { email, person, userIds }) =>
      idsWhere(
        db,
        table,
        id,
        or(
          sameEmail(options.email, email),
          options.phone && person.phoneDigits ? samePhone(options.phone, person.phoneDigits) : undefined,
          options.userId && userIds.length > 0 ? inArray(options.userId, userIds) : undefined,
        ),
      ),
    async load(db, ids, zone) {
      const rows = await listSubmissionsByIds(db as Db, kind, ids);
      return rows.map((row) => ({
        id: row.id,
        ...whenOf(row.createdAt, zone),
        title: row.name,
        path: `/admin/submissions/${kind}/${row.id}`,
        fields: [
          ...readableFields(kind, row, zone).map(({ label, value }) => ({ label, value })),
          ...(row.status ? [{ label: "Status", value: statusLabel(kind, row.status) }] : []),
        ],
      }));
    },
    async erase(tx, ids) {
      if (ids.length === 0) return;
      const columns = Object.entries(getTableColumns(table));
      const emailKey = columns.find(([, column]) => column === options.email)?.[0];
      const set: Record<string, unknown> = Object.fromEntries(
        Object.keys(options.personal).map((key) => [key, ERASED]),
      );
      if (emailKey) set[emailKey] = erasedEmail(id);
      if (options.userId) {
        const userKey = columns.find(([, column]) => column === options.userId)?.[0];
        if (userKey) set[userKey] = null;
      }
      await tx
        .update(table)
        .set(set as never)
        .where(inArray(id, ids));
    },
    eraseSays: "kept, with the name, email, phone, address and messages replaced by “[erased]”",
  };
}

const SUBMISSION_TABLES: PersonTable[] = [
  submissionTable({
    kind: "contact",
    label: "Contact messages",
    table: contactSubmissions,
    id: contactSubmissions.id,
    date: contactSubmissions.createdAt,
    status: contactSubmissions.status,
    email: contactSubmissions.email,
    personal: {
      name: contactSubmissions.name,
      subject: contactSubmissions.subject,
      message: contactSubmissions.message,
    },
  }),
  submissionTable({
    kind: "volunteer",
    label: "Volunteer applications",
    table: volunteerApplications,
    id: volunteerApplications.id,
    date: volunteerApplications.createdAt,
    status: volunteerApplications.status,
    email: volunteerApplications.email,
    phone: volunteerApplications.phone,
    personal: {
      firstName: volunteerApplications.firstName,
      lastName: volunteerApplications.lastName,
      phone: volunteerApplications.phone,
      address: volunteerApplications.address,
      city: volunteerApplications.city,
      zipCode: volunteerApplications.zipCode,
      experience: volunteerApplications.experience,
    },
  }),
  submissionTable({
    kind: "partner",
    label: "Partner applications",
    table: agentApplications,
    id: agentApplications.id,
    date: agentApplications.createdAt,
    status: agentApplications.status,
    email: agentApplications.email,
    phone: agentApplications.phone,
    personal: {
      fullName: agentApplications.fullName,
      phone: agentApplications.phone,
      location: agentApplications.location,
      city: agentApplications.city,
      experience: agentApplications.experience,
      message: agentApplications.message,
    },
  }),
  submissionTable({
    kind: "consultant",
    label: "Consultant program",
    table: consultantApplications,
    id: consultantApplications.id,
    date: consultantApplications.createdAt,
    status: consultantApplications.status,
    email: consultantApplications.email,
    phone: consultantApplications.phone,
    personal: { fullName: consultantApplications.fullName, phone: consultantApplications.phone },
  }),
  submissionTable({
    kind: "diamond",
    label: "Diamond agent program",
    table: diamondApplications,
    id: diamondApplications.id,
    date: diamondApplications.createdAt,
    status: diamondApplications.status,
    email: diamondApplications.email,
    phone: diamondApplications.phone,
    personal: { fullName: diamondApplications.fullName, phone: diamondApplications.phone },
  }),
  submissionTable({
    kind: "opportunity",
    label: "Opportunity applications",
    table: opportunityApplications,
    id: opportunityApplications.id,
    date: opportunityApplications.createdAt,
    status: opportunityApplications.status,
    email: opportunityApplications.email,
    phone: opportunityApplications.phone,
    personal: {
      name: opportunityApplications.name,
      phone: opportunityApplications.phone,
      location: opportunityApplications.location,
      message: opportunityApplications.message,
    },
  }),
  submissionTable({
    kind: "campaign",
    label: "Campaign applications",
    table: participants,
    id: participants.id,
    date: participants.submittedAt,
    status: participants.status,
    email: participants.email,
    phone: participants.phone,
    personal: {
      fullName: participants.fullName,
      phone: participants.phone,
      address: participants.address,
      eligibilityCodeUsed: participants.eligibilityCodeUsed,
    },
  }),
  submissionTable({
    kind: "volunteer-interest",
    label: "Academy support offers",
    table: volunteerFormSubmissions,
    id: volunteerFormSubmissions.id,
    date: volunteerFormSubmissions.createdAt,
    status: volunteerFormSubmissions.status,
    email: volunteerFormSubmissions.email,
    personal: { name: volunteerFormSubmissions.name },
  }),
  submissionTable({
    kind: "enrollments",
    label: "Course enrollments",
    table: courseSubmissions,
    id: courseSubmissions.id,
    date: courseSubmissions.createdAt,
    status: courseSubmissions.status,
    email: courseSubmissions.email,
    userId: courseSubmissions.userId,
    personal: { name: courseSubmissions.name },
  }),
];

// ───────────────────────────── the other tables ─────────────────────────────

const SUBSCRIBER_STATUS: Record<string, string> = {
  pending: "Waiting for confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

const subscribersTable: PersonTable = {
  key: "subscribers",
  label: "Newsletter subscribers",
  table: newsletterSubscribers,
  emailColumns: [newsletterSubscribers.email],
  find: (db, { email }) =>
    idsWhere(db, newsletterSubscribers, newsletterSubscribers.id, sameEmail(newsletterSubscribers.email, email)),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: row.email,
      path: `/admin/submissions/subscribers/${row.id}`,
      fields: [
        { label: "Email", value: row.email },
        { label: "Subscription", value: SUBSCRIBER_STATUS[row.status] ?? row.status },
        { label: "Signed up from", value: row.source },
        { label: "Confirmed", value: row.confirmedAt ? formatDateTime(row.confirmedAt, zone) : null },
        { label: "Unsubscribed", value: row.unsubscribedAt ? formatDateTime(row.unsubscribedAt, zone) : null },
      ],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    // Unsubscribed for good: fresh tokens, so the links in old emails no longer act for anyone.
    for (const id of ids) {
      await tx
        .update(newsletterSubscribers)
        .set({
          email: erasedEmail(newsletterSubscribers.id) as never,
          status: "unsubscribed",
          unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` as never,
          confirmToken: randomBytes(24).toString("base64url"),
          unsubscribeToken: randomBytes(24).toString("base64url"),
        })
        .where(eq(newsletterSubscribers.id, id));
    }
  },
  eraseSays: "unsubscribed, with the address replaced by a marker (the subscriber count stays the same)",
};

const accountsTable: PersonTable = {
  key: "accounts",
  label: "Accounts",
  table: users,
  emailColumns: [users.email],
  find: (db, { email }) => idsWhere(db, users, users.id, sameEmail(users.email, email)),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(users).where(inArray(users.id, ids));
    const signIns = await db
      .select({ userId: sessions.userId, count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(inArray(sessions.userId, ids))
      .groupBy(sessions.userId);
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: row.name,
      path: `/admin/accounts/${row.id}`,
      fields: [
        { label: "Name", value: row.name },
        { label: "Email", value: row.email },
        { label: "Created", value: formatDateTime(row.createdAt, zone) },
        { label: "Email address", value: row.emailVerified ? "Confirmed" : "Not confirmed yet" },
        { label: "Disabled since", value: row.disabledAt ? formatDateTime(row.disabledAt, zone) : null },
        { label: "Signed-in sessions", value: String(signIns.find((s) => s.userId === row.id)?.count ?? 0) },
      ],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    // Sessions, sign-in methods, roles and lesson progress go with the account (ON DELETE CASCADE);
    // reset-password tokens name the account in `value`.
    await tx.delete(verifications).where(inArray(verifications.value, ids));
    await tx.delete(users).where(inArray(users.id, ids));
  },
  eraseSays: "deleted, with their sessions, passwords and course progress",
};

const progressTable: PersonTable = {
  key: "progress",
  label: "Course progress",
  table: lessonCompletions,
  emailColumns: [],
  async find(db, { userIds }) {
    if (userIds.length === 0) return [];
    const rows = await db
      .select({ userId: lessonCompletions.userId, lessonId: lessonCompletions.lessonId })
      .from(lessonCompletions)
      .where(inArray(lessonCompletions.userId, userIds));
    return rows.map((row) => `${row.userId}/${row.lessonId}`);
  },
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const lessonIds = ids.map((id) => id.split("/")[1]!);
    const userIds = [...new Set(ids.map((id) => id.split("/")[0]!))];
    const rows = await db
      .select({
        userId: lessonCompletions.userId,
        lessonId: lessonCompletions.lessonId,
        completedAt: lessonCompletions.completedAt,
        lesson: courseLessons.title,
      })
      .from(lessonCompletions)
      .innerJoin(courseLessons, eq(courseLessons.id, lessonCompletions.lessonId))
      .where(and(inArray(lessonCompletions.userId, userIds), inArray(lessonCompletions.lessonId, lessonIds)));
    return rows.map((row) => ({
      id: `${row.userId}/${row.lessonId}`,
      ...whenOf(row.completedAt, zone),
      title: row.lesson,
      fields: [
        { label: "Lesson", value: row.lesson },
        { label: "Completed", value: formatDateTime(row.completedAt, zone) },
      ],
    }));
  },
  // Deleted with the account (ON DELETE CASCADE).
  async erase() {},
  eraseSays: "deleted with the account",
};

const OUTBOX_STATUS: Record<string, string> = {
  pending: "Queued",
  sent: "Sent",
  failed: "Failed",
  skipped: "Not sent",
};

const outboxTable: PersonTable = {
  key: "emails",
  label: "Emails",
  table: emailOutbox,
  emailColumns: [emailOutbox.toAddress],
  jsonColumns: [emailOutbox.headers],
  find: (db, { email }) => {
    const pattern = containing(email);
    return idsWhere(
      db,
      emailOutbox,
      emailOutbox.id,
      or(
        sameEmail(emailOutbox.toAddress, email),
        sql`${emailOutbox.textBody} ilike ${pattern}`,
        sql`${emailOutbox.htmlBody} ilike ${pattern}`,
        sql`${emailOutbox.headers}::text ilike ${pattern}`,
      ),
    );
  },
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: row.subject,
      path: "/admin/outbox",
      fields: [
        { label: "Subject", value: row.subject },
        { label: "To", value: row.toAddress },
        { label: "Status", value: OUTBOX_STATUS[row.status] ?? row.status },
        { label: "Queued", value: formatDateTime(row.createdAt, zone) },
        { label: "Sent", value: row.sentAt ? formatDateTime(row.sentAt, zone) : null },
        // A newsletter message's text is its issue's, the same for every subscriber.
        { label: "Text", value: row.newsletterSendId ? "(the newsletter issue)" : row.textBody },
      ],
    }));
  },
  async erase(tx, ids, { email }) {
    if (ids.length === 0) return;
    // Emails still waiting, to them or about them (a staff notification of a record now erased), are not sent.
    await tx.delete(emailOutbox).where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, "pending")));
    await tx
      .update(emailOutbox)
      .set({
        toAddress:
          sql`case when lower(${emailOutbox.toAddress}) = ${email} then ${erasedEmail(emailOutbox.id)} else ${emailOutbox.toAddress} end` as never,
        subject: ERASED,
        textBody: ERASED,
        htmlBody: null,
        headers: null,
        lastError: null,
      })
      .where(inArray(emailOutbox.id, ids));
  },
  eraseSays: "queued ones are dropped; sent ones keep their date and status, with the address and text erased",
};

const staffNotificationsTable: PersonTable = {
  key: "staff-notifications",
  label: "Staff notifications",
  table: staffNotifications,
  emailColumns: [],
  find: (db, { email, paths }) =>
    idsWhere(
      db,
      staffNotifications,
      staffNotifications.id,
      or(
        paths.length > 0 ? inArray(staffNotifications.path, paths) : undefined,
        sql`${staffNotifications.summary} ilike ${containing(email)}`,
      ),
    ),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(staffNotifications).where(inArray(staffNotifications.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: `${row.kind}: ${row.summary}`,
      fields: [
        { label: "Kind", value: row.kind },
        { label: "Summary", value: row.summary },
      ],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    await tx.update(staffNotifications).set({ summary: ERASED }).where(inArray(staffNotifications.id, ids));
  },
  eraseSays: "kept for the staff digest's counts, with the name erased",
};

const REQUEST_KIND: Record<string, string> = { export: "A copy of my data", erase: "Delete my data" };
const REQUEST_STATUS: Record<string, string> = {
  unconfirmed: "Not confirmed",
  confirmed: "Confirmed",
  done: "Done",
};

const requestsTable: PersonTable = {
  key: "privacy-requests",
  label: "Privacy requests",
  table: privacyRequests,
  emailColumns: [privacyRequests.email],
  find: (db, { email }) => idsWhere(db, privacyRequests, privacyRequests.id, sameEmail(privacyRequests.email, email)),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(privacyRequests).where(inArray(privacyRequests.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: REQUEST_KIND[row.kind] ?? row.kind,
      path: row.status === "unconfirmed" ? undefined : `/admin/privacy/requests/${row.id}`,
      fields: [
        { label: "Request", value: REQUEST_KIND[row.kind] ?? row.kind },
        { label: "Email", value: row.email },
        { label: "Status", value: REQUEST_STATUS[row.status] ?? row.status },
        { label: "Confirmed", value: row.confirmedAt ? formatDateTime(row.confirmedAt, zone) : null },
        { label: "Done", value: row.completedAt ? formatDateTime(row.completedAt, zone) : null },
      ],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    // The request stays as the record of having answered it; its address does not, nor its link.
    await tx
      .update(privacyRequests)
      .set({ email: erasedEmail(privacyRequests.id) as never, tokenHash: null, tokenExpiresAt: null })
      .where(inArray(privacyRequests.id, ids));
  },
  eraseSays: "kept as the record of the answer, with the address erased",
};

const auditTable: PersonTable = {
  key: "audit",
  label: "Audit log entries",
  table: auditLog,
  emailColumns: [auditLog.actorEmail],
  jsonColumns: [auditLog.details],
  find: (db, { email }) =>
    idsWhere(
      db,
      auditLog,
      auditLog.id,
      or(sameEmail(auditLog.actorEmail, email), sql`${auditLog.details}::text ilike ${containing(email)}`),
    ),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(auditLog).where(inArray(auditLog.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: `${row.action} ${row.entity}`,
      path: "/admin/audit",
      fields: [
        { label: "Who", value: row.actorEmail },
        { label: "Action", value: row.action },
        { label: "Record", value: row.entity },
        { label: "Details", value: row.details ? JSON.stringify(row.details) : null },
      ],
    }));
  },
  async erase(tx, ids, { email }) {
    if (ids.length === 0) return;
    // The entry stays (what was done, when); the address goes from who did it and from the details.
    await tx
      .update(auditLog)
      .set({
        actorEmail:
          sql`case when lower(${auditLog.actorEmail}) = ${email} then ${ERASED} else ${auditLog.actorEmail} end` as never,
        details:
          sql`case when ${auditLog.details} is null then null else regexp_replace(${auditLog.details}::text, ${addressPattern(email)}, ${ERASED}, 'gi')::jsonb end` as never,
      })
      .where(inArray(auditLog.id, ids));
  },
  eraseSays: "kept, with the address taken out of them",
};

const verificationsTable: PersonTable = {
  key: "verifications",
  label: "Sign-in links",
  table: verifications,
  emailColumns: [],
  find: (db, { email, userIds }) =>
    idsWhere(
      db,
      verifications,
      verifications.id,
      or(
        sql`${verifications.identifier} ilike ${containing(email)}`,
        userIds.length > 0 ? inArray(verifications.value, userIds) : undefined,
      ),
    ),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: verifications.id, createdAt: verifications.createdAt, expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(inArray(verifications.id, ids));
    // The token itself is never exported: it acts for the person.
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: "Password reset or confirmation link",
      fields: [{ label: "Expires", value: formatDateTime(row.expiresAt, zone) }],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    await tx.delete(verifications).where(inArray(verifications.id, ids));
  },
  eraseSays: "deleted",
};

const rateLimitsTable: PersonTable = {
  key: "rate-limits",
  label: "Email counters",
  table: rateLimits,
  emailColumns: [],
  find: (db, { email }) =>
    idsWhere(db, rateLimits, rateLimits.key, sql`${rateLimits.key} ilike ${containing(mailboxKey(email))}`),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, ids));
    return rows.map((row) => ({
      id: row.key,
      ...whenOf(row.expire, zone),
      title: "How many emails were sent to this address lately (kept for an hour at most)",
      fields: [{ label: "Emails counted", value: String(row.points) }],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    await tx.delete(rateLimits).where(inArray(rateLimits.key, ids));
  },
  eraseSays: "deleted",
};

/**
 * Gifts in the donations ledger (issue 37). The gift stays, with its amount, date and campaign:
 * a campaign's raised amount never changes, and the organization keeps its giving records. The
 * donor's name, note and the platform's payload are replaced; their address becomes one marker
 * shared by all their gifts, so a campaign's donor count (one per address) stays the same too.
 */
const donationsTable: PersonTable = {
  key: "donations",
  label: "Donations",
  table: donations,
  emailColumns: [donations.donorEmail],
  jsonColumns: [donations.payload],
  find: (db, { email }) => idsWhere(db, donations, donations.id, sameEmail(donations.donorEmail, email)),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(donations).where(inArray(donations.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.giftDate, zone),
      title: `$${(row.amountCents / 100).toFixed(2)} gift`,
      path: `/admin/donations/gifts/${row.id}`,
      fields: [
        { label: "Donor", value: row.donorName },
        { label: "Email", value: row.donorEmail },
        { label: "Amount", value: `$${(row.amountCents / 100).toFixed(2)} ${row.currency.toUpperCase()}` },
        { label: "Status", value: row.status },
        { label: "Received through", value: row.source },
        { label: "Note", value: row.note },
      ],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    const marker = `erased-${randomBytes(8).toString("hex")}@erased.invalid`;
    await tx
      .update(donations)
      .set({
        donorName: sql`case when ${donations.donorName} is null then null else ${ERASED} end` as never,
        donorEmail: marker,
        note: sql`case when ${donations.note} is null then null else ${ERASED} end` as never,
        payload: null,
      })
      .where(inArray(donations.id, ids));
  },
  eraseSays: "kept with their amounts and dates, the donor's name, address and note replaced by a marker",
};

/**
 * Year-end statements emailed to a donor (ADR 0047): the record of what was sent stays (its
 * year, count and total), its address replaced by a marker of its own; the email itself is in
 * the outbox, erased there.
 */
const statementEmailsTable: PersonTable = {
  key: "statement-emails",
  label: "Giving statements emailed",
  table: donationStatementEmails,
  emailColumns: [donationStatementEmails.donorEmail],
  find: (db, { email }) =>
    idsWhere(
      db,
      donationStatementEmails,
      donationStatementEmails.id,
      sameEmail(donationStatementEmails.donorEmail, email),
    ),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(donationStatementEmails).where(inArray(donationStatementEmails.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: `${row.year} giving statement emailed${row.resend ? " again" : ""}`,
      fields: [
        { label: "Sent to", value: row.donorEmail },
        { label: "Year", value: String(row.year) },
        { label: "Gifts", value: String(row.giftCount) },
        { label: "Total", value: `$${(row.totalCents / 100).toFixed(2)}` },
      ],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    await tx
      .update(donationStatementEmails)
      .set({ donorEmail: erasedEmail(donationStatementEmails.id) as never })
      .where(inArray(donationStatementEmails.id, ids));
  },
  eraseSays: "kept with their year and total, the address replaced by a marker",
};

/** The (kind, id) of every submission found so far, read from their back-office paths. */
function submissionsFound(paths: string[]): SQL | undefined {
  const pairs = paths.flatMap((path) => {
    const match = /^\/admin\/submissions\/([a-z-]+)\/([0-9a-f-]{36})$/.exec(path);
    return match ? [{ kind: match[1]!, id: match[2]! }] : [];
  });
  if (pairs.length === 0) return undefined;
  return sql`(${sql.join(
    pairs.map((pair) => sql`(${pair.kind}, ${pair.id}::uuid)`),
    sql`, `,
  )})`;
}

/**
 * Decisions staff sent about the person's submissions (issue 36): found by the address they went
 * to, or by the submission; the row stays (a submission's history), its address, subject and
 * message replaced. A staff member is never erased (their account is refused), so the sender's
 * own address stays unless it is the person's.
 */
export const DECISIONS_TABLE: PersonTable = {
  key: "decisions",
  label: "Replies sent by staff",
  table: submissionDecisions,
  emailColumns: [submissionDecisions.toAddress, submissionDecisions.decidedByEmail],
  find(db, { email, paths }) {
    const found = submissionsFound(paths);
    return idsWhere(
      db,
      submissionDecisions,
      submissionDecisions.id,
      or(
        sameEmail(submissionDecisions.toAddress, email),
        sameEmail(submissionDecisions.decidedByEmail, email),
        found ? sql`(${submissionDecisions.kind}, ${submissionDecisions.submissionId}) in ${found}` : undefined,
      ),
    );
  },
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(submissionDecisions).where(inArray(submissionDecisions.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: row.subject,
      path: `/admin/submissions/${row.kind}/${row.submissionId}`,
      fields: [
        { label: "To", value: row.toAddress },
        { label: "Subject", value: row.subject },
        { label: "Message", value: row.message },
        { label: "Sent by", value: row.decidedByName },
      ],
    }));
  },
  async erase(tx, ids, { email }) {
    if (ids.length === 0) return;
    await tx
      .update(submissionDecisions)
      .set({
        toAddress: erasedEmail(submissionDecisions.id) as never,
        subject: ERASED,
        message: ERASED,
        decidedByEmail:
          sql`case when lower(${submissionDecisions.decidedByEmail}) = ${email} then ${erasedEmail(submissionDecisions.id)} else ${submissionDecisions.decidedByEmail} end` as never,
      })
      .where(inArray(submissionDecisions.id, ids));
  },
  eraseSays: "kept as the submission's history, with the address, subject and message replaced by a marker",
};

/** Staff's notes on the person's submissions: their text may name or describe the person. */
export const NOTES_TABLE: PersonTable = {
  key: "notes",
  label: "Staff notes",
  table: submissionNotes,
  emailColumns: [],
  find(db, { paths }) {
    const found = submissionsFound(paths);
    return found
      ? idsWhere(
          db,
          submissionNotes,
          submissionNotes.id,
          sql`(${submissionNotes.kind}, ${submissionNotes.submissionId}) in ${found}`,
        )
      : Promise.resolve([]);
  },
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(submissionNotes).where(inArray(submissionNotes.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: `Note by ${row.authorName}`,
      path: `/admin/submissions/${row.kind}/${row.submissionId}`,
      fields: [{ label: "Note", value: row.body }],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    await tx.update(submissionNotes).set({ body: ERASED }).where(inArray(submissionNotes.id, ids));
  },
  eraseSays: "kept, with their text replaced by a marker",
};

/** The receipts counted for the per-address limit (ADR 0034): only the address, deleted. */
const receiptsTable: PersonTable = {
  key: "receipts",
  label: "Receipts counted for the daily limit",
  table: submissionReceipts,
  emailColumns: [submissionReceipts.address],
  find: (db, { email }) =>
    idsWhere(db, submissionReceipts, submissionReceipts.id, sameEmail(submissionReceipts.address, email)),
  async load(db, ids, zone) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(submissionReceipts).where(inArray(submissionReceipts.id, ids));
    return rows.map((row) => ({
      id: row.id,
      ...whenOf(row.createdAt, zone),
      title: `Receipt for a ${row.kind} submission`,
      fields: [{ label: "Sent to", value: row.address }],
    }));
  },
  async erase(tx, ids) {
    if (ids.length === 0) return;
    await tx.delete(submissionReceipts).where(inArray(submissionReceipts.id, ids));
  },
  eraseSays: "deleted",
};

/**
 * In the order they are searched and erased: accounts first (their ids find enrollments, progress
 * and reset links), the records next (their paths find staff notifications), the logs last.
 */
export const PERSON_TABLES: readonly PersonTable[] = [
  accountsTable,
  progressTable,
  ...SUBMISSION_TABLES,
  DECISIONS_TABLE,
  NOTES_TABLE,
  receiptsTable,
  subscribersTable,
  donationsTable,
  statementEmailsTable,
  requestsTable,
  staffNotificationsTable,
  outboxTable,
  verificationsTable,
  rateLimitsTable,
  auditTable,
];

/**
 * Tables with no person in them, or none once the entries above are erased: the coverage test
 * reads this, so a new table must be put here or above. `sessions`, `accounts` (sign-in methods),
 * `two_factors`, `user_roles` and `admin_visits` belong to a user and are deleted with the account.
 */
export const TABLES_WITHOUT_PEOPLE = [
  "sessions",
  "two_factors",
  "accounts",
  "user_roles",
  "admin_visits",
  "team_members",
  "business_opportunity_projects",
  "campaigns",
  "completed_campaigns",
  "latest_news",
  "newsletters",
  "newsletter_sends",
  "academy_courses",
  "course_modules",
  "course_lessons",
  "app_meta",
  "retention_rules",
  // Who owns a submission (a staff account) and the wording of the site's emails.
  "submission_owners",
  "email_templates",
  // The fixed pages' copy (ADR 0049): words staff write for everyone; who saved it is in the audit log.
  "page_copy",
  // The media library: who uploaded an image is a staff account (set null when it is deleted).
  "media",
  // Revisions and the trash (ADR 0051): content as staff saved it; who saved it is a staff account (set null when deleted).
  "content_revisions",
  "content_trash",
  // Old addresses of news stories and other items (ADR 0052): slugs and item ids only.
  "slug_history",
] as const;

/** JSON columns that never hold a person's details (content shapes), as `table.columnKey`. */
export const JSON_WITHOUT_PEOPLE = [
  "business_opportunity_projects.availableCollaborationTypes",
  "business_opportunity_projects.brandColors",
  "page_copy.value",
  "content_revisions.snapshot",
  "content_trash.snapshot",
] as const;
