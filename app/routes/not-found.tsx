import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/error-pages";

export const meta = () => [{ title: "Page not found | Community Synergy Network" }];

export function loader() {
  // Thrown so the response carries status 404 and the root error boundary renders it.
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
