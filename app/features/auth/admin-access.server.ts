import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { siteContext, type SiteContext } from "~/context";
import { getSessionUser, type SessionUser } from "./auth.server";

/** What the admin check found for a request: the admin, or who was refused. */
export type AdminCheck = { admin: SessionUser } | { admin: null; signedIn: boolean };

/**
 * The admin check of this request, set by `adminMiddleware` before any admin loader or action
 * runs. It has no default value: read where the middleware did not run, it throws (a 500), so an
 * admin loader reached some other way never answers, as an admin or as anyone else.
 */
export const adminContext = createContext<AdminCheck>();

/** Admin only when the session's user has the stored admin role (part 1 §4). */
export async function checkAdmin(
  site: Pick<SiteContext, "auth" | "db" | "logger">,
  request: Request,
): Promise<AdminCheck> {
  const user = await getSessionUser(site, request);
  return user?.isAdmin ? { admin: user } : { admin: null, signedIn: Boolean(user) };
}

/**
 * The server middleware of the admin routes (the /admin layout, which covers every child, and
 * the upload route): reads the session once per request, for document and data requests alike,
 * and records the outcome in `adminContext` for the loaders and actions.
 *
 * It does not throw the 403 itself. React Router renders an error thrown by a middleware before
 * `next()` at the boundary of the highest route with a loader, the root, and without the root's
 * data: the visitor would get the generic status page, not the layout's Access Denied page with
 * its "Sign In" button. So the refusal is recorded here and thrown by `requireAdmin`, from the
 * loaders and actions, exactly as before.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(adminContext, await checkAdmin(context.get(siteContext), request));
};

/**
 * Every admin loader and action calls this first: the admin found by `adminMiddleware`.
 * Anyone else, signed out or `user`, gets a 403 (never the data) and the page shows Access
 * Denied. Without the middleware it throws too (see `adminContext`).
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): SessionUser {
  const check = context.get(adminContext);
  if (!check.admin) throw data({ signedIn: check.signedIn }, { status: 403, statusText: "Access Denied" });
  return check.admin;
}
