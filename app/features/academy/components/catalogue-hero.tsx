import { Check } from "lucide-react";
import { Container } from "~/components/layout/section";
import { ACADEMY_HERO } from "~/content/academy/catalog";

/** The Academy catalogue's hero: what the Academy is, in a few points, beside its picture. */
export function CatalogueHero() {
  return (
    <section aria-labelledby="academy-title" className="relative isolate overflow-hidden bg-brand-800 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-24 -right-16 size-80 rounded-full bg-brand-600/60 blur-3xl" />
        <div className="absolute -bottom-32 left-1/3 size-72 rounded-full bg-accent-700/40 blur-3xl" />
      </div>
      <Container className="grid items-center gap-10 pt-12 pb-20 sm:pt-16 sm:pb-24 lg:grid-cols-[1.2fr_0.8fr]">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-accent-200 uppercase">{ACADEMY_HERO.eyebrow}</p>
          <h1 id="academy-title" className="mt-3 text-4xl leading-tight font-semibold text-white sm:text-5xl">
            {ACADEMY_HERO.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-brand-50">{ACADEMY_HERO.lead}</p>
          <ul className="mt-6 flex flex-col gap-2 text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {ACADEMY_HERO.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-accent-200" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/academy/academy-hero.svg"
          alt=""
          aria-hidden="true"
          width={480}
          height={360}
          fetchPriority="high"
          decoding="async"
          className="mx-auto hidden h-auto w-full max-w-sm lg:block"
        />
      </Container>
    </section>
  );
}
