import { describe, expect, it } from "vitest";
import { formatFullDate, formatMonthYear } from "./format";

describe("completed campaign dates", () => {
  it("formats a date column in UTC", () => {
    expect(formatMonthYear("2026-10-17")).toBe("October 2026");
    expect(formatFullDate("2026-10-17")).toBe("October 17, 2026");
    expect(formatFullDate("2024-01-01")).toBe("January 1, 2024");
  });

  it("shows a malformed value as it is rather than 'Invalid Date'", () => {
    expect(formatMonthYear("soon")).toBe("soon");
  });
});
