import { BookOpen, Lock, Pencil, Trash2 } from "lucide-react";
import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/list";
import { adminMeta } from "~/components/admin/admin-meta";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { AdminTable } from "~/components/admin/admin-table";
import { ListHeader } from "~/components/admin/list-header";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { PublishToggle } from "~/components/admin/publish-toggle";
import { loadAdminList, togglePublished } from "~/features/admin/content-list.server";
import { COURSE_STATUSES, listCoursesForAdmin, setCoursePublished } from "~/features/academy/admin.server";
import {
  ContentListFilters,
  ListPaging,
  NoMatches,
  PastTheLastPage,
  PUBLISHED_OR_DRAFT,
} from "~/components/admin/list-filters";
import { CONTENT_LIST_PAGE_SIZE, isFiltered, readListFilters } from "~/utils/list-filters";
import { redirectWithToast } from "~/utils/toast.server";
import { isUuid } from "~/db/ids";

export const meta: Route.MetaFunction = () => adminMeta("Courses");

/** `loadAdminList` checks `requireStaff(context, "content")` first; a failed query is logged and shown as such. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const filters = readListFilters(url, COURSE_STATUSES);
  const list = await loadAdminList(
    context,
    (db) => listCoursesForAdmin(db, filters),
    "admin courses: loading the list failed",
  );
  return list
    ? { courses: list.rows, total: list.total, filters }
    : data({ courses: null, total: 0, filters }, { status: 500 });
}

/** The list's Publish / Unpublish buttons (`togglePublished` checks `requireStaff(context, "content")` first). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const outcome = await togglePublished({ request, context }, readToggle, setCoursePublished);
  const { env } = context.get(siteContext);
  // Back to the same page of the same search.
  const back = `/admin/courses${url.search}`;
  if (outcome.status === "invalid") {
    return redirectWithToast(env, back, { title: "That change could not be made", variant: "destructive" });
  }
  if (outcome.status === "not-found") {
    return redirectWithToast(env, back, {
      title: "Course not found",
      description: "It may have been deleted in the meantime.",
      variant: "destructive",
    });
  }
  const { row: course, publish } = outcome;
  return redirectWithToast(env, back, {
    title: publish ? "Course published" : "Course moved to drafts",
    description: publish
      ? `“${course.title}” is now in the Academy.`
      : `“${course.title}” is hidden from the Academy until you publish it again.`,
    variant: "success",
  });
}

/** `intent=publish` with the course's `id`; `isPublished=true` publishes, anything else moves it to drafts. */
function readToggle(formData: FormData) {
  const id = formData.get("id");
  if (formData.get("intent") !== "publish" || !isUuid(id)) return { invalid: true as const };
  return { id, publish: formData.get("isPublished") === "true" };
}

export default function AdminCoursesRoute() {
  const { courses, total, filters } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="courses-title" className="flex flex-col gap-6">
      <ListHeader
        titleId="courses-title"
        title="Academy courses"
        count={courses ? total : null}
        description="Courses, their modules and lessons. Drafts stay here until you publish them; private courses ask learners for a password."
        newTo="/admin/courses/new"
        newLabel="New course"
      />

      <ContentListFilters
        listPath="/admin/courses"
        label="courses"
        q={filters.q}
        status={filters.status}
        statuses={PUBLISHED_OR_DRAFT}
        placeholder="Title or description"
      />

      {!courses ? (
        <ListAlert>
          The courses could not be loaded. Please reload the page; if it keeps happening, the database may be
          unavailable.
        </ListAlert>
      ) : courses.length === 0 && isFiltered(filters) ? (
        <NoMatches listPath="/admin/courses" what="courses" />
      ) : courses.length === 0 && total > 0 ? (
        <PastTheLastPage listPath="/admin/courses" page={filters.page} />
      ) : courses.length === 0 ? (
        <ListEmpty
          title="No courses yet."
          icon={<BookOpen aria-hidden="true" className="mb-3 size-8 text-brand-700" />}
          action={{ to: "/admin/courses/new", label: "Create a course" }}
        >
          Create the first one: give it a title and a short description, then add modules and lessons.
        </ListEmpty>
      ) : (
        <AdminTable
          caption="Academy courses by title"
          headings={["Title", "Access", "Status", "Modules", "Lessons", "Actions"]}
          className="min-w-[46rem]"
        >
          {courses.map((course) => (
            <tr key={course.id}>
              <th scope="row" className="px-4 py-3 font-semibold">
                <Link to={`/admin/courses/${course.id}`} className="text-brand-800 hover:underline">
                  {course.title}
                </Link>
                {course.category ? (
                  <span className="block text-xs font-normal text-muted">{course.category}</span>
                ) : null}
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
                  <PublishToggle
                    id={course.id}
                    isPublished={course.isPublished}
                    fields={{ isPublished: course.isPublished ? "false" : "true" }}
                    suffix={`: ${course.title}`}
                    ariaLabel
                  />
                  <Link
                    to={`/admin/courses/${course.id}?delete=course`}
                    aria-label={`Delete: ${course.title}`}
                    className={buttonClasses({
                      variant: "ghost",
                      size: "sm",
                      className: "text-danger-700 hover:bg-danger-50",
                    })}
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {courses ? (
        <ListPaging page={filters.page} pageSize={CONTENT_LIST_PAGE_SIZE} total={total} label="Course pages" />
      ) : null}
    </section>
  );
}
