import { describe, expect, it } from "vitest";
import { donationEmbed, donationReturn, projectFromQuery } from "./donate";

describe("donationEmbed", () => {
  it("is null without a configured form, and loads the platform's script only when one is configured", () => {
    expect(donationEmbed(undefined)).toBeNull();
    expect(donationEmbed("https://give.example.org/embed/abc?x=1")).toEqual({
      formUrl: "https://give.example.org/embed/abc?x=1",
      scriptUrl: null,
    });
    expect(donationEmbed("https://give.example.org/embed/abc", "https://give.example.org/widget.js")?.scriptUrl).toBe(
      "https://give.example.org/widget.js",
    );
  });
});

describe("projectFromQuery", () => {
  it("collapses whitespace, drops control characters and caps the length", () => {
    expect(projectFromQuery(null, 10)).toBeNull();
    expect(projectFromQuery("  \u0000 \n ", 10)).toBeNull();
    expect(projectFromQuery(" Baby\u0007  Cam\n Drive ", 80)).toBe("Baby Cam Drive");
    expect(projectFromQuery("x".repeat(100), 80)).toBe(`${"x".repeat(80)}...`);
  });
});

describe("donationReturn", () => {
  it("only reacts to the literal value true", () => {
    expect(donationReturn(new URLSearchParams("success=true"))).toBe("success");
    expect(donationReturn(new URLSearchParams("canceled=true"))).toBe("canceled");
    expect(donationReturn(new URLSearchParams("success=1&canceled=yes"))).toBeNull();
    expect(donationReturn(new URLSearchParams("amount=500"))).toBeNull();
  });
});
