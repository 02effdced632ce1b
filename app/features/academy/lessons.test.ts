import { describe, expect, it } from "vitest";
import {
  contentTypeLabel,
  courseProgress,
  describeMinutes,
  formatMinutes,
  isTextLesson,
  lessonMinutes,
  lessonNeighbours,
  mentionsDiamonds,
  moduleMinutes,
  orderLessons,
  outlineTotals,
  resumeLesson,
} from "./lessons";

const lesson = (id: string, sortOrder: number) => ({ id, sortOrder });

describe("orderLessons", () => {
  it("orders by module sort order, then lesson sort order, whatever order they arrive in", () => {
    const modules = [
      { id: "m2", sortOrder: 2, lessons: [lesson("b2", 2), lesson("b1", 1)] },
      { id: "m1", sortOrder: 1, lessons: [lesson("a3", 3), lesson("a1", 1), lesson("a2", 2)] },
      { id: "m3", sortOrder: 3, lessons: [] },
    ];
    expect(orderLessons(modules).map((l) => `${l.moduleId}/${l.id}`)).toEqual([
      "m1/a1",
      "m1/a2",
      "m1/a3",
      "m2/b1",
      "m2/b2",
    ]);
  });

  it("keeps the database's order for equal sort orders", () => {
    const modules = [{ id: "m", sortOrder: 0, lessons: [lesson("x", 0), lesson("y", 0), lesson("z", 0)] }];
    expect(orderLessons(modules).map((l) => l.id)).toEqual(["x", "y", "z"]);
  });
});

describe("lessonNeighbours", () => {
  const ordered = [{ id: "a" }, { id: "b" }, { id: "c" }];

  it("has no previous lesson at the start and no next one at the end", () => {
    expect(lessonNeighbours(ordered, "a")).toEqual({ previous: null, next: { id: "b" } });
    expect(lessonNeighbours(ordered, "b")).toEqual({ previous: { id: "a" }, next: { id: "c" } });
    expect(lessonNeighbours(ordered, "c")).toEqual({ previous: { id: "b" }, next: null });
  });

  it("gives nothing for an unknown lesson or a course of one lesson", () => {
    expect(lessonNeighbours(ordered, "zzz")).toEqual({ previous: null, next: null });
    expect(lessonNeighbours([{ id: "only" }], "only")).toEqual({ previous: null, next: null });
  });
});

describe("courseProgress", () => {
  const ids = ["a", "b", "c"];

  it("is the rounded percentage of completed lessons", () => {
    expect(courseProgress(ids, new Set())).toBe(0);
    expect(courseProgress(ids, new Set(["a"]))).toBe(33);
    expect(courseProgress(ids, new Set(["a", "b"]))).toBe(67);
    expect(courseProgress(ids, new Set(["a", "b", "c"]))).toBe(100);
    expect(courseProgress(["a", "b", "c", "d", "e", "f", "g", "h"], new Set(["a"]))).toBe(13); // 12.5 rounds up
  });

  it("ignores lessons of other courses and is 0 for a course without lessons", () => {
    expect(courseProgress(ids, new Set(["x", "y", "a"]))).toBe(33);
    expect(courseProgress([], new Set(["a"]))).toBe(0);
  });
});

describe("resumeLesson", () => {
  const ordered = [{ id: "a" }, { id: "b" }, { id: "c" }];
  it("continues at the first lesson not yet complete, else the first lesson", () => {
    expect(resumeLesson(ordered, new Set())).toEqual({ id: "a" });
    expect(resumeLesson(ordered, new Set(["a", "c"]))).toEqual({ id: "b" });
    expect(resumeLesson(ordered, new Set(["a", "b", "c"]))).toEqual({ id: "a" });
    expect(resumeLesson([], new Set())).toBeNull();
  });
});

describe("durations", () => {
  it("counts a missing duration as 0 minutes", () => {
    expect(lessonMinutes(null)).toBe(0);
    expect(lessonMinutes(undefined)).toBe(0);
    expect(lessonMinutes(-5)).toBe(0);
    expect(lessonMinutes(12)).toBe(12);
  });

  it("shows totals in hours and minutes", () => {
    expect(formatMinutes(0)).toBe("0 min");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(60)).toBe("1h");
    expect(formatMinutes(200)).toBe("3h 20m");
    expect(describeMinutes(200)).toBe("3 hours 20 minutes");
    expect(describeMinutes(61)).toBe("1 hour 1 minute");
    expect(describeMinutes(0)).toBe("0 minutes");
  });
});

describe("mentionsDiamonds (the lab-grown diamond disclosure)", () => {
  it("appears for the brand or the word diamond(s), in any case", () => {
    expect(mentionsDiamonds("Working with AMERA")).toBe(true);
    expect(mentionsDiamonds("<p>amera ships in 14 days</p>")).toBe(true);
    expect(mentionsDiamonds("<p>Lab-grown <strong>Diamonds</strong> are real</p>")).toBe(true);
    expect(mentionsDiamonds("A diamond agent")).toBe(true);
    expect(mentionsDiamonds(null, "Lesson #11: What Is a Lab-Grown Diamond?")).toBe(true);
  });

  it("does not appear for other words or for markup", () => {
    expect(mentionsDiamonds("<p>Household budgeting</p>")).toBe(false);
    expect(mentionsDiamonds("The camera and the Americas")).toBe(false);
    expect(mentionsDiamonds("Diamondbacks baseball")).toBe(false);
    expect(mentionsDiamonds('<img alt="" src="/images/diamond.svg"><p>A photo</p>')).toBe(false);
    expect(mentionsDiamonds(null, undefined, "")).toBe(false);
  });
});

describe("lesson types and ids", () => {
  it("treats only text as the full-screen reader", () => {
    expect(isTextLesson("text")).toBe(true);
    expect(isTextLesson(" Text ")).toBe(true);
    expect(isTextLesson("video")).toBe(false);
    expect(contentTypeLabel("video")).toBe("Video");
    expect(contentTypeLabel("audio_clip")).toBe("Audio clip");
  });
});

describe("course outline totals", () => {
  const lessons = (...minutes: number[]) => minutes.map((value) => ({ minutes: value }));

  it("adds a module's lesson minutes", () => {
    expect(moduleMinutes({ lessons: lessons(5, 10, 0) })).toBe(15);
    expect(moduleMinutes({ lessons: [] })).toBe(0);
  });

  it("counts lessons and minutes over every module", () => {
    expect(outlineTotals([{ lessons: lessons(5, 10) }, { lessons: lessons(30) }, { lessons: [] }])).toEqual({
      lessonCount: 3,
      totalMinutes: 45,
    });
  });

  it("gives zero for a locked outline (no modules sent)", () => {
    expect(outlineTotals(null)).toEqual({ lessonCount: 0, totalMinutes: 0 });
  });
});
