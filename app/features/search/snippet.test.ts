import { describe, expect, it } from "vitest";
import { MATCH_END, MATCH_START, parseHeadline } from "./snippet";

const m = (word: string) => `${MATCH_START}${word}${MATCH_END}`;

describe("parseHeadline", () => {
  it("splits a headline into plain and matched parts", () => {
    expect(parseHeadline(`Our ${m("volunteers")} build ${m("gardens")}.`)).toEqual([
      { text: "Our ", isMatch: false },
      { text: "volunteers", isMatch: true },
      { text: " build ", isMatch: false },
      { text: "gardens", isMatch: true },
      { text: ".", isMatch: false },
    ]);
  });

  it("keeps markup as plain text (it is rendered as text, never parsed)", () => {
    expect(parseHeadline(`<img src=x onerror=alert(1)> ${m("hand")}`)).toEqual([
      { text: "<img src=x onerror=alert(1)> ", isMatch: false },
      { text: "hand", isMatch: true },
    ]);
  });

  it("decodes common entities left from stored HTML and tidies whitespace", () => {
    expect(parseHeadline("Fish &amp; chips\n\n  on &quot;Fridays&quot;")).toEqual([
      { text: 'Fish & chips on "Fridays"', isMatch: false },
    ]);
  });

  it("copes with empty and unbalanced markers", () => {
    expect(parseHeadline(null)).toEqual([]);
    expect(parseHeadline(`a ${MATCH_START}b`)).toEqual([
      { text: "a ", isMatch: false },
      { text: "b", isMatch: true },
    ]);
  });
});
