import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type DragEvent, type HTMLAttributes } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cn } from "~/utils/misc";
import type { AdminLessonRow, AdminModule } from "../../admin.server";
import { courseAdminPath, moduleDeletePath, newLessonPath } from "../../admin-paths";
import { HistoryLink } from "~/components/admin/history-link";
import { ModuleForm, type FormResult } from "./course-forms";

type Remember = (key: string) => void;

/**
 * After a Move up / Move down the page reloads its data and the list is re-rendered in its new
 * order; keyboard users should stay on the button they pressed, on the item they moved. When
 * that button is now disabled (the item reached the top or bottom), the other one takes focus.
 */
function useMoveFocus(): Remember {
  const navigation = useNavigation();
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (navigation.state !== "idle" || !pending.current) return;
    const key = pending.current;
    pending.current = null;
    const other = key.endsWith(":up") ? key.replace(/:up$/, ":down") : key.replace(/:down$/, ":up");
    for (const candidate of [key, other]) {
      const button = document.querySelector<HTMLButtonElement>(`[data-move="${candidate}"]`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  }, [navigation.state]);
  return useCallback((key: string) => {
    pending.current = key;
  }, []);
}

/**
 * Dragging a lesson onto another one (native HTML drag and drop, within one module) sends the
 * module's whole new order. An enhancement only: Move up / Move down work without JavaScript,
 * with the keyboard and on touch screens.
 */
function useLessonDrag(moduleId: string, lessons: readonly AdminLessonRow[]) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const drop = (targetId: string) => {
    const from = dragging;
    setDragging(null);
    setOver(null);
    if (!from || from === targetId) return;
    const ids = lessons.map((lesson) => lesson.id);
    const fromIndex = ids.indexOf(from);
    const targetIndex = ids.indexOf(targetId);
    if (fromIndex === -1 || targetIndex === -1) return;
    ids.splice(fromIndex, 1);
    ids.splice(targetIndex, 0, from);
    const formData = new FormData();
    formData.set("intent", "lesson-reorder");
    formData.set("moduleId", moduleId);
    for (const id of ids) formData.append("lessonIds", id);
    void submit(formData, { method: "post", preventScrollReset: true });
  };

  const rowProps = (lessonId: string): HTMLAttributes<HTMLLIElement> & { draggable?: boolean } =>
    hydrated
      ? {
          draggable: true,
          onDragStart: (event: DragEvent<HTMLLIElement>) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", lessonId);
            setDragging(lessonId);
          },
          onDragOver: (event: DragEvent<HTMLLIElement>) => {
            // Only lessons of this module can be dropped here.
            if (!dragging) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
            if (over !== lessonId) setOver(lessonId);
          },
          onDrop: (event: DragEvent<HTMLLIElement>) => {
            event.preventDefault();
            drop(lessonId);
          },
          onDragEnd: () => {
            setDragging(null);
            setOver(null);
          },
        }
      : {};

  return { enabled: hydrated, dragging, over, rowProps };
}

