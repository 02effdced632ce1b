import { KeyRound, Lock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PRIVATE_COURSE_COPY } from "~/content/academy/course";
import { contentTypeLabel, describeMinutes, formatMinutes, moduleMinutes, outlineTotals } from "../lessons";
import type { OutlineModule } from "../types";
import { LessonIcon } from "./lesson-icon";

/** 'Course content': the modules and their lessons, or the locked notice of a private course. */
export function CourseOutline({
  modules,
  playerHref,
  courseSlug,
}: {
  modules: OutlineModule[] | null;
  playerHref: string;
  courseSlug: string;
}) {
  const { lessonCount, totalMinutes } = outlineTotals(modules);
  return (
    <section aria-labelledby="content-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="content-heading" className="text-2xl font-semibold sm:text-3xl">
          Course content
        </h2>
        {modules ? (
          <p className="text-sm text-muted">
            {modules.length} module{modules.length === 1 ? "" : "s"} · {lessonCount} lesson
            {lessonCount === 1 ? "" : "s"} · <span aria-hidden="true">{formatMinutes(totalMinutes)}</span>
            <span className="sr-only">{describeMinutes(totalMinutes)}</span>
          </p>
        ) : null}
      </div>
      {modules ? (
        <ModuleList modules={modules} playerHref={playerHref} />
      ) : (
        <LockedOutline playerHref={playerHref} courseSlug={courseSlug} />
      )}
    </section>
  );
}

function ModuleList({ modules, playerHref }: { modules: OutlineModule[]; playerHref: string }) {
  if (modules.length === 0) {
    return (
      <p className="mt-4 rounded-lg bg-sand p-5 text-muted">
        Lessons for this course are being prepared. Please check back soon.
      </p>
    );
  }
  return (
    <ol className="mt-6 flex flex-col gap-5">
      {modules.map((module, index) => (
        <Card as="li" key={module.id} className="overflow-hidden">
          <div className="border-b border-line bg-sand px-5 py-4 sm:px-6">
            <p className="text-xs font-semibold tracking-widest text-accent-700 uppercase">Module {index + 1}</p>
            <h3 className="mt-1 text-xl font-semibold">{module.title}</h3>
            {module.description ? <p className="mt-1 text-muted">{module.description}</p> : null}
            <p className="mt-2 text-sm text-muted">
              {module.lessons.length} lesson{module.lessons.length === 1 ? "" : "s"} ·{" "}
              {formatMinutes(moduleMinutes(module))}
            </p>
          </div>
          <ol className="divide-y divide-line">
            {module.lessons.map((lesson) => (
              <li key={lesson.id}>
                <Link
                  to={`${playerHref}?lesson=${lesson.id}`}
                  className="flex min-h-14 items-center gap-3 px-5 py-3 transition-colors hover:bg-brand-50 sm:px-6"
                >
                  <LessonIcon contentType={lesson.contentType} />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="font-medium text-ink">
                      {lesson.title}
                      <span className="sr-only"> ({contentTypeLabel(lesson.contentType)})</span>
                    </span>
                    {/* Phones: minutes and the Preview badge under the title. */}
                    <span className="flex items-center gap-2 text-sm text-muted sm:hidden">
                      {lesson.minutes} min
                      {lesson.isPreview ? <Badge tone="info">Preview</Badge> : null}
                    </span>
                  </span>
                  {lesson.isPreview ? (
                    <Badge tone="info" className="hidden shrink-0 sm:inline-flex">
                      Preview
                    </Badge>
                  ) : null}
                  <span className="hidden w-14 shrink-0 text-right text-sm text-muted sm:block">
                    {lesson.minutes} min
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </Card>
      ))}
    </ol>
  );
}

function LockedOutline({ playerHref, courseSlug }: { playerHref: string; courseSlug: string }) {
  return (
    <div className="mt-6 flex flex-col gap-4 rounded-lg border border-warning-800/20 bg-warning-50 p-6 sm:flex-row sm:items-start">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-warning-800 shadow-card">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="font-sans text-lg font-semibold text-ink">{PRIVATE_COURSE_COPY.lockedTitle}</h3>
        <p className="mt-1 text-ink">{PRIVATE_COURSE_COPY.lockedMessage}</p>
        <p className="mt-2 text-sm text-muted">{PRIVATE_COURSE_COPY.lockedHint}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to={playerHref} className={buttonClasses({ variant: "primary" })}>
            <KeyRound aria-hidden="true" />
            {PRIVATE_COURSE_COPY.enterPassword}
          </Link>
          <Link to={`/academy/course/${courseSlug}/enroll`} className={buttonClasses({ variant: "outline" })}>
            Enroll in this course
          </Link>
        </div>
      </div>
    </div>
  );
}
