import { ArrowRight, Calculator, Network, Repeat2, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useHydrated } from "~/components/ui/use-hydrated";
import {
  ABOUT_EXPLORE,
  ABOUT_IMPACT_TAB,
  ABOUT_METHODS_TAB,
  ABOUT_MISSION_TAB,
  ABOUT_OVERVIEW,
  ABOUT_PAGE,
  ABOUT_TABS,
  IMPACT_STATS,
  parseAboutTab,
  type AboutTab,
} from "~/content/about";
import { HeroStatCard, PageHero } from "~/components/layout/page-hero";
import { StatGrid } from "~/components/layout/stat-grid";
import { cn } from "~/utils/misc";
import { canonicalPath, seoMeta } from "~/utils/seo";
import { OrganizationJsonLd } from "~/components/seo/json-ld";
import type { Route } from "./+types/about";

const TABS_ID = "about-tabs";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const tab = parseAboutTab(new URLSearchParams(location.search).get("tab"));
  const label = tab === "overview" ? "" : `${ABOUT_PAGE.tabLabels[tab]} | `;
  return seoMeta(matches, {
    title: `${label}${ABOUT_PAGE.meta.title}`,
    description: ABOUT_PAGE.meta.description,
    path: canonicalPath("/about", { tab: tab === "overview" ? null : tab }),
  });
};

function tabHref(tab: AboutTab, hash = "") {
  return `${tab === "overview" ? "/about" : `/about?tab=${tab}`}${hash}`;
}

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
        <Link to={ABOUT_MISSION_TAB.link.to} className={buttonClasses({ variant: "outline", className: "mt-6 w-full sm:w-auto" })}>
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
        <Link to="/projects/helping-hand" className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}>
          See Helping Hand campaigns
        </Link>
      </div>
    </div>
  );
}

const PANELS: Record<AboutTab, () => ReactNode> = {
  overview: OverviewPanel,
  mission: MissionPanel,
  methods: MethodsPanel,
  impact: ImpactPanel,
};

/**
 * Part 1 §2 'About': four tabs. The tab is in the URL (`?tab=mission`) so it can be linked; before
 * JavaScript loads the tabs are plain links, afterwards Radix tabs (arrow keys, tab semantics).
 */
function AboutTabs({ tab }: { tab: AboutTab }) {
  const isHydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  const Panel = PANELS[tab];

  if (!isHydrated) {
    return (
      <>
        <nav aria-label="About sections">
          <ul className="grid w-full grid-cols-2 gap-1 rounded-lg border border-line bg-sand p-1 sm:inline-flex sm:w-auto">
            {ABOUT_TABS.map((value) => (
              <li key={value}>
                <Link
                  to={tabHref(value, `#${TABS_ID}`)}
                  preventScrollReset
                  aria-current={value === tab ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 w-full shrink-0 items-center justify-center rounded-md px-4 text-sm font-semibold whitespace-nowrap",
                    value === tab ? "bg-white text-brand-800 shadow-card" : "text-muted hover:bg-white hover:text-ink",
                  )}
                >
                  {ABOUT_PAGE.tabLabels[value]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          <Panel />
        </div>
      </>
    );
  }

  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setSearchParams(value === "overview" ? {} : { tab: value }, { preventScrollReset: true, replace: true })
      }
    >
      <TabsList aria-label="About sections" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
        {ABOUT_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {ABOUT_PAGE.tabLabels[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      {ABOUT_TABS.map((value) => (
        <TabsContent key={value} value={value}>
          {value === tab ? <Panel /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

export default function AboutRoute() {
  const [searchParams] = useSearchParams();
  const tab = parseAboutTab(searchParams.get("tab"));
  return (
    <>
      <OrganizationJsonLd />
      <PageHero
        eyebrow={ABOUT_PAGE.hero.eyebrow}
        title={ABOUT_PAGE.hero.title}
        lead={ABOUT_PAGE.hero.lead}
        aside={<HeroStatCard title="Our network at a glance" stats={IMPACT_STATS} />}
      />

      <section id={TABS_ID} aria-label="About us in four parts" className="scroll-mt-24 py-12 sm:py-16">
        <Container>
          <AboutTabs tab={tab} />

          {/* Part 1 §2: buttons at the bottom switch tabs too, and bring the panel back into view. */}
          <nav aria-label={ABOUT_PAGE.bottomNavTitle} className="mt-12 border-t border-line pt-8">
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{ABOUT_PAGE.bottomNavTitle}</p>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
              {ABOUT_TABS.map((value) => (
                <li key={value}>
                  <Link
                    to={tabHref(value, `#${TABS_ID}`)}
                    preventScrollReset
                    replace
                    aria-current={value === tab ? "page" : undefined}
                    className={buttonClasses({
                      variant: value === tab ? "primary" : "outline",
                      size: "sm",
                      className: "w-full sm:w-auto",
                    })}
                  >
                    {ABOUT_PAGE.tabLabels[value]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>

      <section aria-labelledby="about-explore-title" className="bg-sand py-14 sm:py-20">
        <Container>
          <div className="max-w-3xl">
            <h2 id="about-explore-title" className="text-3xl font-semibold sm:text-4xl">
              {ABOUT_EXPLORE.title}
            </h2>
            <p className="mt-3 text-lg text-muted">{ABOUT_EXPLORE.lead}</p>
          </div>
          <h3 className="mt-10 font-sans text-sm font-semibold tracking-widest text-accent-700 uppercase">
            {ABOUT_EXPLORE.partnersTitle}
          </h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT_EXPLORE.partners.map((partner) => (
              <Card as="li" key={partner.to} className="group relative p-5 transition hover:border-brand-200">
                <Link
                  to={partner.to}
                  className="inline-flex items-center gap-1.5 text-lg font-semibold text-brand-800 after:absolute after:inset-0 after:rounded-lg group-hover:underline"
                >
                  {partner.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
                <p className="mt-1 text-muted">{partner.description}</p>
              </Card>
            ))}
          </ul>
          <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {ABOUT_EXPLORE.more.map((link, index) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={buttonClasses({ variant: index === ABOUT_EXPLORE.more.length - 1 ? "accent" : "outline", className: "w-full sm:w-auto" })}
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
