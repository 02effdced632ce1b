import { ChevronRight, CircleCheck, Clock } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PLAYER_COPY } from "~/content/academy/player";
import { contentTypeLabel } from "../lessons";
import type { PlayerModule } from "../types";
import { DiamondDisclosure } from "./diamond-disclosure";
import { LessonBody } from "./lesson-body";
import { lessonHref } from "./lesson-nav";
import type { OrderedLesson } from "./player-parts";
import { VideoEmbed } from "./video-embed";

/**
 * A lesson that is not plain text (part 2 §2): title, minutes and content-type badges, the
 * video when there is one, the HTML content, Mark as Complete (then Completed) and Next Lesson.
 */
export function LessonCard({
  lesson,
  module,
  isComplete,
  next,
  onComplete,
}: {
  lesson: OrderedLesson;
  module: PlayerModule | null;
  isComplete: boolean;
  next: OrderedLesson | null;
  onComplete: () => void;
}) {
  const titleId = useId();
  return (
    <Card
      as="article"
      shape="panel"
      aria-labelledby={titleId}
      className="overflow-hidden print:border-0 print:shadow-none"
    >
      <header className="flex flex-col gap-3 border-b border-line p-5 sm:p-6 print:px-0">
        {module ? (
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase print:text-black">
            {module.title}
          </p>
        ) : null}
        <h2 id={titleId} className="text-2xl leading-snug font-semibold sm:text-3xl">
          {lesson.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">
            <Clock aria-hidden="true" className="size-3.5" />
            {lesson.minutes} min
          </Badge>
          <Badge tone="accent">{contentTypeLabel(lesson.contentType)}</Badge>
          {lesson.isPreview ? <Badge tone="info">Preview</Badge> : null}
        </div>
      </header>
      <div className="flex flex-col gap-6 p-5 sm:p-6 print:px-0">
        {lesson.video ? <VideoEmbed video={lesson.video} title={lesson.title} /> : null}
        <LessonBody html={lesson.html} />
        {lesson.diamondDisclosure ? <DiamondDisclosure /> : null}
      </div>
      <footer className="flex flex-col gap-3 border-t border-line bg-sand/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 print:hidden">
        {isComplete ? (
          <p role="status" className="inline-flex h-11 items-center gap-2 font-semibold text-success-700">
            <CircleCheck aria-hidden="true" className="size-5" />
            {PLAYER_COPY.completed}
          </p>
        ) : (
          <Button variant="outline" onClick={onComplete}>
            <CircleCheck aria-hidden="true" />
            {PLAYER_COPY.markComplete}
          </Button>
        )}
        {next ? (
          <Link to={lessonHref(next.id)} className={buttonClasses({ className: "sm:ml-auto" })}>
            {PLAYER_COPY.next}
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : null}
      </footer>
    </Card>
  );
}
