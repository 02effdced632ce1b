/** Where campaign management lives: a list, one campaign, its editor, its participants, a new one. */
export const CAMPAIGNS_PATH = "/admin/campaigns";
export const campaignPath = (id: string, view?: "edit" | "participants") =>
  `${CAMPAIGNS_PATH}/${encodeURIComponent(id)}${view ? `/${view}` : ""}`;

/**
 * The address of the screen an old query-string URL meant (`/admin?campaign=…&tab=participants`,
 * `&edit=1`, staff bookmarks; also the campaign dropdown without JavaScript), or null when the
 * query names no campaign screen.
 */
export function campaignScreenFromQuery(search: URLSearchParams): string | null {
  const campaign = search.get("campaign");
  const tab = search.get("tab");
  const edit = search.get("edit");
  if (campaign === null && tab === null && edit === null) return null;
  if (campaign === "new") return `${CAMPAIGNS_PATH}/new`;
  if (!campaign) return CAMPAIGNS_PATH;
  return campaignPath(campaign, tab === "participants" ? "participants" : edit === "1" ? "edit" : undefined);
}
