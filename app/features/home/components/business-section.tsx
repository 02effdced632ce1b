import {
  ArrowRight,
  BookOpen,
  Bot,
  Calculator,
  Gem,
  LibraryBig,
  Shield,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import type { BUSINESS_SECTION } from "~/content/home-sections";
import type { Widen } from "~/utils/widen";

// In the order of BUSINESS_SECTION.network.
const NETWORK_ICONS: LucideIcon[] = [Sparkles, Gem, Shield, Bot, Calculator];

export function BusinessSection({ section }: { section: Widen<typeof BUSINESS_SECTION> }) {
  return (
    <Section eyebrow={section.eyebrow} title={section.title} lead={section.lead} titleId="home-business-title">
      <div className="grid gap-10 lg:grid-cols-[1.15fr_0.85fr] lg:gap-12">
        <div>
          <h3 className="text-2xl font-semibold">{section.networkTitle}</h3>
          <ul className="mt-5 divide-y divide-line overflow-hidden rounded-lg border border-line bg-white shadow-card">
            {section.network.map((business, i) => {
              const Icon = NETWORK_ICONS[i] ?? Sparkles;
              return (
                <li key={business.name} className="group relative flex gap-4 p-4 transition hover:bg-brand-50 sm:p-5">
                  <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700 group-hover:bg-white">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
                      {business.programme}
                    </p>
                    <Link
                      to={business.to}
                      className="mt-0.5 inline-block rounded-sm text-lg font-semibold text-ink group-hover:text-brand-800 group-hover:underline after:absolute after:inset-0"
                    >
                      {business.name}
                    </Link>
                    <p className="mt-1 leading-relaxed text-muted">{business.description}</p>
                  </div>
                  <ArrowRight
                    aria-hidden="true"
                    className="mt-1 hidden size-5 shrink-0 self-center text-brand-600 transition group-hover:translate-x-0.5 sm:block"
                  />
                </li>
              );
            })}
          </ul>
        </div>

        <div className="flex flex-col">
          <h3 className="text-2xl font-semibold">{section.samplesTitle}</h3>
          <ul className="mt-5 flex flex-col gap-4">
            {section.samples.map((sample, i) => (
              <li key={sample.title} className="rounded-lg border-l-4 border-accent-400 bg-sand p-5">
                <p className="text-xs font-semibold tracking-widest text-muted uppercase">Example project {i + 1}</p>
                <h4 className="mt-1 font-display text-lg font-semibold text-ink">{sample.title}</h4>
                <p className="mt-1.5 leading-relaxed text-muted">{sample.description}</p>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
            <Link to={section.libraryLink.to} className={buttonClasses({ className: "w-full sm:w-auto" })}>
              <LibraryBig aria-hidden="true" />
              {section.libraryLink.label}
            </Link>
            <Link
              to={section.academyLink.to}
              className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
            >
              <BookOpen aria-hidden="true" />
              {section.academyLink.label}
            </Link>
          </div>
        </div>
      </div>
    </Section>
  );
}
