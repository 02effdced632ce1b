import { describe, expect, it } from "vitest";
import { diffForAudit, humanizeField, summariseAudit } from "./audit-diff";

describe("diffForAudit", () => {
  it("keeps only the fields that changed, with a label naming the record", () => {
    const before = {
      id: "1",
      title: "Spring drive",
      isPublished: false,
      publishedDate: new Date("2026-03-01T00:00:00Z"),
    };
    const after = { title: "Spring drive", isPublished: true, publishedDate: "2026-03-01T00:00:00.000Z" };
    expect(diffForAudit(before, after)).toEqual({
      label: "Spring drive",
      changes: { isPublished: { from: false, to: true } },
    });
  });

  it("treats a missing value and null as the same", () => {
    expect(diffForAudit({ location: null }, { location: undefined }).changes).toEqual({});
  });

  it("marks a secret field as changed without either value", () => {
    const diff = diffForAudit({ eligibilityCode: "OLD1" }, { eligibilityCode: "NEW2" }, ["eligibilityCode"]);
    expect(diff.changes).toEqual({ eligibilityCode: { secret: true } });
    expect(JSON.stringify(diff)).not.toMatch(/OLD1|NEW2/);
  });

  it("keeps a field the stored row does not have (a description of the save)", () => {
    expect(diffForAudit({ title: "A" }, { title: "A", password: "password changed" }).changes).toEqual({
      password: { from: null, to: "password changed" },
    });
  });
});

describe("summariseAudit", () => {
  it("reads a change as from → to", () => {
    const summary = summariseAudit("update", { label: "Rosa", changes: { isPublished: { from: false, to: true } } });
    expect(summary).toEqual({ label: "Rosa", lines: ["is published: no → yes"], isFullRecord: false });
  });

  it("says so when an edit changed nothing", () => {
    expect(summariseAudit("update", { changes: {} }).lines).toEqual(["No fields changed."]);
  });

  it("humanizes field names", () => {
    expect(humanizeField("imageUrl")).toBe("image url");
    expect(humanizeField("grant_admin")).toBe("grant admin");
  });
});
