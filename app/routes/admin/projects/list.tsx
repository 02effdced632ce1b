import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData, useLoaderData } from "react-router";
import { SITE_NAME } from "~/content/site";
import { ProjectList } from "~/features/admin/projects/components/project-list";
import { listProjectsForAdmin, setProjectPublished } from "~/features/admin/projects/projects.server";
import { PublishSchema } from "~/features/admin/projects/validation";
import { requireAdmin } from "~/features/auth/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [
  { title: `Projects | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  try {
    return { projects: await listProjectsForAdmin(context.db, query), query };
  } catch (error) {
    context.logger.error({ err: error }, "admin: listing projects failed");
    return { projects: null, query };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const formData = await request.formData();
  if (formData.get("intent") !== "publish") {
    return data({ message: "That action is not known." }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: PublishSchema });
  if (submission.status !== "success") return data({ message: "That project could not be found." }, { status: 400 });
  const { id, publish } = submission.value;
  const title = await setProjectPublished(context.db, admin, id, publish);
  if (!title) return data({ message: "That project no longer exists." }, { status: 404 });
  const back = new URL(request.url).searchParams.get("q");
  return redirectWithToast(context.env, back ? `/admin/projects?${new URLSearchParams({ q: back })}` : "/admin/projects", {
    title: publish ? "Project published" : "Project unpublished",
    description: publish ? `“${title}” is now in the Project Library.` : `“${title}” is hidden from the public site.`,
    variant: "success",
  });
}

export default function AdminProjectsRoute() {
  const { projects, query } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      {actionData?.message ? (
        <p role="alert" className="mb-6 rounded-md bg-danger-50 p-4 text-danger-700">
          {actionData.message}
        </p>
      ) : null}
      <ProjectList projects={projects} query={query} />
    </>
  );
}
