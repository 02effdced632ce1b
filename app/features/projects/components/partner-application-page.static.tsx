import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PARTNER_APPLICATION_PAGES } from "~/content/partners";
import { openApplyHref } from "~/features/projects/components/inline-application";
import {
  Disclaimer,
  FactStrip,
  HighlightGrid,
  PartnerHero,
  PartnerSections,
} from "~/features/projects/components/partner-page";
import { requirePartnerPage } from "~/features/projects/partner-pages";

/**
 * The text of a partner page with an inline application (routes/projects/partner-application.tsx),
 * drawn from the server's HTML: the hero, facts, highlights and sections above the application,
 * and the disclaimer under it.
 */
export function PartnerApplicationIntro({ slug }: { slug: string }) {
  const pathname = `/projects/${slug}`;
  const page = requirePartnerPage(PARTNER_APPLICATION_PAGES, pathname);
  const { applyAction, secondaryAction } = page;
  return (
    <>
      <PartnerHero content={page.hero}>
        <Link
          to={openApplyHref(pathname)}
          preventScrollReset
          replace
          // Read by the island when it follows the link from the kept HTML (static-island.tsx).
          data-replace=""
          data-prevent-scroll-reset=""
          className={buttonClasses({ variant: "light", size: "lg", className: "w-full sm:w-auto" })}
        >
          <applyAction.icon aria-hidden="true" />
          {applyAction.label}
        </Link>
        <Link
          to={secondaryAction.to}
          className={buttonClasses({ variant: "outline-light", size: "lg", className: "w-full sm:w-auto" })}
        >
          <secondaryAction.icon aria-hidden="true" />
          {secondaryAction.label}
        </Link>
      </PartnerHero>
      <FactStrip facts={page.facts} label={page.factsLabel} />
      <HighlightGrid title={page.highlightsTitle} highlights={page.highlights} titleId={page.highlightsTitleId} />
      <PartnerSections sections={page.sections} />
    </>
  );
}

export function PartnerApplicationDisclaimer({ slug }: { slug: string }) {
  const page = requirePartnerPage(PARTNER_APPLICATION_PAGES, `/projects/${slug}`);
  return <Disclaimer>{page.disclaimer}</Disclaimer>;
}
