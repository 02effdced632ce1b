import { Badge } from "~/components/ui/badge";
import { STATUS_LABELS } from "./format";

/** Part 1 §4: a new submission is emphasised (New, or Pending for volunteer applications). */
export function SubmissionStatusBadge({
  status,
  newLabel = "New",
}: {
  status: keyof typeof STATUS_LABELS | null;
  newLabel?: string;
}) {
  if (!status) return null;
  if (status === "new") return <Badge tone="solid">{newLabel}</Badge>;
  const tone = status === "in_progress" ? "info" : status === "done" ? "success" : "neutral";
  return <Badge tone={tone}>{STATUS_LABELS[status]}</Badge>;
}

/** Campaign status: Active emphasised, others secondary (part 1 §4). */
export function CampaignStatusBadge({ status }: { status: string }) {
  return <Badge tone={status === "Active" ? "solid" : "neutral"}>{status}</Badge>;
}
