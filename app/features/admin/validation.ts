import { z } from "zod";
import { SUBMISSION_STATUSES } from "~/db/constants";
import { optionalText, requiredEmail, requiredText } from "~/utils/validation";

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
export const ACCOUNT_CHANGES = [
  "make-admin",
  "make-editor",
  "make-caseworker",
  "remove-role",
  "disable",
  "reset-two-factor",
] as const;
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

/** Digits of a phone number as typed ("(555) 010-2233" → "5550102233"). */
export function phoneDigits(phone: string | undefined): string | undefined {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits === "" ? undefined : digits;
}

/** The privacy tools' look-up (issue 38): whose records, and what to do with them. */
export const PersonLookupSchema = z.object({
  intent: z.enum(["find", "review-erase", "erase"]).default("find"),
  email: requiredEmail({
    required: "Enter the email address to look for.",
    invalid: "Enter an email address like name@example.org.",
  }),
  phone: optionalText({ max: 40 }).refine(
    (phone) => phone === undefined || (phoneDigits(phone)?.length ?? 0) >= 7,
    "Enter at least 7 digits, or leave the phone number empty.",
  ),
});

/** What the export makes: a JSON file, or a page to read and print. */
export const PersonExportSchema = PersonLookupSchema.omit({ intent: true }).extend({
  format: z.enum(["json", "html"]).default("json"),
});

const months = z.coerce
  .number({ error: "Enter a number of months." })
  .int("Enter a whole number of months.")
  .min(1, "Keep records at least 1 month.")
  .max(120, "Enter at most 120 months (10 years).");

/** The retention page's forms: the periods (months per rule), and turning the daily job on or off. */
export const RetentionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), contact: months, "closed-applications": months, emails: months }),
  z.object({ intent: z.literal("turn-on") }),
  z.object({ intent: z.literal("turn-off") }),
]);

/** A decision email as staff edit it (issue 36); `intent` says which step of the form was pressed. */
export const DecisionMessageSchema = z.object({
  intent: z.enum(["preview", "edit", "send"]),
  outcome: z.string().min(1).max(40),
  subject: requiredText("Give the email a subject.", { max: 150 }),
  message: requiredText("Write the message the person will read.", { max: 10_000 }),
});

export const NoteSchema = z.object({
  intent: z.literal("note"),
  note: requiredText("Write the note first.", { max: 5_000 }),
});

export const OwnerSchema = z.object({
  intent: z.literal("owner"),
  /** A staff member's account id, or empty for nobody. */
  owner: z.string().max(100),
});

/** A template as staff edit it on the settings screen. */
export const TemplateSchema = z.object({
  intent: z.enum(["preview", "save", "reset"]),
  key: z.string().min(1).max(100),
  subject: requiredText("Give the email a subject.", { max: 150 }),
  body: requiredText("Write the email's text.", { max: 10_000 }),
});
