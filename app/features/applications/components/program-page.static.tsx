import { ArrowDown, CheckCircle2, Handshake } from "lucide-react";
import { HeroActions, PageHero } from "~/components/layout/page-hero.static";
import { buttonClasses } from "~/components/ui/button";
import { PROGRAM_APPLY_PAGES, type ProgramSlug } from "~/content/partners/apply-types";
import { MADE_IN_USA } from "~/content/partners/made-in-usa";
import { AcademyPromo, MentorCard } from "~/features/applications/components/academy-promo";
import { MadeInUsaNotice } from "~/components/layout/made-in-usa-notice";

/**
 * The text of a program application page (routes/apply/program.tsx), drawn from the server's HTML:
 * the hero, the mentor and benefits above the form, and the notes beside it.
 */
export function ProgramHero({ slug }: { slug: ProgramSlug }) {
  const program = PROGRAM_APPLY_PAGES[slug];
  const { page } = program;
  return (
    <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} image={program.image}>
      <HeroActions>
        <a href="#apply" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
          Apply now
          <ArrowDown aria-hidden="true" />
        </a>
      </HeroActions>
    </PageHero>
  );
}

export function ProgramIntro({ slug }: { slug: ProgramSlug }) {
  const { page, kind } = PROGRAM_APPLY_PAGES[slug];
  return (
    <>
      <MentorCard {...page.mentor} />
      <section aria-labelledby={`${kind}-benefits-title`}>
        <h2 id={`${kind}-benefits-title`} className="text-2xl font-semibold sm:text-3xl">
          {page.benefitsTitle}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {page.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 rounded-lg bg-sand p-4 leading-relaxed">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function ProgramNotes({ slug }: { slug: ProgramSlug }) {
  const program = PROGRAM_APPLY_PAGES[slug];
  const { page, kind } = program;
  return (
    <>
      <AcademyPromo title={program.academy.title} text={program.academy.text} link={program.academy.link} />
      {program.showMadeInUsa ? <MadeInUsaNotice title={MADE_IN_USA.title} text={MADE_IN_USA.text} /> : null}
      <aside aria-labelledby={`${kind}-note-title`} className="rounded-xl border border-line bg-white p-6 shadow-card">
        <h2 id={`${kind}-note-title`} className="flex items-center gap-2 text-xl font-semibold">
          <Handshake aria-hidden="true" className="size-5 text-brand-700" />
          {page.collaborationNote.title}
        </h2>
        <p className="mt-2 leading-relaxed text-muted">{page.collaborationNote.text}</p>
      </aside>
    </>
  );
}
