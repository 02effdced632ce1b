import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { siteContext } from "~/context";
import { isUuid } from "~/db/ids";
import { requireStaff } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  createCourse,
  createLesson,
  createModule,
  deleteCourse,
  deleteLesson,
  deleteModule,
  moveLesson,
  moveModule,
  reorderLessons,
  updateCourse,
  updateLesson,
  updateModule,
  type MoveResult,
} from "./admin.server";
import { COURSES_PATH, courseAdminPath, lessonEditPath } from "./admin-paths";
import { takeKeepEditing } from "~/utils/keep-editing";
import { CourseActionSchema, payloadText } from "./admin-validation";

/** A form that could not be saved: which form (`intent`, `target`: the row it edits) and why. */
export type CourseActionResult = { intent: string; target: string; result: SubmissionResult<string[]> };

import { enrollmentsKept, plural } from "./admin-format";

/**
 * The course editor's one action; its lesson editor and its delete confirmations post here too.
 * The form is parsed once (a union on `intent`), then the intent decides.
 */
export async function courseAction({
  request,
  context,
  params,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id: string };
}) {
  const admin = requireStaff(context, "content");
  const { db, env, logger } = context.get(siteContext);
  const formData = await request.formData();
  // "Save and keep editing" on a lesson: saved as by "Save lesson", then its editor opens again.
  const keepEditing = takeKeepEditing(formData);
  const submission = parseWithZod(formData, { schema: CourseActionSchema });
  const isNew = params.id === "new";
  const courseId = params.id;
  if (!isNew && !isUuid(courseId)) throw data({ reason: "course-not-found" }, { status: 404 });
  const courseHref = courseAdminPath(courseId);
  const intent = payloadText(submission.payload.intent);
  if (isNew && intent !== "course-save") throw data({ reason: "course-not-found" }, { status: 404 });

  const gone = (what: string) =>
    redirectWithToast(env, courseHref, {
      title: `This ${what} no longer exists`,
      description: "Someone may have deleted it in the meantime.",
      variant: "destructive",
    });
  const failed = (target: string, result: SubmissionResult<string[]>) =>
    data<CourseActionResult>({ intent, target, result }, { status: 400 });
  const afterMove = (result: MoveResult, what: string, anchor: string, direction: string) => {
    if (!result.ok && result.reason === "not-found") return gone(what);
    // Already first or last: nothing to do, the page simply shows the order again.
    if (!result.ok)
      return redirectWithToast(env, `${courseHref}#${anchor}`, {
        title: `That ${what} cannot move further`,
        variant: "default",
      });
    return redirectWithToast(env, `${courseHref}#${anchor}`, {
      title: `Moved “${result.title}” ${direction}`,
      variant: "success",
    });
  };
  // The password is never sent back to the page, not even after a failed save.
  const hide = { hideFields: ["newPassword"] };

  if (submission.status !== "success") {
    const { payload } = submission;
    switch (intent) {
      case "course-save":
        return failed("course", submission.reply(hide));
      case "module-save":
        return failed(payloadText(payload.moduleId) || "new", submission.reply());
      case "lesson-save":
        return failed(payloadText(payload.lessonId) || `new-${payloadText(payload.moduleId)}`, submission.reply());
      case "module-move":
        return gone("module");
      case "lesson-move":
        return gone("lesson");
      default:
        return redirectWithToast(env, courseHref, { title: "That change could not be made", variant: "destructive" });
    }
  }

  const { value } = submission;
  switch (value.intent) {
    case "course-save": {
      const { intent: _intent, ...input } = value;
      let result: Awaited<ReturnType<typeof createCourse>>;
      try {
        result = isNew ? await createCourse(db, admin, input) : await updateCourse(db, admin, courseId, input);
      } catch (error) {
        logger.error({ err: error }, "admin courses: saving a course failed");
        return data<CourseActionResult>(
          {
            intent,
            target: "course",
            result: submission.reply({ ...hide, formErrors: ["The course could not be saved. Please try again."] }),
          },
          { status: 500 },
        );
      }
      if (!result.ok && result.reason === "not-found") throw data({ reason: "course-not-found" }, { status: 404 });
      if (!result.ok)
        return failed("course", submission.reply({ ...hide, fieldErrors: { [result.field]: [result.message] } }));
      return redirectWithToast(env, courseAdminPath(result.id), {
        title: isNew ? "Course created" : "Course saved",
        description: isNew ? "Now add its modules and lessons." : undefined,
        variant: "success",
      });
    }
    case "course-delete": {
      const deleted = await deleteCourse(db, admin, courseId);
      if (!deleted)
        return redirectWithToast(env, COURSES_PATH, { title: "This course no longer exists", variant: "destructive" });
      return redirectWithToast(env, COURSES_PATH, {
        title: "Course deleted",
        description: `“${deleted.title}” waits in the trash for 30 days with its ${plural(deleted.modules, "module")} and ${plural(deleted.lessons, "lesson")}. ${enrollmentsKept(deleted.enrollments)}`,
        variant: "success",
      });
    }
    case "module-save": {
      const { intent: _intent, moduleId, createToken, ...input } = value;
      if (moduleId) {
        if (!(await updateModule(db, admin, courseId, moduleId, input))) return gone("module");
        return redirectWithToast(env, `${courseHref}#module-${moduleId}`, {
          title: "Module saved",
          variant: "success",
        });
      }
      const newId = await createModule(db, admin, courseId, input, createToken);
      if (!newId) throw data({ reason: "course-not-found" }, { status: 404 });
      return redirectWithToast(env, `${courseHref}#module-${newId}`, {
        title: "Module added",
        description: `“${input.title}” is the last module. Add its lessons next.`,
        variant: "success",
      });
    }
    case "module-delete": {
      const deleted = await deleteModule(db, admin, courseId, value.moduleId);
      if (!deleted) return gone("module");
      return redirectWithToast(env, `${courseHref}#modules`, {
        title: "Module deleted",
        description: `“${deleted.title}” waits in the trash for 30 days with its ${plural(deleted.lessons, "lesson")}.`,
        variant: "success",
      });
    }
    case "module-move":
      return afterMove(
        await moveModule(db, admin, courseId, value.moduleId, value.direction),
        "module",
        `module-${value.moduleId}`,
        value.direction,
      );
    case "lesson-save": {
      const { intent: _intent, lessonId, moduleId, createToken, ...input } = value;
      if (lessonId) {
        if (!(await updateLesson(db, admin, courseId, lessonId, input))) return gone("lesson");
        return redirectWithToast(
          env,
          keepEditing ? lessonEditPath(courseId, lessonId) : `${courseHref}#lesson-${lessonId}`,
          {
            title: "Lesson saved",
            variant: "success",
          },
        );
      }
      const newId = await createLesson(db, admin, courseId, moduleId, input, createToken);
      if (!newId) return gone("module");
      return redirectWithToast(env, keepEditing ? lessonEditPath(courseId, newId) : `${courseHref}#lesson-${newId}`, {
        title: "Lesson added",
        description: `“${input.title}” is the last lesson of its module.`,
        variant: "success",
      });
    }
    case "lesson-delete": {
      const deleted = await deleteLesson(db, admin, courseId, value.lessonId);
      if (!deleted) return gone("lesson");
      return redirectWithToast(env, `${courseHref}#modules`, {
        title: "Lesson deleted",
        description: `“${deleted.title}” waits in the trash for 30 days, where you can restore it.`,
        variant: "success",
      });
    }
    case "lesson-move":
      return afterMove(
        await moveLesson(db, admin, courseId, value.lessonId, value.direction),
        "lesson",
        `lesson-${value.lessonId}`,
        value.direction,
      );
    case "lesson-reorder": {
      const { moduleId, lessonIds } = value;
      if (!(await reorderLessons(db, admin, courseId, moduleId, lessonIds))) {
        return redirectWithToast(env, `${courseHref}#module-${moduleId}`, {
          title: "The new order was not saved",
          description: "The lessons changed while you were moving them. Here is the current order; please try again.",
          variant: "destructive",
        });
      }
      return redirectWithToast(env, `${courseHref}#module-${moduleId}`, {
        title: "Lesson order saved",
        variant: "success",
      });
    }
  }
}
