import { History, RotateCcw } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/revisions";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink } from "~/components/admin/back-link";
import { useFormatDateTime } from "~/components/admin/format";
import { TableScroll } from "~/components/admin/table-scroll";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button, buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { editablePageLabel } from "~/features/pages/admin.server";
import { compareRevisions, getItemHistory, isRevisionKind, PAGE_KIND, restoreRevision } from "~/utils/revisions.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("History", loaderData ? `${loaderData.history.title}` : null);

function notFound(): never {
  throw data(null, { status: 404, statusText: "Not found" });
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  if (!isRevisionKind(params.kind)) notFound();
  let pageTitle: string | undefined;
  if (params.kind === PAGE_KIND) pageTitle = editablePageLabel(params.id) ?? notFound();
  const history = await getItemHistory(db, params.kind, params.id, pageTitle);
  if (!history) notFound();
  const picked = url.searchParams.getAll("compare");
  const comparison =
    picked.length === 2 ? await compareRevisions(db, params.kind, params.id, picked[0]!, picked[1]!) : null;
  const restoreId = url.searchParams.get("restore");
  const restoring = restoreId ? (history.revisions.find((revision) => revision.id === restoreId) ?? null) : null;
  return {
    history,
    comparison,
    // Picked, but not two of this item's revisions: say so instead of comparing nothing.
    compareProblem: picked.length > 0 && !comparison,
    restoring,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env } = context.get(siteContext);
  if (!isRevisionKind(params.kind)) notFound();
  const pageTitle = params.kind === PAGE_KIND ? (editablePageLabel(params.id) ?? notFound()) : null;
  const formData = await request.formData();
  const revisionId = formData.get("revisionId");
  if (formData.get("intent") !== "restore" || typeof revisionId !== "string") {
    return data({ message: "That action is not known. Please reload the page and try again." }, { status: 400 });
  }
  const outcome = await restoreRevision(db, admin, params.kind, params.id, revisionId);
  if (outcome.status === "not-found") notFound();
  const here = `/admin/revisions/${params.kind}/${params.id}`;
  return redirectWithToast(
    env,
    here,
    outcome.status === "restored"
      ? {
          title: "Earlier version restored",
          description: `“${pageTitle ?? outcome.title}” is back as it was then. The restore is saved as a new version in this history.`,
          variant: "success",
        }
      : outcome.status === "conflict"
        ? {
            title: "Could not restore",
            description:
              "Another item now uses what this one needs to be unique in that version (its title or number). Change that item first, then try again.",
            variant: "destructive",
          }
        : {
            title: "Nothing to restore",
            description: "That version is the same as what is saved now.",
            variant: "default",
          },
  );
}

const SOURCE_LABELS = {
  save: null,
  restore: "Restored an earlier version",
  baseline: "As it was before history was kept",
} as const;

