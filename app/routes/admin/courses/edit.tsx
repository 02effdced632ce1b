import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink, Lock, Trash2 } from "lucide-react";
import { data, isRouteErrorResponse, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { BackLink } from "~/components/admin/back-link";
import { DeleteConfirm } from "~/components/admin/delete-confirm";
import { CourseForm, LessonForm } from "~/features/academy/components/admin/course-forms";
import { CourseOutline, type OutlineActionResult } from "~/features/academy/components/admin/course-outline";
import { createCourse, createLesson, createModule, deleteCourse, deleteLesson, deleteModule, getCourseForAdmin, getCourseOutlineForAdmin, getLessonForAdmin, moveLesson, moveModule, reorderLessons, updateCourse, updateLesson, updateModule, type MoveResult } from "~/features/academy/admin.server";
import { CourseSchema, LessonSchema, MOVE_DIRECTIONS, ModuleSchema, type MoveDirection } from "~/features/academy/admin-validation";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isUuid } from "~/db/ids";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData && loaderData.mode === "edit" ? loaderData.course.title : "New course"} | Courses | Admin Dashboard | ${SITE_NAME}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(siteContext);
  if (params.id === "new") return { mode: "new" as const };
  const course = await getCourseForAdmin(db, params.id);
  if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
  const modules = await getCourseOutlineForAdmin(db, course.id);
  const lessonParam = url.searchParams.get("lesson");
  const moduleParam = url.searchParams.get("module");
  const deleteParam = url.searchParams.get("delete");

  // A sub-view: the lesson editor, or a confirm step before a delete (works without JavaScript).
  let lessonView: { module: { id: string; title: string }; lesson: Awaited<ReturnType<typeof getLessonForAdmin>> } | null = null;
  if (lessonParam === "new") {
    const module = modules.find((m) => m.id === moduleParam);
    if (module) lessonView = { module: { id: module.id, title: module.title }, lesson: null };
  } else if (lessonParam && deleteParam !== "lesson") {
    const lesson = await getLessonForAdmin(db, course.id, lessonParam);
    const module = lesson ? modules.find((m) => m.id === lesson.moduleId) : undefined;
    if (lesson && module) lessonView = { module: { id: module.id, title: module.title }, lesson };
  }

  let confirm: { kind: "course" | "module" | "lesson"; id: string; title: string; detail: string } | null = null;
  if (deleteParam === "course") {
    confirm = {
      kind: "course",
      id: course.id,
      title: course.title,
      detail: `This permanently deletes the course with its ${plural(course.moduleCount, "module")}, ${plural(course.lessonCount, "lesson")}, ${plural(course.enrolmentCount, "enrollment record")} and ${plural(course.progressCount, "lesson completion")} of learners' progress.`,
    };
  } else if (deleteParam === "module") {
    const module = modules.find((m) => m.id === moduleParam);
    if (module) {
      confirm = {
        kind: "module",
        id: module.id,
        title: module.title,
        detail:
          module.lessons.length > 0
            ? `This permanently deletes the module and the ${plural(module.lessons.length, "lesson")} in it, with learners' progress on them.`
            : "This permanently deletes the module. It has no lessons.",
      };
    }
  } else if (deleteParam === "lesson") {
    const lesson = modules.flatMap((m) => m.lessons).find((l) => l.id === lessonParam);
    if (lesson) {
      confirm = { kind: "lesson", id: lesson.id, title: lesson.title, detail: "This permanently deletes the lesson and learners' progress on it." };
    }
  }

  return { mode: "edit" as const, course, modules, lessonView, confirm };
}

