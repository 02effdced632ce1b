import { callPublicFormAction, type PublicFormReply } from "~/utils/public-form";
import { SUBMIT_FAILED } from "./choices";

/**
 * The application forms' `clientAction`: the one public-form client wrapper
 * (`callPublicFormAction`) with the spec's failure text for a request that fails outright
 * (part 1 §8 'Partner form submit failure'), so the page stays and the visitor's input is kept.
 */
export function callServerActionSafely<Reply extends PublicFormReply>(
  serverAction: () => Promise<Reply>,
  { minPendingMs = 0 }: { minPendingMs?: number } = {},
) {
  return callPublicFormAction(serverAction, { minPendingMs, failure: SUBMIT_FAILED.description });
}
