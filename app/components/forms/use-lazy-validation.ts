import type { Submission } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { loadConform } from "./lazy-form";

/** A form's client-side check: the same zod schema the action uses, through Conform's parseWithZod. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own Submission generics
export type FormValidator = (formData: FormData) => Submission<any, any, any>;

/**
 * Client-side validation that loads when the visitor first focuses the form, so zod and the
 * form's schema (about 27 KB gzipped) are not part of a page's first-visit JavaScript
 * (docs/architecture.md, 'Performance budgets'; docs/decisions/0004). Until it has loaded — or if it never does —
 * the form simply submits and the server's answer shows the same field messages.
 *
 * Spread `options` into `useForm` and put `onFocus={warm}` on the `<form>`. A form drawn anew with
 * Conform (`withLazyForm`) starts without the check again; the focus put back into it, or the
 * visitor's next one, brings it at once (the module is already loaded).
 */
export function useLazyValidation<Validate extends FormValidator>(
  load: () => Promise<Validate>,
  when: { shouldValidate?: "onBlur" | "onSubmit" } = {},
) {
  const [validator, setValidator] = useState<{ validate: Validate } | null>(null);
  const loading = useRef(false);

  const warm = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // Conform itself comes on the same focus (lazy-form.tsx); the form is drawn again with it.
    void loadConform();
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
        shouldValidate: when.shouldValidate ?? "onBlur",
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
export function useFocusFirstInvalid(formId: string, lastResult: unknown) {
  useEffect(() => {
    const result = lastResult as { status?: string; error?: Record<string, unknown> | null } | undefined;
    if (result?.status !== "error" || !result.error) return;
    if (!Object.keys(result.error).some((name) => name !== "")) return;
    const field = document.forms.namedItem(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  }, [formId, lastResult]);
}
