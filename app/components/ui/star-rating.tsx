import { Star } from "lucide-react";
import { cn } from "~/utils/misc";

/** Part 1 §9: partner pages show a 5.0 star rating. */
export const PARTNER_RATING = 5.0;

export function StarRating({
  rating = PARTNER_RATING,
  label = "Member rating",
  tone = "light",
  className,
}: {
  rating?: number;
  label?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const value = rating.toFixed(1);
  return (
    <p className={cn("inline-flex items-center gap-2 text-sm font-semibold", className)}>
      <span role="img" aria-label={`${label}: ${value} out of 5 stars`} className="inline-flex gap-0.5">
        {[0, 1, 2, 3, 4].map((index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={cn(
              "size-4",
              tone === "light" ? "fill-accent-300 text-accent-300" : "fill-accent-500 text-accent-600",
            )}
          />
        ))}
      </span>
      <span aria-hidden="true">{value}</span>
      <span aria-hidden="true" className={tone === "light" ? "text-white/90" : "text-muted"}>
        {label}
      </span>
    </p>
  );
}
