import { z } from "zod";
import { SUBMISSION_STATUSES } from "~/db/constants";

export const StatusChangeSchema = z.object({
  id: z.uuid(),
  status: z.enum(SUBMISSION_STATUSES),
});

/** The buttons on an account's page that need no confirm step. */
export const AccountActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend-confirmation") }),
  z.object({ intent: z.literal("password-reset") }),
  z.object({ intent: z.literal("enable") }),
]);

/** The changes to an account that are confirmed on a page of their own first (issue 18). */
export const ACCOUNT_CHANGES = ["make-admin", "remove-admin", "disable"] as const;
export type AccountChange = (typeof ACCOUNT_CHANGES)[number];

/** The confirm step's form: the change happens only with the confirmed intent. */
export const AccountConfirmSchema = z.object({ confirm: z.literal("yes") });

export const OutboxRetrySchema = z.object({ intent: z.literal("retry"), id: z.uuid() });

/**
 * A content list's Publish / Unpublish buttons where the button says what it does
 * (completed campaigns, newsletters); other sections send the new state instead.
 */
export const PublishIntentSchema = z.object({
  intent: z.enum(["publish", "unpublish"]),
  id: z.uuid(),
});