export default function AdminRevisionsRoute() {
  const { history, comparison, compareProblem, restoring } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  const fieldNames = (fields: string[]) => fields.map((field) => history.fieldLabels[field] ?? field).join(", ");
  const whenOf = (id: string) => {
    const revision = history.revisions.find((r) => r.id === id);
    return revision ? formatDateTime(revision.createdAt) : "";
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink to={history.editorUrl}>Back to the editor</BackLink>
        <h2 className="text-2xl font-semibold break-words">History: {history.title}</h2>
        <p className="max-w-2xl text-muted">
          Every save of this {history.label.toLowerCase()} is kept here: who saved it, when, and what changed. Check two
          versions to compare them, or restore an earlier one (the restore is saved as a new version, so nothing is
          lost).
        </p>
      </div>

      {restoring ? (
        <section
          aria-labelledby="restore-heading"
          className="rounded-lg border border-accent-700/30 bg-white p-5 sm:p-6"
        >
          <h3 id="restore-heading" className="font-sans text-lg font-semibold">
            Restore the version saved {formatDateTime(restoring.createdAt)}?
          </h3>
          <p className="mt-2 max-w-2xl">
            Its fields replace what is saved now, on the site as well if the {history.label.toLowerCase()} is published.
            What is saved now stays in this history, so you can go back to it.
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="revisionId" value={restoring.id} />
            <SubmitButton name="intent" value="restore" pendingLabel="Restoring...">
              <RotateCcw aria-hidden="true" /> Yes, restore this version
            </SubmitButton>
            <Link to="?" className={buttonClasses({ variant: "outline" })}>
              No, keep what is saved now
            </Link>
          </Form>
        </section>
      ) : null}

      {comparison ? (
        <section aria-labelledby="compare-heading" className="flex flex-col gap-3">
          <h3 id="compare-heading" className="font-sans text-lg font-semibold">
            Comparing {whenOf(comparison.olderId)} with {whenOf(comparison.newerId)}
          </h3>
          {comparison.fields.every((field) => !field.changed) ? (
            <p className="text-muted">These two versions are the same.</p>
          ) : null}
          <dl className="flex flex-col gap-4">
            {comparison.fields
              .filter((field) => field.changed)
              .map((field) => (
                <div key={field.field} className="rounded-lg border border-line bg-white p-4">
                  <dt className="font-semibold">{field.label}</dt>
                  <dd className="mt-2 grid gap-3 md:grid-cols-2">
                    <div>
                      <p className="text-sm font-semibold text-muted">Earlier ({whenOf(comparison.olderId)})</p>
                      <p className="mt-1 rounded-md bg-danger-50 p-2 break-words whitespace-pre-wrap">
                        {field.older || "(empty)"}
                      </p>
                    </div>
                    <div>
                      <p className="text-sm font-semibold text-muted">Later ({whenOf(comparison.newerId)})</p>
                      <p className="mt-1 rounded-md bg-sand p-2 break-words whitespace-pre-wrap">
                        {field.newer || "(empty)"}
                      </p>
                    </div>
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ) : compareProblem ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
          Please check exactly two versions to compare.
        </p>
      ) : null}

      {history.revisions.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-5 text-muted">
          <History aria-hidden="true" className="mr-2 inline size-5" />
          No saves yet. The next save of this {history.label.toLowerCase()} starts its history.
        </p>
      ) : (
        <Form method="get" className="flex flex-col gap-3">
          <TableScroll label="Versions">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Saved versions, newest first</caption>
              <thead className="border-b border-line bg-sand">
                <tr>
                  <th scope="col" className="p-3">
                    Compare
                  </th>
                  <th scope="col" className="p-3">
                    Saved
                  </th>
                  <th scope="col" className="p-3">
                    By
                  </th>
                  <th scope="col" className="p-3">
                    What changed
                  </th>
                  <th scope="col" className="p-3">
                    <span className="sr-only">Restore</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.revisions.map((revision, index) => {
                  const when = formatDateTime(revision.createdAt);
                  return (
                    <tr key={revision.id} className="border-b border-line last:border-0">
                      <td className="p-3">
                        <input
                          type="checkbox"
                          name="compare"
                          value={revision.id}
                          aria-label={`Compare the version saved ${when}`}
                          className="size-5"
                        />
                      </td>
                      <td className="p-3 whitespace-nowrap">
                        {when}
                        {index === 0 ? <span className="ml-2 font-semibold">(current)</span> : null}
                      </td>
                      <td className="p-3">
                        {revision.authorName ?? (revision.source === "baseline" ? "—" : "A former staff member")}
                      </td>
                      <td className="p-3">
                        {SOURCE_LABELS[revision.source] ? <span>{SOURCE_LABELS[revision.source]}: </span> : null}
                        {revision.changedFields.length > 0 ? fieldNames(revision.changedFields) : null}
                      </td>
                      <td className="p-3">
                        {index > 0 ? (
                          <Link
                            to={`?restore=${revision.id}`}
                            className={buttonClasses({ variant: "outline", size: "sm" })}
                          >
                            Restore<span className="sr-only"> the version saved {when}</span>…
                          </Link>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          <div>
            <Button type="submit" variant="outline">
              Compare selected
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div role="alert" className="rounded-lg border border-line bg-white p-6">
        <h2 className="text-2xl font-semibold">No history here</h2>
        <p className="mt-2 text-muted">This item may have been deleted. Deleted items wait in the trash for 30 days.</p>
        <Link to="/admin/trash" className={`${buttonClasses({ variant: "outline" })} mt-4`}>
          Open the trash
        </Link>
      </div>
    );
  }
  throw error;
}
