import { z } from "zod";
import { optionalText } from "./validation";

/**
 * Alt text for content images (issue 18). Every image staff set on a piece of content carries a
 * description (`imageAlt`) or is marked decorative (`imageDecorative`, published with alt="").
 * The same schema pieces run in the browser and on the server.
 */

export const IMAGE_ALT_MAX = 250;
export const IMAGE_ALT_REQUIRED = "Describe the image, or mark it as decorative.";

/** The two form fields that sit beside every content image field. */
export const imageTextFields = {
  imageAlt: optionalText({
    max: IMAGE_ALT_MAX,
    tooLong: `Please keep the description under ${IMAGE_ALT_MAX} characters.`,
  }),
  imageDecorative: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
};

interface ImageTextInput {
  imageAlt?: string | undefined;
  imageDecorative: boolean;
}

/**
 * For a schema's `.superRefine(...requireImageAlt("imageUrl"))`: when an image is set, its
 * description is required unless it is marked decorative. The message sits next to the alt text
 * field, and it shows together with other fields' errors (the check runs whenever the image and
 * its two fields themselves parsed), so nobody fixes a form twice.
 */
export function requireImageAlt<K extends string>(imageKey: K) {
  const check = (value: Partial<Record<K, string>> & ImageTextInput, ctx: z.RefinementCtx) => {
    if (value[imageKey] && !value.imageDecorative && !value.imageAlt) {
      ctx.addIssue({ code: "custom", path: ["imageAlt"], message: IMAGE_ALT_REQUIRED });
    }
  };
  const own = new Set<PropertyKey>([imageKey, "imageAlt", "imageDecorative"]);
  const params = {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      !payload.issues.some((issue) => own.has(issue.path?.[0] ?? "")),
  };
  return [check, params] as const;
}

/** The columns to store: with no image there is nothing to describe, so both are cleared. */
export function imageTextColumns(imageUrl: string | null | undefined, input: ImageTextInput) {
  return imageUrl
    ? { imageAlt: input.imageAlt ?? null, imageDecorative: input.imageDecorative }
    : { imageAlt: null, imageDecorative: false };
}

/** What a stored row says about its image. */
export interface StoredImageText {
  imageAlt: string | null;
  imageDecorative: boolean;
}

/**
 * The alt attribute a public page gives a content image: "" when staff marked it decorative,
 * their description otherwise, and for older rows saved before alt text existed a description
 * built from the content's title (`fallback`), never an empty alt that was not chosen.
 */
export function contentImageAlt(row: StoredImageText, fallback: string): string {
  if (row.imageDecorative) return "";
  return row.imageAlt?.trim() || fallback;
}

/** A row as the public pages get it: the stored pair replaced by the alt attribute to render. */
export function withImageAlt<T extends StoredImageText>(
  row: T,
  fallback: string,
): Omit<T, "imageAlt" | "imageDecorative"> & { imageAlt: string } {
  const { imageAlt: _alt, imageDecorative: _decorative, ...rest } = row;
  return { ...rest, imageAlt: contentImageAlt(row, fallback) };
}
