import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { EditorPage } from "~/components/admin/editor-page";
import { PublicPageLink } from "~/components/admin/publish-status";
import { PageHistoryLink } from "~/components/admin/history-link";
import { RichTextField } from "~/components/admin/rich-text-field";
import { TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { legalCopySchema, legalFieldName } from "../../admin-validation";
import type { LegalCopy, LegalFixedBlock, LegalShape } from "../../copy";
import { LegalSectionBody, type OrganisationContact } from "../legal-page";

const PAGES_PATH = "/admin/pages";
const SECTION_HTML_HELP =
  'Write in HTML: <p> for paragraphs, <h3> for a heading inside the section, <strong>, <em>, <ul>/<ol> with <li> and <a href="…">. Write {email} or {phone} for the organization’s contact details. Anything else is removed when you save.';

const FIXED_NAMES: Record<LegalFixedBlock, string> = {
  contact: "the contact card (phone and email)",
  retention: "the list of how long each kind of record is kept",
};

/** The form's starting values: the lead and each section's text around its fixed block. */
export function legalFormValues(shape: LegalShape, copy: LegalCopy): Record<string, string> {
  const values: Record<string, string> = { lead: copy.lead };
  for (const section of shape.sections) {
    const text = copy.sections[section.id] ?? { before: "", after: "" };
    values[legalFieldName(section.id, "before")] = text.before;
    if (section.fixed) values[legalFieldName(section.id, "after")] = text.after;
  }
  return values;
}

/**
 * A legal page's editor: the introduction under the title and each section's text, under the
 * section's heading, which (like the order of the sections) stays as the code has it.
 */
export function LegalEditor({
  shape,
  path,
  values,
  lastResult,
  preview,
  contact,
}: {
  shape: LegalShape;
  path: string;
  values: Record<string, string>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  preview: LegalCopy | null;
  contact: OrganisationContact;
}) {
  const schema = legalCopySchema(shape);
  const [form, fields] = useForm({
    id: `legal-${path}`,
    lastResult,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const initial = (name: string) => {
    const value = fields[name]?.initialValue;
    return typeof value === "string" ? value : (values[name] ?? "");
  };
  const richField = (name: string, label: string, required: boolean) => (
    <RichTextField
      key={name}
      name={name}
      label={label}
      defaultValue={initial(name)}
      htmlHelp={SECTION_HTML_HELP}
      errors={fields[name]?.errors}
      required={required}
      className="sm:col-span-2"
    />
  );

  return (
    <EditorPage
      back={{ to: PAGES_PATH, label: "All pages" }}
      heading={`Edit: ${shape.title}`}
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
      after={preview ? <LegalPreview shape={shape} copy={preview} contact={contact} /> : null}
    >
      <TextareaField
        label="Introduction under the title"
        rows={3}
        meta={fields.lead}
        required
        className="sm:col-span-2"
      />
      {shape.sections.map((section) => (
        <fieldset key={section.id} className="flex flex-col gap-4 border-t border-line pt-5 sm:col-span-2">
          <legend className="font-sans text-lg font-semibold">{section.title}</legend>
          {section.fixed ? (
            <>
              {richField(legalFieldName(section.id, "before"), `Text before ${FIXED_NAMES[section.fixed]}`, false)}
              <p className="text-sm text-muted">
                Here the page shows {FIXED_NAMES[section.fixed]}, kept up to date from the site&rsquo;s settings.
              </p>
              {richField(legalFieldName(section.id, "after"), `Text after ${FIXED_NAMES[section.fixed]}`, false)}
            </>
          ) : (
            richField(legalFieldName(section.id, "before"), `Text of “${section.title}”`, true)
          )}
        </fieldset>
      ))}
    </EditorPage>
  );
}

/** The page's words as visitors will read them, before they are saved. */
function LegalPreview({ shape, copy, contact }: { shape: LegalShape; copy: LegalCopy; contact: OrganisationContact }) {
  return (
    <section aria-labelledby="legal-preview-title" className="rounded-lg border border-brand-100 bg-white p-5 sm:p-6">
      <h3 id="legal-preview-title" className="font-sans text-sm font-semibold tracking-widest text-muted uppercase">
        Preview (not saved yet)
      </h3>
      <div className="mt-4 flex max-w-3xl flex-col gap-8 text-base leading-relaxed text-ink">
        <p className="text-lg text-muted">{copy.lead}</p>
        {shape.sections.map((section) => (
          <div key={section.id} className="flex flex-col gap-4">
            <p className="text-2xl font-semibold">{section.title}</p>
            <LegalSectionBody
              fixed={section.fixed}
              text={copy.sections[section.id] ?? { before: "", after: "" }}
              contact={contact}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
