import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorList, errorMessages } from "~/components/forms/error-list";
import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { getCollectionProps } from "@conform-to/react";
import { usePublicForm } from "~/components/forms/use-public-form";
import { Checkbox } from "~/components/ui/checkbox";
import { VOLUNTEER_PAGE, VOLUNTEER_SECTION_ID } from "~/content/engage";
import {
  HEARD_ABOUT_US,
  US_STATES,
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_INTERESTS,
} from "~/content/engage/volunteer-options";
import type { PublicFormReply } from "~/utils/public-form";
import { FormBanner, usePublicFormFeedback } from "./form-feedback";

export const VOLUNTEER_FORM_ID = "volunteer-application";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <h3 className="font-sans text-lg font-semibold text-brand-800">{title}</h3>
      {children}
    </div>
  );
}

/** The volunteer application (part 2 §3, §5): every field of `volunteer_applications`. */
export function VolunteerForm({ answer }: { answer: PublicFormReply | undefined }) {
  const copy = VOLUNTEER_PAGE.form;
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { banner, dismiss } = usePublicFormFeedback(answer, copy);

  const { fields, formProps } = usePublicForm({
    id: VOLUNTEER_FORM_ID,
    lastResult: answer?.result,
    validate: () => import("../form-validators").then((m) => m.validateVolunteer),
  });

  const interestErrors = errorMessages(fields.interests.errors);
  const interestHintId = `${fields.interests.id}-hint`;
  const interestErrorId = fields.interests.errorId;

  return (
    <Form
      method="post"
      // Without JavaScript the answer is a new page: the fragment brings the visitor back to the form.
      action={`/volunteer#${VOLUNTEER_SECTION_ID}`}
      {...formProps}
      aria-labelledby="volunteer-form-title"
      onChange={dismiss}
      className="relative flex flex-col gap-6"
    >
      <Honeypot />
      <FormBanner banner={banner} texts={copy} />

      <Group title={copy.groups.about}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.firstName} label={copy.labels.firstName} required autoComplete="given-name" />
          <Field meta={fields.lastName} label={copy.labels.lastName} required autoComplete="family-name" />
          <Field
            meta={fields.email}
            type="email"
            label={copy.labels.email}
            required
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
          />
          <Field meta={fields.phone} type="tel" label={copy.labels.phone} required autoComplete="tel" inputMode="tel" />
        </div>
      </Group>

      <Group title={copy.groups.address}>
        <Field meta={fields.address} label={copy.labels.address} required autoComplete="street-address" />
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_minmax(0,0.8fr)]">
          <Field meta={fields.city} label={copy.labels.city} required autoComplete="address-level2" />
          <SelectField
            meta={fields.state}
            label={copy.labels.state}
            required
            autoComplete="address-level1"
            placeholder={copy.placeholders.state}
            options={US_STATES}
          />
          <Field
            meta={fields.zipCode}
            label={copy.labels.zipCode}
            required
            autoComplete="postal-code"
            inputMode="numeric"
          />
        </div>
      </Group>

      <Group title={copy.groups.help}>
        <fieldset
          aria-describedby={[interestHintId, interestErrors.length > 0 ? interestErrorId : null]
            .filter(Boolean)
            .join(" ")}
          className="flex flex-col gap-1.5"
        >
          <legend className="text-sm font-semibold text-ink">
            {copy.labels.interests}
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
          </legend>
          <p id={interestHintId} className="text-sm text-muted">
            {copy.hints.interests}
          </p>
          <div className="grid gap-x-6 sm:grid-cols-2">
            {getCollectionProps(fields.interests, {
              type: "checkbox",
              options: VOLUNTEER_INTERESTS.map((choice) => choice.value),
              ariaAttributes: false,
            }).map(({ key, ...props }, index) => (
              <div key={key} className="flex min-h-11 items-start gap-3 py-2">
                <Checkbox {...props} className="mt-0.5" aria-invalid={interestErrors.length > 0 || undefined} />
                <label htmlFor={props.id} className="cursor-pointer text-base leading-snug text-ink">
                  {VOLUNTEER_INTERESTS[index]?.label}
                </label>
              </div>
            ))}
          </div>
          <ErrorList id={interestErrorId} errors={interestErrors} />
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            meta={fields.availability}
            label={copy.labels.availability}
            required
            placeholder={copy.placeholders.availability}
            options={VOLUNTEER_AVAILABILITY}
          />
          <SelectField
            meta={fields.hearAboutUs}
            label={copy.labels.hearAboutUs}
            required
            placeholder={copy.placeholders.hearAboutUs}
            options={HEARD_ABOUT_US}
          />
        </div>
        <TextareaField
          meta={fields.experience}
          label={copy.labels.experience}
          description={copy.hints.experience}
          rows={5}
        />
      </Group>

      <SubmitButton
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        isPending={isSubmitting}
        pendingLabel={copy.pending}
      >
        {copy.submit}
      </SubmitButton>
    </Form>
  );
}
