import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Progress } from "~/components/ui/progress";
import { cn } from "~/utils/misc";
import { contentTypeLabel } from "../lessons";
import type { PlayerModule } from "../types";
import { LessonIcon } from "./lesson-icon";

/** `?lesson={id}` on the player's own path: a lesson can be linked to and reloaded. */
export function lessonHref(lessonId: string): string {
  return `?lesson=${encodeURIComponent(lessonId)}`;
}

/**
 * The course's modules and lessons in playing order (module sort order, then lesson sort order),
 * the open lesson marked, completed ones ticked.
 */
export function LessonNav({
  modules,
  selectedId,
  completed,
  highlightModuleId,
  label = "Course contents",
  tone = "light",
}: {
  modules: PlayerModule[];
  selectedId: string | null;
  completed: ReadonlySet<string>;
  highlightModuleId?: string | null;
  label?: string;
  tone?: "light" | "sand";
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-col gap-5">
        {modules.map((module, index) => {
          const done = module.lessons.filter((lesson) => completed.has(lesson.id)).length;
          return (
            <li key={module.id}>
              <div
                className={cn(
                  "mb-2 rounded-md px-2 py-1",
                  highlightModuleId === module.id && "bg-accent-50 ring-1 ring-accent-200",
                )}
              >
                <p className="text-xs font-semibold tracking-widest text-accent-700 uppercase">Module {index + 1}</p>
                <p className="leading-snug font-semibold text-ink">{module.title}</p>
                <p className="text-xs text-muted">
                  {done} of {module.lessons.length} complete
                </p>
              </div>
              <ol className="flex flex-col gap-1">
                {module.lessons.map((lesson) => {
                  const isSelected = lesson.id === selectedId;
                  const isComplete = completed.has(lesson.id);
                  return (
                    <li key={lesson.id}>
                      <Link
                        to={lessonHref(lesson.id)}
                        aria-current={isSelected ? "page" : undefined}
                        className={cn(
                          "flex min-h-11 items-start gap-2.5 rounded-md px-2 py-2 text-sm transition-colors",
                          isSelected
                            ? "bg-brand-700 font-semibold text-white [&_svg]:text-white"
                            : cn("text-ink", tone === "sand" ? "hover:bg-white" : "hover:bg-brand-50"),
                        )}
                      >
                        <LessonIcon
                          contentType={lesson.contentType}
                          isComplete={isComplete}
                          className="mt-px size-[1.15rem]"
                        />
                        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                          <span className="leading-snug">
                            {lesson.title}
                            <span className="sr-only">{lessonDetails(lesson, isComplete)}</span>
                          </span>
                          <span
                            aria-hidden="true"
                            className={cn(
                              "flex items-center gap-2 text-xs font-normal",
                              isSelected ? "text-white" : "text-muted",
                            )}
                          >
                            {lesson.minutes} min
                            {lesson.isPreview ? (
                              <Badge tone={isSelected ? "neutral" : "info"} className="px-2 py-0 text-[0.6875rem]">
                                Preview
                              </Badge>
                            ) : null}
                          </span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** What a screen reader hears after a lesson's title: its kind, its length and where the learner is with it. */
function lessonDetails(lesson: PlayerModule["lessons"][number], isComplete: boolean): string {
  const details = [contentTypeLabel(lesson.contentType), `${lesson.minutes} minutes`];
  if (isComplete) details.push("completed");
  if (lesson.isPreview) details.push("preview");
  return ` (${details.join(", ")})`;
}

/** Course progress (part 2 §5: rounded percentage of completed lessons). */
export function CourseProgress({
  percent,
  done,
  total,
  tone = "light",
}: {
  percent: number;
  done: number;
  total: number;
  tone?: "light" | "dark";
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className={cn("flex items-baseline justify-between text-sm", tone === "dark" ? "text-white" : "text-ink")}>
        <span className="font-semibold">Your progress</span>
        <span>
          {percent}% · {done} of {total} lessons
        </span>
      </div>
      <Progress
        value={percent}
        label="Course progress"
        valueText={`${percent}% complete, ${done} of ${total} lessons`}
        tone={percent === 100 ? "success" : "brand"}
        className={tone === "dark" ? "bg-white/25" : undefined}
      />
    </div>
  );
}
