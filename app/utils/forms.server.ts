import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import { HONEYPOT_FIELD } from "~/components/forms/honeypot";
import { describeWait, type RateLimitName } from "./rate-limit.server";

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Counts one attempt against each named limit (all must allow it). On refusal returns a
 * 429 response with a form-level message the page shows; otherwise undefined.
 */
export async function checkRateLimits(
  context: Pick<AppLoadContext, "rateLimiter">,
  limits: { name: RateLimitName; key: string }[],
  message = "You've sent this form several times in a short while. Please wait {wait} and try again.",
) {
  for (const { name, key } of limits) {
    const result = await context.rateLimiter.consume(name, key);
    if (!result.allowed) {
      return data(
        { ok: false as const, formError: message.replace("{wait}", describeWait(result.retryAfterSeconds)) },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
  }
  return undefined;
}
