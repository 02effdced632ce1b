import { AlertTriangle, LoaderCircle, Mail, SearchX, UserPlus } from "lucide-react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { RetryLink } from "~/components/layout/error-pages";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { LIBRARY_PAGE } from "~/content/projects/library";
import { BusinessProjectCard, CampaignLibraryCard, cardPlacement } from "~/features/projects/components/library-cards";
import { siteContext } from "~/context";
import { LibrarySwitch } from "~/features/projects/components/library-switch";
import { StaticPageHero } from "~/components/layout/page-hero-island";
import { preloadIslands } from "~/components/layout/static-island";
import { Pagination } from "~/components/ui/pagination";
import {
  LIBRARY_PAGE_SIZE,
  libraryHref,
  parseLibraryCategory,
  parsePageNumber,
  type LibraryCategory,
} from "~/utils/projects/library";
import { listLibraryPage } from "~/features/projects/library.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/library";

const RESULTS_ID = "library-results";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(StaticPageHero)];

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const category = loaderData?.category ?? parseLibraryCategory(new URLSearchParams(location.search).get("category"));
  const view = LIBRARY_PAGE.views[category].label;
  const page = loaderData && loaderData.status === "ok" && loaderData.page > 1 ? ` (page ${loaderData.page})` : "";
  const canonicalPage = loaderData && loaderData.status === "ok" ? loaderData.page : 1;
  return seoMeta(matches, {
    title: `${view}${page} | ${LIBRARY_PAGE.meta.title}`,
    description: LIBRARY_PAGE.meta.description,
    path: libraryHref(category, canonicalPage),
  });
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, logger, dontCache } = context.get(siteContext);
  const search = url.searchParams;
  const category = parseLibraryCategory(search.get("category"));
  const requestedPage = parsePageNumber(search.get("page"));
  try {
    const result = await listLibraryPage(db, category, requestedPage);
    return data({ status: "ok" as const, ...result });
  } catch (error) {
    // Part 1 §8: the page still renders, with a message instead of the cards.
    logger.error({ err: error, category }, "loading the project library failed");
    dontCache();
    return data({ status: "error" as const, category }, { headers: { "Cache-Control": "no-store" } });
  }
}

function isLibraryPath(pathname: string) {
  return pathname === "/projects/library";
}

export default function ProjectLibraryRoute({ loaderData }: Route.ComponentProps) {
  return <LibraryPage loaderData={loaderData} />;
}

/** The page around the cards; without them (`status: "error"`) it says they could not be loaded. */
function LibraryPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && isLibraryPath(navigation.location.pathname);
  const isOpeningProject =
    navigation.state === "loading" && /^\/projects\/[^/]+$/.test(navigation.location.pathname) && !isLoading;
  const category: LibraryCategory = loaderData.category;
  const view = LIBRARY_PAGE.views[category];
  const labels = {
    business: LIBRARY_PAGE.views.business.label,
    "helping-hand": LIBRARY_PAGE.views["helping-hand"].label,
  };

  return (
    <>
      <StaticPageHero
        props={{
          compact: true,
          eyebrow: LIBRARY_PAGE.hero.eyebrow,
          title: LIBRARY_PAGE.hero.title,
          lead: LIBRARY_PAGE.hero.lead,
        }}
      />

      <section aria-labelledby="library-view-title" className="py-10 sm:py-14">
        <Container>
          <LibrarySwitch current={category} labels={labels} label="Project categories" />

          <div id={RESULTS_ID} className="mt-10 scroll-mt-24">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
              <h2 id="library-view-title" className="text-3xl font-semibold">
                {view.heading}
              </h2>
              {loaderData.status === "ok" && loaderData.total > 0 ? (
                <p className="text-sm text-muted">
                  Showing {(loaderData.page - 1) * LIBRARY_PAGE_SIZE + 1}–
                  {(loaderData.page - 1) * LIBRARY_PAGE_SIZE + loaderData.items.length} of {loaderData.total}, newest
                  first
                </p>
              ) : null}
            </div>

            <div role="status" aria-live="polite" className="empty:hidden">
              {isLoading || isOpeningProject ? (
                <p className="mt-6 flex items-center justify-center gap-2 rounded-md bg-brand-50 p-3 font-semibold text-brand-800">
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                  {isLoading ? LIBRARY_PAGE.loading : LIBRARY_PAGE.loadingDetail}
                </p>
              ) : null}
            </div>

            <div aria-busy={isLoading || undefined} className={isLoading ? "opacity-50 transition-opacity" : undefined}>
              {loaderData.status === "error" ? (
                <div className="mt-8 flex flex-col items-center gap-4 rounded-lg border border-danger-700/30 bg-danger-50 p-6 text-center">
                  <p role="alert" className="flex items-center justify-center gap-3 font-semibold text-danger-700">
                    <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
                    {LIBRARY_PAGE.error}
                  </p>
                  <RetryLink variant="outline">Try again</RetryLink>
                </div>
              ) : loaderData.items.length === 0 ? (
                <p className="mt-8 flex flex-col items-center gap-3 rounded-lg border border-dashed border-line-strong bg-sand p-10 text-center text-lg text-muted">
                  <SearchX aria-hidden="true" className="size-8 text-brand-600" />
                  {LIBRARY_PAGE.empty}
                </p>
              ) : (
                <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {loaderData.category === "business"
                    ? loaderData.items.map((project, index) => (
                        <li key={project.id}>
                          <BusinessProjectCard project={project} placement={cardPlacement(index)} />
                        </li>
                      ))
                    : loaderData.items.map((campaign, index) => (
                        <li key={campaign.id}>
                          <CampaignLibraryCard campaign={campaign} placement={cardPlacement(index)} />
                        </li>
                      ))}
                </ul>
              )}
            </div>

            {loaderData.status === "ok" ? (
              <Pagination
                page={loaderData.page}
                pageCount={loaderData.totalPages}
                variant="numbers-only"
                hrefFor={(page) => `${libraryHref(category, page)}#${RESULTS_ID}`}
                label={`${view.label} pages`}
              />
            ) : null}
          </div>
        </Container>
      </section>

      <section aria-labelledby="library-missing-title" className="pb-16 sm:pb-20">
        <Container>
          <div className="flex flex-col items-start gap-5 rounded-xl border border-accent-200 bg-accent-50 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="library-missing-title" className="text-2xl font-semibold sm:text-3xl">
                {LIBRARY_PAGE.notFound.title}
              </h2>
              <p className="mt-2 text-lg text-muted">{LIBRARY_PAGE.notFound.text}</p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Link
                to={LIBRARY_PAGE.notFound.contact.to}
                className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
              >
                <Mail aria-hidden="true" />
                {LIBRARY_PAGE.notFound.contact.label}
              </Link>
              <Link
                to={LIBRARY_PAGE.notFound.apply.to}
                className={buttonClasses({ variant: "accent", className: "w-full sm:w-auto" })}
              >
                <UserPlus aria-hidden="true" />
                {LIBRARY_PAGE.notFound.apply.label}
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

/**
 * A client-side navigation whose data request failed (a dropped connection): the page as it is
 * when the database is down, 'Error loading projects. Please try again later.' (part 1 §8).
 */
export function ErrorBoundary() {
  const location = useLocation();
  const category = parseLibraryCategory(new URLSearchParams(location.search).get("category"));
  return <LibraryPage loaderData={{ status: "error", category }} />;
}
