import type { SiteContext } from "~/context";
import type { SessionUser } from "./auth.server";
import { isStaffRole } from "./permissions";
import { hasTwoFactor } from "./two-factor.server";

/** Where staff set up their second factor (outside /admin, so the admin check never loops). */
export const TWO_FACTOR_SETUP_PATH = "/auth/two-factor/setup";

/** A staff member who has not enrolled a second factor yet: no back-office page until they do. */
export async function staffWithoutSecondFactor(site: Pick<SiteContext, "db">, user: SessionUser): Promise<boolean> {
  return isStaffRole(user.role) && !(await hasTwoFactor(site.db, user.id));
}
