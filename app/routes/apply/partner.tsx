import { Info } from "lucide-react";
import { data } from "react-router";
import { Container } from "~/components/layout/section";
import { ACADEMY_PROMO } from "~/content/partners/academy-promo";
import { AGENT_APPLICATION_PAGE } from "~/content/partners/agent-application";
import { APPLY_TYPES } from "~/content/partners/apply-types";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { submitPartnerApplication } from "~/features/applications/applications.server";
import { buildProjectChoices, findChoiceByTitle } from "~/features/applications/choices";
import { callServerActionSafely } from "~/features/applications/client-action";
import { AcademyPromo } from "~/features/applications/components/academy-promo";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands } from "~/components/layout/static-island";
import { PageHero } from "~/components/layout/page-hero.static";
import { listApplicationProjects } from "~/features/projects/projects.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/partner";

const page = AGENT_APPLICATION_PAGE;

/**
 * The generic partner form, one module at two paths: /apply/agent (canonical; /agent-application
 * redirects here), with the next steps beside it and `?project={title}` preselecting a project,
 * and /apply/{projectType}, with a hero for the kind of partnership (product, individual,
 * business, from `APPLY_TYPES`) or for one project named by its slug. Anything else is a 404.
 */
/** The form loads its code on the visitor's first touch (form-island.ts). */
const PartnerApplicationForm = formIsland(() =>
  import("~/features/applications/components/partner-application-form").then((module) => module.PartnerApplicationForm),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(PartnerApplicationForm)];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta(matches, {
        title: loaderData.path === "/apply/agent" ? page.meta.title : `${loaderData.hero.title} | ${SITE_NAME}`,
        description: loaderData.path === "/apply/agent" ? page.meta.description : loaderData.hero.lead,
        path: loaderData.path,
      })
    : seoMeta(matches, { title: `Page not found | ${SITE_NAME}`, path: null, noindex: true });

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  const projects = await listApplicationProjects(db);
  const choices = buildProjectChoices(projects);
  const projectType = "projectType" in params ? (params.projectType ?? "").trim().toLowerCase() : null;

  if (projectType === null) {
    // `?project={title}` preselects that project (part 1 §2 partner buttons).
    const requested = url.searchParams.get("project")?.trim().slice(0, 200) || null;
    const preselected = findChoiceByTitle(choices, requested);
    return {
      path: "/apply/agent",
      choices,
      defaultProject: preselected?.value,
      unknownProject: requested && !preselected ? requested : null,
      hero: page.hero,
      withNextSteps: true,
    };
  }
  const type = Object.hasOwn(APPLY_TYPES, projectType) ? APPLY_TYPES[projectType] : undefined;
  const project = type ? undefined : projects.find((candidate) => candidate.slug === projectType);
  if (!type && !project) throw data(null, { status: 404 });
  return {
    path: `/apply/${projectType}`,
    choices,
    defaultProject: type ? type.defaultChoice : project?.id,
    unknownProject: null,
    hero: type
      ? { eyebrow: type.eyebrow, title: type.title, lead: type.lead }
      : {
          eyebrow: "Partner application",
          title: `Apply: ${project?.title}`,
          lead: "Tell us a little about yourself and how you would like to take part. We will contact you within 24 hours.",
        },
    withNextSteps: false,
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

export default function PartnerApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const titleId = loaderData.withNextSteps ? "agent-form-title" : "apply-form-title";
  const form = (
    <section aria-labelledby={titleId} className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-8">
      <h2 id={titleId} className="text-3xl font-semibold">
        {page.formTitle}
      </h2>
      <p className="mt-2 mb-6 text-muted">{page.formLead}</p>
      {loaderData.unknownProject ? (
        <p className="mb-6 flex items-start gap-2 rounded-md bg-info-50 p-3 text-sm text-info-700">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            We could not find &ldquo;{loaderData.unknownProject}&rdquo; among our open projects. Please choose the
            closest one, or a general opportunity, and mention it in your message.
          </span>
        </p>
      ) : null}
      <PartnerApplicationForm
        // Another project in the address draws the form anew, with that project chosen.
        key={loaderData.defaultProject ?? ""}
        props={{ choices: loaderData.choices, defaultProject: loaderData.defaultProject, outcome: actionData }}
      />
    </section>
  );
  return (
    <>
      <PageHero compact eyebrow={loaderData.hero.eyebrow} title={loaderData.hero.title} lead={loaderData.hero.lead} />
      {loaderData.withNextSteps ? (
        <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_22rem] lg:gap-12">
          {form}
          <div className="flex flex-col gap-6">
            <section aria-labelledby="agent-next-title" className="rounded-xl bg-sand p-6 sm:p-8">
              <h2 id="agent-next-title" className="text-2xl font-semibold">
                {page.nextTitle}
              </h2>
              <ol className="mt-4 flex flex-col gap-3">
                {page.next.map((step, index) => (
                  <li key={step} className="flex gap-3 leading-relaxed">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                    >
                      {index + 1}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
            </section>
            <AcademyPromo title={ACADEMY_PROMO.title} text={ACADEMY_PROMO.text} link={ACADEMY_PROMO.link} />
          </div>
        </Container>
      ) : (
        <Container className="max-w-3xl py-10 sm:py-14">{form}</Container>
      )}
    </>
  );
}
