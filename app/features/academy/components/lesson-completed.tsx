import { ArrowRight, PartyPopper, Undo2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ENCOURAGEMENTS, PLAYER_COPY } from "~/content/academy/player";
import { lessonHref } from "./lesson-nav";
import type { OrderedLesson } from "./player-parts";

/** Part 2 §9: with a next lesson, the completed screen moves on by itself after 3 seconds. */
export const AUTO_ADVANCE_MS = 3_000;

/**
 * The Lesson Completed! screen (part 2 §2, §4): a random encouragement, then the next lesson
 * after 3 seconds. Continue goes there at once (or back to the lesson when it was the last);
 * Return to Module clears the selected lesson and shows the module overview.
 */
export function LessonCompleted({
  lesson,
  next,
  onContinue,
}: {
  lesson: OrderedLesson;
  next: OrderedLesson | null;
  onContinue: () => void;
}) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // Shown only after a click in the browser, so a random pick cannot differ from the server's.
  const [encouragement] = useState(() => ENCOURAGEMENTS[Math.floor(Math.random() * ENCOURAGEMENTS.length)]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => void navigate(lessonHref(next.id)), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  return (
    <section aria-labelledby={titleId} className="flex flex-1 items-center justify-center px-4 py-12 sm:px-8">
      <div className="flex w-full max-w-lg flex-col items-center rounded-2xl border border-line bg-white p-8 text-center shadow-raised sm:p-10">
        <span className="flex size-20 items-center justify-center rounded-full bg-success-50 text-success-700">
          <PartyPopper aria-hidden="true" className="size-10" />
        </span>
        <h1
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="mt-6 text-3xl font-semibold focus:outline-none sm:text-4xl"
        >
          {PLAYER_COPY.completedTitle}
        </h1>
        <p role="status" className="mt-3 text-lg text-ink">
          {encouragement}
        </p>
        <p className="mt-2 text-muted">
          You finished “{lesson.title}”.{" "}
          {next ? (
            <>
              Up next: “{next.title}”. {PLAYER_COPY.autoAdvance}
            </>
          ) : (
            PLAYER_COPY.courseFinished
          )}
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {next ? (
            <Link to={lessonHref(next.id)} className={buttonClasses({ size: "lg" })}>
              {PLAYER_COPY.continue}
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : (
            <button type="button" onClick={onContinue} className={buttonClasses({ size: "lg" })}>
              {PLAYER_COPY.continue}
              <ArrowRight aria-hidden="true" />
            </button>
          )}
          <Link
            to={`?module=${encodeURIComponent(lesson.moduleId)}`}
            className={buttonClasses({ variant: "outline", size: "lg" })}
          >
            <Undo2 aria-hidden="true" />
            {PLAYER_COPY.returnToModule}
          </Link>
        </div>
      </div>
    </section>
  );
}
