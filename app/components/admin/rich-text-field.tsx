import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { Textarea } from "~/components/ui/textarea";
import { ErrorList, errorMessages, type ListOfErrors } from "~/components/forms/error-list";
import { TextareaField } from "~/components/forms/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cn } from "~/utils/misc";
import type { RichTextEditorProps } from "./rich-text-editor";
import { editorCanKeep, toEditorHtml } from "./rich-text-html";

// Only the admin editors ask for this chunk; public pages never load Tiptap. If the chunk cannot
// be fetched (a flaky connection), the plain HTML box stays and the form still works.
const RichTextEditor = lazy(() => import("./rich-text-editor").catch(() => ({ default: EditorUnavailable })));

const EDITOR_HELP =
  "Use the toolbar or shortcuts (Ctrl+B bold, Ctrl+I italic). Press Escape to reach the toolbar from the text.";
const KEPT_AS_HTML =
  "This text has pictures or other markup the editor can’t keep, so it stays as HTML here to keep them safe.";

export interface RichTextFieldProps {
  name: string;
  /** The visible label; also the editor's accessible name. */
  label: string;
  defaultValue: string;
  /** Help for the plain HTML box (before JavaScript, or when the editor cannot load). */
  htmlHelp: ReactNode;
  errors?: ListOfErrors;
  required?: boolean;
  className?: string;
}

/**
 * A rich text body (news articles, newsletter issues, lessons). The server renders a plain
 * `<textarea>` of HTML (the form works before and without JavaScript); once the page is hydrated
 * it becomes the rich text editor, which keeps whatever was typed in the box so far and writes
 * its HTML into a hidden input of the same name. Either way the server sanitises the HTML
 * (sanitizeRichHtml) before storing it.
 */
export function RichTextField({
  name,
  label,
  defaultValue,
  htmlHelp,
  errors,
  required,
  className,
}: RichTextFieldProps) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(defaultValue);
  // Decided once, from the stored text: HTML the editor would cut stays in the HTML box.
  const [usesEditor] = useState(() => editorCanKeep(defaultValue));
  const labelId = useId();
  const errorId = `${name}-error`;
  const descriptionId = `${name}-description`;

  const plain = (
    <TextareaField
      label={label}
      id={name}
      name={name}
      rows={14}
      defaultValue={value}
      description={
        hydrated && !usesEditor ? (
          <>
            {KEPT_AS_HTML} {htmlHelp}
          </>
        ) : (
          htmlHelp
        )
      }
      errors={errors}
      required={required}
      onChange={(event) => setValue(event.target.value)}
      className={className}
      textareaClassName="font-mono text-sm"
      spellCheck
    />
  );
  if (!hydrated || !usesEditor) return plain;

  const hasErrors = errorMessages(errors).length > 0;
  return (
    <Suspense fallback={plain}>
      <div role="group" aria-labelledby={labelId} className={cn("flex flex-col gap-1.5", className)}>
        <span id={labelId} className="text-sm font-semibold text-ink">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
          ) : null}
        </span>
        <p id={descriptionId} className="text-sm text-muted">
          {EDITOR_HELP}
        </p>
        <RichTextEditor
          name={name}
          initialHtml={toEditorHtml(value)}
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
