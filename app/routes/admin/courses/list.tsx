import { BookOpen, Eye, EyeOff, Lock, Pencil, Plus, Trash2 } from "lucide-react";
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/list";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { isUuid, listCoursesForAdmin, setCoursePublished } from "~/features/admin/courses/courses.server";
import { requireAdmin } from "~/features/auth/auth.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = () => [
  { title: `Courses | Admin Dashboard | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  try {
    return { courses: await listCoursesForAdmin(context.db) };
  } catch (error) {
    context.logger.error({ err: error }, "admin courses: loading the list failed");
    return data({ courses: null }, { status: 500 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = formData.get("id");
  if (intent !== "publish" || !isUuid(id)) {
    return redirectWithToast(context.env, "/admin/courses", { title: "That change could not be made", variant: "destructive" });
  }
  const publish = formData.get("isPublished") === "true";
  const course = await setCoursePublished(context.db, admin, id, publish);
  if (!course) {
    return redirectWithToast(context.env, "/admin/courses", {
      title: "Course not found",
      description: "It may have been deleted in the meantime.",
      variant: "destructive",
    });
  }
  return redirectWithToast(context.env, "/admin/courses", {
    title: publish ? "Course published" : "Course moved to drafts",
    description: publish ? `“${course.title}” is now in the Academy.` : `“${course.title}” is hidden from the Academy until you publish it again.`,
    variant: "success",
  });
}

export default function AdminCoursesRoute() {
  const { courses } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const togglingId = navigation.formData?.get("intent") === "publish" ? navigation.formData.get("id") : null;
  return (
    <section aria-labelledby="courses-title">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="courses-title" className="text-2xl font-semibold">
            Academy courses {courses ? <span className="text-muted">({courses.length})</span> : null}
          </h2>
          <p className="mt-1 max-w-2xl text-muted">
            Courses, their modules and lessons. Drafts stay here until you publish them; private courses ask learners for a password.
          </p>
        </div>
        <Link to="/admin/courses/new" className={buttonClasses()}>
          <Plus aria-hidden="true" /> New course
        </Link>
      </div>

      {!courses ? (
        <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
          The courses could not be loaded. Please reload the page; if it keeps happening, the database may be unavailable.
        </p>
      ) : courses.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-line bg-white p-6">
          <BookOpen aria-hidden="true" className="size-8 text-brand-700" />
          <p className="font-semibold">No courses yet.</p>
          <p className="text-muted">Create the first one: give it a title and a short description, then add modules and lessons.</p>
          <Link to="/admin/courses/new" className={buttonClasses({ variant: "outline" })}>
            <Plus aria-hidden="true" /> Create a course
          </Link>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full min-w-[46rem] text-left text-sm">
            <caption className="sr-only">Academy courses by title</caption>
            <thead className="bg-sand text-muted">
              <tr>
                {["Title", "Access", "Status", "Modules", "Lessons", "Actions"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {courses.map((course) => (
                <tr key={course.id}>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link to={`/admin/courses/${course.id}`} className="text-brand-800 hover:underline">
                      {course.title}
                    </Link>
                    {course.category ? <span className="block text-xs font-normal text-muted">{course.category}</span> : null}
                  </th>
                  <td className="px-4 py-3">
                    {course.isPrivate ? (
                      <Badge tone="warning">
                        <Lock aria-hidden="true" className="size-3" /> Private
                      </Badge>
                    ) : (
                      <Badge tone="info">Public</Badge>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    {course.isPublished ? <Badge tone="success">Published</Badge> : <Badge tone="neutral">Draft</Badge>}
                  </td>
                  <td className="px-4 py-3">{course.moduleCount}</td>
                  <td className="px-4 py-3">{course.lessonCount}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`/admin/courses/${course.id}`}
                        aria-label={`Edit: ${course.title}`}
                        className={buttonClasses({ variant: "outline", size: "sm" })}
                      >
                        <Pencil aria-hidden="true" /> Edit
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="id" value={course.id} />
                        <input type="hidden" name="isPublished" value={course.isPublished ? "false" : "true"} />
                        <SubmitButton
                          name="intent"
                          value="publish"
                          size="sm"
                          variant="ghost"
                          isPending={togglingId === course.id}
                          aria-label={`${course.isPublished ? "Unpublish" : "Publish"}: ${course.title}`}
                          pendingLabel={course.isPublished ? "Unpublishing..." : "Publishing..."}
                        >
                          {course.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                          {course.isPublished ? "Unpublish" : "Publish"}
                        </SubmitButton>
                      </Form>
                      <Link
                        to={`/admin/courses/${course.id}?delete=course`}
                        aria-label={`Delete: ${course.title}`}
                        className={buttonClasses({ variant: "ghost", size: "sm", className: "text-danger-700 hover:bg-danger-50" })}
                      >
                        <Trash2 aria-hidden="true" /> Delete
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
