import { isReceiptKind, OUTCOMES } from "~/utils/reply-templates";
import type { ReplyFilters } from "./submissions.server";

/** `?outcome=` (an outcome of the kind, or `none` for "no reply yet") and `?owner=me` of a list, cleaned. */
export function readReplyFilters(url: URL, kind: string, userId: string): ReplyFilters & { mine: boolean } {
  const outcomeParam = url.searchParams.get("outcome") ?? "";
  const known = isReceiptKind(kind) && OUTCOMES[kind].some((outcome) => outcome.value === outcomeParam);
  const outcome = outcomeParam === "none" || known ? outcomeParam : undefined;
  const mine = url.searchParams.get("owner") === "me";
  return { outcome, ownerId: mine ? userId : undefined, mine };
}
