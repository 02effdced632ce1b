/**
 * A row kept as JSON (a revision, a trashed item and its parts, ADR 0051) and back into the values
 * Drizzle writes.
 */
import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** A value as JSON keeps it (dates as ISO text), so a stored snapshot and a fresh row compare alike. */
export function toJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value ?? null)) as unknown);
}

/** A snapshot's values for `keys` (every column by default), timestamp columns from their ISO text. */
export function fromSnapshot(
  table: PgTable,
  snapshot: Record<string, unknown>,
  keys: readonly string[] = Object.keys(getTableColumns(table)),
): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const column = columns[key];
    if (!column || !(key in snapshot)) continue;
    const value = snapshot[key];
    values[key] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
  }
  return values;
}
