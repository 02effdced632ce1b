import { TERMS } from "~/content/legal";
import { siteContext } from "~/context";
import { LegalDocumentPage } from "~/features/engage/components/legal-document";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: TERMS.meta.title, description: TERMS.meta.description, path: "/terms" });

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(siteContext);
  return { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE };
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document={TERMS} contact={loaderData} />;
}
