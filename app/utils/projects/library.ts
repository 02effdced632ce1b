/** Pure rules of the Project Library (part 1 §2, §4, §9). */

/** Part 1 §9: six cards a page. */
export const LIBRARY_PAGE_SIZE = 6;
/** Part 1 §9: card descriptions are cut at 100 characters plus "...". */
export const CARD_EXCERPT_LENGTH = 100;

export const LIBRARY_CATEGORIES = ["business", "helping-hand"] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

/** Part 1 §2: `?category=helping-hand` shows campaigns; anything else (or nothing) the business view. */
export function parseLibraryCategory(value: string | null | undefined): LibraryCategory {
  return value === "helping-hand" ? "helping-hand" : "business";
}

/** A page number from the URL: a positive whole number, else 1 (`?page=abc` → 1). */
export function parsePageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.max(1, Number.parseInt(value.trim(), 10));
}

export function pageCount(total: number, pageSize = LIBRARY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page past the end shows the last page. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}

export function pageOffset(page: number, pageSize = LIBRARY_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/** The library URL for a category and page (page 1 is left out of the URL). */
export function libraryHref(category: LibraryCategory, page = 1): string {
  const params = new URLSearchParams({ category });
  if (page > 1) params.set("page", String(page));
  return `/projects/library?${params}`;
}

export type StatusTone = "success" | "info" | "warning";

/** Part 1 §4: Active is green, Completed blue, anything else yellow. */
export function statusTone(status: string | null | undefined): StatusTone {
  const value = (status ?? "").trim().toLowerCase();
  if (value === "active") return "success";
  if (value === "completed") return "info";
  return "warning";
}

/** An external address a link may open: http(s) only, so stored content cannot smuggle in `javascript:`. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An image source: a site path or an http(s) address. */
export function safeImageSrc(value: string | null | undefined): string | null {
  const src = value?.trim();
  if (!src) return null;
  if (src.startsWith("/") && !src.startsWith("//")) return src;
  return safeExternalUrl(src);
}

/** What a library card shows (the loader shapes it; the admin preview builds one as well). */
export interface CardBase {
  id: string;
  title: string;
  /** The description cut at 100 characters plus "..." (part 1 §9), so the page data stays small. */
  excerpt: string;
  location: string | null;
  status: string;
  imageUrl: string | null;
  /** The alt attribute for the picture: "" when staff marked it decorative. */
  imageAlt: string;
  /** ISO date (YYYY-MM-DD) or null. */
  startedDate: string | null;
}

export interface BusinessCard extends CardBase {
  /** `project_url`, opened by 'Learn More' in a new tab. */
  projectUrl: string | null;
  /** The partner button's target, by title (part 1 §2). */
  partnerHref: string;
}

export interface CampaignCard extends CardBase {
  campaignUrl: string | null;
  donationFormUrl: string | null;
  goalAmount: number | null;
  raisedAmount: number;
  /** Donors in the ledger (one per email address). */
  donorCount: number;
}
