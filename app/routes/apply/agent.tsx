import { Info } from "lucide-react";
import { Container } from "~/components/layout/section";
import { ACADEMY_PROMO, AGENT_APPLICATION_PAGE } from "~/content/partners";
import { siteContext } from "~/context";
import { submitPartnerApplication } from "~/features/applications/applications.server";
import { callServerActionSafely } from "~/features/applications/client-action";
import { AcademyPromo } from "~/features/applications/components/academy-promo";
import { PartnerApplicationForm } from "~/features/applications/components/partner-application-form";
import { buildProjectChoices, findChoiceByTitle } from "~/features/applications/choices";
import { PageHero } from "~/components/layout/page-hero";
import { listApplicationProjects } from "~/features/projects/projects.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/agent";

const page = AGENT_APPLICATION_PAGE;

/** Served at /apply/agent (canonical) and /agent-application, the path the site's links use. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.meta.title, description: page.meta.description, path: "/apply/agent" });

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  const choices = buildProjectChoices(await listApplicationProjects(db));
  // `?project={title}` preselects that project (part 1 §2 partner buttons).
  const requested = url.searchParams.get("project")?.trim().slice(0, 200) || null;
  const preselected = findChoiceByTitle(choices, requested);
  return { choices, defaultProject: preselected?.value, unknownProject: requested && !preselected ? requested : null };
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

export default function AgentApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero compact eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_22rem] lg:gap-12">
        <section aria-labelledby="agent-form-title" className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-8">
          <h2 id="agent-form-title" className="text-3xl font-semibold">
            {page.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted">{page.formLead}</p>
          {loaderData.unknownProject ? (
            <p className="mb-6 flex items-start gap-2 rounded-md bg-info-50 p-3 text-sm text-info-700">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                We could not find &ldquo;{loaderData.unknownProject}&rdquo; among our open projects. Please choose the closest
                one, or a general opportunity, and mention it in your message.
              </span>
            </p>
          ) : null}
          <PartnerApplicationForm choices={loaderData.choices} defaultProject={loaderData.defaultProject} outcome={actionData} />
        </section>
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
    </>
  );
}
