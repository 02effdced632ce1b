import { describe, expect, it } from "vitest";
import {
  catalogueHref,
  categoryLabel,
  categoryTheme,
  filterCourses,
  findCourseByTitle,
  listCategories,
  parseCatalogueFilters,
  resultSummary,
  type CatalogueCourse,
} from "./catalogue";

const course = (title: string, category: string | null, description = "A course."): CatalogueCourse => ({
  id: title,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  description,
  category,
  level: null,
  duration: null,
  imageUrl: null,
  imageAlt: "",
  isPrivate: false,
});

const courses = [
  course("Starting Your Business Opportunity", "business opportunity", "Your first 90 days."),
  course("Lab-Grown Diamond Agent Training", "lab-grown diamonds", "For registered agents."),
  course("Household Budgeting", "financial literacy", "Build a budget you can stick to."),
  course("Bookkeeping", "Financial Literacy", "Clean books all year."),
  course("Leading Volunteers", null, "Recruit and thank volunteers."),
];

describe("filterCourses", () => {
  it("searches title, description and category without regard to case", () => {
    expect(filterCourses(courses, { q: "BUDGET", category: null }).map((c) => c.title)).toEqual([
      "Household Budgeting",
    ]);
    expect(filterCourses(courses, { q: "registered", category: null }).map((c) => c.title)).toEqual([
      "Lab-Grown Diamond Agent Training",
    ]);
    expect(filterCourses(courses, { q: "literacy", category: null })).toHaveLength(2);
    expect(filterCourses(courses, { q: "", category: null })).toHaveLength(5);
  });

  it("filters by whole category, combined with the search", () => {
    expect(filterCourses(courses, { q: "", category: "financial literacy" })).toHaveLength(2);
    expect(filterCourses(courses, { q: "books", category: "financial literacy" }).map((c) => c.title)).toEqual([
      "Bookkeeping",
    ]);
    expect(filterCourses(courses, { q: "", category: "financial" })).toHaveLength(0);
    expect(filterCourses(courses, { q: "zzz", category: null })).toEqual([]);
  });
});

describe("categories", () => {
  it("lists each distinct category once, alphabetically", () => {
    expect(listCategories(courses)).toEqual(["business opportunity", "financial literacy", "lab-grown diamonds"]);
  });

  it("themes business opportunity red, lab-grown diamonds purple and anything else blue", () => {
    expect(categoryTheme("business opportunity")).toBe("business");
    expect(categoryTheme("Business Opportunity ")).toBe("business");
    expect(categoryTheme("lab-grown diamonds")).toBe("diamonds");
    expect(categoryTheme("financial literacy")).toBe("default");
    expect(categoryTheme(null)).toBe("default");
  });

  it("title-cases labels, hyphenated words too", () => {
    expect(categoryLabel("lab-grown diamonds")).toBe("Lab-Grown Diamonds");
    expect(categoryLabel("business opportunity")).toBe("Business Opportunity");
  });
});

describe("URLs", () => {
  it("reads and writes ?q= and ?category=", () => {
    expect(parseCatalogueFilters(new URLSearchParams("q=%20budget%20&category="))).toEqual({
      q: "budget",
      category: null,
    });
    expect(parseCatalogueFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
    expect(catalogueHref({ q: "budget", category: "financial literacy" })).toBe(
      "/academy?q=budget&category=financial+literacy",
    );
    expect(catalogueHref({ q: " ", category: null })).toBe("/academy");
  });

  it("finds the course an enrollment link names by title, else nothing", () => {
    expect(findCourseByTitle(courses, "Bookkeeping")?.title).toBe("Bookkeeping");
    expect(findCourseByTitle(courses, "  household   BUDGETING ")?.title).toBe("Household Budgeting");
    expect(findCourseByTitle(courses, "Underwater Basket Weaving")).toBeNull();
    expect(findCourseByTitle(courses, null)).toBeNull();
  });
});

describe("resultSummary", () => {
  it("counts every course when nothing is filtered", () => {
    expect(resultSummary(5, 5, { q: "", category: null })).toBe("5 courses, all free");
    expect(resultSummary(1, 1, { q: "", category: null })).toBe("1 course, all free");
  });

  it("says what a category or a search shows of the total", () => {
    expect(resultSummary(2, 5, { q: "", category: "business opportunity" })).toBe(
      "Showing 2 of 5 courses in Business Opportunity",
    );
    expect(resultSummary(0, 5, { q: "gold", category: null })).toBe("Showing 0 of 5 courses matching “gold”");
    expect(resultSummary(1, 1, { q: "gold", category: "lab-grown diamonds" })).toBe(
      "Showing 1 of 1 course in Lab-Grown Diamonds matching “gold”",
    );
  });
});
