import type { Route } from "./+types/auth";
import { siteContext } from "~/context";
import { isResetTokenShape } from "~/features/auth/accounts.server";
import { AUTH_BASE_PATH } from "~/features/auth/auth.server";

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
  return auth.handler(request);
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}
