import { PRIVACY_POLICY } from "~/content/legal";
import { siteContext } from "~/context";
import { LegalDocumentPage } from "~/features/engage/components/legal-document";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: PRIVACY_POLICY.meta.title,
    description: PRIVACY_POLICY.meta.description,
    path: "/privacy",
  });

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(siteContext);
  return { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE };
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document={PRIVACY_POLICY} contact={loaderData} />;
}
