import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import {
  MADE_IN_USA,
  PARTNER_PROGRAM_PAGES,
  type PartnerProgramPage as PartnerProgramRecord,
} from "~/content/partners";
import {
  Disclaimer,
  FactStrip,
  HighlightGrid,
  MadeInUsaNotice,
  PartnerHero,
  PartnerSections,
} from "~/features/projects/components/partner-page";
import { requirePartnerPage } from "~/features/projects/partner-pages";

function Actions({ page, tone }: { page: PartnerProgramRecord; tone: "hero" | "page" }) {
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

/** The whole page: text, pictures and links (its route keeps the server's HTML for it). */
export function PartnerProgramPage({ slug }: { slug: string }) {
  const page = requirePartnerPage(PARTNER_PROGRAM_PAGES, `/projects/${slug}`);
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
