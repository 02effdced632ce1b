import { CheckCircle2, HandHeart, Heart, Users } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { BABY_CAM_PAGE } from "~/content/partners/baby-cam";
import { FactStrip, PartnerHero } from "~/features/projects/components/partner-page";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/baby-cam-campaign";

const page = BABY_CAM_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.meta.title, description: page.meta.description, path: "/projects/baby-cam-campaign" });

export default function BabyCamCampaignRoute() {
  const { links } = page;
  return (
    <>
      <PartnerHero
        content={{ ...page.hero, className: "bg-gradient-to-br from-[#0b3336] to-[#11565b]" }}
        backTo={links.helpingHand.to}
        backLabel="Back to Helping Hand"
        showRating={false}
      >
        <Link
          to={links.donate.to}
          className={buttonClasses({ variant: "light", size: "lg", className: "w-full sm:w-auto" })}
        >
          <Heart aria-hidden="true" />
          {links.donate.label}
        </Link>
        <Link
          to={links.volunteer.to}
          className={buttonClasses({ variant: "outline-light", size: "lg", className: "w-full sm:w-auto" })}
        >
          <Users aria-hidden="true" />
          {links.volunteer.label}
        </Link>
      </PartnerHero>
      <FactStrip facts={page.facts} label="The drive at a glance" />

      <section aria-labelledby="baby-cam-story-title" className="py-14 sm:py-16">
        <Container className="grid max-w-5xl gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <h2 id="baby-cam-story-title" className="text-3xl font-semibold sm:text-4xl">
              {page.storyTitle}
            </h2>
            {page.story.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="rounded-xl bg-sand p-6 sm:p-8">
            <h2 className="text-2xl font-semibold">{page.applyTitle}</h2>
            <ol className="mt-4 flex flex-col gap-3">
              {page.apply.map((step) => (
                <li key={step} className="flex items-start gap-3 leading-relaxed">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  {step}
                </li>
              ))}
            </ol>
          </div>
        </Container>
      </section>

      <section aria-labelledby="baby-cam-help-title" className="pb-16 sm:pb-20">
        <Container>
          <div className="flex flex-col gap-6 rounded-xl bg-brand-800 p-6 text-white shadow-raised sm:p-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="baby-cam-help-title" className="text-3xl font-semibold text-white">
                $60 puts a parent back in the nursery
              </h2>
              <p className="mt-3 text-lg text-brand-50">
                Give one monitor or several, pack boxes with our volunteers, or see the other families our Helping Hand
                campaigns are supporting.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              <Link to={links.donate.to} className={buttonClasses({ variant: "light", size: "lg" })}>
                <Heart aria-hidden="true" />
                {links.donate.label}
              </Link>
              <Link to={links.helpingHand.to} className={buttonClasses({ variant: "outline-light", size: "lg" })}>
                <HandHeart aria-hidden="true" />
                {links.helpingHand.label}
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
