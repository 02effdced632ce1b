import { ArrowLeft, ArrowRight, BarChart3, BookOpen, Clock, KeyRound, Layers, Lock, Star, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Container } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { COURSE_DEFAULTS, COURSE_NOT_FOUND, PRIVATE_COURSE_COPY } from "~/content/academy";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { canOpenCourse, getCourse, getCourseOutline } from "~/features/academy/academy.server";
import type { OutlineModule } from "~/features/academy/types";
import { categoryLabel, categoryTheme, THEME_CLASSES } from "~/features/academy/catalogue";
import { CategoryBadge, PrivateBadge } from "~/features/academy/components/course-badges";
import { CourseNotFound } from "~/features/academy/components/course-not-found";
import { LessonIcon } from "~/features/academy/components/lesson-icon";
import { contentTypeLabel, describeMinutes, formatMinutes } from "~/features/academy/lessons";
import { cn } from "~/utils/misc";
import { metaDescription, seoMeta } from "~/utils/seo";
import { CourseJsonLd } from "~/components/seo/json-ld";
import type { Route } from "./+types/course";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  if (!loaderData) {
    return seoMeta(matches, { title: `${COURSE_NOT_FOUND.title} | ${SITE_NAME}`, path: null, noindex: true });
  }
  const { course } = loaderData;
  return seoMeta(matches, {
    title: `${course.title} | Academy | ${SITE_NAME}`,
    socialTitle: course.title,
    description: metaDescription(course.description),
    path: `/academy/course/${params.id}`,
    image: course.imageUrl,
    imageAlt: `Picture for the course ${course.title}`,
  });
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, env } = context.get(siteContext);
  const course = await getCourse(db, params.id);
  if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
  // A locked private course sends no module or lesson titles at all (ARCHITECTURE security rules).
  const modules = (await canOpenCourse(db, env, request, course)) ? await getCourseOutline(db, course.id) : null;
  return data(
    { course, modules },
    // What a private course shows depends on this visitor's unlock cookie: never cache it in between.
    { headers: course.isPrivate ? { "Cache-Control": "private, no-store" } : undefined },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  const { course, modules } = loaderData;
  const theme = THEME_CLASSES[categoryTheme(course.category)];
  const lessonCount = modules?.reduce((sum, module) => sum + module.lessons.length, 0) ?? 0;
  const totalMinutes = modules?.reduce((sum, module) => sum + moduleMinutes(module), 0) ?? 0;
  const playerHref = `/academy/course/${course.id}/learn`;

  return (
    <>
      <CourseJsonLd course={course} />
      <section aria-labelledby="course-title" className={cn("relative isolate overflow-hidden", theme.band)}>
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 bg-gradient-to-br from-black/0 to-black/25" />
        <Container className="py-10 sm:py-14 lg:pr-[26rem]">
          <Link to="/academy" className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-white/90 hover:text-white hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All courses
          </Link>
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <Badge className="bg-white text-ink">{course.category ? categoryLabel(course.category) : COURSE_DEFAULTS.category}</Badge>
            {course.isPrivate ? <PrivateBadge /> : null}
          </div>
          <h1 id="course-title" className="mt-4 text-3xl leading-tight font-semibold text-white sm:text-5xl">
            {course.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/90">{course.description}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
            <li className="flex items-center gap-1.5">
              <Rating />
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
          <Link to={playerHref} className={buttonClasses({ variant: "light", size: "lg", className: "mt-8 w-full sm:w-auto lg:hidden" })}>
            Start Learning
            <ArrowRight aria-hidden="true" />
          </Link>
        </Container>
      </section>

      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-12">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-semibold sm:text-3xl">
              About this course
            </h2>
            <p className="mt-4 max-w-[68ch] text-lg leading-relaxed whitespace-pre-line text-ink">
              {course.fullDescription ?? course.description}
            </p>
          </section>

          <section aria-labelledby="content-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="content-heading" className="text-2xl font-semibold sm:text-3xl">
                Course content
              </h2>
              {modules ? (
                <p className="text-sm text-muted">
                  {modules.length} module{modules.length === 1 ? "" : "s"} · {lessonCount} lesson{lessonCount === 1 ? "" : "s"} ·{" "}
                  <span aria-hidden="true">{formatMinutes(totalMinutes)}</span>
                  <span className="sr-only">{describeMinutes(totalMinutes)}</span>
                </p>
              ) : null}
            </div>
            {modules ? <ModuleList modules={modules} playerHref={playerHref} /> : <LockedOutline playerHref={playerHref} courseId={course.id} />}
          </section>
        </div>

        <aside aria-label="Course summary" className="relative lg:-mt-48">
          <Card shape="panel" raised className="flex flex-col overflow-hidden lg:sticky lg:top-24">
            {course.imageUrl ? (
              <img src={course.imageUrl} alt="" width={640} height={360} decoding="async" className="aspect-[16/9] w-full object-cover" />
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
                <Rating tone="dark" />
              </div>
              <dl className="flex flex-col gap-3 text-sm">
                <Fact icon={<BarChart3 aria-hidden="true" className="size-4" />} label="Level" value={course.level ?? COURSE_DEFAULTS.level} />
                <Fact icon={<Clock aria-hidden="true" className="size-4" />} label="Duration" value={course.duration ?? COURSE_DEFAULTS.duration} />
                {modules ? (
                  <>
                    <Fact icon={<Layers aria-hidden="true" className="size-4" />} label="Modules" value={String(modules.length)} />
                    <Fact icon={<BookOpen aria-hidden="true" className="size-4" />} label="Lessons" value={`${lessonCount} (${formatMinutes(totalMinutes)})`} />
                  </>
                ) : null}
                <Fact
                  icon={<Tag aria-hidden="true" className="size-4" />}
                  label="Category"
                  value={<CategoryBadge category={course.category} />}
                />
                <Fact
                  icon={course.isPrivate ? <Lock aria-hidden="true" className="size-4" /> : <KeyRound aria-hidden="true" className="size-4" />}
                  label="Access"
                  value={course.isPrivate ? "Free, with password" : "Free, open to all"}
                />
              </dl>
            </div>
          </Card>
        </aside>
      </Container>
    </>
  );
}

function moduleMinutes(module: OutlineModule): number {
  return module.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
}

function Rating({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className="flex">
        {Array.from({ length: 5 }, (_, index) => (
          <Star key={index} className={cn("size-4 fill-current", tone === "dark" ? "text-accent-600" : "text-accent-200")} />
        ))}
      </span>
      <span className={cn("font-semibold", tone === "dark" ? "text-ink" : "text-white")}>
        {COURSE_DEFAULTS.rating}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}

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

function ModuleList({ modules, playerHref }: { modules: OutlineModule[]; playerHref: string }) {
  if (modules.length === 0) {
    return <p className="mt-4 rounded-lg bg-sand p-5 text-muted">Lessons for this course are being prepared. Please check back soon.</p>;
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
              {module.lessons.length} lesson{module.lessons.length === 1 ? "" : "s"} · {formatMinutes(moduleMinutes(module))}
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
                  <span className="hidden w-14 shrink-0 text-right text-sm text-muted sm:block">{lesson.minutes} min</span>
                </Link>
              </li>
            ))}
          </ol>
        </Card>
      ))}
    </ol>
  );
}

function LockedOutline({ playerHref, courseId }: { playerHref: string; courseId: string }) {
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
          <Link to={`/academy/course/${courseId}/enroll`} className={buttonClasses({ variant: "outline" })}>
            Enroll in this course
          </Link>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  throw error;
}
