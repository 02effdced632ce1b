import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { EditorPage } from "~/components/admin/editor-page";
import { PublicPageLink } from "~/components/admin/publish-status";
import { PageHistoryLink } from "~/components/admin/history-link";
import { Field, TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { textCopySchema, type TextFieldSpec } from "../../admin-validation";

const PAGES_PATH = "/admin/pages";

export interface TextPreviewChange {
  group: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The editor of a page of texts (ADR 0049): each text the page shows, under the part of the page
 * it belongs to. Headings the spec fixes, the links' addresses and the pictures are not offered.
 */
export function TextCopyEditor({
  label,
  path,
  fields,
  values,
  lastResult,
  preview,
}: {
  label: string;
  path: string;
  fields: (TextFieldSpec & { seed: string })[];
  values: Record<string, string>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  preview: TextPreviewChange[] | null;
}) {
  const schema = textCopySchema(fields);
  const [form, formFields] = useForm({
    id: `text-copy-${path}`,
    lastResult,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const groups: { name: string; fields: typeof fields }[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last?.name === field.group) last.fields.push(field);
    else groups.push({ name: field.group, fields: [field] });
  }
  return (
    <EditorPage
      back={{ to: PAGES_PATH, label: "All pages" }}
      heading={`Edit: ${label}`}
      form={form}
      buttons={
        <>
          <SubmitButton name="intent" value="save" pendingLabel="Saving...">
            Save changes
          </SubmitButton>
          <SubmitButton name="intent" value="preview" variant="outline" pendingLabel="Preparing preview...">
            Preview
          </SubmitButton>
          <Link to={PAGES_PATH} className={buttonClasses({ variant: "outline" })}>
            Cancel
          </Link>
          <PublicPageLink href={path} live />
          <PageHistoryLink />
        </>
      }
      after={preview ? <ChangesPreview changes={preview} /> : null}
    >
      <p className="text-muted sm:col-span-2">
        The page&rsquo;s headings that the site is built around, its links and its pictures stay as they are. A text you
        empty is refused; to go back to the launch words, copy them from the note under the field.
      </p>
      {groups.map((group) => (
        <fieldset key={group.name} className="grid gap-5 border-t border-line pt-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="float-left mb-1 font-sans text-lg font-semibold sm:col-span-2">{group.name}</legend>
          {group.fields.map((field) => {
            const meta = formFields[field.name];
            const changed = (values[field.name] ?? field.seed) !== field.seed;
            const description = changed ? `At launch: “${field.seed}”` : undefined;
            return field.multiline ? (
              <TextareaField
                key={field.name}
                label={field.label}
                rows={Math.min(8, Math.max(3, Math.ceil(field.seed.length / 90)))}
                meta={meta}
                required
                description={description}
                className="sm:col-span-2"
              />
            ) : (
              <Field
                key={field.name}
                label={field.label}
                meta={meta}
                required
                description={description}
                className="sm:col-span-2"
              />
            );
          })}
        </fieldset>
      ))}
    </EditorPage>
  );
}

/** What saving would change, text by text, before anything is saved. */
function ChangesPreview({ changes }: { changes: TextPreviewChange[] }) {
  return (
    <section aria-labelledby="text-preview-title" className="rounded-lg border border-brand-100 bg-sand p-5 sm:p-6">
      <h3 id="text-preview-title" className="font-sans text-sm font-semibold tracking-widest text-muted uppercase">
        Preview (not saved yet)
      </h3>
      {changes.length === 0 ? (
        <p className="mt-3">Nothing has changed yet: saving now would leave the page as it is.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4">
          {changes.map((change) => (
            <li key={`${change.group}-${change.label}`} className="rounded-md bg-white p-4">
              <p className="font-semibold">
                {change.group} · {change.label}
              </p>
              <p className="mt-2 text-sm text-muted">
                <span className="font-semibold">Now:</span> <del>{change.before}</del>
              </p>
              <p className="mt-1">
                <span className="font-semibold">After saving:</span> <ins className="no-underline">{change.after}</ins>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
