import { ArrowDown, BookOpen, Clock, ExternalLink, HandCoins, Megaphone, Users, type LucideIcon } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { VOLUNTEER_PAGE, type VolunteerRoleIcon } from "~/content/engage";

const ICONS: Record<VolunteerRoleIcon, { icon: LucideIcon; tone: string }> = {
  fundraising: { icon: HandCoins, tone: "bg-accent-50 text-accent-700" },
  promotion: { icon: Megaphone, tone: "bg-brand-50 text-brand-700" },
  mentoring: { icon: Users, tone: "bg-accent-50 text-accent-700" },
  academy: { icon: BookOpen, tone: "bg-brand-50 text-brand-700" },
};

/**
 * The four role cards (part 2 §2, §9). Each opens the external application form in a new tab
 * when VOLUNTEER_FORM_URL is configured; otherwise it leads to the form on this page.
 */
export function VolunteerRoles({
  externalFormUrl,
  formAnchor,
}: {
  externalFormUrl: string | null;
  formAnchor: string;
}) {
  const copy = VOLUNTEER_PAGE.roles;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {copy.items.map((role) => {
        const { icon: Icon, tone } = ICONS[role.icon];
        const titleId = `role-${role.icon}-title`;
        return (
          <Card as="li" key={role.title} className="flex flex-col p-5 sm:p-6">
            <span className={`inline-flex size-12 items-center justify-center rounded-md ${tone}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 id={titleId} className="mt-4 text-xl font-semibold">
              {role.title}
            </h3>
            <p className="mt-1.5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
              <Clock aria-hidden="true" className="size-4" />
              {role.hours}
            </p>
            <p className="mt-3 leading-relaxed text-muted">{role.description}</p>
            <ul className="mt-4 flex flex-1 flex-col gap-1.5 text-sm text-ink">
              {role.tasks.map((task) => (
                <li key={task} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                  {task}
                </li>
              ))}
            </ul>
            {externalFormUrl ? (
              <a
                href={externalFormUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={titleId}
                className={buttonClasses({ variant: "outline", className: "mt-6 w-full" })}
              >
                {copy.applyExternal}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only"> ({copy.externalNote})</span>
              </a>
            ) : (
              <a
                href={`#${formAnchor}`}
                aria-describedby={titleId}
                className={buttonClasses({ variant: "outline", className: "mt-6 w-full" })}
              >
                {copy.applyOnPage}
                <ArrowDown aria-hidden="true" />
              </a>
            )}
          </Card>
        );
      })}
    </ul>
  );
}
