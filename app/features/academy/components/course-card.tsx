import { ArrowRight, BarChart3, Clock } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { CATALOGUE_COPY } from "~/content/academy/catalog";
import { COURSE_DEFAULTS } from "~/content/academy/course";
import { cn } from "~/utils/misc";
import { categoryTheme, THEME_CLASSES, type CatalogueCourse } from "../catalogue";
import { CategoryBadge, PrivateBadge } from "./course-badges";

/** One course of the catalogue: picture, category, title, summary, level, duration and Access Course. */
export function CourseCard({ course, headingLevel = 3 }: { course: CatalogueCourse; headingLevel?: 2 | 3 }) {
  const theme = THEME_CLASSES[categoryTheme(course.category)];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card as="article" className={cn("flex h-full flex-col overflow-hidden transition-colors", theme.ring)}>
      <div className="relative aspect-[16/9] overflow-hidden bg-sand">
        {course.imageUrl ? (
          <img
            src={course.imageUrl}
            alt={course.imageAlt}
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        <span aria-hidden="true" className={cn("absolute inset-x-0 bottom-0 h-1.5", theme.accent)} />
      </div>
      <CardBody>
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={course.category} />
          {course.isPrivate ? <PrivateBadge /> : null}
        </div>
        <Heading className="text-xl leading-snug font-semibold">
          <Link
            to={`/academy/course/${course.slug}`}
            className="rounded-sm text-ink decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 flex-1 leading-relaxed text-muted">{course.description}</p>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
          <div className="flex items-center gap-1.5">
            <dt>
              <BarChart3 aria-hidden="true" className="size-4 text-brand-700" />
              <span className="sr-only">Level</span>
            </dt>
            <dd>{course.level ?? COURSE_DEFAULTS.level}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-brand-700" />
              <span className="sr-only">Duration</span>
            </dt>
            <dd>{course.duration ?? COURSE_DEFAULTS.duration}</dd>
          </div>
        </dl>
        <Link
          to={`/academy/course/${course.slug}/enroll`}
          className={buttonClasses({ className: "mt-2 w-full sm:w-auto sm:self-start" })}
        >
          {CATALOGUE_COPY.accessCourse}
          <span className="sr-only">: {course.title}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardBody>
    </Card>
  );
}
