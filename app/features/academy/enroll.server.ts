import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { ENROLLMENT_COPY, ENROLLMENT_MESSAGES } from "~/content/academy";
import type { SiteContext } from "~/context";
import { getSessionUser } from "~/features/auth/auth.server";
import { describeDatabaseError } from "~/utils/database-unavailable";
import { checkRateLimits, describeFailedWrite, isHoneypotFilled } from "~/utils/forms.server";
import { describeWait } from "~/utils/rate-limit.server";
import { attemptSecret } from "~/utils/secret-attempts.server";
import { redirectWithToast } from "~/utils/toast.server";
import { checkCoursePassword, getCourse, recordEnrollment } from "./academy.server";
import {
  checkEnrollmentCourse,
  describeEnrollmentProblem,
  firstEnrollmentProblem,
  SCRIPTED_FIELD,
  type EnrollmentActionResult as ActionResult,
  type EnrollmentProblem,
} from "./enrollment-problems";
import { unlockCourse } from "./unlock.server";
import { EnrollmentSchema } from "./validation";

/**
 * Course enrollment (`/academy/course/:id/enroll`, `/course-enrollment`): honeypot → rate limit →
 * validation → the course (and, for a private one, its password through `attemptSecret`,
 * ADR 0009) → the enrollment, which unlocks a private course for this browser session. Without
 * JavaScript a success is a redirect to the lessons with a toast; with it, the page's answer.
 */
export async function handleEnrollment(site: SiteContext, request: Request) {
  const formData = await request.formData();
  const id = crypto.randomUUID();
  const scripted = formData.get(SCRIPTED_FIELD) === "1";

  // A bot: answer as if it worked (back to the catalogue), store and unlock nothing.
  if (isHoneypotFilled(formData)) throw redirect("/academy");

  // The password is never sent back to the page.
  const hideFields = ["coursePassword"];
  /**
   * The database could not be reached: 503, everything typed kept (but the password) and "try
   * again in a minute" in the form. Undefined for any other error, which keeps its own handling.
   */
  const databaseUnavailable = (error: unknown) => {
    const failure = describeFailedWrite(error, ENROLLMENT_MESSAGES.generic);
    if (!failure.databaseUnavailable) return undefined;
    // Only the error's kind and code: Drizzle's message repeats the visitor's words.
    site.logger.error({ err: describeDatabaseError(error) }, "recording a course enrollment failed");
    const typed = parseWithZod(formData, { schema: EnrollmentSchema });
    return data<ActionResult>(
      {
        id,
        ok: false,
        problem: "database-unavailable",
        formError: failure.message,
        result: typed.reply({ formErrors: [failure.message], hideFields }),
      },
      { status: failure.status },
    );
  };

  let limited;
  try {
    limited = await checkRateLimits(
      site,
      [{ name: "publicForm", key: `${site.clientIp}:course-enrollment` }],
      ENROLLMENT_MESSAGES.tooManyAttempts,
    );
  } catch (error) {
    const unavailable = databaseUnavailable(error);
    if (unavailable) return unavailable;
    throw error;
  }
  if (limited) {
    return data<ActionResult>(
      { id, ok: false, problem: "rate-limited", formError: limited.data.formError },
      limited.init ?? undefined,
    );
  }

  const submission = parseWithZod(formData, { schema: EnrollmentSchema });
  if (submission.status !== "success") {
    return data<ActionResult>(
      {
        id,
        ok: false,
        problem: firstEnrollmentProblem(submission.error ?? {}) ?? "unknown",
        result: submission.reply({ hideFields }),
      },
      { status: 400 },
    );
  }
  const input = submission.value;
  const fail = (problem: EnrollmentProblem, status: number) => {
    const { field, fieldMessage } = describeEnrollmentProblem(problem);
    const fieldErrors = field && fieldMessage ? { [field]: [fieldMessage] } : undefined;
    return data<ActionResult>(
      {
        id,
        ok: false,
        problem,
        result: submission.reply({
          fieldErrors,
          formErrors: field ? undefined : [ENROLLMENT_MESSAGES.generic],
          hideFields,
        }),
      },
      { status },
    );
  };

  try {
    const course = await getCourse(site.db, input.courseId);
    const problem = checkEnrollmentCourse(course, input.coursePassword);
    if (problem || !course) return fail(problem ?? "course-not-found", problem === "password-required" ? 400 : 404);

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
        const formError =
          attempt.reason === "in-progress"
            ? ENROLLMENT_MESSAGES.attemptInProgress
            : ENROLLMENT_MESSAGES.tooManyAttempts.replace("{wait}", describeWait(attempt.retryAfterSeconds));
        return data<ActionResult>(
          { id, ok: false, problem: "rate-limited", formError, result: submission.reply({ hideFields }) },
          { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } },
        );
      }
      passwordKey = attempt.result;
      if (!passwordKey) return fail("password-incorrect", 400);
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
    const playerUrl = `/academy/course/${course.id}/learn`;
    if (!scripted) {
      return redirectWithToast(
        site.env,
        playerUrl,
        { title: ENROLLMENT_COPY.successTitle, description: `Welcome to “${course.title}”.`, variant: "success" },
        { headers },
      );
    }
    return data<ActionResult>({ id, ok: true, course: { id: course.id, title: course.title } }, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const unavailable = databaseUnavailable(error);
    if (unavailable) return unavailable;
    site.logger.error({ err: error }, "recording a course enrollment failed");
    return fail("unknown", 500);
  }
}
