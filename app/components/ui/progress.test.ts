import { describe, expect, it } from "vitest";
import { clampPercent } from "./progress";

describe("clampPercent", () => {
  it("caps at 100 and floors at 0", () => {
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-5)).toBe(0);
  });
  it("keeps one decimal", () => {
    expect(clampPercent(33.333)).toBe(33.3);
    expect(clampPercent(66.66)).toBe(66.7);
  });
  it("treats missing or non-finite values as 0", () => {
    expect(clampPercent(undefined)).toBe(0);
    expect(clampPercent(null)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
