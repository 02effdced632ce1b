import { cn } from "~/utils/misc";

export interface Stat {
  value: string;
  label: string;
  detail?: string;
}

/** Big figures in tiles (impact numbers). A description list, so each figure is read with its label. */
export function StatGrid({
  stats,
  tone = "plain",
  className,
}: {
  stats: readonly Stat[];
  tone?: "plain" | "brand";
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-lg p-5 text-center sm:p-6",
            tone === "brand" ? "bg-white/10 ring-1 ring-white/20" : "border border-line bg-white shadow-card",
          )}
        >
          <dt
            className={cn("mt-1 text-sm font-semibold sm:text-base", tone === "brand" ? "text-brand-50" : "text-muted")}
          >
            {stat.label}
            {stat.detail ? <span className="mt-1 block text-xs font-normal">{stat.detail}</span> : null}
          </dt>
          <dd
            className={cn(
              "font-display text-3xl font-semibold sm:text-4xl",
              tone === "brand" ? "text-white" : "text-brand-700",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
