import { siteContext } from "~/context";
import { renderRobots } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/robots";

/** /robots.txt: names the sitemap; keeps crawlers out of staff, account and API paths (issue 8). */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(siteContext);
  return new Response(renderRobots(env.PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
