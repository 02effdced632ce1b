import { ArrowLeft, ChevronDown, ChevronLeft, ChevronRight, Clock, MessageCircleQuestion, Printer } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { useHydrated } from "~/components/ui/use-hydrated";
import { toast } from "~/components/ui/toast";
import { PLAYER_COPY } from "~/content/academy/player";
import { lazyPart } from "~/components/layout/lazy-part";
import { cn } from "~/utils/misc";
import { lessonNeighbours } from "../lessons";
import { DiamondDisclosure } from "./diamond-disclosure";
import { LessonBody } from "./lesson-body";
import { CourseProgress, lessonHref, LessonNav } from "./lesson-nav";
import { CourseFactBadges, PRINT_ONLY_MAIN, type OrderedLesson, type PlayerState } from "./player-parts";

// Drawn only once a lesson is completed, so it comes in a file of its own.
const LessonCompleted = lazyPart(() => import("./lesson-completed").then((module) => module.LessonCompleted));

/**
 * The full-screen reader of a text lesson (part 2 §2): the course panel on the left (a
 * collapsible list on phones), the lesson with its header, body and footer on the right.
 * Printing keeps only the lesson's title and body.
 */
export function TextLessonView({
  state,
  lesson,
  showCompleted,
  onComplete,
  onDismissCompleted,
}: {
  state: PlayerState;
  lesson: OrderedLesson;
  showCompleted: boolean;
  onComplete: () => void;
  onDismissCompleted: () => void;
}) {
  const { course, modules, ordered, completed, percent } = state;
  const module = modules.find((candidate) => candidate.id === lesson.moduleId) ?? null;
  const { previous, next } = lessonNeighbours(ordered, lesson.id);
  const isComplete = completed.has(lesson.id);
  const done = ordered.filter((candidate) => completed.has(candidate.id)).length;
  const checkboxId = useId();
  const isHydrated = useHydrated();
  const titleId = useId();

  return (
    <div
      className={cn(
        "grid min-h-[calc(100dvh-4.5rem)] bg-white lg:grid-cols-[20rem_minmax(0,1fr)]",
        PRINT_ONLY_MAIN,
        "print:block print:min-h-0",
      )}
    >
      <aside
        aria-label="Course"
        className="border-b border-line bg-sand lg:sticky lg:top-[4.5rem] lg:h-[calc(100dvh-4.5rem)] lg:overflow-y-auto lg:border-r lg:border-b-0 print:hidden"
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <Link
            to="/academy"
            className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {PLAYER_COPY.backToAcademy}
          </Link>
          <p className="font-display text-xl leading-snug font-semibold text-ink">
            <Link to={`/academy/course/${course.slug}`} className="hover:text-brand-800 hover:underline">
              {course.title}
            </Link>
          </p>
          <CourseFactBadges course={course} />
          <CourseProgress percent={percent} done={done} total={ordered.length} />
          {/* Phones: the list folds away above the lesson. Wider screens: always open. */}
          <details className="group rounded-lg border border-line bg-white lg:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {PLAYER_COPY.contents}
              <ChevronDown
                aria-hidden="true"
                className="size-5 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="border-t border-line p-3">
              <LessonNav modules={modules} selectedId={lesson.id} completed={completed} />
            </div>
          </details>
          <div className="hidden lg:block">
            <LessonNav modules={modules} selectedId={lesson.id} completed={completed} tone="sand" />
          </div>
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        {showCompleted ? (
          <LessonCompleted lesson={lesson} next={next} onContinue={onDismissCompleted} />
        ) : (
          <article aria-labelledby={titleId} className="flex flex-1 flex-col">
            <header className="border-b border-line px-4 py-6 sm:px-8 lg:px-12 print:border-black print:px-0">
              {module ? (
                <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase print:text-black">
                  {module.title}
                </p>
              ) : null}
              <h1 id={titleId} className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl print:text-[20pt]">
                {lesson.title}
              </h1>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <p className="inline-flex items-center gap-1.5 text-muted print:text-black">
                  <Clock aria-hidden="true" className="size-4 print:hidden" />
                  {lesson.minutes} min
                </p>
                <div className="flex gap-2 print:hidden">
                  <Button variant="outline" size="sm" onClick={() => toast({ title: PLAYER_COPY.askQuestionToast })}>
                    <MessageCircleQuestion aria-hidden="true" />
                    {PLAYER_COPY.askQuestion}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => window.print()}>
                    <Printer aria-hidden="true" />
                    {PLAYER_COPY.print}
                  </Button>
                </div>
              </div>
            </header>

            <div className="flex flex-1 flex-col gap-8 px-4 py-8 sm:px-8 lg:px-12 print:px-0 print:py-6">
              <LessonBody html={lesson.html} />
              {lesson.diamondDisclosure ? (
                <div className="max-w-[68ch]">
                  <DiamondDisclosure />
                </div>
              ) : null}
            </div>

            <footer className="sticky bottom-0 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:px-8 lg:px-12 print:hidden">
              <div className="flex items-center justify-between gap-2">
                {previous ? (
                  <Link
                    to={lessonHref(previous.id)}
                    className={buttonClasses({ variant: "ghost", size: "sm", className: "max-sm:w-11 max-sm:px-0" })}
                  >
                    <ChevronLeft aria-hidden="true" />
                    <span className="max-sm:sr-only">{PLAYER_COPY.previous}</span>
                  </Link>
                ) : (
                  <span aria-hidden="true" className="w-11 sm:w-36" />
                )}
                <div className="flex min-h-11 items-center gap-2.5 rounded-md px-2">
                  <Checkbox
                    id={checkboxId}
                    checked={isComplete}
                    // Completion cannot be undone (part 2 §4): once ticked, the box stays ticked. Before the
                    // page's script runs a tick would do nothing, so the box waits for it.
                    disabled={isComplete || !isHydrated}
                    onChange={(event) => {
                      if (event.currentTarget.checked) onComplete();
                    }}
                  />
                  <label
                    htmlFor={checkboxId}
                    className={cn(
                      "font-semibold",
                      isComplete ? "text-success-700" : "text-ink",
                      !isComplete && "cursor-pointer",
                    )}
                  >
                    {isComplete ? PLAYER_COPY.completed : PLAYER_COPY.markComplete}
                  </label>
                </div>
                {next ? (
                  <Link
                    to={lessonHref(next.id)}
                    className={buttonClasses({ variant: "primary", size: "sm", className: "max-sm:w-11 max-sm:px-0" })}
                  >
                    <span className="max-sm:sr-only">{PLAYER_COPY.next}</span>
                    <ChevronRight aria-hidden="true" />
                  </Link>
                ) : (
                  <span aria-hidden="true" className="w-11 sm:w-36" />
                )}
              </div>
            </footer>
          </article>
        )}
      </div>
    </div>
  );
}
