import { redirect, useNavigation } from "react-router";
import { RetryLink } from "~/components/layout/error-pages";
import { StaticPageHero } from "~/components/layout/page-hero-island";
import { preloadIslands } from "~/components/layout/static-island";
import { Container } from "~/components/layout/section";
import { countPages, withPage } from "~/components/ui/paging";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { formatUsd } from "~/features/campaigns/format";
import { campaignProgress, formatPercent } from "~/features/campaigns/progress";
import { ActiveCampaigns, type CampaignFunding } from "~/features/news/components/active-campaigns";
import { AllStories } from "~/features/news/components/all-stories";
import { FeaturedStories } from "~/features/news/components/featured-stories";
import { NewsletterCta } from "~/features/news/components/newsletter-cta";
import { parseNewsQuery, selectedCategorySlug } from "~/features/news/news-query";
import { getNewsPage, listActiveCampaigns, NEWS_PAGE_SIZE, type ActiveCampaignCard } from "~/features/news/news.server";
import { canonicalPath, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/latest-news";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(StaticPageHero)];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? 1;
  const suffix = [loaderData?.category ? loaderData.category.name : null, page > 1 ? `page ${page}` : null]
    .filter(Boolean)
    .join(", ");
  return seoMeta(matches, {
    feed: { title: `Latest News | ${SITE_NAME}`, path: "/latest-news/feed.xml" },
    title: `Latest News${suffix ? ` (${suffix})` : ""} | ${SITE_NAME}`,
    description:
      "News from our Helping Hand campaigns, business partners and free Academy, and the people behind them.",
    path: canonicalPath("/latest-news", { category: loaderData?.category?.slug, page }),
  });
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, logger, dontCache } = context.get(siteContext);
  const { page, requestedCategory } = parseNewsQuery(url.searchParams);

  const news = await getNewsPage(db, { categorySlug: requestedCategory, page });
  const pageCount = countPages(news.total, NEWS_PAGE_SIZE);
  if (page > pageCount) throw redirect(withPage(url.pathname, url.search, pageCount));
  // Errors here give an empty list, never a broken page (part 2 §8).
  const activeCampaigns = await listActiveCampaigns(db, logger, dontCache);

  const totalAll = news.categories.reduce((sum, category) => sum + category.count, 0);
  return { ...news, requestedCategory, totalAll, page, pageCount, activeCampaigns };
}

/** The funding line of an active campaign's card, worked out with the campaigns feature's rules. */
function fundingOf(campaign: ActiveCampaignCard): CampaignFunding {
  const progress = campaignProgress(campaign.raisedAmount, campaign.goalAmount);
  return {
    hasGoal: progress.hasGoal,
    barPercent: progress.barPercent,
    percentText: formatPercent(progress.percent),
    raisedText: formatUsd(campaign.raisedAmount),
    goalText: formatUsd(campaign.goalAmount),
  };
}

export default function LatestNewsRoute({ loaderData }: Route.ComponentProps) {
  const { featured, items, categories, category, requestedCategory, totalAll, page, pageCount, activeCampaigns } =
    loaderData;
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/latest-news";

  return (
    <>
      <StaticPageHero
        props={{
          variant: "brand",
          eyebrow: "News",
          title: "Latest News",
          lead: "Stories from our Helping Hand campaigns, our business partners and the Academy: what your support made possible this month, and what comes next.",
        }}
      />
      <FeaturedStories stories={featured} />
      <ActiveCampaigns campaigns={activeCampaigns} fundingOf={fundingOf} />
      <AllStories
        items={items}
        categories={categories}
        category={category}
        selected={selectedCategorySlug(category, requestedCategory)}
        totalAll={totalAll}
        page={page}
        pageCount={pageCount}
        isLoading={isLoading}
      />
      <NewsletterCta />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <Container className="py-16 text-center">
      <h1 className="text-3xl font-semibold">Latest News</h1>
      <p
        role="alert"
        className="mx-auto mt-6 max-w-xl rounded-lg border border-danger-700/30 bg-danger-50 p-5 text-lg text-danger-700"
      >
        Error loading news. Please try again later.
      </p>
      <RetryLink variant="outline" className="mt-6">
        Try again
      </RetryLink>
    </Container>
  );
}
