import { redirect } from "react-router";
import type { Route } from "./+types/course-learning";

/** /course-learning/{id}, the path the spec's links use: a permanent redirect to /academy/course/{id}/learn, query kept (issue 8). */
export function loader({ params, url }: Route.LoaderArgs) {
  return redirect(`/academy/course/${encodeURIComponent(params.id)}/learn${url.search}`, 301);
}
