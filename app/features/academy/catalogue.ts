/** Pure logic of the course catalogue (part 2 §2 'Academy list'): search, categories, themes. */

export interface CatalogueCourse {
  id: string;
  /** The course's address: /academy/course/{slug} (ADR 0052). */
  slug: string;
  title: string;
  description: string;
  category: string | null;
  level: string | null;
  duration: string | null;
  imageUrl: string | null;
  /** The alt attribute for the picture: "" when staff marked it decorative. */
  imageAlt: string;
  isPrivate: boolean;
}

export interface CatalogueFilters {
  /** The search text, trimmed ("" when none). */
  q: string;
  /** The chosen category as written in the URL, or null for All. */
  category: string | null;
}

const MAX_QUERY_LENGTH = 100;

/** Reads `?q=` and `?category=` (both optional; blank means no filter). */
export function parseCatalogueFilters(searchParams: URLSearchParams): CatalogueFilters {
  const q = (searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const category = (searchParams.get("category") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  return { q, category: category === "" ? null : category };
}

const fold = (value: string | null | undefined) => (value ?? "").trim().toLocaleLowerCase("en-US");

/** Case-insensitive search in title, description and category; the category filter compares whole values. */
export function filterCourses<T extends CatalogueCourse>(
  courses: readonly T[],
  { q, category }: CatalogueFilters,
): T[] {
  const needle = fold(q);
  const wanted = category === null ? null : fold(category);
  return courses.filter((course) => {
    if (wanted !== null && fold(course.category) !== wanted) return false;
    if (needle === "") return true;
    return [course.title, course.description, course.category].some((text) => fold(text).includes(needle));
  });
}

/** Each distinct category once (compared without case), alphabetically; courses without one are left out. */
export function listCategories(courses: readonly CatalogueCourse[]): string[] {
  const byKey = new Map<string, string>();
  for (const course of courses) {
    const key = fold(course.category);
    if (key !== "" && !byKey.has(key)) byKey.set(key, course.category!.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en-US", { sensitivity: "base" }));
}

/** "business opportunity" → "Business Opportunity"; hyphenated words keep their hyphen ("Lab-Grown"). */
export function categoryLabel(category: string): string {
  return category
    .trim()
    .split(/(\s+|-)/)
    .map((part) => (/^[a-z]/.test(part) ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join("");
}

export type CategoryTheme = "business" | "diamonds" | "default";

/** Part 2 §2: 'business opportunity' red, 'lab-grown diamonds' purple, anything else blue. */
export function categoryTheme(category: string | null | undefined): CategoryTheme {
  const key = fold(category);
  if (key === "business opportunity") return "business";
  if (key === "lab-grown diamonds") return "diamonds";
  return "default";
}

/**
 * Tailwind classes per theme. Text tones are 700+ on the 50 tint (contrast ≥ 6:1) and white on
 * the 700 fill (≥ 6:1), so every pairing passes WCAG AA.
 */
export const THEME_CLASSES: Record<CategoryTheme, { badge: string; band: string; accent: string; ring: string }> = {
  business: {
    badge: "bg-red-50 text-red-800 ring-1 ring-red-200",
    band: "bg-red-800 text-white",
    accent: "bg-red-700",
    ring: "hover:border-red-300",
  },
  diamonds: {
    badge: "bg-purple-50 text-purple-800 ring-1 ring-purple-200",
    band: "bg-purple-800 text-white",
    accent: "bg-purple-700",
    ring: "hover:border-purple-300",
  },
  default: {
    badge: "bg-blue-50 text-blue-800 ring-1 ring-blue-200",
    band: "bg-blue-800 text-white",
    accent: "bg-blue-700",
    ring: "hover:border-blue-300",
  },
};

/** The catalogue URL for a set of filters (blank ones are left out). */
export function catalogueHref({ q, category }: Partial<CatalogueFilters>): string {
  const params = new URLSearchParams();
  if (q && q.trim() !== "") params.set("q", q.trim());
  if (category) params.set("category", category);
  const search = params.toString();
  return search ? `/academy?${search}` : "/academy";
}

/**
 * The course a `/course-enrollment?course={title}` link names (part 2 §2): the exact title, else
 * the same title in other letter case or spacing; null when none matches (the selection is cleared).
 */
export function findCourseByTitle<T extends { title: string }>(
  courses: readonly T[],
  title: string | null | undefined,
): T | null {
  const wanted = title?.trim();
  if (!wanted) return null;
  const exact = courses.find((course) => course.title === wanted);
  if (exact) return exact;
  const folded = wanted.replace(/\s+/g, " ").toLocaleLowerCase("en-US");
  return courses.find((course) => course.title.replace(/\s+/g, " ").toLocaleLowerCase("en-US") === folded) ?? null;
}

/** The line above the course cards: "5 courses, all free", or what a search or category shows of them. */
export function resultSummary(shown: number, total: number, filters: CatalogueFilters): string {
  const noun = (count: number) => `${count} course${count === 1 ? "" : "s"}`;
  if (!filters.q && !filters.category) return `${noun(total)}, all free`;
  const parts = [`Showing ${shown} of ${noun(total)}`];
  if (filters.category) parts.push(`in ${categoryLabel(filters.category)}`);
  if (filters.q) parts.push(`matching “${filters.q}”`);
  return parts.join(" ");
}
