/** Paging through a list with `?page=` in the URL (news, completed campaigns, the project library, admin lists). */

/** Pages beyond this are refused as nonsense rather than turned into a huge OFFSET. */
const MAX_PAGE = 10_000;

/** `?page=` as a page number: missing, malformed, zero or negative → 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  const page = Number.parseInt(value, 10);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** How many pages `total` items fill; an empty list still has one (empty) page. */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type PageItem = number | "gap";

/**
 * The page links to show: always the first and last, the current one and its neighbours,
 * with a gap where pages are skipped (1 … 4 5 6 … 12). Short lists show every page.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const pages = new Set(
    [1, pageCount, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pageCount),
  );
  if (current <= 3) [2, 3, 4].forEach((page) => pages.add(page));
  if (current >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((page) => pages.add(page));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push("gap");
    items.push(page);
  });
  return items;
}

/** The same address with `page` set (dropped for page 1, so page 1 has one address). */
export function withPage(pathname: string, search: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** `?page=` of a request's URL as a page number (see `parsePageParam`). */
export function readPage(url: URL): number {
  return parsePageParam(url.searchParams.get("page"));
}
