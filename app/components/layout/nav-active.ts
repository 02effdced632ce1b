import type { NavItem } from "~/content/site";

/** "/about/" → "/about"; the root stays "/". Query strings and hashes are ignored. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  const trimmed = bare.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** True when `to` is the page being shown: the link that gets `aria-current="page"`. */
export function isCurrentPage(pathname: string, to: string): boolean {
  return normalizePath(pathname) === normalizePath(to);
}

/** True when `pathname` is `to` or a page below it ("/about/team" is within "/about"; "/" only matches itself). */
export function isWithinPath(pathname: string, to: string): boolean {
  const current = normalizePath(pathname);
  const target = normalizePath(to);
  if (target === "/") return current === "/";
  return current === target || current.startsWith(`${target}/`);
}

/**
 * Other URL prefixes that belong to a top-level section, so the section stays highlighted on its
 * detail pages: news articles live under /news although the menu links /latest-news (spec part 1 §2),
 * and every project and campaign page sits under the Projects menu.
 */
const SECTION_PREFIXES: Record<string, string[]> = {
  "/latest-news": ["/news"],
  "/projects/library": ["/projects", "/campaigns", "/completed-campaigns"],
};

/** True when the page shown belongs to a top-level menu entry (its own link, a submenu link or a known alias). */
export function isInSection(pathname: string, item: Pick<NavItem, "to" | "children">): boolean {
  const prefixes = [item.to, ...(item.children?.map((child) => child.to) ?? []), ...(SECTION_PREFIXES[item.to] ?? [])];
  return prefixes.some((prefix) => isWithinPath(pathname, prefix));
}
