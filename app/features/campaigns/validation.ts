import { z } from "zod";
import { optionalText, requiredEmail, requiredText } from "~/utils/validation";

/** Part 1 §5 'Campaign application', in the order the form shows the fields. */
export const APPLICATION_MESSAGES = {
  fullNameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  addressRequired: "Address is required",
  codeRequired: "Eligibility code is required",
} as const;

/**
 * The support application for a Helping Hand campaign. The eligibility code is only checked for
 * presence here: whether it is right is decided on the server, against the stored code.
 * It is trimmed but never case-folded (the comparison is case-sensitive).
 */
export const CampaignApplicationSchema = z.object({
  fullName: requiredText(APPLICATION_MESSAGES.fullNameRequired, { max: 120 }),
  email: requiredEmail({ required: APPLICATION_MESSAGES.emailRequired, invalid: APPLICATION_MESSAGES.emailInvalid }),
  phone: optionalText({ max: 40 }),
  address: requiredText(APPLICATION_MESSAGES.addressRequired, { max: 300 }),
  eligibilityCode: requiredText(APPLICATION_MESSAGES.codeRequired, { max: 64 }),
});

export type CampaignApplicationInput = z.infer<typeof CampaignApplicationSchema>;
