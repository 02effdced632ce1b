import { CircleAlert, Info } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { ErrorList } from "~/components/forms/error-list";
import { Field, TextareaField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { usePublicForm } from "~/components/forms/use-public-form";
import type { PublicFormReply } from "~/utils/public-form";
import { SAMPLE_CODE } from "~/utils/eligibility-code";
import type { CampaignApplyExtra } from "../apply-problems";

/**
 * Said beside the field (part 1 §5's format hint): a made-up sample in the generated codes'
 * shape, which is never a real code (`SAMPLE_CODE`), and that capitals matter.
 */
const CODE_HINT = `Codes look like ${SAMPLE_CODE}: a word, four letters and numbers, and a year. Type yours exactly as you received it; capital letters matter.`;

/** The application's answer when the form is shown again (a refusal, a failure, field errors). */
export type ErrorActionData = Pick<PublicFormReply<CampaignApplyExtra>, "result" | "problem">;

/** The support application form (part 1 §5), shown again with the problem after a refusal. */
/** Named, not generated: what was typed before the form island woke finds the live form by it. */
const CAMPAIGN_APPLICATION_FORM_ID = "campaign-application";

export function ApplicationForm({ actionData }: { actionData?: ErrorActionData }) {
  const problem = actionData?.problem ?? null;
  const { form, fields, formProps } = usePublicForm({
    id: CAMPAIGN_APPLICATION_FORM_ID,
    lastResult: actionData?.result,
    validate: () => import("../form-validators").then((m) => m.validateCampaignApplication),
  });
  const alertRef = useRef<HTMLDivElement>(null);

  // A refused code or a failure is announced (role=alert) and brought into view.
  useEffect(() => {
    if (problem) alertRef.current?.scrollIntoView({ block: "nearest" });
  }, [problem, actionData]);

  return (
    <>
      <h1 className="text-3xl font-semibold">Apply for Support</h1>
      <p className="mt-2 text-lg leading-relaxed text-muted">
        If an organization we work with gave you an eligibility code for this campaign, fill in this short form. It
        takes about two minutes, and our team will contact you within 24 hours.
      </p>

      <div ref={alertRef} role="alert" className="empty:hidden">
        {problem ? (
          <div className="mt-6 flex gap-3 rounded-md border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong className="block font-semibold">{problem.title}</strong>
              {problem.message}
            </p>
          </div>
        ) : null}
      </div>

      <Form method="post" {...formProps} className="relative mt-6 flex flex-col gap-5">
        <Honeypot />
        <Field label="Full name" meta={fields.fullName} autoComplete="name" required />
        <Field
          label="Email address"
          meta={fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
        />
        <Field
          label="Phone number (optional)"
          meta={fields.phone}
          type="tel"
          autoComplete="tel"
          description="Only if you would like us to call or text you about delivery."
        />
        <TextareaField
          label="Mailing address"
          meta={fields.address}
          rows={3}
          autoComplete="street-address"
          description="Street, apartment, city, state and ZIP code, so we can deliver or tell you where to pick up."
          required
        />
        <Field
          label="Eligibility code"
          meta={fields.eligibilityCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          description={CODE_HINT}
          required
          inputClassName="font-mono tracking-wider"
        />
        {/* Form-level errors not already in the alert above (the alert carries failures). */}
        {!problem ? <ErrorList id={form.errorId} errors={form.errors} /> : null}
        <p className="flex gap-2 text-sm text-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          We use these details only to arrange your support, and we never share them.
        </p>
        <SubmitButton size="lg" pendingLabel="Submitting...">
          Submit Application
        </SubmitButton>
      </Form>
    </>
  );
}
