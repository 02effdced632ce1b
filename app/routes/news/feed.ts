import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { listNewsForFeed } from "~/features/news/news.server";
import { atomFeed, feedResponse } from "~/utils/atom-feed.server";
import type { Route } from "./+types/feed";

/** /latest-news/feed.xml: the newest stories as an Atom feed, for people who follow by feed reader. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(siteContext);
  const stories = await listNewsForFeed(db);
  const absolute = (path: string) => new URL(path, `${env.PUBLIC_URL}/`).toString();
  return feedResponse(
    atomFeed({
      title: `Latest News | ${SITE_NAME}`,
      description: `Stories from ${SITE_NAME}'s campaigns, partners and Academy.`,
      pageUrl: absolute("/latest-news"),
      feedUrl: absolute("/latest-news/feed.xml"),
      siteName: SITE_NAME,
      entries: stories.map((story) => ({
        title: story.title,
        url: absolute(`/news/${story.slug}`),
        // The id address keeps working (301), and stays the same when staff change the slug.
        id: absolute(`/news/${story.id}`),
        summary: story.description,
        date: story.publishedDate,
        author: story.author,
        imageUrl: story.imageUrl?.trim() ? absolute(story.imageUrl.trim()) : null,
      })),
    }),
  );
}
