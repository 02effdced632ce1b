import type { SubmissionResult } from "@conform-to/react";
import { useLayoutEffect, useState } from "react";

/**
 * What passes from a form island's server HTML to the live form when the island wakes
 * (form-island.ts): the values typed and the focus, read from the page just before the swap.
 * Loaded with the form's code, on the first touch.
 */
type Payload = Record<string, string | string[]>;
type LastResult = SubmissionResult<string[]> | null | undefined;

/** What the visitor had in a form when it woke. */
interface Typed {
  values: Payload;
  focus: { name: string; value: string; start: number | null; end: number | null } | null;
}

export const typedWhenSwapped = new Map<string, Typed>();

/** A form's values as Conform parses them (a name given twice becomes a list); files are left out. */
function formPayload(form: HTMLFormElement): Payload {
  const values: Payload = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const before = values[name];
    values[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return values;
}

export function readTyped(form: HTMLFormElement): Typed {
  const active = document.activeElement;
  let focus: Typed["focus"] = null;
  if (
    (active instanceof HTMLInputElement ||
      active instanceof HTMLTextAreaElement ||
      active instanceof HTMLSelectElement ||
      active instanceof HTMLButtonElement) &&
    active.form === form &&
    active.name
  ) {
    let start: number | null = null;
    let end: number | null = null;
    if (!(active instanceof HTMLSelectElement) && !(active instanceof HTMLButtonElement)) {
      try {
        start = active.selectionStart;
        end = active.selectionEnd;
      } catch {
        // Inputs without a text cursor (email in some browsers, checkboxes) have no selection.
      }
    }
    focus = { name: active.name, value: active.value, start, end };
  }
  return { values: formPayload(form), focus };
}

/**
 * The values read at the swap, for Conform's first render, and after it the focus and cursor put
 * back where they were. The values go in as the result's initial values (a server answer's field
 * errors stay), so Conform's own state (`fields.x.value`) knows them too.
 */
export function useTypedBeforeSwap(formId: string, lastResult: LastResult): LastResult {
  const [swap] = useState(() => {
    const typed = typedWhenSwapped.get(formId);
    if (!typed) return null;
    const before = lastResult;
    const to: SubmissionResult<string[]> = {
      status: before?.status,
      error: before?.error ?? {},
      state: before?.state,
      initialValue: typed.values,
    };
    return { typed, from: lastResult, to };
  });
  const typed = swap?.typed ?? null;

  useLayoutEffect(() => {
    if (!typed) return;
    typedWhenSwapped.delete(formId);
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement) || !typed.focus) return;
    const { name, value, start, end } = typed.focus;
    const element = [...form.elements].find(
      (candidate): candidate is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLButtonElement =>
        "name" in candidate &&
        candidate.name === name &&
        (!(candidate instanceof HTMLInputElement) ||
          (candidate.type !== "checkbox" && candidate.type !== "radio") ||
          candidate.value === value),
    );
    element?.focus({ preventScroll: true });
    if (
      start !== null &&
      end !== null &&
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    ) {
      try {
        element.setSelectionRange(start, end);
      } catch {
        // See readTyped.
      }
    }
  }, [formId, typed]);

  // The same answer as at the swap: keep handing Conform the values read then (a new object each
  // time would read as a new answer, and Conform would move the focus to its first error).
  return swap && swap.from === lastResult ? swap.to : lastResult;
}
