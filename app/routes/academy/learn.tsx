import { Suspense } from "react";
import {
  Await,
  data,
  isRouteErrorResponse,
  redirect,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { COURSE_NOT_FOUND } from "~/content/academy/course";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { COURSE_SLUGS, getCourseBySlug, publishedCourses } from "~/features/academy/academy.server";
import { findCurrentSlug, redirectToCurrentSlug } from "~/utils/slugs/resolve.server";
import { CourseNotFound } from "~/features/academy/components/course-not-found";
import { formIsland } from "~/components/forms/form-island";
import type { GateResult } from "~/features/academy/components/password-gate";
import { Player } from "~/features/academy/components/player";
import { PlayerLoadError, PlayerLoading } from "~/features/academy/components/player-states";
import {
  completeLesson,
  keepBrowserProgress,
  loadPlayer,
  submitCoursePassword,
  type CompleteResult,
} from "~/features/academy/player.server";
import { isHoneypotFilled } from "~/utils/forms.server";
import { metaDescription, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/learn";

/**
 * The password gate of a locked private course loads its code on the visitor's first touch
 * (form-island.ts): a learner of an open course never downloads it. It is checked on the server only.
 */
const PasswordGate = formIsland(() =>
  import("~/features/academy/components/password-gate").then((module) => module.PasswordGate),
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return seoMeta(matches, { title: `${COURSE_NOT_FOUND.title} | ${SITE_NAME}`, path: null, noindex: true });
  const loaded = "course" in loaderData ? loaderData : null;
  return seoMeta(matches, {
    title: loaded ? `${loaded.course.title} | Lessons | ${SITE_NAME}` : `Course lessons | Academy | ${SITE_NAME}`,
    description: metaDescription(loaded?.course.description) ?? "Lessons of a free Community Synergy Academy course.",
    path: loaded ? `/academy/course/${loaded.course.slug}/learn` : null,
    // A locked private course shows only its password gate: nothing to index.
    noindex: loaded?.access !== "open",
  });
};

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // Query 1: the course row (no password hash).
  const course = await getCourseBySlug(site.db, params.id);
  if (!course) {
    // A published course's id or old slug answers 301 to /academy/course/{slug}/learn with the
    // query (?lesson=, ?module=) kept as it was: the player there decides what it may show, so
    // the redirect says no more than the course page does (ADR 0052).
    await redirectToCurrentSlug(site.db, COURSE_SLUGS, {
      param: params.id,
      base: "/academy/course/",
      rest: "/learn",
      url,
      visible: publishedCourses(),
    });
    throw data({ reason: "course-not-found" }, { status: 404 });
  }
  return loadPlayer(site, request, course);
}

/**
 * The course a form posts to: by its address, or (a page opened before its address changed) by its
 * id or an old slug, without a redirect that would lose the form. Published courses only.
 */
async function courseForAction(db: Parameters<typeof getCourseBySlug>[0], param: string | undefined) {
  const course = await getCourseBySlug(db, param);
  if (course) return course;
  const slug = await findCurrentSlug(db, COURSE_SLUGS, param, publishedCourses());
  return slug ? getCourseBySlug(db, slug) : null;
}

/**
 * On client navigation the page appears at once with 'Loading course...' (part 2 §2) while the
 * server loads the course. The first page load is rendered whole on the server, so the lessons
 * read (and the password gate works) before JavaScript runs.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // A locked course's gate is drawn with its code, which comes with the course (not before it:
  // a learner of an open course never needs it).
  const pending = serverLoader().then(async (loaded) => {
    // If it cannot load now, the island tries again as it is drawn.
    if (loaded.access === "locked") await PasswordGate.preload().catch(() => {});
    return loaded;
  });
  return { pending };
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const course = await courseForAction(site.db, params.id);
  if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
  const formData = await request.formData();
  const here = `${url.pathname}${url.search}`;
  // A bot: back to the page as if nothing happened; nothing unlocked or stored.
  if (isHoneypotFilled(formData)) throw redirect(here);

  const intent = formData.get("intent");
  if (intent === "unlock") return submitCoursePassword(site, request, course, formData, here);
  if (intent === "complete") return completeLesson(site, request, course, formData);
  if (intent === "merge-progress") return keepBrowserProgress(site, request, course, formData);
  return data<CompleteResult>({ intent: "complete", ok: false, message: "Unknown request." }, { status: 400 });
}

/**
 * Moving between lessons only changes `?lesson=` / `?module=`: the loaded course already holds
 * every lesson, so nothing is fetched again. Marking a lesson complete needs no reload either.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "complete") return false;
  if (!formData && currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("lesson");
      params.delete("module");
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

type ServerData = Awaited<ReturnType<typeof loader>>["data"];

export default function LearnRoute({ loaderData, actionData }: Route.ComponentProps) {
  if ("pending" in loaderData) {
    // A rejection (Course Not Found) reaches this route's ErrorBoundary.
    return (
      <Suspense fallback={<PlayerLoading />}>
        <Await resolve={loaderData.pending}>
          {(loaded: ServerData) => <PlayerPage data={loaded} actionData={actionData} />}
        </Await>
      </Suspense>
    );
  }
  return <PlayerPage data={loaderData} actionData={actionData} />;
}

function PlayerPage({
  data: loaded,
  actionData,
}: {
  data: ServerData;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { course, signedIn } = loaded;
  if (loaded.access === "locked") {
    const gateResult =
      actionData && "intent" in actionData && actionData.intent === "unlock" ? (actionData as GateResult) : undefined;
    return <PasswordGate key={course.id} props={{ course, lastResult: gateResult }} />;
  }
  if (!loaded.content) return <PlayerLoadError />;
  return <Player key={course.id} course={course} content={loaded.content} signedIn={signedIn} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  throw error;
}
