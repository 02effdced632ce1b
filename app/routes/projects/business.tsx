import { ArrowRight, Building2, CheckCircle2, Library, User } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { BUSINESS_PAGE } from "~/content/projects/business";
import { siteContext } from "~/context";
import { submitOpportunityApplication } from "~/features/applications/applications.server";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands } from "~/components/layout/static-island";
import { callServerActionSafely } from "~/features/applications/client-action";
import { parseOpportunityType, type OpportunityType } from "~/features/applications/choices";
import { HeroActions, PageHero } from "~/components/layout/page-hero.static";
import { cn } from "~/utils/misc";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/business";

/** The form loads its code on the visitor's first touch (form-island.ts). */
const OpportunityApplicationForm = formIsland(() =>
  import("~/features/applications/components/opportunity-application-form").then(
    (module) => module.OpportunityApplicationForm,
  ),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(OpportunityApplicationForm)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: BUSINESS_PAGE.meta.title,
    description: BUSINESS_PAGE.meta.description,
    path: "/projects/business",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  return submitOpportunityApplication(site, request);
}

/** Part 1 §9: the submit button reads 'Submitting Application...' for about a second. */
const MIN_PENDING_MS = 1_000;

/** With JavaScript: a failed request keeps the typed values and shows the error toast instead of an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerActionSafely(serverAction, { minPendingMs: MIN_PENDING_MS });
}

const TYPE_ICONS: Record<OpportunityType, typeof User> = { individual: User, business: Building2 };

export default function BusinessOpportunityRoute({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const type = parseOpportunityType(searchParams.get("type"));
  const content = BUSINESS_PAGE.types[type];

  return (
    <>
      <PageHero
        eyebrow={BUSINESS_PAGE.hero.eyebrow}
        title={BUSINESS_PAGE.hero.title}
        lead={BUSINESS_PAGE.hero.lead}
        image={{
          src: "/images/projects/project-fallback.svg",
          alt: "A small shopfront with an open sign and a growing plant",
          width: 640,
          height: 360,
        }}
      >
        <HeroActions>
          <a href="#apply" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
            Apply for an opportunity
            <ArrowRight aria-hidden="true" />
          </a>
        </HeroActions>
      </PageHero>

      <section aria-labelledby="opportunity-type-title" className="py-12 sm:py-16">
        <Container>
          <nav aria-label={BUSINESS_PAGE.toggleLabel} className="flex justify-center">
            <ul className="inline-flex max-w-full gap-1 rounded-lg border border-line bg-sand p-1">
              {(["individual", "business"] as const).map((option) => {
                const Icon = TYPE_ICONS[option];
                const isCurrent = option === type;
                return (
                  <li key={option}>
                    <Link
                      to={option === "business" ? "?type=business" : "/projects/business"}
                      preventScrollReset
                      replace
                      aria-current={isCurrent ? "page" : undefined}
                      className={cn(
                        "inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:text-base",
                        isCurrent ? "bg-brand-700 text-white shadow-card" : "text-muted hover:bg-white hover:text-ink",
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      {BUSINESS_PAGE.types[option].label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="mx-auto mt-10 max-w-3xl text-center">
            <h2 id="opportunity-type-title" className="text-3xl font-semibold sm:text-4xl">
              {content.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{content.lead}</p>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-lg border border-line bg-white p-5 shadow-card sm:p-6">
                <CheckCircle2 aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-3 text-xl font-semibold">{benefit.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{benefit.description}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={content.apply.to} className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
              {content.apply.label}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              to={BUSINESS_PAGE.libraryLink.to}
              className={buttonClasses({ variant: "outline", size: "lg", className: "w-full sm:w-auto" })}
            >
              <Library aria-hidden="true" />
              {BUSINESS_PAGE.libraryLink.label}
            </Link>
          </div>
        </Container>
      </section>

      <section aria-labelledby="business-steps-title" className="bg-sand py-14 sm:py-16">
        <Container>
          <h2 id="business-steps-title" className="text-center text-3xl font-semibold sm:text-4xl">
            {BUSINESS_PAGE.stepsTitle}
          </h2>
          <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {BUSINESS_PAGE.steps.map((step, index) => (
              <li key={step.title} className="rounded-lg bg-white p-6 shadow-card">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-accent-700 font-semibold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section id="apply" aria-labelledby="opportunity-form-title" className="scroll-mt-24 py-14 sm:py-20">
        <Container className="max-w-3xl">
          <div className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-10">
            <h2 id="opportunity-form-title" className="text-3xl font-semibold">
              {BUSINESS_PAGE.formTitle}
              <span className="sr-only">: {content.label}</span>
            </h2>
            <p className="mt-2 mb-8 text-muted">{BUSINESS_PAGE.formLead}</p>
            <OpportunityApplicationForm key={type} props={{ type, outcome: actionData }} />
          </div>
        </Container>
      </section>
    </>
  );
}
