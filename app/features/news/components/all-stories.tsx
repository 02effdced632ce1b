import { LoaderCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { withPage } from "~/components/ui/paging";
import type { NewsCard as NewsCardData, NewsCategory } from "../news.server";
import { CategoryFilter } from "./category-filter";
import { NewsCard } from "./news-card";

/** The id of the grid's heading: the filter and the page links bring the grid back into view. */
const GRID_ID = "all-news";

interface AllStoriesProps {
  items: NewsCardData[];
  categories: NewsCategory[];
  /** The chosen category when it is a known one. */
  category: NewsCategory | null;
  /** The slug the filter marks as chosen (see `selectedCategorySlug`). */
  selected: string | null;
  totalAll: number;
  page: number;
  pageCount: number;
  /** A client navigation within the news list: the cards wait dimmed. */
  isLoading: boolean;
}

/** Every published story (or one category's), with the category filter and the page links. */
export function AllStories({
  items,
  categories,
  category,
  selected,
  totalAll,
  page,
  pageCount,
  isLoading,
}: AllStoriesProps) {
  const location = useLocation();
  return (
    <section aria-labelledby={GRID_ID} className="py-12 sm:py-16">
      <Container>
        <div className="flex flex-col gap-5">
          <h2 id={GRID_ID} className="text-2xl font-semibold sm:text-3xl">
            {category ? `${category.name} stories` : "All stories"}
          </h2>
          <CategoryFilter categories={categories} selected={selected} totalAll={totalAll} fragment={GRID_ID} />
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
  );
}
