import { OrganizationJsonLd } from "~/components/seo/json-ld";
import { BusinessSection } from "./business-section";
import { CallToActionSection } from "./call-to-action-section";
import { HeroSection, type HeroWords } from "./hero-section";
import { MissionSection } from "./mission-section";
import { SupportSection } from "./support-section";
import type { HOME_SECTIONS_COPY } from "~/content/home-sections";
import type { Widen } from "~/utils/widen";

type SectionsCopy = Widen<typeof HOME_SECTIONS_COPY>;

/**
 * The home page's parts that only show text, pictures and links: the browser keeps the server's
 * HTML for them instead of loading their code (app/components/layout/static-island.tsx). The
 * news carousel between the two groups, and the subscribe form after them, stay interactive.
 */
export function HomeOpening({ hero, sections }: { hero: HeroWords; sections: SectionsCopy }) {
  return (
    <>
      <OrganizationJsonLd />
      <HeroSection words={hero} />
      <SupportSection section={sections.support} />
    </>
  );
}

export function HomeClosing({ sections }: { sections: SectionsCopy }) {
  return (
    <>
      <BusinessSection section={sections.business} />
      <MissionSection section={sections.mission} />
      <CallToActionSection section={sections.callToAction} />
    </>
  );
}
