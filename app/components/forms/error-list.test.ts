import { describe, expect, it } from "vitest";
import { errorMessages } from "./error-list";

describe("errorMessages", () => {
  it("accepts a single message or a list", () => {
    expect(errorMessages("Email is required")).toEqual(["Email is required"]);
    expect(errorMessages(["A", "B"])).toEqual(["A", "B"]);
  });
  it("drops empty entries and duplicates", () => {
    expect(errorMessages(["A", "", null, undefined, "  ", "A"])).toEqual(["A"]);
  });
  it("ignores values that are not messages", () => {
    expect(errorMessages({ email: ["Bad"] })).toEqual([]);
    expect(errorMessages(["A", 3, { message: "B" }])).toEqual(["A"]);
  });
  it("returns nothing for no errors", () => {
    expect(errorMessages(undefined)).toEqual([]);
    expect(errorMessages(null)).toEqual([]);
  });
});
