import { CircleCheck, GraduationCap } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { Container } from "~/components/layout/section";
import { ENROLLMENT_COPY } from "~/content/academy/enrollment";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { COURSE_SLUGS, listCourseOptions, publishedCourses } from "~/features/academy/academy.server";
import { redirectToCurrentSlug } from "~/utils/slugs/resolve.server";
import { findCourseByTitle } from "~/features/academy/catalogue";
import { CourseNotFound } from "~/features/academy/components/course-not-found";
import { EnrollmentSuccess } from "~/features/academy/components/enrollment-success";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands } from "~/components/layout/static-island";
import { handleEnrollment } from "~/features/academy/enroll.server";
import { getSessionUser } from "~/features/auth/auth.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/enroll";

/**
 * The form loads its code on the visitor's first touch (form-island.ts). It is checked on the
 * server only, so it never needs Conform (enrollment-form.tsx).
 */
const EnrollmentForm = formIsland(() =>
  import("~/features/academy/components/enrollment-form").then((module) => module.EnrollmentForm),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(EnrollmentForm)];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  // A form step, not a page to find in search results; the course page is the one to index.
  seoMeta(matches, {
    title: `${ENROLLMENT_COPY.metaTitle} | Academy | ${SITE_NAME}`,
    description: "Choose a free Community Synergy Academy course and open its lessons.",
    path: loaderData?.preselectedSlug ? `/academy/course/${loaderData.preselectedSlug}/enroll` : null,
    noindex: true,
  });

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [options, user] = await Promise.all([listCourseOptions(site.db), getSessionUser(site, request)]);
  let preselectedId: string | null = null;
  let preselectedSlug: string | null = null;
  if (params.id !== undefined) {
    // The canonical /academy/course/{slug}/enroll names a course that must exist; its id or an old
    // slug answers 301 there, query kept (ADR 0052).
    const course = options.find((option) => option.slug === params.id);
    if (!course) {
      await redirectToCurrentSlug(site.db, COURSE_SLUGS, {
        param: params.id,
        base: "/academy/course/",
        rest: "/enroll",
        url,
        visible: publishedCourses(),
      });
      throw data({ reason: "course-not-found" }, { status: 404 });
    }
    preselectedId = course.id;
    preselectedSlug = course.slug;
  } else {
    // /course-enrollment?course={title}: a known title answers with a permanent redirect to that course's
    // enrollment page, so each has one URL (issue 8); an unknown title just leaves the choice empty (part 2 §2).
    const course = findCourseByTitle(options, url.searchParams.get("course"));
    if (course) {
      url.searchParams.delete("course");
      throw redirect(`/academy/course/${course.slug}/enroll${url.search}`, 301);
    }
  }
  return { options, preselectedId, preselectedSlug, signedInEmail: user?.email ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleEnrollment(context.get(siteContext), request);
}

export default function EnrollRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { options, preselectedId, signedInEmail } = loaderData;
  const succeeded = actionData?.ok ? actionData.course : undefined;

  return (
    <>
      <section aria-labelledby="enroll-title" className="relative isolate overflow-hidden bg-brand-800 text-white">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-24 -right-16 size-80 rounded-full bg-brand-600/60 blur-3xl" />
          <div className="absolute -bottom-32 left-1/4 size-72 rounded-full bg-accent-700/40 blur-3xl" />
        </div>
        <Container className="pt-12 pb-24 text-center sm:pt-16 sm:pb-28">
          <GraduationCap aria-hidden="true" className="mx-auto size-12 text-accent-200" />
          <h1 id="enroll-title" className="mt-4 text-4xl font-semibold text-white sm:text-5xl">
            {ENROLLMENT_COPY.heroTitle}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{ENROLLMENT_COPY.heroLead}</p>
        </Container>
      </section>

      <Container className="relative -mt-14 grid max-w-5xl grid-cols-1 gap-8 pb-16 sm:-mt-16 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 rounded-xl border border-line bg-white p-6 shadow-raised sm:p-8">
          {succeeded ? (
            <EnrollmentSuccess course={succeeded} />
          ) : (
            <EnrollmentForm
              key={preselectedId ?? "none"}
              props={{ options, preselectedId, actionData: actionData && !actionData.ok ? actionData : undefined }}
            />
          )}
        </div>
        <aside aria-labelledby="enroll-benefits" className="flex flex-col gap-4 rounded-xl bg-sand p-6 lg:self-start">
          <h2 id="enroll-benefits" className="font-sans text-lg font-semibold">
            What you get
          </h2>
          <ul className="flex flex-col gap-3">
            {ENROLLMENT_COPY.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                {benefit}
              </li>
            ))}
          </ul>
          <p className="border-t border-line pt-4 text-sm text-muted">
            {signedInEmail ? (
              ENROLLMENT_COPY.signedInAs(signedInEmail)
            ) : (
              <>
                {ENROLLMENT_COPY.anonymousNote}{" "}
                <Link to="/auth" className="font-semibold text-brand-700 underline underline-offset-4">
                  Sign in
                </Link>
              </>
            )}
          </p>
        </aside>
      </Container>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  throw error;
}
