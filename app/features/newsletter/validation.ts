import { z } from "zod";

export const EMAIL_REQUIRED_MESSAGE = "Please enter your email address.";
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email address.";

/** RFC 5321 limits a forward path to 254 characters; longer cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The newsletter subscribe form (home "Stay Informed" and /newsletter).
 * Part 1 §5: the email is required and of email type. Stored lower-cased so one
 * address is one subscriber whatever case it was typed in.
 */
export const SubscribeSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .max(EMAIL_MAX_LENGTH, EMAIL_INVALID_MESSAGE)
    // A pipe runs only when the checks above passed, so a blank field gets one message.
    .pipe(z.email({ error: EMAIL_INVALID_MESSAGE })),
});

export type SubscribeInput = z.infer<typeof SubscribeSchema>;

/** Where a subscription came from, kept for staff (`newsletter_subscribers.source`). */
export type SubscribeSource = "home" | "newsletter" | (string & {});
