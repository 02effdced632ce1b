import { count, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { donorCountSql, raisedAmountSql } from "~/db/raised";
import { businessProjects, campaigns } from "~/db/schema";
import { truncate } from "~/utils/misc";
import {
  CARD_EXCERPT_LENGTH,
  clampPage,
  LIBRARY_PAGE_SIZE,
  pageCount,
  pageOffset,
  safeExternalUrl,
  safeImageSrc,
  type BusinessCard,
  type CampaignCard,
  type LibraryCategory,
} from "~/utils/projects/library";
import { libraryPartnerHref } from "~/features/projects/partners";
import { withImageAlt } from "~/utils/image-alt";

interface PageInfo {
  page: number;
  totalPages: number;
  total: number;
}

export type LibraryPage =
  | ({ category: "business"; items: BusinessCard[] } & PageInfo)
  | ({ category: "helping-hand"; items: CampaignCard[] } & PageInfo);

/**
 * One page of the Project Library: published items only, newest first (part 1 §7), six a
 * page (§9). A page past the end shows the last page. Two round trips: count, then the page.
 */
export async function listLibraryPage(db: Db, category: LibraryCategory, requestedPage: number): Promise<LibraryPage> {
  return category === "helping-hand" ? listCampaignPage(db, requestedPage) : listBusinessPage(db, requestedPage);
}

async function listBusinessPage(db: Db, requestedPage: number): Promise<LibraryPage> {
  const published = eq(businessProjects.isPublished, true);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(businessProjects).where(published);
  const totalPages = pageCount(total, LIBRARY_PAGE_SIZE);
  const page = clampPage(requestedPage, totalPages);
  const rows = await db
    .select({
      id: businessProjects.id,
      title: businessProjects.title,
      description: businessProjects.description,
      location: businessProjects.location,
      status: businessProjects.status,
      imageUrl: businessProjects.imageUrl,
      imageAlt: businessProjects.imageAlt,
      imageDecorative: businessProjects.imageDecorative,
      startedDate: businessProjects.startedDate,
      projectUrl: businessProjects.projectUrl,
    })
    .from(businessProjects)
    .where(published)
    .orderBy(desc(businessProjects.createdAt), desc(businessProjects.id))
    .limit(LIBRARY_PAGE_SIZE)
    .offset(pageOffset(page, LIBRARY_PAGE_SIZE));

  return {
    category: "business",
    page,
    totalPages,
    total,
    items: rows.map(({ description, ...row }) => ({
      ...withImageAlt(row, row.title),
      excerpt: truncate(description, CARD_EXCERPT_LENGTH),
      imageUrl: safeImageSrc(row.imageUrl),
      projectUrl: safeExternalUrl(row.projectUrl),
      partnerHref: libraryPartnerHref(row.title),
    })),
  };
}

/**
 * Published campaigns for the library's Helping Hand view. Only the columns a card shows:
 * never the eligibility code (ARCHITECTURE security rules).
 */
async function listCampaignPage(db: Db, requestedPage: number): Promise<LibraryPage> {
  const published = eq(campaigns.isPublished, true);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(campaigns).where(published);
  const totalPages = pageCount(total, LIBRARY_PAGE_SIZE);
  const page = clampPage(requestedPage, totalPages);
  const rows = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      location: campaigns.location,
      status: campaigns.status,
      imageUrl: campaigns.imageUrl,
      imageAlt: campaigns.imageAlt,
      imageDecorative: campaigns.imageDecorative,
      startedDate: campaigns.startedDate,
      campaignUrl: campaigns.campaignUrl,
      donationFormUrl: campaigns.donationFormUrl,
      goalAmount: campaigns.goalAmount,
      raisedAmount: raisedAmountSql,
      donorCount: donorCountSql,
    })
    .from(campaigns)
    .where(published)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(LIBRARY_PAGE_SIZE)
    .offset(pageOffset(page, LIBRARY_PAGE_SIZE));

  return {
    category: "helping-hand",
    page,
    totalPages,
    total,
    items: rows.map(({ description, ...row }) => ({
      ...withImageAlt(row, row.title),
      excerpt: truncate(description, CARD_EXCERPT_LENGTH),
      imageUrl: safeImageSrc(row.imageUrl),
      campaignUrl: safeExternalUrl(row.campaignUrl),
      donationFormUrl: safeExternalUrl(row.donationFormUrl),
      goalAmount: row.goalAmount === null ? null : Number(row.goalAmount),
      raisedAmount: Number(row.raisedAmount ?? 0),
      donorCount: Number(row.donorCount ?? 0),
    })),
  };
}
