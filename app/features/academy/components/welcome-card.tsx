import { ArrowRight, BookOpen, PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PLAYER_COPY } from "~/content/academy/player";
import { resumeLesson } from "../lessons";
import { LessonIcon } from "./lesson-icon";
import { lessonHref } from "./lesson-nav";
import type { PlayerState } from "./player-parts";

/**
 * No lesson selected (part 2 §4): a welcome to the course, or, after Return to Module, that
 * module's lessons, with the way back into the lessons.
 */
export function WelcomeCard({ state, moduleId }: { state: PlayerState; moduleId: string | null }) {
  const { course, modules, ordered, completed } = state;
  const module = moduleId ? (modules.find((candidate) => candidate.id === moduleId) ?? null) : null;
  const resume = resumeLesson(ordered, completed);
  const started = ordered.some((lesson) => completed.has(lesson.id));
  const finished = ordered.length > 0 && ordered.every((lesson) => completed.has(lesson.id));
  const moduleNumber = module ? modules.indexOf(module) + 1 : 0;

  if (ordered.length === 0) {
    return (
      <Card as="section" shape="panel" className="p-6 sm:p-8">
        <h2 className="text-2xl font-semibold">{PLAYER_COPY.welcomeTitle(course.title)}</h2>
        <p className="mt-3 text-muted">{PLAYER_COPY.noLessons}</p>
      </Card>
    );
  }

  return (
    <Card as="section" shape="panel" aria-labelledby="welcome-title" className="p-6 sm:p-8">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {finished ? (
          <PartyPopper aria-hidden="true" className="size-7" />
        ) : (
          <BookOpen aria-hidden="true" className="size-7" />
        )}
      </span>
      {module ? (
        <>
          <p className="mt-5 text-sm font-semibold tracking-widest text-accent-700 uppercase">Module {moduleNumber}</p>
          <h2 id="welcome-title" className="mt-1 text-2xl font-semibold sm:text-3xl">
            {module.title}
          </h2>
          {module.description ? <p className="mt-3 text-lg text-muted">{module.description}</p> : null}
          <ol className="mt-6 divide-y divide-line rounded-lg border border-line">
            {module.lessons.map((lesson) => (
              <li key={lesson.id}>
                <Link
                  to={lessonHref(lesson.id)}
                  className="flex min-h-12 items-center gap-3 px-4 py-3 hover:bg-brand-50"
                >
                  <LessonIcon contentType={lesson.contentType} isComplete={completed.has(lesson.id)} />
                  <span className="flex-1 font-medium text-ink">
                    {lesson.title}
                    {completed.has(lesson.id) ? <span className="sr-only"> (completed)</span> : null}
                  </span>
                  <span className="text-sm text-muted">{lesson.minutes} min</span>
                </Link>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <>
          <h2 id="welcome-title" className="mt-5 text-2xl font-semibold sm:text-3xl">
            {PLAYER_COPY.welcomeTitle(course.title)}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted">{course.description}</p>
          <p className="mt-3 text-muted">Choose any lesson from the course contents, or pick up where you stopped.</p>
        </>
      )}
      {finished ? <p className="mt-6 font-semibold text-success-700">{PLAYER_COPY.welcomeDone}</p> : null}
      {resume && !finished ? (
        <Link to={lessonHref(resume.id)} className={buttonClasses({ size: "lg", className: "mt-8 w-full sm:w-auto" })}>
          {started ? PLAYER_COPY.welcomeContinue : PLAYER_COPY.welcomeStart}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : null}
    </Card>
  );
}
