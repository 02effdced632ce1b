import { ArrowLeft, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { Card } from "~/components/ui/card";
import { StarRating } from "~/components/ui/star-rating";
import type { PartnerFact, PartnerHighlight, PartnerPageContent, PartnerSection } from "~/content/partners";
import { cn } from "~/utils/misc";

/** The brand-coloured opening of a partner page, with the 5.0 rating (part 1 §9) and its buttons. */
export function PartnerHero({
  content,
  children,
  backTo = "/projects/library",
  backLabel = "Back to Project Library",
  showRating = true,
}: {
  content: Pick<PartnerPageContent["hero"], "eyebrow" | "title" | "lead" | "image"> & { className?: string };
  children?: ReactNode;
  backTo?: string;
  backLabel?: string;
  showRating?: boolean;
}) {
  return (
    <section
      aria-labelledby="partner-title"
      className={cn("relative isolate overflow-hidden text-white", content.className ?? "bg-brand-800")}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-white/10 blur-3xl"
      />
      <Container className="grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[1.1fr_0.9fr] lg:gap-14 lg:py-20">
        <div className="max-w-2xl">
          <Link
            to={backTo}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-sm text-sm font-semibold text-white/90 underline-offset-4 hover:text-white hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </Link>
          <p className="mt-4 text-sm font-semibold tracking-widest text-white/85 uppercase">{content.eyebrow}</p>
          <h1
            id="partner-title"
            className="mt-3 text-4xl leading-[1.1] font-semibold tracking-tight text-white sm:text-5xl"
          >
            {content.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-white/90 sm:text-xl">{content.lead}</p>
          {showRating ? <StarRating className="mt-5" /> : null}
          {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div> : null}
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <img
            src={content.image.src}
            alt={content.image.alt}
            width={640}
            height={360}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-xl shadow-raised ring-1 ring-white/20"
          />
        </div>
      </Container>
    </section>
  );
}

export function FactStrip({ facts, label = "Key facts" }: { facts: readonly PartnerFact[]; label?: string }) {
  return (
    <section aria-label={label} className="border-b border-line bg-white">
      <Container>
        <dl className="grid gap-px overflow-hidden py-6 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-1 px-1 py-3 sm:px-4">
              <dt className="text-xs font-semibold tracking-widest text-accent-700 uppercase">{fact.label}</dt>
              <dd className="text-base font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

export function HighlightGrid({
  title,
  highlights,
  titleId,
}: {
  title: string;
  highlights: readonly PartnerHighlight[];
  titleId: string;
}) {
  return (
    <section aria-labelledby={titleId} className="py-14 sm:py-16">
      <Container>
        <h2 id={titleId} className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <ul
          className={cn(
            "mt-8 grid gap-5 sm:grid-cols-2",
            highlights.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
          )}
        >
          {highlights.map((highlight) => (
            <Card as="li" key={highlight.title} className="p-5 sm:p-6">
              <CheckCircle2 aria-hidden="true" className="size-6 text-brand-600" />
              <h3 className="mt-3 text-xl font-semibold">{highlight.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{highlight.description}</p>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function PartnerSections({ sections }: { sections: readonly PartnerSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`partner-section-${index}`} className="bg-sand py-14 sm:py-16">
          <Container className="max-w-4xl">
            <h2 id={`partner-section-${index}`} className="text-3xl font-semibold sm:text-4xl">
              {section.title}
            </h2>
            {section.lead ? <p className="mt-3 text-lg text-muted">{section.lead}</p> : null}
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ol className="mt-6 flex flex-col gap-3">
                {section.items.map((item, itemIndex) => (
                  <li key={item} className="flex gap-4 rounded-lg bg-white p-4 shadow-card">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                    >
                      {itemIndex + 1}
                    </span>
                    <span className="pt-1 leading-relaxed">{item}</span>
                  </li>
                ))}
              </ol>
            ) : null}
          </Container>
        </section>
      ))}
    </>
  );
}

export function Disclaimer({ children }: { children: ReactNode }) {
  return (
    <Container className="max-w-4xl py-8">
      <p className="flex items-start gap-2 text-sm leading-relaxed text-muted">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{children}</span>
      </p>
    </Container>
  );
}

export { MadeInUsaNotice } from "~/components/layout/made-in-usa-notice";
