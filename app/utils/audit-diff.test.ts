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

const NY = "America/New_York";

describe("summariseAudit", () => {
  it("reads a change as from → to", () => {
    const summary = summariseAudit(
      "update",
      { label: "Rosa", changes: { isPublished: { from: false, to: true } } },
      NY,
    );
    expect(summary).toEqual({ label: "Rosa", lines: ["is published: no → yes"], isFullRecord: false });
  });

  it("says so when an edit changed nothing", () => {
    expect(summariseAudit("update", { changes: {} }, NY).lines).toEqual(["No fields changed."]);
  });

  it("reads like the screens: instants in the site's zone, labels for codes, lists as lists, no ids", () => {
    const summary = summariseAudit(
      "update",
      {
        label: "Harvest supper",
        changes: {
          publishedDate: { from: "2026-11-24T14:30:00.000Z", to: "2026-12-01T15:00:00.000Z" },
          tags: { from: ["food"], to: ["food", "volunteers"] },
          courseId: { from: null, to: "3f0c5a52-1f7e-4f0e-9d55-0d6f1b7b2a10" },
          contentLength: { from: 120, to: 480 },
        },
      },
      NY,
    );
    expect(summary.lines).toEqual([
      "published date: Nov 24, 2026, 9:30 AM EST → Dec 1, 2026, 10:00 AM EST",
      "tags: food → food, volunteers",
    ]);
    expect(summariseAudit("status", { label: "Contact message from Jane Doe", status: "in_progress" }, NY)).toEqual({
      label: "Contact message from Jane Doe",
      lines: ["status: In progress"],
      isFullRecord: false,
    });
  });

  it("humanizes field names", () => {
    expect(humanizeField("imageUrl")).toBe("image url");
    expect(humanizeField("grant_admin")).toBe("grant admin");
  });
});
