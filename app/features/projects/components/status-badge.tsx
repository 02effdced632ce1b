import { Badge } from "~/components/ui/badge";
import { statusTone } from "~/utils/projects/library";

/** Part 1 §4: Active green, Completed blue, anything else yellow. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={statusTone(status)} className={className} data-status-tone={statusTone(status)}>
      {status}
    </Badge>
  );
}
