import { Link, useLocation } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { MADE_IN_USA, PARTNER_PROGRAM_PAGES, type PartnerProgramPage } from "~/content/partners";
import {
  Disclaimer,
  FactStrip,
  HighlightGrid,
  MadeInUsaNotice,
  PartnerHero,
  PartnerSections,
} from "~/features/projects/components/partner-page";
import { requirePartnerPage } from "~/features/projects/partner-pages";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/partner-program";

/**
 * The lab-grown diamond partner pages (AMERA Diamonds, lab-grown diamonds; part 1 §2). Their copy
 * is one record each in app/content/partners.ts; app/routes.ts registers each path.
 */

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = requirePartnerPage(PARTNER_PROGRAM_PAGES, location.pathname);
  return seoMeta(matches, {
    title: page.meta.title,
    description: page.meta.description,
    path: `/projects/${page.slug}`,
  });
};

function Actions({ page, tone }: { page: PartnerProgramPage; tone: "hero" | "page" }) {
  const { primaryAction, secondaryAction } = page;
  return (
    <>
      <Link
        to={primaryAction.to}
        className={buttonClasses({
          variant: tone === "hero" ? "light" : "primary",
          size: "lg",
          className: "w-full sm:w-auto",
        })}
      >
        <primaryAction.icon aria-hidden="true" />
        {primaryAction.label}
      </Link>
      <Link
        to={secondaryAction.to}
        className={buttonClasses({
          variant: tone === "hero" ? "outline-light" : "outline",
          size: "lg",
          className: "w-full sm:w-auto",
        })}
      >
        <secondaryAction.icon aria-hidden="true" />
        {secondaryAction.label}
      </Link>
    </>
  );
}

export default function PartnerProgramRoute() {
  const page = requirePartnerPage(PARTNER_PROGRAM_PAGES, useLocation().pathname);
  return (
    <>
      <PartnerHero content={page.hero}>
        <Actions page={page} tone="hero" />
      </PartnerHero>
      <FactStrip facts={page.facts} label={page.factsLabel} />
      <Container className="pt-12 sm:pt-14">
        <MadeInUsaNotice title={MADE_IN_USA.title} text={MADE_IN_USA.text} />
      </Container>
      <HighlightGrid title={page.highlightsTitle} highlights={page.highlights} titleId={page.highlightsTitleId} />
      <PartnerSections sections={page.sections} />
      <section aria-labelledby={page.closing.titleId} className="py-14 sm:py-16">
        <Container className="max-w-4xl text-center">
          <h2 id={page.closing.titleId} className="text-3xl font-semibold sm:text-4xl">
            {page.closing.title}
          </h2>
          <p className="mt-3 text-lg text-muted">{page.closing.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Actions page={page} tone="page" />
          </div>
        </Container>
      </section>
      <Disclaimer>{page.disclaimer}</Disclaimer>
    </>
  );
}
