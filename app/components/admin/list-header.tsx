import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** The top of a content list: its heading (with the count once loaded), what it holds, and its "New …" button. */
export function ListHeader({
  titleId,
  title,
  count,
  description,
  newTo,
  newLabel,
}: {
  /** For the list's `aria-labelledby`. */
  titleId?: string;
  title: string;
  /** Left out (null) when the list could not be loaded. */
  count?: number | null;
  description: ReactNode;
  newTo: string;
  newLabel: string;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={titleId} className="text-2xl font-semibold">
          {title}
          {typeof count === "number" ? (
            <>
              {" "}
              <span className="text-muted">({count})</span>
            </>
          ) : null}
        </h2>
        <p className="mt-1 max-w-2xl text-muted">{description}</p>
      </div>
      <Link to={newTo} className={buttonClasses({ className: "self-start sm:self-auto" })}>
        <Plus aria-hidden="true" /> {newLabel}
      </Link>
    </div>
  );
}
