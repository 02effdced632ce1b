import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { Container } from "~/components/layout/section";
import { CourseJsonLd } from "~/components/seo/json-ld";
import { COURSE_NOT_FOUND } from "~/content/academy/course";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import {
  canOpenCourse,
  COURSE_SLUGS,
  getCourseBySlug,
  getCourseOutline,
  getDraftCourse,
  publishedCourses,
} from "~/features/academy/academy.server";
import { redirectToCurrentSlug } from "~/utils/slugs/resolve.server";
import { canPreviewDrafts } from "~/features/auth/preview.server";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { PREVIEW_HEADERS, type PublishState } from "~/utils/preview";
import { CourseHero } from "~/features/academy/components/course-hero";
import { CourseNotFound } from "~/features/academy/components/course-not-found";
import { CourseOutline } from "~/features/academy/components/course-outline";
import { CourseSummaryCard } from "~/features/academy/components/course-summary-card";
import { metaDescription, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/course";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) {
    return seoMeta(matches, { title: `${COURSE_NOT_FOUND.title} | ${SITE_NAME}`, path: null, noindex: true });
  }
  const { course, state } = loaderData;
  return seoMeta(matches, {
    // A draft seen by an admin is never indexed (issue 18).
    noindex: state !== "live",
    title: `${course.title} | Academy | ${SITE_NAME}`,
    socialTitle: course.title,
    // Staff's own search description when they wrote one, else the short description (ADR 0052).
    description: course.seoDescription ?? metaDescription(course.description),
    path: `/academy/course/${course.slug}`,
    image: course.socialImageUrl ?? course.imageUrl,
    imageAlt: course.socialImageUrl ? course.title : `Picture for the course ${course.title}`,
  });
};

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { db, env } = site;
  const published = await getCourseBySlug(db, params.id);
  let course = published;
  if (!course) {
    // A published course's id or a slug it had before answers 301 to its address now, query kept
    // (ADR 0052). A draft's id does not, so its address is not given away.
    const redirectTo = { param: params.id, base: "/academy/course/", url };
    await redirectToCurrentSlug(db, COURSE_SLUGS, { ...redirectTo, visible: publishedCourses() });
    // A draft is not found, except by an admin, who previews it here, uncached and unindexed (issue 18).
    const canPreview = await canPreviewDrafts(site, request);
    course = canPreview ? await getDraftCourse(db, params.id) : null;
    if (canPreview && !course) await redirectToCurrentSlug(db, COURSE_SLUGS, redirectTo);
  }
  if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
  const state: PublishState = published ? "live" : "draft";
  // A locked private course sends no module or lesson titles at all (ARCHITECTURE security rules).
  const modules = (await canOpenCourse(db, env, request, course)) ? await getCourseOutline(db, course.id) : null;
  return data(
    { course, modules, state },
    // What a private course shows depends on this visitor's unlock cookie: never cache it in between.
    {
      headers:
        state !== "live" ? PREVIEW_HEADERS : course.isPrivate ? { "Cache-Control": "private, no-store" } : undefined,
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  const { course, modules } = loaderData;
  const playerHref = `/academy/course/${course.slug}/learn`;

  return (
    <>
      <PreviewBanner state={loaderData.state} editHref={`/admin/courses/${course.id}`} />
      {loaderData.state === "live" ? <CourseJsonLd course={course} /> : null}
      <CourseHero course={course} playerHref={playerHref} />

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

          <CourseOutline modules={modules} playerHref={playerHref} courseSlug={course.slug} />
        </div>

        <CourseSummaryCard course={course} playerHref={playerHref} modules={modules} />
      </Container>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  throw error;
}
