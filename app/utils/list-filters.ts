/**
 * The search, status filter and page of a back-office content list (issue 39, part 6), all in the
 * address (`?q=…&status=…&page=…`), so a list works from a plain GET form, before JavaScript loads,
 * and every filtered page can be bookmarked. The sections turn these into SQL themselves.
 */
import { parsePageParam } from "~/components/ui/paging";

/** Rows on one page of a content list. */
export const CONTENT_LIST_PAGE_SIZE = 20;

/** Longer searches are cut, not refused: nobody types a 200-character title to find it. */
const MAX_QUERY_LENGTH = 200;

export interface ListFilters<Status extends string> {
  /** What to look for in the title (and the summary where the section has one); "" for everything. */
  q: string;
  /** One of the section's statuses, or null for any. */
  status: Status | null;
  page: number;
}

/** `?q=`, `?status=` (only a status this list knows) and `?page=` of a list's address, cleaned. */
export function readListFilters<Status extends string>(url: URL, statuses: readonly Status[]): ListFilters<Status> {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const statusParam = url.searchParams.get("status") ?? "";
  const status = (statuses as readonly string[]).includes(statusParam) ? (statusParam as Status) : null;
  return { q, status, page: parsePageParam(url.searchParams.get("page")) };
}

/** The OFFSET of a page. */
export function listOffset(page: number, pageSize = CONTENT_LIST_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** True when the list is narrowed by a search or a status (its empty state then offers to clear them). */
export function isFiltered(filters: { q: string; status: string | null }): boolean {
  return filters.q !== "" || filters.status !== null;
}
