import type { BusinessProject } from "~/db/schema";
import type { ProjectHeroData } from "~/features/projects/components/project-hero";
import { truncate } from "~/utils/misc";
import { parseBrandColors, resolveBrandTheme } from "~/features/projects/brand-colors";
import { normalizeCollaborationOptions } from "~/features/projects/collaboration-options";
import { parseCssColor } from "~/features/projects/css-color";
import { CARD_EXCERPT_LENGTH, safeExternalUrl, safeImageSrc, type BusinessCard } from "~/utils/projects/library";
import { companyNameFor, libraryPartnerHref } from "~/features/projects/partners";
import { contentImageAlt } from "~/utils/image-alt";
import { MAX_GRADIENT_STOPS, type ProjectInput } from "./admin-validation";

/**
 * Moving between what is stored (part 1 §3: brand colours and collaboration types in several
 * shapes) and what the editor's fields hold (plain strings), plus the live preview's data.
 * Pure, so the browser and the server share it.
 */

export interface CollaborationRow {
  option: string;
  description: string;
}

/** The editor's values, every one a string (or rows of strings), as the form holds them. */
export interface ProjectFormValues {
  title: string;
  slug: string;
  description: string;
  location: string;
  startedDate: string;
  status: string;
  category: string;
  imageUrl: string;
  imageAlt: string;
  imageDecorative: boolean;
  projectUrl: string;
  collaboratingCompanyName: string;
  collaboratingCompanyLogo: string;
  collaborationWays: string;
  collaborationOptions: CollaborationRow[];
  brandPrimary: string;
  brandSecondary: string;
  gradientDirection: string;
  gradientStops: string[];
  backgroundWhite: boolean;
  isMadeInUsa: boolean;
  isPublished: boolean;
  seoDescription: string;
  socialImageUrl: string;
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, "0");

/** Any accepted CSS colour as #rrggbb (the editor's fields take hex only); "" when unreadable. */
export function toHexColor(value: string | undefined): string {
  if (!value) return "";
  const trimmed = value.trim().toLowerCase();
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(trimmed)) return trimmed;
  const rgba = parseCssColor(trimmed);
  return rgba ? `#${hex(rgba.r)}${hex(rgba.g)}${hex(rgba.b)}` : "";
}

/** #rgb → #rrggbb, for `<input type="color">`, which takes the long form only. */
export function toLongHex(value: string): string | null {
  const color = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(color)) return color;
  if (/^#[0-9a-f]{3}$/.test(color)) return `#${[...color.slice(1)].map((digit) => digit + digit).join("")}`;
  return null;
}

export const NEW_PROJECT_VALUES: ProjectFormValues = {
  title: "",
  slug: "",
  description: "",
  location: "",
  startedDate: "",
  status: "Active",
  category: "Business Opportunity",
  imageUrl: "",
  imageAlt: "",
  imageDecorative: false,
  projectUrl: "",
  collaboratingCompanyName: "",
  collaboratingCompanyLogo: "",
  collaborationWays: "",
  collaborationOptions: [],
  brandPrimary: "",
  brandSecondary: "",
  gradientDirection: "",
  gradientStops: [],
  backgroundWhite: false,
  isMadeInUsa: false,
  // A new project starts as a draft: nothing reaches the public site until someone publishes it.
  isPublished: false,
  seoDescription: "",
  socialImageUrl: "",
};

/** What the editor shows for a stored project, whatever shape its JSON columns have. */
export function formValuesFromProject(project: BusinessProject): ProjectFormValues {
  const colors = parseBrandColors(project.brandColors);
  return {
    title: project.title,
    slug: project.slug,
    description: project.description,
    location: project.location ?? "",
    startedDate: project.startedDate ?? "",
    status: project.status,
    category: project.category,
    imageUrl: project.imageUrl ?? "",
    imageAlt: project.imageAlt ?? "",
    imageDecorative: project.imageDecorative,
    projectUrl: project.projectUrl ?? "",
    collaboratingCompanyName: project.collaboratingCompanyName ?? "",
    collaboratingCompanyLogo: project.collaboratingCompanyLogo ?? "",
    collaborationWays: project.collaborationWays ?? "",
    collaborationOptions: normalizeCollaborationOptions(project.availableCollaborationTypes),
    brandPrimary: toHexColor(colors.primary),
    brandSecondary: toHexColor(colors.secondary),
    gradientDirection: colors.gradient?.direction ?? "",
    gradientStops: (colors.gradient?.stops ?? []).slice(0, MAX_GRADIENT_STOPS).map(toHexColor),
    backgroundWhite: Boolean(colors.background),
    isMadeInUsa: project.isMadeInUsa,
    isPublished: project.isPublished,
    seoDescription: project.seoDescription ?? "",
    socialImageUrl: project.socialImageUrl ?? "",
  };
}

