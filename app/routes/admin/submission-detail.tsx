import { data, isRouteErrorResponse, Link, useActionData, useLoaderData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import type { Route } from "./+types/submission-detail";
import { BackLink } from "~/components/admin/back-link";
import { SubmissionStatusBadge } from "~/components/admin/status-badge";
import { buttonClasses } from "~/components/ui/button";
import { readPage } from "~/components/ui/paging";
import { siteContext } from "~/context";
import { SubmissionFields } from "~/features/admin/components/submission-fields";
import { SubmissionStatusForm } from "~/features/admin/components/submission-status-form";
import { SubmissionReplies } from "~/features/admin/components/submission-replies";
import { addNote, decidesOn, loadReplies, setOwner } from "~/features/admin/replies.server";
import { NoteSchema, OwnerSchema } from "~/features/admin/validation";
import { OUTCOMES } from "~/utils/reply-templates";
import { readSubmissionFilters } from "~/features/admin/filters";
import {
  describeKind,
  getSubmission,
  isSubmissionKind,
  readableFields,
  setSubmissionStatus,
  statusLabel,
} from "~/features/admin/submissions.server";
import { StatusChangeSchema } from "~/features/admin/validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import { formatDateTime } from "~/utils/site-time";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Submissions", loaderData ? `${loaderData.singular} from ${loaderData.submission.name}` : null);

/** The list's search, status filter and page, so "Back to …" returns to the same rows. */
function listQuery(url: URL): string {
  const { q, status } = readSubmissionFilters(url);
  const page = readPage(url);
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  return query.size > 0 ? `?${query.toString()}` : "";
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireStaff(context, "submissions");
  const { db, env } = context.get(siteContext);
  if (!isSubmissionKind(params.kind)) throw data(null, { status: 404, statusText: "Submission not found" });
  const row = await getSubmission(db, params.kind, params.id);
  if (!row) throw data(null, { status: 404, statusText: "Submission not found" });
  const query = listQuery(url);
  return {
    ...describeKind(params.kind),
    submission: {
      id: row.id,
      name: row.name,
      status: row.status,
      statusLabel: statusLabel(params.kind, row.status),
      received: formatDateTime(row.createdAt, env.SITE_TIME_ZONE),
      receivedIso: row.createdAt.toISOString(),
    },
    fields: readableFields(params.kind, row, env.SITE_TIME_ZONE),
    replies: await loadReplies(db, params.kind, row.id, env.SITE_TIME_ZONE),
    outcomes: decidesOn(params.kind) ? OUTCOMES[params.kind] : [],
    replyPath: decidesOn(params.kind) ? `/admin/submissions/${params.kind}/${row.id}/reply` : null,
    backTo: `/admin/submissions/${params.kind}${query}`,
    selfTo: `/admin/submissions/${params.kind}/${row.id}${query}`,
  };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const admin = requireStaff(context, "submissions");
  const { db, env } = context.get(siteContext);
  if (!isSubmissionKind(params.kind)) throw data(null, { status: 404, statusText: "Submission not found" });
  const form = Object.fromEntries(await request.formData());
  const back = `/admin/submissions/${params.kind}/${params.id}${listQuery(url)}`;
  if (form.intent === "note" || form.intent === "owner") {
    if (!(await getSubmission(db, params.kind, params.id))) {
      throw data(null, { status: 404, statusText: "Submission not found" });
    }
    if (form.intent === "note") {
      const note = NoteSchema.safeParse(form);
      if (!note.success) {
        return data(
          { noteErrors: note.error.flatten().fieldErrors.note, noteValue: String(form.note ?? "") },
          { status: 400 },
        );
      }
      await addNote(db, admin, params.kind, params.id, note.data.note);
      return redirectWithToast(env, back, { title: "Note saved", variant: "success" });
    }
    const owner = OwnerSchema.safeParse(form);
    const assigned = owner.success && (await setOwner(db, admin, params.kind, params.id, owner.data.owner || null));
    if (!assigned || !assigned.ok) {
      return data({ ownerErrors: ["Choose someone on the staff list."] }, { status: 400 });
    }
    return redirectWithToast(env, back, {
      title: assigned.name ? `Assigned to ${assigned.name}` : "Assigned to nobody",
      variant: "success",
    });
  }
  const parsed = StatusChangeSchema.safeParse(form);
  const changed =
    parsed.success &&
    parsed.data.id === params.id &&
    (await setSubmissionStatus(db, admin, params.kind, params.id, parsed.data.status));
  if (!changed) {
    return redirectWithToast(env, back, { title: "The status could not be changed", variant: "destructive" });
  }
  return redirectWithToast(env, back, {
    title: `Marked as ${statusLabel(params.kind, parsed.data.status)}`,
    variant: "success",
  });
}

export default function AdminSubmissionDetailRoute() {
  const {
    kind,
    label,
    singular,
    hasStatus,
    newLabel,
    submission,
    fields,
    backTo,
    selfTo,
    replies,
    outcomes,
    replyPath,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    { noteErrors?: string[]; noteValue?: string; ownerErrors?: string[] } | undefined;
  return (
    <article aria-labelledby="submission-title" className="flex min-w-0 flex-col gap-6">
      <BackLink to={backTo}>Back to {label.charAt(0).toLowerCase() + label.slice(1)}</BackLink>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{singular}</p>
        <h2 id="submission-title" className="text-2xl font-semibold break-words">
          {submission.name}
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
          <span>
            Received <time dateTime={submission.receivedIso}>{submission.received}</time>
          </span>
          <SubmissionStatusBadge status={submission.status} newLabel={newLabel} />
        </p>
      </header>
      {hasStatus ? (
        <section aria-label="Change the status" className="rounded-lg border border-line bg-white p-4">
          <SubmissionStatusForm
            kind={kind}
            id={submission.id}
            status={submission.status}
            newLabel={newLabel}
            action={selfTo}
            visibleLabel
          />
        </section>
      ) : null}
      <SubmissionFields fields={fields} />
      <SubmissionReplies
        replyPath={replyPath}
        outcomes={outcomes}
        replies={replies}
        action={selfTo}
        noteErrors={answer?.noteErrors}
        noteValue={answer?.noteValue}
        ownerErrors={answer?.ownerErrors}
      />
      {kind === "subscribers" ? (
        <section aria-label="The newsletter list" className="flex flex-wrap gap-3">
          <Link
            to={`/admin/newsletters/subscribers/${submission.id}/remove`}
            className={buttonClasses({ variant: "outline" })}
          >
            Remove from the list…
          </Link>
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div role="alert" className="rounded-lg border border-line bg-white p-6">
        <h2 className="text-2xl font-semibold">Submission not found</h2>
        <p className="mt-2 text-muted">
          The link may be mistyped, or the submission was removed. The lists show everything there is now.
        </p>
        <Link to="/admin/submissions" className={`${buttonClasses({ variant: "outline" })} mt-4`}>
          Back to all submissions
        </Link>
      </div>
    );
  }
  throw error;
}
