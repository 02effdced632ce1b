import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { formatDonorCount, formatUsd } from "../format";
import { campaignProgress, formatPercent } from "../progress";

/**
 * Raised and goal in dollars, the percent with one decimal and a bar capped at 100 % (part 1 §5).
 * Without a goal there is no bar: an ongoing campaign shows what has been raised so far.
 */
export function ProgressSummary({
  raisedAmount,
  goalAmount,
  donorCount,
  headingId,
}: {
  raisedAmount: number;
  goalAmount: number | null;
  /** Donors in the ledger; the line is left out while there are none. */
  donorCount: number;
  headingId: string;
}) {
  const progress = campaignProgress(raisedAmount, goalAmount);
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-3xl font-semibold text-brand-800 sm:text-4xl">
          {formatUsd(raisedAmount)}
        </span>
        <span className="text-muted">
          {progress.hasGoal ? <>raised of {formatUsd(goalAmount)} goal</> : <>raised so far</>}
        </span>
      </p>
      {donorCount > 0 ? (
        <p className="text-sm text-muted" data-testid="donor-count">
          Given by <strong className="font-semibold text-ink">{formatDonorCount(donorCount)}</strong>
        </p>
      ) : null}
      {progress.hasGoal ? (
        <>
          <Progress
            value={progress.barPercent}
            aria-labelledby={headingId}
            valueText={`${formatPercent(progress.percent)} of the goal raised`}
            tone={progress.percent >= 100 ? "success" : "brand"}
          />
          <p className="flex justify-between text-sm text-muted">
            <span>
              <strong className="font-semibold text-ink">{formatPercent(progress.percent)}</strong> funded
            </span>
            {progress.percent >= 100 ? (
              <span className="font-semibold text-success-700">Goal reached. Thank you!</span>
            ) : null}
          </p>
        </>
      ) : (
        <p className="text-sm text-muted">
          This is an ongoing campaign with no end goal: every gift goes straight to the next delivery.
        </p>
      )}
    </div>
  );
}

/** The card beside a campaign: heading, progress and the actions passed in. */
export function ProgressCard({
  raisedAmount,
  goalAmount,
  donorCount,
  children,
}: {
  raisedAmount: number;
  goalAmount: number | null;
  donorCount: number;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby="campaign-progress-title" className="p-5 sm:p-6">
      <h2
        id="campaign-progress-title"
        className="font-sans text-sm font-semibold tracking-widest text-accent-700 uppercase"
      >
        Campaign progress
      </h2>
      <div className="mt-3">
        <ProgressSummary
          raisedAmount={raisedAmount}
          goalAmount={goalAmount}
          donorCount={donorCount}
          headingId="campaign-progress-title"
        />
      </div>
      <div className="mt-6 flex flex-col gap-3">{children}</div>
    </Card>
  );
}
