import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
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
  submissionDecisions,
  submissionOwners,
  type SUBMISSION_STATUSES,
  volunteerApplications,
  volunteerFormSubmissions,
} from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import type { SubmissionFilters } from "./filters";
import { containsPattern } from "~/db/errors";
import { isUuid } from "~/db/ids";
import {
  EXPERIENCE_LEVELS,
  OPPORTUNITY_EXPERIENCE,
  OPPORTUNITY_INTERESTS,
  PROGRAMMES,
} from "~/content/application-choices";
import {
  HEARD_ABOUT_US,
  US_STATES,
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_INTERESTS,
  type Choice,
} from "~/content/engage/volunteer-options";
import { STATUS_LABELS } from "~/components/admin/format";
import { formatDateTime } from "~/utils/site-time";
import { toCsv } from "./csv";

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * How a stored field reads: free text that may span lines is shown whole with its line breaks
 * on the detail page, addresses become mailto/tel links, instants are shown in the site's zone.
 */
export type FieldFormat = "text" | "multiline" | "email" | "phone" | "datetime" | "list";

export interface SubmissionColumn {
  key: string;
  label: string;
  /** Shown in the table (long text is clipped there; the detail page and the CSV have everything). */
  inTable?: boolean;
  format?: FieldFormat;
  /** The label a person reads for each stored code (`weekends` → "Weekends"). */
  choices?: readonly Choice[];
}

/** What the browser gets of a column: no choice lists (the server applies them). */
export type SubmissionColumnView = Pick<SubmissionColumn, "key" | "label" | "inTable" | "format">;

interface KindDefinition {
  label: string;
  /** One of them, for the detail page ("Contact message"). */
  singular: string;
  description: string;
  /** The fields that name the person (joined with a space); the first non-empty set wins. */
  nameKeys: string[][];
  /** The campaign a row belongs to, for the `campaign` filter. */
  campaignColumn?: AnyPgColumn;
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

const COUNTRIES: readonly Choice[] = [{ value: "us", label: "United States" }];
const PROJECT_TYPES: readonly Choice[] = [{ value: "product", label: "Product partnership" }];
const PROGRAMME_COLLABORATIONS: readonly Choice[] = Object.values(PROGRAMMES).map((programme) => ({
  value: programme.collaborationType,
  label: programme.collaborationLabel,
}));
const OPPORTUNITY_TYPE_LABELS: readonly Choice[] = [
  { value: "individual", label: "Individual" },
  { value: "business", label: "Business" },
];
const OPPORTUNITY_EXPERIENCE_LABELS: readonly Choice[] = [
  ...OPPORTUNITY_EXPERIENCE.individual,
  ...OPPORTUNITY_EXPERIENCE.business,
];
/** The enrollment form stores these two fixed values (features/academy, part 2 §7). */
const ACADEMY_SUPPORT_INTERESTS: readonly Choice[] = [{ value: "academy", label: "Supporting the Academy" }];
const CONTACT_METHODS: readonly Choice[] = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
];
const SUBSCRIBER_STATUS_LABELS: readonly Choice[] = [
  { value: "pending", label: "Waiting for confirmation" },
  { value: "confirmed", label: "Confirmed" },
  { value: "unsubscribed", label: "Unsubscribed" },
];
const SUBSCRIBE_SOURCES: readonly Choice[] = [
  { value: "home", label: "Home page" },
  { value: "newsletter", label: "Newsletter page" },
];
const YES_NO: readonly Choice[] = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];

/**
 * Every kind of submission and every field staff may read, in the order the detail page and
 * the CSV show them. Left out on purpose: internal ids, the newsletter's confirm and
 * unsubscribe tokens (they act for the subscriber) and the eligibility code a campaign
 * applicant typed (it is the campaign's secret; architecture.md, security rules).
 */
