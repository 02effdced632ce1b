import { SITE_NAME } from "~/content/site";

/**
 * An admin page's title names its section first, so tabs and history tell pages apart
 * (issue 18 item 10): "News — Admin | Site", "Edit: Spring drive — News — Admin | Site".
 */
export function adminTitle(section: string, detail?: string | null): string {
  return `${detail ? `${detail} — ` : ""}${section} — Admin | ${SITE_NAME}`;
}

/** A route's `meta`: the title above, and no admin page in search engines. */
export function adminMeta(section: string, detail?: string | null) {
  return [{ title: adminTitle(section, detail) }, { name: "robots", content: "noindex, nofollow" }];
}
