import { describe, expect, it } from "vitest";
import { normaliseHref } from "./link-href";

describe("link addresses typed into the editor", () => {
  it("keeps web, email and phone links and pages of this site", () => {
    expect(normaliseHref(" https://example.org/coats ")).toBe("https://example.org/coats");
    expect(normaliseHref("/donate")).toBe("/donate");
    expect(normaliseHref("mailto:hello@example.org")).toBe("mailto:hello@example.org");
    expect(normaliseHref("tel:+15551234567")).toBe("tel:+15551234567");
  });

  it("adds https:// to a bare domain and spells out a protocol-relative one", () => {
    expect(normaliseHref("example.org/news")).toBe("https://example.org/news");
    expect(normaliseHref("//partner.example/x")).toBe("https://partner.example/x");
  });

  it("refuses script addresses and things that are not addresses", () => {
    for (const value of ["javascript:alert(1)", "data:text/html,hi", "", "   ", "hello there", "ftp://example.org"]) {
      expect(normaliseHref(value)).toBeNull();
    }
  });
});