const KINDS = {
  contact: {
    label: "Contact messages",
    singular: "Contact message",
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
    nameKeys: [["name"]],
    columns: [
      { key: "name", label: "Name", inTable: true },
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "subject", label: "Subject", inTable: true },
      { key: "message", label: "Message", inTable: true, format: "multiline" },
    ],
  },
  volunteer: {
    label: "Volunteer applications",
    singular: "Volunteer application",
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
    nameKeys: [["firstName", "lastName"]],
    columns: [
      { key: "firstName", label: "First name", inTable: true },
      { key: "lastName", label: "Last name", inTable: true },
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "phone", label: "Phone", inTable: true, format: "phone" },
      { key: "interests", label: "Interests", inTable: true, format: "list", choices: VOLUNTEER_INTERESTS },
      { key: "availability", label: "Availability", choices: VOLUNTEER_AVAILABILITY },
      { key: "address", label: "Street address" },
      { key: "city", label: "City" },
      { key: "state", label: "State", choices: US_STATES },
      { key: "zipCode", label: "ZIP code" },
      { key: "experience", label: "Experience", format: "multiline" },
      { key: "hearAboutUs", label: "Heard about us from", choices: HEARD_ABOUT_US },
    ],
  },
  partner: {
    label: "Partner applications",
    singular: "Partner application",
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
    nameKeys: [["fullName"]],
    columns: [
      { key: "fullName", label: "Full name", inTable: true },
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "projectInterest", label: "Project", inTable: true },
      { key: "collaborationType", label: "Partnership type", inTable: true },
      { key: "projectType", label: "Kind of project", choices: PROJECT_TYPES },
      { key: "phone", label: "Phone", format: "phone" },
      { key: "location", label: "Location" },
      { key: "city", label: "City" },
      { key: "country", label: "Country", choices: COUNTRIES },
      { key: "experience", label: "Experience", format: "multiline" },
      { key: "message", label: "Message", format: "multiline" },
    ],
  },
  consultant: {
    label: "Consultant program",
    singular: "Consultant program application",
    description: "Applications to the cosmetics consultant program.",
    table: consultantApplications,
    dateColumn: consultantApplications.createdAt,
    statusColumn: consultantApplications.status,
    idColumn: consultantApplications.id,
    searchColumns: [consultantApplications.fullName, consultantApplications.email, consultantApplications.state],
    nameKeys: [["fullName"]],
    columns: [
      { key: "fullName", label: "Full name", inTable: true },
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "phone", label: "Phone", inTable: true, format: "phone" },
      { key: "state", label: "State", inTable: true },
      { key: "experienceLevel", label: "Experience", inTable: true, choices: EXPERIENCE_LEVELS },
      { key: "collaborationType", label: "Collaboration", choices: PROGRAMME_COLLABORATIONS },
    ],
  },
  diamond: {
    label: "Diamond agent program",
    singular: "Diamond agent program application",
    description: "Applications to the lab-grown diamond agent program.",
    table: diamondApplications,
    dateColumn: diamondApplications.createdAt,
    statusColumn: diamondApplications.status,
    idColumn: diamondApplications.id,
    searchColumns: [diamondApplications.fullName, diamondApplications.email, diamondApplications.state],
    nameKeys: [["fullName"]],
    columns: [
      { key: "fullName", label: "Full name", inTable: true },
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "phone", label: "Phone", inTable: true, format: "phone" },
      { key: "state", label: "State", inTable: true },
      { key: "experienceLevel", label: "Experience", inTable: true, choices: EXPERIENCE_LEVELS },
      { key: "collaborationType", label: "Collaboration", choices: PROGRAMME_COLLABORATIONS },
    ],
  },
  opportunity: {
    label: "Opportunity applications",
    singular: "Opportunity application",
    description: "Individual and business opportunity applications.",
    table: opportunityApplications,
    dateColumn: opportunityApplications.createdAt,
    statusColumn: opportunityApplications.status,
    idColumn: opportunityApplications.id,
    searchColumns: [opportunityApplications.name, opportunityApplications.email, opportunityApplications.location],
    nameKeys: [["name"]],
    columns: [
      { key: "opportunityType", label: "Type", inTable: true, choices: OPPORTUNITY_TYPE_LABELS },
      { key: "name", label: "Name", inTable: true },
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "phone", label: "Phone", inTable: true, format: "phone" },
      { key: "location", label: "Location", inTable: true },
      { key: "experience", label: "Experience", choices: OPPORTUNITY_EXPERIENCE_LABELS },
      { key: "interest", label: "Interest", choices: OPPORTUNITY_INTERESTS },
      { key: "message", label: "Message", format: "multiline" },
    ],
  },
  campaign: {
    label: "Campaign applications",
    singular: "Campaign application",
    description: "Requests for help from Helping Hand campaigns (eligibility code checked).",
    table: participants,
    dateColumn: participants.submittedAt,
    statusColumn: participants.status,
    idColumn: participants.id,
    searchColumns: [participants.fullName, participants.email, participants.address, campaigns.title],
    campaignColumn: participants.campaignId,
    extraSelect: { campaignTitle: campaigns.title },
    join: (query) =>
      (query as unknown as { leftJoin: (t: PgTable, on: SQL) => unknown }).leftJoin(
        campaigns,
        eq(campaigns.id, participants.campaignId),
      ),
    nameKeys: [["fullName"]],
    columns: [
      { key: "campaignTitle", label: "Campaign", inTable: true },
      { key: "fullName", label: "Full name", inTable: true },
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "phone", label: "Phone", inTable: true, format: "phone" },
      { key: "address", label: "Address", format: "multiline" },
    ],
  },
  "volunteer-interest": {
    label: "Academy support offers",
    singular: "Academy support offer",
    description: "People who checked 'Support our Academy' when enrolling.",
    table: volunteerFormSubmissions,
    dateColumn: volunteerFormSubmissions.createdAt,
    statusColumn: volunteerFormSubmissions.status,
    idColumn: volunteerFormSubmissions.id,
    searchColumns: [volunteerFormSubmissions.email, volunteerFormSubmissions.name],
    nameKeys: [["name"], ["email"]],
    columns: [
      { key: "name", label: "Name", inTable: true },
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "fieldOfInterest", label: "Interest", inTable: true, choices: ACADEMY_SUPPORT_INTERESTS },
      { key: "preferredContact", label: "Contact by", inTable: true, choices: CONTACT_METHODS },
    ],
  },
  enrollments: {
    label: "Course enrollments",
    singular: "Course enrollment",
    description: "Academy enrollments (name and email only for signed-in learners).",
    table: courseSubmissions,
    dateColumn: courseSubmissions.createdAt,
    statusColumn: courseSubmissions.status,
    idColumn: courseSubmissions.id,
    searchColumns: [courseSubmissions.chosenCourse, courseSubmissions.email, courseSubmissions.name],
    extraSelect: { signedIn: sql<string>`(${courseSubmissions.userId} is not null)::text` },
    nameKeys: [["name"], ["email"]],
    columns: [
      { key: "chosenCourse", label: "Course", inTable: true },
      { key: "name", label: "Name", inTable: true },
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "signedIn", label: "Signed in with an account", choices: YES_NO },
    ],
  },
  subscribers: {
    label: "Newsletter subscribers",
    singular: "Newsletter subscriber",
    description: "Addresses that asked for the newsletter (confirmed by email or pending).",
    table: newsletterSubscribers,
    dateColumn: newsletterSubscribers.createdAt,
    idColumn: newsletterSubscribers.id,
    searchColumns: [newsletterSubscribers.email],
    nameKeys: [["email"]],
    columns: [
      { key: "email", label: "Email", inTable: true, format: "email" },
      { key: "subscriberStatus", label: "Subscription", inTable: true, choices: SUBSCRIBER_STATUS_LABELS },
      { key: "source", label: "Signed up from", inTable: true, choices: SUBSCRIBE_SOURCES },
      { key: "confirmedAt", label: "Confirmed", format: "datetime" },
      { key: "unsubscribedAt", label: "Unsubscribed", format: "datetime" },
    ],
    extraSelect: { subscriberStatus: newsletterSubscribers.status },
  },
} satisfies Record<string, KindDefinition>;

