import { RotateCcw, Trash2 } from "lucide-react";
import { data, Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/trash";
import { adminMeta } from "~/components/admin/admin-meta";
import { useFormatDateTime } from "~/components/admin/format";
import { TableScroll } from "~/components/admin/table-scroll";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { purgeTrashItemAndFiles } from "~/features/media/trash-purge.server";
import { createMediaStore } from "~/utils/media/media-store.server";
import { listTrash, restoreFromTrash, TRASH_DAYS } from "~/utils/revisions.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = () => adminMeta("Trash");

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  const rows = await listTrash(db);
  const purgeId = url.searchParams.get("purge");
  return { rows, trashDays: TRASH_DAYS, purging: purgeId ? (rows.find((row) => row.id === purgeId) ?? null) : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env } = context.get(siteContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = formData.get("id");
  if (typeof id !== "string" || (intent !== "restore" && intent !== "purge")) {
    return data({ message: "That action is not known. Please reload the page and try again." }, { status: 400 });
  }
  if (intent === "purge") {
    const title = await purgeTrashItemAndFiles(db, createMediaStore(env), admin, id);
    return redirectWithToast(env, "/admin/trash", {
      title: title === null ? "Already gone" : "Deleted forever",
      description:
        title === null ? "Someone else restored or deleted it first." : `“${title}” is gone for good, with its images.`,
      variant: title === null ? "default" : "success",
    });
  }
  const outcome = await restoreFromTrash(db, admin, id);
  if (outcome.status === "restored") {
    return redirectWithToast(env, outcome.editorUrl, {
      title: "Restored from the trash",
      description: `“${outcome.title}” is back, as it was when it was deleted, at its old address.`,
      variant: "success",
    });
  }
  if (outcome.status === "not-found") {
    return redirectWithToast(env, "/admin/trash", {
      title: "Already gone",
      description: "Someone else restored or deleted it first.",
      variant: "default",
    });
  }
  return redirectWithToast(env, "/admin/trash", {
    title: "Could not restore",
    description:
      outcome.status === "conflict"
        ? `Something saved since uses what “${outcome.title}” needs to be unique (its title, number or address). Change that item first, then try again.`
        : `What “${outcome.title}” belonged to is not there any more (its course or module). Restore that from the trash first, then try again.`,
    variant: "destructive",
  });
}

export default function AdminTrashRoute() {
  const { rows, trashDays, purging } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="trash-title" className="flex flex-col gap-6">
      <div>
        <h2 id="trash-title" className="text-2xl font-semibold">
          Trash <span className="text-muted">({rows.length})</span>
        </h2>
        <p className="max-w-2xl text-muted">
          Deleted items wait here for {trashDays} days, off the site, before they are deleted for good with the images
          only they used. Restoring one puts it back as it was, at its old address.
        </p>
      </div>

      {purging ? (
        <section aria-labelledby="purge-heading" className="rounded-lg border border-danger-700/30 bg-white p-5 sm:p-6">
          <h3 id="purge-heading" className="font-sans text-lg font-semibold text-danger-700">
            Delete &ldquo;{purging.title}&rdquo; forever?
          </h3>
          <p className="mt-2 max-w-2xl">
            It cannot be restored afterwards, and the images nothing else uses are deleted with it.
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="id" value={purging.id} />
            <SubmitButton name="intent" value="purge" variant="danger" pendingLabel="Deleting...">
              <Trash2 aria-hidden="true" /> Yes, delete forever
            </SubmitButton>
            <Link to="/admin/trash" className={buttonClasses({ variant: "outline" })}>
              No, keep it in the trash
            </Link>
          </Form>
        </section>
      ) : null}

      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-5 text-muted">The trash is empty.</p>
      ) : (
        <TableScroll label="Deleted items">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Deleted items, most recent first</caption>
            <thead className="border-b border-line bg-sand">
              <tr>
                <th scope="col" className="p-3">
                  Item
                </th>
                <th scope="col" className="p-3">
                  Kind
                </th>
                <th scope="col" className="p-3">
                  Deleted
                </th>
                <th scope="col" className="p-3">
                  Days left
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-0">
                  <td className="p-3 font-semibold break-words">{row.title}</td>
                  <td className="p-3">{row.kindLabel}</td>
                  <td className="p-3">
                    {formatDateTime(row.deletedAt)}
                    {row.deletedByName ? <span className="block text-muted">by {row.deletedByName}</span> : null}
                  </td>
                  <td className="p-3">{row.daysLeft}</td>
                  <td className="p-3">
                    <div className="flex flex-wrap gap-2">
                      <Form method="post">
                        <input type="hidden" name="id" value={row.id} />
                        <SubmitButton name="intent" value="restore" size="sm" pendingLabel="Restoring...">
                          <RotateCcw aria-hidden="true" /> Restore
                          <span className="sr-only"> “{row.title}”</span>
                        </SubmitButton>
                      </Form>
                      <Link
                        to={`?purge=${row.id}`}
                        className={buttonClasses({
                          variant: "outline",
                          size: "sm",
                          className: "border-danger-700 text-danger-700 hover:bg-danger-50",
                        })}
                      >
                        Delete forever<span className="sr-only"> “{row.title}”</span>…
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
