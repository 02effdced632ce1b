import { z } from "zod";
import { CAMPAIGN_STATUSES, ROLES, SUBMISSION_STATUSES, TEAM_CATEGORIES } from "~/db/constants";
import { optionalText, requiredChoice, requiredText } from "~/utils/validation";

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
    .union([
      z.url({ protocol: /^https?$/ }),
      z.string().regex(/^\/(?!\/)\S*$/),
    ], { error: "Image URL must be a valid URL (https://…) or a path on this site (/images/…)" })
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
const goalAmount = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value),
  z.union([z.null(), amount]),
);

export const optionalDate = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z.iso.date({ error: "Please enter a date as YYYY-MM-DD." }).optional(),
);

export const CampaignSchema = z.object({
  title: requiredText("Title is required", { max: 200 }),
  description: requiredText("Description is required", { max: 5000 }),
  location: optionalText({ max: 200 }),
  startedDate: optionalDate,
  status: requiredChoice(CAMPAIGN_STATUSES, "Choose Active, Completed or Upcoming"),
  goalAmount,
  raisedAmount: amount,
  imageUrl: optionalImageUrl,
  campaignUrl: optionalUrl,
  donationFormUrl: optionalUrl,
  // A weak code is warned about in the editor, not refused (partners may have printed it).
  eligibilityCode: requiredText("Eligibility code is required", { max: 60 }).pipe(
    z.string().regex(/^\S+$/, "Eligibility codes cannot contain spaces"),
  ),
  isPublished: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});
export type CampaignInput = z.infer<typeof CampaignSchema>;

/** Part 1 §5: sort order an integer; non-numeric becomes 0. */
const sortOrder = z.preprocess((value) => {
  const parsed = Number.parseInt(typeof value === "string" ? value : "", 10);
  return Number.isFinite(parsed) ? parsed : 0;
}, z.number().int().min(-100_000).max(100_000));

export const TeamMemberSchema = z.object({
  name: requiredText("Name is required", { max: 120 }),
  role: requiredText("Role is required", { max: 120 }),
  description: requiredText("Description is required", { max: 2000 }),
  imageUrl: optionalImageUrl,
  category: requiredChoice(TEAM_CATEGORIES, "Choose Board of Directors or Committee Leads"),
  sortOrder,
});
export type TeamMemberInput = z.infer<typeof TeamMemberSchema>;

export const StatusChangeSchema = z.object({
  id: z.uuid(),
  status: z.enum(SUBMISSION_STATUSES),
});

export const RoleChangeSchema = z.object({
  userId: z.string().min(1).max(100),
  role: z.enum(ROLES),
});

/**
 * A content list's Publish / Unpublish buttons where the button says what it does
 * (completed campaigns, newsletters); other sections send the new state instead.
 */
export const PublishIntentSchema = z.object({
  intent: z.enum(["publish", "unpublish"]),
  id: z.uuid(),
});
