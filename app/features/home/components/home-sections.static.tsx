import { OrganizationJsonLd } from "~/components/seo/json-ld";
import { BusinessSection } from "./business-section";
import { CallToActionSection } from "./call-to-action-section";
import { HeroSection } from "./hero-section";
import { MissionSection } from "./mission-section";
import { SupportSection } from "./support-section";

/**
 * The home page's parts that only show text, pictures and links: the browser keeps the server's
 * HTML for them instead of loading their code (app/components/layout/static-island.tsx). The
 * news carousel between the two groups, and the subscribe form after them, stay interactive.
 */
export function HomeOpening() {
  return (
    <>
      <OrganizationJsonLd />
      <HeroSection />
      <SupportSection />
    </>
  );
}

export function HomeClosing() {
  return (
    <>
      <BusinessSection />
      <MissionSection />
      <CallToActionSection />
    </>
  );
}
