import { Filter } from "lucide-react";
import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { ROLE_LABELS } from "~/db/constants";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { AUDIT_PAGE_SIZE, listAudit, listAuditFilterOptions, readAuditFilters } from "~/features/admin/audit.server";
import { Button, buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { countPages, readPage } from "~/components/ui/paging";
import { useFormatDateTime } from "~/components/admin/format";
import { requireStaff } from "~/features/auth/admin-access.server";
import { humanizeField, summariseAudit } from "~/utils/audit-diff";
import { useSiteTimeZone } from "~/utils/site-time";
import { TableScroll } from "~/components/admin/table-scroll";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, "audit");
  const { db, env } = context.get(siteContext);
  const page = readPage(url);
  const { filters, invalidDates } = readAuditFilters(url, env.SITE_TIME_ZONE);
  const [audit, options] = await Promise.all([
    listAudit(db, { page, filters, zone: env.SITE_TIME_ZONE }),
    listAuditFilterOptions(db),
  ]);
  return {
    ...audit,
    filters,
    invalidDates,
    options,
    isFiltered: Object.values(filters).some(Boolean),
    page,
    pageCount: countPages(audit.total, AUDIT_PAGE_SIZE),
  };
}

const selectClasses = "h-11 w-full rounded-md border border-line bg-white px-3 text-base font-normal";

export default function AdminAuditRoute() {
  const formatDateTime = useFormatDateTime();
  const timeZone = useSiteTimeZone();
  const { rows, total, page, pageCount, filters, invalidDates, options, isFiltered } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-2xl font-semibold">
        Audit log <span className="text-muted">({total})</span>
      </h2>
      <p className="mb-6 text-muted">
        Every change made in the dashboard: who, what and when. An edit lists only the fields it changed.
      </p>
      <Form
        method="get"
        role="search"
        aria-label="Filter the audit log"
        className="mb-6 grid gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <label className="flex min-w-0 flex-col gap-1.5 text-sm font-semibold">
          Person
          <select name="person" defaultValue={filters.person ?? ""} className={selectClasses}>
            <option value="">Anyone</option>
            {options.people.map((person) => (
              <option key={person} value={person}>
                {person}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1.5 text-sm font-semibold">
          Action
          <select name="action" defaultValue={filters.action ?? ""} className={selectClasses}>
            <option value="">Any action</option>
            {options.actions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1.5 text-sm font-semibold">
          Kind of record
          <select name="entity" defaultValue={filters.entity ?? ""} className={selectClasses}>
            <option value="">Any kind</option>
            {options.entities.map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(entity)}
              </option>
            ))}
          </select>
        </label>
        <DateField name="from" label="From (date)" value={filters.from} invalid={invalidDates.includes("from")} />
        <DateField name="to" label="To (date, included)" value={filters.to} invalid={invalidDates.includes("to")} />
        <div className="flex flex-wrap items-end gap-3">
          <Button type="submit">
            <Filter aria-hidden="true" /> Filter
          </Button>
          {isFiltered ? (
            <Link to="/admin/audit" className={buttonClasses({ variant: "outline" })}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-muted">
          {isFiltered ? "No changes match these filters." : "No changes recorded yet."}
        </p>
      ) : (
        <TableScroll label="Changes">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Changes, newest first</caption>
            <thead className="bg-sand text-muted">
              <tr>
                {["When", "Who", "Action", "What", "Details"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((entry) => {
                const summary = summariseAudit(entry.action, entry.details, timeZone);
                const what = summary.label ?? entry.recordName;
                return (
                  <tr key={entry.id} className="align-top">
                    <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td className="px-4 py-3 break-all">
                      {entry.actorEmail ?? "—"}
                      {entry.actorRole ? (
                        <span className="block text-xs text-muted">{ROLE_LABELS[entry.actorRole]}</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 font-semibold">{actionLabel(entry.action)}</td>
                    <td className="px-4 py-3">
                      {what ? <span className="block font-semibold break-words text-ink">{what}</span> : null}
                      <span className="block text-muted">{entityLabel(entry.entity)}</span>
                    </td>
                    <td className="max-w-[28rem] px-4 py-3 break-words text-muted">
                      {summary.isFullRecord ? (
                        <p className="mb-1 text-xs italic">
                          Recorded before only changes were kept: every field as saved.
                        </p>
                      ) : null}
                      {summary.lines.length > 0 ? (
                        <ul className="flex flex-col gap-0.5">
                          {summary.lines.map((line, index) => (
                            <li key={index}>{line}</li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination variant="count" page={page} pageCount={pageCount} label="Audit log pages" />
    </section>
  );
}

/** Actions recorded as codes, as a sentence would say them; any other is spelled out from its code. */
const ACTION_LABELS: Record<string, string> = {
  status: "status changed",
  "newsletter.sent": "newsletter sent",
  "newsletter.test-sent": "test newsletter sent",
};
const actionLabel = (action: string) => ACTION_LABELS[action] ?? humanizeField(action.replace(/[.-]/g, " "));

/** Kinds of record by their stored names (submission kinds, tables). */
const ENTITY_LABELS: Record<string, string> = {
  contact: "contact message",
  volunteer: "volunteer application",
  partner: "partner application",
  consultant: "consultant application",
  diamond: "diamond application",
  opportunity: "opportunity application",
  campaign: "campaign application",
  "volunteer-interest": "academy support offer",
  enrollments: "course enrollment",
  subscribers: "newsletter subscriber",
  user: "account",
  media: "image",
};
const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? humanizeField(entity.replace(/-/g, " "));

function DateField({ name, label, value, invalid }: { name: string; label: string; value?: string; invalid: boolean }) {
  const errorId = `${name}-error`;
  return (
    <label className="flex min-w-0 flex-col gap-1.5 text-sm font-semibold">
      {label}
      <input
        type="date"
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={selectClasses}
      />
      {invalid ? (
        <span id={errorId} className="font-normal text-danger-700">
          Please enter a date like 2026-11-24.
        </span>
      ) : null}
    </label>
  );
}
