/**
 * Recognising "the database cannot be reached" (PostgreSQL down or restarting, a dropped
 * connection, a full pool, a closed PGlite) as opposed to a bug. Such failures are answered
 * 503 with a friendly page (root ErrorBoundary) or, in public forms, with the visitor's input
 * kept and a "try again" message; everything recovers on its own when the database returns.
 */

/** The status text of the 503 page the root ErrorBoundary recognises. */
export const DATABASE_UNAVAILABLE_STATUS_TEXT = "Database Unavailable";

/** The form-level message of a public form whose write could not reach the database. */
export const DATABASE_UNAVAILABLE_FORM_MESSAGE = "We couldn't save this just now. Please try again in a minute.";

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /client was closed and is not queryable/i,
  /connection (?:refused|reset)/i,
  /pglite is closed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors ("Failed query: …") with the original as `cause`.
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (
      typeof code === "string" &&
      (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return true;
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (several addresses tried) carries its causes in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

/**
 * What may be logged about a failed database write: the error's kind and SQLSTATE code, never
 * its message. Drizzle's message repeats the query's parameters, which are the visitor's words.
 */
export function describeDatabaseError(error: unknown): { name: string; code?: string; cause?: string } {
  const described: { name: string; code?: string; cause?: string } = {
    name: error instanceof Error ? error.name : typeof error,
  };
  const cause = error instanceof Error ? error.cause : undefined;
  for (const candidate of [error, cause]) {
    if (candidate && typeof candidate === "object" && "code" in candidate && typeof candidate.code === "string") {
      described.code = candidate.code;
      break;
    }
  }
  if (cause instanceof Error) described.cause = cause.name;
  return described;
}
