import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData, useLoaderData } from "react-router";
import { siteContext } from "~/context";
import { ListAlert } from "~/components/admin/list-states";
import { loadAdminList, togglePublished } from "~/features/admin/content-list.server";
import { ProjectList } from "~/features/projects/components/admin/project-list";
import { listProjectsForAdmin, setProjectPublished } from "~/features/projects/admin.server";
import { PublishSchema } from "~/features/projects/admin-validation";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/list";
import { adminMeta } from "~/components/admin/admin-meta";

export const meta: Route.MetaFunction = () => adminMeta("Projects");

/** `loadAdminList` checks `requireAdmin` first; a failed query is logged and shown as such. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const projects = await loadAdminList(
    context,
    (db) => listProjectsForAdmin(db, query),
    "admin: listing projects failed",
  );
  return { projects, query };
}

/** The list's Publish / Unpublish buttons (`togglePublished` checks `requireAdmin` first). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const outcome = await togglePublished({ request, context }, readToggle, setProjectPublished);
  const { env } = context.get(siteContext);
  if (outcome.status === "invalid") return data({ message: outcome.reason }, { status: 400 });
  if (outcome.status === "not-found") return data({ message: "That project no longer exists." }, { status: 404 });
  const { row: title, publish } = outcome;
  const back = url.searchParams.get("q");
  return redirectWithToast(env, back ? `/admin/projects?${new URLSearchParams({ q: back })}` : "/admin/projects", {
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
  const { projects, query } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      {actionData?.message ? <ListAlert className="mb-6">{actionData.message}</ListAlert> : null}
      <ProjectList projects={projects} query={query} />
    </>
  );
}