function MoveButtons({
  intent,
  idName,
  id,
  label,
  isFirst,
  isLast,
  remember,
}: {
  intent: "module-move" | "lesson-move";
  idName: "moduleId" | "lessonId";
  id: string;
  label: string;
  isFirst: boolean;
  isLast: boolean;
  remember: Remember;
}) {
  const kind = intent === "module-move" ? "module" : "lesson";
  return (
    <Form method="post" className="flex gap-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idName} value={id} />
      {(["up", "down"] as const).map((direction) => (
        <Button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          size="sm"
          variant="ghost"
          disabled={direction === "up" ? isFirst : isLast}
          data-move={`${kind}:${id}:${direction}`}
          onClick={() => remember(`${kind}:${id}:${direction}`)}
          aria-label={`${direction === "up" ? "Move up" : "Move down"}: ${label}`}
          className="disabled:cursor-not-allowed disabled:opacity-40"
        >
          {direction === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
          {direction === "up" ? "Move up" : "Move down"}
        </Button>
      ))}
    </Form>
  );
}

function minutesLabel(minutes: number | null) {
  const value = minutes ?? 0;
  return `${value} min`;
}

function LessonRow({
  lesson,
  index,
  count,
  courseHref,
  remember,
  drag,
}: {
  lesson: AdminLessonRow;
  index: number;
  count: number;
  courseHref: string;
  remember: Remember;
  drag: ReturnType<typeof useLessonDrag>;
}) {
  return (
    <li
      id={`lesson-${lesson.id}`}
      {...drag.rowProps(lesson.id)}
      className={cn(
        "flex scroll-mt-24 flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between",
        drag.dragging === lesson.id && "opacity-50",
        drag.over === lesson.id &&
          drag.dragging !== lesson.id &&
          "rounded-md bg-brand-50 outline-2 outline-brand-700 outline-dashed",
      )}
    >
      <div className="flex min-w-0 items-start gap-2">
        {drag.enabled ? (
          <GripVertical aria-hidden="true" className="mt-0.5 size-5 shrink-0 cursor-grab text-muted" />
        ) : null}
        <div className="min-w-0">
          <p className="font-semibold break-words">
            <span className="text-muted">{index + 1}.</span> {lesson.title}
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone={lesson.contentType === "video" ? "accent" : "brand"}>
              {lesson.contentType === "video" ? "Video" : "Text"}
            </Badge>
            <Badge>{minutesLabel(lesson.durationMinutes)}</Badge>
            {lesson.isPreview ? <Badge tone="success">Preview</Badge> : null}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <MoveButtons
          intent="lesson-move"
          idName="lessonId"
          id={lesson.id}
          label={lesson.title}
          isFirst={index === 0}
          isLast={index === count - 1}
          remember={remember}
        />
        <Link
          to={`${courseHref}/lessons/${lesson.id}`}
          aria-label={`Edit: ${lesson.title}`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <Pencil aria-hidden="true" /> Edit
        </Link>
        <Link
          to={`${courseHref}/lessons/${lesson.id}/delete`}
          aria-label={`Delete: ${lesson.title}`}
          className={buttonClasses({
            variant: "ghost",
            size: "sm",
            className: "text-danger-700 hover:bg-danger-50",
          })}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Link>
      </div>
    </li>
  );
}

function LessonList({
  moduleId,
  lessons,
  courseHref,
  remember,
}: {
  moduleId: string;
  lessons: AdminLessonRow[];
  courseHref: string;
  remember: Remember;
}) {
  const drag = useLessonDrag(moduleId, lessons);
  if (lessons.length === 0) return <p className="mt-2 text-muted">No lessons in this module yet.</p>;
  return (
    <>
      {drag.enabled && lessons.length > 1 ? (
        <p className="mt-1 text-sm text-muted">Drag a lesson onto another to reorder, or use Move up and Move down.</p>
      ) : null}
      <ol className="divide-y divide-line">
        {lessons.map((lesson, index) => (
          <LessonRow
            key={lesson.id}
            lesson={lesson}
            index={index}
            count={lessons.length}
            courseHref={courseHref}
            remember={remember}
            drag={drag}
          />
        ))}
      </ol>
    </>
  );
}

export interface OutlineActionResult {
  intent: string;
  target: string;
  result: FormResult;
}

/** Modules in order, each with its lessons: add, rename, reorder and delete, all as plain forms. */
export function CourseOutline({
  courseId,
  modules,
  lastAction,
  createToken,
}: {
  courseId: string;
  modules: AdminModule[];
  lastAction: OutlineActionResult | null;
  /** The add-module form's one-time token: a new one after each module added, which also empties the form. */
  createToken: string;
}) {
  const remember = useMoveFocus();
  const courseHref = courseAdminPath(courseId);
  const resultFor = (target: string) =>
    lastAction?.intent === "module-save" && lastAction.target === target ? lastAction.result : null;

  return (
    <div className="flex flex-col gap-5">
      {modules.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line bg-white p-6 text-muted">
          This course has no modules yet. Add the first one below; lessons go inside modules.
        </p>
      ) : (
        <ol className="flex flex-col gap-5">
          {modules.map((module, index) => {
            const renameResult = resultFor(module.id);
            return (
              <li
                key={module.id}
                id={`module-${module.id}`}
                className="scroll-mt-24 rounded-lg border border-line bg-white p-4 sm:p-5"
              >
                <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-accent-700">Module {index + 1}</p>
                    <h4 className="text-xl font-semibold break-words">{module.title}</h4>
                    {module.description ? <p className="mt-1 text-muted">{module.description}</p> : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-1">
                    <MoveButtons
                      intent="module-move"
                      idName="moduleId"
                      id={module.id}
                      label={module.title}
                      isFirst={index === 0}
                      isLast={index === modules.length - 1}
                      remember={remember}
                    />
                    <Link
                      to={moduleDeletePath(courseId, module.id)}
                      aria-label={`Delete: ${module.title}`}
                      className={buttonClasses({
                        variant: "ghost",
                        size: "sm",
                        className: "text-danger-700 hover:bg-danger-50",
                      })}
                    >
                      <Trash2 aria-hidden="true" /> Delete
                    </Link>
                  </div>
                </div>

                <details className="mt-3 rounded-md border border-line p-3" open={renameResult ? true : undefined}>
                  <summary className="cursor-pointer font-semibold text-brand-800">
                    Rename or describe
                    <span className="sr-only"> module {module.title}</span>
                  </summary>
                  <div className="mt-3">
                    <ModuleForm module={module} lastResult={renameResult} submitLabel="Save module" />
                    <HistoryLink
                      kind="course-module"
                      id={module.id}
                      label={`History of the module “${module.title}”`}
                    />
                  </div>
                </details>

                <h5 className="mt-4 text-sm font-semibold tracking-wide text-muted uppercase">
                  Lessons ({module.lessons.length})
                </h5>
                <LessonList moduleId={module.id} lessons={module.lessons} courseHref={courseHref} remember={remember} />
                <Link
                  to={newLessonPath(courseId, module.id)}
                  className={buttonClasses({
                    variant: "outline",
                    size: "sm",
                    className: "mt-3",
                  })}
                >
                  <Plus aria-hidden="true" /> Add a lesson
                  <span className="sr-only"> to {module.title}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}

      <div className="rounded-lg border border-line bg-white p-4 sm:p-5">
        <h4 className="mb-3 text-lg font-semibold">Add a module</h4>
        <ModuleForm
          key={createToken}
          module={null}
          lastResult={resultFor("new")}
          submitLabel="Add module"
          createToken={createToken}
        />
      </div>
    </div>
  );
}
