import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowRight, CircleAlert, CircleCheck, GraduationCap, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigate, useNavigation, useRouteError } from "react-router";
import { CheckboxField, Field, SelectField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/section";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ENROLLMENT_COPY, ENROLLMENT_MESSAGES } from "~/content/academy";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { checkCoursePassword, getCourse, listCourseOptions, recordEnrollment } from "~/features/academy/academy.server";
import { findCourseByTitle } from "~/features/academy/catalogue";
import { CourseNotFound } from "~/features/academy/components/course-not-found";
import { PrivateBadge } from "~/features/academy/components/course-badges";
import { unlockCourse } from "~/features/academy/unlock.server";
import {
  checkEnrollmentCourse,
  describeEnrollmentProblem,
  firstEnrollmentProblem,
  type EnrollmentFormFields,
  type EnrollmentProblem,
} from "~/features/academy/enrollment-problems";
import { EnrollmentSchema } from "~/features/academy/validation";
import { getSessionUser } from "~/features/auth/auth.server";
import { describeDatabaseError } from "~/utils/database-unavailable";
import { checkRateLimits, describeFailedWrite, isHoneypotFilled } from "~/utils/forms.server";
import { describeWait } from "~/utils/rate-limit.server";
import { attemptSecret } from "~/utils/secret-attempts.server";
import { redirectWithToast } from "~/utils/toast.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/enroll";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  // A form step, not a page to find in search results; the course page is the one to index.
  seoMeta(matches, {
    title: `${ENROLLMENT_COPY.metaTitle} | Academy | ${SITE_NAME}`,
    description: "Choose a free Community Synergy Academy course and open its lessons.",
    path: params.id ? `/academy/course/${params.id}/enroll` : null,
    noindex: true,
  });

/** Marks a submission sent by the hydrated page; without it the action answers with a redirect. */
const SCRIPTED_FIELD = "_js";
const REDIRECT_DELAY_MS = 1_000;

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [options, user] = await Promise.all([listCourseOptions(site.db), getSessionUser(site, request)]);
  let preselectedId: string | null = null;
  if (params.id !== undefined) {
    // The canonical /academy/course/{id}/enroll names a course that must exist.
    const course = options.find((option) => option.id === params.id);
    if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
    preselectedId = course.id;
  } else {
    // /course-enrollment?course={title}: a known title answers with a permanent redirect to that course's
    // enrollment page, so each has one URL (issue 8); an unknown title just leaves the choice empty (part 2 §2).
    const course = findCourseByTitle(options, url.searchParams.get("course"));
    if (course) {
      url.searchParams.delete("course");
      throw redirect(`/academy/course/${course.id}/enroll${url.search}`, 301);
    }
  }
  return { options, preselectedId, signedInEmail: user?.email ?? null };
}

type ActionResult =
  | { id: string; ok: true; course: { id: string; title: string } }
  | { id: string; ok: false; problem: EnrollmentProblem; formError?: string; result?: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
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
    return data<ActionResult>({ id, ok: false, problem: "rate-limited", formError: limited.data.formError }, limited.init ?? undefined);
  }

  const submission = parseWithZod(formData, { schema: EnrollmentSchema });
  if (submission.status !== "success") {
    return data<ActionResult>(
      { id, ok: false, problem: firstEnrollmentProblem(submission.error ?? {}) ?? "unknown", result: submission.reply({ hideFields }) },
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
        result: submission.reply({ fieldErrors, formErrors: field ? undefined : [ENROLLMENT_MESSAGES.generic], hideFields }),
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
    if (course.isPrivate && passwordKey) headers.append("Set-Cookie", await unlockCourse(request, site.env, course.id, passwordKey));
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

export default function EnrollRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { options, preselectedId, signedInEmail } = loaderData;
  const succeeded = actionData?.ok ? actionData.course : null;

  return (
    <>
      <section aria-labelledby="enroll-title" className="relative isolate overflow-hidden bg-brand-800 text-white">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-24 -right-16 size-80 rounded-full bg-brand-600/60 blur-3xl" />
          <div className="absolute -bottom-32 left-1/4 size-72 rounded-full bg-accent-700/40 blur-3xl" />
        </div>
        <Container className="pt-12 pb-24 text-center sm:pt-16 sm:pb-28">
          <GraduationCap aria-hidden="true" className="mx-auto size-12 text-accent-200" />
          <h1 id="enroll-title" className="mt-4 text-4xl font-semibold text-white sm:text-5xl">
            {ENROLLMENT_COPY.heroTitle}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{ENROLLMENT_COPY.heroLead}</p>
        </Container>
      </section>

      <Container className="relative -mt-14 grid max-w-5xl grid-cols-1 gap-8 pb-16 sm:-mt-16 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 rounded-xl border border-line bg-white p-6 shadow-raised sm:p-8">
          {succeeded ? (
            <EnrollmentSuccess course={succeeded} />
          ) : (
            <EnrollmentForm
              key={preselectedId ?? "none"}
              options={options}
              preselectedId={preselectedId}
              actionData={actionData && !actionData.ok ? actionData : undefined}
            />
          )}
        </div>
        <aside aria-labelledby="enroll-benefits" className="flex flex-col gap-4 rounded-xl bg-sand p-6 lg:self-start">
          <h2 id="enroll-benefits" className="font-sans text-lg font-semibold">
            What you get
          </h2>
          <ul className="flex flex-col gap-3">
            {ENROLLMENT_COPY.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                {benefit}
              </li>
            ))}
          </ul>
          <p className="border-t border-line pt-4 text-sm text-muted">
            {signedInEmail ? (
              ENROLLMENT_COPY.signedInAs(signedInEmail)
            ) : (
              <>
                {ENROLLMENT_COPY.anonymousNote}{" "}
                <Link to="/auth" className="font-semibold text-brand-700 underline underline-offset-4">
                  Sign in
                </Link>
              </>
            )}
          </p>
        </aside>
      </Container>
    </>
  );
}

