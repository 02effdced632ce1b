import type { ReactNode } from "react";
import { Container } from "~/components/layout/section";
import { cn } from "~/utils/misc";

/**
 * The top of each page in this area: the site's sand band with soft brand shapes, an eyebrow
 * pill, the page's one h1 and a lead paragraph (the same look as the home hero, smaller).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  titleId,
  children,
  className,
}: {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  titleId: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={titleId} className={cn("relative isolate overflow-hidden bg-sand", className)}>
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
