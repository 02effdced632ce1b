/**
 * Find, export and erase what the site holds about one person (issue 38, ADR 0042), over the
 * tables listed in `person-tables.server.ts`.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userRoles } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { PERSON_TABLES, type FindContext, type Person, type PersonRecord, type Tx } from "./person-tables.server";

type Actor = Pick<SessionUser, "id" | "email">;

export interface PersonGroup {
  key: string;
  label: string;
  /** What erasing does to them. */
  eraseSays: string;
  records: PersonRecord[];
}

/** The address as it is matched: trimmed and lower-cased (every email column is compared lower-cased). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The ids of the person's rows in every table, in the registry's order. */
async function findIds(db: Pick<Db, "select">, person: Person) {
  const context: FindContext = { person, email: normalizeEmail(person.email), userIds: [], paths: [] };
  const found: { table: (typeof PERSON_TABLES)[number]; ids: string[] }[] = [];
  for (const table of PERSON_TABLES) {
    const ids = await table.find(db, context);
    if (table.key === "accounts") context.userIds = ids;
    if (table.pathOf) context.paths.push(...ids.map(table.pathOf));
    found.push({ table, ids });
  }
  return { context, found };
}

/** Every record that holds the person's address (or phone), grouped by kind; kinds with none are left out. */
export async function findPerson(db: Db, person: Person, zone: string): Promise<PersonGroup[]> {
  const { found } = await findIds(db, person);
  const groups: PersonGroup[] = [];
  for (const { table, ids } of found) {
    if (ids.length === 0) continue;
    const records = (await table.load(db, ids, zone)).sort((a, b) => b.date.localeCompare(a.date));
    groups.push({ key: table.key, label: table.label, eraseSays: table.eraseSays, records });
  }
  return groups;
}

export interface PersonExport {
  /** What the file is, in words, for whoever opens it. */
  about: string;
  email: string;
  phone: string | null;
  generatedAt: string;
  /** Every kind of record, with its records' fields as the detail pages label them. */
  sections: {
    kind: string;
    label: string;
    records: { date: string; title: string; fields: Record<string, unknown> }[];
  }[];
}

/**
 * Everything held about the person, for the JSON file and the readable page. Built on request and
 * never written anywhere; the audit entry says who made one and when, and how many records it had.
 */
export async function exportPerson(
  db: Db,
  actor: Actor,
  person: Person,
  zone: string,
  { requestId }: { requestId?: string } = {},
): Promise<PersonExport> {
  const groups = await findPerson(db, person, zone);
  await recordAudit(db, actor, {
    action: "export",
    entity: "person",
    entityId: requestId ?? null,
    details: { records: countsOf(groups), total: totalOf(groups) },
  });
  return {
    about: "Everything Community Synergy Network holds about this address, as our staff see it.",
    email: normalizeEmail(person.email),
    phone: person.phoneDigits ?? null,
    generatedAt: new Date().toISOString(),
    sections: groups.map((group) => ({
      kind: group.key,
      label: group.label,
      records: group.records.map((record) => ({
        date: record.date,
        title: record.title,
        fields: Object.fromEntries(record.fields.map((field) => [field.label, field.value])),
      })),
    })),
  };
}

function countsOf(groups: { key: string; records: unknown[] }[]): Record<string, number> {
  return Object.fromEntries(groups.map((group) => [group.key, group.records.length]));
}

function totalOf(groups: { records: unknown[] }[]): number {
  return groups.reduce((sum, group) => sum + group.records.length, 0);
}

export type EraseOutcome =
  | { ok: true; counts: Record<string, number>; total: number }
  /** The address has a staff account: erasing it would lock staff out; its admin role goes first (Accounts). */
  | { ok: false; reason: "staff" };

/**
 * Erases the person in one transaction: every table's rows are anonymized or deleted (its
 * `erase`), their account and sessions deleted, their subscription ended and their queued
 * emails dropped. The audit entry says how many records of each kind, never whose.
 * `tx` lets a caller put more in the same transaction (marking a request done, its email).
 */
export async function erasePerson(
  db: Db,
  actor: Actor,
  person: Person,
  { requestId, tx: outer }: { requestId?: string; tx?: Tx } = {},
): Promise<EraseOutcome> {
  const run = async (tx: Tx): Promise<EraseOutcome> => {
    const { context, found } = await findIds(tx, person);
    if (context.userIds.length > 0) {
      const staff = await tx
        .select({ id: userRoles.userId })
        .from(userRoles)
        .where(and(inArray(userRoles.userId, context.userIds), eq(userRoles.role, "admin")))
        .limit(1);
      if (staff.length > 0) return { ok: false, reason: "staff" };
    }
    for (const { table, ids } of found) await table.erase(tx, ids, context);
    const groups = found
      .filter(({ ids }) => ids.length > 0)
      .map(({ table, ids }) => ({ key: table.key, records: ids }));
    const counts = countsOf(groups);
    const total = totalOf(groups);
    await recordAudit(tx, actor, {
      action: "erase",
      entity: "person",
      entityId: requestId ?? null,
      details: { records: counts, total },
    });
    return { ok: true, counts, total };
  };
  return outer ? run(outer) : db.transaction(run);
}
