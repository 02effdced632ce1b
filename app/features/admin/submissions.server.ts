import { and, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import {
  agentApplications,
  campaigns,
  consultantApplications,
  contactSubmissions,
  courseSubmissions,
  diamondApplications,
  newsletterSubscribers,
  opportunityApplications,
  participants,
  type SUBMISSION_STATUSES,
  volunteerApplications,
  volunteerFormSubmissions,
} from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { containsPattern } from "~/db/errors";

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export interface SubmissionColumn {
  key: string;
  label: string;
  /** Shown in the table (long text is clipped there; the CSV has everything). */
  inTable?: boolean;
}

interface KindDefinition {
  label: string;
  description: string;
  table: PgTable;
  dateColumn: AnyPgColumn;
  statusColumn?: AnyPgColumn;
  idColumn: AnyPgColumn;
  searchColumns: AnyPgColumn[];
  columns: SubmissionColumn[];
  /** Extra selected fields (joins). */
  extraSelect?: Record<string, SQL | AnyPgColumn>;
  join?: (query: ReturnType<Db["select"]>) => unknown;
  /** How the "new" status reads for this list (part 1 §4: volunteer applications say Pending). */
  newLabel?: string;
}

const KINDS = {
  contact: {
    label: "Contact messages",
    description: "Messages sent from the contact page.",
    table: contactSubmissions,
    dateColumn: contactSubmissions.createdAt,
    statusColumn: contactSubmissions.status,
    idColumn: contactSubmissions.id,
    searchColumns: [
      contactSubmissions.name,
      contactSubmissions.email,
      contactSubmissions.subject,
      contactSubmissions.message,
    ],
    columns: [
      { key: "name", label: "Name", inTable: true },
      { key: "email", label: "Email", inTable: true },
      { key: "subject", label: "Subject", inTable: true },
      { key: "message", label: "Message", inTable: true },
    ],
  },
  volunteer: {
    label: "Volunteer applications",
    description: "Applications from the volunteer page.",
    table: volunteerApplications,
    dateColumn: volunteerApplications.createdAt,
    statusColumn: volunteerApplications.status,
    idColumn: volunteerApplications.id,
    searchColumns: [
      volunteerApplications.firstName,
      volunteerApplications.lastName,
      volunteerApplications.email,
      volunteerApplications.city,
    ],
    newLabel: "Pending",
    columns: [
      { key: "firstName", label: "First name", inTable: true },
      { key: "lastName", label: "Last name", inTable: true },
      { key: "email", label: "Email", inTable: true },
      { key: "phone", label: "Phone", inTable: true },
      { key: "interests", label: "Interests", inTable: true },
      { key: "availability", label: "Availability" },
      { key: "address", label: "Address" },
      { key: "city", label: "City" },
      { key: "state", label: "State" },
      { key: "zipCode", label: "ZIP" },
      { key: "experience", label: "Experience" },
      { key: "hearAboutUs", label: "Heard about us" },
    ],
  },
  partner: {
    label: "Partner applications",
    description: "Agent and partner applications for business opportunity projects.",
    table: agentApplications,
    dateColumn: agentApplications.createdAt,
    statusColumn: agentApplications.status,
    idColumn: agentApplications.id,
    searchColumns: [
      agentApplications.fullName,
      agentApplications.email,
      agentApplications.projectInterest,
      agentApplications.location,
    ],
    columns: [
      { key: "fullName", label: "Full name", inTable: true },
      { key: "email", label: "Email", inTable: true },
      { key: "projectInterest", label: "Project", inTable: true },
      { key: "collaborationType", label: "Collaboration", inTable: true },
      { key: "phone", label: "Phone" },
      { key: "location", label: "Location" },
      { key: "experience", label: "Experience" },
      { key: "message", label: "Message" },
    ],
  },
  consultant: {
    label: "Consultant program",
    description: "Applications to the cosmetics consultant program.",
    table: consultantApplications,
    dateColumn: consultantApplications.createdAt,
    statusColumn: consultantApplications.status,
    idColumn: consultantApplications.id,
    searchColumns: [consultantApplications.fullName, consultantApplications.email, consultantApplications.state],
    columns: [
      { key: "fullName", label: "Full name", inTable: true },
      { key: "email", label: "Email", inTable: true },
      { key: "phone", label: "Phone", inTable: true },
      { key: "state", label: "State", inTable: true },
      { key: "experienceLevel", label: "Experience", inTable: true },
      { key: "collaborationType", label: "Collaboration" },
    ],
  },
  diamond: {
    label: "Diamond agent program",
    description: "Applications to the lab-grown diamond agent program.",
    table: diamondApplications,
    dateColumn: diamondApplications.createdAt,
    statusColumn: diamondApplications.status,
    idColumn: diamondApplications.id,
    searchColumns: [diamondApplications.fullName, diamondApplications.email, diamondApplications.state],
    columns: [
      { key: "fullName", label: "Full name", inTable: true },
      { key: "email", label: "Email", inTable: true },
      { key: "phone", label: "Phone", inTable: true },
      { key: "state", label: "State", inTable: true },
      { key: "experienceLevel", label: "Experience", inTable: true },
      { key: "collaborationType", label: "Collaboration" },
    ],
  },
  opportunity: {
    label: "Opportunity applications",
    description: "Individual and business opportunity applications.",
    table: opportunityApplications,
    dateColumn: opportunityApplications.createdAt,
    statusColumn: opportunityApplications.status,
    idColumn: opportunityApplications.id,
    searchColumns: [opportunityApplications.name, opportunityApplications.email, opportunityApplications.location],
    columns: [
      { key: "opportunityType", label: "Type", inTable: true },
      { key: "name", label: "Name", inTable: true },
      { key: "email", label: "Email", inTable: true },
      { key: "phone", label: "Phone", inTable: true },
      { key: "location", label: "Location", inTable: true },
      { key: "experience", label: "Experience" },
      { key: "interest", label: "Interest" },
      { key: "message", label: "Message" },
    ],
  },
  campaign: {
    label: "Campaign applications",
    description: "Requests for help from Helping Hand campaigns (eligibility code checked).",
    table: participants,
    dateColumn: participants.submittedAt,
    statusColumn: participants.status,
    idColumn: participants.id,
    searchColumns: [participants.fullName, participants.email, participants.address, campaigns.title],
    extraSelect: { campaignTitle: campaigns.title },
    join: (query) =>
      (query as unknown as { leftJoin: (t: PgTable, on: SQL) => unknown }).leftJoin(
        campaigns,
        eq(campaigns.id, participants.campaignId),
      ),
    columns: [
      { key: "campaignTitle", label: "Campaign", inTable: true },
      { key: "fullName", label: "Full name", inTable: true },
      { key: "email", label: "Email", inTable: true },
      { key: "phone", label: "Phone", inTable: true },
      { key: "address", label: "Address" },
    ],
  },
  "volunteer-interest": {
    label: "Academy support offers",
    description: "People who ticked 'Support our Academy' when enrolling.",
    table: volunteerFormSubmissions,
    dateColumn: volunteerFormSubmissions.createdAt,
    statusColumn: volunteerFormSubmissions.status,
    idColumn: volunteerFormSubmissions.id,
    searchColumns: [volunteerFormSubmissions.email, volunteerFormSubmissions.name],
    columns: [
      { key: "name", label: "Name", inTable: true },
      { key: "email", label: "Email", inTable: true },
      { key: "fieldOfInterest", label: "Interest", inTable: true },
      { key: "preferredContact", label: "Contact by", inTable: true },
    ],
  },
  enrolments: {
    label: "Course enrollments",
    description: "Academy enrollments (name and email only for signed-in learners).",
    table: courseSubmissions,
    dateColumn: courseSubmissions.createdAt,
    statusColumn: courseSubmissions.status,
    idColumn: courseSubmissions.id,
    searchColumns: [courseSubmissions.chosenCourse, courseSubmissions.email, courseSubmissions.name],
    columns: [
      { key: "chosenCourse", label: "Course", inTable: true },
      { key: "name", label: "Name", inTable: true },
      { key: "email", label: "Email", inTable: true },
    ],
  },
  subscribers: {
    label: "Newsletter subscribers",
    description: "Addresses that asked for the newsletter (confirmed by email or pending).",
    table: newsletterSubscribers,
    dateColumn: newsletterSubscribers.createdAt,
    idColumn: newsletterSubscribers.id,
    searchColumns: [newsletterSubscribers.email],
    columns: [
      { key: "email", label: "Email", inTable: true },
      { key: "subscriberStatus", label: "Subscription", inTable: true },
      { key: "source", label: "Signed up from", inTable: true },
      { key: "confirmedAt", label: "Confirmed" },
    ],
    extraSelect: { subscriberStatus: newsletterSubscribers.status },
  },
} satisfies Record<string, KindDefinition>;

export type SubmissionKind = keyof typeof KINDS;
export const SUBMISSION_KINDS = Object.keys(KINDS) as SubmissionKind[];

export function isSubmissionKind(value: string | undefined): value is SubmissionKind {
  return value !== undefined && value in KINDS;
}

export function describeKind(kind: SubmissionKind) {
  const definition: KindDefinition = KINDS[kind];
  return {
    kind,
    label: definition.label,
    description: definition.description,
    columns: definition.columns,
    hasStatus: Boolean(definition.statusColumn),
    newLabel: definition.newLabel ?? "New",
  };
}

export const SUBMISSIONS_PAGE_SIZE = 25;

export interface SubmissionRow {
  id: string;
  createdAt: Date;
  status: SubmissionStatus | null;
  values: Record<string, unknown>;
}

function whereFor(definition: KindDefinition, { q, status }: { q?: string; status?: SubmissionStatus }) {
  const conditions: SQL[] = [];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(...definition.searchColumns.map((column) => ilike(column, pattern)))!);
  }
  if (status && definition.statusColumn) conditions.push(eq(definition.statusColumn, status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of a list, newest first, with the total for pagination. */
export async function listSubmissions(
  db: Db,
  kind: SubmissionKind,
  {
    q,
    status,
    page = 1,
    pageSize = SUBMISSIONS_PAGE_SIZE,
  }: { q?: string; status?: SubmissionStatus; page?: number; pageSize?: number },
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const definition: KindDefinition = KINDS[kind];
  const where = whereFor(definition, { q, status });
  const selection = { ...getTableColumns(definition.table), ...(definition.extraSelect ?? {}) };

  let rowsQuery = db.select(selection).from(definition.table) as unknown as ReturnType<Db["select"]>;
  let countQuery = db.select({ count: sql<number>`count(*)::int` }).from(definition.table) as unknown as ReturnType<
    Db["select"]
  >;
  if (definition.join) {
    rowsQuery = definition.join(rowsQuery) as typeof rowsQuery;
    countQuery = definition.join(countQuery) as typeof countQuery;
  }
  type Chain = {
    where(w: SQL | undefined): Chain;
    orderBy(...o: SQL[]): Chain;
    limit(n: number): Chain;
    offset(n: number): Promise<Record<string, unknown>[]>;
  } & Promise<Record<string, unknown>[]>;
  const [rows, counted] = await Promise.all([
    (rowsQuery as unknown as Chain)
      .where(where)
      .orderBy(desc(definition.dateColumn))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    (countQuery as unknown as Chain).where(where),
  ]);
  const dateKey = definition.dateColumn.name === "submitted_at" ? "submittedAt" : "createdAt";
  return {
    total: Number(counted[0]?.count ?? 0),
    rows: rows.map((row) => ({
      id: String(row.id),
      createdAt: row[dateKey] as Date,
      status: definition.statusColumn ? (row.status as SubmissionStatus) : null,
      values: Object.fromEntries(definition.columns.map((column) => [column.key, row[column.key] ?? null])),
    })),
  };
}

/** Every row (for CSV), newest first, with the same filters. */
export async function listAllSubmissions(
  db: Db,
  kind: SubmissionKind,
  filters: { q?: string; status?: SubmissionStatus },
) {
  return listSubmissions(db, kind, { ...filters, page: 1, pageSize: 100_000 });
}

/** Counts per kind, and how many are still "new". */
export async function countSubmissions(db: Db) {
  const entries = await Promise.all(
    SUBMISSION_KINDS.map(async (kind) => {
      const definition: KindDefinition = KINDS[kind];
      const [row] = (await db
        .select({
          total: sql<number>`count(*)::int`,
          fresh: definition.statusColumn
            ? sql<number>`count(*) filter (where ${definition.statusColumn} = 'new')::int`
            : sql<number>`0`,
        })
        .from(definition.table)) as { total: number; fresh: number }[];
      return [kind, { total: row?.total ?? 0, fresh: row?.fresh ?? 0 }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<SubmissionKind, { total: number; fresh: number }>;
}

export async function setSubmissionStatus(
  db: Db,
  actor: SessionUser,
  kind: SubmissionKind,
  id: string,
  status: SubmissionStatus,
): Promise<boolean> {
  const definition: KindDefinition = KINDS[kind];
  if (!definition.statusColumn) return false;
  return db.transaction(async (tx) => {
    const updated = (await tx
      .update(definition.table)
      .set({ status } as never)
      .where(inArray(definition.idColumn, [id]))
      .returning({ id: definition.idColumn })) as { id: string }[];
    if (updated.length === 0) return false;
    await recordAudit(tx, actor, { action: "status", entity: kind, entityId: id, details: { status } });
    return true;
  });
}
