import { createCookieSessionStorage } from "react-router";
import type { Env } from "~/env.server";
import { isUuid } from "./lessons";

/**
 * Which private courses this browser has unlocked (part 2 §4: "remembered for the browser
 * session per course id"). A signed cookie of its own: a session cookie (no Expires, so it
 * ends when the browser closes), httpOnly, SameSite=Lax, Secure when the site is on https.
 * The password itself is never kept anywhere, only the fact that it was given.
 */

export const ACADEMY_COOKIE_NAME = "csn_academy";
/** A browser holds at most this many unlocks; the oldest is forgotten first. */
const MAX_UNLOCKED = 50;

type EnvForCookie = Pick<Env, "SESSION_SECRET" | "PUBLIC_URL">;

function storage(env: EnvForCookie) {
  return createCookieSessionStorage<{ unlocked: string[] }>({
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

function unlockedFrom(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => isUuid(id)) : [];
}

/** The ids of the private courses this visitor has unlocked (empty without the cookie or with a forged one). */
export async function getUnlockedCourseIds(request: Request, env: EnvForCookie): Promise<Set<string>> {
  if (!request.headers.get("Cookie")?.includes(`${ACADEMY_COOKIE_NAME}=`)) return new Set();
  const session = await readSession(request, env);
  return new Set(unlockedFrom(session.get("unlocked")));
}

/** The Set-Cookie header value that adds one course to the visitor's unlocks. */
export async function unlockCourse(request: Request, env: EnvForCookie, courseId: string): Promise<string> {
  const session = await readSession(request, env);
  const unlocked = unlockedFrom(session.get("unlocked")).filter((id) => id !== courseId);
  unlocked.push(courseId);
  session.set("unlocked", unlocked.slice(-MAX_UNLOCKED));
  return storage(env).commitSession(session);
}
