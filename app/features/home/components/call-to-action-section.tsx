import { ArrowRight, HandHeart, Heart, ShoppingBag, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import type { CALL_TO_ACTION_SECTION, CallToActionIcon } from "~/content/home-sections";
import type { Widen } from "~/utils/widen";

const ICONS: Record<CallToActionIcon, LucideIcon> = { volunteer: HandHeart, donate: Heart, store: ShoppingBag };

export function CallToActionSection({ section }: { section: Widen<typeof CALL_TO_ACTION_SECTION> }) {
  return (
    <section aria-labelledby="home-cta-title" className="py-14 sm:py-20">
      <Container>
        <div className="relative isolate overflow-hidden rounded-xl bg-brand-800 px-5 py-10 text-white shadow-raised sm:px-10 sm:py-14 lg:px-14">
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-16 -z-10 size-72 rounded-full bg-brand-700 blur-2xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-10 -z-10 size-64 rounded-full bg-brand-900/70 blur-3xl"
          />
          <div className="max-w-2xl">
            <h2 id="home-cta-title" className="text-3xl font-semibold text-white sm:text-4xl">
              {section.title}
            </h2>
            <p className="mt-4 text-lg text-brand-50">{section.lead}</p>
          </div>
          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            {section.actions.map((action) => {
              const Icon = ICONS[action.icon];
              return (
                <li
                  key={action.title}
                  className="group relative flex flex-col rounded-lg bg-white/10 p-5 ring-1 ring-white/20 transition hover:bg-white/15"
                >
                  <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent-300 text-brand-900">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 text-xl font-semibold text-white">{action.title}</h3>
                  <p className="mt-1 flex-1 text-brand-50">{action.description}</p>
                  <Link
                    to={action.link.to}
                    className="mt-4 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-accent-200 group-hover:underline after:absolute after:inset-0 after:rounded-lg"
                  >
                    {action.link.label}
                    <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </Container>
    </section>
  );
}
