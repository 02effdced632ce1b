import { ArrowRight, BarChart3, BookOpen, Clock, KeyRound, Layers, Lock, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { COURSE_DEFAULTS } from "~/content/academy/course";
import { formatMinutes, outlineTotals } from "../lessons";
import type { CourseSummary, OutlineModule } from "../types";
import { CategoryBadge } from "./course-badges";
import { CourseRating } from "./course-rating";

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="flex items-center gap-2 text-muted">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="text-right font-semibold text-ink">{value}</dd>
    </div>
  );
}

interface CourseSummaryCardProps {
  course: CourseSummary;
  playerHref: string;
  /** Null while a private course is locked: its outline is not sent, so no counts either. */
  modules: OutlineModule[] | null;
}

/** The course page's summary card: picture, the way in, rating and the course's facts. */
export function CourseSummaryCard({ course, playerHref, modules }: CourseSummaryCardProps) {
  const { lessonCount, totalMinutes } = outlineTotals(modules);
  return (
    <aside aria-label="Course summary" className="relative lg:-mt-48">
      <Card shape="panel" raised className="flex flex-col overflow-hidden lg:sticky lg:top-24">
        {course.imageUrl ? (
          <img
            src={course.imageUrl}
            alt={course.imageAlt}
            width={640}
            height={360}
            decoding="async"
            className="aspect-[16/9] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-5 p-6">
          <Link to={playerHref} className={buttonClasses({ size: "lg", className: "w-full" })}>
            Start Learning
            <ArrowRight aria-hidden="true" />
          </Link>
          {course.isPrivate ? (
            <p className="-mt-2 text-center text-sm text-muted">You'll be asked for the course password.</p>
          ) : null}
          <div className="flex items-center justify-between border-b border-line pb-4">
            <span className="text-sm font-semibold text-muted">Learner rating</span>
            <CourseRating tone="dark" />
          </div>
          <dl className="flex flex-col gap-3 text-sm">
            <Fact
              icon={<BarChart3 aria-hidden="true" className="size-4" />}
              label="Level"
              value={course.level ?? COURSE_DEFAULTS.level}
            />
            <Fact
              icon={<Clock aria-hidden="true" className="size-4" />}
              label="Duration"
              value={course.duration ?? COURSE_DEFAULTS.duration}
            />
            {modules ? (
              <>
                <Fact
                  icon={<Layers aria-hidden="true" className="size-4" />}
                  label="Modules"
                  value={String(modules.length)}
                />
                <Fact
                  icon={<BookOpen aria-hidden="true" className="size-4" />}
                  label="Lessons"
                  value={`${lessonCount} (${formatMinutes(totalMinutes)})`}
                />
              </>
            ) : null}
            <Fact
              icon={<Tag aria-hidden="true" className="size-4" />}
              label="Category"
              value={<CategoryBadge category={course.category} />}
            />
            <Fact
              icon={
                course.isPrivate ? (
                  <Lock aria-hidden="true" className="size-4" />
                ) : (
                  <KeyRound aria-hidden="true" className="size-4" />
                )
              }
              label="Access"
              value={course.isPrivate ? "Free, with password" : "Free, open to all"}
            />
          </dl>
        </div>
      </Card>
    </aside>
  );
}
