import { z } from "zod";
import { optionalImageUrl, optionalUrl } from "~/utils/content-validation";
import { parseDateTimeInput } from "~/utils/site-time-input";
import { imageTextFields, requireImageAlt } from "~/utils/image-alt";
import { optionalText, requiredChoice, requiredText } from "~/utils/validation";
import { searchAppearanceFields } from "~/utils/slugs/validation";

/**
 * The four categories the public news page files stories under (the seeded stories and the
 * filter on /latest-news, part 2 §2 'Latest news'). The filter groups by the exact spelling,
 * so staff choose from this list instead of typing one.
 */
export const NEWS_CATEGORIES = ["Campaigns", "Academy", "Partnerships", "Community"] as const;
export type NewsCategoryName = (typeof NEWS_CATEGORIES)[number];

export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

/** A stored category in one of the four spellings, or undefined (staff must choose again). */
export function knownCategory(value: string | null | undefined): NewsCategoryName | undefined {
  const wanted = value?.trim().toLowerCase();
  return NEWS_CATEGORIES.find((category) => category.toLowerCase() === wanted);
}

/** "food, Winter ,food" → ["food", "Winter"]: trimmed, empty ones dropped, repeats (any case) once. */
export function parseTags(value: unknown): string[] {
  if (typeof value !== "string") return [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of value.split(",")) {
    const tag = raw.replace(/\s+/g, " ").trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const tags = z.preprocess(
  parseTags,
  z
    .array(z.string().max(MAX_TAG_LENGTH, `Please keep each tag under ${MAX_TAG_LENGTH} characters.`))
    .max(MAX_TAGS, `Please use at most ${MAX_TAGS} tags.`),
);

/**
 * The date and time from a `datetime-local` field, read as wall-clock time in the site's zone
 * (`SITE_TIME_ZONE`, issue 18): what staff type is when the story goes live. Empty means now; a
 * time still ahead schedules a published story for that moment.
 */
function publishedDateIn(timeZone: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string" || value.trim() === "") return new Date();
      return parseDateTimeInput(value, timeZone) ?? new Date(Number.NaN);
    },
    z
      .date({ error: "Please enter a date and time, for example 2026-11-18 09:30." })
      .min(new Date("1990-01-01T00:00:00Z"), "Please enter a date after 1990.")
      .max(new Date("2100-01-01T00:00:00Z"), "Please enter a date before 2100."),
  );
}

/** True when the HTML has something a reader would see: text or a picture (not just `<p></p>`). */
export function hasReadableContent(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/gi, " ")
    .trim();
  return text.length > 0 || /<img\b/i.test(html);
}

const CONTENT_REQUIRED = "Please write the story before saving.";

/** The article body as HTML (the editor's output, or HTML typed without JavaScript). Sanitised on the server before it is stored. */
const content = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z
    .string({ error: CONTENT_REQUIRED })
    .max(200_000, "This story is too long to save in one piece. Please shorten it.")
    .refine(hasReadableContent, CONTENT_REQUIRED),
);

/** The editor's schema, dates read in `timeZone` (the server's `env.SITE_TIME_ZONE`, the browser's `useSiteTimeZone()`). */
export const newsItemSchema = (timeZone: string) =>
  z
    .object({
      title: requiredText("Please give the story a title.", { max: 200 }),
      description: requiredText("Please write a short summary for the news cards.", { max: 600 }),
      content,
      category: requiredChoice(NEWS_CATEGORIES, `Choose a category: ${NEWS_CATEGORIES.join(", ")}.`),
      tags,
      author: optionalText({ max: 120 }),
      publishedDate: publishedDateIn(timeZone),
      imageUrl: optionalImageUrl,
      ...imageTextFields,
      externalUrl: optionalUrl,
      isPublished: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
      ...searchAppearanceFields,
    })
    .superRefine(...requireImageAlt("imageUrl"));
export type NewsItemInput = z.infer<ReturnType<typeof newsItemSchema>>;

/** The publish toggle on the list. */
export const PublishToggleSchema = z.object({
  id: z.uuid(),
  isPublished: z.enum(["true", "false"]).transform((value) => value === "true"),
});
