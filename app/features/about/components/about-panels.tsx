import { ArrowRight, Calculator, Network, Repeat2, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatGrid } from "~/components/layout/stat-grid";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  ABOUT_IMPACT_TAB,
  ABOUT_METHODS_TAB,
  ABOUT_MISSION_TAB,
  ABOUT_OVERVIEW,
  type AboutTab,
} from "~/content/about/overview";
import { IMPACT_STATS } from "~/content/about/impact-stats";

function OverviewPanel() {
  return (
    <div className="grid gap-10 lg:grid-cols-[1.1fr_0.9fr]">
      <div>
        <h2 className="text-3xl font-semibold">{ABOUT_OVERVIEW.title}</h2>
        {ABOUT_OVERVIEW.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed">
            {paragraph}
          </p>
        ))}
      </div>
      <ul className="flex flex-col gap-4">
        {ABOUT_OVERVIEW.pillars.map((pillar) => (
          <Card as="li" key={pillar.title} className="p-5">
            <h3 className="text-xl font-semibold">{pillar.title}</h3>
            <p className="mt-1 leading-relaxed text-muted">{pillar.description}</p>
            <Link
              to={pillar.link.to}
              className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {pillar.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Card>
        ))}
      </ul>
    </div>
  );
}

function MissionPanel() {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        <h2 className="text-3xl font-semibold">{ABOUT_MISSION_TAB.title}</h2>
        <p className="mt-4 font-display text-xl leading-relaxed sm:text-2xl">{ABOUT_MISSION_TAB.statement}</p>
        <Link
          to={ABOUT_MISSION_TAB.link.to}
          className={buttonClasses({ variant: "outline", className: "mt-6 w-full sm:w-auto" })}
        >
          {ABOUT_MISSION_TAB.link.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <div className="rounded-xl bg-sand p-6 sm:p-8">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <Calculator aria-hidden="true" className="size-5 text-accent-700" />
          {ABOUT_MISSION_TAB.exampleTitle}
        </h3>
        <p className="mt-3 font-display text-3xl font-semibold text-brand-800">400 × $10 = $4,000</p>
        <p className="mt-3 text-lg leading-relaxed text-muted">{ABOUT_MISSION_TAB.example}</p>
      </div>
    </div>
  );
}

const METHOD_ICONS = [Repeat2, Network, Users];

function MethodsPanel() {
  return (
    <div>
      <h2 className="text-3xl font-semibold">{ABOUT_METHODS_TAB.title}</h2>
      <p className="mt-3 max-w-3xl text-lg text-muted">{ABOUT_METHODS_TAB.lead}</p>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {ABOUT_METHODS_TAB.methods.map((method, index) => {
          const Icon = METHOD_ICONS[index] ?? Users;
          return (
            <Card as="li" key={method.title} className="p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{method.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{method.description}</p>
            </Card>
          );
        })}
      </ul>
      <h3 className="mt-12 text-2xl font-semibold">{ABOUT_METHODS_TAB.stepsTitle}</h3>
      <ol className="mt-5 grid gap-4 md:grid-cols-2">
        {ABOUT_METHODS_TAB.steps.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-lg bg-sand p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-700 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <span className="leading-relaxed">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function ImpactPanel() {
  return (
    <div>
      <h2 className="text-3xl font-semibold">{ABOUT_IMPACT_TAB.title}</h2>
      <p className="mt-3 text-lg text-muted">{ABOUT_IMPACT_TAB.lead}</p>
      <StatGrid stats={IMPACT_STATS} className="mt-8" />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={ABOUT_IMPACT_TAB.link.to} className={buttonClasses({ className: "w-full sm:w-auto" })}>
          {ABOUT_IMPACT_TAB.link.label}
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link
          to="/projects/helping-hand"
          className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
        >
          See Helping Hand campaigns
        </Link>
      </div>
    </div>
  );
}

/** The four panels of the About page (part 1 §2), one per tab, built from the static copy. */
export const ABOUT_PANELS: Record<AboutTab, () => ReactNode> = {
  overview: OverviewPanel,
  mission: MissionPanel,
  methods: MethodsPanel,
  impact: ImpactPanel,
};
