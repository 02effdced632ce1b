import { data } from "react-router";
import { HONEYPOT_FIELD } from "~/components/forms/honeypot";
import type { SiteContext } from "~/context";
import { DATABASE_UNAVAILABLE_FORM_MESSAGE, isDatabaseUnavailable } from "./database-unavailable";
import { describeWait, type RateLimitKey, type RateLimitName } from "./rate-limit.server";

export { DATABASE_UNAVAILABLE_FORM_MESSAGE, isDatabaseUnavailable };

/**
 * The status and form-level message of a public form whose rate-limit check or write threw:
 * 503 and "try again in a minute" when the database could not be reached, otherwise 500 and
 * the form's own failure text. The action answers with Conform's
 * `submission.reply({ formErrors: [message] })` so everything typed stays in place.
 */
export function describeFailedWrite(error: unknown, otherwise: string) {
  return isDatabaseUnavailable(error)
    ? { status: 503, message: DATABASE_UNAVAILABLE_FORM_MESSAGE, databaseUnavailable: true as const }
    : { status: 500, message: otherwise, databaseUnavailable: false as const };
}

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/** One limit to check and its key (`{ address, scope }` for a per-address limit). */
export type RateLimitCheck = { [Name in RateLimitName]: { name: Name; key: RateLimitKey<Name> } }[RateLimitName];

/**
 * Counts one attempt against each named limit (all must allow it). On refusal returns a
 * 429 response with a form-level message the page shows; otherwise undefined.
 */
export async function checkRateLimits(
  { rateLimiter }: Pick<SiteContext, "rateLimiter">,
  limits: RateLimitCheck[],
  message = "You've sent this form several times in a short while. Please wait {wait} and try again.",
) {
  for (const { name, key } of limits) {
    // RateLimitCheck pairs each name with its kind of key; the limiter checks the pair again.
    const result = await rateLimiter.consume(name, key as never);
    if (!result.allowed) {
      return data(
        { ok: false as const, formError: message.replace("{wait}", describeWait(result.retryAfterSeconds)) },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
  }
  return undefined;
}
