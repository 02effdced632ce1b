import { describe, expect, it } from "vitest";
import { campaignProgress, formatPercent } from "./progress";

describe("campaignProgress", () => {
  it("is raised ÷ goal × 100 with one decimal", () => {
    expect(campaignProgress(11240, 18000)).toEqual({ hasGoal: true, percent: 62.4, barPercent: 62.4 });
    expect(campaignProgress(4120, 9500)).toEqual({ hasGoal: true, percent: 43.4, barPercent: 43.4 });
    expect(campaignProgress(1, 3)).toEqual({ hasGoal: true, percent: 33.3, barPercent: 33.3 });
    expect(campaignProgress(2, 3).percent).toBe(66.7);
  });

  it("shows the real percent past the goal but caps the bar at 100", () => {
    expect(campaignProgress(13150, 12000)).toEqual({ hasGoal: true, percent: 109.6, barPercent: 100 });
    expect(campaignProgress(4000, 4000)).toEqual({ hasGoal: true, percent: 100, barPercent: 100 });
  });

  it("is 0 with no bar when there is no goal", () => {
    expect(campaignProgress(2875, null)).toEqual({ hasGoal: false, percent: 0, barPercent: 0 });
    expect(campaignProgress(2875, undefined)).toEqual({ hasGoal: false, percent: 0, barPercent: 0 });
    expect(campaignProgress(2875, 0)).toEqual({ hasGoal: false, percent: 0, barPercent: 0 });
  });

  it("treats nothing raised (or a bad amount) as 0", () => {
    expect(campaignProgress(0, 6000)).toEqual({ hasGoal: true, percent: 0, barPercent: 0 });
    expect(campaignProgress(null, 6000).percent).toBe(0);
    expect(campaignProgress(Number.NaN, 6000).percent).toBe(0);
    expect(campaignProgress(-50, 6000).percent).toBe(0);
  });
});

describe("formatPercent", () => {
  it("always shows one decimal", () => {
    expect(formatPercent(62.4)).toBe("62.4%");
    expect(formatPercent(100)).toBe("100.0%");
    expect(formatPercent(0)).toBe("0.0%");
  });
});
