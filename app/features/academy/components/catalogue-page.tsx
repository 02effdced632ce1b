import { CircleAlert, LoaderCircle, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RetryLink } from "~/components/layout/error-pages";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CATALOGUE_COPY } from "~/content/academy/catalog";
import { cn } from "~/utils/misc";
import { resultSummary, type CatalogueCourse, type CatalogueFilters } from "../catalogue";
import { CatalogueCategories } from "./catalogue-categories";
import { CatalogueHero } from "./catalogue-hero";
import { CatalogueSearch } from "./catalogue-search";
import { CourseCard } from "./course-card";

/** The hero, the search box and the categories, around the results (or the error in their place). */
export function CataloguePage({
  filters,
  categories,
  children,
}: {
  filters: CatalogueFilters;
  categories: string[];
  children: ReactNode;
}) {
  return (
    <>
      <CatalogueHero />
      <section aria-labelledby="courses-heading" className="bg-white pb-16 sm:pb-24">
        <Container>
          <h2 id="courses-heading" className="sr-only">
            Courses
          </h2>
          <Card shape="panel" raised className="relative -mt-8 p-4 sm:-mt-10 sm:p-6">
            <CatalogueSearch filters={filters} />
            <CatalogueCategories categories={categories} filters={filters} />
          </Card>
          {children}
        </Container>
      </section>
    </>
  );
}

interface CatalogueResultsProps {
  courses: CatalogueCourse[];
  total: number;
  filters: CatalogueFilters;
  /** A client navigation within the catalogue (typing, a category): the cards wait dimmed. */
  isLoading: boolean;
}

/** The summary line and the course cards, or the empty result with the way back to every course. */
export function CatalogueResults({ courses, total, filters, isLoading }: CatalogueResultsProps) {
  return (
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
          className={cn("mt-4 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3", isLoading && "opacity-60")}
        >
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </>
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
export function CatalogueError() {
  return (
    <div
      role="alert"
      className="mt-8 flex flex-col items-center rounded-xl border border-danger-700/30 bg-danger-50 px-6 py-14 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-danger-700" />
      <h3 className="mt-4 text-2xl font-semibold">{CATALOGUE_COPY.errorTitle}</h3>
      <p className="mt-2 max-w-lg text-ink">{CATALOGUE_COPY.errorMessage}</p>
      <RetryLink className="mt-6">{CATALOGUE_COPY.retry}</RetryLink>
    </div>
  );
}
