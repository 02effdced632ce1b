import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { STATUS_LABELS } from "~/components/admin/format";
import { SUBMISSION_STATUSES } from "~/db/constants";
import type { SubmissionKind, SubmissionStatus } from "../submissions.server";

/**
 * The status select of one submission (New → In progress → Done / Archived), posted to
 * `action`; the list and the detail page both use it. Works without JavaScript.
 */
export function SubmissionStatusForm({
  kind,
  id,
  status,
  newLabel,
  action,
  visibleLabel = false,
  idPrefix = "",
}: {
  kind: SubmissionKind;
  id: string;
  status: SubmissionStatus | null;
  newLabel: string;
  action: string;
  /** The detail page shows "Status" above the select; the table's column header says it instead. */
  visibleLabel?: boolean;
  /** Tells apart the same submission's form drawn twice on a page (the phone cards and the table). */
  idPrefix?: string;
}) {
  const selectId = `${idPrefix}status-${id}`;
  return (
    <Form method="post" action={action} className="flex flex-wrap items-end gap-2" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="kind" value={kind} />
      <div className="flex flex-col gap-1.5">
        <label className={visibleLabel ? "text-sm font-semibold" : "sr-only"} htmlFor={selectId}>
          {visibleLabel ? "Status" : "Status of this submission"}
        </label>
        <select
          id={selectId}
          name="status"
          defaultValue={status ?? "new"}
          className={`rounded-md border border-line bg-white px-2 ${visibleLabel ? "h-11 text-base" : "h-9"}`}
        >
          {SUBMISSION_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option === "new" ? newLabel : STATUS_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton
        name="intent"
        value="status"
        size={visibleLabel ? "md" : "sm"}
        variant="outline"
        action={action}
        pendingLabel="Saving..."
      >
        Save
      </SubmitButton>
    </Form>
  );
}
