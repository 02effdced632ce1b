import { PARTNER_PAGE_META, type PartnerPageSlug } from "~/content/partners/meta";

/**
 * Finding a partner page's record (app/content/partners.ts) from the path React Router matched.
 * Each partner path is its own line in app/routes.ts, so only those exact paths reach the shared
 * route module; the lookup follows React Router's matching (case-insensitive, trailing slashes
 * ignored, percent-escapes decoded), so every URL that matched finds its record.
 */
export function partnerSlugFromPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot have matched a partner path; the lookup below then finds nothing.
  }
  return path.replace(/\/+$/, "").split("/").pop()?.toLowerCase() ?? "";
}

/** The record of the partner page at `pathname`; throws when app/routes.ts and the records disagree. */
export function requirePartnerPage<T extends { slug: string }>(pages: readonly T[], pathname: string): T {
  const slug = partnerSlugFromPath(pathname);
  const page = pages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No partner page record for ${pathname}: add it to app/content/partners.ts`);
  return page;
}

/** The title and description of the partner page at `pathname` (content/partners/meta.ts), and its slug. */
export function requirePartnerPageMeta(pathname: string) {
  const slug = partnerSlugFromPath(pathname);
  if (!Object.hasOwn(PARTNER_PAGE_META, slug)) {
    throw new Error(`No partner page record for ${pathname}: add it to app/content/partners/meta.ts`);
  }
  return { slug, ...PARTNER_PAGE_META[slug as PartnerPageSlug] };
}
