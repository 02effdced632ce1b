import { z } from "zod";
import { optionalImageUrl, optionalUrl } from "~/utils/content-validation";
import { imageTextFields, requireImageAlt } from "~/utils/image-alt";
import { optionalText, requiredText } from "~/utils/validation";
import { searchAppearanceFields } from "~/utils/slugs/validation";

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/** A completed campaign as an admin edits it (part 2 §5 'completed_campaigns'). */
export const CompletedCampaignSchema = z
  .object({
    title: requiredText("Title is required", { max: 200 }),
    description: requiredText("Description is required", { max: 5000 }),
    location: optionalText({ max: 200 }),
    completionDate: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
      z.iso.date({
        error: (issue) =>
          issue.input === undefined ? "Completion date is required" : "Please enter a date as YYYY-MM-DD.",
      }),
    ),
    partnerOrganization: optionalText({ max: 200 }),
    beneficiary: optionalText({ max: 200 }),
    impactSummary: optionalText({ max: 2000 }),
    imageUrl: optionalImageUrl,
    ...imageTextFields,
    campaignUrl: optionalUrl,
    showPartnershipSection: checkbox,
    isPublished: checkbox,
    ...searchAppearanceFields,
  })
  .superRefine(...requireImageAlt("imageUrl"));
export type CompletedCampaignInput = z.infer<typeof CompletedCampaignSchema>;
