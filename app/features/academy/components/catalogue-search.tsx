import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { CATALOGUE_COPY } from "~/content/academy/catalog";
import type { CatalogueFilters } from "../catalogue";

const SEARCH_DELAY_MS = 300;

/** A GET form, so search works before JavaScript loads; with it, results follow the typing. */
export function CatalogueSearch({ filters }: { filters: CatalogueFilters }) {
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
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
        />
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
