import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

/** Clamps to 0–100 and keeps one decimal (spec part 1 §9: "capped at 100%, one decimal"). */
export function clampPercent(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

export interface ProgressProps extends Omit<ComponentPropsWithRef<"div">, "children"> {
  /** Percentage, 0–100; out-of-range values are clamped. */
  value: number | null | undefined;
  /** Accessible name, e.g. "Funding progress". Use `aria-labelledby` instead when a visible heading names it. */
  label?: string;
  /** What a screen reader says for the value; defaults to "42.5%". */
  valueText?: string;
  tone?: "brand" | "accent" | "success";
}

const tones = { brand: "bg-brand-600", accent: "bg-accent-500", success: "bg-success-700" } as const;

/**
 * A progress bar (`role="progressbar"` with its value): plain markup, so it renders the same on the
 * server and needs no JavaScript.
 */
export function Progress({ value, label, valueText, tone = "brand", className, ...props }: ProgressProps) {
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      className={cn("h-3 w-full overflow-hidden rounded-full bg-brand-100", className)}
      {...props}
    >
      <div
        className={cn("h-full rounded-full transition-[width] duration-500", tones[tone])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
