import { and, ilike, or, type AnyColumn, type SQL } from "drizzle-orm";
import { containsPattern } from "~/db/errors";

/** A content list's search in SQL: any of `columns` contains `q` (case-insensitive, wildcards taken literally). */
export function matchesSearch(q: string, columns: readonly AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Every condition that is there (a search or a status may be missing), or none at all. */
export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}
