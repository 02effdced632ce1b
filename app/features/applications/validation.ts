import { z } from "zod";
import { optionalText, requiredChoice, requiredEmail, requiredText } from "~/utils/validation";
import {
  EXPERIENCE_LEVELS,
  LIMITS,
  OPPORTUNITY_EXPERIENCE,
  OPPORTUNITY_INTERESTS,
  OPPORTUNITY_TYPES,
  PROGRAMMES,
  type OpportunityType,
  type ProgrammeKind,
  type ProjectChoice,
} from "./choices";
import { US_STATES } from "./us-states";

export * from "./choices";

/**
 * One schema per form (shared by the browser and the server): the generic partner form, the
 * consultant and diamond programme forms, and the individual / business opportunity form
 * (part 1 §3, §5). Every text is trimmed, script tags are stripped and lengths are limited.
 */

/** Field messages, shown next to the field (only the schemas need them). */
export const MESSAGES = {
  name: "Please enter your full name.",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  phoneRequired: "Please enter a phone number we can reach you on.",
  phoneInvalid: "Please enter a valid phone number, like (555) 123-4567.",
  location: "Please enter your city and state, like Austin, TX.",
  project: "Please choose the project you're interested in.",
  partnershipType: "Please choose how you would like to partner.",
  partnershipTypeUnknown: "Please choose one of the ways listed for this project.",
  state: "Please choose your state.",
  experienceLevel: "Please choose your experience level.",
  collaborationType: "Please choose how you would like to work with us.",
  experience: "Please choose one of the listed options.",
  interest: "Please choose one of the listed interests.",
} as const;

/**
 * 10 to 15 digits (a US number with its area code, or an international one), with the usual
 * separators and an optional extension: staff must be able to call it back.
 */
function isPhoneNumber(value: string): boolean {
  const [number = "", ...rest] = value.split(/\s*(?:ext\.?|x)\s*(?=\d)/i);
  if (rest.length > 1 || (rest[0] !== undefined && !/^\d{1,6}$/.test(rest[0]))) return false;
  if (!/^[+\d\s().-]+$/.test(number)) return false;
  const digits = number.replace(/\D/g, "").length;
  return digits >= 10 && digits <= 15;
}

const fullName = () => requiredText(MESSAGES.name, { max: LIMITS.name });
const email = () => requiredEmail({ required: MESSAGES.emailRequired, invalid: MESSAGES.emailInvalid });
const phone = () =>
  requiredText(MESSAGES.phoneRequired, { max: LIMITS.phone, tooLong: MESSAGES.phoneInvalid }).refine(isPhoneNumber, {
    message: MESSAGES.phoneInvalid,
  });
const location = () => requiredText(MESSAGES.location, { max: LIMITS.location });

// ───────────────────────────── generic partner form ─────────────────────────────

/**
 * The generic partner form. Part 1 §5: the partnership type is required only when the chosen
 * project offers options, and then it must be one of them.
 */
export function createPartnerApplicationSchema(choices: ProjectChoice[]) {
  const values = choices.map((choice) => choice.value);
  return z
    .object({
      name: fullName(),
      email: email(),
      phone: phone(),
      location: location(),
      experience: optionalText({ max: LIMITS.experience }),
      project: z.preprocess(
        (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
        z.string({ error: MESSAGES.project }).refine((value) => values.includes(value), MESSAGES.project),
      ),
      partnershipType: optionalText({ max: 200 }),
      message: optionalText({ max: LIMITS.message }),
    })
    .superRefine(
      (value, ctx) => {
        const choice = choices.find((candidate) => candidate.value === value.project);
        if (!choice || choice.options.length === 0) return;
        if (!value.partnershipType) {
          ctx.addIssue({ code: "custom", path: ["partnershipType"], message: MESSAGES.partnershipType });
        } else if (!choice.options.some((option) => option.option === value.partnershipType)) {
          ctx.addIssue({ code: "custom", path: ["partnershipType"], message: MESSAGES.partnershipTypeUnknown });
        }
      },
      // Checked even while other fields are still wrong, so every message shows at once.
      { when: (payload) => typeof (payload.value as { project?: unknown } | undefined)?.project === "string" },
    )
    .transform((value) => {
      const choice = choices.find((candidate) => candidate.value === value.project);
      // A partnership type is kept only for a project that offers types.
      return { ...value, partnershipType: choice && choice.options.length > 0 ? value.partnershipType : undefined };
    });
}

export type PartnerApplicationInput = z.output<ReturnType<typeof createPartnerApplicationSchema>>;

// ───────────────────────────── consultant and diamond programmes ─────────────────────────────

const experienceLevelValues = EXPERIENCE_LEVELS.map((level) => level.value) as [string, ...string[]];
const stateValues = US_STATES.map((state) => state.name) as [string, ...string[]];

/** Part 1 §5: every field required; the only collaboration choice is the programme's own. */
export function createProgrammeApplicationSchema(kind: ProgrammeKind) {
  return z.object({
    fullName: fullName(),
    email: email(),
    phone: phone(),
    state: requiredChoice(stateValues, MESSAGES.state),
    experienceLevel: requiredChoice(experienceLevelValues, MESSAGES.experienceLevel),
    collaborationType: requiredChoice([PROGRAMMES[kind].collaborationType], MESSAGES.collaborationType),
  });
}

export type ProgrammeApplicationInput = z.output<ReturnType<typeof createProgrammeApplicationSchema>>;

// ───────────────────────────── individual / business opportunity ─────────────────────────────

const interestValues = OPPORTUNITY_INTERESTS.map((interest) => interest.value) as [string, ...string[]];

/**
 * Part 1 §5: name, email, phone and location required; experience, interest and message
 * optional. No Social Security number is collected (ARCHITECTURE security rules).
 */
export const OpportunityApplicationSchema = z
  .object({
    type: requiredChoice(OPPORTUNITY_TYPES, "Please choose individual or business."),
    name: fullName(),
    email: email(),
    phone: phone(),
    location: location(),
    experience: optionalText({ max: 40 }),
    interest: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
      z.enum(interestValues, { error: MESSAGES.interest }).optional(),
    ),
    message: optionalText({ max: LIMITS.message }),
  })
  .superRefine(
    (value, ctx) => {
      if (!value.experience) return;
      const options = OPPORTUNITY_EXPERIENCE[value.type as OpportunityType] ?? [];
      if (!options.some((option) => option.value === value.experience)) {
        ctx.addIssue({ code: "custom", path: ["experience"], message: MESSAGES.experience });
      }
    },
    {
      when: (payload) => {
        const value = payload.value as { type?: unknown } | undefined;
        return typeof value?.type === "string" && (OPPORTUNITY_TYPES as readonly string[]).includes(value.type);
      },
    },
  );

export type OpportunityApplicationInput = z.output<typeof OpportunityApplicationSchema>;
