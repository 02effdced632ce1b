import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { cn } from "~/utils/misc";

/** The look of a filter's control (the submissions lists and the content lists share it). */
export const filterControl = "h-11 w-full rounded-md border border-line bg-white px-3 text-base font-normal";

/** One filter of a list: its label above its control, the full width of a phone. */
export function FilterField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={cn("flex min-w-0 flex-col gap-1.5 text-sm font-semibold", className)}>
      {label}
      {children}
    </label>
  );
}

/**
 * A content list's search box and status filter (issue 39, part 6): a GET form, so the filters are
 * in the address (bookmarkable, and working before JavaScript loads); submitting starts again at
 * page 1. "Clear" shows once something narrows the list.
 */
export function ContentListFilters<Status extends string>({
  listPath,
  label,
  q,
  status,
  statuses,
  placeholder,
  statusLabel = "Status",
  anyStatusLabel = "Any status",
}: {
  /** The list's own address, which "Clear" goes back to. */
  listPath: string;
  /** What the list holds, lower case ("news items"), for the search landmark's name. */
  label: string;
  q: string;
  status: Status | null;
  /** Each status the section has, with its label; left out for a list without statuses. */
  statuses?: readonly { value: Status; label: string }[];
  placeholder: string;
  /** The status filter's label, for a list whose "status" is something else (the team's groups). */
  statusLabel?: string;
  anyStatusLabel?: string;
}) {
  return (
    <Form
      // Uncontrolled fields keep what was typed: a new search (or Clear) starts the form afresh.
      key={`${q}\u0000${status ?? ""}`}
      method="get"
      action={listPath}
      role="search"
      aria-label={`Search ${label}`}
      className="grid gap-3 rounded-lg border border-line bg-white p-4 sm:flex sm:flex-wrap sm:items-end"
    >
      <FilterField label="Search" className="sm:min-w-64 sm:flex-1">
        <input type="search" name="q" defaultValue={q} placeholder={placeholder} className={filterControl} />
      </FilterField>
      {statuses ? (
        <FilterField label={statusLabel}>
          <select name="status" defaultValue={status ?? ""} className={filterControl}>
            <option value="">{anyStatusLabel}</option>
            {statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FilterField>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="flex-1 sm:flex-none">
          <Search aria-hidden="true" /> Search
        </Button>
        {q || status ? (
          <Link to={listPath} className={buttonClasses({ variant: "ghost" })}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A filtered list with no rows: it says so, and offers the way back to everything. */
export function NoMatches({ listPath, what }: { listPath: string; what: string }) {
  return (
    <div role="status" className="rounded-lg border border-line bg-white p-6">
      <p className="font-semibold">No {what} match these filters.</p>
      <p className="mt-1 text-muted">
        Try fewer words or another status, or{" "}
        <Link to={listPath} className="font-semibold text-brand-700 underline">
          clear the filters
        </Link>{" "}
        to see them all.
      </p>
    </div>
  );
}

/** An address past the last page (an old bookmark of a list that shrank): back to the first. */
export function PastTheLastPage({ listPath, page }: { listPath: string; page: number }) {
  return (
    <div className="rounded-lg border border-line bg-white p-6">
      <p className="text-muted">
        There is nothing on page {page}.{" "}
        <Link to={listPath} className="font-semibold text-brand-700 underline">
          Go to the first page
        </Link>
      </p>
    </div>
  );
}

/** The status filter of a section whose items are either published or drafts. */
export const PUBLISHED_OR_DRAFT = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Draft" },
] as const satisfies readonly { value: string; label: string }[];

/**
 * Below a content list: "Showing 21–40 of 57", with Previous and Next when there is more than one
 * page (plain links that keep the search and the status).
 */
export function ListPaging({
  page,
  pageSize,
  total,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Names the navigation landmark, e.g. "News item pages". */
  label: string;
}) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const summary = first > total ? `${total.toLocaleString("en-US")} in all` : showing(first, last, total);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return <p className="text-sm text-muted">{summary}</p>;
  return <Pagination variant="count" page={page} pageCount={pageCount} label={label} summary={summary} />;
}

function showing(first: number, last: number, total: number) {
  const n = (value: number) => value.toLocaleString("en-US");
  return `Showing ${n(first)}–${n(last)} of ${n(total)}`;
}
