import { slugify } from "~/utils/slugs/slug";

/**
 * `/newsletter/{digits}` is an issue's number, the address every email sent before ADR 0052
 * links: an issue's own address may not be digits only, or it would never be reached.
 */
export const ISSUE_NUMBER_SHAPE = /^[0-9]+$/;

export const SLUG_NUMBER_MESSAGE =
  "An address of numbers only would be read as an issue number. Please add a word, for example issue-2026.";

/**
 * The address made from a title, as the database makes it (`newsletter_slug_not_a_number` in
 * drizzle/0023): a title of digits only ("2026") gets "issue-" before them.
 */
export function issueSlugFromTitle(title: string): string {
  const slug = slugify(title);
  return ISSUE_NUMBER_SHAPE.test(slug) ? `issue-${slug}` : slug;
}
