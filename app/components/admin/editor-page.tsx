import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { BackLink } from "./back-link";
import { FormErrors } from "./form-errors";
import { useEditorForm } from "./unsaved-changes";

/**
 * An editor page: back to the list, then the form in a card under its heading with the form's own
 * errors, its fields (`children`) in two columns and its buttons; below the card, whatever else the
 * section shows (`after`: a preview, where deleting starts).
 */
export function EditorPage<Schema extends Record<string, unknown>>({
  back,
  heading,
  form,
  buttons,
  after,
  children,
}: {
  back: { to: string; label: string };
  heading: string;
  form: FormMetadata<Schema, string[]>;
  buttons: ReactNode;
  after?: ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  const editorRef = useEditorForm();
  return (
    <section aria-labelledby="editor-title" className="flex flex-col gap-4">
      <BackLink to={back.to}>{back.label}</BackLink>
      <Form
        method="post"
        {...getFormProps(form)}
        ref={editorRef}
        className="rounded-lg border border-line bg-white p-5 sm:p-6"
      >
        <h2 id="editor-title" className="text-2xl font-semibold break-words">
          {heading}
        </h2>
        <p className="mt-1 text-muted">Fields marked * are required.</p>
        <FormErrors errors={form.errors} id={form.errorId} className="mt-4" />
        <div className="mt-6 grid gap-5 sm:grid-cols-2">{children}</div>
        <div className="mt-6 flex flex-wrap gap-3">{buttons}</div>
      </Form>
      {after}
    </section>
  );
}
