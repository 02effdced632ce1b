/**
 * Item addresses (issue 39 part 5, ADR 0052): `/news/{slug}`. A slug is lowercase letters, digits
 * and single hyphens, at most 80 characters. The database makes the same one from a title when a
 * row arrives without one (`fill_slug` in drizzle/0019_slugs.sql); this copy prefills the editor.
 */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Search engines show about this many characters of a description before cutting it. */
export const SEO_DESCRIPTION_MAX = 160;

/** "Café Owners' Club — Austin, TX" → "cafe-owners-club-austin-tx"; "" when nothing is left. */
export function slugify(title: string, max = 72): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "s")
    .replace(/ø/g, "o")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/g, "");
}

/** A slug may not look like an item's id: the id is the other address an item answers to. */
export function looksLikeId(slug: string): boolean {
  return UUID_SHAPE.test(slug);
}

/** Could this be a stored slug? Anything else in the address is looked up as an id or not at all. */
export function isSlugShaped(value: string | undefined): value is string {
  return typeof value === "string" && value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}

/**
 * A description as a search result shows it: whitespace collapsed, and past `max` characters cut
 * at the last whole word with an ellipsis, the way Google trims a snippet.
 */
export function previewDescription(text: string, max = SEO_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")} …`;
}

/** A title as a search result shows it: about 60 characters, then an ellipsis. */
export function previewTitle(text: string, max = 60): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut} …`;
}
