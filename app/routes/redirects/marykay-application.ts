import { redirect } from "react-router";
import type { Route } from "./+types/marykay-application";

/** /marykay-application, the path the spec's links use: a permanent redirect to the canonical /apply/marykay, query kept (issue 8). */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/apply/marykay${url.search}`, 301);
}
