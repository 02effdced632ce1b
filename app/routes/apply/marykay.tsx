import { ArrowDown, CheckCircle2, Handshake } from "lucide-react";
import { Container } from "~/components/layout/section";
import { ACADEMY_PROMO, CONSULTANT_PROGRAMME_PAGE } from "~/content/partners";
import { siteContext } from "~/context";
import { submitProgrammeApplication } from "~/features/applications/applications.server";
import { callServerActionSafely } from "~/features/applications/client-action";
import { AcademyPromo, MentorCard } from "~/features/applications/components/academy-promo";
import { ProgrammeApplicationForm } from "~/features/applications/components/programme-application-form";
import { HeroActions, PageHero } from "~/components/layout/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/marykay";

const page = CONSULTANT_PROGRAMME_PAGE;

/** Served at /apply/marykay (canonical) and /marykay-application, the path the site's links use. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.meta.title, description: page.meta.description, path: "/apply/marykay" });

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  return submitProgrammeApplication(site, request, "consultant");
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerActionSafely(serverAction);
}

export default function ConsultantApplicationRoute({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        image={{ src: "/images/seed/beauty-consultant.svg", alt: "A vanity table with skin-care bottles, lipstick and a round mirror", width: 640, height: 360 }}
      >
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
          <section aria-labelledby="consultant-benefits-title">
            <h2 id="consultant-benefits-title" className="text-2xl font-semibold sm:text-3xl">
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
          <section id="apply" aria-labelledby="consultant-form-title" className="scroll-mt-24 rounded-xl border border-line bg-white p-5 shadow-card sm:p-8">
            <h2 id="consultant-form-title" className="text-3xl font-semibold">
              {page.formTitle}
            </h2>
            <p className="mt-2 mb-6 text-muted">{page.formLead}</p>
            <ProgrammeApplicationForm kind="consultant" outcome={actionData} success={page.success} />
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <AcademyPromo title={ACADEMY_PROMO.title} text={ACADEMY_PROMO.text} link={ACADEMY_PROMO.link} />
          <aside aria-labelledby="consultant-note-title" className="rounded-xl border border-line bg-white p-6 shadow-card">
            <h2 id="consultant-note-title" className="flex items-center gap-2 text-xl font-semibold">
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
