import type { ReactNode } from "react";

/** A link to another site, in a new tab that gets no handle on this page (`noopener noreferrer`). */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
