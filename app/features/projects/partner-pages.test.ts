import { describe, expect, it } from "vitest";
import { partnerSlugFromPath, requirePartnerPage } from "./partner-pages";

const pages = [{ slug: "lon-tax" }, { slug: "shield-fashion" }];

describe("partner page lookup", () => {
  it("reads the slug from every form of a path React Router matches", () => {
    expect(partnerSlugFromPath("/projects/lon-tax")).toBe("lon-tax");
    expect(partnerSlugFromPath("/projects/lon-tax/")).toBe("lon-tax");
    expect(partnerSlugFromPath("/projects/LON-Tax")).toBe("lon-tax");
    expect(partnerSlugFromPath("/projects/lon%2Dtax")).toBe("lon-tax");
  });

  it("finds the record of the page", () => {
    expect(requirePartnerPage(pages, "/projects/shield-fashion")).toBe(pages[1]);
  });

  it("throws when no record matches, so a missing record is a server error and not a blank page", () => {
    expect(() => requirePartnerPage(pages, "/projects/orel-developers")).toThrow(/No partner page record/);
    expect(() => requirePartnerPage(pages, "/projects/%E0%A4%A")).toThrow(/No partner page record/);
  });
});
