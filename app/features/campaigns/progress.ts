/**
 * Campaign funding progress (part 1 §5, part 2 §5): percent = raised ÷ goal × 100, shown with
 * one decimal; the bar is capped at 100 %; without a goal there is no bar and the percent is 0.
 */
export interface CampaignProgress {
  /** False when the campaign has no goal (ongoing campaigns): show the amount raised, no bar. */
  hasGoal: boolean;
  /** One decimal, not capped: a campaign past its goal reads "109.6%". */
  percent: number;
  /** What the bar shows: `percent` capped to 0–100. */
  barPercent: number;
}

export function campaignProgress(raised: number | null | undefined, goal: number | null | undefined): CampaignProgress {
  const hasGoal = typeof goal === "number" && Number.isFinite(goal) && goal > 0;
  const safeRaised = typeof raised === "number" && Number.isFinite(raised) ? Math.max(0, raised) : 0;
  if (!hasGoal) return { hasGoal: false, percent: 0, barPercent: 0 };
  const percent = roundToOneDecimal((safeRaised / goal) * 100);
  return { hasGoal: true, percent, barPercent: Math.min(100, percent) };
}

function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** "62.4%" — always one decimal, as the spec shows it. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}
