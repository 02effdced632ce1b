import { Link } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import type { ReadableValue, SubmissionColumnView, SubmissionKind, SubmissionRow } from "../submissions.server";
import { SubmissionStatusBadge } from "~/components/admin/status-badge";
import { SubmissionStatusForm } from "./submission-status-form";
import { TableScroll } from "~/components/admin/table-scroll";

function display(value: ReadableValue, key: string, formatDateTime: (value: Date | string) => string): string {
  if (value === null || value === undefined || value === "") return key === "subject" ? "No subject" : "—";
  if (Array.isArray(value)) return value.join(", ");
  if (value instanceof Date) return formatDateTime(value);
  return value;
}

/** The columns that hold who sent it: their text links to the detail page. */
const NAME_KEYS = new Set(["name", "fullName", "firstName"]);

/**
 * A list of submissions, newest first: a table from 768 px, cards on a phone (issue 35: a table
 * 44rem wide in a 341 px box hid View and Status behind a sideways swipe). Long text is clipped here; each row's "View" link opens
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
  const detailHref = (row: SubmissionRow) => `/admin/submissions/${kind}/${row.id}${listQuery ? `?${listQuery}` : ""}`;
  const linkedKey = shown.find((column) => NAME_KEYS.has(column.key))?.key;
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={`${label}, newest first`}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-line bg-white p-4">
            <p className="text-sm text-muted">{formatDateTime(row.createdAt)}</p>
            <p className="mt-1 text-base font-semibold break-words">
              <Link to={detailHref(row)} className="text-brand-800 underline underline-offset-4">
                {row.name}
              </Link>
            </p>
            <dl className="mt-2 flex flex-col gap-1.5 text-sm">
              {shown
                .filter((column) => !NAME_KEYS.has(column.key) && column.key !== "lastName")
                .map((column) => {
                  const text = display(row.values[column.key] ?? null, column.key, formatDateTime);
                  return (
                    <div key={column.key} className="min-w-0">
                      <dt className="font-semibold text-muted">{column.label}</dt>
                      <dd
                        className={
                          compact ? "line-clamp-2 break-words" : "line-clamp-4 break-words whitespace-pre-line"
                        }
                      >
                        {column.format === "email" && text !== "—" ? (
                          <a href={`mailto:${text}`} className="break-all text-brand-700 underline">
                            {text}
                          </a>
                        ) : (
                          text
                        )}
                      </dd>
                    </div>
                  );
                })}
            </dl>
            <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
              {hasStatus ? (
                statusAction ? (
                  <SubmissionStatusForm
                    kind={kind}
                    id={row.id}
                    status={row.status}
                    newLabel={newLabel}
                    action={statusAction}
                    idPrefix="card-"
                  />
                ) : (
                  <SubmissionStatusBadge status={row.status} newLabel={newLabel} />
                )
              ) : null}
              <Link
                to={detailHref(row)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                View details<span className="sr-only"> for {row.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <TableScroll label={label} className="hidden md:block">
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
                      {column.key === linkedKey && text !== "—" ? (
                        <Link
                          to={detailHref(row)}
                          className="font-semibold break-words text-brand-800 underline underline-offset-4"
                        >
                          {text}
                        </Link>
                      ) : column.format === "email" && text !== "—" ? (
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
                    to={detailHref(row)}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline sm:min-h-0"
                  >
                    View<span className="sr-only"> details for {row.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
