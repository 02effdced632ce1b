import { z } from "zod";
import { ENROLLMENT_MESSAGES } from "~/content/academy/enrollment";
import { GATE_COPY } from "~/content/academy/player";
import { EMAIL_PATTERN, optionalText, requiredText } from "~/utils/validation";

/**
 * Passwords are trimmed (part 2 §5: inputs are trimmed) but never have anything else removed:
 * stripping markup could turn a wrong password into a right one. They are only compared, never
 * stored or shown.
 */
const PASSWORD_MAX = 200;
const trimmedPassword = (value: unknown) => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** The enrollment form (part 2 §2 'Course enrollment', §5). Field names follow the spec's form fields. */
export const EnrollmentSchema = z
  .object({
    courseId: requiredText(ENROLLMENT_MESSAGES.courseRequiredField, {
      max: 64,
      tooLong: ENROLLMENT_MESSAGES.courseNotFound,
    }),
    coursePassword: z.preprocess(
      trimmedPassword,
      z.string().max(PASSWORD_MAX, ENROLLMENT_MESSAGES.passwordIncorrect).optional(),
    ),
    wantsToSupport: checkbox,
    supportEmail: optionalText({ max: 254, tooLong: ENROLLMENT_MESSAGES.invalidEmail }),
  })
  .superRefine((value, ctx) => {
    // The email is optional and only read when the box is ticked (part 2 §5).
    if (value.wantsToSupport && value.supportEmail !== undefined && !EMAIL_PATTERN.test(value.supportEmail)) {
      ctx.addIssue({ code: "custom", path: ["supportEmail"], message: ENROLLMENT_MESSAGES.invalidEmail });
    }
  })
  .transform(({ supportEmail, ...rest }) => ({
    ...rest,
    supportEmail: rest.wantsToSupport && supportEmail ? supportEmail.toLowerCase() : undefined,
  }));

export type EnrollmentInput = z.infer<typeof EnrollmentSchema>;

/** The password gate of the lesson player (part 2 §5 'Private gate'). */
export const UnlockSchema = z.object({
  intent: z.literal("unlock"),
  password: z.preprocess(
    trimmedPassword,
    z
      .string({ error: GATE_COPY.passwordRequired })
      .min(1, GATE_COPY.passwordRequired)
      .max(PASSWORD_MAX, GATE_COPY.passwordIncorrect),
  ),
});

/** Marking a lesson complete (cannot be undone, so there is no opposite intent). */
export const CompleteLessonSchema = z.object({
  intent: z.literal("complete"),
  lessonId: z.uuid({ error: "That lesson could not be found." }),
});

/** Lessons completed in this browser before signing in (progress-store.ts), sent once to be kept. */
export const MergeProgressSchema = z.object({
  lessonIds: z.array(z.uuid()).min(1).max(500),
});

export const PlayerActionSchema = z.discriminatedUnion("intent", [UnlockSchema, CompleteLessonSchema]);
