import { z } from "zod";
import { CAMPAIGN_STATUSES } from "~/db/constants";
import { amount, goalAmount, optionalDate, optionalImageUrl, optionalUrl } from "~/utils/content-validation";
import { imageTextFields, requireImageAlt } from "~/utils/image-alt";
import { optionalText, requiredChoice, requiredText } from "~/utils/validation";

const campaignFields = z.object({
  title: requiredText("Title is required", { max: 200 }),
  description: requiredText("Description is required", { max: 5000 }),
  location: optionalText({ max: 200 }),
  startedDate: optionalDate,
  status: requiredChoice(CAMPAIGN_STATUSES, "Choose Active, Completed or Upcoming"),
  goalAmount,
  raisedAmount: amount,
  imageUrl: optionalImageUrl,
  ...imageTextFields,
  campaignUrl: optionalUrl,
  donationFormUrl: optionalUrl,
  // A weak code is warned about in the editor, not refused (partners may have printed it).
  eligibilityCode: requiredText("Eligibility code is required", { max: 60 }).pipe(
    z.string().regex(/^\S+$/, "Eligibility codes cannot contain spaces"),
  ),
  isPublished: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});
export const CampaignSchema = campaignFields.superRefine(...requireImageAlt("imageUrl"));
export type CampaignInput = z.infer<typeof CampaignSchema>;

/** The campaign screens' one form action: save (create or update) or delete, parsed once. */
export const CampaignActionSchema = z.discriminatedUnion("intent", [
  campaignFields
    .extend({ intent: z.literal("campaign-save"), id: z.string().optional() })
    .superRefine(...requireImageAlt("imageUrl")),
  z.object({ intent: z.literal("campaign-delete"), id: z.string().optional() }),
]);
