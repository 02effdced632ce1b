import { redirect } from "react-router";
import { ENROLLMENT_COPY, ENROLLMENT_MESSAGES } from "~/content/academy/enrollment";
import type { SiteContext } from "~/context";
import { getSessionUser } from "~/features/auth/auth.server";
import { handlePublicForm, type PublicFormStop } from "~/utils/public-form.server";
import { describeWait } from "~/utils/rate-limit.server";
import { attemptSecret } from "~/utils/secret-attempts.server";
import { redirectWithToast } from "~/utils/toast.server";
import { checkCoursePassword, getCourse, recordEnrollment } from "./academy.server";
import {
  checkEnrollmentCourse,
  describeEnrollmentProblem,
  firstEnrollmentProblem,
  SCRIPTED_FIELD,
  type EnrollmentExtra,
  type EnrollmentProblem,
} from "./enrollment-problems";
import { unlockCourse } from "./unlock.server";
import { EnrollmentSchema, type EnrollmentInput } from "./validation";

/**
 * Course enrollment (`/academy/course/:id/enroll`, `/course-enrollment`) through the one
 * public-form flow: honeypot → rate limit → validation → the course (and, for a private one, its
 * password through `attemptSecret`, ADR 0009) → the enrollment, which unlocks a private course for
 * this browser session. Every refusal names its `problem` (the field to focus, the toast).
 * Without JavaScript a success is a redirect to the lessons with a toast (and a bot's is a
 * redirect to the catalogue); with it, the answer carries the course.
 */
export function handleEnrollment(site: SiteContext, request: Request) {
  return handlePublicForm<EnrollmentInput, EnrollmentExtra>({
    request,
    site,
    form: "course-enrollment",
    schema: EnrollmentSchema,
    limitedMessage: ENROLLMENT_MESSAGES.tooManyAttempts,
    // The password is never sent back to the page.
    secretFields: ["coursePassword"],
    // A bot: answer as if it worked (back to the catalogue), store and unlock nothing.
    honeypot: () => redirect("/academy"),
    extra: (outcome, result) => {
      if (outcome === "invalid") return { problem: firstEnrollmentProblem(result.error ?? {}) ?? "unknown" };
      if (outcome === "limited") return { problem: "rate-limited" };
      return {};
    },
    save: async (input, formData) => {
      const course = await getCourse(site.db, input.courseId);
      const problem = checkEnrollmentCourse(course, input.coursePassword);
      if (problem || !course) return refuse(problem ?? "course-not-found", problem === "password-required" ? 400 : 404);

      /** The fingerprint of the private course's password the unlock cookie carries. */
      let passwordKey: string | null = null;
      if (course.isPrivate) {
        // Guessing guard (ADR 0009): per visitor budget and one try at a time; a much-guessed
        // course answers wrong passwords slowly, never refuses the right one.
        const courseId = course.id;
        const attempt = await attemptSecret(site, {
          kind: "course-password",
          targetId: courseId,
          check: () => checkCoursePassword(site.db, site.env, courseId, input.coursePassword ?? ""),
          isWrong: (key) => !key,
        });
        if (attempt.status === "limited") {
          return {
            outcome: "limited",
            headers: { "Retry-After": String(attempt.retryAfterSeconds) },
            formError:
              attempt.reason === "in-progress"
                ? ENROLLMENT_MESSAGES.attemptInProgress
                : ENROLLMENT_MESSAGES.tooManyAttempts.replace("{wait}", describeWait(attempt.retryAfterSeconds)),
          };
        }
        passwordKey = attempt.result;
        if (!passwordKey) return refuse("password-incorrect", 400);
      }

      const user = await getSessionUser(site, request);
      await recordEnrollment(site.db, site.env, {
        course,
        user: user ? { id: user.id, email: user.email } : null,
        supportEmail: input.supportEmail,
      });

      // Enrolling in a private course unlocks it for this browser session (part 2 §4).
      const headers = new Headers();
      if (course.isPrivate && passwordKey)
        headers.append("Set-Cookie", await unlockCourse(request, site.env, course.id, passwordKey));
      if (formData.get(SCRIPTED_FIELD) !== "1") {
        throw await redirectWithToast(
          site.env,
          `/academy/course/${course.slug}/learn`,
          { title: ENROLLMENT_COPY.successTitle, description: `Welcome to “${course.title}”.`, variant: "success" },
          { headers },
        );
      }
      return { outcome: "sent", headers, extra: { course: { id: course.id, slug: course.slug, title: course.title } } };
    },
    failure: {
      log: "recording a course enrollment failed",
      extra: (_message, databaseUnavailable) => ({ problem: databaseUnavailable ? "database-unavailable" : "unknown" }),
    },
  });
}

/** A refusal the database decided (no such course, a private course's missing or wrong password), on its field. */
function refuse(problem: EnrollmentProblem, status: number): PublicFormStop<EnrollmentExtra> {
  const { field, fieldMessage } = describeEnrollmentProblem(problem);
  return {
    outcome: "invalid",
    status,
    ...(field && fieldMessage ? { fieldErrors: { [field]: [fieldMessage] } } : {}),
    extra: { problem },
  };
}
