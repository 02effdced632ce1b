import { ArrowRight, LoaderCircle, Mail, MapPin } from "lucide-react";
import { Link, redirect, useLocation, useNavigation } from "react-router";
import { RetryLink } from "~/components/layout/error-pages";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { formatUsd } from "~/features/campaigns/format";
import { campaignProgress, formatPercent } from "~/features/campaigns/progress";
import { CategoryFilter } from "~/features/news/components/category-filter";
import { NewsCard } from "~/features/news/components/news-card";
import { PageHero } from "~/components/layout/page-hero";
import { Pagination } from "~/components/ui/pagination";
import { getNewsPage, listActiveCampaigns, NEWS_PAGE_SIZE, type ActiveCampaignCard } from "~/features/news/news.server";
import { countPages, parsePageParam, withPage } from "~/components/ui/paging";
import { truncate } from "~/utils/misc";
import { canonicalPath, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/latest-news";

const GRID_ID = "all-news";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? 1;
  const suffix = [loaderData?.category ? loaderData.category.name : null, page > 1 ? `page ${page}` : null]
    .filter(Boolean)
    .join(", ");
  return seoMeta(matches, {
    title: `Latest News${suffix ? ` (${suffix})` : ""} | ${SITE_NAME}`,
    description: "News from our Helping Hand campaigns, business partners and free Academy, and the people behind them.",
    path: canonicalPath("/latest-news", { category: loaderData?.category?.slug, page }),
  });
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, logger } = context.get(siteContext);
  const page = parsePageParam(url.searchParams.get("page"));
  const requestedCategory = url.searchParams.get("category")?.trim() || null;

  const news = await getNewsPage(db, { categorySlug: requestedCategory, page });
  const pageCount = countPages(news.total, NEWS_PAGE_SIZE);
  if (page > pageCount) throw redirect(withPage(url.pathname, url.search, pageCount));
  // Errors here give an empty list, never a broken page (part 2 §8).
  const activeCampaigns = await listActiveCampaigns(db, logger);

  const totalAll = news.categories.reduce((sum, category) => sum + category.count, 0);
  return {
    ...news,
    requestedCategory,
    totalAll,
    page,
    pageCount,
    activeCampaigns,
  };
}

