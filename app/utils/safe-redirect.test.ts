import { describe, expect, it } from "vitest";
import { safeRedirectPath, withRedirectTo } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirectPath("/admin/submissions/contact/123")).toBe("/admin/submissions/contact/123");
    expect(safeRedirectPath("/admin/audit?person=a%40b.org")).toBe("/admin/audit?person=a%40b.org");
  });

  it.each([
    "//evil.example/admin",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "admin",
    "/admin\n/x",
    "/\tevil",
    "",
    "x".repeat(1001),
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it("builds the sign-in address only with a safe path", () => {
    expect(withRedirectTo("/auth", "/admin/news")).toBe("/auth?redirectTo=%2Fadmin%2Fnews");
    expect(withRedirectTo("/auth", "//evil.example")).toBe("/auth");
    expect(withRedirectTo("/auth", null)).toBe("/auth");
  });
});
