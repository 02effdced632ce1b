import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, fundingPercent } from "./format";

describe("card formats", () => {
  it("formats stored dates without shifting the day", () => {
    expect(formatDate("2026-08-01")).toBe("August 1, 2026");
    expect(formatDate("nonsense")).toBe("nonsense");
  });
  it("formats dollars", () => {
    expect(formatMoney(11240)).toBe("$11,240");
    expect(formatMoney(Number.NaN)).toBe("$0");
  });
  it("works out funding progress with one decimal", () => {
    expect(fundingPercent(11240, 18000)).toBe(62.4);
    expect(fundingPercent(13150, 12000)).toBe(109.6);
    expect(fundingPercent(2875, null)).toBe(0);
    expect(fundingPercent(10, 0)).toBe(0);
  });
});
