import { data, isRouteErrorResponse, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/lesson";
import { adminMeta } from "~/components/admin/admin-meta";
import { HistoryLink } from "~/components/admin/history-link";
import { BackLink } from "~/components/admin/back-link";
import { siteContext } from "~/context";
import { courseAction } from "~/features/academy/admin-course-action.server";
import { courseAdminPath } from "~/features/academy/admin-paths";
import { getCourseForAdmin, getCourseOutlineForAdmin, getLessonForAdmin } from "~/features/academy/admin.server";
import { LessonForm } from "~/features/academy/components/admin/course-forms";
import { AdminCourseNotFound, CourseHeader } from "~/features/academy/components/admin/course-header";
import { requireStaff } from "~/features/auth/admin-access.server";
import { newCreateToken } from "~/utils/create-token";

/** The lesson editor: /admin/courses/{id}/lessons/{lessonId}, and a new lesson at /admin/courses/{id}/modules/{moduleId}/lessons/new. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    "Courses",
    `${loaderData?.lesson ? `Edit lesson: ${loaderData.lesson.title}` : "New lesson"} — ${loaderData?.course.title ?? "Course"}`,
  );

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  const course = await getCourseForAdmin(db, params.id);
  if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
  const modules = await getCourseOutlineForAdmin(db, course.id);
  const lesson = params.lessonId ? await getLessonForAdmin(db, course.id, params.lessonId) : null;
  const moduleId = lesson ? lesson.moduleId : params.moduleId;
  const module = modules.find((m) => m.id === moduleId);
  if ((params.lessonId && !lesson) || !module) throw data({ reason: "lesson-not-found" }, { status: 404 });
  return {
    course,
    module: { id: module.id, title: module.title },
    lesson,
    createToken: lesson ? null : newCreateToken(),
  };
}

export const action = ({ request, context, params }: Route.ActionArgs) => courseAction({ request, context, params });

export default function AdminLessonEditRoute() {
  const { course, module, lesson, createToken } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const target = lesson?.id ?? `new-${module.id}`;
  const courseHref = courseAdminPath(course.id);
  return (
    <div className="flex flex-col gap-8">
      <CourseHeader course={course} />
      <section aria-labelledby="lesson-title" className="rounded-lg border border-line bg-white p-5 sm:p-6">
        <BackLink to={`${courseHref}#module-${module.id}`}>Back to the modules and lessons</BackLink>
        <p className="mt-4 text-sm font-semibold text-accent-700">Module: {module.title}</p>
        <h3 id="lesson-title" className="text-xl font-semibold break-words">
          {lesson ? `Edit lesson: ${lesson.title}` : "New lesson"}
        </h3>
        <div className="mb-5">
          {lesson ? <HistoryLink kind="lesson" id={lesson.id} label="Lesson history" /> : null}
        </div>
        <LessonForm
          key={target}
          lesson={lesson}
          moduleId={module.id}
          lastResult={actionData?.intent === "lesson-save" && actionData.target === target ? actionData.result : null}
          cancelHref={`${courseHref}#module-${module.id}`}
          createToken={createToken ?? undefined}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminCourseNotFound />;
  throw error;
}
