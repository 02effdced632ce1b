import { Briefcase, HandHeart } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/utils/misc";
import { libraryHref, type LibraryCategory } from "~/utils/projects/library";

const VIEWS: { category: LibraryCategory; icon: typeof Briefcase }[] = [
  { category: "helping-hand", icon: HandHeart },
  { category: "business", icon: Briefcase },
];

/**
 * The Helping Hand / Business switch (part 1 §2, §4). Links, not buttons: the view follows
 * `?category=`, switching starts again at page 1, and it works before JavaScript loads.
 */
export function LibrarySwitch({
  current,
  labels,
  label,
}: {
  current: LibraryCategory;
  labels: Record<LibraryCategory, string>;
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="inline-flex max-w-full flex-col gap-1 rounded-lg border border-line bg-sand p-1 sm:flex-row">
        {VIEWS.map(({ category, icon: Icon }) => {
          const isCurrent = category === current;
          return (
            <li key={category}>
              <Link
                to={libraryHref(category)}
                preventScrollReset
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:text-base",
                  isCurrent ? "bg-brand-700 text-white shadow-card" : "text-muted hover:bg-white hover:text-ink",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {labels[category]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
