import { parsePageParam } from "~/components/ui/paging";

/** What `/latest-news` reads from its address: `?page=` (1 when missing or malformed) and `?category=`. */
export function parseNewsQuery(searchParams: URLSearchParams): { page: number; requestedCategory: string | null } {
  return {
    page: parsePageParam(searchParams.get("page")),
    // A blank category means none.
    requestedCategory: searchParams.get("category")?.trim() || null,
  };
}

/**
 * The category the filter marks as chosen: the known one's slug, else what the address asked for
 * (lower-cased, so an unknown category still shows no other pill as chosen), else none.
 */
export function selectedCategorySlug(known: { slug: string } | null, requested: string | null): string | null {
  return known?.slug ?? (requested ? requested.toLowerCase() : null);
}