export type SubmissionKind = keyof typeof KINDS;

/** The columns the replies need of a kind's table (`replies.server.ts`). */
export function kindColumns(kind: SubmissionKind) {
  const definition: KindDefinition = KINDS[kind];
  return {
    table: definition.table,
    id: definition.idColumn,
    date: definition.dateColumn,
    status: definition.statusColumn,
    nameKeys: definition.nameKeys,
    singular: definition.singular,
  };
}
export const SUBMISSION_KINDS = Object.keys(KINDS) as SubmissionKind[];

export function isSubmissionKind(value: string | undefined): value is SubmissionKind {
  return value !== undefined && value in KINDS;
}

export function describeKind(kind: SubmissionKind) {
  const definition: KindDefinition = KINDS[kind];
  return {
    kind,
    label: definition.label,
    singular: definition.singular,
    description: definition.description,
    columns: definition.columns.map(({ key, label, inTable, format }): SubmissionColumnView => ({
      key,
      label,
      inTable,
      format,
    })),
    hasStatus: Boolean(definition.statusColumn),
    newLabel: definition.newLabel ?? "New",
  };
}

export const SUBMISSIONS_PAGE_SIZE = 25;

/** A stored value as a person reads it: codes become their labels; instants stay Dates. */
export type ReadableValue = string | string[] | Date | null;

