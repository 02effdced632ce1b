import { Gem, GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { AMERA_DIAMONDS_PAGE, MADE_IN_USA } from "~/content/partners";
import {
  Disclaimer,
  FactStrip,
  HighlightGrid,
  MadeInUsaNotice,
  PartnerHero,
  PartnerSections,
} from "~/features/projects/components/partner-page";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/amera-diamonds";

const page = AMERA_DIAMONDS_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.meta.title, description: page.meta.description, path: "/projects/amera-diamonds" });

function Actions({ tone }: { tone: "hero" | "page" }) {
  return (
    <>
      <Link
        to="/amera-diamonds-application"
        className={buttonClasses({ variant: tone === "hero" ? "light" : "primary", size: "lg", className: "w-full sm:w-auto" })}
      >
        <Gem aria-hidden="true" />
        Become a Diamond Agent
      </Link>
      <Link
        to="/academy"
        className={buttonClasses({ variant: tone === "hero" ? "outline-light" : "outline", size: "lg", className: "w-full sm:w-auto" })}
      >
        <GraduationCap aria-hidden="true" />
        View Academy Lesson #16
      </Link>
    </>
  );
}

export default function AmeraDiamondsRoute() {
  return (
    <>
      <PartnerHero content={page.hero}>
        <Actions tone="hero" />
      </PartnerHero>
      <FactStrip facts={page.facts} label="The agent program at a glance" />
      <Container className="pt-12 sm:pt-14">
        <MadeInUsaNotice title={MADE_IN_USA.title} text={MADE_IN_USA.text} />
      </Container>
      <HighlightGrid title={page.highlightsTitle} highlights={page.highlights} titleId="amera-highlights-title" />
      <PartnerSections sections={page.sections} />
      <section aria-labelledby="amera-next-title" className="py-14 sm:py-16">
        <Container className="max-w-4xl text-center">
          <h2 id="amera-next-title" className="text-3xl font-semibold sm:text-4xl">
            Ready to sell your first diamond?
          </h2>
          <p className="mt-3 text-lg text-muted">
            Apply in three minutes. Your mentor will call within 24 hours, and Academy Lesson #16 will have you ready for
            your first customer conversation.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Actions tone="page" />
          </div>
        </Container>
      </section>
      <Disclaimer>{page.disclaimer}</Disclaimer>
    </>
  );
}
