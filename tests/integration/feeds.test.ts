import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as newsFeedLoader } from "~/routes/news/feed";
import { loader as newsletterFeedLoader } from "~/routes/newsletter/feed";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, createTestContext, getRequest, TEST_ORIGIN } from "../setup/context";
import { createNewsItem } from "../factories/news";
import { createNewsletter } from "../factories/newsletters";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;

beforeAll(async () => {
  database = await createTestDatabase();
  context = createTestContext(database);
});
afterAll(async () => {
  await database?.close();
});

/** An element's text, whether or not it has attributes (a title with type="html" has). */
const text = (value: unknown): string =>
  typeof value === "object" && value !== null ? String((value as { "#text"?: unknown })["#text"] ?? "") : String(value);

interface AtomEntry {
  title: string;
  id: string;
  link: { "@_href": string };
  updated: string;
  summary?: string;
}

/** Checks the text is well-formed XML and an Atom feed with the elements RFC 4287 requires. */
async function readAtom(response: Response) {
  expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === "entry" || name === "link",
  }).parse(xml) as {
    feed: Record<string, unknown> & { entry?: AtomEntry[]; link: { "@_rel": string; "@_href": string }[] };
  };
  const { feed } = parsed;
  expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
  for (const required of ["id", "title", "updated"]) expect(text(feed[required]), required).toBeTruthy();
  expect(feed.link.find((link) => link["@_rel"] === "self")?.["@_href"]).toMatch(/^http/);
  const entries = (feed.entry ?? []).map((entry) => ({
    ...entry,
    title: text(entry.title),
    link: (entry.link as unknown as AtomEntry["link"][])[0]!,
  }));
  for (const entry of entries) {
    for (const required of ["id", "title", "updated"] as const) expect(entry[required], required).toBeTruthy();
    expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
  }
  return { feed, entries };
}

describe("feeds", () => {
  it("/latest-news/feed.xml lists live stories newest first, escapes titles, and leaves out drafts and scheduled stories", async () => {
    const live = await createNewsItem(database.db, {
      title: "Coats & <b>mittens</b> for 200 neighbors",
      publishedDate: new Date(Date.now() - 60_000),
    });
    const draft = await createNewsItem(database.db, { isPublished: false, publishedDate: new Date() });
    const later = await createNewsItem(database.db, { publishedDate: new Date(Date.now() + 86_400_000) });

    const { entries } = await readAtom(
      (await newsFeedLoader(args(getRequest("/latest-news/feed.xml"), context))) as Response,
    );
    const ids = entries.map((entry) => entry.id);
    // The entry's id stays the id address (it redirects), so a change of slug is not a new entry (ADR 0052).
    expect(ids[0]).toBe(`${TEST_ORIGIN}/news/${live.id}`);
    expect(entries[0]!.link["@_href"]).toBe(`${TEST_ORIGIN}/news/${live.slug}`);
    // Shown as text by a reader, not as bold markup.
    expect(entries[0]!.title).toBe("Coats &amp; &lt;b&gt;mittens&lt;/b&gt; for 200 neighbors");
    expect(ids).not.toContain(`${TEST_ORIGIN}/news/${draft.id}`);
    expect(ids).not.toContain(`${TEST_ORIGIN}/news/${later.id}`);
    const dates = entries.map((entry) => Date.parse(entry.updated));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("/newsletter/feed.xml lists live issues, not drafts or issues dated later", async () => {
    const issue = await createNewsletter(database.db, { title: "Harvest week", publishedDate: "2026-06-02" });
    const draft = await createNewsletter(database.db, { isPublished: false });
    const later = await createNewsletter(database.db, { publishedDate: "2099-01-01" });

    const { entries } = await readAtom(
      (await newsletterFeedLoader(args(getRequest("/newsletter/feed.xml"), context))) as Response,
    );
    const ids = entries.map((entry) => entry.id);
    expect(ids).toContain(`${TEST_ORIGIN}/newsletter/${issue.newsletterNumber}`);
    expect(entries.find((e) => e.id.endsWith(`/${issue.newsletterNumber}`))?.title).toBe(
      `No. ${issue.newsletterNumber}: Harvest week`,
    );
    expect(ids).not.toContain(`${TEST_ORIGIN}/newsletter/${draft.newsletterNumber}`);
    expect(ids).not.toContain(`${TEST_ORIGIN}/newsletter/${later.newsletterNumber}`);
  });
});
