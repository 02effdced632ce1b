import { z } from "zod";
import { optionalText, requiredChoice, requiredEmail, requiredText } from "~/utils/validation";
import {
  HEARD_ABOUT_US,
  US_STATES,
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_INTERESTS,
  valuesOf,
  type VolunteerInterest,
} from "~/content/engage/volunteer-options";

/**
 * The schemas of the contact form and the volunteer application (part 2 §5). The same schema
 * validates in the browser (Conform, on blur) and in the action. Every text is trimmed, has
 * script tags stripped (the shared building blocks do both) and a length limit.
 */

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5_000 } as const;

export const EMAIL_MESSAGES = {
  required: "Please enter your email address.",
  invalid: "Please enter a valid email address, like name@example.com.",
} as const;

/** A one-line field never keeps line breaks or runs of spaces (they would also break email subjects). */
const oneLine = (value: string) => value.replace(/\s+/g, " ");

export const ContactSchema = z.object({
  name: requiredText("Please enter your name.", { max: CONTACT_LIMITS.name }).transform(oneLine),
  email: requiredEmail(EMAIL_MESSAGES),
  // Optional: an empty subject is stored as null (part 2 §5).
  subject: optionalText({ max: CONTACT_LIMITS.subject }).transform((value) => (value ? oneLine(value) : undefined)),
  message: requiredText("Please write a message.", {
    max: CONTACT_LIMITS.message,
    tooLong: "Please keep your message under 5,000 characters, or send the rest in a second message.",
  }),
});

export type ContactInput = z.infer<typeof ContactSchema>;

export const VOLUNTEER_LIMITS = {
  name: 100,
  phone: 40,
  address: 200,
  city: 100,
  zipCode: 10,
  experience: 2_000,
} as const;

/** 7 to 20 digits, written with any of + ( ) - . and spaces: loose on purpose, people write numbers many ways. */
const PHONE_CHARACTERS = /^[0-9+().\-\s]+$/;
export function isPlausiblePhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 20;
}

/** Five digits, or ZIP+4 (12345-6789). */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

const PHONE_INVALID = "Please enter a phone number we can call, like (555) 123-4567.";
const ZIP_INVALID = "Please enter a 5-digit ZIP code, or ZIP+4 like 12345-6789.";
const INTERESTS_REQUIRED = "Please choose at least one way you'd like to help.";
const INTERESTS_INVALID = "Please choose from the areas listed.";

const interestValues: readonly string[] = valuesOf(VOLUNTEER_INTERESTS);
const isInterest = (value: string): value is VolunteerInterest => interestValues.includes(value);

export const VolunteerSchema = z.object({
  firstName: requiredText("Please enter your first name.", { max: VOLUNTEER_LIMITS.name }).transform(oneLine),
  lastName: requiredText("Please enter your last name.", { max: VOLUNTEER_LIMITS.name }).transform(oneLine),
  email: requiredEmail(EMAIL_MESSAGES),
  phone: requiredText("Please enter your phone number.", { max: VOLUNTEER_LIMITS.phone, tooLong: PHONE_INVALID })
    .refine(isPlausiblePhone, PHONE_INVALID)
    .transform(oneLine),
  address: requiredText("Please enter your street address.", { max: VOLUNTEER_LIMITS.address }).transform(oneLine),
  city: requiredText("Please enter your city.", { max: VOLUNTEER_LIMITS.city }).transform(oneLine),
  state: requiredChoice(valuesOf(US_STATES), "Please choose your state."),
  zipCode: requiredText("Please enter your ZIP code.", { max: VOLUNTEER_LIMITS.zipCode, tooLong: ZIP_INVALID }).refine(
    (value) => ZIP_CODE_PATTERN.test(value),
    ZIP_INVALID,
  ),
  // Checkboxes: one value per ticked box. Errors stay on the group (not on `interests[0]`).
  interests: z
    .array(z.string(), { error: INTERESTS_REQUIRED })
    .transform((list) => list.map((value) => value.trim()).filter((value) => value !== ""))
    .pipe(
      z
        .array(z.string())
        .min(1, INTERESTS_REQUIRED)
        .refine((list) => list.every(isInterest), INTERESTS_INVALID)
        .transform((list) => [...new Set(list.filter(isInterest))]),
    ),
  availability: requiredChoice(valuesOf(VOLUNTEER_AVAILABILITY), "Please tell us when you're usually available."),
  experience: optionalText({
    max: VOLUNTEER_LIMITS.experience,
    tooLong: "Please keep this under 2,000 characters; we'll talk about the rest when we call.",
  }),
  hearAboutUs: requiredChoice(valuesOf(HEARD_ABOUT_US), "Please tell us how you heard about us."),
});

export type VolunteerInput = z.infer<typeof VolunteerSchema>;
