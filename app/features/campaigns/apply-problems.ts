/** The campaign application's messages (part 1 §8), word for word. */
export const APPLY_PROBLEMS = {
  invalidCode: {
    title: "Invalid Eligibility Code",
    message: "The eligibility code you entered is not valid for this campaign.",
  },
  failed: {
    title: "Submission Failed",
    message: "There was an error submitting your application. Please try again.",
  },
  tooManyAttempts: {
    title: "Too Many Attempts",
    message:
      "To keep eligibility codes safe, this form accepts only a few tries at a time. Please wait {wait} and try again, or contact us if you need help.",
  },
  inProgress: {
    title: "Too Many Attempts",
    message: "Your previous try is still being checked. Please wait a few seconds and send the form again.",
  },
} as const;

/**
 * What the campaign application adds to the one public-form reply: which screen to show
 * (`submitted`, `duplicate`, `closed`, or the form again with an `error`) and the alert's problem.
 */
export interface CampaignApplyExtra {
  status: "submitted" | "duplicate" | "closed" | "error";
  problem: { title: string; message: string } | null;
}
