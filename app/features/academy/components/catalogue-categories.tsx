import { Link } from "react-router";
import { CATALOGUE_COPY } from "~/content/academy/catalog";
import { cn } from "~/utils/misc";
import { catalogueHref, categoryLabel, type CatalogueFilters } from "../catalogue";

/** The catalogue's category links ('All' first); the search text is kept when the category changes. */
export function CatalogueCategories({ categories, filters }: { categories: string[]; filters: CatalogueFilters }) {
  if (categories.length === 0) return null;
  const active = filters.category?.toLowerCase() ?? null;
  const options: Array<{ label: string; value: string | null }> = [
    { label: CATALOGUE_COPY.allCategories, value: null },
    ...categories.map((category) => ({ label: categoryLabel(category), value: category })),
  ];
  return (
    <nav aria-label={CATALOGUE_COPY.categoriesLabel} className="mt-4">
      {/* One scrollable row on phones, wrapping lines on wider screens. */}
      <ul className="-mx-4 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
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
