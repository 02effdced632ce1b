import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/**
 * The answer to a back-office form with a save and a delete intent (one
 * `z.discriminatedUnion("intent", …)`) whose submission did not parse: the save form's field
 * errors (400), a delete of a row that is not there (404), or an intent nobody knows (400).
 */
export function refuseAdminSubmission<Save extends string, Delete extends string>(
  submission: { payload: Record<string, unknown>; reply: () => SubmissionResult<string[]> },
  save: { intent: Save; toast?: string },
  remove: { intent: Delete; toast: string },
) {
  if (submission.payload.intent === save.intent) {
    return data(
      { intent: save.intent, ok: false as const, result: submission.reply(), toast: save.toast },
      { status: 400 },
    );
  }
  if (submission.payload.intent === remove.intent)
    return data({ intent: remove.intent, ok: false as const, toast: remove.toast }, { status: 404 });
  return data({ intent: "unknown" as const, ok: false as const, toast: "That action is not known." }, { status: 400 });
}
