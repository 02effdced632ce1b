import { z } from "zod";
import { optionalDate, optionalImageUrl } from "~/utils/content-validation";
import { imageTextFields, requireImageAlt } from "~/utils/image-alt";
import { optionalText, requiredText } from "~/utils/validation";
import { searchAppearanceFields } from "~/utils/slugs/validation";
import { ISSUE_NUMBER_SHAPE, SLUG_NUMBER_MESSAGE } from "./slug";

/** The public issue page takes up to nine digits (`/newsletter/{number}`). */
export const MAX_ISSUE_NUMBER = 999_999_999;

/** Enough for a long letter; the HTML is cleaned on the server before it is stored. */
export const MAX_CONTENT_LENGTH = 100_000;

const issueNumber = z.preprocess(
  (value) => {
    if (typeof value !== "string" || value.trim() === "") return undefined;
    const trimmed = value.trim();
    // Only plain digits count: "12abc", "1e3" and "12.5" are refused rather than read as numbers.
    return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? "Issue number is required" : "Issue number must be a whole number, like 12",
    })
    .int("Issue number must be a whole number, like 12")
    .min(1, "Issue number must be 1 or more")
    .max(MAX_ISSUE_NUMBER, "Issue number is too large"),
);

/** A newsletter issue as an admin edits it (part 2 §5 'newsletters'). */
export const NewsletterSchema = z
  .object({
    newsletterNumber: issueNumber,
    title: requiredText("Title is required", { max: 200 }),
    excerpt: optionalText({ max: 600 }),
    // Not run through stripScriptTags: the whole HTML is cleaned by sanitizeRichHtml on the server.
    content: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
      z
        .string({ error: "Content is required" })
        .max(
          MAX_CONTENT_LENGTH,
          `Please keep the content under ${MAX_CONTENT_LENGTH.toLocaleString("en-US")} characters.`,
        ),
    ),
    author: optionalText({ max: 120 }),
    publishedDate: optionalDate,
    featuredImageUrl: optionalImageUrl,
    ...imageTextFields,
    isPublished: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
    ...searchAppearanceFields,
    slug: searchAppearanceFields.slug.refine(
      (slug) => slug === undefined || !ISSUE_NUMBER_SHAPE.test(slug),
      SLUG_NUMBER_MESSAGE,
    ),
  })
  .superRefine(...requireImageAlt("featuredImageUrl"));
export type NewsletterInput = z.infer<typeof NewsletterSchema>;

/** The editor's Preview button: only the content matters, the other fields are kept as typed. */
export const NewsletterPreviewSchema = z.object({
  content: z.preprocess((value) => (typeof value === "string" ? value : ""), z.string().max(MAX_CONTENT_LENGTH)),
});
