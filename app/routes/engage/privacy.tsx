import { siteContext } from "~/context";
import { getRetentionPeriods } from "~/features/admin/privacy/retention.server";
import { LegalPage } from "~/features/pages/components/legal-page";
import { PRIVACY_POLICY } from "~/content/legal";
import { getLegalShape, getPageCopy } from "~/features/pages/pages.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: PRIVACY_POLICY.meta.title,
    description: PRIVACY_POLICY.meta.description,
    path: "/privacy",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(siteContext);
  // The periods staff set in the back office (issue 38) and the policy's words (ADR 0049); a change
  // to either empties the page cache (ADR 0006).
  const [periods, copy] = await Promise.all([getRetentionPeriods(db), getPageCopy(db, "privacy")]);
  return {
    shape: getLegalShape("privacy"),
    copy,
    email: env.CONTACT_EMAIL,
    phone: env.CONTACT_PHONE,
    retention: { periods, backupsKept: env.BACKUPS_KEPT },
  };
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage shape={loaderData.shape} copy={loaderData.copy} contact={loaderData} />;
}
