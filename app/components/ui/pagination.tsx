import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/utils/misc";
import { pageItems } from "./paging";

const itemClasses =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 font-semibold transition-colors";
const linkClasses = "border-line bg-white text-brand-800 hover:bg-brand-50";
const currentClasses = "border-brand-700 bg-brand-700 text-white";

/**
 * Page links: plain links with the page in the address, so paging works before JavaScript loads
 * and every page can be linked. Three looks:
 * - `numbers` (default): previous, every page number (with gaps), next, and "Page 2 of 5" below;
 *   the numbers show from the `sm` breakpoint up (news, completed campaigns);
 * - `numbers-only`: previous, the page numbers on every screen, next, and no count (the project library);
 * - `count`: small previous and next buttons either side of "Page 2 of 5" (admin tables), or of
 *   `summary` when given ("Showing 21–40 of 57" on the content lists).
 *
 * `hrefFor` gives each page's address; without it the current address is kept with `page` set.
 */
export function Pagination({
  page,
  pageCount,
  label,
  hrefFor,
  variant = "numbers",
  summary,
}: {
  page: number;
  pageCount: number;
  /** Names the navigation landmark, e.g. "News pages". */
  label: string;
  hrefFor?: (page: number) => string;
  variant?: "numbers" | "numbers-only" | "count";
  /** The `count` variant's middle text, instead of "Page 2 of 5". */
  summary?: ReactNode;
}) {
  const { search } = useLocation();
  if (pageCount <= 1) return null;
  const href =
    hrefFor ??
    ((target: number) => {
      const next = new URLSearchParams(search);
      next.set("page", String(target));
      return `?${next.toString()}`;
    });

  if (variant === "count") {
    return (
      <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
        {page > 1 ? (
          <Link to={href(page - 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <ChevronLeft aria-hidden="true" /> Previous
          </Link>
        ) : (
          <span />
        )}
        <p className="text-sm text-muted">
          {summary ?? (
            <>
              Page {page} of {pageCount}
            </>
          )}
        </p>
        {page < pageCount ? (
          <Link to={href(page + 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
            Next <ChevronRight aria-hidden="true" />
          </Link>
        ) : (
          <span />
        )}
      </nav>
    );
  }

  const numbersEverywhere = variant === "numbers-only";
  const classes = cn(itemClasses, numbersEverywhere && "text-sm");
  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="size-4" />
      Previous
    </>
  );
  const next = (
    <>
      Next
      <ChevronRight aria-hidden="true" className="size-4" />
    </>
  );
  const numbers = pageItems(page, pageCount).map((item, index) =>
    item === "gap" ? (
      <li
        key={`gap-${index}`}
        aria-hidden="true"
        className={cn("px-1 text-muted", !numbersEverywhere && "hidden sm:block")}
      >
        …
      </li>
    ) : (
      <li key={item} className={numbersEverywhere ? undefined : "hidden sm:block"}>
        <Link
          to={href(item)}
          aria-current={item === page ? "page" : undefined}
          className={cn(classes, item === page ? currentClasses : linkClasses)}
        >
          <span className="sr-only">Page </span>
          {item}
        </Link>
      </li>
    ),
  );

  if (numbersEverywhere) {
    return (
      <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className={cn(classes, linkClasses)}>
            {previous}
          </Link>
        ) : (
          <span aria-hidden="true" className={cn(classes, "border-line bg-sand text-muted")}>
            {previous}
          </span>
        )}
        <ul className="flex flex-wrap items-center gap-2">{numbers}</ul>
        {page < pageCount ? (
          <Link to={href(page + 1)} className={cn(classes, linkClasses)}>
            {next}
          </Link>
        ) : (
          <span aria-hidden="true" className={cn(classes, "border-line bg-sand text-muted")}>
            {next}
          </span>
        )}
      </nav>
    );
  }

  return (
    <nav aria-label={label} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={cn(classes, linkClasses)}>
              {previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(classes, "border-line bg-white text-muted opacity-60")}>
              {previous}
            </span>
          )}
        </li>
        {numbers}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} className={cn(classes, linkClasses)}>
              {next}
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(classes, "border-line bg-white text-muted opacity-60")}>
              {next}
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
