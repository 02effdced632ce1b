import { Briefcase, HandHeart, Heart, LoaderCircle } from "lucide-react";
import { Link, redirect, useLocation, useNavigation } from "react-router";
import { RetryLink } from "~/components/layout/error-pages";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { CompletedCampaignCard } from "~/features/completed-campaigns/components/completed-campaign-card";
import { COMPLETED_PAGE_SIZE, listCompletedCampaigns } from "~/features/completed-campaigns/completed-campaigns.server";
import { PageHero } from "~/components/layout/page-hero.static";
import { Pagination } from "~/components/ui/pagination";
import { countPages, parsePageParam, withPage } from "~/components/ui/paging";
import { canonicalPath, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/list";

const DESCRIPTION =
  "Campaigns our donors funded and our volunteers delivered: dental kits, baby monitors, care boxes and more, with the partners and people behind each one.";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? 1;
  return seoMeta(matches, {
    title: `Completed Campaigns${page > 1 ? ` (page ${page})` : ""} | ${SITE_NAME}`,
    description: DESCRIPTION,
    path: canonicalPath("/completed-campaigns", { page }),
  });
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  const page = parsePageParam(url.searchParams.get("page"));
  const { items, total } = await listCompletedCampaigns(db, page);
  const pageCount = countPages(total, COMPLETED_PAGE_SIZE);
  // A page past the end (an old link after campaigns were removed) goes to the last page.
  if (page > pageCount) throw redirect(withPage(url.pathname, url.search, pageCount));
  return { items, total, page, pageCount };
}

export default function CompletedCampaignsRoute({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/completed-campaigns";

  return (
    <>
      <PageHero
        variant="brand"
        eyebrow="What your gifts achieved"
        title="Completed Campaigns"
        lead="Every campaign below was paid for by donors and delivered by volunteers, together with local partners who knew the families. Here is what each one did."
      />

      <Container className="py-12 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="completed-campaigns-grid" className="text-2xl font-semibold sm:text-3xl">
            Finished campaigns
          </h2>
          {total > 0 ? (
            <p className="text-muted">
              {total} {total === 1 ? "campaign" : "campaigns"}, newest first
            </p>
          ) : null}
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
          <p className="mt-8 rounded-lg border border-dashed border-line-strong bg-sand p-8 text-center text-lg text-muted">
            No completed campaigns found.
          </p>
        ) : (
          <ul
            aria-labelledby="completed-campaigns-grid"
            aria-busy={isLoading || undefined}
            className={`mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isLoading ? "opacity-60 transition-opacity" : ""}`}
          >
            {items.map((campaign) => (
              <li key={campaign.id}>
                <CompletedCampaignCard campaign={campaign} />
              </li>
            ))}
          </ul>
        )}

        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => `${withPage(location.pathname, location.search, target)}#completed-campaigns-grid`}
          label="Completed campaigns pages"
        />
      </Container>

      <section aria-labelledby="next-story-title" className="bg-sand py-14 sm:py-20">
        <Container className="max-w-4xl text-center">
          <h2 id="next-story-title" className="text-3xl font-semibold sm:text-4xl">
            Help write the next story
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            Each of these campaigns started with a few people who gave an afternoon, a gift or an idea. There is a place
            for you in the next one.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/volunteer" className={buttonClasses({ size: "lg" })}>
              <HandHeart aria-hidden="true" />
              Volunteer with us
            </Link>
            <Link to="/projects/business" className={buttonClasses({ variant: "outline", size: "lg" })}>
              <Briefcase aria-hidden="true" />
              Start a business
            </Link>
            <Link to="/donate" className={buttonClasses({ variant: "accent", size: "lg" })}>
              <Heart aria-hidden="true" />
              Donate
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <Container className="py-16 text-center">
      <h1 className="text-3xl font-semibold">Completed Campaigns</h1>
      <p
        role="alert"
        className="mx-auto mt-6 max-w-xl rounded-lg border border-danger-700/30 bg-danger-50 p-5 text-lg text-danger-700"
      >
        Error loading completed campaigns. Please try again later.
      </p>
      <RetryLink variant="outline" className="mt-6">
        Try again
      </RetryLink>
    </Container>
  );
}
