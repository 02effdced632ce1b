import { redirect } from "react-router";
import type { Route } from "./+types/amera-diamonds-application";

/** /amera-diamonds-application, the path the spec's links use: a permanent redirect to the canonical /apply/amera-diamonds, query kept (issue 8). */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/apply/amera-diamonds${url.search}`, 301);
}
