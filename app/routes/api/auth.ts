import type { Route } from "./+types/auth";
import { siteContext } from "~/context";
import { isResetTokenShape } from "~/features/auth/accounts.server";
import type { Auth } from "~/features/auth/auth.server";
import type { Env } from "~/env.server";
import { ACCOUNT_DISABLED_CODE, AUTH_BASE_PATH } from "~/features/auth/auth.server";

/**
 * better-auth's HTTP endpoints, limited to the links it puts in emails. Every other
 * account operation goes through our actions, which add validation, the common-password
 * check and rate limits — so the library's own POST endpoints are not exposed.
 */
const ALLOWED_GET = [/^\/verify-email$/, /^\/reset-password\/[^/]+$/];
const RESET_LINK = /^\/reset-password\/([^/]+)$/;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { auth } = context.get(siteContext);
  const path = url.pathname.slice(AUTH_BASE_PATH.length);
  if (!ALLOWED_GET.some((pattern) => pattern.test(path))) {
    throw new Response("Not Found", { status: 404 });
  }
  // A reset link whose token better-auth could not have made (a NUL byte, other garbage) is
  // answered as the expired link it is, without a query PostgreSQL would refuse with an error.
  const token = RESET_LINK.exec(path)?.[1];
  if (token !== undefined && !isResetTokenShape(token)) {
    return new Response(null, { status: 302, headers: { Location: "/auth/reset-password?error=INVALID_TOKEN" } });
  }
  if (path === "/verify-email") return confirmEmail(context.get(siteContext), request);
  return auth.handler(request);
}

/**
 * The confirmation link from the sign-up email. better-auth answers it with a bare redirect to
 * the callback (`/`, or `/?error=INVALID_TOKEN`) or, for a disabled account, with JSON; the
 * person who opened it is told what happened instead (issue 35, stumble 9), on /auth/confirm-email:
 * confirmed (signed in, with the way on to the site root the spec names), an expired, used or
 * broken link (what to do), or a disabled account.
 */
async function confirmEmail(site: { auth: Auth; env: Env }, request: Request): Promise<Response> {
  const answer = await site.auth.handler(request);
  const location = answer.headers.get("Location");
  if (answer.status === 403) {
    const body = (await answer
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    if (body?.code === ACCOUNT_DISABLED_CODE) return redirect("/auth/confirm-email?result=disabled");
    // A callbackURL to another site: refused as better-auth refuses it.
    return answer;
  }
  const failed = location ? new URL(location, site.env.PUBLIC_URL).searchParams.has("error") : !answer.ok;
  if (failed && answer.status < 500) return redirect("/auth/confirm-email?result=invalid");
  if (answer.status >= 400) return answer;
  // Confirmed, and signed in: better-auth's session cookie goes along. A page says so (a toast on
  // the home page vanished after six seconds, or before the page had even drawn it).
  // A link opened again confirms nothing new and signs nobody in: "already confirmed, sign in".
  const cookies = answer.headers.getSetCookie();
  const signedIn = cookies.some((cookie) => cookie.includes("session_token="));
  const headers = new Headers({
    Location: `/auth/confirm-email?result=${signedIn ? "confirmed" : "already"}`,
    "Cache-Control": "no-store",
  });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}
