import { ArrowRight, History } from "lucide-react";
import { Link } from "react-router";
import { Container, Section } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { siteContext } from "~/context";
import { getTextCopy } from "~/features/pages/pages.server";
import { IMPACT_PAGE } from "~/content/about/impact";
import { IMPACT_STATS } from "~/content/about/impact-stats";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero.static";
import { StatGrid } from "~/components/layout/stat-grid";
import { TestimonialCard } from "~/components/layout/testimonial-card";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/impact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: IMPACT_PAGE.meta.title, description: IMPACT_PAGE.meta.description, path: "/about/impact" });

/** The page's words staff edit in the back office (ADR 0049); a save empties the page cache. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await getTextCopy(context.get(siteContext).db, "impact") };
}

export default function ImpactRoute({ loaderData }: Route.ComponentProps) {
  const page = loaderData.copy;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />

      <section aria-labelledby="impact-stats-title" className="py-12 sm:py-16">
        <Container>
          <h2 id="impact-stats-title" className="sr-only">
            {page.statsTitle}
          </h2>
          <StatGrid stats={IMPACT_STATS} />
        </Container>
      </section>

      <Section title={page.storiesTitle} lead={page.storiesLead} titleId="impact-stories-title" tone="sand">
        <ul className="grid gap-6 lg:grid-cols-3">
          {page.stories.map((story) => (
            <Card as="li" key={story.title} className="flex flex-col overflow-hidden">
              <img
                src={story.image.src}
                alt={story.image.alt}
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="aspect-[16/9] w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-3 p-6">
                <Badge tone="brand" className="self-start">
                  {story.label}
                </Badge>
                <h3 className="text-2xl font-semibold">{story.title}</h3>
                <p className="flex-1 leading-relaxed text-muted">{story.description}</p>
                <Link
                  to={story.link.to}
                  className={buttonClasses({ variant: "outline", size: "sm", className: "mt-2 self-start" })}
                >
                  {story.link.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </div>
            </Card>
          ))}
        </ul>
        <Card
          shape="panel"
          className="mt-10 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <p className="flex items-start gap-3 text-lg">
            <History aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            {page.completedText}
          </p>
          <Link to={page.completedLink.to} className={buttonClasses({ className: "w-full shrink-0 sm:w-auto" })}>
            {page.completedLink.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Card>
      </Section>

      <Section title={page.testimonialsTitle} titleId="impact-testimonials-title">
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {page.testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title={page.cta.title} lead={page.cta.lead} links={page.cta.links} titleId="impact-cta-title" />
    </>
  );
}
