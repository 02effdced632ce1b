import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

const tones = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-50 text-brand-800",
  accent: "bg-accent-50 text-accent-800",
  success: "bg-success-50 text-success-700",
  info: "bg-info-50 text-info-700",
  warning: "bg-warning-50 text-warning-800",
  danger: "bg-danger-50 text-danger-700",
  solid: "bg-brand-700 text-white",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "neutral", className, ...props }: ComponentPropsWithRef<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
