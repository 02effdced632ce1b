import { ShoppingBag, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { LAB_GROWN_DIAMONDS_PAGE, MADE_IN_USA } from "~/content/partners";
import {
  Disclaimer,
  FactStrip,
  HighlightGrid,
  MadeInUsaNotice,
  PartnerHero,
  PartnerSections,
} from "~/features/projects/components/partner-page";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/lab-grown-diamonds";

const page = LAB_GROWN_DIAMONDS_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.meta.title, description: page.meta.description, path: "/projects/lab-grown-diamonds" });

function Actions({ tone }: { tone: "hero" | "page" }) {
  return (
    <>
      <Link
        to="/agent-application"
        className={buttonClasses({ variant: tone === "hero" ? "light" : "primary", size: "lg", className: "w-full sm:w-auto" })}
      >
        <UserPlus aria-hidden="true" />
        Become an Agent
      </Link>
      <Link
        to="/store"
        className={buttonClasses({ variant: tone === "hero" ? "outline-light" : "outline", size: "lg", className: "w-full sm:w-auto" })}
      >
        <ShoppingBag aria-hidden="true" />
        Buy Now
      </Link>
    </>
  );
}

export default function LabGrownDiamondsRoute() {
  return (
    <>
      <PartnerHero content={page.hero}>
        <Actions tone="hero" />
      </PartnerHero>
      <FactStrip facts={page.facts} label="Lab-grown diamonds at a glance" />
      <Container className="pt-12 sm:pt-14">
        <MadeInUsaNotice title={MADE_IN_USA.title} text={MADE_IN_USA.text} />
      </Container>
      <HighlightGrid title={page.highlightsTitle} highlights={page.highlights} titleId="lab-grown-highlights-title" />
      <PartnerSections sections={page.sections} />
      <section aria-labelledby="lab-grown-next-title" className="py-14 sm:py-16">
        <Container className="max-w-4xl text-center">
          <h2 id="lab-grown-next-title" className="text-3xl font-semibold sm:text-4xl">
            Sell them, or wear one
          </h2>
          <p className="mt-3 text-lg text-muted">
            Become an agent and earn on every piece you sell, or choose a piece for yourself in our store. Store
            purchases help fund our Helping Hand campaigns.
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
