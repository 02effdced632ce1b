import { ArrowRight, Equal, Heart, X } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { Container, Section } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { siteContext } from "~/context";
import { getTextCopy } from "~/features/pages/pages.server";
import { MISSION_PAGE } from "~/content/about/mission";
import { PageHero } from "~/components/layout/page-hero.static";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/mission";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: MISSION_PAGE.meta.title,
    description: MISSION_PAGE.meta.description,
    path: "/about/mission",
  });

const OPERATORS = [X, Equal];

/** The page's words staff edit in the back office (ADR 0049); a save empties the page cache. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await getTextCopy(context.get(siteContext).db, "mission") };
}

export default function MissionRoute({ loaderData }: Route.ComponentProps) {
  const page = loaderData.copy;
  const { example } = page;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        aside={
          <aside
            aria-label="A campaign in one line"
            className="rounded-xl bg-brand-800 p-6 text-center text-white shadow-raised sm:p-8"
          >
            <p className="text-sm font-semibold tracking-widest text-accent-200 uppercase">A campaign in one line</p>
            <p className="mt-3 font-display text-4xl font-semibold text-white sm:text-5xl">400 × $10</p>
            <p className="mt-1 font-display text-2xl text-brand-100">= $4,000</p>
            <p className="mt-4 text-brand-50">400 families, one $10 health kit each, paid for by donors.</p>
          </aside>
        }
      />

      <section aria-labelledby="mission-statement-title" className="py-14 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <figure className="rounded-xl bg-brand-800 p-7 text-white shadow-raised sm:p-10">
            <h2
              id="mission-statement-title"
              className="font-sans text-sm font-semibold tracking-widest text-accent-200 uppercase"
            >
              {page.statementTitle}
            </h2>
            <blockquote className="mt-4">
              <p className="font-display text-2xl leading-relaxed sm:text-3xl">{page.statement}</p>
            </blockquote>
          </figure>
          <div className="flex flex-col justify-center">
            <h2 className="text-3xl font-semibold">{page.visionTitle}</h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{page.vision}</p>
          </div>
        </Container>
      </section>

      <Section title={example.title} lead={example.lead} titleId="mission-example-title" tone="sand">
        <div className="mx-auto max-w-5xl">
          <ol
            aria-label="400 units × $10 each = $4,000"
            className="flex flex-col items-stretch gap-3 md:flex-row md:items-center"
          >
            {example.steps.map((step, index) => {
              const Operator = OPERATORS[index];
              return (
                <Fragment key={step.label}>
                  <Card as="li" shape="panel" className="flex-1 p-6 text-center">
                    <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{step.label}</p>
                    <p className="mt-2 font-display text-4xl font-semibold text-brand-800 sm:text-5xl">{step.value}</p>
                    <p className="mt-2 text-muted">{step.detail}</p>
                  </Card>
                  {Operator ? (
                    <li aria-hidden="true" className="flex justify-center text-brand-700">
                      <Operator className="size-8" />
                    </li>
                  ) : null}
                </Fragment>
              );
            })}
          </ol>
          <p className="mt-8 text-lg leading-relaxed">{example.explanation}</p>
        </div>
      </Section>

      <Section title={page.definitionsTitle} titleId="mission-definitions-title">
        <dl className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {page.definitions.map((definition) => (
            <Card shape="panel" key={definition.term} className="border-t-4 border-t-brand-700 p-6 sm:p-8">
              <dt className="font-display text-2xl font-semibold text-brand-800">{definition.term}</dt>
              <dd className="mt-3 text-lg leading-relaxed text-muted">{definition.definition}</dd>
            </Card>
          ))}
        </dl>
      </Section>

      <Section title={page.valuesTitle} titleId="mission-values-title" tone="sand">
        <ul className="grid gap-5 md:grid-cols-3">
          {page.values.map((value) => (
            <li key={value.title} className="rounded-lg bg-white p-6 shadow-card">
              <Heart aria-hidden="true" className="size-6 text-accent-600" />
              <h3 className="mt-3 text-xl font-semibold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{value.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/projects" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
            See our projects
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link
            to="/about/team"
            className={buttonClasses({ variant: "outline", size: "lg", className: "w-full sm:w-auto" })}
          >
            Meet the team
          </Link>
        </div>
      </Section>
    </>
  );
}
