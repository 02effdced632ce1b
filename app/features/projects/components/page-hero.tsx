import type { ReactNode } from "react";
import { Container } from "~/components/layout/section";
import { cn } from "~/utils/misc";

export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The opening block of an About, Projects or application page: eyebrow, one h1, a lead
 * paragraph, optional actions and an optional illustration. `tone="brand"` is the dark variant.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  image,
  tone = "sand",
  titleId = "page-title",
  aside,
  compact = false,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  image?: HeroImage;
  tone?: "sand" | "brand";
  titleId?: string;
  /** Shown beside the text on wide screens instead of an image (a fact box, a rating). */
  aside?: ReactNode;
  /** Less height, for pages whose content (a list, a form) should start near the top. */
  compact?: boolean;
}) {
  const isBrand = tone === "brand";
  const side = image ? (
    <div className="mx-auto w-full max-w-md lg:max-w-none">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        decoding="async"
        className="h-auto w-full rounded-xl shadow-raised"
      />
    </div>
  ) : (
    aside
  );
  return (
    <section
      aria-labelledby={titleId}
      className={cn("relative isolate overflow-hidden", isBrand ? "bg-brand-800 text-white" : "bg-sand")}
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div
          className={cn(
            "absolute -top-24 -right-24 size-80 rounded-full blur-3xl sm:size-[26rem]",
            isBrand ? "bg-brand-700" : "bg-brand-100/70",
          )}
        />
        <div
          className={cn("absolute -bottom-32 -left-24 size-72 rounded-full blur-3xl", isBrand ? "bg-brand-900/70" : "bg-accent-100/80")}
        />
      </div>
      <Container
        className={cn(
          "grid items-center gap-10",
          compact ? "py-8 sm:py-10 lg:py-12" : "py-12 sm:py-16 lg:py-20",
          side ? "lg:grid-cols-[1.15fr_0.85fr] lg:gap-14" : "",
        )}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p
              className={cn(
                "text-sm font-semibold tracking-widest uppercase",
                isBrand ? "text-accent-200" : "text-accent-700",
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h1
            id={titleId}
            className={cn(
              "mt-3 leading-[1.1] font-semibold tracking-tight",
              compact ? "text-3xl sm:text-4xl" : "text-4xl sm:text-5xl",
              isBrand && "text-white",
            )}
          >
            {title}
          </h1>
          {lead ? (
            <p
              className={cn(
                "leading-relaxed",
                compact ? "mt-3 text-lg" : "mt-5 text-lg sm:text-xl",
                isBrand ? "text-brand-50" : "text-muted",
              )}
            >
              {lead}
            </p>
          ) : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        {side}
      </Container>
    </section>
  );
}

/** A row of hero buttons: stacked full-width on phones. */
export function HeroActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>{children}</div>;
}

/** A small card of figures beside a hero's text (on phones it follows the text). */
export function HeroStatCard({ title, stats }: { title: string; stats: readonly { value: string; label: string }[] }) {
  return (
    <aside aria-label={title} className="rounded-xl border border-brand-100 bg-white/90 p-6 shadow-raised sm:p-8">
      <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{title}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-5">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm text-muted">{stat.label}</dt>
            <dd className="font-display text-3xl font-semibold text-brand-700 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
