import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { siteContext, type SiteContext } from "~/context";
import { getSessionUser, type SessionUser } from "./auth.server";
import { can, type Permission } from "./permissions";
import { staffWithoutSecondFactor, TWO_FACTOR_SETUP_PATH } from "./two-factor-gate.server";

/** What the staff check found for a request: the staff member, or who was refused (and whether for a missing second factor). */
export type AdminCheck = { admin: SessionUser } | { admin: null; signedIn: boolean; needsTwoFactor?: boolean };

/**
 * The admin check of this request, set by `adminMiddleware` before any admin loader or action
 * runs. It has no default value: read where the middleware did not run, it throws (a 500), so an
 * admin loader reached some other way never answers, as an admin or as anyone else.
 */
export const adminContext = createContext<AdminCheck>();

/**
 * Staff only when the session's user has a stored staff role (part 1 §4 knows one, admin; issue
 * 35 adds Editor and Caseworker). What each may open is decided route by route (`requireStaff`).
 */
export async function checkAdmin(
  site: Pick<SiteContext, "auth" | "db" | "logger">,
  request: Request,
): Promise<AdminCheck> {
  const user = await getSessionUser(site, request);
  // Staff without a second factor open no back-office page until they enrol (ADR 0026).
  if (user && (await staffWithoutSecondFactor(site, user)))
    return { admin: null, signedIn: true, needsTwoFactor: true };
  return user?.isStaff ? { admin: user } : { admin: null, signedIn: Boolean(user) };
}

/**
 * The server middleware of the admin routes (the /admin layout, which covers every child, and
 * the upload route): reads the session once per request, for document and data requests alike,
 * and records the outcome in `adminContext` for the loaders and actions.
 *
 * It does not throw the 403 itself. React Router renders an error thrown by a middleware before
 * `next()` at the boundary of the highest route with a loader, the root, and without the root's
 * data: the visitor would get the generic status page, not the layout's Access Denied page with
 * its "Sign In" button. So the refusal is recorded here and thrown by `requireStaff`, from the
 * loaders and actions, exactly as before.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }) => {
  const check = await checkAdmin(context.get(siteContext), request);
  context.set(adminContext, check);
  // A page (document or client navigation) sends staff without a second factor to enrol, then
  // back here; anything else (an action, an upload) is refused by `requireStaff`.
  if (!check.admin && check.needsTwoFactor && request.method === "GET") {
    throw redirect(`${TWO_FACTOR_SETUP_PATH}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
};

/**
 * Every admin loader and action calls this first, naming what it needs: the staff member found
 * by `adminMiddleware`, when their role grants `permission`. Anyone else, signed out, a `user`,
 * or staff whose role does not grant it, gets a 403 (never the data) and the page shows Access
 * Denied. Without the middleware it throws too (see `adminContext`).
 */
export function requireStaff(context: Readonly<RouterContextProvider>, permission: Permission): SessionUser {
  const check = context.get(adminContext);
  if (!check.admin) throw data({ signedIn: check.signedIn }, { status: 403, statusText: "Access Denied" });
  if (!can(check.admin.role, permission)) {
    throw data({ signedIn: true }, { status: 403, statusText: "Access Denied" });
  }
  return check.admin;
}
