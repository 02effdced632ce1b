import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { completedCampaigns } from "~/db/schema";
import { cardText } from "./card-text";
import { isSlugShaped } from "~/utils/slugs/slug";
import type { PublishState } from "~/utils/preview";
import { withImageAlt } from "~/utils/image-alt";

/** Part 2 §9: 6 a page. */
export const COMPLETED_PAGE_SIZE = 6;

export interface CompletedCampaignCard {
  id: string;
  /** Its address: /completed-campaigns/{slug} (ADR 0052). */
  slug: string;
  title: string;
  /** Already cut for the card, so the page data stays small. */
  description: string;
  impactSummary: string | null;
  location: string | null;
  /** ISO date (YYYY-MM-DD). */
  completionDate: string;
  imageUrl: string | null;
  /** The alt attribute for the picture: "" when staff marked it decorative. */
  imageAlt: string;
  beneficiary: string | null;
}

export interface CompletedCampaignPage {
  items: CompletedCampaignCard[];
  total: number;
}

/** One page of published completed campaigns, newest completion first (part 2 §7). */
export async function listCompletedCampaigns(db: Db, page: number): Promise<CompletedCampaignPage> {
  const published = eq(completedCampaigns.isPublished, true);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: completedCampaigns.id,
        slug: completedCampaigns.slug,
        title: completedCampaigns.title,
        description: completedCampaigns.description,
        impactSummary: completedCampaigns.impactSummary,
        location: completedCampaigns.location,
        completionDate: completedCampaigns.completionDate,
        imageUrl: completedCampaigns.imageUrl,
        imageAlt: completedCampaigns.imageAlt,
        imageDecorative: completedCampaigns.imageDecorative,
        beneficiary: completedCampaigns.beneficiary,
      })
      .from(completedCampaigns)
      .where(published)
      // The id breaks ties, so a campaign never shows on two pages.
      .orderBy(desc(completedCampaigns.completionDate), desc(completedCampaigns.createdAt), completedCampaigns.id)
      .limit(COMPLETED_PAGE_SIZE)
      .offset((page - 1) * COMPLETED_PAGE_SIZE),
    db.select({ total: count() }).from(completedCampaigns).where(published),
  ]);
  return {
    total: totals?.total ?? 0,
    items: rows.map((row) => ({
      ...withImageAlt(row, row.title),
      imageUrl: row.imageUrl?.trim() || null,
      ...cardText(row.description, row.impactSummary),
    })),
  };
}

export interface CompletedCampaignDetail {
  /** "live" for everyone; "draft" only in an admin's preview. */
  state: PublishState;
  id: string;
  /** Its address: /completed-campaigns/{slug} (ADR 0052). */
  slug: string;
  title: string;
  description: string;
  location: string | null;
  completionDate: string;
  partnerOrganization: string | null;
  beneficiary: string | null;
  impactSummary: string | null;
  imageUrl: string | null;
  imageAlt: string;
  campaignUrl: string | null;
  showPartnershipSection: boolean;
  /** What search results show under the title; null means the impact summary or the description. */
  seoDescription: string | null;
  /** The picture for social cards; null means the campaign's own image. */
  socialImageUrl: string | null;
}

/** Where the detail page and the id or old-slug redirects look campaigns up (ADR 0052). */
export const COMPLETED_CAMPAIGN_SLUGS = { kind: "completed-campaign", table: completedCampaigns } as const;

/** Only published campaigns' ids and old slugs redirect for visitors (a draft's address stays unknown). */
export const publishedCompletedCampaigns = () => eq(completedCampaigns.isPublished, true);

/**
 * One published completed campaign by its slug, or null (unknown slug, or a draft). With
 * `preview` (for an admin only) a draft is read too. An id or an old slug is not found here: the
 * route redirects those (`redirectToCurrentSlug`).
 */
export async function getCompletedCampaign(
  db: Db,
  slug: string | undefined,
  { preview = false }: { preview?: boolean } = {},
): Promise<CompletedCampaignDetail | null> {
  if (!isSlugShaped(slug)) return null;
  const [row] = await db
    .select({
      id: completedCampaigns.id,
      slug: completedCampaigns.slug,
      title: completedCampaigns.title,
      description: completedCampaigns.description,
      location: completedCampaigns.location,
      completionDate: completedCampaigns.completionDate,
      partnerOrganization: completedCampaigns.partnerOrganization,
      beneficiary: completedCampaigns.beneficiary,
      impactSummary: completedCampaigns.impactSummary,
      imageUrl: completedCampaigns.imageUrl,
      imageAlt: completedCampaigns.imageAlt,
      imageDecorative: completedCampaigns.imageDecorative,
      campaignUrl: completedCampaigns.campaignUrl,
      showPartnershipSection: completedCampaigns.showPartnershipSection,
      isPublished: completedCampaigns.isPublished,
      seoDescription: completedCampaigns.seoDescription,
      socialImageUrl: completedCampaigns.socialImageUrl,
    })
    .from(completedCampaigns)
    .where(and(eq(completedCampaigns.slug, slug), preview ? undefined : publishedCompletedCampaigns()))
    .limit(1);
  if (!row) return null;
  const { isPublished, ...campaign } = row;
  return {
    ...withImageAlt(campaign, campaign.title),
    state: isPublished ? "live" : "draft",
    imageUrl: row.imageUrl?.trim() || null,
    campaignUrl: httpUrlOrNull(row.campaignUrl),
    seoDescription: row.seoDescription?.trim() || null,
    socialImageUrl: row.socialImageUrl?.trim() || null,
  };
}

function httpUrlOrNull(value: string | null): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
