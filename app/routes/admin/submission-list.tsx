import { ArrowLeft, Download, Search } from "lucide-react";
import { data, Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/submission-list";
import { adminMeta } from "~/components/admin/admin-meta";
import { Button, buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { Pagination } from "~/components/ui/pagination";
import { readPage } from "~/components/ui/paging";
import { SubmissionsTable } from "~/features/admin/components/submissions-table";
import { STATUS_LABELS } from "~/components/admin/format";
import {
  describeKind,
  isSubmissionKind,
  listSubmissions,
  setSubmissionStatus,
  SUBMISSIONS_PAGE_SIZE,
} from "~/features/admin/submissions.server";
import { readSubmissionFilters } from "~/features/admin/filters";
import { ReplyFilterBar } from "~/features/admin/components/reply-filter-bar";
import { readReplyFilters } from "~/features/admin/reply-filters";
import { isReceiptKind, OUTCOMES } from "~/utils/reply-templates";
import { StatusChangeSchema } from "~/features/admin/validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import { SUBMISSION_STATUSES } from "~/db/constants";
import { redirectWithToast } from "~/utils/toast.server";
import { FilterField, filterControl } from "~/components/admin/list-filters";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta("Submissions", loaderData?.label);

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const admin = requireStaff(context, "submissions");
  const { db } = context.get(siteContext);
  if (!isSubmissionKind(params.kind)) throw data(null, { status: 404 });
  const filters = readSubmissionFilters(url);
  const page = readPage(url);
  const reply = readReplyFilters(url, params.kind, admin.id);
  const list = await listSubmissions(db, params.kind, { ...filters, page, reply });
  return {
    ...describeKind(params.kind),
    ...list,
    page,
    pageCount: Math.max(1, Math.ceil(list.total / SUBMISSIONS_PAGE_SIZE)),
    filters,
    reply: {
      outcome: reply.outcome,
      mine: reply.mine,
      outcomes: isReceiptKind(params.kind) ? OUTCOMES[params.kind] : [],
    },
    query: url.searchParams.toString(),
  };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const admin = requireStaff(context, "submissions");
  const { db, env } = context.get(siteContext);
  if (!isSubmissionKind(params.kind)) throw data(null, { status: 404 });
  const formData = await request.formData();
  const parsed = StatusChangeSchema.safeParse(Object.fromEntries(formData));
  const back = `/admin/submissions/${params.kind}${url.search}`;
  if (!parsed.success || !(await setSubmissionStatus(db, admin, params.kind, parsed.data.id, parsed.data.status))) {
    return redirectWithToast(env, back, { title: "The status could not be changed", variant: "destructive" });
  }
  return redirectWithToast(env, back, { title: `Marked as ${STATUS_LABELS[parsed.data.status]}`, variant: "success" });
}

export default function AdminSubmissionListRoute() {
  const {
    kind,
    label,
    description,
    columns,
    rows,
    total,
    page,
    pageCount,
    filters,
    hasStatus,
    newLabel,
    query,
    reply,
  } = useLoaderData<typeof loader>();
  const exportQuery = new URLSearchParams(query);
  exportQuery.delete("page");
  return (
    <section aria-labelledby="list-title">
      <Link
        to="/admin/submissions"
        className="mb-4 inline-flex items-center gap-1.5 font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All submissions
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="list-title" className="text-2xl font-semibold">
            {label} <span className="text-muted">({total})</span>
          </h2>
          <p className="text-muted">{description}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={`/admin/submissions/${kind}/export.csv${exportQuery.size > 0 ? `?${exportQuery.toString()}` : ""}`}
            className={buttonClasses({ variant: "outline" })}
            download
          >
            <Download aria-hidden="true" /> Download CSV
          </a>
          {kind === "subscribers" ? (
            <a href="/admin/newsletters/subscribers.csv" className={buttonClasses({ variant: "outline" })} download>
              <Download aria-hidden="true" /> Confirmed subscribers (CSV)
            </a>
          ) : null}
        </div>
      </div>
      {/* The filter area: one field per filter, each full width on a phone; a new filter is one more field here. */}
      <Form
        method="get"
        className="mb-6 grid gap-3 rounded-lg border border-line bg-white p-4 sm:flex sm:flex-wrap sm:items-end"
        role="search"
        aria-label={`Search ${label.toLowerCase()}`}
      >
        <FilterField label="Search" className="sm:min-w-64 sm:flex-1">
          <input
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            placeholder="Name, email…"
            className={filterControl}
          />
        </FilterField>
        {hasStatus ? (
          <FilterField label="Status">
            <select name="status" defaultValue={filters.status ?? ""} className={filterControl}>
              <option value="">Any status</option>
              {SUBMISSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === "new" ? newLabel : STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </FilterField>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search aria-hidden="true" /> Search
          </Button>
          {filters.q || filters.status ? (
            <Link to={`/admin/submissions/${kind}`} className={buttonClasses({ variant: "ghost" })}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      <ReplyFilterBar
        kind={kind}
        outcomes={reply.outcomes}
        outcome={reply.outcome}
        mine={reply.mine}
        keep={{ ...filters }}
      />
      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-muted">
          {filters.q || filters.status || reply.outcome || reply.mine
            ? "Nothing matches this search."
            : "Nothing received yet."}
        </p>
      ) : (
        <SubmissionsTable
          kind={kind}
          label={label}
          columns={columns}
          rows={rows}
          newLabel={newLabel}
          hasStatus={hasStatus}
          statusAction={`/admin/submissions/${kind}${query ? `?${query}` : ""}`}
          listQuery={query}
        />
      )}
      <Pagination variant="count" page={page} pageCount={pageCount} label={`${label} pages`} />
    </section>
  );
}
