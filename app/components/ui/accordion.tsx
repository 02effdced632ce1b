import { ChevronDown } from "lucide-react";
import { Accordion as RadixAccordion } from "radix-ui";
import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

/**
 * Accordion (Radix): each trigger is a button inside a heading, with `aria-expanded`. Panels stay in
 * the server HTML while closed (hidden), so answers can be indexed and read before JavaScript loads.
 * Use `type="single" collapsible` for FAQ-style lists, `type="multiple"` to let several stay open.
 */
export const Accordion = RadixAccordion.Root;

export function AccordionItem({ className, ...props }: ComponentPropsWithRef<typeof RadixAccordion.Item>) {
  return <RadixAccordion.Item className={cn("border-b border-line", className)} {...props} />;
}

const headings = { 2: "h2", 3: "h3", 4: "h4" } as const;

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentPropsWithRef<typeof RadixAccordion.Trigger> & { headingLevel?: keyof typeof headings }) {
  const Heading = headings[headingLevel];
  return (
    <RadixAccordion.Header asChild>
      <Heading className="m-0 font-sans">
        <RadixAccordion.Trigger
          className={cn(
            "group flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-ink transition-colors hover:text-brand-700 sm:text-lg",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof RadixAccordion.Content>) {
  return (
    <RadixAccordion.Content forceMount className="data-[state=closed]:hidden" {...props}>
      <div className={cn("pb-5 text-base leading-relaxed text-muted", className)}>{children}</div>
    </RadixAccordion.Content>
  );
}
