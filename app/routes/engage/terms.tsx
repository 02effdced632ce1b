import { siteContext } from "~/context";
import { LegalPage } from "~/features/pages/components/legal-page";
import { TERMS } from "~/content/legal";
import { getLegalShape, getPageCopy } from "~/features/pages/pages.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: TERMS.meta.title, description: TERMS.meta.description, path: "/terms" });

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(siteContext);
  // The words staff edit in the back office (ADR 0049); a save empties the page cache (ADR 0006).
  const copy = await getPageCopy(db, "terms");
  return { shape: getLegalShape("terms"), copy, email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE };
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage shape={loaderData.shape} copy={loaderData.copy} contact={loaderData} />;
}
