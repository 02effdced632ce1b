import { describe, expect, it } from "vitest";
import { hashCoursePassword, verifyCoursePassword } from "./course-password.server";

describe("course passwords", () => {
  it("stores a salted scrypt hash, never the password", async () => {
    const stored = await hashCoursePassword("Sparkle2025");
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(stored).not.toContain("Sparkle2025");
    expect(await hashCoursePassword("Sparkle2025")).not.toBe(stored);
  });

  it("accepts the right password and rejects a wrong one", async () => {
    const stored = await hashCoursePassword("Sparkle2025");
    expect(await verifyCoursePassword("Sparkle2025", stored)).toBe(true);
    expect(await verifyCoursePassword("sparkle2025", stored)).toBe(false);
    expect(await verifyCoursePassword("", stored)).toBe(false);
  });

  it("treats a garbage stored value as a mismatch", async () => {
    for (const garbage of [
      "",
      "Sparkle2025",
      "scrypt$$",
      "scrypt$zz$zz",
      "bcrypt$00ff$00ff",
      "scrypt$00ff$00ff",
      "scrypt$00ff$" + "ab".repeat(64) + "$extra",
    ]) {
      expect(await verifyCoursePassword("Sparkle2025", garbage)).toBe(false);
    }
  });
});
