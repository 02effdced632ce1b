import type { MetaDescriptor } from "react-router";
import { SITE_NAME, SITE_TAGLINE } from "~/content/site";

/**
 * The head of every public page: title, description, an absolute canonical URL, Open Graph and
 * Twitter card tags, all rendered on the server from a route's `meta`. The site's origin comes
 * from PUBLIC_URL through the root loader (`origin`), so links shared from any host name point
 * at the one public address.
 */

/** Drawn by scripts/make-share-images.ts with the site's colours and name. */
export const DEFAULT_SHARE_IMAGE = {
  path: "/images/share/default.png",
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: ${SITE_TAGLINE}`,
};
export const ORGANIZATION_LOGO = "/images/share/logo.png";
export const DEFAULT_DESCRIPTION =
  "Community Synergy Network is a nonprofit that turns donations, business partnerships and free training into livelihoods for families.";

/** What a meta function's `matches` holds; only the root's data is read. */
type MetaMatchLike = { id: string; loaderData?: unknown } | undefined;

/** The public origin (PUBLIC_URL, no trailing slash) from the root loader's data, or "" when it is missing. */
export function originFromMatches(matches: readonly MetaMatchLike[]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData as { origin?: unknown } | undefined;
  return typeof data?.origin === "string" ? data.origin : "";
}

/** `/news/1` → `https://example.org/news/1`; absolute http(s) URLs stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith("//")) return `https:${pathOrUrl}`;
  return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * A canonical path with only the query parameters that change what the page shows, in a fixed
 * order; `page` only when it is above 1. Tracking parameters (utm_*, fbclid …) never get in.
 */
export function canonicalPath(
  pathname: string,
  params: Record<string, string | number | null | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") continue;
    if (name === "page" && Number(value) <= 1) continue;
    query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export interface SeoOptions {
  /** An Atom feed of this page's list, announced to feed readers in <head>. */
  feed?: { title: string; path: string };
  /** The whole `<title>`. */
  title: string;
  description?: string;
  /** Path of the canonical URL (with its meaningful query); `null` leaves the canonical out. */
  path: string | null;
  /** Shown on social cards: the item's own image (site path or absolute URL), else the default share image. */
  image?: string | null;
  imageAlt?: string;
  /** og:title and twitter:title when shorter than the `<title>` helps (defaults to the title). */
  socialTitle?: string;
  type?: "website" | "article";
  /** Keeps the page out of search results (forms with personal links, errors, accounts). */
  noindex?: boolean;
  /** Extra descriptors (e.g. article:published_time). */
  extra?: MetaDescriptor[];
}

/** Every descriptor a page needs; `matches` is the meta function's own argument. */
export function seoMeta(matches: readonly MetaMatchLike[], options: SeoOptions): MetaDescriptor[] {
  return buildSeoMeta(originFromMatches(matches), options);
}

export function buildSeoMeta(origin: string, options: SeoOptions): MetaDescriptor[] {
  const description = options.description?.trim() || DEFAULT_DESCRIPTION;
  const socialTitle = options.socialTitle ?? options.title;
  // Social networks do not show SVG cards: an item drawn as SVG gets the default picture.
  const candidate = options.image?.trim();
  const ownImage = candidate && !/\.svg(?:[?#]|$)/i.test(candidate) ? candidate : undefined;
  const image = absoluteUrl(origin, ownImage || DEFAULT_SHARE_IMAGE.path);
  const imageAlt = ownImage ? (options.imageAlt ?? socialTitle) : DEFAULT_SHARE_IMAGE.alt;
  const url = options.path === null ? null : absoluteUrl(origin, options.path);

  const descriptors: MetaDescriptor[] = [{ title: options.title }, { name: "description", content: description }];
  if (options.noindex) descriptors.push({ name: "robots", content: "noindex" });
  if (url) descriptors.push({ tagName: "link", rel: "canonical", href: url });
  if (options.feed) {
    descriptors.push({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: options.feed.title,
      href: absoluteUrl(origin, options.feed.path),
    });
  }
  descriptors.push(
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    ...(ownImage
      ? []
      : [
          { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE.width) },
          { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE.height) },
        ]),
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(options.extra ?? []),
  );
  return descriptors;
}

/** A short description from longer text: whitespace collapsed, cut at a word near `max`. */
export function metaDescription(text: string | null | undefined, max = 160): string | undefined {
  const clean = (text ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!clean) return undefined;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 3);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}...`;
}
