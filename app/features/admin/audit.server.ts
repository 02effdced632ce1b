import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { parseDateTimeInput } from "~/utils/site-time-input";
import { describeSubmissions } from "./submissions.server";

export const AUDIT_PAGE_SIZE = 50;

/** The audit page's filters, read from its query string (all optional). */
export interface AuditFilters {
  /** The email of who made the change. */
  person?: string;
  action?: string;
  entity?: string;
  /** Calendar dates in the site's time zone, YYYY-MM-DD, both days included. */
  from?: string;
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(value: string | null): string | undefined {
  const trimmed = (value ?? "").trim().slice(0, 200);
  return trimmed || undefined;
}

/** The filters in a URL; a date that is not a real calendar date is dropped, and reported. */
export function readAuditFilters(url: URL, zone: string): { filters: AuditFilters; invalidDates: string[] } {
  const filters: AuditFilters = {
    person: text(url.searchParams.get("person")),
    action: text(url.searchParams.get("action")),
    entity: text(url.searchParams.get("entity")),
  };
  const invalidDates: string[] = [];
  for (const key of ["from", "to"] as const) {
    const value = text(url.searchParams.get(key));
    if (!value) continue;
    if (DATE.test(value) && parseDateTimeInput(value, zone)) filters[key] = value;
    else invalidDates.push(key);
  }
  return { filters, invalidDates };
}

/** The day after a YYYY-MM-DD date, as YYYY-MM-DD (the calendar alone, no zone). */
function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

function conditions(filters: AuditFilters, zone: string): SQL | undefined {
  const where: SQL[] = [];
  if (filters.person) where.push(eq(auditLog.actorEmail, filters.person));
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  // Midnight to midnight in the site's zone, so "Nov 24" means the day staff lived through.
  const start = filters.from ? parseDateTimeInput(filters.from, zone) : null;
  if (start) where.push(gte(auditLog.createdAt, start));
  const end = filters.to ? parseDateTimeInput(nextDay(filters.to), zone) : null;
  if (end) where.push(lt(auditLog.createdAt, end));
  return where.length > 0 ? and(...where) : undefined;
}

export async function listAudit(
  db: Db,
  { page, filters = {}, zone }: { page: number; filters?: AuditFilters; zone: string },
) {
  const where = conditions(filters, zone);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  // Entries written before a status change carried the submission's name get it now.
  const unnamed = rows.filter((row) => row.entityId && !hasLabel(row.details));
  const names = await describeSubmissions(
    db,
    unnamed.map((row) => ({ kind: row.entity, id: row.entityId! })),
  );
  return {
    rows: rows.map((row) => ({ ...row, recordName: names.get(`${row.entity}:${row.entityId}`) ?? null })),
    total: total?.count ?? 0,
  };
}

const hasLabel = (details: unknown) =>
  typeof details === "object" && details !== null && typeof (details as { label?: unknown }).label === "string";

/** What the filter menus offer: the people, actions and kinds of record the log holds. */
export async function listAuditFilterOptions(db: Db) {
  const [people, actions, entities] = await Promise.all([
    db
      .selectDistinct({ value: auditLog.actorEmail })
      .from(auditLog)
      .where(isNotNull(auditLog.actorEmail))
      .orderBy(asc(auditLog.actorEmail))
      .limit(500),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)).limit(200),
    db.selectDistinct({ value: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)).limit(200),
  ]);
  const values = (rows: { value: string | null }[]) => rows.flatMap((row) => (row.value ? [row.value] : []));
  return { people: values(people), actions: values(actions), entities: values(entities) };
}
