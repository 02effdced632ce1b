import { describe, expect, it } from "vitest";
import { MAIN_NAV } from "~/content/site";
import { isCurrentPage, isInSection, isWithinPath, normalizePath } from "./nav-active";

const item = (to: string) => {
  const found = MAIN_NAV.find((entry) => entry.to === to);
  if (!found) throw new Error(`no menu entry for ${to}`);
  return found;
};

describe("normalizePath", () => {
  it("drops trailing slashes, query strings and hashes", () => {
    expect(normalizePath("/about/")).toBe("/about");
    expect(normalizePath("/projects/library?category=business")).toBe("/projects/library");
    expect(normalizePath("/faq#donations")).toBe("/faq");
  });
  it("keeps the root", () => {
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("")).toBe("/");
  });
});

describe("isCurrentPage", () => {
  it("matches the exact page only", () => {
    expect(isCurrentPage("/about", "/about")).toBe(true);
    expect(isCurrentPage("/about/", "/about")).toBe(true);
    expect(isCurrentPage("/about/team", "/about")).toBe(false);
    expect(isCurrentPage("/", "/about")).toBe(false);
  });
});

describe("isWithinPath", () => {
  it("matches the page and the pages below it", () => {
    expect(isWithinPath("/about/team", "/about")).toBe(true);
    expect(isWithinPath("/about", "/about")).toBe(true);
  });
  it("does not match a sibling that shares a prefix", () => {
    expect(isWithinPath("/aboutness", "/about")).toBe(false);
  });
  it("treats the home page as matching only itself", () => {
    expect(isWithinPath("/", "/")).toBe(true);
    expect(isWithinPath("/about", "/")).toBe(false);
  });
});

describe("isInSection", () => {
  it("highlights About on its submenu pages", () => {
    expect(isInSection("/about/team", item("/about"))).toBe(true);
    expect(isInSection("/about/mission", item("/about"))).toBe(true);
  });
  it("highlights Projects on submenu pages outside /projects and on project detail pages", () => {
    expect(isInSection("/completed-campaigns/12", item("/projects/library"))).toBe(true);
    expect(isInSection("/projects/amera-diamonds", item("/projects/library"))).toBe(true);
    expect(isInSection("/campaigns/7/apply", item("/projects/library"))).toBe(true);
  });
  it("highlights News on article pages", () => {
    expect(isInSection("/news/3", item("/latest-news"))).toBe(true);
  });
  it("does not highlight Home everywhere", () => {
    expect(isInSection("/about", item("/"))).toBe(false);
    expect(isInSection("/", item("/"))).toBe(true);
  });
});
