import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/**
 * What every public form's action answers (contact, volunteer, the partner, program and
 * opportunity applications, the campaign application, course enrollment, newsletter subscribe).
 * Shared by the server and the page; `id` is new on every answer so the page reacts (toast,
 * banner) once per answer.
 *
 * - `sent` (200): stored (or a bot's filled honeypot); `result` resets the form.
 * - `invalid` (400): field errors; the typed values come back in `result`.
 * - `limited` (429): too many attempts; `formError` says how long to wait.
 * - `refused` (409): the form's own rule said no (a closed campaign, an application already on file).
 * - `failed` (500, 503 when the database cannot be reached): nothing stored; the typed values
 *   come back and `formError` (when the form has a failure text) says what to do.
 *
 * A form with more to say (a campaign's "closed" or "duplicate", a course's password problem)
 * adds its own fields through `Extra`.
 */
export type PublicFormOutcome = "sent" | "invalid" | "limited" | "refused" | "failed";

export type PublicFormReply<Extra extends object = object> = {
  id: string;
  outcome: PublicFormOutcome;
  /** `outcome === "sent"`, for components that only ask "did it work?". */
  ok: boolean;
  result: SubmissionResult<string[]>;
  /** The form-level message: how long to wait, "try again in a minute", the form's failure text. */
  formError?: string;
} & Partial<Extra>;

export const OUTCOME_STATUS: Record<PublicFormOutcome, number> = {
  sent: 200,
  invalid: 400,
  limited: 429,
  refused: 409,
  failed: 500,
};

/** Builds an answer (status and headers are the caller's). */
export function publicFormReply<Extra extends object = object>(
  outcome: PublicFormOutcome,
  result: SubmissionResult<string[]>,
  extra: { formError?: string } & Partial<Extra> = {},
): PublicFormReply<Extra> {
  const { formError, ...rest } = extra;
  return {
    id: crypto.randomUUID(),
    outcome,
    ok: outcome === "sent",
    result,
    ...(formError ? { formError } : {}),
    ...rest,
  } as PublicFormReply<Extra>;
}

/**
 * The browser side of every public form's action (its route's `clientAction`): the server's
 * answer keeps its status, and a request that fails outright (offline, a proxy's error page)
 * becomes a `failed` answer with `failure` as its form-level message, so the visitor sees the
 * form's failure texts with everything they typed still in place instead of an error page.
 * `minPendingMs` keeps the pending label ("Subscribing...") visible long enough to be read.
 */
export async function callPublicFormAction<Reply extends PublicFormReply>(
  serverAction: () => Promise<Reply>,
  { minPendingMs = 0, failure }: { minPendingMs?: number; failure?: string } = {},
) {
  const started = Date.now();
  let answer: Reply;
  try {
    const reply = await serverAction();
    answer = reply && typeof reply === "object" && reply.outcome in OUTCOME_STATUS ? reply : unreachable();
  } catch {
    answer = unreachable();
  }
  const wait = minPendingMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  // A non-2xx status also stops React Router from reloading the page's data after a failure.
  return data(answer, { status: OUTCOME_STATUS[answer.outcome] });

  function unreachable() {
    return publicFormReply("failed", {}, failure ? { formError: failure } : {}) as Reply;
  }
}
