import { parseWithZod } from "@conform-to/zod/v4";
import { LoaderCircle, RotateCcw } from "lucide-react";
import { Suspense } from "react";
import {
  Await,
  data,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useRevalidator,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { COURSE_NOT_FOUND, GATE_COPY, PLAYER_COPY } from "~/content/academy";
import { SITE_NAME } from "~/content/site";
import {
  canOpenCourse,
  checkCoursePassword,
  getCourse,
  getLessonCourseId,
  getPlayerContent,
  markLessonComplete,
  mergeBrowserCompletions,
} from "~/features/academy/academy.server";
import { siteContext } from "~/context";
import { CourseNotFound } from "~/features/academy/components/course-not-found";
import { PasswordGate, type GateResult } from "~/features/academy/components/password-gate";
import { Player } from "~/features/academy/components/player";
import type { PlayerContent, PlayerCourse } from "~/features/academy/types";
import { unlockCourse } from "~/features/academy/unlock.server";
import { CompleteLessonSchema, MergeProgressSchema, UnlockSchema } from "~/features/academy/validation";
import { getSessionUser } from "~/features/auth/auth.server";
import { isHoneypotFilled } from "~/utils/forms.server";
import { describeWait } from "~/utils/rate-limit.server";
import { attemptSecret } from "~/utils/secret-attempts.server";
import { metaDescription, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/learn";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  if (!loaderData) return seoMeta(matches, { title: `${COURSE_NOT_FOUND.title} | ${SITE_NAME}`, path: null, noindex: true });
  const loaded = "course" in loaderData ? loaderData : null;
  return seoMeta(matches, {
    title: loaded ? `${loaded.course.title} | Lessons | ${SITE_NAME}` : `Course lessons | Academy | ${SITE_NAME}`,
    description: metaDescription(loaded?.course.description) ?? "Lessons of a free Community Synergy Academy course.",
    path: `/academy/course/${params.id}/learn`,
    // A locked private course shows only its password gate: nothing to index.
    noindex: loaded?.access !== "open",
  });
};

/** Progress and unlocks differ per visitor: their player is never stored by a shared cache. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // Query 1: the course row (no password hash).
  const course = await getCourse(site.db, params.id);
  if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
  const [isOpen, user] = await Promise.all([canOpenCourse(site.db, site.env, request, course), getSessionUser(site, request)]);
  const summary: PlayerCourse = {
    id: course.id,
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    duration: course.duration,
    isPrivate: course.isPrivate,
  };
  const canonicalUrl = `${site.env.PUBLIC_URL}/academy/course/${course.id}/learn`;
  if (!isOpen) {
    // Locked: no modules, no lessons, no titles (ARCHITECTURE security rules).
    return data(
      { course: summary, canonicalUrl, signedIn: Boolean(user), access: "locked" as const, content: null },
      { headers: PRIVATE_HEADERS },
    );
  }
  // Query 2: every module and lesson, with this learner's completions.
  let content: PlayerContent | null = null;
  try {
    content = await getPlayerContent(site.db, course.id, user?.id ?? null);
  } catch (error) {
    site.logger.error({ err: error }, "loading a course's lessons failed");
  }
  // A public course seen by an anonymous visitor is the same page for everyone (their
  // progress lives in their browser): shared caches may keep it.
  return data(
    { course: summary, canonicalUrl, signedIn: Boolean(user), access: "open" as const, content },
    { headers: user || course.isPrivate || !content ? PRIVATE_HEADERS : undefined },
  );
}

/**
 * On client navigation the page appears at once with 'Loading course...' (part 2 §2) while the
 * server loads the course. The first page load is rendered whole on the server, so the lessons
 * read (and the password gate works) before JavaScript runs.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { pending: serverLoader() };
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

type CompleteResult = { intent: "complete"; ok: boolean; stored?: "account" | "browser"; message?: string };
export type MergeProgressResult = { intent: "merge-progress"; ok: boolean; merged?: number };

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const course = await getCourse(site.db, params.id);
  if (!course) throw data({ reason: "course-not-found" }, { status: 404 });
  const formData = await request.formData();
  const here = `${url.pathname}${url.search}`;
  // A bot: back to the page as if nothing happened; nothing unlocked or stored.
  if (isHoneypotFilled(formData)) throw redirect(here);

  const intent = formData.get("intent");
  if (intent === "unlock") return unlock();
  if (intent === "complete") return complete();
  if (intent === "merge-progress") return mergeProgress();
  return data<CompleteResult>({ intent: "complete", ok: false, message: "Unknown request." }, { status: 400 });

  async function unlock() {
    if (!course || (await canOpenCourse(site.db, site.env, request, course))) throw redirect(here);
    // The answer never echoes the password back to the page.
    const submission = parseWithZod(formData, { schema: UnlockSchema });
    if (submission.status !== "success") {
      return data<GateResult>(
        { intent: "unlock", passwordError: submission.error?.password?.[0] ?? GATE_COPY.passwordRequired },
        { status: 400 },
      );
    }
    // Guessing guard (ADR 0009): per visitor budget and one try at a time; a much-guessed
    // course answers wrong passwords slowly, never refuses the right one.
    const courseId = course.id;
    const attempt = await attemptSecret(site, {
      kind: "course-password",
      targetId: courseId,
      check: () => checkCoursePassword(site.db, site.env, courseId, submission.value.password),
      isWrong: (key) => !key,
    });
    if (attempt.status === "limited") {
      const formError =
        attempt.reason === "in-progress"
          ? GATE_COPY.attemptInProgress
          : GATE_COPY.tooManyAttempts.replace("{wait}", describeWait(attempt.retryAfterSeconds));
      return data<GateResult>(
        { intent: "unlock", formError },
        { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } },
      );
    }
    const passwordKey = attempt.result;
    if (!passwordKey) {
      return data<GateResult>({ intent: "unlock", passwordError: GATE_COPY.passwordIncorrect }, { status: 400 });
    }
    // Unlocked for this browser session, then the same address again (now with its lessons).
    throw redirect(here, { headers: { "Set-Cookie": await unlockCourse(request, site.env, course.id, passwordKey) } });
  }

  async function complete() {
    const submission = parseWithZod(formData, { schema: CompleteLessonSchema });
    if (submission.status !== "success") {
      return data<CompleteResult>({ intent: "complete", ok: false, message: "That lesson could not be found." }, { status: 400 });
    }
    const { lessonId } = submission.value;
    const [lessonCourseId, isOpen] = await Promise.all([
      getLessonCourseId(site.db, lessonId),
      course ? canOpenCourse(site.db, site.env, request, course) : false,
    ]);
    if (!course || lessonCourseId !== course.id) {
      return data<CompleteResult>({ intent: "complete", ok: false, message: "That lesson could not be found." }, { status: 404 });
    }
    if (!isOpen) {
      return data<CompleteResult>({ intent: "complete", ok: false, message: "This course is locked." }, { status: 403 });
    }
    const user = await getSessionUser(site, request);
    // Anonymous learners keep their progress in the browser (localStorage); nothing to store here.
    if (!user) return data<CompleteResult>({ intent: "complete", ok: true, stored: "browser" }, { headers: PRIVATE_HEADERS });
    try {
      await markLessonComplete(site.db, user.id, lessonId);
    } catch (error) {
      site.logger.error({ err: error }, "storing a lesson completion failed");
      return data<CompleteResult>({ intent: "complete", ok: false, message: PLAYER_COPY.saveFailed }, { status: 500 });
    }
    return data<CompleteResult>({ intent: "complete", ok: true, stored: "account" }, { headers: PRIVATE_HEADERS });
  }

  /** A learner who signs in keeps what they completed in this browser beforehand. */
  async function mergeProgress() {
    const parsed = MergeProgressSchema.safeParse({ lessonIds: formData.getAll("lessonId") });
    if (!parsed.success) return data<MergeProgressResult>({ intent: "merge-progress", ok: false }, { status: 400 });
    const [user, isOpen] = await Promise.all([
      getSessionUser(site, request),
      course ? canOpenCourse(site.db, site.env, request, course) : false,
    ]);
    if (!user) return data<MergeProgressResult>({ intent: "merge-progress", ok: false }, { status: 401 });
    if (!course || !isOpen) {
      return data<MergeProgressResult>({ intent: "merge-progress", ok: false }, { status: 403 });
    }
    try {
      const merged = await mergeBrowserCompletions(site.db, user.id, course.id, parsed.data.lessonIds);
      return data<MergeProgressResult>({ intent: "merge-progress", ok: true, merged }, { headers: PRIVATE_HEADERS });
    } catch (error) {
      site.logger.error({ err: error }, "keeping a learner's browser progress failed");
      return data<MergeProgressResult>({ intent: "merge-progress", ok: false }, { status: 500 });
    }
  }
}

