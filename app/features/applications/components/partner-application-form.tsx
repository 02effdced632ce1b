import { type SubmissionResult } from "@conform-to/react";
import { Send } from "lucide-react";
import { Form } from "react-router";
import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { getSelectProps } from "@conform-to/react";
import { usePublicForm } from "~/components/forms/use-public-form";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { ErrorList } from "~/components/forms/error-list";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cn } from "~/utils/misc";
import { LIMITS, type ProjectChoice } from "../choices";
import {
  FormAlert,
  InlineSuccess,
  SuccessDialog,
  useApplicationOutcome,
  type ApplicationOutcome,
} from "./application-outcome";
import { ContactFields } from "./contact-fields";

export const PARTNER_SUCCESS = {
  title: "Thank You for Your Interest!",
  description: "We will contact you within 24 hours to discuss the next steps.",
} as const;

export interface PartnerApplicationFormProps {
  /** Published projects and the general opportunities (see `buildProjectChoices`). */
  choices: ProjectChoice[];
  /** The choice selected at first (from `?project=` or the page's own project). */
  defaultProject?: string;
  outcome?: ApplicationOutcome;
  /** A form id unique on the page (Conform derives the field ids from it). */
  id?: string;
  /** Where the form posts; defaults to the current route. */
  action?: string;
  className?: string;
}

/**
 * The generic partner form (part 1 §3, §5): Full Name, Email Address, Phone Number, Location,
 * project and, when the project offers them, a partnership type; experience and message are
 * optional. Works before JavaScript loads (every project's options are listed in groups and
 * checked on the server); with it, only the chosen project's options are offered.
 */
export function PartnerApplicationForm({
  choices,
  defaultProject,
  outcome,
  id = "partner-application",
  action,
  className,
}: PartnerApplicationFormProps) {
  const isHydrated = useHydrated();
  const { fields, formProps } = usePublicForm({
    id,
    lastResult: outcome && "result" in outcome ? (outcome.result as SubmissionResult<string[]>) : undefined,
    // Explicit empty choices: after a successful send the selects go back to their placeholder.
    defaultValue: { project: defaultProject ?? "", partnershipType: "" },
    validate: () => import("../form-validators").then((m) => m.partnerValidator(choices)),
  });
  const { isDialogOpen, closeDialog, showInlineSuccess, formError } = useApplicationOutcome(outcome);

  const selected = choices.find((choice) => choice.value === (fields.project.value ?? defaultProject));
  const withOptions = choices.filter((choice) => choice.options.length > 0);
  // With JavaScript: only the chosen project's ways to partner. Before it: all of them, grouped.
  const showPartnership = isHydrated ? Boolean(selected && selected.options.length > 0) : withOptions.length > 0;
  const chosenOption = selected?.options.find((option) => option.option === fields.partnershipType.value);
  const { key: partnershipKey, ...partnershipProps } = getSelectProps(fields.partnershipType);

  return (
    <>
      {showInlineSuccess ? (
        <InlineSuccess title={PARTNER_SUCCESS.title}>{PARTNER_SUCCESS.description}</InlineSuccess>
      ) : null}
      <Form method="post" action={action} {...formProps} className={cn("relative flex flex-col gap-5", className)}>
        <Honeypot />
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactFields name={fields.name} email={fields.email} phone={fields.phone} />
          <Field
            label="Location (City, State)"
            meta={fields.location}
            required
            autoComplete="address-level2"
            placeholder="Austin, TX"
            maxLength={LIMITS.location}
          />
        </div>

        <SelectField
          label="Project"
          description="The partner project you would like to join."
          meta={fields.project}
          required
          placeholder="Choose a project"
          options={choices.map((choice) => ({ value: choice.value, label: choice.title }))}
        />

        {showPartnership ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fields.partnershipType.id} required={isHydrated}>
              Partnership Type
            </Label>
            <p id={`${fields.partnershipType.id}-description`} className="text-sm text-muted">
              {isHydrated
                ? `How you would like to work with ${selected?.title ?? "this project"}.`
                : "Choose one of the ways listed under your project, if it lists any."}
            </p>
            <NativeSelect
              {...partnershipProps}
              key={`${partnershipKey ?? ""}-${selected?.value ?? "all"}`}
              required={isHydrated}
              aria-invalid={fields.partnershipType.errors ? true : undefined}
              aria-describedby={[
                `${fields.partnershipType.id}-description`,
                fields.partnershipType.errors ? fields.partnershipType.errorId : null,
                chosenOption ? `${fields.partnershipType.id}-detail` : null,
              ]
                .filter(Boolean)
                .join(" ")}
            >
              <option value="">Choose a partnership type</option>
              {isHydrated && selected
                ? selected.options.map((option) => (
                    <option key={option.option} value={option.option}>
                      {option.option}
                    </option>
                  ))
                : withOptions.map((choice) => (
                    <optgroup key={choice.value} label={choice.title}>
                      {choice.options.map((option) => (
                        <option key={option.option} value={option.option}>
                          {option.option}
                        </option>
                      ))}
                    </optgroup>
                  ))}
            </NativeSelect>
            {chosenOption ? (
              <p
                id={`${fields.partnershipType.id}-detail`}
                className="rounded-md bg-brand-50 p-3 text-sm text-brand-900"
              >
                {chosenOption.description}
              </p>
            ) : null}
            <ErrorList id={fields.partnershipType.errorId} errors={fields.partnershipType.errors} />
          </div>
        ) : null}

        <Field
          label="Relevant Experience"
          description="Optional. Sales, customer service, running a shop, anything that helps us match you well."
          meta={fields.experience}
          maxLength={LIMITS.experience}
        />
        <TextareaField
          label="Message"
          description="Optional. Questions, your availability or anything else we should know."
          meta={fields.message}
          rows={4}
          maxLength={LIMITS.message}
        />

        <FormAlert message={formError} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            By submitting, you agree that we may contact you about this opportunity. We never sell or share your
            details.
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
        title={PARTNER_SUCCESS.title}
        link={{ to: "/projects/library?category=business", label: "Browse more projects" }}
      >
        <p>{PARTNER_SUCCESS.description}</p>
        <p>While you wait, our free Academy has short lessons on getting started with a partner company.</p>
      </SuccessDialog>
    </>
  );
}
