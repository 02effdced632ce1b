import { z } from "zod";
import { ROLES, SUBMISSION_STATUSES } from "~/db/constants";

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
