/**
 * Recognising a request body that cannot be read as a form: a malformed multipart body (no or
 * a wrong boundary, a part without headers, a body cut short). That is the client's mistake,
 * answered 400 with the site's error page and logged on one line, never a 500 with a stack.
 */

/** The status text of that 400 page (the root ErrorBoundary shows it as the title). */
export const UNREADABLE_BODY_STATUS_TEXT = "That form could not be read";

/**
 * Whether `error` is the Fetch API's refusal to parse a body as FormData (`request.formData()`:
 * undici throws a TypeError naming FormData or multipart; its wording differs between Node
 * versions, so the check is by kind and keyword, not by the exact sentence).
 */
export function isUnreadableBody(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    if (current instanceof TypeError && /form ?data|multipart|boundary/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