type ActionResult = { intent: string; target: string; result: SubmissionResult<string[]> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { db, env, logger } = context.get(siteContext);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const isNew = params.id === "new";
  const courseId = params.id;
  if (!isNew && !isUuid(courseId)) throw data({ reason: "course-not-found" }, { status: 404 });
  const courseHref = `/admin/courses/${courseId}`;
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const gone = (what: string) =>
    redirectWithToast(env, courseHref, { title: `This ${what} no longer exists`, description: "Someone may have deleted it in the meantime.", variant: "destructive" });
  const failed = (target: string, result: SubmissionResult<string[]>) => data<ActionResult>({ intent, target, result }, { status: 400 });
  const direction = (): MoveDirection | null => {
    const value = field("direction");
    return (MOVE_DIRECTIONS as readonly string[]).includes(value) ? (value as MoveDirection) : null;
  };
  const afterMove = (result: MoveResult, what: string, anchor: string) => {
    if (!result.ok && result.reason === "not-found") return gone(what);
    // Already first or last: nothing to do, the page simply shows the order again.
    if (!result.ok) return redirectWithToast(env, `${courseHref}#${anchor}`, { title: `That ${what} cannot move further`, variant: "default" });
    return redirectWithToast(env, `${courseHref}#${anchor}`, { title: `Moved “${result.title}” ${field("direction")}`, variant: "success" });
  };

  if (isNew && intent !== "course-save") throw data({ reason: "course-not-found" }, { status: 404 });

  switch (intent) {
    case "course-save": {
      // The password is never sent back to the page, not even after a failed save.
      const hide = { hideFields: ["newPassword"] };
      const submission = parseWithZod(formData, { schema: CourseSchema });
      if (submission.status !== "success") return failed("course", submission.reply(hide));
      let result: Awaited<ReturnType<typeof createCourse>>;
      try {
        result = isNew ? await createCourse(db, admin, submission.value) : await updateCourse(db, admin, courseId, submission.value);
      } catch (error) {
        logger.error({ err: error }, "admin courses: saving a course failed");
        return data<ActionResult>(
          { intent, target: "course", result: submission.reply({ ...hide, formErrors: ["The course could not be saved. Please try again."] }) },
          { status: 500 },
        );
      }
      if (!result.ok && result.reason === "not-found") throw data({ reason: "course-not-found" }, { status: 404 });
      if (!result.ok) return failed("course", submission.reply({ ...hide, fieldErrors: { [result.field]: [result.message] } }));
      return redirectWithToast(env, `/admin/courses/${result.id}`, {
        title: isNew ? "Course created" : "Course saved",
        description: isNew ? "Now add its modules and lessons." : undefined,
        variant: "success",
      });
    }
    case "course-delete": {
      const deleted = await deleteCourse(db, admin, courseId);
      if (!deleted) return redirectWithToast(env, "/admin/courses", { title: "This course no longer exists", variant: "destructive" });
      return redirectWithToast(env, "/admin/courses", {
        title: "Course deleted",
        description: `“${deleted.title}” went with its ${plural(deleted.modules, "module")}, ${plural(deleted.lessons, "lesson")}, ${plural(deleted.enrolments, "enrollment record")} and ${plural(deleted.progress, "progress record")}.`,
        variant: "success",
      });
    }
    case "module-save": {
      const moduleId = field("moduleId");
      const target = moduleId || "new";
      const submission = parseWithZod(formData, { schema: ModuleSchema });
      if (submission.status !== "success") return failed(target, submission.reply());
      if (moduleId) {
        if (!(await updateModule(db, admin, courseId, moduleId, submission.value))) return gone("module");
        return redirectWithToast(env, `${courseHref}#module-${moduleId}`, { title: "Module saved", variant: "success" });
      }
      const newId = await createModule(db, admin, courseId, submission.value);
      if (!newId) throw data({ reason: "course-not-found" }, { status: 404 });
      return redirectWithToast(env, `${courseHref}#module-${newId}`, {
        title: "Module added",
        description: `“${submission.value.title}” is the last module. Add its lessons next.`,
        variant: "success",
      });
    }
    case "module-delete": {
      const deleted = await deleteModule(db, admin, courseId, field("moduleId"));
      if (!deleted) return gone("module");
      return redirectWithToast(env, `${courseHref}#modules`, {
        title: "Module deleted",
        description: `“${deleted.title}” went with its ${plural(deleted.lessons, "lesson")}.`,
        variant: "success",
      });
    }
    case "module-move": {
      const to = direction();
      if (!to) return gone("module");
      return afterMove(await moveModule(db, admin, courseId, field("moduleId"), to), "module", `module-${field("moduleId")}`);
    }
    case "lesson-save": {
      const lessonId = field("lessonId");
      const moduleId = field("moduleId");
      const target = lessonId || `new-${moduleId}`;
      const submission = parseWithZod(formData, { schema: LessonSchema });
      if (submission.status !== "success") return failed(target, submission.reply());
      if (lessonId) {
        if (!(await updateLesson(db, admin, courseId, lessonId, submission.value))) return gone("lesson");
        return redirectWithToast(env, `${courseHref}#lesson-${lessonId}`, { title: "Lesson saved", variant: "success" });
      }
      const newId = await createLesson(db, admin, courseId, moduleId, submission.value);
      if (!newId) return gone("module");
      return redirectWithToast(env, `${courseHref}#lesson-${newId}`, {
        title: "Lesson added",
        description: `“${submission.value.title}” is the last lesson of its module.`,
        variant: "success",
      });
    }
    case "lesson-delete": {
      const deleted = await deleteLesson(db, admin, courseId, field("lessonId"));
      if (!deleted) return gone("lesson");
      return redirectWithToast(env, `${courseHref}#modules`, { title: "Lesson deleted", description: `“${deleted.title}” was removed.`, variant: "success" });
    }
    case "lesson-move": {
      const to = direction();
      if (!to) return gone("lesson");
      return afterMove(await moveLesson(db, admin, courseId, field("lessonId"), to), "lesson", `lesson-${field("lessonId")}`);
    }
    case "lesson-reorder": {
      const moduleId = field("moduleId");
      const order = formData.getAll("lessonIds").filter((value): value is string => typeof value === "string");
      if (!(await reorderLessons(db, admin, courseId, moduleId, order))) {
        return redirectWithToast(env, `${courseHref}#module-${moduleId}`, {
          title: "The new order was not saved",
          description: "The lessons changed while you were moving them. Here is the current order; please try again.",
          variant: "destructive",
        });
      }
      return redirectWithToast(env, `${courseHref}#module-${moduleId}`, { title: "Lesson order saved", variant: "success" });
    }
    default:
      return redirectWithToast(env, courseHref, { title: "That change could not be made", variant: "destructive" });
  }
}

