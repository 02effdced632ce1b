import { KeyRound, Library } from "lucide-react";
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { SHIELD_FASHION_PAGE } from "~/content/partners";
import { siteContext } from "~/context";
import { submitPartnerApplication } from "~/features/applications/applications.server";
import { callServerActionSafely } from "~/features/applications/client-action";
import { LazyPartnerApplicationForm, loadPartnerApplicationForm } from "~/features/applications/components/lazy-partner-application-form";
import { buildProjectChoices } from "~/features/applications/choices";
import { InlineApplication, isApplyOpen, openApplyHref } from "~/features/projects/components/inline-application";
import { Disclaimer, FactStrip, HighlightGrid, PartnerHero, PartnerSections } from "~/features/projects/components/partner-page";
import { listApplicationProjects } from "~/features/projects/projects.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/shield-fashion";

/** The Shield Fashion project in the database, preselected in the inline form. */
const PROJECT_SLUG = "shield-fashion-territorial-distribution";
const page = SHIELD_FASHION_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.meta.title, description: page.meta.description, path: "/projects/shield-fashion" });

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  const projects = await listApplicationProjects(db);
  return { choices: buildProjectChoices(projects), defaultProject: projects.find((project) => project.slug === PROJECT_SLUG)?.id };
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
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

const preloadForm = () => void loadPartnerApplicationForm();

export default function ShieldFashionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const isOpen = isApplyOpen(new URLSearchParams(location.search));
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
          <KeyRound aria-hidden="true" />
          Get Territorial Rights
        </Link>
        <Link to="/projects/library?category=business" className={buttonClasses({ variant: "outline-light", size: "lg", className: "w-full sm:w-auto" })}>
          <Library aria-hidden="true" />
          More opportunities
        </Link>
      </PartnerHero>
      <FactStrip facts={page.facts} label="Shield Fashion at a glance" />
      <HighlightGrid title={page.highlightsTitle} highlights={page.highlights} titleId="shield-highlights-title" />
      <PartnerSections sections={page.sections} />
      <InlineApplication
        isOpen={isOpen}
        pathname={location.pathname}
        openLabel="Get Territorial Rights"
        title="Apply for territorial rights"
        lead="Tell us where you live and we will check which territories are open near you. We reply within 24 hours."
        onOpenIntent={preloadForm}
        closedText="Territories are limited and assigned in the order applications arrive. The application takes about three minutes."
      >
        <LazyPartnerApplicationForm
          id="shield-fashion-application"
          choices={loaderData.choices}
          defaultProject={loaderData.defaultProject}
          outcome={actionData}
        />
      </InlineApplication>
      <Disclaimer>{page.disclaimer}</Disclaimer>
    </>
  );
}
