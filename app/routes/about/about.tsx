import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { siteContext } from "~/context";
import { getTextCopy } from "~/features/pages/pages.server";
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

/** The page's words staff edit in the back office (ADR 0049); a save empties the page cache. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await getTextCopy(context.get(siteContext).db, "about") };
}

/** Switching tabs changes only `?tab=`: the words stay the same, so the loader is not asked again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const [searchParams] = useSearchParams();
  const tab = parseAboutTab(searchParams.get("tab"));
  return (
    <>
      <OrganizationJsonLd />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        aside={<HeroStatCard title="Our network at a glance" stats={IMPACT_STATS} />}
      />

      <section id={ABOUT_TABS_ID} aria-label="About us in four parts" className="scroll-mt-24 py-12 sm:py-16">
        <Container>
          <AboutTabs tab={tab} copy={copy} />
          <AboutBottomNav tab={tab} />
        </Container>
      </section>

      <AboutExplore copy={copy} />
    </>
  );
}
