/**
 * Which requests the page cache may answer or keep, and under what key (see ./index.ts).
 */

/** Parameters that links carry for analytics; no page reads them. */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The cache key of an address: its path and query, tracking parameters left out and the rest
 * in name order (a page reads parameters by name, so their order changes nothing).
 */
export function cacheKey(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const pathname = url.slice(0, mark);
  const kept = [...new URLSearchParams(url.slice(mark + 1))]
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}

const CANONICAL_LINK = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/;

/** The cache key of the canonical address a rendered page names in its head, if any. */
export function canonicalKey(html: string): string | undefined {
  const href = CANONICAL_LINK.exec(html)?.[1];
  if (href === undefined) return undefined;
  try {
    const url = new URL(href.replaceAll("&amp;", "&"));
    return cacheKey(url.pathname + url.search);
  } catch {
    return undefined;
  }
}

/** Session (better-auth, prefix "csn"), flash toast and Academy unlock cookies mark a personal page. */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?(?:csn[._]|toast=)/;
const NEVER_CACHED = /^\/(?:admin|admin-api|auth|api|search|media|healthz)(?:[/?.]|$)/;

export function isPersonalRequest(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader && PERSONAL_COOKIE.test(cookieHeader));
}

export function isCacheablePath(url: string): boolean {
  if (NEVER_CACHED.test(url)) return false;
  // React Router's data requests (client navigation) and files are not documents.
  const pathname = url.split("?", 1)[0]!;
  return !pathname.endsWith(".data") && !/\.[a-z0-9]{2,5}$/i.test(pathname);
}
