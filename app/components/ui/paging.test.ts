import { describe, expect, it } from "vitest";
import { countPages, pageItems, parsePageParam, withPage } from "./paging";

describe("parsePageParam", () => {
  it("reads a positive whole number and falls back to 1 for anything else", () => {
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam(" 2 ")).toBe(2);
    for (const bad of [null, undefined, "", "0", "-1", "2.5", "abc", "1e3", "9999999"]) {
      expect(parsePageParam(bad)).toBe(1);
    }
    expect(parsePageParam("999999")).toBe(10_000);
  });
});

describe("countPages", () => {
  it("rounds up and never returns 0", () => {
    expect(countPages(0, 6)).toBe(1);
    expect(countPages(6, 6)).toBe(1);
    expect(countPages(7, 6)).toBe(2);
    expect(countPages(15, 6)).toBe(3);
  });
});

describe("pageItems", () => {
  it("lists every page of a short list", () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(2, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the ends and the neighbours of the current page, with gaps", () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, "gap", 12]);
    expect(pageItems(6, 12)).toEqual([1, "gap", 5, 6, 7, "gap", 12]);
    expect(pageItems(12, 12)).toEqual([1, "gap", 9, 10, 11, 12]);
  });
});

describe("withPage", () => {
  it("sets the page and keeps the other parameters; page 1 has no parameter", () => {
    expect(withPage("/latest-news", "category=campaigns", 2)).toBe("/latest-news?category=campaigns&page=2");
    expect(withPage("/latest-news", "category=campaigns&page=3", 1)).toBe("/latest-news?category=campaigns");
    expect(withPage("/completed-campaigns", "page=2", 1)).toBe("/completed-campaigns");
  });
});
