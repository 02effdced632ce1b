import { SubmitButton } from "~/components/forms/submit-button";
import { keepEditingIntent } from "~/utils/keep-editing";

/**
 * "Save and keep editing", beside an editor's Save: the same save, after which the editor of the
 * item opens again (with the same toast) instead of the list. `intent` is the Save button's own.
 */
export function KeepEditingButton({ intent = "save" }: { intent?: string }) {
  return (
    <SubmitButton name="intent" value={keepEditingIntent(intent)} variant="outline" pendingLabel="Saving...">
      Save and keep editing
    </SubmitButton>
  );
}
