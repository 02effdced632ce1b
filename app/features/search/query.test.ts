import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, parseSearchQuery } from "./query";

describe("parseSearchQuery", () => {
  it("makes every word a required prefix term", () => {
    expect(parseSearchQuery("  Volunt  Hand ")).toEqual({
      status: "ok",
      text: "Volunt  Hand",
      words: ["volunt", "hand"],
      tsquery: "volunt:* & hand:*",
    });
  });

  it("strips text-search operators and markup, keeping only words", () => {
    const parsed = parseSearchQuery("a&b|!(c):*'d <script>alert(1)</script>");
    expect(parsed).toMatchObject({
      status: "ok",
      tsquery: "a:* & b:* & c:* & d:* & script:* & alert:* & 1:*",
    });
  });

  it("treats operator-only, quote-only and emoji-only text as empty", () => {
    for (const text of ["", "   ", "'", "&|!():*", "🙂🎉", null, undefined]) {
      expect(parseSearchQuery(text).status).toBe("empty");
    }
  });

  it("keeps letters from other scripts", () => {
    expect(parseSearchQuery("Renée café")).toMatchObject({
      status: "ok",
      words: ["renée", "café"],
    });
  });

  it("refuses text longer than the limit and drops repeated words", () => {
    expect(parseSearchQuery("x".repeat(MAX_QUERY_LENGTH + 1)).status).toBe("too-long");
    expect(parseSearchQuery("x".repeat(MAX_QUERY_LENGTH)).status).toBe("ok");
    expect(parseSearchQuery("hand hand HAND")).toMatchObject({
      words: ["hand"],
    });
  });
});
