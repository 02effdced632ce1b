import { z } from "zod";
import { MANUAL_GIFT_METHODS } from "~/db/constants";
import { optionalText, requiredChoice, requiredText } from "~/utils/validation";
import { EMAIL_PATTERN } from "~/utils/text-rules";
import { IMPORT_PLATFORMS, MAX_IMPORT_BYTES } from "./import-rules";

/** The back office's donation forms (issue 37), checked the same in the browser and on the server. */

export const GIFT_METHOD_LABELS: Record<(typeof MANUAL_GIFT_METHODS)[number], string> = {
  check: "Check",
  cash: "Cash",
  in_kind: "In kind (goods or services given)",
  other: "Other",
};

const MAX_CENTS = 1_000_000_000;

/** "$1,250.50", "300" → cents; anything else is answered next to the field. */
const amountCents = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/[$,\s]/g, "") : value),
  z
    .string({ error: "Please enter the amount, for example 300 or 300.00." })
    .regex(/^\d{1,8}(\.\d{1,2})?$/, "Please enter the amount in dollars, for example 300 or 300.00.")
    .transform((text) => Math.round(Number(text) * 100))
    .refine((cents) => cents > 0 && cents <= MAX_CENTS, "Please enter an amount above $0 and under $10 million."),
);

const giftDay = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z
    .string({ error: "Please enter the date of the gift." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter the date as YYYY-MM-DD.")
    .refine((day) => !Number.isNaN(new Date(`${day}T12:00:00Z`).getTime()), "Please enter a real calendar date."),
);

const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string()
    .trim()
    .max(254, "Please enter a valid email address.")
    .regex(EMAIL_PATTERN, "Please enter a valid email address, like name@example.org.")
    .transform((email) => email.toLowerCase())
    .optional(),
);

const optionalCampaign = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.uuid("Please choose a campaign from the list.").optional(),
);

export const ManualGiftSchema = z.object({
  amount: amountCents,
  giftDate: giftDay,
  method: requiredChoice(MANUAL_GIFT_METHODS, "Please choose how the gift was given."),
  donorName: optionalText({ max: 200 }),
  donorEmail: optionalEmail,
  campaignId: optionalCampaign,
  note: optionalText({ max: 1000 }),
});
export type ManualGiftInput = z.infer<typeof ManualGiftSchema>;

const reason = requiredText("Please say why, for the audit log.", { max: 500 });

/** Editing a gift entered by hand: the same fields and why they changed. */
export const EditGiftSchema = ManualGiftSchema.extend({ intent: z.literal("save"), reason });

/** The other buttons of a gift's page. */
export const GiftActionSchema = z.discriminatedUnion("intent", [
  EditGiftSchema,
  z.object({ intent: z.literal("void"), reason }),
  z.object({ intent: z.literal("confirm") }),
  z.object({ intent: z.literal("assign"), campaignId: optionalCampaign }),
]);
export type GiftAction = z.infer<typeof GiftActionSchema>;

/**
 * The CSV import (ADR 0047): first the file and its platform, for the preview; then the file the
 * preview read, carried back as base64url with the preview's seal, for the import.
 */
export const ImportActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("preview"),
    file: z
      .file({ error: "Please choose the CSV file you exported from the platform." })
      .refine((file) => file.size > 0, "This file is empty. Please choose the CSV file you exported.")
      .refine(
        (file) => file.size <= MAX_IMPORT_BYTES,
        `This file is over ${MAX_IMPORT_BYTES / 1000} KB. Please export a shorter date range and import it in parts.`,
      ),
    platform: z.enum(["auto", ...IMPORT_PLATFORMS], { error: "Please choose a platform from the list." }),
  }),
  z.object({
    intent: z.literal("import"),
    platform: z.enum(IMPORT_PLATFORMS, { error: "Please choose a platform from the list." }),
    content: z
      .string({ error: "The file did not come with the import. Please upload it again." })
      .max(Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4, "The file is too large. Please upload it again.")
      .regex(/^[A-Za-z0-9_-]+$/, "The file did not come through intact. Please upload it again."),
    seal: z.string({ error: "Please upload the file again." }).regex(/^[0-9a-f]{64}$/, "Please upload the file again."),
    fileName: optionalText({ max: 255 }),
  }),
]);
export type ImportAction = z.infer<typeof ImportActionSchema>;

/** Emailing a year-end statement: the first time, or again on purpose (confirmed). */
export const StatementEmailSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send") }),
  z.object({
    intent: z.literal("resend"),
    confirm: z.literal("yes", {
      error: "Please check the box to confirm that the donor should get this statement again.",
    }),
  }),
]);
