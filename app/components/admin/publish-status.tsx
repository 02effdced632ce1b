import { CalendarClock, ExternalLink, Eye } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { useFormatDateTime } from "./format";

/**
 * The editor's link to an item's public page (issue 18): "View on the site" once it is live,
 * "Preview" while it is a draft or scheduled (only staff can open it then). Opens in a new tab,
 * so unsaved work in the editor stays where it is.
 */
export function PublicPageLink({ href, live }: { href: string; live: boolean }) {
  return (
    <Link
      to={href}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
    >
      {live ? (
        <>
          View on the site <ExternalLink aria-hidden="true" className="size-4" />
        </>
      ) : (
        <>
          <Eye aria-hidden="true" className="size-4" /> Preview on the site
        </>
      )}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

/** "Scheduled for Dec 1, 2026, 9:00 AM EST": a published item whose date is still ahead. */
export function ScheduledBadge({ at }: { at: string }) {
  const formatDateTime = useFormatDateTime();
  return (
    <Badge tone="warning" className="inline-flex items-center gap-1">
      <CalendarClock aria-hidden="true" className="size-3.5" />
      Scheduled for {formatDateTime(at)}
    </Badge>
  );
}
