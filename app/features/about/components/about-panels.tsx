import { ArrowRight, Calculator, Network, Repeat2, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatGrid } from "~/components/layout/stat-grid";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { ABOUT_COPY, AboutTab } from "~/content/about/overview";
import type { Widen } from "~/utils/widen";

/** The About page's words as staff last saved them (ADR 0049). */
export type AboutCopy = Widen<typeof ABOUT_COPY>;
import { IMPACT_STATS } from "~/content/about/impact-stats";

function OverviewPanel({ copy }: { copy: AboutCopy }) {
  const { overview } = copy;
  return (
    <div className="grid gap-10 lg:grid-cols-[1.1fr_0.9fr]">
      <div>
        <h2 className="text-3xl font-semibold">{overview.title}</h2>
        {overview.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed">
            {paragraph}
          </p>
        ))}
      </div>
      <ul className="flex flex-col gap-4">
        {overview.pillars.map((pillar) => (
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

function MissionPanel({ copy }: { copy: AboutCopy }) {
  const { missionTab } = copy;
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        <h2 className="text-3xl font-semibold">{missionTab.title}</h2>
        <p className="mt-4 font-display text-xl leading-relaxed sm:text-2xl">{missionTab.statement}</p>
        <Link
          to={missionTab.link.to}
          className={buttonClasses({ variant: "outline", className: "mt-6 w-full sm:w-auto" })}
        >
          {missionTab.link.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <div className="rounded-xl bg-sand p-6 sm:p-8">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <Calculator aria-hidden="true" className="size-5 text-accent-700" />
          {missionTab.exampleTitle}
        </h3>
        <p className="mt-3 font-display text-3xl font-semibold text-brand-800">400 × $10 = $4,000</p>
        <p className="mt-3 text-lg leading-relaxed text-muted">{missionTab.example}</p>
      </div>
    </div>
  );
}

const METHOD_ICONS = [Repeat2, Network, Users];

function MethodsPanel({ copy }: { copy: AboutCopy }) {
  const { methods } = copy;
  return (
    <div>
      <h2 className="text-3xl font-semibold">{methods.title}</h2>
      <p className="mt-3 max-w-3xl text-lg text-muted">{methods.lead}</p>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {methods.methods.map((method, index) => {
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
      <h3 className="mt-12 text-2xl font-semibold">{methods.stepsTitle}</h3>
      <ol className="mt-5 grid gap-4 md:grid-cols-2">
        {methods.steps.map((step, index) => (
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

function ImpactPanel({ copy }: { copy: AboutCopy }) {
  const { impactTab } = copy;
  return (
    <div>
      <h2 className="text-3xl font-semibold">{impactTab.title}</h2>
      <p className="mt-3 text-lg text-muted">{impactTab.lead}</p>
      <StatGrid stats={IMPACT_STATS} className="mt-8" />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={impactTab.link.to} className={buttonClasses({ className: "w-full sm:w-auto" })}>
          {impactTab.link.label}
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

/** The four panels of the About page (part 1 §2), one per tab, built from the page's copy. */
export const ABOUT_PANELS: Record<AboutTab, (props: { copy: AboutCopy }) => ReactNode> = {
  overview: OverviewPanel,
  mission: MissionPanel,
  methods: MethodsPanel,
  impact: ImpactPanel,
};
