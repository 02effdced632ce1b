import { matchPath, redirect } from "react-router";
import type { Route } from "./+types/alias";

/**
 * Paths the spec's own links use, each a permanent redirect to its canonical page, query kept
 * (issue 8; /news is the route table's name for /latest-news, part 2 §2). One module, registered
 * in app/routes.ts once per alias path with its own id; `:id` is carried over, encoded.
 */
export const ALIASES: Record<string, string> = {
  "/agent-application": "/apply/agent",
  "/marykay-application": "/apply/marykay",
  "/amera-diamonds-application": "/apply/amera-diamonds",
  "/course-learning/:id": "/academy/course/:id/learn",
  "/news": "/latest-news",
};

export function loader({ url }: Route.LoaderArgs) {
  for (const [pattern, target] of Object.entries(ALIASES)) {
    const match = matchPath(pattern, url.pathname);
    if (!match) continue;
    const location = target.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(match.params[name] ?? ""));
    return redirect(`${location}${url.search}`, 301);
  }
  throw new Response(null, { status: 404 });
}
