import { data, useLocation, useNavigation } from "react-router";
import { ACADEMY_META } from "~/content/academy/catalog";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { listCatalogue } from "~/features/academy/academy.server";
import { filterCourses, listCategories, parseCatalogueFilters } from "~/features/academy/catalogue";
import { CatalogueError, CataloguePage, CatalogueResults } from "~/features/academy/components/catalogue-page";
import { canonicalPath, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/catalogue";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // A category is a view of its own; a search (?q=) is not, so its canonical is the list it searched.
  const category = loaderData?.filters.category ?? null;
  return seoMeta(matches, {
    title: `${category ? `${category} courses | ` : ""}${ACADEMY_META.title} | ${SITE_NAME}`,
    description: ACADEMY_META.description,
    path: canonicalPath("/academy", { category }),
  });
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, logger, dontCache } = context.get(siteContext);
  const filters = parseCatalogueFilters(url.searchParams);
  try {
    const all = await listCatalogue(db);
    return {
      ok: true as const,
      filters,
      categories: listCategories(all),
      courses: filterCourses(all, filters),
      total: all.length,
    };
  } catch (error) {
    // Shown in the page as 'Error Loading Courses' with Retry (part 2 §8).
    logger.error({ err: error }, "loading the course catalogue failed");
    dontCache();
    return data({ ok: false as const, filters, categories: [], courses: [], total: 0 }, { status: 503 });
  }
}

export default function CatalogueRoute({ loaderData }: Route.ComponentProps) {
  const { filters, categories, courses, total } = loaderData;
  const navigation = useNavigation();
  // Client navigation within the catalogue (typing, a category): the cards wait dimmed.
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/academy";

  return (
    <CataloguePage filters={filters} categories={categories}>
      {!loaderData.ok ? (
        <CatalogueError />
      ) : (
        <CatalogueResults courses={courses} total={total} filters={filters} isLoading={isLoading} />
      )}
    </CataloguePage>
  );
}

/** A client-side navigation whose data request failed (a dropped connection): the same message in the same page. */
export function ErrorBoundary() {
  const location = useLocation();
  return (
    <CataloguePage filters={parseCatalogueFilters(new URLSearchParams(location.search))} categories={[]}>
      <CatalogueError />
    </CataloguePage>
  );
}
