import { ArrowLeft, SearchX } from "lucide-react";
import { data, Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { AGENT_APPLICATION_PAGE } from "~/content/partners/agent-application";
import { PROJECT_APPLICATION_PAGE } from "~/content/partners/project-application";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { submitPartnerApplication } from "~/features/applications/applications.server";
import { callServerActionSafely } from "~/features/applications/client-action";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands } from "~/components/layout/static-island";
import { buildProjectChoices } from "~/features/applications/choices";
import { PageHero } from "~/components/layout/page-hero.static";
import { findApplicationProject, listApplicationProjects } from "~/features/projects/projects.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/project-application";

const { unavailable } = PROJECT_APPLICATION_PAGE;

/** The form loads its code on the visitor's first touch (form-island.ts). */
const PartnerApplicationForm = formIsland(() =>
  import("~/features/applications/components/partner-application-form").then((module) => module.PartnerApplicationForm),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(PartnerApplicationForm)];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta(matches, {
        title: `Apply: ${loaderData.project.title} | ${SITE_NAME}`,
        description: `Apply to take part in ${loaderData.project.title}. We reply within 24 hours.`,
        path: null,
        noindex: true,
      })
    : seoMeta(matches, { title: `${unavailable.title} | ${SITE_NAME}`, path: null, noindex: true });

/**
 * `/project-application/{id}?project={title}`: the generic form preselected to one project.
 * Part 1 §4: a project that is missing or has no valid collaboration options is 'Project Not
 * Available' (status 404).
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  const title = url.searchParams.get("project");
  const project = await findApplicationProject(db, { id: params.id, title });
  if (!project || project.options.length === 0) throw data(null, { status: 404 });
  const choices = buildProjectChoices(await listApplicationProjects(db));
  return { project: { id: project.id, title: project.title }, choices };
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

export default function ProjectApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { project } = loaderData;
  return (
    <>
      <PageHero
        compact
        eyebrow="Project application"
        title={`Apply: ${project.title}`}
        lead="Choose how you would like to take part and tell us a little about yourself. We will contact you within 24 hours."
      />
      <Container className="max-w-3xl py-10 sm:py-14">
        <Link
          to={`/projects/${project.id}`}
          className="mb-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the project
        </Link>
        <section
          aria-labelledby="project-form-title"
          className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-8"
        >
          <h2 id="project-form-title" className="text-3xl font-semibold">
            {AGENT_APPLICATION_PAGE.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted">{AGENT_APPLICATION_PAGE.formLead}</p>
          <PartnerApplicationForm
            key={project.id}
            props={{ choices: loaderData.choices, defaultProject: project.id, outcome: actionData }}
          />
        </section>
      </Container>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[55vh] flex-col items-center justify-center py-16 text-center">
        <SearchX aria-hidden="true" className="size-12 text-brand-600" />
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{unavailable.title}</h1>
        <p className="mt-3 max-w-xl text-lg text-muted">{unavailable.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={unavailable.library.to} className={buttonClasses({ size: "lg" })}>
            {unavailable.library.label}
          </Link>
          <Link to={unavailable.agent.to} className={buttonClasses({ variant: "outline", size: "lg" })}>
            {unavailable.agent.label}
          </Link>
        </div>
      </Container>
    </div>
  );
}
