import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { media } from "~/db/schema";
import { isMediaKey } from "./keys";

type Reader = Pick<Db, "select">;

/**
 * Pictures of the media library inside sanitized rich text that came without an alt attribute
 * (typed by hand into the HTML box) get the library's description, or its decorative mark
 * (`alt="" role="presentation"`), as they are saved: the alt is stored once, in the library
 * (issue 39). A picture the library has not described either stays as it is.
 */
export async function describeBodyImages(db: Reader, html: string): Promise<string> {
  const tags = [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => tag).filter((tag) => !/\salt="/.test(tag));
  const keys = [
    ...new Set(tags.map((tag) => /\ssrc="\/media\/([^"]+)"/.exec(tag)?.[1]).filter((key) => isMediaKey(key))),
  ] as string[];
  if (keys.length === 0) return html;
  const rows = await db
    .select({ key: media.key, alt: media.alt, decorative: media.decorative })
    .from(media)
    .where(inArray(media.key, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    if (/\salt="/.test(tag)) return tag;
    const row = byKey.get(/\ssrc="\/media\/([^"]+)"/.exec(tag)?.[1] ?? "");
    if (!row || (!row.decorative && !row.alt)) return tag;
    const alt = row.decorative ? 'alt="" role="presentation"' : `alt="${escapeAttribute(row.alt!)}"`;
    return tag.replace(/^<img\b/i, `<img ${alt}`);
  });
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
