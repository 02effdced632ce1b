import { redirect } from "react-router";
import type { Route } from "./+types/agent-application";

/** /agent-application, the path the spec's links use: a permanent redirect to the canonical /apply/agent, query kept (issue 8). */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/apply/agent${url.search}`, 301);
}