type FailedResult = Extract<ActionResult, { ok: false }>;

function EnrollmentForm({
  options,
  preselectedId,
  actionData,
}: {
  options: Array<{ id: string; title: string; isPrivate: boolean }>;
  preselectedId: string | null;
  actionData: FailedResult | undefined;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // Validated by EnrollmentSchema in the action, which answers with the field messages and the
  // toast of part 2 §8. Not repeated in the browser: zod there would add about 24 KB of
  // JavaScript, over the 150 KB first-visit budget.
  const [form, fields] = useForm<EnrollmentFormFields>({
    id: "course-enrollment",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { courseId: preselectedId ?? "" },
  });
  const formProps = getFormProps(form);
  // What the visitor sent last time (after a refusal without JavaScript), else the preselection.
  const initialCourseId = stringValue(fields.courseId.initialValue) ?? preselectedId ?? "";
  const initialWantsToSupport = stringValue(fields.wantsToSupport.initialValue) === "on";
  const [courseId, setCourseId] = useState(initialCourseId);
  const [wantsToSupport, setWantsToSupport] = useState(initialWantsToSupport);
  const selected = options.find((option) => option.id === courseId) ?? null;

  // A refusal from the server: its toast (part 2 §8), and focus on the field to fix.
  useEffect(() => {
    if (!actionData) return;
    const { field, toast: message } = describeEnrollmentProblem(actionData.problem, actionData.formError);
    toast({ ...message, variant: "destructive" });
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, [actionData]);

  const showPassword = !hydrated || selected?.isPrivate === true;
  const showSupportEmail = !hydrated || wantsToSupport;
  const formError =
    actionData?.problem === "rate-limited" || actionData?.problem === "database-unavailable" ? actionData.formError : undefined;

  return (
    <Form method="post" ref={formRef} {...formProps} className="flex flex-col gap-6">
      <div>
        <h2 className="font-sans text-xl font-semibold">Choose your course</h2>
        <p className="mt-1 text-muted">All fields except the course are optional.</p>
      </div>
      {formError ? (
        <p role="alert" className="flex gap-2 rounded-md bg-danger-50 p-4 font-medium text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {formError}
        </p>
      ) : null}
      <Honeypot />
      {hydrated ? <input type="hidden" name={SCRIPTED_FIELD} value="1" /> : null}

      <div className="flex flex-col gap-2">
        <SelectField
          label={ENROLLMENT_COPY.courseLabel}
          id={fields.courseId.id}
          name={fields.courseId.name}
          defaultValue={initialCourseId}
          required
          placeholder={ENROLLMENT_COPY.coursePlaceholder}
          options={options.map((option) => ({
            value: option.id,
            label: option.isPrivate ? `${option.title}${ENROLLMENT_COPY.privateSuffix}` : option.title,
          }))}
          errors={fields.courseId.errors}
          onChange={(event) => setCourseId(event.currentTarget.value)}
        />
        {hydrated && selected?.isPrivate ? <PrivateBadge className="self-start" /> : null}
      </div>

      {showPassword ? (
        <Field
          label={
            <span className="inline-flex items-center gap-1.5">
              <Lock aria-hidden="true" className="size-4 text-warning-800" />
              {ENROLLMENT_COPY.passwordLabel}
            </span>
          }
          id={fields.coursePassword.id}
          name={fields.coursePassword.name}
          type="password"
          autoComplete="off"
          required={hydrated}
          description={hydrated ? ENROLLMENT_COPY.passwordPrivateNote : ENROLLMENT_COPY.passwordNoScriptNote}
          errors={fields.coursePassword.errors}
        />
      ) : null}

      <div className="flex flex-col gap-3 rounded-lg border border-line bg-sand/60 p-4">
        <CheckboxField
          label={<span className="font-semibold">{ENROLLMENT_COPY.supportLabel}</span>}
          id={fields.wantsToSupport.id}
          name={fields.wantsToSupport.name}
          description={ENROLLMENT_COPY.supportDescription}
          defaultChecked={initialWantsToSupport}
          onChange={(event) => setWantsToSupport(event.currentTarget.checked)}
        />
        {showSupportEmail ? (
          <Field
            label={ENROLLMENT_COPY.supportEmailLabel}
            id={fields.supportEmail.id}
            name={fields.supportEmail.name}
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={stringValue(fields.supportEmail.initialValue)}
            description={hydrated ? undefined : ENROLLMENT_COPY.supportEmailNoScriptNote}
            errors={fields.supportEmail.errors}
            className="pl-8"
          />
        ) : null}
      </div>

      <SubmitButton size="lg" pendingLabel={ENROLLMENT_COPY.pending} className="w-full sm:w-auto sm:self-start">
        {ENROLLMENT_COPY.submit}
        <ArrowRight aria-hidden="true" />
      </SubmitButton>
    </Form>
  );
}

function stringValue(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function EnrollmentSuccess({ course }: { course: { id: string; title: string } }) {
  const navigate = useNavigate();
  const href = `/academy/course/${course.id}/learn`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    // Part 2 §2: after 1 second, on to the lessons.
    const timer = setTimeout(() => void navigate(href), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [href, navigate]);
  return (
    <div role="status" className="flex flex-col items-center py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-semibold focus:outline-none">
        {ENROLLMENT_COPY.successTitle}
      </h2>
      <p className="mt-3 text-lg text-muted">{ENROLLMENT_COPY.successMessage(course.title)}</p>
      <Link to={href} className="mt-6 font-semibold text-brand-700 underline underline-offset-4">
        {ENROLLMENT_COPY.openNow}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  throw error;
}
