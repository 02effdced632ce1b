import { EyeOff } from "lucide-react";
import { Link } from "react-router";
import type { PublishState } from "~/utils/preview";
import { formatDateTime, useSiteTimeZone } from "~/utils/site-time";
import { Container } from "./section";

/** The preview strip itself (preview-banner.tsx), in a file of its own: only staff ever see it. */
export function PreviewStrip({
  state,
  liveAt,
  editHref,
}: {
  state: PublishState;
  liveAt?: string | null;
  editHref?: string;
}) {
  const timeZone = useSiteTimeZone();
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
