import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import {
  formPayload,
  liteForms,
  readTyped,
  typedWhenSwapped,
  type Options,
  type Payload,
  type UseForm,
  useTypedBeforeSwap,
} from "./swap-state";
import { afterPresses } from "./presses";

export type { UseForm } from "./swap-state";

/**
 * Conform (about 9 KB gzipped) loads on a form's first focus, like the form's schema
 * (docs/decisions/0004 and 0016). Until then `useLiteForm` stands in for Conform's `useForm`: the
 * same ids, names, initial values and the server's field errors, and nothing checked in the
 * browser (the form posts and the action answers with the same messages, as it does before
 * the schema has loaded).
 *
 * A form component written with `withLazyForm` gets `useForm` as a prop; when Conform arrives the
 * component is drawn again with Conform's hook. Its elements are new ones then, so what the
 * visitor typed (and where the cursor was) is read from the page just before and handed to Conform
 * as the form's values: nothing typed is lost.
 */

let conformUseFormLoaded: UseForm | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Whether Conform's `useForm` has arrived (form islands wake only with it). */
export const isConformLoaded = () => conformUseFormLoaded !== null;

/** Starts loading Conform (on a form's first focus); safe to call again. */
export function loadConform() {
  loading ??= import("./conform-form").then(
    async (module) => {
      await afterPresses();
      // Read every stand-in form before anything is drawn again: React draws the swap in the same
      // task (a store change renders synchronously), so no keystroke can fall in between.
      for (const id of liteForms) {
        const form = document.getElementById(id);
        if (form instanceof HTMLFormElement) typedWhenSwapped.set(id, readTyped(form));
      }
      conformUseFormLoaded = module.useConformForm;
      for (const listener of listeners) listener();
    },
    () => {
      // Offline or a new deployment: the stand-in keeps working; try again on the next focus.
      loading = null;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `Component` with Conform's `useForm` once it has loaded and the stand-in before. On a page the
 * visitor reaches after Conform has loaded (a later navigation), it is Conform from the start.
 */
export function withLazyForm<Props extends object>(Component: ComponentType<Props & { useForm: UseForm }>) {
  function LazyForm(props: Props) {
    const loaded = useSyncExternalStore(
      subscribe,
      () => conformUseFormLoaded,
      () => null,
    );
    // A new key draws the form anew: the two hooks are not the same sequence of React hooks.
    return <Component key={loaded ? "conform" : "lite"} {...props} useForm={loaded ?? useLiteForm} />;
  }
  LazyForm.displayName = `LazyForm(${Component.displayName ?? Component.name})`;
  return LazyForm;
}

function initialValues(options: Options): Payload {
  const result = options.lastResult as SubmissionResult<string[]> | null | undefined;
  if (result?.initialValue) return result.initialValue as Payload;
  const defaults: Payload = {};
  for (const [name, value] of Object.entries((options.defaultValue ?? {}) as Record<string, unknown>)) {
    if (typeof value === "string") defaults[name] = value;
    else if (Array.isArray(value)) defaults[name] = value.map(String);
    else if (value !== null && value !== undefined) defaults[name] = String(value);
  }
  return defaults;
}

/**
 * The stand-in for Conform's `useForm` until it has loaded: the metadata Conform would give for the
 * same options (ids `form-field`, `…-error`, `…-description`; initial values from the last answer or
 * the defaults; the answer's errors), the field values as typed, the form reset after a successful
 * answer, and `noValidate` (the server's messages, not the browser's bubbles, as with Conform).
 */
export const useLiteForm = function useLiteForm(givenOptions: Options) {
  const generatedId = useId();
  const formId = givenOptions.id ?? generatedId;
  // A form island's first render takes what was typed in the server's HTML (form-island.ts).
  const options = { ...givenOptions, lastResult: useTypedBeforeSwap(formId, givenOptions.lastResult) };
  const result = options.lastResult as SubmissionResult<string[]> | null | undefined;
  const noValidate = options.defaultNoValidate ?? true;
  const [values, setValues] = useState(() => initialValues(options));
  const answered = useRef(result);

  useEffect(() => {
    liteForms.add(formId);
    return () => {
      liteForms.delete(formId);
    };
  }, [formId]);

  // Dependent choices (a partner's ways to partner) follow the values as typed, as with Conform.
  useEffect(() => {
    const onInput = (event: Event) => {
      const form = (event.target as { form?: HTMLFormElement | null }).form;
      if (form?.id === formId) setValues(formPayload(form));
    };
    document.addEventListener("input", onInput);
    return () => document.removeEventListener("input", onInput);
  }, [formId]);

  // A new answer: a successful one empties the form (Conform's reset), an invalid one shows the values sent.
  useEffect(() => {
    if (answered.current === result) return;
    answered.current = result;
    if (!result) return;
    const form = document.getElementById(formId);
    if (result.initialValue === null) {
      if (form instanceof HTMLFormElement) form.reset();
      setValues(initialValues({ ...options, lastResult: undefined }));
    } else if (result.initialValue) {
      setValues(result.initialValue as Payload);
    }
    // Only a new answer matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, result]);

  const errors: Record<string, string[] | undefined> =
    result && result.initialValue !== null ? ((result.error ?? {}) as Record<string, string[] | undefined>) : {};
  const initial = result?.initialValue === null ? initialValues({ ...options, lastResult: undefined }) : null;
  const hasErrors = Object.values(errors).some((messages) => messages && messages.length > 0);

  const metadata = (name: string) => {
    const id = name ? `${formId}-${name}` : formId;
    return {
      id,
      name,
      formId,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      initialValue: (initial ?? (result?.initialValue as Payload | undefined) ?? initialValues(options))[name],
      value: values[name],
      errors: errors[name],
      valid: name
        ? !Object.entries(errors).some(
            ([key, messages]) => messages && (key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)),
          )
        : !hasErrors,
      key: undefined,
      dirty: false,
    };
  };
  const form = {
    ...metadata(""),
    status: result?.status,
    noValidate,
    onSubmit: undefined,
  };
  const fields = new Proxy({}, { get: (_target, name) => (typeof name === "string" ? metadata(name) : undefined) });
  return [form, fields] as unknown as ReturnType<UseForm>;
} as UseForm;
