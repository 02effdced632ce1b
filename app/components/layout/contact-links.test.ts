import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "./contact-links";

describe("telHref", () => {
  it("adds the US country code to North American numbers", () => {
    expect(telHref("1-800-555-0199")).toBe("tel:+18005550199");
    expect(telHref("(555) 010-2030")).toBe("tel:+15550102030");
  });
  it("keeps an explicit international number", () => {
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });
  it("leaves other numbers as digits", () => {
    expect(telHref("555-0199")).toBe("tel:5550199");
  });
});

describe("mailtoHref", () => {
  it("builds a mailto link", () => {
    expect(mailtoHref(" info@example.org ")).toBe("mailto:info@example.org");
  });
});
