import { EyeOff } from "lucide-react";
import { Link } from "react-router";
import type { PublishState } from "~/utils/preview";
import { formatDateTime, useSiteTimeZone } from "~/utils/site-time";
import { Container } from "./section";

/**
 * The strip across the top of a draft or scheduled item that an admin is previewing at its
 * public address (issue 18); nothing for a live item. `liveAt` is when a scheduled item goes live.
 */
export function PreviewBanner({
  state,
  liveAt,
  editHref,
}: {
  state: PublishState;
  liveAt?: string | null;
  editHref?: string;
}) {
  const timeZone = useSiteTimeZone();
  if (state === "live") return null;
  const what = state === "scheduled" && liveAt ? `Scheduled for ${formatDateTime(liveAt, timeZone)}` : "Draft";
  return (
    <div role="note" aria-label="Preview" className="border-b border-warning-800/30 bg-warning-50 text-warning-800">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="inline-flex items-center gap-2 font-semibold">
          <EyeOff aria-hidden="true" className="size-5 shrink-0" />
          <span data-testid="preview-banner">{what} — only staff can see this</span>
        </p>
        {editHref ? (
          <Link to={editHref} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
            Back to the editor
          </Link>
        ) : null}
      </Container>
    </div>
  );
}
