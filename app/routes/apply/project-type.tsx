import { data } from "react-router";
import { Container } from "~/components/layout/section";
import { AGENT_APPLICATION_PAGE, APPLY_TYPES } from "~/content/partners";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { submitPartnerApplication } from "~/features/applications/applications.server";
import { callServerActionSafely } from "~/features/applications/client-action";
import { PartnerApplicationForm } from "~/features/applications/components/partner-application-form";
import { buildProjectChoices } from "~/features/applications/choices";
import { PageHero } from "~/components/layout/page-hero";
import { listApplicationProjects } from "~/features/projects/projects.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/project-type";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  loaderData
    ? seoMeta(matches, {
        title: `${loaderData.hero.title} | ${SITE_NAME}`,
        description: loaderData.hero.lead,
        path: `/apply/${(params.projectType ?? "").trim().toLowerCase()}`,
      })
    : seoMeta(matches, { title: `Page not found | ${SITE_NAME}`, path: null, noindex: true });

/**
 * `/apply/{projectType}`: the generic partner form with a hero for the kind of partnership
 * (product, individual, business) or for one project, named by its slug. Anything else is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  const projectType = (params.projectType ?? "").trim().toLowerCase();
  const projects = await listApplicationProjects(db);
  const choices = buildProjectChoices(projects);
  const type = Object.hasOwn(APPLY_TYPES, projectType) ? APPLY_TYPES[projectType] : undefined;
  if (type) {
    return { choices, defaultProject: type.defaultChoice, hero: { eyebrow: type.eyebrow, title: type.title, lead: type.lead } };
  }
  const project = projects.find((candidate) => candidate.slug === projectType);
  if (!project) throw data(null, { status: 404 });
  return {
    choices,
    defaultProject: project.id,
    hero: {
      eyebrow: "Partner application",
      title: `Apply: ${project.title}`,
      lead: "Tell us a little about yourself and how you would like to take part. We will contact you within 24 hours.",
    },
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

export default function ApplyProjectTypeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero compact eyebrow={loaderData.hero.eyebrow} title={loaderData.hero.title} lead={loaderData.hero.lead} />
      <Container className="max-w-3xl py-10 sm:py-14">
        <section aria-labelledby="apply-form-title" className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-8">
          <h2 id="apply-form-title" className="text-3xl font-semibold">
            {AGENT_APPLICATION_PAGE.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted">{AGENT_APPLICATION_PAGE.formLead}</p>
          <PartnerApplicationForm choices={loaderData.choices} defaultProject={loaderData.defaultProject} outcome={actionData} />
        </section>
      </Container>
    </>
  );
}
