import { randomBytes } from "node:crypto";
import type { Db } from "~/db/client.server";
import { newsletters, newsletterSubscribers } from "~/db/schema";
import { single, unique, uniqueEmail } from "./unique";

export type NewsletterOverrides = Partial<typeof newsletters.$inferInsert>;

/** Numbers well above any seeded issue, so a factory newsletter never takes a seeded number. */
let nextNumber = 9000 + Math.floor(Math.random() * 1000) * 100;

/** A published newsletter issue with a unique number. */
export async function createNewsletter(
  db: Db,
  overrides: NewsletterOverrides = {},
): Promise<typeof newsletters.$inferSelect> {
  const title = overrides.title ?? unique("Test Newsletter");
  nextNumber += 1;
  return single(
    await db
      .insert(newsletters)
      .values({
        newsletterNumber: nextNumber,
        title,
        excerpt: `${title}: the excerpt.`,
        content: `<p>${title}: the issue's body.</p>`,
        author: "Test Author",
        publishedDate: "2026-06-01",
        featuredImageUrl: "/images/test/newsletter.svg",
        isPublished: true,
        ...overrides,
      })
      .returning(),
  );
}

export type SubscriberOverrides = Partial<typeof newsletterSubscribers.$inferInsert>;

/** A confirmed subscriber with fresh tokens. */
export async function createSubscriber(
  db: Db,
  overrides: SubscriberOverrides = {},
): Promise<typeof newsletterSubscribers.$inferSelect> {
  return single(
    await db
      .insert(newsletterSubscribers)
      .values({
        email: uniqueEmail("subscriber"),
        status: "confirmed",
        confirmToken: randomBytes(16).toString("hex"),
        unsubscribeToken: randomBytes(16).toString("hex"),
        source: "test",
        confirmedAt: new Date(),
        ...overrides,
      })
      .returning(),
  );
}
