import { ArrowRight, CheckCircle2, Gift, Heart, Mail } from "lucide-react";
import { Link } from "react-router";
import { mailtoHref } from "~/components/layout/contact-links";
import { Container, Section } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { HELPING_HAND_PAGE } from "~/content/projects/helping-hand";
import { siteContext } from "~/context";
import { HeroActions, PageHero } from "~/components/layout/page-hero.static";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/helping-hand";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: HELPING_HAND_PAGE.meta.title,
    description: HELPING_HAND_PAGE.meta.description,
    path: "/projects/helping-hand",
  });

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(siteContext);
  // Part 1 §2: a contact address for large donations.
  return { contactEmail: env.CONTACT_EMAIL };
}

export default function HelpingHandRoute({ loaderData }: Route.ComponentProps) {
  const page = HELPING_HAND_PAGE;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        image={{
          src: "/images/seed/military-families.svg",
          alt: "Care boxes with stars and hearts, packed with vitamins, sunscreen and toothbrushes",
          width: 640,
          height: 360,
        }}
      >
        <HeroActions>
          <Link
            to={page.donate.button.to}
            className={buttonClasses({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}
          >
            <Heart aria-hidden="true" />
            {page.donate.button.label}
          </Link>
          <Link
            to={page.libraryLink.to}
            className={buttonClasses({ variant: "outline", size: "lg", className: "w-full sm:w-auto" })}
          >
            {page.libraryLink.shortLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </HeroActions>
      </PageHero>

      <Section title={page.howTitle} titleId="helping-hand-how-title">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {page.how.map((group) => (
            <div key={group.title} className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
              <h3 className="text-2xl font-semibold">{group.title}</h3>
              <ul className="mt-4 flex flex-col gap-3">
                {group.points.map((point) => (
                  <li key={point} className="flex items-start gap-3 leading-relaxed">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section title={page.impactTitle} titleId="helping-hand-impact-title" tone="sand">
        <ul className="grid gap-6 md:grid-cols-3">
          {page.impactStories.map((story) => (
            <li
              key={story.title}
              className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-card sm:p-8"
            >
              <p className="font-display text-5xl font-semibold text-brand-700">{story.value}</p>
              <h3 className="mt-2 text-xl font-semibold">{story.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{story.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={page.libraryLink.to} className={buttonClasses({ variant: "outline" })}>
            {page.libraryLink.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </Section>

      <section aria-labelledby="helping-hand-donate-title" className="py-14 sm:py-20">
        <Container className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-4 rounded-xl bg-brand-800 p-6 text-white shadow-raised sm:p-10">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-300 text-brand-900">
              <Heart aria-hidden="true" className="size-6" />
            </span>
            <h2 id="helping-hand-donate-title" className="text-3xl font-semibold text-white">
              {page.donate.title}
            </h2>
            <p className="text-lg text-brand-50">{page.donate.text}</p>
            <Link
              to={page.donate.button.to}
              className={buttonClasses({ variant: "light", size: "lg", className: "mt-2 w-full sm:w-auto" })}
            >
              <Heart aria-hidden="true" />
              {page.donate.button.label}
            </Link>
          </div>
          <div className="flex flex-col items-start gap-4 rounded-xl border border-line bg-white p-6 shadow-card sm:p-10">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700">
              <Gift aria-hidden="true" className="size-6" />
            </span>
            <h2 className="text-3xl font-semibold">{page.largeGifts.title}</h2>
            <p className="text-lg text-muted">{page.largeGifts.text}</p>
            <a
              href={mailtoHref(loaderData.contactEmail)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              {loaderData.contactEmail}
            </a>
          </div>
        </Container>
      </section>
    </>
  );
}
