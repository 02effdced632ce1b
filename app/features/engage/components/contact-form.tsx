import { Form, useNavigation } from "react-router";
import { Field, TextareaField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { usePublicForm } from "~/components/forms/use-public-form";
import { CONTACT_PAGE, CONTACT_SECTION_ID } from "~/content/engage";
import type { PublicFormReply } from "~/utils/public-form";
import { FormBanner, usePublicFormFeedback } from "./form-feedback";

export const CONTACT_FORM_ID = "contact-form";

/**
 * The contact form (part 2 §2, §5). A plain POST to /contact that works before JavaScript loads;
 * with it, Conform validates each field on blur with the server's schema.
 */
export function ContactForm({ answer }: { answer: PublicFormReply | undefined }) {
  const copy = CONTACT_PAGE.form;
  const navigation = useNavigation();
  const isSending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { banner, dismiss } = usePublicFormFeedback(answer, copy);

  const { fields, formProps } = usePublicForm({
    id: CONTACT_FORM_ID,
    lastResult: answer?.result,
    validate: () => import("../form-validators").then((m) => m.validateContact),
  });

  return (
    <Form
      method="post"
      // Without JavaScript the answer is a new page: the fragment brings the visitor back to the form.
      action={`/contact#${CONTACT_SECTION_ID}`}
      {...formProps}
      aria-labelledby="contact-form-title"
      onChange={dismiss}
      className="relative flex flex-col gap-5"
    >
      <Honeypot />
      <FormBanner banner={banner} texts={copy} />
      <Field meta={fields.name} label={copy.labels.name} required autoComplete="name" />
      <Field
        meta={fields.email}
        type="email"
        label={copy.labels.email}
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
      />
      <Field meta={fields.subject} label={copy.labels.subject} placeholder={copy.placeholders.subject} />
      <TextareaField
        meta={fields.message}
        label={copy.labels.message}
        description={copy.messageHint}
        placeholder={copy.placeholders.message}
        required
        rows={7}
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
