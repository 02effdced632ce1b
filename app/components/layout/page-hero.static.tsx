import type { ReactNode } from "react";
import { cn } from "~/utils/misc";
import { Container } from "./section";

export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The opening block of a page: eyebrow, the page's one h1, a lead paragraph, optional actions
 * (`children`) and an optional illustration or aside. Three looks, each kept by one area of the site:
 * - `sand` (default): the sand band with soft brand shapes (About, Projects, applications);
 * - `pill`: the sand band with the eyebrow in a white pill, as on the home hero (Donate, Volunteer,
 *   Contact, FAQ, the legal pages);
 * - `brand`: the dark brand band of the listing pages (news, completed campaigns, newsletter); a
 *   plain block rather than a labelled section, and without `image`, `aside` or `compact`.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  image,
  variant = "sand",
  titleId = "page-title",
  aside,
  compact = false,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  image?: HeroImage;
  variant?: "sand" | "pill" | "brand";
  titleId?: string;
  /** Shown beside the text on wide screens instead of an image (a fact box, a rating). */
  aside?: ReactNode;
  /** Less height, for pages whose content (a list, a form) should start near the top. */
  compact?: boolean;
}) {
  if (variant === "brand") {
    return (
      <div className="relative overflow-hidden border-b border-brand-900 bg-brand-800 text-white">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-80 rounded-full bg-brand-600/40" />
        <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-72 rounded-full bg-accent-500/15" />
        <Container className="relative py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-widest text-accent-200 uppercase">{eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold text-white sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{lead}</p>
          {children}
        </Container>
      </div>
    );
  }

  if (variant === "pill") {
    return (
      <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-sand">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-24 -right-20 size-72 rounded-full bg-brand-100/70 blur-3xl sm:size-96" />
          <div className="absolute -bottom-28 -left-24 size-64 rounded-full bg-accent-100/80 blur-3xl" />
        </div>
        <Container className="py-12 sm:py-16 lg:py-20">
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold tracking-wide text-brand-800 shadow-card ring-1 ring-brand-100">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
              {eyebrow}
            </p>
            <h1 id={titleId} className="mt-5 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
              {title}
            </h1>
            {lead ? <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{lead}</p> : null}
            {children}
          </div>
        </Container>
      </section>
    );
  }

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
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-sand">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-24 -right-24 size-80 rounded-full bg-brand-100/70 blur-3xl sm:size-[26rem]" />
        <div className="absolute -bottom-32 -left-24 size-72 rounded-full bg-accent-100/80 blur-3xl" />
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
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1
            id={titleId}
            className={cn(
              "mt-3 leading-[1.1] font-semibold tracking-tight",
              compact ? "text-3xl sm:text-4xl" : "text-4xl sm:text-5xl",
            )}
          >
            {title}
          </h1>
          {lead ? (
            <p className={cn("leading-relaxed", compact ? "mt-3 text-lg" : "mt-5 text-lg sm:text-xl", "text-muted")}>
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
