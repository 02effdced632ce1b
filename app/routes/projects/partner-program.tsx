import { useLocation } from "react-router";
import { preloadIslands, staticIsland } from "~/components/layout/static-island";
import { partnerSlugFromPath, requirePartnerPageMeta } from "~/features/projects/partner-pages";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/partner-program";

/**
 * The lab-grown diamond partner pages (AMERA Diamonds, lab-grown diamonds; part 1 §2). Their copy
 * is one record each in app/content/partners.ts; app/routes.ts registers each path. The page is
 * text and links only: the browser keeps the server's HTML and loads its code only after a
 * client-side navigation (static-island.tsx).
 */

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = requirePartnerPageMeta(location.pathname);
  return seoMeta(matches, { title: page.title, description: page.description, path: `/projects/${page.slug}` });
};

const Page = staticIsland(() =>
  import("~/features/projects/components/partner-program-page.static").then((module) => module.PartnerProgramPage),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(Page)];

export default function PartnerProgramRoute() {
  const slug = partnerSlugFromPath(useLocation().pathname);
  return <Page key={slug} props={{ slug }} />;
}
