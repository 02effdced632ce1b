import { ArrowLeft, ArrowRight, BarChart3, Clock } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { COURSE_DEFAULTS } from "~/content/academy/course";
import { cn } from "~/utils/misc";
import { categoryLabel, categoryTheme, THEME_CLASSES } from "../catalogue";
import type { CourseSummary } from "../types";
import { PrivateBadge } from "./course-badges";
import { CourseRating } from "./course-rating";

/** The course page's colored band: the way back, badges, title, description and the way in. */
export function CourseHero({ course, playerHref }: { course: CourseSummary; playerHref: string }) {
  const theme = THEME_CLASSES[categoryTheme(course.category)];
  return (
    <section aria-labelledby="course-title" className={cn("relative isolate overflow-hidden", theme.band)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-gradient-to-br from-black/0 to-black/25"
      />
      <Container className="py-10 sm:py-14 lg:pr-[26rem]">
        <Link
          to="/academy"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-white/90 hover:text-white hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All courses
        </Link>
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <Badge className="bg-white text-ink">
            {course.category ? categoryLabel(course.category) : COURSE_DEFAULTS.category}
          </Badge>
          {course.isPrivate ? <PrivateBadge /> : null}
        </div>
        <h1 id="course-title" className="mt-4 text-3xl leading-tight font-semibold text-white sm:text-5xl">
          {course.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/90">{course.description}</p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
          <li className="flex items-center gap-1.5">
            <CourseRating />
          </li>
          <li className="flex items-center gap-1.5">
            <BarChart3 aria-hidden="true" className="size-4" />
            {course.level ?? COURSE_DEFAULTS.level}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {course.duration ?? COURSE_DEFAULTS.duration}
          </li>
        </ul>
        {/* Phones: the way in right under the title (the summary card comes after the content). */}
        <Link
          to={playerHref}
          className={buttonClasses({ variant: "light", size: "lg", className: "mt-8 w-full sm:w-auto lg:hidden" })}
        >
          Start Learning
          <ArrowRight aria-hidden="true" />
        </Link>
      </Container>
    </section>
  );
}
