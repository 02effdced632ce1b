import { redirect } from "react-router";
import type { Route } from "./+types/news-redirect";

/** /news is the route table's name for the news page; /latest-news is canonical (part 2 §2). Keeps the query. */
export function loader({ url }: Route.LoaderArgs) {
  const { search } = url;
  return redirect(`/latest-news${search}`, 301);
}