export default function AdminCourseEditRoute() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const resultFor = (intent: string, target: string) =>
    actionData && actionData.intent === intent && actionData.target === target ? actionData.result : null;

  if (loaded.mode === "new") {
    return (
      <section aria-labelledby="course-title" className="flex flex-col gap-6">
        <BackLink to="/admin/courses">All courses</BackLink>
        <div>
          <h2 id="course-title" className="text-2xl font-semibold">
            New course
          </h2>
          <p className="mt-1 text-muted">Start with the basics. Once the course is created you can add its modules and lessons.</p>
        </div>
        <div className="rounded-lg border border-line bg-white p-5 sm:p-6">
          <CourseForm course={null} lastResult={resultFor("course-save", "course")} />
        </div>
      </section>
    );
  }

  const { course, modules, lessonView, confirm } = loaded;
  const courseHref = `/admin/courses/${course.id}`;

  if (confirm) {
    const idName = confirm.kind === "module" ? "moduleId" : confirm.kind === "lesson" ? "lessonId" : null;
    return (
      <DeleteConfirm
        back={confirm.kind === "course" ? { to: "/admin/courses", label: "All courses" } : { to: courseHref, label: course.title }}
        title={`Delete the ${confirm.kind} “${confirm.title}”?`}
        confirmLabel={`Delete ${confirm.kind}`}
        keepTo={confirm.kind === "course" ? courseHref : `${courseHref}#${confirm.kind}-${confirm.id}`}
        keepLabel="Keep it"
        action={courseHref}
        intent={`${confirm.kind}-delete`}
        fields={idName ? { [idName]: confirm.id } : undefined}
      >
        <p className="mt-3 max-w-2xl text-ink">{confirm.detail}</p>
        <p className="mt-2 font-semibold text-danger-700">This cannot be undone.</p>
      </DeleteConfirm>
    );
  }

  return (
    <div className="flex flex-col gap-8">
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
          {course.isPublished ? (
            <a href={`/academy/course/${course.id}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
              <ExternalLink aria-hidden="true" /> View in the Academy
            </a>
          ) : null}
        </div>
      </div>

      {lessonView ? (
        <section aria-labelledby="lesson-title" className="rounded-lg border border-line bg-white p-5 sm:p-6">
          <BackLink to={`${courseHref}#module-${lessonView.module.id}`}>Back to the modules and lessons</BackLink>
          <p className="mt-4 text-sm font-semibold text-accent-700">Module: {lessonView.module.title}</p>
          <h3 id="lesson-title" className="mb-5 text-xl font-semibold break-words">
            {lessonView.lesson ? `Edit lesson: ${lessonView.lesson.title}` : "New lesson"}
          </h3>
          <LessonForm
            key={lessonView.lesson?.id ?? `new-${lessonView.module.id}`}
            lesson={lessonView.lesson}
            moduleId={lessonView.module.id}
            lastResult={resultFor("lesson-save", lessonView.lesson?.id ?? `new-${lessonView.module.id}`)}
            cancelHref={`${courseHref}#module-${lessonView.module.id}`}
          />
        </section>
      ) : (
        <>
          <section aria-labelledby="details-title" className="rounded-lg border border-line bg-white p-5 sm:p-6">
            <h3 id="details-title" className="mb-5 text-xl font-semibold">
              Course details
            </h3>
            <CourseForm key={course.id} course={course} lastResult={resultFor("course-save", "course")} />
          </section>

          <section aria-labelledby="modules" className="scroll-mt-24">
            <h3 id="modules" className="mb-1 text-xl font-semibold">
              Modules and lessons
            </h3>
            <p className="mb-4 text-muted">Learners see them in this order in the lesson player. Move up and Move down change it at once.</p>
            <CourseOutline
              courseId={course.id}
              modules={modules}
              lastAction={actionData && actionData.intent === "module-save" ? (actionData as OutlineActionResult) : null}
            />
          </section>

          <section aria-labelledby="danger-title" className="rounded-lg border border-danger-700/30 bg-white p-5 sm:p-6">
            <h3 id="danger-title" className="text-xl font-semibold">
              Delete this course
            </h3>
            <p className="mt-1 text-muted">
              Removes the course with its {plural(course.moduleCount, "module")}, {plural(course.lessonCount, "lesson")},{" "}
              {plural(course.enrolmentCount, "enrollment record")} and learners' progress. You will be asked to confirm.
            </p>
            <Link to={`${courseHref}?delete=course`} className={buttonClasses({ variant: "danger", className: "mt-4" })}>
              <Trash2 aria-hidden="true" /> Delete course…
            </Link>
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
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
  throw error;
}
