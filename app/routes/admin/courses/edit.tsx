import { Trash2 } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink } from "~/components/admin/back-link";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { courseAction } from "~/features/academy/admin-course-action.server";
import { plural } from "~/features/academy/admin-format";
import { courseDeletePath, courseScreenFromQuery, COURSES_PATH } from "~/features/academy/admin-paths";
import { getCourseForAdmin, getCourseOutlineForAdmin } from "~/features/academy/admin.server";
import { CourseForm } from "~/features/academy/components/admin/course-forms";
import { AdminCourseNotFound, CourseHeader } from "~/features/academy/components/admin/course-header";
import { CourseOutline } from "~/features/academy/components/admin/course-outline";
import { requireStaff } from "~/features/auth/admin-access.server";
import { newCreateToken } from "~/utils/create-token";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Courses", loaderData && loaderData.mode === "edit" ? loaderData.course.title : "New course");

export async function loader({ context, params, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  if (params.id === "new") return { mode: "new" as const };
  // The lesson editor and the delete confirmations have their own addresses; old bookmarks go there.
  const moved = courseScreenFromQuery(params.id, url.searchParams);
  if (moved) throw redirect(moved, 301);
  const course = await getCourseForAdmin(db, params.id);
  if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
  const modules = await getCourseOutlineForAdmin(db, course.id);
  // A fresh token on every load: after "Module added" the add-module form starts empty (issue 18).
  return { mode: "edit" as const, course, modules, createToken: newCreateToken() };
}

export const action = ({ request, context, params }: Route.ActionArgs) => courseAction({ request, context, params });

export default function AdminCourseEditRoute() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const courseResult = actionData?.intent === "course-save" ? actionData.result : null;

  if (loaded.mode === "new") {
    return (
      <section aria-labelledby="course-title" className="flex flex-col gap-6">
        <BackLink to={COURSES_PATH}>All courses</BackLink>
        <div>
          <h2 id="course-title" className="text-2xl font-semibold">
            New course
          </h2>
          <p className="mt-1 text-muted">
            Start with the basics. Once the course is created you can add its modules and lessons.
          </p>
        </div>
        <div className="rounded-lg border border-line bg-white p-5 sm:p-6">
          <CourseForm course={null} lastResult={courseResult} />
        </div>
      </section>
    );
  }

  const { course, modules } = loaded;
  return (
    <div className="flex flex-col gap-8">
      <CourseHeader course={course} />
      <section aria-labelledby="details-title" className="rounded-lg border border-line bg-white p-5 sm:p-6">
        <h3 id="details-title" className="mb-5 text-xl font-semibold">
          Course details
        </h3>
        <CourseForm key={course.id} course={course} lastResult={courseResult} />
      </section>

      <section aria-labelledby="modules" className="scroll-mt-24">
        <h3 id="modules" className="mb-1 text-xl font-semibold">
          Modules and lessons
        </h3>
        <p className="mb-4 text-muted">
          Learners see them in this order in the lesson player. Move up and Move down change it at once.
        </p>
        <CourseOutline
          courseId={course.id}
          modules={modules}
          createToken={loaded.createToken}
          lastAction={actionData?.intent === "module-save" ? actionData : null}
        />
      </section>

      <section aria-labelledby="danger-title" className="rounded-lg border border-danger-700/30 bg-white p-5 sm:p-6">
        <h3 id="danger-title" className="text-xl font-semibold">
          Delete this course
        </h3>
        <p className="mt-1 text-muted">
          Removes the course with its {plural(course.moduleCount, "module")}, {plural(course.lessonCount, "lesson")},{" "}
          {plural(course.enrollmentCount, "enrollment record")} and learners' progress. You will be asked to confirm.
        </p>
        <Link to={courseDeletePath(course.id)} className={buttonClasses({ variant: "danger", className: "mt-4" })}>
          <Trash2 aria-hidden="true" /> Delete course…
        </Link>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminCourseNotFound />;
  throw error;
}
