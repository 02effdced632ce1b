import { CheckCircle2, CircleAlert } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Field, SelectField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { usePublicForm } from "~/components/forms/use-public-form";
import type { PublicFormReply } from "~/utils/public-form";
import { YOUR_DATA_PAGE } from "../content";

export const YOUR_DATA_FORM_ID = "your-data-form";
export const YOUR_DATA_SECTION_ID = "your-data-request";

/**
 * The "Your data" request form (issue 38): a plain POST to /privacy/your-data that works before
 * JavaScript loads; with it, Conform checks each field on blur with the server's schema.
 */
export function YourDataForm({ answer }: { answer: PublicFormReply | undefined }) {
  const copy = YOUR_DATA_PAGE.form;
  const navigation = useNavigation();
  const isSending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { form, fields, formProps } = usePublicForm({
    id: YOUR_DATA_FORM_ID,
    lastResult: answer?.result,
    validate: () => import("../form-validators").then((m) => m.validateYourData),
  });
  const problem =
    answer && (answer.outcome === "failed" || answer.outcome === "limited") ? answer.formError : undefined;

  return (
    <Form
      method="post"
      action={`/privacy/your-data#${YOUR_DATA_SECTION_ID}`}
      {...formProps}
      aria-labelledby="your-data-form-title"
      className="relative flex flex-col gap-5"
    >
      <Honeypot />
      {answer?.outcome === "sent" ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-success-700/30 bg-success-50 p-4 text-success-700"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block font-semibold">{copy.sentTitle}</strong>
            {copy.sentMessage}
          </p>
        </div>
      ) : null}
      <div role="alert" className="empty:hidden">
        {problem || form.errors?.length ? (
          <div className="flex items-start gap-3 rounded-lg border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{problem ?? form.errors?.join(" ")}</p>
          </div>
        ) : null}
      </div>
      <SelectField
        meta={fields.kind}
        label={copy.labels.kind}
        options={copy.kinds}
        placeholder={copy.kindPlaceholder}
        required
      />
      <Field
        meta={fields.email}
        type="email"
        label={copy.labels.email}
        description={copy.emailHint}
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={254}
      />
      <SubmitButton
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        isPending={isSending}
        pendingLabel={copy.pending}
      >
        {copy.submit}
      </SubmitButton>
    </Form>
  );
}
