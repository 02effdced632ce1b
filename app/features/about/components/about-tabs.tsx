import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ABOUT_PAGE, ABOUT_TABS, type AboutTab } from "~/content/about/overview";
import { cn } from "~/utils/misc";
import { ABOUT_PANELS, type AboutCopy } from "./about-panels";

/** The id of the section holding the tabs: tab links bring it back into view. */
export const ABOUT_TABS_ID = "about-tabs";

function tabHref(tab: AboutTab, hash = "") {
  return `${tab === "overview" ? "/about" : `/about?tab=${tab}`}${hash}`;
}

/**
 * Part 1 §2 'About': four tabs. The tab is in the URL (`?tab=mission`) so it can be linked; before
 * JavaScript loads the tabs are plain links, afterwards Radix tabs (arrow keys, tab semantics).
 */
export function AboutTabs({ tab, copy }: { tab: AboutTab; copy: AboutCopy }) {
  const isHydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  const Panel = ABOUT_PANELS[tab];

  if (!isHydrated) {
    return (
      <>
        <nav aria-label="About sections">
          <ul className="grid w-full grid-cols-2 gap-1 rounded-lg border border-line bg-sand p-1 sm:inline-flex sm:w-auto">
            {ABOUT_TABS.map((value) => (
              <li key={value}>
                <Link
                  to={tabHref(value, `#${ABOUT_TABS_ID}`)}
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
          <Panel copy={copy} />
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
          {value === tab ? <Panel copy={copy} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Part 1 §2: buttons at the bottom switch tabs too, and bring the panel back into view. */
export function AboutBottomNav({ tab }: { tab: AboutTab }) {
  return (
    <nav aria-label={ABOUT_PAGE.bottomNavTitle} className="mt-12 border-t border-line pt-8">
      <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{ABOUT_PAGE.bottomNavTitle}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        {ABOUT_TABS.map((value) => (
          <li key={value}>
            <Link
              to={tabHref(value, `#${ABOUT_TABS_ID}`)}
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
  );
}
