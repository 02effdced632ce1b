import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** Previous / next links that keep the other query parameters. */
export function Pagination({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  const [searchParams] = useSearchParams();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
          Next <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `?page=` as a positive integer (anything else is page 1). */
export function readPage(url: URL): number {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1;
}
