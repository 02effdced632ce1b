import { describe, expect, it } from "vitest";
import {
  clampPage,
  libraryHref,
  pageCount,
  pageOffset,
  parseLibraryCategory,
  parsePageNumber,
  safeExternalUrl,
  safeImageSrc,
  statusTone,
} from "./library";

describe("library category and paging", () => {
  it("follows ?category=, business by default", () => {
    expect(parseLibraryCategory("helping-hand")).toBe("helping-hand");
    expect(parseLibraryCategory("business")).toBe("business");
    expect(parseLibraryCategory(null)).toBe("business");
    expect(parseLibraryCategory("HELPING-HAND ")).toBe("business");
    expect(parseLibraryCategory("<script>")).toBe("business");
  });

  it("reads a page number and falls back to 1", () => {
    expect(parsePageNumber("2")).toBe(2);
    expect(parsePageNumber(" 3 ")).toBe(3);
    for (const bad of [null, undefined, "", "abc", "0", "-2", "1.5", "2e3", "9999999"]) {
      expect(parsePageNumber(bad)).toBe(1);
    }
  });

  it("counts pages of six and clamps past the end", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(7)).toBe(2);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(13)).toBe(3);
    expect(clampPage(5, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(3, 1)).toBe(1);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(12);
  });

  it("builds links that reset the page and keep the category", () => {
    expect(libraryHref("business")).toBe("/projects/library?category=business");
    expect(libraryHref("helping-hand", 1)).toBe("/projects/library?category=helping-hand");
    expect(libraryHref("helping-hand", 2)).toBe("/projects/library?category=helping-hand&page=2");
  });
});

describe("status badge colour", () => {
  it("is green for Active, blue for Completed and yellow otherwise", () => {
    expect(statusTone("Active")).toBe("success");
    expect(statusTone("active ")).toBe("success");
    expect(statusTone("Completed")).toBe("info");
    expect(statusTone("Upcoming")).toBe("warning");
    expect(statusTone("In Planning")).toBe("warning");
    expect(statusTone(null)).toBe("warning");
  });
});

describe("links from stored content", () => {
  it("opens only http(s) addresses", () => {
    expect(safeExternalUrl("https://www.example.com/x")).toBe("https://www.example.com/x");
    expect(safeExternalUrl("http://example.org")).toBe("http://example.org/");
    expect(safeExternalUrl("javascript:alert(1)")).toBeNull();
    expect(safeExternalUrl("data:text/html,hi")).toBeNull();
    expect(safeExternalUrl("not a url")).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it("accepts site paths and http(s) images only", () => {
    expect(safeImageSrc("/images/seed/x.svg")).toBe("/images/seed/x.svg");
    expect(safeImageSrc("//evil.example/x.png")).toBeNull();
    expect(safeImageSrc("https://cdn.example.org/a.jpg")).toBe("https://cdn.example.org/a.jpg");
    expect(safeImageSrc("  ")).toBeNull();
  });
});
