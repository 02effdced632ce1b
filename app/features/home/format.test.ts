import { describe, expect, it } from "vitest";
import { formatCompletionDate } from "./format";

describe("formatCompletionDate", () => {
  it("shows month and year", () => {
    expect(formatCompletionDate("2025-03-14")).toBe("March 2025");
  });

  it("does not slip a month at the edges whatever the time zone", () => {
    expect(formatCompletionDate("2024-12-31")).toBe("December 2024");
    expect(formatCompletionDate("2025-01-01")).toBe("January 2025");
  });

  it("returns odd input unchanged rather than 'Invalid Date'", () => {
    expect(formatCompletionDate("soon")).toBe("soon");
  });
});
