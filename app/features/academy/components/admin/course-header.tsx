import { ExternalLink, Eye, Lock } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "~/components/admin/back-link";
import { HistoryLink } from "~/components/admin/history-link";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import type { AdminCourse } from "../../admin.server";

import { plural } from "../../admin-format";

/** The course editor's heading: back to the list, the title, its state and its size, and a link to the public page. */
export function CourseHeader({ course }: { course: AdminCourse }) {
  return (
    <div className="flex flex-col gap-3">
      <BackLink to="/admin/courses">All courses</BackLink>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="course-title" className="text-2xl font-semibold break-words">
            {course.title}
          </h2>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {course.isPublished ? <Badge tone="success">Published</Badge> : <Badge>Draft</Badge>}
            {course.isPrivate ? (
              <Badge tone="warning">
                <Lock aria-hidden="true" className="size-3" /> Private
              </Badge>
            ) : (
              <Badge tone="info">Public</Badge>
            )}
            <Badge tone="brand">
              {plural(course.moduleCount, "module")}, {plural(course.lessonCount, "lesson")}
            </Badge>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <HistoryLink kind="course" id={course.id} label="Course history" />
          {course.isPublished ? (
            <a href={`/academy/course/${course.slug}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
              <ExternalLink aria-hidden="true" /> View in the Academy
            </a>
          ) : (
            <a
              href={`/academy/course/${course.slug}`}
              target="_blank"
              rel="noopener"
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <Eye aria-hidden="true" /> Preview on the site<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

/** What the course editor's pages show for a course (or lesson) that does not exist. */
export function AdminCourseNotFound() {
  return (
    <section className="rounded-lg border border-line bg-white p-6">
      <h2 className="text-2xl font-semibold">Course not found</h2>
      <p className="mt-2 text-muted">This course does not exist any more, or the address is mistyped.</p>
      <Link to="/admin/courses" className={buttonClasses({ variant: "outline", className: "mt-4" })}>
        Back to all courses
      </Link>
    </section>
  );
}
