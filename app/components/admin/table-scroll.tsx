import type { ReactNode } from "react";
import { cn } from "~/utils/misc";

/**
 * The box a wide admin table scrolls sideways in on a phone, so the page itself never does
 * (issue 18 item 10). It is positioned, so the visually hidden text in its cells (absolutely placed)
 * stays inside it instead of widening the page. It is a named region that takes keyboard focus, so the arrow keys scroll it
 * too (axe: scrollable-region-focusable).
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrolling box must be reachable by keyboard to be scrolled without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        "relative max-w-full overflow-x-auto rounded-lg border border-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      {children}
    </div>
  );
}
