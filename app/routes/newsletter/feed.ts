import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { NEWSLETTER_NAME } from "~/features/newsletter/content";
import { listPublishedNewsletters } from "~/features/newsletter/newsletter.server";
import { atomFeed, feedResponse } from "~/utils/atom-feed.server";
import { todayInZone } from "~/utils/site-time";
import { parseDateTimeInput } from "~/utils/site-time-input";
import type { Route } from "./+types/feed";

/** How many issues the feed carries. */
const FEED_SIZE = 20;

/** /newsletter/feed.xml: the newest live issues as an Atom feed. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(siteContext);
  const zone = env.SITE_TIME_ZONE;
  const issues = (await listPublishedNewsletters(db, { today: todayInZone(zone) })).slice(0, FEED_SIZE);
  const absolute = (path: string) => new URL(path, `${env.PUBLIC_URL}/`).toString();
  return feedResponse(
    atomFeed({
      title: `${NEWSLETTER_NAME} | ${SITE_NAME}`,
      description: `Every issue of ${NEWSLETTER_NAME}, ${SITE_NAME}'s newsletter.`,
      pageUrl: absolute("/newsletter"),
      feedUrl: absolute("/newsletter/feed.xml"),
      siteName: SITE_NAME,
      entries: issues.map((issue) => ({
        title: `No. ${issue.number}: ${issue.title}`,
        url: absolute(`/newsletter/${issue.slug}`),
        // The number's address keeps working (301), and stays the same when staff change the slug:
        // feed readers that knew the issue before addresses had slugs see no new entry.
        id: absolute(`/newsletter/${issue.number}`),
        summary: issue.excerpt,
        // An issue's date is a day: it went out at the start of that day in the site's zone.
        date: (issue.publishedDate && parseDateTimeInput(issue.publishedDate, zone)) || new Date(0),
        author: issue.author,
        imageUrl: issue.featuredImageUrl ? absolute(issue.featuredImageUrl) : null,
      })),
    }),
  );
}
