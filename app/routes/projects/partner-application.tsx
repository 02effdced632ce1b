import { useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { preloadIslands, staticIsland } from "~/components/layout/static-island";
import { PARTNER_APPLICATION_PAGES } from "~/content/partners";
import { siteContext } from "~/context";
import { submitPartnerApplication } from "~/features/applications/applications.server";
import { callServerActionSafely } from "~/features/applications/client-action";
import {
  LazyPartnerApplicationForm,
  loadPartnerApplicationForm,
} from "~/features/applications/components/lazy-partner-application-form";
import { buildProjectChoices } from "~/features/applications/choices";
import { InlineApplication, isApplyOpen } from "~/features/projects/components/inline-application";
import { requirePartnerPage, requirePartnerPageMeta } from "~/features/projects/partner-pages";
import { listApplicationProjects } from "~/features/projects/projects.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/partner-application";

/**
 * The partner pages with an inline application (Shield Fashion, LON Tax; part 1 §2, §4). Their
 * copy is one record each in app/content/partners.ts; app/routes.ts registers each path.
 */

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = requirePartnerPageMeta(location.pathname);
  return seoMeta(matches, { title: page.title, description: page.description, path: `/projects/${page.slug}` });
};

// The page's text above and under the application comes from the server's HTML (static-island.tsx).
const Intro = staticIsland(() =>
  import("~/features/projects/components/partner-application-page.static").then(
    (module) => module.PartnerApplicationIntro,
  ),
);
const Closing = staticIsland(() =>
  import("~/features/projects/components/partner-application-page.static").then(
    (module) => module.PartnerApplicationDisclaimer,
  ),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(Intro, Closing)];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  // `url`, not `request.url`: React Router has taken the `.data` suffix of a client navigation off it.
  const page = requirePartnerPage(PARTNER_APPLICATION_PAGES, url.pathname);
  const projects = await listApplicationProjects(db);
  return {
    choices: buildProjectChoices(projects),
    defaultProject: projects.find((project) => project.slug === page.projectSlug)?.id,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  return submitPartnerApplication(site, request, {
    loadChoices: async () => buildProjectChoices(await listApplicationProjects(site.db)),
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerActionSafely(serverAction);
}

/** Opening or closing the application changes only `?apply`: nothing to reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

const preloadForm = () => void loadPartnerApplicationForm();

export default function PartnerApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const page = requirePartnerPageMeta(location.pathname);
  if (!("application" in page)) throw new Error(`${location.pathname} is not a partner page with an application`);
  const isOpen = isApplyOpen(new URLSearchParams(location.search));
  const { application } = page;
  return (
    <>
      <Intro key={page.slug} props={{ slug: page.slug }} />
      <InlineApplication
        isOpen={isOpen}
        pathname={location.pathname}
        openLabel={page.applyLabel}
        title={application.title}
        lead={application.lead}
        onOpenIntent={preloadForm}
        closedText={application.closedText}
      >
        <LazyPartnerApplicationForm
          id={application.formId}
          choices={loaderData.choices}
          defaultProject={loaderData.defaultProject}
          outcome={actionData}
        />
      </InlineApplication>
      <Closing key={page.slug} props={{ slug: page.slug }} />
    </>
  );
}
