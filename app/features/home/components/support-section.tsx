import { ArrowRight, Briefcase, GraduationCap, HandHeart, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/layout/section";
import { Card } from "~/components/ui/card";
import type { SUPPORT_SECTION, SupportIcon } from "~/content/home-sections";
import type { Widen } from "~/utils/widen";

const ICONS: Record<SupportIcon, { icon: LucideIcon; tone: string }> = {
  academy: { icon: GraduationCap, tone: "bg-brand-50 text-brand-700" },
  volunteer: { icon: Users, tone: "bg-accent-50 text-accent-700" },
  community: { icon: HandHeart, tone: "bg-accent-50 text-accent-700" },
  business: { icon: Briefcase, tone: "bg-brand-50 text-brand-700" },
};

export function SupportSection({ section }: { section: Widen<typeof SUPPORT_SECTION> }) {
  const { eyebrow, title, lead, cards } = section;
  return (
    <Section eyebrow={eyebrow} title={title} lead={lead} titleId="home-support-title">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => {
          const { icon: Icon, tone } = ICONS[card.icon];
          return (
            <Card
              as="li"
              key={card.title}
              className="group relative flex flex-col p-5 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised sm:p-6"
            >
              <div className="flex items-center gap-4 sm:block">
                <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-md ${tone}`}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-xl font-semibold sm:mt-5">{card.title}</h3>
              </div>
              <p className="mt-3 flex-1 leading-relaxed text-muted sm:mt-2">{card.description}</p>
              <Link
                to={card.link.to}
                className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-brand-700 underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-lg hover:text-brand-800"
              >
                {card.link.label}
                <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
              </Link>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
