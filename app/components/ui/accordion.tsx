import { ChevronDown } from "lucide-react";
import { createContext, use, useId, useState, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "~/utils/misc";
import { moveFocus } from "./roving-focus";

/**
 * Accordion (the WAI-ARIA accordion pattern): each trigger is a button inside a heading, with
 * `aria-expanded` and `aria-controls`; arrow keys, Home and End move between the triggers. One
 * item is open at a time, and it can be closed again. Panels stay in the server HTML while closed
 * (hidden), so answers can be indexed and read before JavaScript loads.
 *
 * Written here rather than taken from Radix: the FAQ is its only user, and Radix's accordion
 * with its collapsible, collection and roving-focus parts was about 6 KB gzipped of the page's
 * script (issue 20's budget), for a pattern of a button, a region and a few keys.
 */
const AccordionContext = createContext<{ open: string | null; toggle: (value: string) => void } | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; panelId: string } | null>(null);

function useAccordion() {
  const accordion = use(AccordionContext);
  const item = use(ItemContext);
  if (!accordion || !item) throw new Error("Accordion parts belong inside an <AccordionItem> of an <Accordion>.");
  return { ...item, isOpen: accordion.open === item.value, toggle: () => accordion.toggle(item.value) };
}

export function Accordion({
  defaultValue = null,
  className,
  children,
}: {
  defaultValue?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultValue);
  return (
    <AccordionContext value={{ open, toggle: (value) => setOpen((current) => (current === value ? null : value)) }}>
      {/* The keys move between the trigger buttons inside; the wrapper itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={className}
        onKeyDown={(event) => moveFocus(event, "[data-accordion-trigger]", { previous: "ArrowUp", next: "ArrowDown" })}
      >
        {children}
      </div>
    </AccordionContext>
  );
}

export function AccordionItem({ value, className, ...props }: ComponentPropsWithRef<"div"> & { value: string }) {
  const id = useId();
  const state = use(AccordionContext)?.open === value ? "open" : "closed";
  return (
    <ItemContext value={{ value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div data-state={state} className={cn("border-b border-line", className)} {...props} />
    </ItemContext>
  );
}

const headings = { 2: "h2", 3: "h3", 4: "h4" } as const;

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
}: {
  className?: string;
  children: ReactNode;
  headingLevel?: keyof typeof headings;
}) {
  const { isOpen, toggle, triggerId, panelId } = useAccordion();
  const Heading = headings[headingLevel];
  return (
    <Heading className="m-0 font-sans">
      <button
        type="button"
        id={triggerId}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-accordion-trigger=""
        data-state={isOpen ? "open" : "closed"}
        onClick={toggle}
        className={cn(
          "group flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-ink transition-colors hover:text-brand-700 sm:text-lg",
          className,
        )}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const { isOpen, triggerId, panelId } = useAccordion();
  return (
    <div
      id={panelId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!isOpen}
      data-state={isOpen ? "open" : "closed"}
    >
      <div className={cn("pb-5 text-base leading-relaxed text-muted", className)}>{children}</div>
    </div>
  );
}
