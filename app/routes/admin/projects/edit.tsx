import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData, useLoaderData } from "react-router";
import { siteContext } from "~/context";
import { ProjectEditor } from "~/features/projects/components/admin/project-editor";
import { formValuesFromProject, NEW_PROJECT_VALUES } from "~/features/projects/admin-editor-values";
import {
  countApplicationsFor,
  createProject,
  deleteProject,
  getProjectForAdmin,
  setProjectPublished,
  updateProject,
} from "~/features/projects/admin.server";
import { ProjectSchema } from "~/features/projects/admin-validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import { takeKeepEditing } from "~/utils/keep-editing";
import type { Route } from "./+types/edit";
import { adminMeta } from "~/components/admin/admin-meta";
import { isUuid } from "~/db/ids";

const NOT_FOUND = "That project does not exist (it may have been deleted).";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Projects", loaderData?.project ? `Edit: ${loaderData.project.title}` : "New project");

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  if (params.id === "new") return { project: null, values: NEW_PROJECT_VALUES, applicationCount: 0, version: "new" };
  if (!isUuid(params.id)) throw data({ message: NOT_FOUND }, { status: 404 });
  const row = await getProjectForAdmin(db, params.id);
  if (!row) throw data({ message: NOT_FOUND }, { status: 404 });
  return {
    project: { id: row.id, title: row.title, slug: row.slug, isPublished: row.isPublished },
    values: formValuesFromProject(row),
    applicationCount: await countApplicationsFor(db, row),
    // Changes whenever the project is saved, so the editor starts afresh from the stored values.
    version: `${row.id}-${row.updatedAt.toISOString()}`,
  };
}

type ActionResult = { result?: SubmissionResult<string[]>; message?: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env, logger } = context.get(siteContext);
  const isNew = params.id === "new";
  if (!isNew && !isUuid(params.id)) return data<ActionResult>({ message: NOT_FOUND }, { status: 404 });
  const formData = await request.formData();
  const keepEditing = takeKeepEditing(formData);
  const intent = formData.get("intent");

  if (intent === "publish" && !isNew) {
    const publish = formData.get("publish") === "true";
    const title = await setProjectPublished(db, admin, params.id, publish);
    if (!title) return data<ActionResult>({ message: NOT_FOUND }, { status: 404 });
    return redirectWithToast(env, `/admin/projects/${params.id}`, {
      title: publish ? "Project published" : "Project unpublished",
      description: publish ? `“${title}” is now in the Project Library.` : `“${title}” is hidden from the public site.`,
      variant: "success",
    });
  }

  if (intent === "delete" && !isNew) {
    const result = await deleteProject(db, admin, params.id);
    if (!result.deleted) return data<ActionResult>({ message: NOT_FOUND }, { status: 404 });
    return redirectWithToast(env, "/admin/projects", {
      title: "Project deleted",
      description:
        result.applicationsKept > 0
          ? `“${result.title}” is gone from the site and waits in the trash for 30 days. The ${result.applicationsKept} application(s) that named it are still in Submissions.`
          : `“${result.title}” is gone from the site and waits in the trash for 30 days.`,
      variant: "success",
    });
  }

  if (intent !== "save") return data<ActionResult>({ message: "That action is not known." }, { status: 400 });

  const submission = parseWithZod(formData, { schema: ProjectSchema });
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  try {
    const saved = isNew
      ? await createProject(db, admin, submission.value)
      : await updateProject(db, admin, params.id, submission.value);
    if (!saved.ok) {
      if (saved.reason === "not-found") {
        return data<ActionResult>({ result: submission.reply({ formErrors: [NOT_FOUND] }) }, { status: 404 });
      }
      return data<ActionResult>(
        { result: submission.reply({ fieldErrors: { [saved.field]: [saved.message] } }) },
        { status: 400 },
      );
    }
    const live = submission.value.isPublished;
    // Save goes back to the list, like every other editor; "Save and keep editing" stays here.
    return redirectWithToast(env, keepEditing ? `/admin/projects/${saved.id}` : "/admin/projects", {
      title: isNew ? "Project created" : "Project saved",
      description: live ? `It is live at /projects/${saved.slug}.` : "It is a draft: only admins can see it.",
      variant: "success",
    });
  } catch (error) {
    logger.error({ err: error }, "admin: saving a project failed");
    return data<ActionResult>(
      {
        result: submission.reply({
          formErrors: ["The project could not be saved just now. Your changes are still here; please try again."],
        }),
      },
      { status: 500 },
    );
  }
}

export default function AdminProjectEditRoute() {
  const { project, values, applicationCount, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      {actionData?.message ? (
        <p role="alert" className="mb-6 rounded-md bg-danger-50 p-4 text-danger-700">
          {actionData.message}
        </p>
      ) : null}
      <ProjectEditor
        key={version}
        project={project}
        initialValues={values}
        applicationCount={applicationCount}
        lastResult={actionData?.result ?? null}
      />
    </>
  );
}
