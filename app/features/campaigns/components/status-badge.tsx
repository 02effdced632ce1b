import { CircleDot } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/utils/misc";

/**
 * A campaign's status (part 1 §4): Active is emphasised (solid green); Completed (blue) and
 * Upcoming or anything else (yellow) are quieter, secondary badges.
 */
export function CampaignStatusBadge({ status, className }: { status: string; className?: string }) {
  if (status === "Active") {
    return (
      <Badge tone="success" className={cn("bg-success-700 text-white", className)}>
        <CircleDot aria-hidden="true" className="size-3" />
        Active
      </Badge>
    );
  }
  return (
    <Badge tone={status === "Completed" ? "info" : "warning"} className={className}>
      {status}
    </Badge>
  );
}
