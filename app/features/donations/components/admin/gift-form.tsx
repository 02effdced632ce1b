import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormErrors } from "~/components/admin/form-errors";
import { useEditorForm } from "~/components/admin/unsaved-changes";
import { MANUAL_GIFT_METHODS } from "~/db/constants";
import { EditGiftSchema, GIFT_METHOD_LABELS, ManualGiftSchema } from "../../admin-validation";

export interface GiftFormValues {
  amount: string;
  giftDate: string;
  method: string;
  donorName: string;
  donorEmail: string;
  campaignId: string;
  note: string;
}

/**
 * A gift entered by hand (check, cash, in kind): new, or edited with a reason for the audit log.
 */
export function GiftForm({
  id,
  values,
  campaigns,
  lastResult,
}: {
  /** Null for a new gift. */
  id: string | null;
  values: GiftFormValues;
  campaigns: { id: string; title: string }[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const isNew = id === null;
  const [form, fields] = useForm({
    id: `gift-${id ?? "new"}`,
    lastResult,
    defaultValue: { ...values, reason: "" },
    // A new gift has no reason field: the edit schema's extra fields are then never shown.
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: (isNew ? ManualGiftSchema : EditGiftSchema) as typeof EditGiftSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // A donor's name, email and gift are personal data: not kept in the browser, where the privacy tools cannot reach them.
  const editorRef = useEditorForm(undefined, { keepDraft: false });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={editorRef}
      className="rounded-lg border border-line bg-white p-5 sm:p-6"
    >
      <FormErrors errors={form.errors} id={form.errorId} className="mb-5" />
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label="Amount (USD)"
          meta={fields.amount}
          inputMode="decimal"
          description="For an in-kind gift, its fair market value."
        />
        <Field label="Date of the gift" meta={fields.giftDate} type="date" />
        <SelectField
          label="How it was given"
          meta={fields.method}
          placeholder="Choose one"
          options={MANUAL_GIFT_METHODS.map((method) => ({ value: method, label: GIFT_METHOD_LABELS[method] }))}
        />
        <SelectField
          label="Campaign it supports"
          meta={fields.campaignId}
          placeholder="No campaign (general support)"
          options={campaigns.map((campaign) => ({ value: campaign.id, label: campaign.title }))}
        />
        <Field label="Donor's name" meta={fields.donorName} autoComplete="off" />
        <Field
          label="Donor's email"
          meta={fields.donorEmail}
          type="email"
          autoComplete="off"
          description="Gifts with the same email are one donor in the donor list and statements."
        />
        <TextareaField
          label="Note"
          meta={fields.note}
          rows={3}
          description="A check number, or what an in-kind gift was."
          className="md:col-span-2"
        />
        {isNew ? null : (
          <TextareaField
            label="Why are you changing this gift?"
            meta={fields.reason}
            rows={2}
            description="Kept in the audit log with the change."
            className="md:col-span-2"
          />
        )}
      </div>
      {isNew ? null : <input type="hidden" name="intent" value="save" />}
      <div className="mt-6 flex flex-wrap gap-3">
        <SubmitButton pendingLabel="Saving…">{isNew ? "Add gift" : "Save changes"}</SubmitButton>
      </div>
    </Form>
  );
}