/** The canonical stored shape of brand colours (part 1 §3), or null when the admin set none. */
export function buildBrandColors(
  input: Pick<
    ProjectInput,
    "brandPrimary" | "brandSecondary" | "gradientDirection" | "gradientStops" | "backgroundWhite"
  >,
): Record<string, unknown> | null {
  const stops = input.gradientStops.filter((stop): stop is string => Boolean(stop));
  const colors: Record<string, unknown> = {};
  if (input.brandPrimary) colors.primary = input.brandPrimary;
  if (input.brandSecondary) colors.secondary = input.brandSecondary;
  if (input.gradientDirection && stops.length >= 2) colors.gradient = { direction: input.gradientDirection, stops };
  if (input.backgroundWhite) colors.background_white = "#ffffff";
  return Object.keys(colors).length > 0 ? colors : null;
}

/** The stored list of collaboration options, or null for none. */
export function buildCollaborationOptions(rows: ProjectInput["collaborationOptions"]): CollaborationRow[] | null {
  const options = rows
    .filter((row): row is CollaborationRow => Boolean(row.option && row.description))
    .map(({ option, description }) => ({ option, description }));
  return options.length > 0 ? options : null;
}

export const PREVIEW_ID = "preview";

/** The library card and the detail hero as the public pages would draw them from these values. */
export function previewFromValues(values: ProjectFormValues): { card: BusinessCard; hero: ProjectHeroData } {
  const title = values.title.trim() || "Your project title";
  const stops = values.gradientStops.map((stop) => stop.trim()).filter(Boolean);
  const brandColors = {
    primary: values.brandPrimary.trim() || undefined,
    secondary: values.brandSecondary.trim() || undefined,
    gradient:
      values.gradientDirection && stops.length >= 2 ? { direction: values.gradientDirection, stops } : undefined,
  };
  const startedDate = /^\d{4}-\d{2}-\d{2}$/.test(values.startedDate) ? values.startedDate : null;
  const status = values.status.trim() || "Active";
  const location = values.location.trim() || null;
  return {
    card: {
      id: PREVIEW_ID,
      title,
      excerpt: truncate(
        values.description.trim() || "The description's first 100 characters appear here.",
        CARD_EXCERPT_LENGTH,
      ),
      location,
      status,
      imageUrl: safeImageSrc(values.imageUrl),
      imageAlt: contentImageAlt(
        { imageAlt: values.imageAlt, imageDecorative: values.imageDecorative },
        `Picture for ${title}`,
      ),
      startedDate,
      projectUrl: safeExternalUrl(values.projectUrl),
      partnerHref: libraryPartnerHref(title),
    },
    hero: {
      title,
      status,
      category: values.category.trim() || "Business Opportunity",
      companyName: companyNameFor({ title, collaboratingCompanyName: values.collaboratingCompanyName }),
      companyLogo: safeImageSrc(values.collaboratingCompanyLogo),
      location,
      startedDate,
      // Invalid colours are skipped by the same normaliser the public page uses.
      theme: resolveBrandTheme({ title, brandColors }),
    },
  };
}

const TEXT_KEYS = [
  "title",
  "slug",
  "description",
  "location",
  "startedDate",
  "status",
  "category",
  "imageUrl",
  "imageAlt",
  "projectUrl",
  "collaboratingCompanyName",
  "collaboratingCompanyLogo",
  "collaborationWays",
  "brandPrimary",
  "brandSecondary",
  "gradientDirection",
  "seoDescription",
  "socialImageUrl",
] as const satisfies readonly (keyof ProjectFormValues)[];

const CHECKBOX_KEYS = [
  "imageDecorative",
  "backgroundWhite",
  "isMadeInUsa",
  "isPublished",
] as const satisfies readonly (keyof ProjectFormValues)[];

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The editor's values from a submitted payload (Conform's `initialValue`, nested: rows as a list
 * of objects, stops as a list), so a refused form comes back exactly as it was typed.
 */
export function valuesFromPayload(payload: Record<string, unknown>): ProjectFormValues {
  const values = { ...NEW_PROJECT_VALUES };
  for (const key of TEXT_KEYS) values[key] = asText(payload[key]);
  for (const key of CHECKBOX_KEYS) values[key] = payload[key] === "on" || payload[key] === "true";
  const rows = Array.isArray(payload.collaborationOptions) ? (payload.collaborationOptions as unknown[]) : [];
  values.collaborationOptions = Array.from(rows, (row) => {
    const record = row && typeof row === "object" ? (row as Record<string, unknown>) : {};
    return { option: asText(record.option), description: asText(record.description) };
  });
  const stops = Array.isArray(payload.gradientStops) ? (payload.gradientStops as unknown[]) : [];
  values.gradientStops = Array.from(stops, asText);
  return values;
}

/** The same nested payload read from the live form, for the preview. */
export function payloadFromFormData(formData: FormData): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const rows: Record<string, string>[] = [];
  const stops: string[] = [];
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    const row = /^collaborationOptions\[(\d{1,2})\]\.(option|description)$/.exec(name);
    if (row) {
      const index = Number(row[1]);
      (rows[index] ??= {})[row[2]!] = value;
      continue;
    }
    const stop = /^gradientStops\[(\d)\]$/.exec(name);
    if (stop) {
      stops[Number(stop[1])] = value;
      continue;
    }
    payload[name] = value;
  }
  payload.collaborationOptions = rows;
  payload.gradientStops = stops;
  return payload;
}
