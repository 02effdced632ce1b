import { type SubmissionResult } from "@conform-to/react";
import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { SelectField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { usePublicForm } from "~/components/forms/use-public-form";
import { cn } from "~/utils/misc";
import { US_STATES } from "../us-states";
import { EXPERIENCE_LEVELS, PROGRAMMES, type ProgrammeKind } from "../choices";
import {
  FormAlert,
  InlineSuccess,
  SuccessDialog,
  useApplicationOutcome,
  type ApplicationOutcome,
} from "./application-outcome";
import { ContactFields } from "./contact-fields";

export interface ProgrammeSuccessCopy {
  title: string;
  description: ReactNode;
}

/**
 * The consultant and diamond programme forms (part 1 §5): full name, email, phone, state,
 * experience level and the programme's one collaboration choice, all required.
 */
export function ProgrammeApplicationForm({
  kind,
  outcome,
  success,
  className,
}: {
  kind: ProgrammeKind;
  outcome?: ApplicationOutcome;
  success: ProgrammeSuccessCopy;
  className?: string;
}) {
  const { fields, formProps } = usePublicForm({
    id: `${kind}-application`,
    // Explicit empty choices: after a successful send the selects go back to their placeholder.
    // The collaboration has one option, so it starts chosen (still sent and validated).
    defaultValue: { state: "", experienceLevel: "", collaborationType: PROGRAMMES[kind].collaborationType },
    lastResult: outcome && "result" in outcome ? (outcome.result as SubmissionResult<string[]>) : undefined,
    validate: () => import("../form-validators").then((m) => m.programmeValidator(kind)),
  });
  const { isDialogOpen, closeDialog, showInlineSuccess, formError } = useApplicationOutcome(outcome);
  const programme = PROGRAMMES[kind];

  return (
    <>
      {showInlineSuccess ? <InlineSuccess title={success.title}>{success.description}</InlineSuccess> : null}
      <Form method="post" {...formProps} className={cn("relative flex flex-col gap-5", className)}>
        <Honeypot />
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactFields name={fields.fullName} email={fields.email} phone={fields.phone} />
          <SelectField
            label="State"
            meta={fields.state}
            required
            autoComplete="address-level1"
            placeholder="Choose your state"
            options={US_STATES.map((state) => ({ value: state.name, label: state.name }))}
          />
          <SelectField
            label="Experience Level"
            meta={fields.experienceLevel}
            required
            placeholder="Choose your experience level"
            options={EXPERIENCE_LEVELS.map((level) => ({ value: level.value, label: level.label }))}
          />
          <SelectField
            label="How would you like to collaborate?"
            meta={fields.collaborationType}
            required
            options={[{ value: programme.collaborationType, label: programme.collaborationLabel }]}
          />
        </div>
        <FormAlert message={formError} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            By submitting, you agree that we and your mentor may contact you about this program.
          </p>
          <SubmitButton size="lg" pendingLabel="Submitting..." className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            Submit Application
          </SubmitButton>
        </div>
      </Form>
      <SuccessDialog
        open={isDialogOpen}
        onClose={closeDialog}
        title={success.title}
        link={{ to: "/academy", label: "Visit the Academy" }}
      >
        {success.description}
      </SuccessDialog>
    </>
  );
}
