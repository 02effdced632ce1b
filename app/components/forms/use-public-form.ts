import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTypedBeforeSwap } from "./swap-state";

/**
 * A form's browser-side check: the same zod schema the action uses, through Conform's
 * parseWithZod. Its result type gives the form its fields' types.
 */
export type FormValidator<Schema, Value = Schema> = (formData: FormData) => Submission<Schema, string[], Value>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own bound on a form's shape
type AnySchema = Record<string, any>;

export interface PublicFormOptions<Schema extends AnySchema, Value> {
  /**
   * The `<form>`'s id: fixed, not generated, so that what the visitor typed in the server's HTML
   * before the form island woke finds its way into the live form (form-island.ts).
   */
  id: string;
  /** The action's last answer (`submissionResult` of the action), with its field errors. */
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The fields' values before any answer. */
  defaultValue?: Parameters<typeof useForm<Schema>>[0]["defaultValue"];
  /**
   * The form's browser-side check, as a dynamic import: zod and the form's schema load on the
   * visitor's first focus of the live form. Left out, only the server checks (the enrollment
   * form, the lesson password gate: they name their fields, `usePublicForm<Fields>`).
   */
  validate?: () => Promise<FormValidator<Schema, Value>>;
  /** When the loaded check runs: on blur (the default) or only on submit. */
  shouldValidate?: "onBlur" | "onSubmit";
}

/**
 * Conform's `useForm` for a public form, with the setup every public form needs
 * (docs/decisions/0025). A public form component is drawn inside a form island (form-island.ts):
 * its file, and with it Conform, loads on the visitor's first touch of the server's HTML, and the
 * live form replaces that HTML once. This hook
 *
 * - starts from what the visitor typed before the swap (values, focus and cursor);
 * - loads the browser-side check on the form's first focus (`validate`), and checks nothing in
 *   the browser before it is here (the form posts and the action answers with the same messages);
 * - after an answer with field errors, moves the focus to the first field to fix;
 * - returns the `<form>`'s props (Conform's `getFormProps` and the focus that loads the check):
 *   spread `formProps` on the `<Form>`.
 *
 * The form must also work without JavaScript: a plain POST that the action answers with the form
 * again (`handlePublicForm`).
 */
export function usePublicForm<Schema extends AnySchema = AnySchema, Value = Schema>({
  id,
  lastResult,
  defaultValue,
  validate,
  shouldValidate,
}: PublicFormOptions<Schema, Value>) {
  const validation = useLazyValidation(validate, shouldValidate);
  const [form, fields] = useForm<Schema, Value, string[]>({
    id,
    lastResult: useTypedBeforeSwap(id, lastResult),
    defaultValue,
    ...validation.options,
  });
  useFocusFirstInvalid(id, lastResult);
  const formProps = { ...getFormProps(form), onFocus: validation.warm };
  return { form, fields, formProps };
}

function useLazyValidation<Validate extends FormValidator<AnySchema, unknown>>(
  load: (() => Promise<Validate>) | undefined,
  when: "onBlur" | "onSubmit" = "onBlur",
) {
  const [validator, setValidator] = useState<{ validate: Validate } | null>(null);
  const loading = useRef(false);

  const warm = useCallback(() => {
    if (!load || loading.current) return;
    loading.current = true;
    load().then(
      (validate) => setValidator({ validate }),
      () => {
        // Offline or a new deployment: the server still validates; try again on the next focus.
        loading.current = false;
      },
    );
    // Only the first call matters: later renders' `load` are the same import.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Until it has loaded nothing is checked before submit (a blur must never post to the server).
  const options: {
    shouldValidate: "onBlur" | "onSubmit";
    shouldRevalidate: "onInput" | "onSubmit";
    onValidate: ((context: { formData: FormData }) => ReturnType<Validate>) | undefined;
  } = validator
    ? {
        shouldValidate: when,
        shouldRevalidate: "onInput",
        onValidate: ({ formData }) => validator.validate(formData) as ReturnType<Validate>,
      }
    : { shouldValidate: "onSubmit", shouldRevalidate: "onSubmit", onValidate: undefined };

  return { options, warm };
}

/**
 * After the server answers a submission with field errors, move the focus to the first field
 * that needs attention, as Conform does for errors it finds in the browser (a visitor who
 * submits before the browser-side check has loaded gets the same experience).
 */
function useFocusFirstInvalid(formId: string, lastResult: unknown) {
  useEffect(() => {
    const result = lastResult as { status?: string; error?: Record<string, unknown> | null } | undefined;
    if (result?.status !== "error" || !result.error) return;
    if (!Object.keys(result.error).some((name) => name !== "")) return;
    const field = document.forms.namedItem(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  }, [formId, lastResult]);
}
