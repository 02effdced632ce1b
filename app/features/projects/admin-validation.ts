import { z } from "zod";
import { optionalDate, optionalImageUrl, optionalUrl } from "~/utils/content-validation";
import { imageTextFields, requireImageAlt } from "~/utils/image-alt";
import { optionalText, requiredText } from "~/utils/validation";
import { looksLikeId } from "~/utils/slugs/slug";
import { searchAppearanceFields } from "~/utils/slugs/validation";
import { isReservedProjectSlug, PROJECT_RESERVED_SLUG_MESSAGE } from "./reserved-slugs";

/** Part 1 §4: the three statuses the badges know; any other text is allowed and shows yellow. */
export const PROJECT_STATUS_SUGGESTIONS = ["Active", "Completed", "Upcoming"] as const;
export const PROJECT_CATEGORY_SUGGESTIONS = ["Business Opportunity", "Community Project", "Social Enterprise"] as const;

export const GRADIENT_DIRECTIONS = [
  { value: "to right", label: "Left to right" },
  { value: "to left", label: "Right to left" },
  { value: "to bottom", label: "Top to bottom" },
  { value: "to top", label: "Bottom to top" },
  { value: "to bottom right", label: "Diagonal, down to the right" },
  { value: "to top right", label: "Diagonal, up to the right" },
] as const;

/** Enough rows for any real project; the public page shows at most twelve. */
export const MAX_COLLABORATION_OPTIONS = 12;
export const MAX_GRADIENT_STOPS = 4;

/** A slug another project has now; one another project had before gets the shared SLUG_OLD_MESSAGE. */
export const SLUG_TAKEN_MESSAGE = "That address is already used by another project";
export const COLOR_MESSAGE = "Use a hex color such as #1f2937 (#rgb or #rrggbb).";

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** An optional brand colour: #rgb or #rrggbb, stored lower-case. */
const optionalColor = z.preprocess(
  (value) => (typeof value === "string" ? blankToUndefined(value.trim()) : value),
  z
    .string()
    .regex(HEX_COLOR, COLOR_MESSAGE)
    .transform((color) => color.toLowerCase())
    .optional(),
);

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/** A row of the collaboration list; a row left wholly empty is dropped before this runs. */
const collaborationRow = z
  .object({
    option: optionalText({ max: 120 }),
    description: optionalText({ max: 600 }),
  })
  .superRefine((row, ctx) => {
    // Part 1 §5: an option without both parts is never shown, so say so rather than lose it silently.
    if (row.option && !row.description) {
      ctx.addIssue({ code: "custom", path: ["description"], message: "Add a short description for this option" });
    }
    if (!row.option && row.description) {
      ctx.addIssue({ code: "custom", path: ["option"], message: "Give this option a name" });
    }
  });

const isEmptyRow = (row: unknown) =>
  !row ||
  (typeof row === "object" &&
    Object.values(row as Record<string, unknown>).every((value) => typeof value !== "string" || value.trim() === ""));

export const ProjectSchema = z
  .object({
    title: requiredText("Title is required", { max: 200 }),
    slug: z.preprocess(
      (value) => (typeof value === "string" ? blankToUndefined(value.trim().toLowerCase()) : value),
      z
        .string()
        .max(80, "Please keep the address under 80 characters.")
        .regex(SLUG, "Use lowercase letters, numbers and single hyphens only (for example: mary-kay-consultants)")
        .refine((slug) => !looksLikeId(slug), "This looks like an item's id. Please use words instead.")
        // /projects/library and the other fixed pages win over a project of that address.
        .refine((slug) => !isReservedProjectSlug(slug), PROJECT_RESERVED_SLUG_MESSAGE)
        .optional(),
    ),
    // The search description and social image of ADR 0052 (the address above keeps the project's messages).
    seoDescription: searchAppearanceFields.seoDescription,
    socialImageUrl: searchAppearanceFields.socialImageUrl,
    description: requiredText("Description is required", { max: 5000 }),
    location: optionalText({ max: 200 }),
    startedDate: optionalDate,
    status: requiredText("Status is required (for example Active, Completed or Upcoming)", { max: 40 }),
    category: requiredText("Category is required", { max: 80 }),
    imageUrl: optionalImageUrl,
    ...imageTextFields,
    projectUrl: optionalUrl,
    collaboratingCompanyName: optionalText({ max: 120 }),
    collaboratingCompanyLogo: optionalImageUrl,
    collaborationWays: optionalText({ max: 2000 }),
    // Rows may arrive with holes (an emptied row is sent as nothing at all); empty rows are ignored.
    collaborationOptions: z.preprocess(
      (value) => (Array.isArray(value) ? value.filter((row) => !isEmptyRow(row)) : []),
      z.array(collaborationRow).max(MAX_COLLABORATION_OPTIONS, `Up to ${MAX_COLLABORATION_OPTIONS} options, please.`),
    ),
    brandPrimary: optionalColor,
    brandSecondary: optionalColor,
    gradientDirection: z.preprocess(
      (value) => (typeof value === "string" ? blankToUndefined(value.trim().toLowerCase()) : value),
      z
        .string()
        // The listed directions, or an angle such as "135deg" that older records may hold.
        .refine(
          (direction) =>
            GRADIENT_DIRECTIONS.some((option) => option.value === direction) || /^-?\d{1,3}deg$/.test(direction),
          "Choose a direction from the list",
        )
        .optional(),
    ),
    gradientStops: z.preprocess(
      (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]),
      z.array(optionalColor).max(MAX_GRADIENT_STOPS),
    ),
    backgroundWhite: checkbox,
    isMadeInUsa: checkbox,
    isPublished: checkbox,
  })
  .superRefine(...requireImageAlt("imageUrl"))
  .superRefine((project, ctx) => {
    const seen = new Set<string>();
    project.collaborationOptions.forEach((row, index) => {
      const key = row.option?.toLowerCase();
      if (!key) return;
      if (seen.has(key)) {
        ctx.addIssue({
          code: "custom",
          path: ["collaborationOptions", index, "option"],
          message: "This option is already in the list",
        });
      }
      seen.add(key);
    });
    const stops = project.gradientStops.filter(Boolean);
    if (project.gradientDirection && stops.length < 2) {
      ctx.addIssue({ code: "custom", path: ["gradientStops"], message: "A gradient needs at least two colors" });
    }
  });

export type ProjectInput = z.infer<typeof ProjectSchema>;

export const PublishSchema = z.object({
  id: z.uuid(),
  publish: z.enum(["true", "false"]).transform((value) => value === "true"),
});
