import { describe, expect, it } from "vitest";
import { cardText } from "./card-text";

describe("completed campaign card text", () => {
  it("cuts the description at 120 characters and adds an ellipsis", () => {
    const long = "a".repeat(121);
    expect(cardText(long, null).description).toBe(`${"a".repeat(120)}...`);
    expect(cardText("a".repeat(120), null).description).toBe("a".repeat(120));
    expect(cardText("Short.", null).description).toBe("Short.");
  });

  it("cuts the impact summary at 100 characters and leaves an empty one out", () => {
    expect(cardText("x", "b".repeat(101)).impactSummary).toBe(`${"b".repeat(100)}...`);
    expect(cardText("x", "b".repeat(100)).impactSummary).toBe("b".repeat(100));
    expect(cardText("x", null).impactSummary).toBeNull();
    expect(cardText("x", "   ").impactSummary).toBeNull();
  });

  it("counts characters, so a multi-byte letter is one character", () => {
    const text = `${"é".repeat(119)}ñ!`;
    expect(cardText(text, null).description).toBe(`${"é".repeat(119)}ñ...`);
  });
});
