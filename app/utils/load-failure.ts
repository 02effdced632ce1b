import { isRouteErrorResponse } from "react-router";

/**
 * True when a client-side data request failed on the way rather than being answered by the route:
 * no answer at all (offline, a dropped connection: `fetch` rejects with a TypeError), an answer cut
 * off mid-stream, or a 5xx page from something in between (a proxy, the overload guard). False for
 * what a loader meant to say: a redirect (a `Response`) or a 4xx such as 'Campaign Not Found'.
 */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return true;
}
