import type { ReactNode } from "react";
import { Container } from "~/components/layout/section";

/**
 * The heading band of a listing page: eyebrow, h1 and a lead paragraph.
 * (A shared page hero belongs in app/components/layout; until there is one, this feature's pages share this.)
 */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden border-b border-brand-900 bg-brand-800 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-80 rounded-full bg-brand-600/40" />
      <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-72 rounded-full bg-accent-500/15" />
      <Container className="relative py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-widest text-accent-200 uppercase">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-semibold text-white sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{lead}</p>
        {children}
      </Container>
    </div>
  );
}
