import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/utils/misc";
import { pageWindow } from "~/utils/projects/library";

const itemClasses =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold transition-colors";

/** Page links (`?page=2`), so paging works before JavaScript and every page can be linked. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < totalPages ? page + 1 : null;
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {previous ? (
        <Link to={hrefFor(previous)} className={cn(itemClasses, "border-line bg-white text-brand-800 hover:bg-brand-50")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className={cn(itemClasses, "border-line bg-sand text-muted")}>
          <ChevronLeft className="size-4" />
          Previous
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefFor(number)}
               
                aria-current={number === page ? "page" : undefined}
                className={cn(
                  itemClasses,
                  number === page
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-line bg-white text-brand-800 hover:bg-brand-50",
                )}
              >
                <span className="sr-only">Page </span>
                {number}
              </Link>
            </li>
          ),
        )}
      </ul>
      {next ? (
        <Link to={hrefFor(next)} className={cn(itemClasses, "border-line bg-white text-brand-800 hover:bg-brand-50")}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-hidden="true" className={cn(itemClasses, "border-line bg-sand text-muted")}>
          Next
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