export interface SubmissionRow {
  id: string;
  createdAt: Date;
  status: SubmissionStatus | null;
  /** Who sent it ("Ana Ruiz"), for headings and link names. */
  name: string;
  values: Record<string, ReadableValue>;
}

function labelFor(choices: readonly Choice[] | undefined, value: string): string {
  return choices?.find((choice) => choice.value === value)?.label ?? value;
}

function readable(column: SubmissionColumn, value: unknown): ReadableValue {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => labelFor(column.choices, String(item)));
  return labelFor(column.choices, String(value));
}

function nameOf(definition: KindDefinition, row: Record<string, unknown>): string {
  for (const keys of definition.nameKeys) {
    const name = keys
      .map((key) => row[key])
      .filter((part) => typeof part === "string" && part.trim() !== "")
      .join(" ");
    if (name) return name;
  }
  return "Someone who did not leave a name";
}

/** The selected key of the kind's date column ("submittedAt" for campaign applications). */
function dateKeyOf(definition: KindDefinition): string {
  const columns = Object.entries(getTableColumns(definition.table));
  return columns.find(([, column]) => column === definition.dateColumn)?.[0] ?? "createdAt";
}

function toRow(definition: KindDefinition, row: Record<string, unknown>): SubmissionRow {
  return {
    id: String(row.id),
    createdAt: row[dateKeyOf(definition)] as Date,
    status: definition.statusColumn ? (row.status as SubmissionStatus) : null,
    name: nameOf(definition, row),
    values: Object.fromEntries(definition.columns.map((column) => [column.key, readable(column, row[column.key])])),
  };
}

/** The list filters of issue 36: the latest decision's outcome, none yet, or the owner. */
export interface ReplyFilters {
  /** An outcome code of the kind, or "none" for "no reply yet". */
  outcome?: string;
  /** Only those assigned to this staff member. */
  ownerId?: string;
}

function replyConditions(kind: SubmissionKind, definition: KindDefinition, filters: ReplyFilters): SQL[] {
  const conditions: SQL[] = [];
  const id = definition.idColumn;
  if (filters.outcome === "none") {
    conditions.push(
      sql`not exists (select 1 from ${submissionDecisions} where ${submissionDecisions.kind} = ${kind} and ${submissionDecisions.submissionId} = ${id})`,
    );
  } else if (filters.outcome) {
    conditions.push(
      sql`(select ${submissionDecisions.outcome} from ${submissionDecisions} where ${submissionDecisions.kind} = ${kind} and ${submissionDecisions.submissionId} = ${id} order by ${submissionDecisions.createdAt} desc limit 1) = ${filters.outcome}`,
    );
  }
  if (filters.ownerId) {
    conditions.push(
      sql`exists (select 1 from ${submissionOwners} where ${submissionOwners.kind} = ${kind} and ${submissionOwners.submissionId} = ${id} and ${submissionOwners.userId} = ${filters.ownerId})`,
    );
  }
  return conditions;
}

