import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { businessProjects } from "~/db/schema";
import { resolveBrandTheme, type BrandTheme } from "~/features/projects/brand-colors";
import { normalizeCollaborationOptions, type CollaborationOption } from "~/features/projects/collaboration-options";
import { safeExternalUrl, safeImageSrc } from "~/utils/projects/library";
import {
  collaborationTextFor,
  companyNameFor,
  detailPartnerHref,
  supportProjectHref,
} from "~/features/projects/partners";
import { isUuid } from "~/db/ids";
import type { PublishState } from "~/utils/preview";
import { isSlugShaped } from "~/utils/slugs/slug";
import { contentImageAlt } from "~/utils/image-alt";

export interface ProjectDetail {
  id: string;
  slug: string;
  title: string;
  description: string;
  location: string | null;
  /** ISO date (YYYY-MM-DD) or null. */
  startedDate: string | null;
  status: string;
  category: string;
  imageUrl: string | null;
  /** The alt attribute for the picture: "" when staff marked it decorative. */
  imageAlt: string;
  projectUrl: string | null;
  companyName: string;
  companyLogo: string | null;
  collaborationText: string;
  options: CollaborationOption[];
  theme: BrandTheme;
  isMadeInUsa: boolean;
  /** Where the partner button goes (part 1 §2), or null when there is nothing to apply for. */
  partnerHref: string | null;
  /** 'Support This Project' for projects outside the business category. */
  supportHref: string | null;
  /** "live" for everyone; "draft" only in an admin's preview. */
  state: PublishState;
  /** What search results show under the title; null means the description. */
  seoDescription: string | null;
  /** The picture for social cards; null means the project's own image. */
  socialImageUrl: string | null;
}

/** Where the detail page and the id or old-slug redirects look projects up (ADR 0052). */
export const PROJECT_SLUGS = { kind: "project", table: businessProjects } as const;

/** Only published projects' ids and old slugs redirect for visitors (a draft's address stays unknown). */
export const publishedProjects = () => eq(businessProjects.isPublished, true);

/**
 * One published project by its slug (in any case), shaped for the detail page; null when there is
 * none. An id or an old slug is not found here: the route redirects those (`redirectToCurrentSlug`).
 * Every stored value that reaches markup is validated here (links, images, colors).
 */
export async function getProjectDetail(
  db: Db,
  slugParam: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<ProjectDetail | null> {
  const slug = slugParam.trim().toLowerCase();
  if (!isSlugShaped(slug)) return null;
  const match = eq(businessProjects.slug, slug);

  const [row] = await db
    .select({
      id: businessProjects.id,
      slug: businessProjects.slug,
      title: businessProjects.title,
      description: businessProjects.description,
      location: businessProjects.location,
      startedDate: businessProjects.startedDate,
      status: businessProjects.status,
      category: businessProjects.category,
      imageUrl: businessProjects.imageUrl,
      imageAlt: businessProjects.imageAlt,
      imageDecorative: businessProjects.imageDecorative,
      projectUrl: businessProjects.projectUrl,
      collaboratingCompanyName: businessProjects.collaboratingCompanyName,
      collaboratingCompanyLogo: businessProjects.collaboratingCompanyLogo,
      collaborationWays: businessProjects.collaborationWays,
      availableCollaborationTypes: businessProjects.availableCollaborationTypes,
      brandColors: businessProjects.brandColors,
      isMadeInUsa: businessProjects.isMadeInUsa,
      isPublished: businessProjects.isPublished,
      seoDescription: businessProjects.seoDescription,
      socialImageUrl: businessProjects.socialImageUrl,
    })
    .from(businessProjects)
    .where(and(match, preview ? undefined : publishedProjects()))
    .limit(1);
  if (!row) return null;

  const options = normalizeCollaborationOptions(row.availableCollaborationTypes);
  const partnerHref = detailPartnerHref(row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    location: row.location,
    startedDate: row.startedDate,
    status: row.status,
    category: row.category,
    imageUrl: safeImageSrc(row.imageUrl),
    imageAlt: contentImageAlt(row, row.title),
    projectUrl: safeExternalUrl(row.projectUrl),
    companyName: companyNameFor(row),
    companyLogo: safeImageSrc(row.collaboratingCompanyLogo),
    collaborationText: collaborationTextFor(row),
    options,
    theme: resolveBrandTheme(row),
    isMadeInUsa: row.isMadeInUsa,
    // The project-specific form needs options to offer (part 1 §4); without them the button would lead nowhere.
    partnerHref: partnerHref.startsWith("/project-application/") && options.length === 0 ? null : partnerHref,
    supportHref: supportProjectHref(row),
    state: row.isPublished ? "live" : "draft",
    seoDescription: row.seoDescription?.trim() || null,
    socialImageUrl: safeImageSrc(row.socialImageUrl),
  };
}

/** A project a visitor can apply for, with its valid collaboration options. */
export interface ApplicationProject {
  id: string;
  slug: string;
  title: string;
  options: CollaborationOption[];
}

/** Published projects for the partner form's select, ordered by title (part 1 §7). */
export async function listApplicationProjects(db: Db): Promise<ApplicationProject[]> {
  const rows = await db
    .select({
      id: businessProjects.id,
      slug: businessProjects.slug,
      title: businessProjects.title,
      availableCollaborationTypes: businessProjects.availableCollaborationTypes,
    })
    .from(businessProjects)
    .where(eq(businessProjects.isPublished, true))
    // Case-insensitive, so the order is the same on every database collation.
    .orderBy(sql`lower(${businessProjects.title})`, asc(businessProjects.title));
  return rows.map(({ availableCollaborationTypes, ...row }) => ({
    ...row,
    options: normalizeCollaborationOptions(availableCollaborationTypes),
  }));
}

/**
 * The project of a project-specific application: by id when it is a uuid, else by title
 * (part 1 §7 "one row by title"). Null when it is missing or unpublished.
 */
export async function findApplicationProject(
  db: Db,
  { id, title }: { id?: string | null; title?: string | null },
): Promise<ApplicationProject | null> {
  const byId = id && isUuid(id.trim()) ? eq(businessProjects.id, id.trim()) : null;
  const byTitle = title?.trim() ? sql`lower(${businessProjects.title}) = ${title.trim().toLowerCase()}` : null;
  const match = byId ?? byTitle;
  if (!match) return null;
  const [row] = await db
    .select({
      id: businessProjects.id,
      slug: businessProjects.slug,
      title: businessProjects.title,
      availableCollaborationTypes: businessProjects.availableCollaborationTypes,
    })
    .from(businessProjects)
    .where(and(match, eq(businessProjects.isPublished, true)))
    .limit(1);
  if (!row) return null;
  const { availableCollaborationTypes, ...project } = row;
  return { ...project, options: normalizeCollaborationOptions(availableCollaborationTypes) };
}
