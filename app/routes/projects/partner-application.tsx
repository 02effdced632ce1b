import { Link, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PARTNER_APPLICATION_PAGES } from "~/content/partners";
import { siteContext } from "~/context";
import { submitPartnerApplication } from "~/features/applications/applications.server";
import { callServerActionSafely } from "~/features/applications/client-action";
import {
  LazyPartnerApplicationForm,
  loadPartnerApplicationForm,
} from "~/features/applications/components/lazy-partner-application-form";
import { buildProjectChoices } from "~/features/applications/choices";
import { InlineApplication, isApplyOpen, openApplyHref } from "~/features/projects/components/inline-application";
import {
  Disclaimer,
  FactStrip,
  HighlightGrid,
  PartnerHero,
  PartnerSections,
} from "~/features/projects/components/partner-page";
import { requirePartnerPage } from "~/features/projects/partner-pages";
import { listApplicationProjects } from "~/features/projects/projects.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/partner-application";

/**
 * The partner pages with an inline application (Shield Fashion, LON Tax; part 1 §2, §4). Their
 * copy is one record each in app/content/partners.ts; app/routes.ts registers each path.
 */

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = requirePartnerPage(PARTNER_APPLICATION_PAGES, location.pathname);
  return seoMeta(matches, {
    title: page.meta.title,
    description: page.meta.description,
    path: `/projects/${page.slug}`,
  });
};

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
  const page = requirePartnerPage(PARTNER_APPLICATION_PAGES, location.pathname);
  const isOpen = isApplyOpen(new URLSearchParams(location.search));
  const { applyAction, secondaryAction, application } = page;
  return (
    <>
      <PartnerHero content={page.hero}>
        <Link
          to={openApplyHref(location.pathname)}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
          preventScrollReset
          replace
          className={buttonClasses({ variant: "light", size: "lg", className: "w-full sm:w-auto" })}
        >
          <applyAction.icon aria-hidden="true" />
          {applyAction.label}
        </Link>
        <Link
          to={secondaryAction.to}
          className={buttonClasses({ variant: "outline-light", size: "lg", className: "w-full sm:w-auto" })}
        >
          <secondaryAction.icon aria-hidden="true" />
          {secondaryAction.label}
        </Link>
      </PartnerHero>
      <FactStrip facts={page.facts} label={page.factsLabel} />
      <HighlightGrid title={page.highlightsTitle} highlights={page.highlights} titleId={page.highlightsTitleId} />
      <PartnerSections sections={page.sections} />
      <InlineApplication
        isOpen={isOpen}
        pathname={location.pathname}
        openLabel={applyAction.label}
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
      <Disclaimer>{page.disclaimer}</Disclaimer>
    </>
  );
}
