import { z } from "zod";

/** Field schemas the back-office editors share (web addresses, images, amounts, dates). */

export const optionalUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z
    .url({ protocol: /^https?$/, error: "Please enter a full web address starting with https://" })
    .max(2000)
    .optional(),
);

/** An image: a full https:// address or a path on this site ("/images/…", never "//host"). */
export const optionalImageUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z
    .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)\S*$/)], {
      error: "Image URL must be a valid URL (https://…) or a path on this site (/images/…)",
    })
    .refine((value) => value.length <= 2000, "Image URL is too long")
    .optional(),
);

/** Part 1 §5: amounts are parsed as numbers and anything invalid becomes 0. */
export const amount = z.preprocess((value) => {
  if (typeof value !== "string") return 0;
  const cleaned = value.replace(/[$,\s]/g, "");
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.round(parsed * 100) / 100 : 0;
}, z.number().max(9_999_999_999));

/** An empty goal means "no goal" (no progress bar); anything else parses like an amount. */
export const goalAmount = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value,
  z.union([z.null(), amount]),
);

export const optionalDate = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z.iso.date({ error: "Please enter a date as YYYY-MM-DD." }).optional(),
);
