/**
 * Issue 39 part 4: what a staff member types in a back-office editor is kept in this browser
 * (localStorage) as they type, so a crash or a closed tab does not lose it; the editor offers it
 * back the next time it opens (`useKeptDrafts` in kept-draft-banner.tsx, which the unsaved-changes
 * guard runs for every editor form, ADR 0053).
 *
 * This module holds the parts with no React in them: where a draft is stored (one entry per signed-in
 * staff member, editor address and form), how old it may get, which fields it keeps (never a
 * password, a file, a secret code or a hidden token), and reading and filling a form's fields.
 * Every storage call is safe where storage is blocked (private mode, a full quota): nothing is kept then.
 */

export const DRAFT_PREFIX = "csn:admin:draft:";
/** A draft older than this is dropped rather than offered. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A form's kept fields as name/value pairs, in the order the form has them. */
export type FieldValues = [string, string][];

export interface KeptDraft {
  version: 1;
  /** When it was last written (ms since the epoch). */
  at: number;
  /** The kept fields as the server had sent them when the typing began: to tell whether the item was saved since. */
  base: FieldValues;
  /** The kept fields as they were typed. */
  values: FieldValues;
}

/** The draft of one form of one editor address, for one staff member. */
export function draftKey(owner: string, pathname: string, formId: string): string {
  return `${ownerPrefix(owner)}${pathname}#${formId}`;
}

function ownerPrefix(owner: string) {
  return `${DRAFT_PREFIX}${encodeURIComponent(owner)}:`;
}

function isFieldValues(value: unknown): value is FieldValues {
  return (
    Array.isArray(value) &&
    value.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string" && typeof pair[1] === "string",
    )
  );
}

/** The stored text as a draft, or null when it is missing, malformed, or older than DRAFT_MAX_AGE_MS. */
export function parseDraft(raw: string | null, now: number): KeptDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<KeptDraft> | null;
    if (!parsed || parsed.version !== 1 || typeof parsed.at !== "number") return null;
    if (!isFieldValues(parsed.base) || !isFieldValues(parsed.values)) return null;
    if (now - parsed.at > DRAFT_MAX_AGE_MS) return null;
    return { version: 1, at: parsed.at, base: parsed.base, values: parsed.values };
  } catch {
    return null;
  }
}

export function sameValues(a: FieldValues, b: FieldValues): boolean {
  return a.length === b.length && a.every(([name, value], index) => b[index]?.[0] === name && b[index]?.[1] === value);
}

export interface DraftOffer {
  draft: KeptDraft;
  /** The item as the server sends it now differs from what it was when the typing began: someone saved it since. */
  savedSince: boolean;
}

/**
 * What to do with a stored draft when its editor opens with `saved` in its fields: offer it, or
 * (null) nothing, because there is none or it holds just what is saved.
 */
export function draftOffer(draft: KeptDraft | null, saved: FieldValues): DraftOffer | null {
  if (!draft || sameValues(draft.values, saved)) return null;
  return { draft, savedSince: !sameValues(draft.base, saved) };
}

/** "5 minutes ago", "yesterday": how long ago a draft was written. */
export function timeAgo(at: number, now: number): string {
  const format = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  const seconds = Math.round((at - now) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return format.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, "hour");
  return format.format(Math.round(hours / 24), "day");
}

// ---- Storage ---------------------------------------------------------------------------------

export function draftStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(storage: Storage | null, key: string, now: number): KeptDraft | null {
  try {
    return parseDraft(storage?.getItem(key) ?? null, now);
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage | null, key: string, draft: KeptDraft): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or blocked: the unsaved-changes question still protects the open page.
  }
}

export function removeDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

function draftKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Removes every kept draft (of `owner` only, when given): on sign-out, so the next person finds none. */
export function clearDrafts(storage: Storage | null, owner?: string): void {
  try {
    if (!storage) return;
    const prefix = owner === undefined ? DRAFT_PREFIX : ownerPrefix(owner);
    for (const key of draftKeys(storage)) if (key.startsWith(prefix)) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** Drops the drafts that are too old (or unreadable), whoever they belong to. */
export function dropExpiredDrafts(storage: Storage | null, now: number): void {
  try {
    if (!storage) return;
    for (const key of draftKeys(storage)) if (!parseDraft(storage.getItem(key), now)) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

// ---- Which fields a draft keeps ----------------------------------------------------------------

/**
 * Names that hold a secret whatever their input type: a campaign's eligibility code, a one-time
 * create token. A password or a file is never kept either (by type).
 */
const SECRET_NAME = /password|secret|token|code/i;
const NOT_VALUES = new Set(["password", "file", "submit", "button", "image", "reset"]);

export interface FieldDescription {
  tag: string;
  type: string;
  name: string;
  disabled: boolean;
  /** The element's `data-kept-draft`: "off" keeps it out, "on" keeps a hidden input (the rich text editor's). */
  kept: string | null;
}

export function isKeptField({ tag, type, name, disabled, kept }: FieldDescription): boolean {
  if (!name || disabled || kept === "off" || SECRET_NAME.test(name)) return false;
  if (tag === "textarea" || tag === "select") return true;
  if (tag !== "input" || NOT_VALUES.has(type)) return false;
  // Hidden inputs are ids, intents and tokens the page sets itself, except those that carry a field's value.
  return type !== "hidden" || kept === "on";
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function keptElements(form: HTMLFormElement): FieldElement[] {
  return Array.from(form.elements).filter(
    (element): element is FieldElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      isKeptField({
        tag: element.tagName.toLowerCase(),
        type: element.type,
        name: element.name,
        disabled: element.disabled,
        kept: element.getAttribute("data-kept-draft"),
      }),
  );
}

/** The kept fields as they are now (`current`), or as the server sent them (`saved`: the elements' defaults). */
export function readFields(form: HTMLFormElement, which: "current" | "saved"): FieldValues {
  const saved = which === "saved";
  const pairs: FieldValues = [];
  for (const element of keptElements(form)) {
    const { name } = element;
    if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options);
      let chosen = options.filter((option) => (saved ? option.defaultSelected : option.selected));
      if (saved && chosen.length === 0 && !element.multiple) chosen = options.slice(0, 1);
      for (const option of chosen) pairs.push([name, option.value]);
    } else if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (saved ? element.defaultChecked : element.checked) pairs.push([name, element.value]);
    } else pairs.push([name, saved ? element.defaultValue : element.value]);
  }
  return pairs;
}

/** The event the rich text editor listens to on its hidden input, to take a restored text in. */
export const RESTORE_EVENT = "csn:restore-draft";

/** Sets a value as typing would, so React (controlled fields), Conform and the guard all see it. */
function setValue(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (element.value === value) return false;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}

/**
 * Fills the form's kept fields from a draft. Returns the first field that changed (to take the
 * focus), or null. A field the form no longer has is left out; a field the draft lacks keeps its value.
 */
export function fillFields(form: HTMLFormElement, values: FieldValues): HTMLElement | null {
  const queues = new Map<string, string[]>();
  for (const [name, value] of values) queues.set(name, [...(queues.get(name) ?? []), value]);
  let first: HTMLElement | null = null;
  for (const element of keptElements(form)) {
    const queue = queues.get(element.name);
    if (!queue) continue;
    let changed = false;
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      const at = queue.indexOf(element.value);
      if (at >= 0) queue.splice(at, 1);
      const wanted = at >= 0;
      // A click, like a person's: React's onChange, Conform and the guard all follow it.
      if (element.checked !== wanted && (wanted || element.type === "checkbox")) {
        element.click();
        changed = true;
      }
    } else if (element instanceof HTMLSelectElement) {
      const wanted = element.multiple ? queue.splice(0) : queue.splice(0, 1);
      const before = Array.from(element.selectedOptions, (option) => option.value).join("\n");
      for (const option of Array.from(element.options)) option.selected = wanted.includes(option.value);
      if (before !== Array.from(element.selectedOptions, (option) => option.value).join("\n")) {
        element.dispatchEvent(new Event("input", { bubbles: true }));
        element.dispatchEvent(new Event("change", { bubbles: true }));
        changed = true;
      }
    } else {
      const value = queue.shift();
      if (value === undefined) continue;
      if (element.type === "hidden") {
        // The rich text editor's input: the editor takes the text in and writes it back here.
        if (element.value !== value) {
          // The editor cancels the event when it took the text; with no editor the value is set as it is.
          const untaken = element.dispatchEvent(new CustomEvent(RESTORE_EVENT, { detail: value, cancelable: true }));
          if (untaken) setValue(element, value);
          changed = true;
        }
      } else changed = setValue(element, value);
    }
    if (changed && !first) first = focusTarget(element);
  }
  return first;
}

/** A hidden input is focused through the editor that writes it (the rich text box in its group). */
function focusTarget(element: FieldElement): HTMLElement | null {
  if (element.type !== "hidden") return element;
  return element.closest('[role="group"]')?.querySelector<HTMLElement>('[contenteditable="true"]') ?? null;
}

/** The first field a person can type in, to take the focus when the offer goes away. */
export function firstField(form: HTMLFormElement): HTMLElement | null {
  return keptElements(form).find((element) => element.type !== "hidden") ?? null;
}