/**
 * Moving between lessons only changes `?lesson=` / `?module=`: the loaded course already holds
 * every lesson, so nothing is fetched again. Marking a lesson complete needs no reload either.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
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
        <Await resolve={loaderData.pending}>{(loaded: ServerData) => <PlayerPage data={loaded} actionData={actionData} />}</Await>
      </Suspense>
    );
  }
  return <PlayerPage data={loaderData} actionData={actionData} />;
}

function PlayerPage({ data: loaded, actionData }: { data: ServerData; actionData: Route.ComponentProps["actionData"] }) {
  const { course, signedIn } = loaded;
  if (loaded.access === "locked") {
    const gateResult = actionData && "intent" in actionData && actionData.intent === "unlock" ? (actionData as GateResult) : undefined;
    return <PasswordGate course={course} lastResult={gateResult} />;
  }
  if (!loaded.content) return <PlayerLoadError />;
  return <Player key={course.id} course={course} content={loaded.content} signedIn={signedIn} />;
}

function PlayerLoading() {
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <p role="status" className="flex items-center gap-3 text-lg font-semibold text-brand-800">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
        {PLAYER_COPY.loading}
      </p>
    </Container>
  );
}

function PlayerLoadError() {
  const revalidator = useRevalidator();
  const location = useLocation();
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-6 py-16 text-center">
      <p role="alert" className="max-w-md text-lg text-ink">
        {PLAYER_COPY.loadError}
      </p>
      <a
        href={`${location.pathname}${location.search}`}
        onClick={(event) => {
          event.preventDefault();
          void revalidator.revalidate();
        }}
        className={buttonClasses()}
      >
        <RotateCcw aria-hidden="true" />
        {PLAYER_COPY.tryAgain}
      </a>
    </Container>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  throw error;
}
