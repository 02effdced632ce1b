import { Link } from "react-router";
import { cn } from "~/utils/misc";
import type { NewsCategory } from "../news.server";

const pill =
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors";

/**
 * The category filter as links (part 2 §4: choosing a category goes back to page 1), so it works
 * before JavaScript loads and each filtered list has its own address.
 */
export function CategoryFilter({
  categories,
  selected,
  totalAll,
  fragment,
}: {
  categories: NewsCategory[];
  selected: string | null;
  totalAll: number;
  fragment: string;
}) {
  const options = [{ slug: null, name: "All", count: totalAll }, ...categories];
  return (
    <nav aria-label="Filter news by category">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isCurrent = option.slug === selected;
          const href = option.slug
            ? `/latest-news?category=${encodeURIComponent(option.slug)}#${fragment}`
            : `/latest-news#${fragment}`;
          return (
            <li key={option.slug ?? "all"}>
              <Link
                to={href}
                preventScrollReset
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  pill,
                  isCurrent
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-line-strong bg-white text-ink hover:border-brand-700 hover:bg-brand-50",
                )}
              >
                {option.name}
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs",
                    isCurrent ? "bg-white/20 text-white" : "bg-slate-100 text-slate-800",
                  )}
                >
                  {option.count}
                  <span className="sr-only"> {option.count === 1 ? "story" : "stories"}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
