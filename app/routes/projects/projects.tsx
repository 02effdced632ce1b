import { ArrowRight, Briefcase, CheckCircle2, HandHeart, Library, MapPin, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Container, Section } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { PROJECTS_PAGE } from "~/content/projects/overview";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero.static";
import { StatGrid } from "~/components/layout/stat-grid";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: PROJECTS_PAGE.meta.title, description: PROJECTS_PAGE.meta.description, path: "/projects" });

const CATEGORY_ICONS: Record<(typeof PROJECTS_PAGE.categories)[number]["icon"], { icon: LucideIcon; tone: string }> = {
  business: { icon: Briefcase, tone: "bg-brand-50 text-brand-700" },
  "helping-hand": { icon: HandHeart, tone: "bg-accent-50 text-accent-700" },
  library: { icon: Library, tone: "bg-brand-50 text-brand-700" },
};

export default function ProjectsRoute() {
  const page = PROJECTS_PAGE;
  const { featured } = page;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />

      <Section title={page.definitionsTitle} titleId="projects-definitions-title">
        <dl className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {page.definitions.map((definition) => (
            <div key={definition.term} className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
              <dt className="font-display text-2xl font-semibold text-brand-800">{definition.term}</dt>
              <dd className="mt-3 text-lg leading-relaxed text-muted">{definition.definition}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={page.categoriesTitle} titleId="projects-categories-title" tone="sand">
        <ul className="grid gap-5 md:grid-cols-3">
          {page.categories.map((category) => {
            const { icon: Icon, tone } = CATEGORY_ICONS[category.icon];
            return (
              <li
                key={category.title}
                className="group relative flex flex-col rounded-lg border border-line bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised"
              >
                <span className={`inline-flex size-12 items-center justify-center rounded-md ${tone}`}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-2xl font-semibold">{category.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-muted">{category.description}</p>
                <Link
                  to={category.link.to}
                  className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-brand-700 underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-lg"
                >
                  {category.link.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <section aria-labelledby="featured-project-title" className="py-14 sm:py-20">
        <Container>
          <div className="grid overflow-hidden rounded-xl border border-line bg-white shadow-card lg:grid-cols-2">
            <img
              src={featured.image.src}
              alt={featured.image.alt}
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className="aspect-[16/9] h-full w-full object-cover"
            />
            <div className="flex flex-col gap-4 p-6 sm:p-10">
              <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{featured.eyebrow}</p>
              <div className="flex flex-wrap items-center gap-3">
                <Badge tone="success">{featured.badge}</Badge>
                <span className="inline-flex items-center gap-1.5 text-sm text-muted">
                  <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                  {featured.location}
                </span>
              </div>
              <h2 id="featured-project-title" className="text-3xl font-semibold sm:text-4xl">
                {featured.title}
              </h2>
              <p className="text-lg leading-relaxed text-muted">{featured.description}</p>
              <ul className="flex flex-col gap-2">
                {featured.facts.map((fact) => (
                  <li key={fact} className="flex items-center gap-2 font-semibold">
                    <CheckCircle2 aria-hidden="true" className="size-5 text-success-700" />
                    {fact}
                  </li>
                ))}
              </ul>
              <Link
                to={featured.link.to}
                className={buttonClasses({ className: "mt-2 w-full sm:w-auto sm:self-start" })}
              >
                {featured.link.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </div>
        </Container>
      </section>

      <Section title={page.impact.title} lead={page.impact.lead} titleId="projects-impact-title" tone="brand">
        <StatGrid stats={page.impact.stats} tone="brand" />
        <p className="mt-8 text-center">
          <Link
            to={page.impact.link.to}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-200 underline-offset-4 hover:underline"
          >
            {page.impact.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <CallToAction title={page.cta.title} lead={page.cta.lead} links={page.cta.links} titleId="projects-cta-title" />
    </>
  );
}
