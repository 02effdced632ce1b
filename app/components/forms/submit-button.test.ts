import { describe, expect, it } from "vitest";
import { isSubmitting } from "./submit-button";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe("isSubmitting", () => {
  it("is false when nothing is in flight", () => {
    expect(isSubmitting({ state: "idle" }, "/contact")).toBe(false);
  });
  it("is false for a plain page navigation or a GET form", () => {
    expect(isSubmitting({ state: "loading" }, "/contact")).toBe(false);
    expect(isSubmitting({ state: "submitting", formMethod: "GET", formAction: "/contact" }, "/contact")).toBe(false);
  });
  it("is true while posting to the watched action, and while its redirect loads", () => {
    expect(isSubmitting({ state: "submitting", formMethod: "POST", formAction: "/contact" }, "/contact")).toBe(true);
    expect(isSubmitting({ state: "loading", formMethod: "post", formAction: "/contact" }, "/contact")).toBe(true);
  });
  it("ignores the ?index marker of index routes", () => {
    expect(isSubmitting({ state: "submitting", formMethod: "POST", formAction: "/?index" }, "/")).toBe(true);
  });
  it("is false for a post to another action", () => {
    expect(isSubmitting({ state: "submitting", formMethod: "POST", formAction: "/newsletter" }, "/contact")).toBe(
      false,
    );
  });
  it("tells intents apart", () => {
    const navigation = {
      state: "submitting",
      formMethod: "POST",
      formAction: "/admin",
      formData: form({ intent: "delete" }),
    } as const;
    expect(isSubmitting(navigation, "/admin", "intent", "delete")).toBe(true);
    expect(isSubmitting(navigation, "/admin", "intent", "save")).toBe(false);
  });
});
