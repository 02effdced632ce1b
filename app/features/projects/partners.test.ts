import { describe, expect, it } from "vitest";
import {
  collaborationTextFor,
  companyNameFor,
  detailPartnerHref,
  libraryPartnerHref,
  partnerFromTitle,
  supportProjectHref,
} from "./partners";

describe("partner button on a library card (by title, case-insensitive)", () => {
  it.each([
    ["Mary Kay Independent Beauty Consultant Program", "/marykay-application"],
    ["MARY KAY summer drive", "/marykay-application"],
    ["marykay skin care", "/marykay-application"],
    ["AMERA Diamonds Agent Program", "/amera-diamonds-application"],
    ["Lab-Grown Diamonds Retail Partnership", "/amera-diamonds-application"],
    ["Black DIAMOND coffee", "/amera-diamonds-application"],
    [
      "Orel Developers AI Automation Territorial Agents",
      "/agent-application?project=Orel+Developers+AI+Automation+Territorial+Agents",
    ],
    ["Shield Fashion & Co", "/agent-application?project=Shield+Fashion+%26+Co"],
  ])("%s → %s", (title, href) => {
    expect(libraryPartnerHref(title)).toBe(href);
  });

  it("prefers Mary Kay over diamonds when a title names both", () => {
    expect(libraryPartnerHref("Mary Kay diamond gala")).toBe("/marykay-application");
  });
});

describe("partner button on the project detail page", () => {
  const id = "6f1c2b1e-1111-4c3d-9e8f-000000000001";
  it.each([
    ["Mary Kay Independent Beauty Consultant Program", "/marykay-application"],
    ["AMERA Diamonds Agent Program", "/amera-diamonds-application"],
    [
      "Orel Developers AI Automation Territorial Agents",
      "/agent-application?project=Orel+Developers+AI+Automation+Territorial+Agents",
    ],
    ["Web DEVELOPER apprenticeship", "/agent-application?project=Web+DEVELOPER+apprenticeship"],
    // Unlike the card, a diamond title without "amera" applies for that very project.
    [
      "Lab-Grown Diamonds Retail Partnership",
      `/project-application/${id}?project=Lab-Grown+Diamonds+Retail+Partnership`,
    ],
    ["Heartland Home Health Aide Agency", `/project-application/${id}?project=Heartland+Home+Health+Aide+Agency`],
  ])("%s → %s", (title, href) => {
    expect(detailPartnerHref({ id, title })).toBe(href);
  });

  it("encodes the id and the title", () => {
    expect(detailPartnerHref({ id: "a/b", title: "Tea & cake?" })).toBe(
      "/project-application/a%2Fb?project=Tea+%26+cake%3F",
    );
  });
});

describe("support and fallbacks", () => {
  it("offers 'Support This Project' only outside the business category", () => {
    expect(supportProjectHref({ title: "Urban Garden Initiative", category: "Community Project" })).toBe(
      "/donate?project=Urban+Garden+Initiative",
    );
    expect(supportProjectHref({ title: "X", category: "Business Opportunity" })).toBeNull();
    expect(supportProjectHref({ title: "X", category: " business opportunity " })).toBeNull();
    expect(supportProjectHref({ title: "X", category: null })).toBe("/donate?project=X");
  });

  it("derives the company name from the title when none is stored", () => {
    expect(companyNameFor({ title: "Mary Kay starter", collaboratingCompanyName: null })).toBe("Mary Kay");
    expect(companyNameFor({ title: "The amera program", collaboratingCompanyName: "  " })).toBe("AMERA Diamonds");
    expect(companyNameFor({ title: "Orel agents" })).toBe("Orel Developers");
    expect(companyNameFor({ title: "Urban Garden Initiative" })).toBe("Urban Garden Initiative");
    expect(companyNameFor({ title: "Mary Kay", collaboratingCompanyName: "Gloria's Team" })).toBe("Gloria's Team");
    expect(partnerFromTitle("Something else")).toBeNull();
  });

  it("defaults the collaboration text per partner", () => {
    expect(collaborationTextFor({ title: "Mary Kay", collaborationWays: null })).toMatch(/beauty consultant/);
    expect(collaborationTextFor({ title: "AMERA", collaborationWays: "" })).toMatch(/diamond agent/);
    expect(collaborationTextFor({ title: "Orel" })).toMatch(/Orel Developers/);
    expect(collaborationTextFor({ title: "Co-op" })).toMatch(/partnerships team/);
    expect(collaborationTextFor({ title: "Co-op", collaborationWays: " Own words " })).toBe("Own words");
  });
});
