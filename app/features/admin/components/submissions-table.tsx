import { Link } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import type { ReadableValue, SubmissionColumnView, SubmissionKind, SubmissionRow } from "../submissions.server";
import { SubmissionStatusBadge } from "~/components/admin/status-badge";
import { SubmissionStatusForm } from "./submission-status-form";

function display(value: ReadableValue, key: string, formatDateTime: (value: Date | string) => string): string {
  if (value === null || value === undefined || value === "") return key === "subject" ? "No subject" : "—";
  if (Array.isArray(value)) return value.join(", ");
  if (value instanceof Date) return formatDateTime(value);
  return value;
}

/**
 * A list of submissions, newest first. Long text is clipped here; each row's "View" link opens
 * the detail page with every field in full. With `statusAction`, each row gets a status select
 * that staff can change (New → In progress → Done / Archived). React escapes every value, so
 * stored `<script>` text is shown, never run.
 */
export function SubmissionsTable({
  kind,
  label,
  columns,
  rows,
  newLabel,
  hasStatus,
  statusAction,
  listQuery = "",
  compact = false,
}: {
  kind: SubmissionKind;
  label: string;
  columns: SubmissionColumnView[];
  rows: SubmissionRow[];
  newLabel: string;
  hasStatus: boolean;
  statusAction?: string;
  /** The list's search, filter and page (`q=…&page=2`), kept so the detail page can lead back to them. */
  listQuery?: string;
  compact?: boolean;
}) {
  const shown = columns.filter((column) => column.inTable);
  const formatDateTime = useFormatDateTime();
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
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
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
              {shown.map((column) => {
                const text = display(row.values[column.key] ?? null, column.key, formatDateTime);
                return (
                  <td key={column.key} className="max-w-[22rem] px-4 py-3">
                    {column.format === "email" && text !== "—" ? (
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
                    <SubmissionStatusForm
                      kind={kind}
                      id={row.id}
                      status={row.status}
                      newLabel={newLabel}
                      action={statusAction}
                    />
                  ) : (
                    <SubmissionStatusBadge status={row.status} newLabel={newLabel} />
                  )}
                </td>
              ) : null}
              <td className="px-4 py-3 whitespace-nowrap">
                <Link
                  to={`/admin/submissions/${kind}/${row.id}${listQuery ? `?${listQuery}` : ""}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline sm:min-h-0"
                >
                  View<span className="sr-only"> details for {row.name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
