import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/utils/misc";
import { pageItems, withPage } from "../pagination";

const itemClasses =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 font-semibold transition-colors";

/**
 * Page links (plain links, so paging works before JavaScript loads and every page has an
 * address). `fragment` brings the visitor back to the list rather than the top of the page.
 */
export function Pagination({
  page,
  pageCount,
  pathname,
  search,
  label,
  fragment,
}: {
  page: number;
  pageCount: number;
  pathname: string;
  search: string;
  /** Names the navigation landmark, e.g. "News pages". */
  label: string;
  fragment?: string;
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => `${withPage(pathname, search, target)}${fragment ? `#${fragment}` : ""}`;
  return (
    <nav aria-label={label} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={cn(itemClasses, "border-line bg-white text-brand-800 hover:bg-brand-50")}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(itemClasses, "border-line bg-white text-muted opacity-60")}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </span>
          )}
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-muted sm:block">
              …
            </li>
          ) : (
            <li key={item} className="hidden sm:block">
              <Link
                to={href(item)}
                aria-current={item === page ? "page" : undefined}
                className={cn(
                  itemClasses,
                  item === page
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-line bg-white text-brand-800 hover:bg-brand-50",
                )}
              >
                <span className="sr-only">Page </span>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} className={cn(itemClasses, "border-line bg-white text-brand-800 hover:bg-brand-50")}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(itemClasses, "border-line bg-white text-muted opacity-60")}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
    </nav>
  );
}
