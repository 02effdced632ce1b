import { describe, expect, it } from "vitest";
import { keepEditingIntent, takeKeepEditing } from "./keep-editing";

describe("takeKeepEditing", () => {
  it("turns the keep-editing intent back into the save intent it came from", () => {
    const form = new FormData();
    form.set("intent", keepEditingIntent("course-save"));
    expect(takeKeepEditing(form)).toBe(true);
    expect(form.get("intent")).toBe("course-save");
  });

  it("leaves a plain Save, and any other intent, as it was", () => {
    for (const intent of ["save", "delete", "preview"]) {
      const form = new FormData();
      form.set("intent", intent);
      expect(takeKeepEditing(form)).toBe(false);
      expect(form.get("intent")).toBe(intent);
    }
    expect(takeKeepEditing(new FormData())).toBe(false);
  });
});
