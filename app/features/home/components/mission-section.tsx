import { ArrowRight, Compass, Quote, Target } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import type { MISSION_SECTION } from "~/content/home-sections";
import type { Widen } from "~/utils/widen";
import { EXECUTIVE_DIRECTOR } from "~/content/site";

function initials(name: string): string {
  return name
    .replace(/^(Dr|Mr|Mrs|Ms|Mx)\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function MissionSection({ section }: { section: Widen<typeof MISSION_SECTION> }) {
  return (
    <Section eyebrow={section.eyebrow} title={section.title} titleId="home-mission-title" tone="sand">
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="flex flex-col gap-8">
          <div className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <Target aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-2xl font-semibold">{section.missionTitle}</h3>
              <p className="mt-2 text-lg leading-relaxed text-muted">{section.mission}</p>
            </div>
          </div>
          <div className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white">
              <Compass aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-2xl font-semibold">{section.visionTitle}</h3>
              <p className="mt-2 text-lg leading-relaxed text-muted">{section.vision}</p>
            </div>
          </div>
          <Link
            to={section.aboutLink.to}
            className={buttonClasses({ variant: "outline", className: "w-full sm:ml-16 sm:w-auto sm:self-start" })}
          >
            {section.aboutLink.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>

        <figure className="relative overflow-hidden rounded-xl bg-brand-800 p-7 text-white shadow-raised sm:p-10">
          <Quote aria-hidden="true" className="absolute -top-2 -right-2 size-32 rotate-180 text-brand-700" />
          <blockquote className="relative">
            <p className="font-display text-xl leading-relaxed sm:text-2xl">&ldquo;{section.quote}&rdquo;</p>
          </blockquote>
          <figcaption className="relative mt-8 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-full bg-accent-300 font-semibold text-brand-900"
            >
              {initials(EXECUTIVE_DIRECTOR.name)}
            </span>
            <span>
              <span className="block font-semibold">{EXECUTIVE_DIRECTOR.name}</span>
              <span className="block text-brand-100">{EXECUTIVE_DIRECTOR.title}, Community Synergy Network</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