export default function LatestNewsRoute({ loaderData }: Route.ComponentProps) {
  const { featured, items, categories, category, requestedCategory, totalAll, page, pageCount, activeCampaigns } =
    loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/latest-news";
  const [lead, ...others] = featured;

  return (
    <>
      <PageHero
        variant="brand"
        eyebrow="News"
        title="Latest News"
        lead="Stories from our Helping Hand campaigns, our business partners and the Academy: what your support made possible this month, and what comes next."
      />

      {lead ? (
        <section aria-labelledby="featured-title" className="py-12 sm:py-16">
          <Container>
            <h2 id="featured-title" className="text-2xl font-semibold sm:text-3xl">
              Featured stories
            </h2>
            <ul className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
              <li className="lg:row-span-2">
                <NewsCard story={lead} size="large" />
              </li>
              {others.map((story) => (
                <li key={story.id}>
                  <NewsCard story={story} size="compact" />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      <ActiveCampaigns campaigns={activeCampaigns} />

      <section aria-labelledby={GRID_ID} className="py-12 sm:py-16">
        <Container>
          <div className="flex flex-col gap-5">
            <h2 id={GRID_ID} className="text-2xl font-semibold sm:text-3xl">
              {category ? `${category.name} stories` : "All stories"}
            </h2>
            <CategoryFilter
              categories={categories}
              selected={category?.slug ?? (requestedCategory ? requestedCategory.toLowerCase() : null)}
              totalAll={totalAll}
              fragment={GRID_ID}
            />
          </div>

          <div role="status" className="empty:hidden">
            {isLoading ? (
              <p className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-800">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                Loading...
              </p>
            ) : null}
          </div>

          {items.length === 0 ? (
            <div className="mt-8 rounded-lg border border-dashed border-line-strong bg-sand p-8 text-center">
              <p className="text-lg text-muted">No news found in this category.</p>
              <Link to={`/latest-news#${GRID_ID}`} className={buttonClasses({ variant: "outline", className: "mt-4" })}>
                Show all stories
              </Link>
            </div>
          ) : (
            <ul
              aria-labelledby={GRID_ID}
              aria-busy={isLoading || undefined}
              className={`mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isLoading ? "opacity-60 transition-opacity" : ""}`}
            >
              {items.map((story) => (
                <li key={story.id}>
                  <NewsCard story={story} />
                </li>
              ))}
            </ul>
          )}

          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(target) => `${withPage(location.pathname, location.search, target)}#${GRID_ID}`}
            label="News pages"
          />
        </Container>
      </section>

      <section aria-labelledby="newsletter-cta-title" className="bg-brand-50 py-12 sm:py-16">
        <Container className="flex max-w-5xl flex-col items-start gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 id="newsletter-cta-title" className="text-2xl font-semibold">
                The Synergy Letter
              </h2>
              <p className="mt-1 max-w-xl text-muted">
                One short email a month with the stories above, new campaigns and free courses. Read past issues or
                subscribe.
              </p>
            </div>
          </div>
          <Link to="/newsletter" className={buttonClasses({ variant: "accent", className: "w-full sm:w-auto" })}>
            Read the newsletter
            <ArrowRight aria-hidden="true" />
          </Link>
        </Container>
      </section>
    </>
  );
}

/** Up to 3 Active campaigns (part 2 §2), each linking to its campaign page. */
function ActiveCampaigns({ campaigns }: { campaigns: ActiveCampaignCard[] }) {
  return (
    <section aria-labelledby="active-campaigns-title" className="bg-sand py-12 sm:py-16">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="active-campaigns-title" className="text-2xl font-semibold sm:text-3xl">
              Campaigns you can support now
            </h2>
            <p className="mt-2 max-w-2xl text-muted">
              Helping Hand campaigns deliver health, beauty and nutrition products to families who need them.
            </p>
          </div>
          <Link
            to="/projects/library?category=helping-hand"
            className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
          >
            View All Campaigns
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        {campaigns.length === 0 ? (
          <p className="mt-6 text-muted">
            There are no active campaigns right now. New ones start every few months; the newsletter announces them first.
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <ActiveCampaign campaign={campaign} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

function ActiveCampaign({ campaign }: { campaign: ActiveCampaignCard }) {
  const progress = campaignProgress(campaign.raisedAmount, campaign.goalAmount);
  return (
    <Card as="article" className="group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-raised focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-500">
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        <img
          src={campaign.imageUrl ?? "/images/campaigns/campaign-fallback.svg"}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg leading-snug font-semibold">
          <Link to={`/campaigns/${campaign.id}`} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none">
            {campaign.title}
          </Link>
        </h3>
        {campaign.location ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 text-brand-600" />
            {campaign.location}
          </p>
        ) : null}
        <p className="text-sm leading-relaxed text-muted">{truncate(campaign.description, 110)}</p>
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {progress.hasGoal ? (
            <>
              <Progress value={progress.barPercent} label={`Funding progress for ${campaign.title}`} valueText={`${formatPercent(progress.percent)} of the goal raised`} />
              <p className="text-sm text-muted">
                <strong className="font-semibold text-ink">{formatUsd(campaign.raisedAmount)}</strong> of{" "}
                {formatUsd(campaign.goalAmount)} ({formatPercent(progress.percent)})
              </p>
            </>
          ) : (
            <p className="text-sm text-muted">
              <strong className="font-semibold text-ink">{formatUsd(campaign.raisedAmount)}</strong> raised so far, ongoing
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}

export function ErrorBoundary() {
  return (
    <Container className="py-16 text-center">
      <h1 className="text-3xl font-semibold">Latest News</h1>
      <p role="alert" className="mx-auto mt-6 max-w-xl rounded-lg border border-danger-700/30 bg-danger-50 p-5 text-lg text-danger-700">
        Error loading news. Please try again later.
      </p>
      <RetryLink variant="outline" className="mt-6">
        Try again
      </RetryLink>
    </Container>
  );
}
