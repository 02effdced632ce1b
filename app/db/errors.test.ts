import { describe, expect, it } from "vitest";
import { containsPattern, isCheckViolation, isUniqueViolation } from "./errors";
import { isUuid } from "./ids";

describe("isUuid", () => {
  it("accepts a uuid and nothing else an id position might receive", () => {
    expect(isUuid("6f1c1c3e-2d7a-4c55-9a3e-1f2b3c4d5e6f")).toBe(true);
    expect(isUuid("6F1C1C3E-2D7A-4C55-9A3E-1F2B3C4D5E6F")).toBe(true);
    expect(isUuid("not-a-uuid")).toBe(false);
    expect(isUuid("6f1c1c3e-2d7a-4c55-9a3e-1f2b3c4d5e6f' or 1=1")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});

describe("PostgreSQL error codes", () => {
  it("finds the code whether the driver error is thrown as is or wrapped by Drizzle", () => {
    const unique = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: unique }))).toBe(true);
    expect(isCheckViolation(unique)).toBe(false);
    expect(isCheckViolation(new Error("Failed query", { cause: { code: "23514" } }))).toBe(true);
    expect(isUniqueViolation(new Error("connection refused"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe("containsPattern", () => {
  it("takes LIKE wildcards literally", () => {
    expect(containsPattern("ann")).toBe("%ann%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
