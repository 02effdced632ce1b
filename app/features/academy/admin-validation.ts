import { z } from "zod";
import { optionalText, requiredChoice, requiredText } from "~/utils/validation";
import { optionalImageUrl } from "~/utils/content-validation";
import { toVideoEmbed, VIDEO_URL_MESSAGE } from "~/utils/video";
import { imageTextFields, requireImageAlt } from "~/utils/image-alt";
import { createTokenField } from "~/utils/create-token";
import { searchAppearanceFields } from "~/utils/slugs/validation";

/** What the lesson player can show: text opens the reading view, video the player card with its embed. */
export const LESSON_CONTENT_TYPES = ["text", "video"] as const;
export type LessonContentType = (typeof LESSON_CONTENT_TYPES)[number];

export const COURSE_PASSWORD_MIN = 8;
const COURSE_PASSWORD_MAX = 200;

export const COURSE_MESSAGES = {
  titleTaken: "Another course already has this title. Please choose a different one.",
  passwordRequired: `A private course needs a password. Enter one of at least ${COURSE_PASSWORD_MIN} characters.`,
  passwordTooShort: `Please use at least ${COURSE_PASSWORD_MIN} characters.`,
  passwordNeedsPrivate: "Check “Private course” to protect the course with this password, or leave this empty.",
  videoUrlRequired: "A video lesson needs the address of its video.",
} as const;

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/**
 * Trimmed like the learner's password in the player's gate (academy/validation.ts), so what the
 * admin types is what a learner must type. Nothing else is removed: it is hashed, never shown.
 */
const newPassword = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z
    .string()
    .min(COURSE_PASSWORD_MIN, COURSE_MESSAGES.passwordTooShort)
    .max(COURSE_PASSWORD_MAX, `Please keep the password under ${COURSE_PASSWORD_MAX} characters.`)
    .optional(),
);

export const CourseSchema = z
  .object({
    title: requiredText("Title is required", { max: 200 }),
    description: requiredText("A short description is required", { max: 1000 }),
    fullDescription: optionalText({ max: 20_000 }),
    category: optionalText({ max: 80 }),
    level: optionalText({ max: 80 }),
    duration: optionalText({ max: 80 }),
    imageUrl: optionalImageUrl,
    ...imageTextFields,
    isPublished: checkbox,
    isPrivate: checkbox,
    newPassword,
    ...searchAppearanceFields,
  })
  .superRefine(...requireImageAlt("imageUrl"))
  .superRefine((value, ctx) => {
    if (!value.isPrivate && value.newPassword !== undefined) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: COURSE_MESSAGES.passwordNeedsPrivate });
    }
  });
export type CourseInput = z.infer<typeof CourseSchema>;

export const ModuleSchema = z.object({
  title: requiredText("Module title is required", { max: 200 }),
  description: optionalText({ max: 2000 }),
});
export type ModuleInput = z.infer<typeof ModuleSchema>;

const durationMinutes = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : undefined),
  z
    .number({ error: "Please enter the minutes as a whole number, such as 15." })
    .int("Please enter the minutes as a whole number, such as 15.")
    .min(0, "Minutes cannot be negative.")
    .max(1000, "Please keep a lesson under 1,000 minutes.")
    .optional(),
);

/**
 * A YouTube or Vimeo link in any of its usual forms, stored as the player's embed address so every
 * learner gets a player (the CSP allows only those two frames); anything else is refused.
 */
const videoUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z
    .string()
    .max(2000, "This address is too long.")
    .transform((value, ctx) => {
      const embed = toVideoEmbed(value);
      if (embed) return embed.src;
      ctx.addIssue({ code: "custom", message: VIDEO_URL_MESSAGE });
      return z.NEVER;
    })
    .optional(),
);

export const LessonSchema = z
  .object({
    title: requiredText("Lesson title is required", { max: 200 }),
    contentType: requiredChoice(LESSON_CONTENT_TYPES, "Choose Text or Video"),
    // Rich HTML: sanitised on the server before it is stored (and again when it is shown).
    content: optionalText({ max: 100_000 }),
    videoUrl,
    durationMinutes,
    isPreview: checkbox,
  })
  .superRefine((value, ctx) => {
    if (value.contentType === "video" && value.videoUrl === undefined) {
      ctx.addIssue({ code: "custom", path: ["videoUrl"], message: COURSE_MESSAGES.videoUrlRequired });
    }
  });
export type LessonInput = z.infer<typeof LessonSchema>;

export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

const rowId = z.string().default("");

/**
 * Every form of the course editor, its lesson editor and its delete confirmations posts one of
 * these intents; the action parses the form once with this union and switches on the intent.
 */
export const CourseActionSchema = z.discriminatedUnion("intent", [
  CourseSchema.safeExtend({ intent: z.literal("course-save") }),
  z.object({ intent: z.literal("course-delete") }),
  ModuleSchema.extend({ intent: z.literal("module-save"), moduleId: rowId, createToken: createTokenField }),
  z.object({ intent: z.literal("module-delete"), moduleId: rowId }),
  z.object({ intent: z.literal("module-move"), moduleId: rowId, direction: z.enum(MOVE_DIRECTIONS) }),
  LessonSchema.safeExtend({
    intent: z.literal("lesson-save"),
    lessonId: rowId,
    moduleId: rowId,
    createToken: createTokenField,
  }),
  z.object({ intent: z.literal("lesson-delete"), lessonId: rowId }),
  z.object({ intent: z.literal("lesson-move"), lessonId: rowId, direction: z.enum(MOVE_DIRECTIONS) }),
  z.object({ intent: z.literal("lesson-reorder"), moduleId: rowId, lessonIds: z.array(z.string()).default([]) }),
]);

/** A field of a form that failed to parse, read back for the answer (the row it was about). */
export const payloadText = (value: unknown): string => z.string().catch("").parse(value);
