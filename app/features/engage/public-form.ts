import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/**
 * What a public form's action answers (contact, volunteer). Shared by the server and the
 * page; `id` is new on every answer so the page reacts (toast, banner) once per answer.
 *
 * - `sent`: stored; `result` resets the form.
 * - `invalid` (400): field errors; the typed values come back in `result`.
 * - `limited` (429): too many attempts; `message` says how long to wait.
 * - `failed` (500): the write failed; the page shows the form's failure texts and keeps the values.
 */
export type PublicFormOutcome = "sent" | "invalid" | "limited" | "failed";

export interface PublicFormResult {
  id: string;
  outcome: PublicFormOutcome;
  result: SubmissionResult<string[]>;
  message?: string;
}

export const OUTCOME_STATUS: Record<PublicFormOutcome, number> = { sent: 200, invalid: 400, limited: 429, failed: 500 };

/** The answer used when the request never got a usable reply (offline, a proxy error page). */
export function unreachableResult(): PublicFormResult {
  return { id: crypto.randomUUID(), outcome: "failed", result: {} };
}

/**
 * The browser side of a public form's action: the server's answer keeps its status, and a
 * request that fails outright (offline, a proxy's error page) becomes the `failed` answer, so
 * the visitor sees the form's failure texts with everything they typed still in place instead
 * of an error page.
 */
export async function callPublicFormAction(serverAction: () => Promise<PublicFormResult>) {
  let answer: PublicFormResult;
  try {
    const reply = await serverAction();
    answer = reply && reply.outcome in OUTCOME_STATUS ? reply : unreachableResult();
  } catch {
    answer = unreachableResult();
  }
  // A non-2xx status also stops React Router from reloading the page's data after a failure.
  return data(answer, { status: OUTCOME_STATUS[answer.outcome] });
}
