import { lazy, Suspense, useId, useState } from "react";
import { Textarea } from "~/components/ui/textarea";
import { ErrorList, errorMessages, type ListOfErrors } from "~/components/forms/error-list";
import { TextareaField } from "~/components/forms/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { RichTextEditorProps } from "./rich-text-editor";

// Only the admin editor asks for this chunk; public pages never load Tiptap. If the chunk cannot
// be fetched (a flaky connection), the plain HTML box stays and the form still works.
const RichTextEditor = lazy(() => import("./rich-text-editor").catch(() => ({ default: EditorUnavailable })));

const LABEL = "Article content";
const PLAIN_HELP =
  'Write the story in HTML: <p> for paragraphs, <h2> and <h3> for headings, <strong>, <em>, <ul>/<ol> with <li>, <blockquote> and <a href="…">. Anything else is removed when you save.';
const EDITOR_HELP =
  "Use the toolbar or shortcuts (Ctrl+B bold, Ctrl+I italic). Press Escape to reach the toolbar from the text.";

/**
 * The article body. The server renders a plain `<textarea name="content">` (the form works before
 * and without JavaScript); once the page is hydrated it becomes the rich text editor, which keeps
 * whatever was typed in the box so far and writes its HTML into a hidden `content` input.
 */
export function ContentField({
  name,
  defaultValue,
  errors,
}: {
  name: string;
  defaultValue: string;
  errors?: ListOfErrors;
}) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(defaultValue);
  const labelId = useId();
  const errorId = `${name}-error`;
  const descriptionId = `${name}-description`;

  const plain = <PlainContentBox name={name} value={value} errors={errors} onChange={setValue} />;
  if (!hydrated) return plain;

  const hasErrors = errorMessages(errors).length > 0;
  return (
    <Suspense fallback={plain}>
      <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
        <span id={labelId} className="text-sm font-semibold text-ink">
          {LABEL}
        </span>
        <p id={descriptionId} className="text-sm text-muted">
          {EDITOR_HELP}
        </p>
        <RichTextEditor
          name={name}
          initialHtml={value}
          labelId={labelId}
          descriptionId={descriptionId}
          errorId={errorId}
          hasErrors={hasErrors}
        />
        <ErrorList id={errorId} errors={errors} />
      </div>
    </Suspense>
  );
}

/** The box shown before JavaScript runs (and if the editor cannot load): HTML typed by hand. */
function PlainContentBox({
  name,
  value,
  errors,
  onChange,
}: {
  name: string;
  value?: string;
  errors?: ListOfErrors;
  onChange?: (value: string) => void;
}) {
  return (
    <TextareaField
      label={LABEL}
      id={name}
      name={name}
      rows={14}
      defaultValue={value}
      description={PLAIN_HELP}
      errors={errors}
      onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      textareaClassName="font-mono text-sm"
    />
  );
}

/** Stands in for the editor when its code could not be loaded: the same HTML box, inside the labelled group. */
function EditorUnavailable({ name, initialHtml, labelId, errorId, hasErrors }: RichTextEditorProps) {
  return (
    <Textarea
      id={name}
      name={name}
      rows={14}
      defaultValue={initialHtml}
      aria-labelledby={labelId}
      aria-describedby={hasErrors ? errorId : undefined}
      aria-invalid={hasErrors || undefined}
      className="font-mono text-sm"
    />
  );
}
