/** The fields of a PostgreSQL error we read; node-postgres and PGlite both set them. */
export interface PgErrorFields {
  code?: string;
  constraint?: string;
}

/** The PostgreSQL error inside `error`, whether the driver threw it as is or Drizzle wrapped it. */
export function pgError(error: unknown): PgErrorFields | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === "object" && "code" in current && typeof (current as { code: unknown }).code === "string") {
      return current as PgErrorFields;
    }
    current = typeof current === "object" && "cause" in current ? (current as { cause: unknown }).cause : undefined;
  }
  return null;
}

/** unique_violation: a row with the same unique value (a slug, a number, a title) already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return pgError(error)?.code === "23505";
}

/** foreign_key_violation: the row names one that is not there (a lesson's module). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === "23503";
}

/** check_violation: a CHECK constraint refused the row. */
export function isCheckViolation(error: unknown): boolean {
  return pgError(error)?.code === "23514";
}

/**
 * A LIKE/ILIKE pattern matching values that contain `text` anywhere, with the wildcards a
 * visitor or admin typed (`%`, `_`, `\`) taken literally.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
