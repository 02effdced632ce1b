import { Bot, Library } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { OREL_DEVELOPERS_PAGE } from "~/content/partners/orel-developers";
import {
  Disclaimer,
  FactStrip,
  HighlightGrid,
  PartnerHero,
  PartnerSections,
} from "~/features/projects/components/partner-page";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/orel-developers";

const page = OREL_DEVELOPERS_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.meta.title, description: page.meta.description, path: "/projects/orel-developers" });

export default function OrelDevelopersRoute() {
  return (
    <>
      <PartnerHero content={page.hero}>
        <Link
          to="/agent-application"
          className={buttonClasses({ variant: "light", size: "lg", className: "w-full sm:w-auto" })}
        >
          <Bot aria-hidden="true" />
          Become a Territorial Agent
        </Link>
        <Link
          to="/projects/library?category=business"
          className={buttonClasses({ variant: "outline-light", size: "lg", className: "w-full sm:w-auto" })}
        >
          <Library aria-hidden="true" />
          More opportunities
        </Link>
      </PartnerHero>
      <FactStrip facts={page.facts} label="The agent program at a glance" />
      <HighlightGrid title={page.highlightsTitle} highlights={page.highlights} titleId="orel-highlights-title" />
      <PartnerSections sections={page.sections} />
      <section aria-labelledby="orel-next-title" className="py-14 sm:py-16">
        <Container className="max-w-4xl text-center">
          <h2 id="orel-next-title" className="text-3xl font-semibold sm:text-4xl">
            Know a business that misses calls?
          </h2>
          <p className="mt-3 text-lg text-muted">
            Most of our agents signed their first client within a month, starting with businesses they already knew.
            Apply today and we will check which territories are open where you live.
          </p>
          <Link to="/agent-application" className={buttonClasses({ size: "lg", className: "mt-8 w-full sm:w-auto" })}>
            <Bot aria-hidden="true" />
            Become a Territorial Agent
          </Link>
        </Container>
      </section>
      <Disclaimer>{page.disclaimer}</Disclaimer>
    </>
  );
}
