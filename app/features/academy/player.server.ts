/** What the lesson player's route (`/academy/course/:id/learn`) loads and does, for one known course. */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { GATE_COPY, PLAYER_COPY } from "~/content/academy/player";
import type { SiteContext } from "~/context";
import { getSessionUser } from "~/features/auth/auth.server";
import { describeWait } from "~/utils/rate-limit.server";
import { attemptSecret } from "~/utils/secret-attempts.server";
import {
  canOpenCourse,
  checkCoursePassword,
  getLessonCourseId,
  getPlayerContent,
  markLessonComplete,
  mergeBrowserCompletions,
} from "./academy.server";
import type { GateResult } from "./components/password-gate";
import type { CourseSummary, PlayerContent, PlayerCourse } from "./types";
import { unlockCourse } from "./unlock.server";
import { CompleteLessonSchema, MergeProgressSchema, UnlockSchema } from "./validation";

/** Progress and unlocks differ per visitor: their player is never stored by a shared cache. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

export type CompleteResult = { intent: "complete"; ok: boolean; stored?: "account" | "browser"; message?: string };
export type MergeProgressResult = { intent: "merge-progress"; ok: boolean; merged?: number };

/** The player's data: the course, and its lessons only when this visitor may open it. */
export async function loadPlayer(site: SiteContext, request: Request, course: CourseSummary) {
  const [isOpen, user] = await Promise.all([
    canOpenCourse(site.db, site.env, request, course),
    getSessionUser(site, request),
  ]);
  const summary: PlayerCourse = {
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    duration: course.duration,
    isPrivate: course.isPrivate,
  };
  const canonicalUrl = `${site.env.PUBLIC_URL}/academy/course/${course.slug}/learn`;
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
    site.dontCache();
  }
  // A public course seen by an anonymous visitor is the same page for everyone (their
  // progress lives in their browser): shared caches may keep it.
  return data(
    { course: summary, canonicalUrl, signedIn: Boolean(user), access: "open" as const, content },
    { headers: user || course.isPrivate || !content ? PRIVATE_HEADERS : undefined },
  );
}

/** The password gate's answer: back to `here` unlocked, or the gate again with its message. */
export async function submitCoursePassword(
  site: SiteContext,
  request: Request,
  course: CourseSummary,
  formData: FormData,
  here: string,
) {
  if (await canOpenCourse(site.db, site.env, request, course)) throw redirect(here);
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

/** Marks a lesson complete: in the account when signed in, else only in the browser. */
export async function completeLesson(site: SiteContext, request: Request, course: CourseSummary, formData: FormData) {
  const submission = parseWithZod(formData, { schema: CompleteLessonSchema });
  if (submission.status !== "success") {
    return data<CompleteResult>(
      { intent: "complete", ok: false, message: "That lesson could not be found." },
      { status: 400 },
    );
  }
  const { lessonId } = submission.value;
  const [lessonCourseId, isOpen] = await Promise.all([
    getLessonCourseId(site.db, lessonId),
    canOpenCourse(site.db, site.env, request, course),
  ]);
  if (lessonCourseId !== course.id) {
    return data<CompleteResult>(
      { intent: "complete", ok: false, message: "That lesson could not be found." },
      { status: 404 },
    );
  }
  if (!isOpen) {
    return data<CompleteResult>({ intent: "complete", ok: false, message: "This course is locked." }, { status: 403 });
  }
  const user = await getSessionUser(site, request);
  // Anonymous learners keep their progress in the browser (localStorage); nothing to store here.
  if (!user)
    return data<CompleteResult>({ intent: "complete", ok: true, stored: "browser" }, { headers: PRIVATE_HEADERS });
  try {
    await markLessonComplete(site.db, user.id, lessonId);
  } catch (error) {
    site.logger.error({ err: error }, "storing a lesson completion failed");
    return data<CompleteResult>({ intent: "complete", ok: false, message: PLAYER_COPY.saveFailed }, { status: 500 });
  }
  return data<CompleteResult>({ intent: "complete", ok: true, stored: "account" }, { headers: PRIVATE_HEADERS });
}

/** A learner who signs in keeps what they completed in this browser beforehand. */
export async function keepBrowserProgress(
  site: SiteContext,
  request: Request,
  course: CourseSummary,
  formData: FormData,
) {
  const parsed = MergeProgressSchema.safeParse({ lessonIds: formData.getAll("lessonId") });
  if (!parsed.success) return data<MergeProgressResult>({ intent: "merge-progress", ok: false }, { status: 400 });
  const [user, isOpen] = await Promise.all([
    getSessionUser(site, request),
    canOpenCourse(site.db, site.env, request, course),
  ]);
  if (!user) return data<MergeProgressResult>({ intent: "merge-progress", ok: false }, { status: 401 });
  if (!isOpen) {
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
