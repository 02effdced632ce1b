import { SUBMISSION_STATUSES } from "~/db/constants";
import type { SubmissionStatus } from "./submissions.server";

/** `?q=` and `?status=` of a submissions list, cleaned. */
export function readSubmissionFilters(url: URL): { q?: string; status?: SubmissionStatus } {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200) || undefined;
  const statusParam = url.searchParams.get("status") ?? "";
  const status = (SUBMISSION_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as SubmissionStatus)
    : undefined;
  return { q, status };
}
