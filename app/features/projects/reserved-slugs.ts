/**
 * The fixed pages under /projects/ (app/routes.ts, spec part 1 §2): React Router sends these paths
 * to their own route before /projects/{slug}, so a project with one of them as its address could
 * never be reached. The editor refuses them, and the database never makes one from a title
 * (`fill_slug`'s third argument in drizzle/0022_project_slugs.sql, which must list the same slugs).
 */
export const PROJECT_RESERVED_SLUGS = [
  "library",
  "business",
  "helping-hand",
  "shield-fashion",
  "amera-diamonds",
  "lab-grown-diamonds",
  "orel-developers",
  "lon-tax",
  "baby-cam-campaign",
] as const;

export const PROJECT_RESERVED_SLUG_MESSAGE =
  "This address belongs to one of the site's own pages under /projects/. Please choose a different one.";

export function isReservedProjectSlug(slug: string): boolean {
  return (PROJECT_RESERVED_SLUGS as readonly string[]).includes(slug.toLowerCase());
}
