import { type SubmissionResult } from "@conform-to/react";
import { CheckCircle2, LockKeyhole, Send } from "lucide-react";
import { Form } from "react-router";
import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { usePublicForm } from "~/components/forms/use-public-form";
import { cn } from "~/utils/misc";
import { LIMITS, OPPORTUNITY_EXPERIENCE, OPPORTUNITY_INTERESTS, type OpportunityType } from "../choices";
import { FormAlert, useApplicationOutcome, type ApplicationOutcome } from "./application-outcome";
import { ContactFields } from "./contact-fields";

/** Part 1 §8: the opportunity form's success message. */
export function opportunitySuccess(type: OpportunityType) {
  return {
    title: "Application Submitted!",
    description: `Thank you for your interest in our ${type} opportunity. We'll contact you within 24 hours.`,
  };
}

/**
 * The individual / business opportunity form (part 1 §3, §5). It does not ask for a Social
 * Security number: tax details are requested after approval through a secure channel.
 */
export function OpportunityApplicationForm({
  type,
  outcome,
  className,
}: {
  type: OpportunityType;
  outcome?: ApplicationOutcome;
  className?: string;
}) {
  const { fields, formProps } = usePublicForm({
    id: `opportunity-application-${type}`,
    // Explicit empty choices: after a successful send the selects go back to their placeholder.
    defaultValue: { experience: "", interest: "" },
    lastResult: outcome && "result" in outcome ? (outcome.result as SubmissionResult<string[]>) : undefined,
    validate: () => import("../form-validators").then((m) => m.validateOpportunity),
  });
  // Part 1 §4: the confirmation is a message in the page, not a dialog.
  const { formError } = useApplicationOutcome(outcome);
  const success = outcome?.ok ? opportunitySuccess(type) : null;
  const isBusiness = type === "business";

  return (
    <Form method="post" {...formProps} className={cn("relative flex flex-col gap-5", className)}>
      <div role="status" className="empty:hidden">
        {success ? (
          <div className="flex items-start gap-3 rounded-lg border border-success-700/30 bg-success-50 p-4 text-success-700">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong className="block font-semibold">{success.title}</strong>
              {success.description}
            </p>
          </div>
        ) : null}
      </div>
      <Honeypot />
      <input type="hidden" name="type" value={type} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields
          name={fields.name}
          email={fields.email}
          phone={fields.phone}
          nameLabel={isBusiness ? "Contact Name" : "Full Name"}
        />
        <Field
          label="Location (City, State)"
          meta={fields.location}
          required
          autoComplete="address-level2"
          placeholder="Memphis, TN"
          maxLength={LIMITS.location}
        />
        <SelectField
          label={isBusiness ? "Type of Organization" : "Business Experience"}
          meta={fields.experience}
          placeholder="Choose one (optional)"
          options={OPPORTUNITY_EXPERIENCE[type]}
        />
        <SelectField
          label="Area of Interest"
          meta={fields.interest}
          placeholder="Choose one (optional)"
          options={OPPORTUNITY_INTERESTS}
        />
      </div>
      <TextareaField
        label={isBusiness ? "Tell us about your organization" : "Tell us about yourself"}
        description="Optional. What you hope to build, and when you could start."
        meta={fields.message}
        rows={4}
        maxLength={LIMITS.message}
      />
      <p className="flex items-start gap-2 rounded-md bg-sand p-3 text-sm text-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          We never ask for your Social Security number on this form. If you are approved and earn commissions, we
          request the tax details needed for Form 1099 through a secure channel at that time.
        </span>
      </p>
      <FormAlert message={formError} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          By submitting this application, you agree to be contacted about business opportunities.
        </p>
        <SubmitButton size="lg" pendingLabel="Submitting Application..." className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          Submit Application
        </SubmitButton>
      </div>
    </Form>
  );
}