function whereFor(definition: KindDefinition, { q, status, campaign }: SubmissionFilters, reply: SQL[] = []) {
  const conditions: SQL[] = [...reply];
  if (campaign && definition.campaignColumn) conditions.push(eq(definition.campaignColumn, campaign));
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(...definition.searchColumns.map((column) => ilike(column, pattern)))!);
  }
  if (status && definition.statusColumn) conditions.push(eq(definition.statusColumn, status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

type Chain = {
  where(w: SQL | undefined): Chain;
  orderBy(...o: SQL[]): Chain;
  limit(n: number): Chain;
  offset(n: number): Promise<Record<string, unknown>[]>;
} & Promise<Record<string, unknown>[]>;

/** `select … from <kind's table>` with its join, as one chain to finish. */
function selectRows(db: Db, definition: KindDefinition): Chain {
  const selection = { ...getTableColumns(definition.table), ...(definition.extraSelect ?? {}) };
  const query = db.select(selection).from(definition.table) as unknown as ReturnType<Db["select"]>;
  return (definition.join ? definition.join(query) : query) as unknown as Chain;
}

/** One page of a list, newest first, with the total for pagination. */
export async function listSubmissions(
  db: Db,
  kind: SubmissionKind,
  {
    page = 1,
    pageSize = SUBMISSIONS_PAGE_SIZE,
    reply = {},
    ...filters
  }: SubmissionFilters & { page?: number; pageSize?: number; reply?: ReplyFilters },
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const definition: KindDefinition = KINDS[kind];
  const where = whereFor(definition, filters, replyConditions(kind, definition, reply));
  let countQuery = db.select({ count: sql<number>`count(*)::int` }).from(definition.table) as unknown as ReturnType<
    Db["select"]
  >;
  if (definition.join) countQuery = definition.join(countQuery) as typeof countQuery;
  const [rows, counted] = await Promise.all([
    selectRows(db, definition)
      .where(where)
      .orderBy(desc(definition.dateColumn))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    (countQuery as unknown as Chain).where(where),
  ]);
  return {
    total: Number(counted[0]?.count ?? 0),
    rows: rows.map((row) => toRow(definition, row)),
  };
}

/** Every row (for CSV), newest first, with the same filters. */
export async function listAllSubmissions(
  db: Db,
  kind: SubmissionKind,
  filters: SubmissionFilters & { reply?: ReplyFilters },
) {
  return listSubmissions(db, kind, { ...filters, page: 1, pageSize: 100_000 });
}

/** One submission with every field staff may read, or null (no such row, or not an id at all). */
export async function getSubmission(db: Db, kind: SubmissionKind, id: string): Promise<SubmissionRow | null> {
  if (!isUuid(id)) return null;
  const definition: KindDefinition = KINDS[kind];
  const [row] = await selectRows(db, definition).where(eq(definition.idColumn, id)).limit(1);
  return row ? toRow(definition, row) : null;
}

/** A submission named in words, for the audit log: "Contact message from Jane Doe". */
export function describeSubmission(kind: SubmissionKind, name: string): string {
  return `${KINDS[kind].singular} from ${name}`;
}

/** Submissions named in words (see describeSubmission) by kind and id, for entries recorded without a name. */
export async function describeSubmissions(
  db: Db,
  wanted: { kind: string; id: string }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const byKind = new Map<SubmissionKind, string[]>();
  for (const { kind, id } of wanted) {
    if (!isSubmissionKind(kind) || !isUuid(id)) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  }
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      const definition: KindDefinition = KINDS[kind];
      const rows = await selectRows(db, definition).where(inArray(definition.idColumn, ids));
      for (const row of rows) names.set(`${kind}:${String(row.id)}`, describeSubmission(kind, nameOf(definition, row)));
    }),
  );
  return names;
}

/** The status as the list says it ("Pending" for a new volunteer application). */
export function statusLabel(kind: SubmissionKind, status: SubmissionStatus | null): string {
  if (!status) return "";
  return status === "new" ? describeKind(kind).newLabel : STATUS_LABELS[status];
}

export interface SubmissionField {
  key: string;
  label: string;
  format: FieldFormat;
  /** Null when the sender left it empty; instants are already in the site's time zone. */
  value: string | string[] | null;
}

/** Every field of one submission, in the registry's order, ready to show. */
export function readableFields(kind: SubmissionKind, row: SubmissionRow, zone: string): SubmissionField[] {
  const definition: KindDefinition = KINDS[kind];
  return definition.columns.map((column) => {
    const value = row.values[column.key] ?? null;
    return {
      key: column.key,
      label: column.label,
      format: column.format ?? "text",
      value: value instanceof Date ? formatDateTime(value, zone) : value,
    };
  });
}

