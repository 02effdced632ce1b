import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { DeleteConfirm, DeletePanel } from "~/components/admin/delete-confirm";
import { EditorPage } from "~/components/admin/editor-page";
import { PublicPageLink } from "~/components/admin/publish-status";
import { RichTextField } from "~/components/admin/rich-text-field";
import { Field, TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { FaqItemSchema, MAX_FAQ_LINKS } from "../../admin-validation";
import type { FaqEntry } from "../../copy";
import { CopyHtml } from "../copy-html";

const FAQ_PATH = "/admin/pages/faq";
const ANSWER_HTML_HELP =
  'Write the answer in HTML: <p> for paragraphs, <strong>, <em>, <ul>/<ol> with <li> and <a href="…">. Anything else is removed when you save.';

/** What the editor shows: the question as stored (answer as HTML, links one a line), or empty for a new one. */
export interface FaqItemFormValues {
  id: string | null;
  question: string;
  answer: string;
  links: string;
}

/** The FAQ question editor (add and edit): a plain form that works without JavaScript, with a preview. */
export function FaqItemEditor({
  item,
  lastResult,
  preview,
}: {
  item: FaqItemFormValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
  preview: Omit<FaqEntry, "id"> | null;
}) {
  const [form, fields] = useForm({
    id: `faq-${item.id ?? "new"}`,
    lastResult,
    defaultValue: item,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FaqItemSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const initialAnswer = typeof fields.answer.initialValue === "string" ? fields.answer.initialValue : item.answer;

  return (
    <EditorPage
      back={{ to: FAQ_PATH, label: "All questions" }}
      heading={item.id ? `Edit: ${item.question}` : "Add a question"}
      form={form}
      buttons={
        <>
          <SubmitButton name="intent" value="save" pendingLabel="Saving...">
            {item.id ? "Save changes" : "Add question"}
          </SubmitButton>
          <SubmitButton name="intent" value="preview" variant="outline" pendingLabel="Preparing preview...">
            Preview
          </SubmitButton>
          <Link to={FAQ_PATH} className={buttonClasses({ variant: "outline" })}>
            Cancel
          </Link>
          {item.id ? <PublicPageLink href={`/faq#${item.id}`} live /> : null}
        </>
      }
      after={
        <>
          {preview ? <FaqPreview entry={preview} /> : null}
          {item.id ? <DeletePanel heading="Remove this question" to={`${FAQ_PATH}/${item.id}?delete=1`} /> : null}
        </>
      }
    >
      <Field label="Question" meta={fields.question} required className="sm:col-span-2" />
      <RichTextField
        name={fields.answer.name}
        label="Answer"
        defaultValue={initialAnswer}
        htmlHelp={ANSWER_HTML_HELP}
        errors={fields.answer.errors}
        required
        className="sm:col-span-2"
      />
      <TextareaField
        label="Links under the answer"
        rows={4}
        meta={fields.links}
        description={`Optional, up to ${MAX_FAQ_LINKS}: one a line, the words to show, a bar, then a page of this site, like “Volunteer with us | /volunteer”.`}
        className="sm:col-span-2"
      />
    </EditorPage>
  );
}

/** How the question will read on /faq, opened, before it is saved. */
function FaqPreview({ entry }: { entry: Omit<FaqEntry, "id"> }) {
  return (
    <section aria-labelledby="faq-preview-title" className="rounded-lg border border-brand-100 bg-white p-5 sm:p-6">
      <h3 id="faq-preview-title" className="font-sans text-sm font-semibold tracking-widest text-muted uppercase">
        Preview (not saved yet)
      </h3>
      <div className="mt-4 border-t border-line pt-4 text-ink">
        <p className="font-sans text-lg font-semibold">{entry.question}</p>
        <div className="mt-3 flex flex-col gap-3">
          <CopyHtml html={entry.answerHtml} className="gap-3" />
          {entry.links.length ? (
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {entry.links.map((link, index) => (
                <li
                  key={`${link.to}-${index}`}
                  className="inline-flex items-center gap-1.5 font-semibold text-brand-700"
                >
                  {link.label} <ArrowRight aria-hidden="true" className="size-4" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The confirm step before a question leaves the FAQ. */
export function ConfirmRemoveFaqItem({ id, question }: { id: string; question: string }) {
  return (
    <DeleteConfirm
      back={{ to: FAQ_PATH, label: "All questions" }}
      title={<>Remove &ldquo;{question}&rdquo;?</>}
      confirmLabel="Yes, remove this question"
      keepTo={`${FAQ_PATH}/${id}`}
    >
      <p className="mt-3 max-w-2xl">
        The question and its answer leave the FAQ page straight away, and links to it from other pages land at the top
        of the FAQ instead. This cannot be undone; to change the answer instead, edit it.
      </p>
    </DeleteConfirm>
  );
}
