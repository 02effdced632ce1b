import { ArrowRight, Check, Heart } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { HOME_HERO } from "~/content/home-sections";

/** The hero's words, as staff last saved them (the route reads them; their seed is HOME_HERO). */
export interface HeroWords {
  eyebrow: string;
  title: string;
  lead: string;
  trustPoints: readonly string[];
}

export function HeroSection({ words }: { words: HeroWords }) {
  // The buttons and the picture are the spec's (part 1 §2 'Home'); the words are the page's copy.
  const { primary, secondary, illustration } = HOME_HERO;
  const { eyebrow, title, lead, trustPoints } = words;
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-sand">
      {/* Soft shapes behind the text; decoration only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-24 -right-24 size-80 rounded-full bg-brand-100/70 blur-3xl sm:size-[28rem]" />
        <div className="absolute -bottom-32 -left-24 size-72 rounded-full bg-accent-100/80 blur-3xl" />
      </div>
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-12 lg:py-24">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold tracking-wide text-brand-800 shadow-card ring-1 ring-brand-100">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
            {eyebrow}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl lg:text-[3.5rem]"
          >
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={primary.to} className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
              {primary.label}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              to={secondary.to}
              className={buttonClasses({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}
            >
              <Heart aria-hidden="true" />
              {secondary.label}
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
            {trustPoints.map((point, index) => (
              <li key={`${index}-${point}`} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-[18rem] sm:max-w-md lg:max-w-none">
          <img
            src={illustration.src}
            alt={illustration.alt}
            width={illustration.width}
            height={illustration.height}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full"
          />
        </div>
      </Container>
    </section>
  );
}
