import { z } from "zod";
import { optionalImageUrl } from "~/utils/content-validation";
import { optionalText } from "~/utils/validation";
import { looksLikeId, SEO_DESCRIPTION_MAX, SLUG_MAX, SLUG_PATTERN } from "./slug";

export const SLUG_FORMAT_MESSAGE =
  "Use lowercase letters, numbers and single hyphens only (for example: winter-coat-drive).";
export const SLUG_TAKEN_MESSAGE = "Another item already uses this address. Please choose a different one.";
export const SLUG_OLD_MESSAGE =
  "This address used to belong to another item and still leads there. Please choose a different one.";

/**
 * The "Search appearance" fields of an editor (app/components/admin/search-appearance.tsx). An
 * empty slug is allowed: the database then makes one from the title.
 */
export const searchAppearanceFields = {
  slug: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
    z
      .string()
      .max(SLUG_MAX, `Please keep the address under ${SLUG_MAX} characters.`)
      .regex(SLUG_PATTERN, SLUG_FORMAT_MESSAGE)
      .refine((slug) => !looksLikeId(slug), "This looks like an item's id. Please use words instead.")
      .optional(),
  ),
  seoDescription: optionalText({
    max: SEO_DESCRIPTION_MAX,
    tooLong: `Please keep the description under ${SEO_DESCRIPTION_MAX} characters: search results cut the rest.`,
  }),
  socialImageUrl: optionalImageUrl,
};
