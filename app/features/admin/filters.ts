import { SUBMISSION_STATUSES } from "~/db/constants";
import { isUuid } from "~/db/ids";
import type { SubmissionStatus } from "./submissions.server";

/** What a submissions list can be narrowed by; a new filter is one more field here and in `whereFor`. */
export interface SubmissionFilters {
  q?: string;
  status?: SubmissionStatus;
  /** Campaign applications of one campaign (its Participants tab links its CSV so). */
  campaign?: string;
}

/** `?q=`, `?status=` and `?campaign=` of a submissions list, cleaned. */
export function readSubmissionFilters(url: URL): SubmissionFilters {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200) || undefined;
  const statusParam = url.searchParams.get("status") ?? "";
  const status = (SUBMISSION_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as SubmissionStatus)
    : undefined;
  const campaignParam = url.searchParams.get("campaign") ?? "";
  const campaign = isUuid(campaignParam) ? campaignParam : undefined;
  return { q, status, ...(campaign ? { campaign } : {}) };
}
