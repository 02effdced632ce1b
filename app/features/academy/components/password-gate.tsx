import { ArrowLeft, CircleAlert, KeyRound, LockKeyhole } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { usePublicForm } from "~/components/forms/use-public-form";
import { Container } from "~/components/layout/section";
import { Card } from "~/components/ui/card";
import { PRIVATE_COURSE_COPY } from "~/content/academy/course";
import { GATE_COPY, PLAYER_COPY } from "~/content/academy/player";
import type { PlayerCourse } from "../types";
import { CategoryBadge, PrivateBadge } from "./course-badges";

/** What the action answers to a refused password (the action parses it with UnlockSchema). */
export interface GateResult {
  intent: "unlock";
  /** The password field's message: 'Password is required' or 'Incorrect password. Please try again.' */
  passwordError?: string;
  /** A message for the whole form (too many attempts). */
  formError?: string;
}

/** The gate's form: how what was typed before its code arrived reaches the live form (form-island.ts). */
const GATE_FORM_ID = "course-unlock";

/**
 * The private-course password gate (part 2 §2, §5 'Private gate'). A POST form, so it works
 * before JavaScript loads; the password is checked on the server against its hash, and the
 * server's messages ('Password is required', 'Incorrect password. Please try again.') show here.
 * The lesson player draws it as a form island (routes/academy/learn.tsx): its code loads on the
 * visitor's first touch, and the password typed until then stays, with the cursor.
 */
export function PasswordGate({ course, lastResult }: { course: PlayerCourse; lastResult?: GateResult }) {
  const passwordRef = useRef<HTMLInputElement>(null);
  // Checked on the server only (no `validate`): the answer is the refusal's message below.
  const { fields, formProps } = usePublicForm<{ password: string }>({
    id: GATE_FORM_ID,
    lastResult: undefined,
  });
  const typed = fields.password.initialValue;
  // After a refusal, back to the field to fix.
  useEffect(() => {
    if (lastResult?.passwordError) passwordRef.current?.focus();
  }, [lastResult]);

  return (
    <div className="bg-sand">
      <Container className="flex min-h-[70vh] max-w-xl flex-col justify-center py-12 sm:py-16">
        <Link
          to="/academy"
          className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {PLAYER_COPY.backToAcademy}
        </Link>
        <Card shape="panel" raised className="mt-4 p-6 sm:p-8">
          <span className="flex size-14 items-center justify-center rounded-full bg-warning-50 text-warning-800">
            <LockKeyhole aria-hidden="true" className="size-7" />
          </span>
          <div className="mt-5 flex flex-wrap gap-2">
            <CategoryBadge category={course.category} />
            <PrivateBadge />
          </div>
          <h1 className="mt-3 text-3xl leading-tight font-semibold">{course.title}</h1>
          <h2 className="mt-4 font-sans text-lg font-semibold text-ink">{GATE_COPY.title}</h2>
          <p className="mt-1 text-muted">{GATE_COPY.lead}</p>

          <Form method="post" {...formProps} className="mt-6 flex flex-col gap-5">
            {lastResult?.formError ? (
              <p role="alert" className="flex gap-2 rounded-md bg-danger-50 p-4 font-medium text-danger-700">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {lastResult.formError}
              </p>
            ) : null}
            <Honeypot />
            <input type="hidden" name="intent" value="unlock" />
            <Field
              label={GATE_COPY.passwordLabel}
              id="course-password"
              name="password"
              type="password"
              autoComplete="off"
              required
              ref={passwordRef}
              defaultValue={typeof typed === "string" ? typed : undefined}
              errors={lastResult?.passwordError}
            />
            <SubmitButton size="lg" pendingLabel={GATE_COPY.pending} className="w-full sm:w-auto sm:self-start">
              <KeyRound aria-hidden="true" />
              {GATE_COPY.submit}
            </SubmitButton>
          </Form>
          <p className="mt-6 border-t border-line pt-4 text-sm text-muted">
            {PRIVATE_COURSE_COPY.lockedHint}{" "}
            <Link
              to={`/academy/course/${course.slug}/enroll`}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {GATE_COPY.enrollInstead}
            </Link>
          </p>
        </Card>
      </Container>
    </div>
  );
}
