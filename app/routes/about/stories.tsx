import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Container, Section } from "~/components/layout/section";
import { Card } from "~/components/ui/card";
import { siteContext } from "~/context";
import { getTextCopy } from "~/features/pages/pages.server";
import { STORIES_PAGE } from "~/content/about/stories";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero.static";
import { StarRating } from "~/components/ui/star-rating";
import { TestimonialCard } from "~/components/layout/testimonial-card";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/stories";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: STORIES_PAGE.meta.title,
    description: STORIES_PAGE.meta.description,
    path: "/about/stories",
  });

/** The page's words staff edit in the back office (ADR 0049); a save empties the page cache. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await getTextCopy(context.get(siteContext).db, "stories") };
}

export default function StoriesRoute({ loaderData }: Route.ComponentProps) {
  const page = loaderData.copy;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />

      <section aria-labelledby="stories-title" className="py-14 sm:py-20">
        <Container className="max-w-5xl">
          <h2 id="stories-title" className="text-3xl font-semibold sm:text-4xl">
            {page.storiesTitle}
          </h2>
          <ol className="mt-8 flex flex-col gap-6">
            {page.stories.map((story, index) => (
              <Card as="li" shape="panel" key={story.title} className="grid gap-4 p-6 sm:grid-cols-[3rem_1fr] sm:p-8">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 items-center justify-center rounded-full bg-accent-100 font-display text-xl font-semibold text-accent-800"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-2xl font-semibold">{story.title}</h3>
                  <p className="mt-2 text-lg leading-relaxed text-muted">{story.text}</p>
                </div>
              </Card>
            ))}
          </ol>
        </Container>
      </section>

      <Section title={page.partnersTitle} titleId="stories-partners-title" tone="sand">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {page.partners.map((partner) => (
            <Card
              as="li"
              key={partner.to}
              className="group relative flex flex-col p-6 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised"
            >
              <img
                src={partner.logo}
                alt=""
                aria-hidden="true"
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-md"
              />
              <p className="mt-4 text-sm font-semibold tracking-widest text-accent-700 uppercase">
                {partner.programme}
              </p>
              <h3 className="mt-1 text-2xl font-semibold">{partner.name}</h3>
              <StarRating tone="dark" label="Member rating" className="mt-2" />
              <p className="mt-2 flex-1 leading-relaxed text-muted">{partner.description}</p>
              <Link
                to={partner.to}
                className="mt-4 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-brand-700 underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-lg"
              >
                Visit {partner.name}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title={page.testimonialsTitle} titleId="stories-testimonials-title">
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {page.testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Start your own story"
        lead="Find a partner program that fits your skills and your town, or help fund the next campaign."
        links={[
          { to: "/projects/business", label: "Explore business opportunities" },
          { to: "/donate", label: "Donate" },
        ]}
        titleId="stories-cta-title"
      />
    </>
  );
}
