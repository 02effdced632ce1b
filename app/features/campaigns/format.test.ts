import { describe, expect, it } from "vitest";
import { formatLongDate, formatUsd } from "./format";

describe("formatUsd", () => {
  it("formats whole dollars without cents and keeps cents when there are some", () => {
    expect(formatUsd(11240)).toBe("$11,240");
    expect(formatUsd(18000)).toBe("$18,000");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(null)).toBe("$0");
  });
});

describe("formatLongDate", () => {
  it("reads a date column in UTC", () => {
    expect(formatLongDate("2026-08-01")).toBe("August 1, 2026");
    expect(formatLongDate("2027-01-11")).toBe("January 11, 2027");
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate("not a date")).toBeNull();
  });
});
