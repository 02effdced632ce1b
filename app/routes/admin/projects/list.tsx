import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData, useLoaderData } from "react-router";
import { siteContext } from "~/context";
import { ListAlert } from "~/components/admin/list-states";
import { loadAdminList, togglePublished } from "~/features/admin/content-list.server";
import { ProjectList } from "~/features/projects/components/admin/project-list";
import { listProjectsForAdmin, PROJECT_LIST_STATUSES, setProjectPublished } from "~/features/projects/admin.server";
import { readListFilters } from "~/utils/list-filters";
import { PublishSchema } from "~/features/projects/admin-validation";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/list";
import { adminMeta } from "~/components/admin/admin-meta";

export const meta: Route.MetaFunction = () => adminMeta("Projects");

/** `loadAdminList` checks `requireStaff(context, "content")` first; a failed query is logged and shown as such. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const filters = readListFilters(url, PROJECT_LIST_STATUSES);
  const list = await loadAdminList(
    context,
    (db) => listProjectsForAdmin(db, filters),
    "admin: listing projects failed",
  );
  return { projects: list?.rows ?? null, total: list?.total ?? 0, filters };
}

/** The list's Publish / Unpublish buttons (`togglePublished` checks `requireStaff(context, "content")` first). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const outcome = await togglePublished({ request, context }, readToggle, setProjectPublished);
  const { env } = context.get(siteContext);
  if (outcome.status === "invalid") return data({ message: outcome.reason }, { status: 400 });
  if (outcome.status === "not-found") return data({ message: "That project no longer exists." }, { status: 404 });
  const { row: title, publish } = outcome;
  // Back to the same page of the same search.
  return redirectWithToast(env, `/admin/projects${url.search}`, {
    title: publish ? "Project published" : "Project unpublished",
    description: publish ? `“${title}” is now in the Project Library.` : `“${title}” is hidden from the public site.`,
    variant: "success",
  });
}

/** `intent=publish` with the project's `id` and the state it should have (`publish`); the reason for a refusal is shown. */
function readToggle(formData: FormData) {
  if (formData.get("intent") !== "publish") return { invalid: "That action is not known." };
  const submission = parseWithZod(formData, { schema: PublishSchema });
  if (submission.status !== "success") return { invalid: "That project could not be found." };
  return submission.value;
}

export default function AdminProjectsRoute() {
  const { projects, total, filters } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      {actionData?.message ? <ListAlert className="mb-6">{actionData.message}</ListAlert> : null}
      <ProjectList projects={projects} total={total} filters={filters} />
    </>
  );
}