/**
 * A list as a spreadsheet: the same labels as the detail page, times in the site's zone (with
 * the zone's abbreviation) and the received time once more as an ISO 8601 UTC instant, which
 * spreadsheets sort and convert without guessing.
 */
export function submissionsCsv(
  kind: SubmissionKind,
  rows: SubmissionRow[],
  zone: string,
  /** Staff's internal notes per submission id, in a column of their own (issue 36). */
  notes?: ReadonlyMap<string, string>,
): string {
  const definition: KindDefinition = KINDS[kind];
  const hasStatus = Boolean(definition.statusColumn);
  const header = [
    "Received",
    "Received in UTC (ISO 8601)",
    ...definition.columns.map((column) => column.label),
    ...(hasStatus ? ["Status"] : []),
    ...(notes ? ["Internal notes (staff only)"] : []),
  ];
  const body = rows.map((row) => [
    formatDateTime(row.createdAt, zone),
    row.createdAt.toISOString(),
    ...definition.columns.map((column) => {
      const value = row.values[column.key] ?? null;
      return value instanceof Date ? formatDateTime(value, zone) : value;
    }),
    ...(hasStatus ? [statusLabel(kind, row.status)] : []),
    ...(notes ? [notes.get(row.id) ?? ""] : []),
  ]);
  return toCsv(header, body);
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
    // Named in words in the audit log: "Contact message from Jane Doe".
    const [row] = await selectRows(tx as unknown as Db, definition)
      .where(eq(definition.idColumn, id))
      .limit(1);
    const label = row ? describeSubmission(kind, toRow(definition, row).name) : undefined;
    await recordAudit(tx, actor, { action: "status", entity: kind, entityId: id, details: { label, status } });
    return true;
  });
}

/** The submissions of one kind with these ids, newest first (the privacy tools' find and export). */
export async function listSubmissionsByIds(db: Db, kind: SubmissionKind, ids: string[]): Promise<SubmissionRow[]> {
  if (ids.length === 0) return [];
  const definition: KindDefinition = KINDS[kind];
  const rows = await selectRows(db, definition)
    .where(inArray(definition.idColumn, ids))
    .orderBy(desc(definition.dateColumn))
    .limit(ids.length)
    .offset(0);
  return rows.map((row) => toRow(definition, row));
}

export interface WaitingSubmission {
  kind: SubmissionKind;
  singular: string;
  id: string;
  name: string;
  createdAt: Date;
}

/**
 * What still needs a reply (issue 36): submissions of the kinds staff decide on with no decision
 * yet, neither done nor archived, oldest first; `limit` of them and how many there are.
 */
export async function listNeedingReply(
  db: Db,
  kinds: readonly SubmissionKind[],
  limit: number,
): Promise<{ rows: WaitingSubmission[]; total: number }> {
  const perKind = await Promise.all(
    kinds.map(async (kind) => {
      const definition: KindDefinition = KINDS[kind];
      const conditions = replyConditions(kind, definition, { outcome: "none" });
      if (definition.statusColumn) conditions.push(sql`${definition.statusColumn} not in ('done', 'archived')`);
      const where = and(...conditions);
      let countQuery = db.select({ count: sql<number>`count(*)::int` }).from(definition.table) as unknown as ReturnType<
        Db["select"]
      >;
      if (definition.join) countQuery = definition.join(countQuery) as typeof countQuery;
      const [rows, counted] = await Promise.all([
        selectRows(db, definition).where(where).orderBy(asc(definition.dateColumn)).limit(limit).offset(0),
        (countQuery as unknown as Chain).where(where),
      ]);
      return {
        total: Number(counted[0]?.count ?? 0),
        rows: rows.map((raw): WaitingSubmission => {
          const row = toRow(definition, raw);
          return { kind, singular: definition.singular, id: row.id, name: row.name, createdAt: row.createdAt };
        }),
      };
    }),
  );
  const rows = perKind
    .flatMap((entry) => entry.rows)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, limit);
  return { rows, total: perKind.reduce((sum, entry) => sum + entry.total, 0) };
}
