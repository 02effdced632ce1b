import { ArrowDown, CheckCircle2, Handshake } from "lucide-react";
import { useLocation } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { PROGRAM_APPLY_PAGES, programSlugOf } from "~/content/partners/apply-types";
import { MADE_IN_USA } from "~/content/partners/made-in-usa";
import { siteContext } from "~/context";
import { submitProgrammeApplication } from "~/features/applications/applications.server";
import { callServerActionSafely } from "~/features/applications/client-action";
import { AcademyPromo, MentorCard } from "~/features/applications/components/academy-promo";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands } from "~/components/layout/static-island";
import { MadeInUsaNotice } from "~/features/projects/components/made-in-usa-notice";
import { HeroActions, PageHero } from "~/components/layout/page-hero";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/program";

/**
 * /apply/marykay and /apply/amera-diamonds (canonical; /marykay-application and
 * /amera-diamonds-application redirect here): one module registered at both paths, its copy
 * from `PROGRAM_APPLY_PAGES` by the path's last segment.
 */
/** The form loads its code on the visitor's first touch (form-island.ts). */
const ProgrammeApplicationForm = formIsland(() =>
  import("~/features/applications/components/programme-application-form").then(
    (module) => module.ProgrammeApplicationForm,
  ),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(ProgrammeApplicationForm)];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const slug = programSlugOf(location.pathname);
  const { page } = PROGRAM_APPLY_PAGES[slug];
  return seoMeta(matches, { title: page.meta.title, description: page.meta.description, path: `/apply/${slug}` });
};

export async function action({ request, context, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  // `url`, not `request.url`: a scripted submission's request goes to `….data`.
  const program = PROGRAM_APPLY_PAGES[programSlugOf(url.pathname)];
  return submitProgrammeApplication(site, request, program.kind);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerActionSafely(serverAction);
}

export default function ProgramApplicationRoute({ actionData }: Route.ComponentProps) {
  const program = PROGRAM_APPLY_PAGES[programSlugOf(useLocation().pathname)];
  const { page, kind } = program;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} image={program.image}>
        <HeroActions>
          <a href="#apply" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
            Apply now
            <ArrowDown aria-hidden="true" />
          </a>
        </HeroActions>
      </PageHero>
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_24rem] lg:gap-12">
        <div className="flex flex-col gap-8">
          <MentorCard {...page.mentor} />
          <section aria-labelledby={`${kind}-benefits-title`}>
            <h2 id={`${kind}-benefits-title`} className="text-2xl font-semibold sm:text-3xl">
              {page.benefitsTitle}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {page.benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-3 rounded-lg bg-sand p-4 leading-relaxed">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  {benefit}
                </li>
              ))}
            </ul>
          </section>
          <section
            id="apply"
            aria-labelledby={`${kind}-form-title`}
            className="scroll-mt-24 rounded-xl border border-line bg-white p-5 shadow-card sm:p-8"
          >
            <h2 id={`${kind}-form-title`} className="text-3xl font-semibold">
              {page.formTitle}
            </h2>
            <p className="mt-2 mb-6 text-muted">{page.formLead}</p>
            <ProgrammeApplicationForm key={kind} props={{ kind, outcome: actionData, success: page.success }} />
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <AcademyPromo title={program.academy.title} text={program.academy.text} link={program.academy.link} />
          {program.showMadeInUsa ? <MadeInUsaNotice title={MADE_IN_USA.title} text={MADE_IN_USA.text} /> : null}
          <aside
            aria-labelledby={`${kind}-note-title`}
            className="rounded-xl border border-line bg-white p-6 shadow-card"
          >
            <h2 id={`${kind}-note-title`} className="flex items-center gap-2 text-xl font-semibold">
              <Handshake aria-hidden="true" className="size-5 text-brand-700" />
              {page.collaborationNote.title}
            </h2>
            <p className="mt-2 leading-relaxed text-muted">{page.collaborationNote.text}</p>
          </aside>
        </div>
      </Container>
    </>
  );
}
