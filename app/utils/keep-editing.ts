/**
 * "Save and keep editing" (issue 39, part 6): a second submit button beside an editor's Save, which
 * sends the same form with its save intent marked (`save` → `save-and-keep-editing`). The action
 * takes the mark off first, so everything after it (the schema, the validation, the audit, the
 * cache) runs exactly as for Save; only where the success redirect goes differs: back to the
 * editor of the item (for a new one, its edit page) instead of to the list.
 */
const SUFFIX = "-and-keep-editing";

/** The `intent` value of the "Save and keep editing" button beside a Save whose intent is `saveIntent`. */
export function keepEditingIntent(saveIntent: string): string {
  return `${saveIntent}${SUFFIX}`;
}

/**
 * True when the form was sent with "Save and keep editing"; the form's `intent` is then set back to
 * the plain save intent, so the action reads it as a Save.
 */
export function takeKeepEditing(formData: FormData): boolean {
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !intent.endsWith(SUFFIX)) return false;
  formData.set("intent", intent.slice(0, -SUFFIX.length));
  return true;
}
