import type { Db } from "~/db/client.server";
import { newsItems } from "~/db/schema";
import { single, unique } from "./unique";

export type NewsItemOverrides = Partial<typeof newsItems.$inferInsert>;

/** A published news item (the table's default is unpublished; tests mostly want it shown). */
export async function createNewsItem(
  db: Db,
  overrides: NewsItemOverrides = {},
): Promise<typeof newsItems.$inferSelect> {
  const title = overrides.title ?? unique("Test News");
  return single(
    await db
      .insert(newsItems)
      .values({
        title,
        description: `${title}: a summary written by a test factory.`,
        content: `<p>${title}: the article body.</p>`,
        category: "Community",
        author: "Test Author",
        publishedDate: new Date("2026-06-01T12:00:00Z"),
        imageUrl: "/images/test/news.svg",
        tags: [],
        isPublished: true,
        ...overrides,
      })
      .returning(),
  );
}
