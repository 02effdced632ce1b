/** The Academy catalog's copy (part 2 §2). */

export const ACADEMY_META = {
  title: "Academy: Free Courses",
  description:
    "Free, self-paced courses from Community Synergy Network: starting a small business, household budgeting, bookkeeping, volunteer leadership and partner training. Learn on your phone, at your own pace.",
};

export const ACADEMY_HERO = {
  eyebrow: "Community Synergy Academy",
  title: "Free courses that fit around your life",
  lead: "Short, practical lessons on starting a small business, managing money at home and leading volunteers. Every course is free, works on your phone and remembers where you stopped.",
  points: ["Always free", "Learn at your own pace", "Progress saved as you go"],
};

export const CATALOGUE_COPY = {
  searchLabel: "Search courses",
  searchPlaceholder: "Search courses...",
  categoriesLabel: "Filter by category",
  allCategories: "All",
  empty: "No courses found matching your criteria",
  emptyHint: "Try a shorter search, or look at every course again.",
  clearFilters: "Clear filters",
  errorTitle: "Error Loading Courses",
  errorMessage: "There was an error loading the courses. Please try again later.",
  retry: "Retry",
  loading: "Loading courses...",
  accessCourse: "Access Course",
};
