import { ENROLLMENT_MESSAGES } from "~/content/academy/enrollment";
import type { PublicFormReply } from "~/utils/public-form";

/**
 * Enrollment failures (part 2 §5, §8): their order and wording. No zod here, so the enrollment
 * page can show them without shipping the schema library to the browser.
 */

/** The enrollment form's fields as they are posted (names follow the spec's form fields). */
export interface EnrollmentFormFields {
  courseId: string;
  coursePassword: string;
  wantsToSupport: string;
  supportEmail: string;
}

export type EnrollmentProblem =
  | "course-required"
  | "invalid-email"
  | "course-not-found"
  | "password-required"
  | "password-incorrect"
  | "rate-limited"
  | "database-unavailable"
  | "unknown";

/**
 * The order problems are reported in when several apply: a missing course first, then the
 * email (checked by the form itself), then what needs the database: the course must exist,
 * a private one needs a password, and the password must match.
 */
export const ENROLLMENT_PROBLEM_ORDER: readonly EnrollmentProblem[] = [
  "course-required",
  "invalid-email",
  "course-not-found",
  "password-required",
  "password-incorrect",
];

const PROBLEM_BY_MESSAGE = new Map<string, EnrollmentProblem>([
  [ENROLLMENT_MESSAGES.courseRequiredField, "course-required"],
  [ENROLLMENT_MESSAGES.invalidEmail, "invalid-email"],
  [ENROLLMENT_MESSAGES.courseNotFound, "course-not-found"],
  [ENROLLMENT_MESSAGES.passwordRequired, "password-required"],
  [ENROLLMENT_MESSAGES.passwordIncorrect, "password-incorrect"],
]);

/** The first problem, in ENROLLMENT_PROBLEM_ORDER, among a form's field errors ("unknown" if none is known). */
export function firstEnrollmentProblem(
  fieldErrors: Record<string, readonly string[] | null | undefined>,
): EnrollmentProblem | null {
  const found = new Set<EnrollmentProblem>();
  let any = false;
  for (const messages of Object.values(fieldErrors)) {
    for (const message of messages ?? []) {
      any = true;
      const problem = PROBLEM_BY_MESSAGE.get(message);
      if (problem) found.add(problem);
    }
  }
  if (!any) return null;
  return ENROLLMENT_PROBLEM_ORDER.find((problem) => found.has(problem)) ?? "unknown";
}

/**
 * What the database decides, in order: the course must exist, and a private course needs a
 * password. Whether the password is right is checked afterwards (it needs the stored hash).
 */
export function checkEnrollmentCourse(
  course: { isPrivate: boolean } | null | undefined,
  password: string | undefined,
): "course-not-found" | "password-required" | null {
  if (!course) return "course-not-found";
  if (course.isPrivate && !password) return "password-required";
  return null;
}

/** The field and message each problem is shown on, and the toast (part 2 §8). */
export function describeEnrollmentProblem(problem: EnrollmentProblem, formError?: string) {
  switch (problem) {
    case "course-required":
      return {
        field: "courseId" as const,
        fieldMessage: ENROLLMENT_MESSAGES.courseRequiredField,
        toast: { title: ENROLLMENT_MESSAGES.courseRequiredTitle, description: ENROLLMENT_MESSAGES.courseRequired },
      };
    case "invalid-email":
      return {
        field: "supportEmail" as const,
        fieldMessage: ENROLLMENT_MESSAGES.invalidEmail,
        toast: { title: ENROLLMENT_MESSAGES.failedTitle, description: ENROLLMENT_MESSAGES.invalidEmail },
      };
    case "course-not-found":
      return {
        field: "courseId" as const,
        fieldMessage: ENROLLMENT_MESSAGES.courseNotFound,
        toast: { title: ENROLLMENT_MESSAGES.failedTitle, description: ENROLLMENT_MESSAGES.courseNotFound },
      };
    case "password-required":
      return {
        field: "coursePassword" as const,
        fieldMessage: ENROLLMENT_MESSAGES.passwordRequired,
        toast: { title: ENROLLMENT_MESSAGES.failedTitle, description: ENROLLMENT_MESSAGES.passwordRequired },
      };
    case "password-incorrect":
      return {
        field: "coursePassword" as const,
        fieldMessage: ENROLLMENT_MESSAGES.passwordIncorrect,
        toast: { title: ENROLLMENT_MESSAGES.failedTitle, description: ENROLLMENT_MESSAGES.passwordIncorrect },
      };
    case "rate-limited":
    case "database-unavailable":
      // The form-level message the server sent (how long to wait, or to try again in a minute).
      return {
        field: null,
        fieldMessage: null,
        toast: { title: ENROLLMENT_MESSAGES.failedTitle, description: formError ?? ENROLLMENT_MESSAGES.generic },
      };
    default:
      return {
        field: null,
        fieldMessage: null,
        toast: { title: ENROLLMENT_MESSAGES.failedTitle, description: ENROLLMENT_MESSAGES.generic },
      };
  }
}

/** Marks a submission sent by the hydrated page; without it the action answers with a redirect. */
export const SCRIPTED_FIELD = "_js";

/**
 * What the enrollment action adds to the public-form answer: the course enrolled in (a success
 * for the hydrated page), or the problem (the field to focus and the toast).
 */
export interface EnrollmentExtra {
  course: { id: string; slug: string; title: string };
  problem: EnrollmentProblem;
}

/** What the enrollment action answers to the hydrated page. */
export type EnrollmentReply = PublicFormReply<EnrollmentExtra>;
