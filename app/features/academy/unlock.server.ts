import { createHmac } from "node:crypto";
import { createCookieSessionStorage } from "react-router";
import type { Env } from "~/env.server";
import { isUuid } from "~/db/ids";

/**
 * Which private courses this browser has unlocked (part 2 §4: "remembered for the browser
 * session per course id"). A signed cookie of its own: a session cookie (no Expires, so it
 * ends when the browser closes), httpOnly, SameSite=Lax, Secure when the site is on https.
 *
 * A browser that restores its session keeps such a cookie indefinitely, so each unlock also
 * carries when it was given and a fingerprint of the course password it was given for: it
 * lapses after UNLOCK_MAX_AGE_MS, and at once when staff change the password. The password
 * itself is never kept anywhere, only the fact that it was given.
 */

export const ACADEMY_COOKIE_NAME = "csn_academy";
/** A browser holds at most this many unlocks; the oldest is forgotten first. */
const MAX_UNLOCKED = 50;
/** How long one unlock holds, however long the browser keeps its session. */
export const UNLOCK_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type EnvForCookie = Pick<Env, "SESSION_SECRET" | "PUBLIC_URL">;

/** One unlocked course: its id, when it was unlocked (ms), and the password fingerprint. */
export interface CourseUnlock {
  id: string;
  at: number;
  key: string;
}

function storage(env: EnvForCookie) {
  return createCookieSessionStorage<{ unlocks: CourseUnlock[] }>({
    cookie: {
      name: ACADEMY_COOKIE_NAME,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.PUBLIC_URL.startsWith("https:"),
      secrets: [env.SESSION_SECRET],
    },
  });
}

async function readSession(request: Request, env: EnvForCookie) {
  return storage(env).getSession(request.headers.get("Cookie"));
}

/** The unlocks in the cookie that are well-formed and still within their 30 days. */
function unlocksFrom(value: unknown, now: number): CourseUnlock[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is CourseUnlock =>
      typeof entry === "object" &&
      entry !== null &&
      isUuid((entry as CourseUnlock).id) &&
      typeof (entry as CourseUnlock).key === "string" &&
      Number.isFinite((entry as CourseUnlock).at) &&
      now - (entry as CourseUnlock).at < UNLOCK_MAX_AGE_MS &&
      // An issue time in the future was not written by this server.
      (entry as CourseUnlock).at <= now + 60_000,
  );
}

/**
 * The fingerprint of a course's current password that an unlock carries: an HMAC of the
 * stored hash (new salt on every change, so any change yields a new fingerprint). Keyed with
 * the session secret, it says nothing about the hash to whoever reads the cookie.
 */
export function passwordFingerprint(env: Pick<Env, "SESSION_SECRET">, courseId: string, passwordHash: string): string {
  return createHmac("sha256", env.SESSION_SECRET)
    .update(`course-unlock\n${courseId}\n${passwordHash}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * This browser's unlock of one course, if it holds one that is not older than 30 days (the
 * caller still compares its fingerprint with the course's current password). Null without the
 * cookie or with a forged one.
 */
export async function readCourseUnlock(
  request: Request,
  env: EnvForCookie,
  courseId: string,
): Promise<CourseUnlock | null> {
  if (!request.headers.get("Cookie")?.includes(`${ACADEMY_COOKIE_NAME}=`)) return null;
  const session = await readSession(request, env);
  return unlocksFrom(session.get("unlocks"), Date.now()).find((unlock) => unlock.id === courseId) ?? null;
}

/** The Set-Cookie header value that adds one course, unlocked now for `passwordKey`, to the visitor's unlocks. */
export async function unlockCourse(
  request: Request,
  env: EnvForCookie,
  courseId: string,
  passwordKey: string,
): Promise<string> {
  const session = await readSession(request, env);
  const now = Date.now();
  const unlocks = unlocksFrom(session.get("unlocks"), now).filter((unlock) => unlock.id !== courseId);
  unlocks.push({ id: courseId, at: now, key: passwordKey });
  session.set("unlocks", unlocks.slice(-MAX_UNLOCKED));
  return storage(env).commitSession(session);
}
