/**
 * Atom 1.0 feeds (issue 19), written by `feed` (jpmonette/feed), which gets the namespaces,
 * date formats and escaping of the format right. Titles and summaries here are plain text: they
 * are escaped before they go in, because Atom's type="html" would otherwise let a reader render a
 * "<" in a title as markup.
 */
import { Feed } from "feed";

export interface FeedEntry {
  title: string;
  /** Absolute address of the entry's page; also its id unless `id` is given. */
  url: string;
  /** A lasting id for feed readers, when the page's address may change (a story's slug, ADR 0052). */
  id?: string;
  summary: string | null;
  date: Date;
  author?: string | null;
  imageUrl?: string | null;
}

function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export function atomFeed({
  title,
  description,
  pageUrl,
  feedUrl,
  siteName,
  entries,
}: {
  title: string;
  description: string;
  pageUrl: string;
  feedUrl: string;
  siteName: string;
  entries: FeedEntry[];
}): string {
  const feed = new Feed({
    title,
    description,
    id: pageUrl,
    link: pageUrl,
    language: "en",
    updated: entries[0]?.date ?? new Date(0),
    copyright: `© ${siteName}`,
    feedLinks: { atom: feedUrl },
    author: { name: siteName },
  });
  for (const entry of entries) {
    feed.addItem({
      title: escapeText(entry.title),
      id: entry.id ?? entry.url,
      link: entry.url,
      description: entry.summary ? escapeText(entry.summary) : undefined,
      date: entry.date,
      author: entry.author ? [{ name: entry.author }] : undefined,
      image: entry.imageUrl ?? undefined,
    });
  }
  return feed.atom1();
}

/** The response for a feed: Atom's media type, and a few minutes in caches (readers poll often). */
export function feedResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
