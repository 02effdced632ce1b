import { ArrowRight, CircleAlert, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, Field, SelectField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { usePublicForm } from "~/components/forms/use-public-form";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ENROLLMENT_COPY } from "~/content/academy/enrollment";
import {
  describeEnrollmentProblem,
  SCRIPTED_FIELD,
  type EnrollmentFormFields,
  type EnrollmentReply,
} from "../enrollment-problems";
import { PrivateBadge } from "./course-badges";

/** The enrollment form (part 2 §2): a course, its password when private, and an optional helper address. */
export function EnrollmentForm({
  options,
  preselectedId,
  actionData,
}: {
  options: Array<{ id: string; title: string; isPrivate: boolean }>;
  preselectedId: string | null;
  /** The action's last answer when it was a refusal. */
  actionData: EnrollmentReply | undefined;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // Validated by EnrollmentSchema in the action, which answers with the field messages and the
  // toast of part 2 §8. Not repeated in the browser (no `validate`): the fields are few and the
  // password can only be checked there.
  const { fields, formProps } = usePublicForm<EnrollmentFormFields>({
    id: "course-enrollment",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { courseId: preselectedId ?? "" },
  });
  // What the visitor sent last time (after a refusal without JavaScript), else the preselection.
  const initialCourseId = stringValue(fields.courseId.initialValue) ?? preselectedId ?? "";
  const initialWantsToSupport = stringValue(fields.wantsToSupport.initialValue) === "on";
  const [courseId, setCourseId] = useState(initialCourseId);
  const [wantsToSupport, setWantsToSupport] = useState(initialWantsToSupport);
  const selected = options.find((option) => option.id === courseId) ?? null;

  // A refusal from the server: its toast (part 2 §8), and focus on the field to fix.
  useEffect(() => {
    if (!actionData) return;
    const { field, toast: message } = describeEnrollmentProblem(actionData.problem ?? "unknown", actionData.formError);
    toast({ ...message, variant: "destructive" });
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, [actionData]);

  // Only for a private course, on the server's HTML as after any change: the server knows the
  // preselected course, and after a refusal without JavaScript the course that was sent.
  const showPassword = selected?.isPrivate === true;
  const showSupportEmail = !hydrated || wantsToSupport;
  const formError =
    actionData?.problem === "rate-limited" || actionData?.problem === "database-unavailable"
      ? actionData.formError
      : undefined;

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
          required
          description={ENROLLMENT_COPY.passwordPrivateNote}
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
