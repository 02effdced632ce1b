const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a uuid as PostgreSQL prints it. Every id that comes from a URL or a form is checked
 * with this first: anything else cannot name a row, so it is answered "not found" instead of
 * letting PostgreSQL reject the cast (a 500).
 */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
