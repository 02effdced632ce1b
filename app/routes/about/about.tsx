import { useSearchParams } from "react-router";
import { HeroStatCard, PageHero } from "~/components/layout/page-hero.static";
import { Container } from "~/components/layout/section";
import { OrganizationJsonLd } from "~/components/seo/json-ld";
import { IMPACT_STATS } from "~/content/about/impact-stats";
import { ABOUT_PAGE, parseAboutTab } from "~/content/about/overview";
import { AboutExplore } from "~/features/about/components/about-explore";
import { ABOUT_TABS_ID, AboutBottomNav, AboutTabs } from "~/features/about/components/about-tabs";
import { canonicalPath, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const tab = parseAboutTab(new URLSearchParams(location.search).get("tab"));
  const label = tab === "overview" ? "" : `${ABOUT_PAGE.tabLabels[tab]} | `;
  return seoMeta(matches, {
    title: `${label}${ABOUT_PAGE.meta.title}`,
    description: ABOUT_PAGE.meta.description,
    path: canonicalPath("/about", { tab: tab === "overview" ? null : tab }),
  });
};

export default function AboutRoute() {
  const [searchParams] = useSearchParams();
  const tab = parseAboutTab(searchParams.get("tab"));
  return (
    <>
      <OrganizationJsonLd />
      <PageHero
        eyebrow={ABOUT_PAGE.hero.eyebrow}
        title={ABOUT_PAGE.hero.title}
        lead={ABOUT_PAGE.hero.lead}
        aside={<HeroStatCard title="Our network at a glance" stats={IMPACT_STATS} />}
      />

      <section id={ABOUT_TABS_ID} aria-label="About us in four parts" className="scroll-mt-24 py-12 sm:py-16">
        <Container>
          <AboutTabs tab={tab} />
          <AboutBottomNav tab={tab} />
        </Container>
      </section>

      <AboutExplore />
    </>
  );
}
