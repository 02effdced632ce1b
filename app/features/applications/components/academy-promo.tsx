import { ArrowRight, GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** A short pitch for the free Academy beside an application form (part 1 §2 'Partner application screens'). */
export function AcademyPromo({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { to: string; label: string };
}) {
  return (
    <aside aria-label="Free Academy" className="rounded-xl bg-brand-800 p-6 text-white shadow-raised sm:p-8">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-300 text-brand-900">
        <GraduationCap aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-2xl font-semibold text-white">{title}</h2>
      <p className="mt-2 leading-relaxed text-brand-50">{text}</p>
      <Link to={link.to} className={buttonClasses({ variant: "light", className: "mt-5 w-full sm:w-auto" })}>
        {link.label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </aside>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** The programme mentor's short biography. */
export function MentorCard({
  title,
  name,
  role,
  bio,
}: {
  title: string;
  name: string;
  role: string;
  bio: readonly string[];
}) {
  return (
    <Card as="section" shape="panel" aria-labelledby="mentor-title" className="p-6 sm:p-8">
      <h2 id="mentor-title" className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-5 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-accent-100 font-display text-xl font-semibold text-accent-800"
        >
          {initials(name)}
        </span>
        <div>
          <p className="text-lg font-semibold">{name}</p>
          <p className="text-sm text-muted">{role}</p>
        </div>
      </div>
      {bio.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-muted">
          {paragraph}
        </p>
      ))}
    </Card>
  );
}
