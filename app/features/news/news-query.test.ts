import { describe, expect, it } from "vitest";
import { parseNewsQuery, selectedCategorySlug } from "./news-query";

describe("parseNewsQuery", () => {
  it("reads the page and the category", () => {
    expect(parseNewsQuery(new URLSearchParams("page=3&category=campaigns"))).toEqual({
      page: 3,
      requestedCategory: "campaigns",
    });
  });

  it("falls back to page 1 and no category", () => {
    expect(parseNewsQuery(new URLSearchParams(""))).toEqual({ page: 1, requestedCategory: null });
    expect(parseNewsQuery(new URLSearchParams("page=abc&category=%20%20"))).toEqual({
      page: 1,
      requestedCategory: null,
    });
  });

  it("trims the category", () => {
    expect(parseNewsQuery(new URLSearchParams("category=%20Academy%20")).requestedCategory).toBe("Academy");
  });
});

describe("selectedCategorySlug", () => {
  it("prefers the known category's slug", () => {
    expect(selectedCategorySlug({ slug: "academy" }, "Academy")).toBe("academy");
  });

  it("lower-cases an unknown requested category, and gives null without one", () => {
    expect(selectedCategorySlug(null, "Nope")).toBe("nope");
    expect(selectedCategorySlug(null, null)).toBeNull();
  });
});
