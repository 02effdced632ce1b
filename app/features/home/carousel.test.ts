import { describe, expect, it } from "vitest";
import {
  cardsPerViewForWidth,
  cardsPerViewFromLayout,
  carouselPosition,
  clampIndex,
  indexFromScroll,
  lastIndex,
  slideLabel,
} from "./carousel";

describe("cards per view", () => {
  it.each([
    [320, 1],
    [375, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
    [2560, 3],
  ] as const)("shows %i px as %i per view", (width, expected) => {
    expect(cardsPerViewForWidth(width)).toBe(expected);
  });

  it("reads the count from the rendered layout", () => {
    expect(cardsPerViewFromLayout(359, 359)).toBe(1);
    expect(cardsPerViewFromLayout(720, 360)).toBe(2);
    expect(cardsPerViewFromLayout(1232, 410.66)).toBe(3);
    expect(cardsPerViewFromLayout(0, 0)).toBe(1);
  });
});

describe("carousel position with four cards", () => {
  it("on a phone (1 per view) walks through four positions", () => {
    const states = [0, 1, 2, 3].map((index) => carouselPosition(index, 4, 1));
    expect(states.map((s) => [s.canGoPrevious, s.canGoNext])).toEqual([
      [false, true],
      [true, true],
      [true, true],
      [true, false],
    ]);
    expect(states.map((s) => `${s.firstInView}-${s.lastInView}`)).toEqual(["1-1", "2-2", "3-3", "4-4"]);
  });

  it("on a tablet (2 per view) has three positions", () => {
    expect(lastIndex(4, 2)).toBe(2);
    expect(carouselPosition(0, 4, 2)).toMatchObject({ canGoPrevious: false, canGoNext: true, lastInView: 2 });
    expect(carouselPosition(2, 4, 2)).toMatchObject({
      canGoPrevious: true,
      canGoNext: false,
      firstInView: 3,
      lastInView: 4,
    });
  });

  it("on a desktop (3 per view) has two positions", () => {
    expect(carouselPosition(0, 4, 3)).toMatchObject({ canGoPrevious: false, canGoNext: true });
    expect(carouselPosition(1, 4, 3)).toMatchObject({
      canGoPrevious: true,
      canGoNext: false,
      firstInView: 2,
      lastInView: 4,
    });
  });

  it("disables both buttons when every card fits (no campaign: three cards on a desktop)", () => {
    expect(carouselPosition(0, 3, 3)).toMatchObject({ index: 0, canGoPrevious: false, canGoNext: false });
  });
});

describe("clamping", () => {
  it("pulls the index back when the window widens", () => {
    // At the last phone position (index 3), widening to 3 per view must still fill the view.
    expect(clampIndex(3, 4, 3)).toBe(1);
    expect(carouselPosition(3, 4, 2).index).toBe(2);
  });

  it("keeps the index when the window narrows", () => {
    expect(clampIndex(1, 4, 1)).toBe(1);
  });

  it("never goes below zero or past the end", () => {
    expect(clampIndex(-2, 4, 1)).toBe(0);
    expect(clampIndex(9, 4, 1)).toBe(3);
    expect(clampIndex(Number.NaN, 4, 1)).toBe(0);
    expect(clampIndex(2, 0, 3)).toBe(0);
  });
});

describe("scroll offsets", () => {
  it("rounds to the nearest card and clamps", () => {
    expect(indexFromScroll(0, 343, 4, 1)).toBe(0);
    expect(indexFromScroll(350, 343, 4, 1)).toBe(1);
    expect(indexFromScroll(170, 343, 4, 1)).toBe(0);
    expect(indexFromScroll(172, 343, 4, 1)).toBe(1);
    expect(indexFromScroll(5000, 343, 4, 1)).toBe(3);
    expect(indexFromScroll(420, 0, 4, 1)).toBe(0);
  });
});

it("labels slides for assistive technology", () => {
  expect(slideLabel(1, 4)).toBe("2 of 4");
});
