import { PRIVACY_POLICY } from "~/content/legal";
import { LegalDocumentPage } from "~/features/engage/components/legal-document";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [
  { title: PRIVACY_POLICY.meta.title },
  { name: "description", content: PRIVACY_POLICY.meta.description },
];

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.env.CONTACT_EMAIL, phone: context.env.CONTACT_PHONE };
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document={PRIVACY_POLICY} contact={loaderData} />;
}
