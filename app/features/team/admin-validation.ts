import { z } from "zod";
import { TEAM_CATEGORIES } from "~/db/constants";
import { optionalImageUrl } from "~/utils/content-validation";
import { imageTextFields, requireImageAlt } from "~/utils/image-alt";
import { requiredChoice, requiredText } from "~/utils/validation";

/** Part 1 §5: sort order an integer; non-numeric becomes 0. */
const sortOrder = z.preprocess((value) => {
  const parsed = Number.parseInt(typeof value === "string" ? value : "", 10);
  return Number.isFinite(parsed) ? parsed : 0;
}, z.number().int().min(-100_000).max(100_000));

const teamMemberFields = z.object({
  name: requiredText("Name is required", { max: 120 }),
  role: requiredText("Role is required", { max: 120 }),
  description: requiredText("Description is required", { max: 2000 }),
  imageUrl: optionalImageUrl,
  ...imageTextFields,
  category: requiredChoice(TEAM_CATEGORIES, "Choose Board of Directors or Committee Leads"),
  sortOrder,
});
export const TeamMemberSchema = teamMemberFields.superRefine(...requireImageAlt("imageUrl"));
export type TeamMemberInput = z.infer<typeof TeamMemberSchema>;

/** The team screen's one form action: save (create or update) or delete, parsed once. */
export const TeamActionSchema = z.discriminatedUnion("intent", [
  teamMemberFields
    .extend({ intent: z.literal("team-save"), id: z.string().optional() })
    .superRefine(...requireImageAlt("imageUrl")),
  z.object({ intent: z.literal("team-delete"), id: z.string().optional() }),
]);
