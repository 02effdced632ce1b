import { siteContext } from "~/context";
import { listSitemapEntries, renderSitemap } from "~/features/seo/sitemap.server";
import { todayInZone } from "~/utils/site-time";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page and published item at its canonical URL (issue 8). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env, logger } = context.get(siteContext);
  try {
    const entries = await listSitemapEntries(db, { today: todayInZone(env.SITE_TIME_ZONE) });
    return new Response(renderSitemap(env.PUBLIC_URL, entries), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        // A few minutes: new stories show up soon, crawlers do not hit the database on every fetch.
        "Cache-Control": "public, max-age=300",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "building the sitemap failed");
    // A crawler retries a 503 later; a half-empty sitemap would tell it pages were gone.
    return new Response("The sitemap is unavailable for a moment. Please try again shortly.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "120" },
    });
  }
}
