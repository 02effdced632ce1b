import { data, isRouteErrorResponse, useLoaderData } from "react-router";
import type { Route } from "./+types/delete";
import { adminMeta } from "~/components/admin/admin-meta";
import { DeleteConfirm } from "~/components/admin/delete-confirm";
import { siteContext } from "~/context";
import { courseAction } from "~/features/academy/admin-course-action.server";
import { enrollmentsKept, plural } from "~/features/academy/admin-format";
import { courseAdminPath, COURSES_PATH } from "~/features/academy/admin-paths";
import { getCourseForAdmin, getCourseOutlineForAdmin } from "~/features/academy/admin.server";
import { AdminCourseNotFound } from "~/features/academy/components/admin/course-header";
import { requireStaff } from "~/features/auth/admin-access.server";

/**
 * The confirm step before a delete (works without JavaScript): /admin/courses/{id}/delete,
 * …/modules/{moduleId}/delete and …/lessons/{lessonId}/delete. The form posts to the course.
 */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Courses", `Delete ${loaderData?.confirm.title ?? ""}`.trim());

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  const course = await getCourseForAdmin(db, params.id);
  if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
  const notFound = () => data({ reason: "not-found" }, { status: 404 });
  if (params.lessonId) {
    const modules = await getCourseOutlineForAdmin(db, course.id);
    const lesson = modules.flatMap((m) => m.lessons).find((l) => l.id === params.lessonId);
    if (!lesson) throw notFound();
    const confirm = {
      kind: "lesson" as const,
      id: lesson.id,
      title: lesson.title,
      detail:
        "The lesson leaves the course at once, with learners' progress on it. It waits in the trash for 30 days, where you can restore it with that progress.",
    };
    return { course: { id: course.id, title: course.title }, confirm };
  }
  if (params.moduleId) {
    const modules = await getCourseOutlineForAdmin(db, course.id);
    const module = modules.find((m) => m.id === params.moduleId);
    if (!module) throw notFound();
    const detail =
      module.lessons.length > 0
        ? `The module leaves the course at once, with the ${plural(module.lessons.length, "lesson")} in it and learners' progress on them. It waits in the trash for 30 days, where you can restore it whole.`
        : "The module leaves the course at once. It has no lessons. It waits in the trash for 30 days, where you can restore it.";
    return {
      course: { id: course.id, title: course.title },
      confirm: { kind: "module" as const, id: module.id, title: module.title, detail },
    };
  }
  const parts = [plural(course.moduleCount, "module"), plural(course.lessonCount, "lesson")];
  const progress = plural(course.progressCount, "lesson completion");
  const detail = `The course leaves the Academy at once, with its ${parts.join(" and ")} and ${progress} of learners' progress. It waits in the trash for 30 days, where you can restore it whole. ${enrollmentsKept(course.enrollmentCount)}`;
  return {
    course: { id: course.id, title: course.title },
    confirm: { kind: "course" as const, id: course.id, title: course.title, detail },
  };
}

export const action = ({ request, context, params }: Route.ActionArgs) => courseAction({ request, context, params });

export default function AdminCourseDeleteRoute() {
  const { course, confirm } = useLoaderData<typeof loader>();
  const courseHref = courseAdminPath(course.id);
  const idName = confirm.kind === "module" ? "moduleId" : confirm.kind === "lesson" ? "lessonId" : null;
  return (
    <DeleteConfirm
      back={
        confirm.kind === "course" ? { to: COURSES_PATH, label: "All courses" } : { to: courseHref, label: course.title }
      }
      title={`Delete the ${confirm.kind} “${confirm.title}”?`}
      confirmLabel={`Delete ${confirm.kind}`}
      keepTo={confirm.kind === "course" ? courseHref : `${courseHref}#${confirm.kind}-${confirm.id}`}
      keepLabel="Keep it"
      action={courseHref}
      intent={`${confirm.kind}-delete`}
      fields={idName ? { [idName]: confirm.id } : undefined}
    >
      <p className="mt-3 max-w-2xl text-ink">{confirm.detail}</p>
    </DeleteConfirm>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminCourseNotFound />;
  throw error;
}
