import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

/**
 * Tabs (Radix): arrow keys move between tabs, Tab moves into the panel. Only the active panel is in
 * the server HTML; put content that must be indexed or linked to on its own page instead.
 */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        "flex w-fit max-w-full [scrollbar-width:thin] gap-1 overflow-x-auto rounded-lg border border-line bg-sand p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold whitespace-nowrap text-muted transition-colors",
        "hover:bg-white hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-card",
        "[&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn("mt-6 focus-visible:outline-offset-4", className)} {...props} />;
}
