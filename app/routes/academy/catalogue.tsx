import { Check, CircleAlert, LoaderCircle, Search, SearchX } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { RetryLink } from "~/components/layout/error-pages";
import { Container } from "~/components/layout/section";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { ACADEMY_HERO, ACADEMY_META, CATALOGUE_COPY } from "~/content/academy";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { listCatalogue } from "~/features/academy/academy.server";
import {
  catalogueHref,
  categoryLabel,
  filterCourses,
  listCategories,
  parseCatalogueFilters,
  type CatalogueFilters,
} from "~/features/academy/catalogue";
import { CourseCard } from "~/features/academy/components/course-card";
import { cn } from "~/utils/misc";
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
  const { db, logger } = context.get(siteContext);
  const filters = parseCatalogueFilters(url.searchParams);
  try {
    const all = await listCatalogue(db);
    return { ok: true as const, filters, categories: listCategories(all), courses: filterCourses(all, filters), total: all.length };
  } catch (error) {
    // Shown in the page as 'Error Loading Courses' with Retry (part 2 §8).
    logger.error({ err: error }, "loading the course catalogue failed");
    return data({ ok: false as const, filters, categories: [], courses: [], total: 0 }, { status: 503 });
  }
}

const SEARCH_DELAY_MS = 300;

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
        <>
          <p role="status" className="mt-8 flex min-h-6 items-center gap-2 text-sm text-muted">
            {isLoading ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-700" />
                {CATALOGUE_COPY.loading}
              </>
            ) : (
              resultSummary(courses.length, total, filters)
            )}
          </p>
          {courses.length === 0 ? (
            <EmptyResult />
          ) : (
            <ul
              aria-busy={isLoading || undefined}
              className={cn(
                "mt-4 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
                isLoading && "opacity-60",
              )}
            >
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </CataloguePage>
  );
}

/** The hero, the search box and the categories, around the results (or the error in their place). */
function CataloguePage({ filters, categories, children }: { filters: CatalogueFilters; categories: string[]; children: ReactNode }) {
  return (
    <>
      <CatalogueHero />
      <section aria-labelledby="courses-heading" className="bg-white pb-16 sm:pb-24">
        <Container>
          <h2 id="courses-heading" className="sr-only">
            Courses
          </h2>
          <Card shape="panel" raised className="relative -mt-8 p-4 sm:-mt-10 sm:p-6">
            <SearchForm filters={filters} />
            <CategoryFilter categories={categories} filters={filters} />
          </Card>
          {children}
        </Container>
      </section>
    </>
  );
}

function resultSummary(shown: number, total: number, filters: CatalogueFilters): string {
  const noun = (count: number) => `${count} course${count === 1 ? "" : "s"}`;
  if (!filters.q && !filters.category) return `${noun(total)}, all free`;
  const parts = [`Showing ${shown} of ${noun(total)}`];
  if (filters.category) parts.push(`in ${categoryLabel(filters.category)}`);
  if (filters.q) parts.push(`matching “${filters.q}”`);
  return parts.join(" ");
}

function CatalogueHero() {
  return (
    <section aria-labelledby="academy-title" className="relative isolate overflow-hidden bg-brand-800 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-24 -right-16 size-80 rounded-full bg-brand-600/60 blur-3xl" />
        <div className="absolute -bottom-32 left-1/3 size-72 rounded-full bg-accent-700/40 blur-3xl" />
      </div>
      <Container className="grid items-center gap-10 pt-12 pb-20 sm:pt-16 sm:pb-24 lg:grid-cols-[1.2fr_0.8fr]">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-accent-200 uppercase">{ACADEMY_HERO.eyebrow}</p>
          <h1 id="academy-title" className="mt-3 text-4xl leading-tight font-semibold text-white sm:text-5xl">
            {ACADEMY_HERO.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-brand-50">{ACADEMY_HERO.lead}</p>
          <ul className="mt-6 flex flex-col gap-2 text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {ACADEMY_HERO.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-accent-200" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/academy/academy-hero.svg"
          alt=""
          width={480}
          height={360}
          fetchPriority="high"
          decoding="async"
          className="mx-auto hidden h-auto w-full max-w-sm lg:block"
        />
      </Container>
    </section>
  );
}

/** A GET form, so search works before JavaScript loads; with it, results follow the typing. */
function SearchForm({ filters }: { filters: CatalogueFilters }) {
  const submit = useSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const location = useLocation();

  // A link (Clear filters, a category) changed the URL: show its search text unless the visitor is typing.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = filters.q;
  }, [filters.q, location.key]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form method="get" action="/academy" role="search" className="flex gap-2 sm:gap-3">
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      <label htmlFor="course-search" className="sr-only">
        {CATALOGUE_COPY.searchLabel}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
        <Input
          ref={inputRef}
          id="course-search"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder={CATALOGUE_COPY.searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          className="pl-10"
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              if (form) void submit(form, { replace: true, preventScrollReset: true });
            }, SEARCH_DELAY_MS);
          }}
        />
      </div>
      <Button type="submit" variant="outline" className="max-sm:w-11 max-sm:px-0">
        <Search aria-hidden="true" />
        <span className="max-sm:sr-only">Search</span>
      </Button>
    </Form>
  );
}

function CategoryFilter({ categories, filters }: { categories: string[]; filters: CatalogueFilters }) {
  if (categories.length === 0) return null;
  const active = filters.category?.toLowerCase() ?? null;
  const options: Array<{ label: string; value: string | null }> = [
    { label: CATALOGUE_COPY.allCategories, value: null },
    ...categories.map((category) => ({ label: categoryLabel(category), value: category })),
  ];
  return (
    <nav aria-label={CATALOGUE_COPY.categoriesLabel} className="mt-4">
      {/* One scrollable row on phones, wrapping lines on wider screens. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {options.map((option) => {
          const isActive = (option.value?.toLowerCase() ?? null) === active;
          return (
            <li key={option.label}>
              <Link
                to={catalogueHref({ q: filters.q, category: option.value })}
                preventScrollReset
                aria-current={isActive ? "true" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:min-h-9",
                  isActive
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-line-strong bg-white text-ink hover:border-brand-700 hover:bg-brand-50",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function EmptyResult() {
  return (
    <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-line-strong bg-sand px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="size-10 text-brand-700" />
      <h3 className="mt-4 text-2xl font-semibold">{CATALOGUE_COPY.empty}</h3>
      <p className="mt-2 text-muted">{CATALOGUE_COPY.emptyHint}</p>
      <Link to="/academy" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
        {CATALOGUE_COPY.clearFilters}
      </Link>
    </div>
  );
}

/** 'Error Loading Courses' with Retry (part 2 §8): the database was down, or the data never arrived. */
function CatalogueError() {
  return (
    <div role="alert" className="mt-8 flex flex-col items-center rounded-xl border border-danger-700/30 bg-danger-50 px-6 py-14 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-danger-700" />
      <h3 className="mt-4 text-2xl font-semibold">{CATALOGUE_COPY.errorTitle}</h3>
      <p className="mt-2 max-w-lg text-ink">{CATALOGUE_COPY.errorMessage}</p>
      <RetryLink className="mt-6">{CATALOGUE_COPY.retry}</RetryLink>
    </div>
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
