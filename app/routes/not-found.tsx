import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/error-pages";
import { SITE_NAME } from "~/content/site";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: `Page not found | ${SITE_NAME}`, path: null, noindex: true });

export function loader() {
  // Thrown so the response carries status 404 and the root error boundary renders it.
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
