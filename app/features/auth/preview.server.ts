import type { SiteContext } from "~/context";
import { getSessionUser } from "./auth.server";
import { can } from "./permissions";

/**
 * May this request see a draft or scheduled item at its public address (issue 18)? Only an
 * staff member who edits content. Called by a public loader after the public query found nothing, so a visitor's page
 * costs no session lookup, and a signed-out request (no session cookie) none at all.
 */
export async function canPreviewDrafts(
  site: Pick<SiteContext, "auth" | "db" | "logger">,
  request: Request,
): Promise<boolean> {
  const user = await getSessionUser(site, request);
  return user ? can(user.role, "content") : false;
}
