import { createContext, use, useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "~/utils/misc";
import { moveFocus } from "./roving-focus";

/**
 * Tabs (the WAI-ARIA tabs pattern, controlled): a tab list whose arrow keys, Home and End move to
 * and select a tab, one tab in the Tab order (the selected one), and Tab moves into the panel.
 * Only the selected panel has content; put content that must be indexed or linked to on its own
 * page instead.
 *
 * Written here rather than taken from Radix: About is its only user, and Radix's tabs with their
 * roving-focus, collection and presence parts were about 8 KB gzipped of the page's script
 * (issue 20's budget), for a pattern of a few ARIA attributes and keys.
 */
const TabsContext = createContext<{ value: string; onValueChange: (value: string) => void; baseId: string } | null>(
  null,
);

function useTabs() {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error("Tabs parts belong inside <Tabs>.");
  return tabs;
}

const idsOf = (baseId: string, value: string) => ({ tab: `${baseId}-tab-${value}`, panel: `${baseId}-panel-${value}` });

export function Tabs({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  return (
    <TabsContext value={{ value, onValueChange, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

export function TabsList({ className, ...props }: ComponentPropsWithRef<"div">) {
  return (
    // The tabs inside take the focus (one at a time, the pattern's roving tabindex), not the list.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={(event) => {
        // Selection follows focus, as in the pattern's recommended (automatic) mode.
        moveFocus(event, '[role="tab"]', { previous: "ArrowLeft", next: "ArrowRight" })?.click();
      }}
      className={cn(
        "flex w-fit max-w-full [scrollbar-width:thin] gap-1 overflow-x-auto rounded-lg border border-line bg-sand p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const ids = idsOf(tabs.baseId, value);
  return (
    <button
      type="button"
      role="tab"
      id={ids.tab}
      aria-selected={selected}
      aria-controls={ids.panel}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={() => {
        if (!selected) tabs.onValueChange(value);
      }}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold whitespace-nowrap text-muted transition-colors",
        "hover:bg-white hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-card",
        "[&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
    >
      {children}
    </button>
  );
}

export function TabsContent({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const ids = idsOf(tabs.baseId, value);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      hidden={!selected}
      tabIndex={0}
      data-state={selected ? "active" : "inactive"}
      className={cn("mt-6 focus-visible:outline-offset-4", className)}
    >
      {selected ? children : null}
    </div>
  );
}
