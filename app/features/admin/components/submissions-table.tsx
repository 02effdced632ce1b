import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { SUBMISSION_STATUSES } from "~/db/constants";
import { useFormatDateTime, STATUS_LABELS } from "~/components/admin/format";
import type { SubmissionColumn, SubmissionKind, SubmissionRow } from "../submissions.server";
import { SubmissionStatusBadge } from "~/components/admin/status-badge";
import { TableScroll } from "~/components/admin/table-scroll";

function display(value: unknown, key: string, formatDateTime: (value: Date | string) => string): string {
  if (value === null || value === undefined || value === "") return key === "subject" ? "No subject" : "—";
  if (Array.isArray(value)) return value.join(", ");
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return String(value);
}

/**
 * A list of submissions, newest first. With `statusAction`, each row gets a status select
 * that staff can change (New → In progress → Done / Archived). React escapes every value,
 * so stored `<script>` text is shown, never run.
 */
export function SubmissionsTable({
  kind,
  label,
  columns,
  rows,
  newLabel,
  hasStatus,
  statusAction,
  compact = false,
}: {
  kind: SubmissionKind;
  label: string;
  columns: SubmissionColumn[];
  rows: SubmissionRow[];
  newLabel: string;
  hasStatus: boolean;
  statusAction?: string;
  compact?: boolean;
}) {
  const shown = columns.filter((column) => column.inTable);
  const formatDateTime = useFormatDateTime();
  return (
    <TableScroll label={label}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{label}, newest first</caption>
        <thead className="bg-sand text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Received
            </th>
            {shown.map((column) => (
              <th key={column.key} scope="col" className="px-4 py-3 font-semibold">
                {column.label}
              </th>
            ))}
            {hasStatus ? (
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
              {shown.map((column) => {
                const text = display(row.values[column.key], column.key, formatDateTime);
                return (
                  <td key={column.key} className="max-w-[22rem] px-4 py-3">
                    {column.key === "email" && text !== "—" ? (
                      <a href={`mailto:${text}`} className="break-all text-brand-700 underline">
                        {text}
                      </a>
                    ) : (
                      <span
                        className={
                          compact ? "line-clamp-2 break-words" : "line-clamp-4 break-words whitespace-pre-line"
                        }
                      >
                        {text}
                      </span>
                    )}
                  </td>
                );
              })}
              {hasStatus ? (
                <td className="px-4 py-3">
                  {statusAction ? (
                    <Form method="post" action={statusAction} className="flex items-center gap-2" preventScrollReset>
                      <input type="hidden" name="id" value={row.id} />
                      <input type="hidden" name="kind" value={kind} />
                      <label className="sr-only" htmlFor={`status-${row.id}`}>
                        Status of this submission
                      </label>
                      <select
                        id={`status-${row.id}`}
                        name="status"
                        defaultValue={row.status ?? "new"}
                        className="h-9 rounded-md border border-line bg-white px-2"
                      >
                        {SUBMISSION_STATUSES.map((status) => (
                          <option key={status} value={status}>
                            {status === "new" ? newLabel : STATUS_LABELS[status]}
                          </option>
                        ))}
                      </select>
                      <SubmitButton name="intent" value="status" size="sm" variant="outline" pendingLabel="Saving...">
                        Save
                      </SubmitButton>
                    </Form>
                  ) : (
                    <SubmissionStatusBadge status={row.status} newLabel={newLabel} />
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
