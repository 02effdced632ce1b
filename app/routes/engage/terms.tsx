import { TERMS } from "~/content/legal";
import { LegalDocumentPage } from "~/features/engage/components/legal-document";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => [
  { title: TERMS.meta.title },
  { name: "description", content: TERMS.meta.description },
];

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.env.CONTACT_EMAIL, phone: context.env.CONTACT_PHONE };
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document={TERMS} contact={loaderData} />;
}
