import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { completedCampaigns } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { truncate } from "~/utils/misc";
import { withImageAlt } from "~/utils/image-alt";

/** Part 1 §9: the home campaign card cuts the description at 120 characters plus "...". */
export const HOME_CAMPAIGN_EXCERPT_LENGTH = 120;

export interface LatestCampaignCard {
  id: string;
  /** Its address: /completed-campaigns/{slug} (ADR 0052). */
  slug: string;
  title: string;
  /** The description, already cut for the card, so the page data stays small. */
  excerpt: string;
  imageUrl: string | null;
  /** The alt attribute for the picture: "" when staff marked it decorative. */
  imageAlt: string;
  location: string | null;
  /** ISO date (YYYY-MM-DD). */
  completionDate: string;
}

/**
 * The newest published completed campaign for the home page's news carousel (part 1 §7:
 * ordered by completion date, limit 1). On a database error it logs and returns null, so
 * the card is simply absent and the rest of the page still renders (part 1 §8).
 */
export async function getLatestCompletedCampaign(
  db: Db,
  logger: Pick<Logger, "error">,
  /** The page's `dontCache` (app/context.ts): a page without its card must not be cached. */
  dontCache: () => void = () => {},
): Promise<LatestCampaignCard | null> {
  try {
    const [row] = await db
      .select({
        id: completedCampaigns.id,
        slug: completedCampaigns.slug,
        title: completedCampaigns.title,
        description: completedCampaigns.description,
        imageUrl: completedCampaigns.imageUrl,
        imageAlt: completedCampaigns.imageAlt,
        imageDecorative: completedCampaigns.imageDecorative,
        location: completedCampaigns.location,
        completionDate: completedCampaigns.completionDate,
      })
      .from(completedCampaigns)
      .where(eq(completedCampaigns.isPublished, true))
      .orderBy(desc(completedCampaigns.completionDate), desc(completedCampaigns.createdAt))
      .limit(1);
    if (!row) return null;
    const { description, ...rest } = row;
    return {
      ...withImageAlt(rest, rest.title),
      imageUrl: rest.imageUrl?.trim() || null,
      excerpt: truncate(description, HOME_CAMPAIGN_EXCERPT_LENGTH),
    };
  } catch (error) {
    logger.error({ err: error }, "loading the latest completed campaign for the home page failed");
    dontCache();
    return null;
  }
}
