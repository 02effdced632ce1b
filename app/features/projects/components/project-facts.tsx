import { Building2, CalendarDays, MapPin, Tag, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate } from "../format";

function DetailItem({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-muted">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 font-semibold">{children}</dd>
    </div>
  );
}

/** The project page's "Project details" box: status, partner, and where and when it started. */
export function ProjectFacts({
  project,
}: {
  project: { status: string; companyName: string; location: string | null; startedDate: string | null };
}) {
  return (
    <div className="rounded-xl border border-line bg-white p-6 shadow-card">
      <h2 className="font-sans text-lg font-semibold">Project details</h2>
      <dl className="mt-4 flex flex-col gap-4 text-base">
        <DetailItem icon={Tag} label="Status">
          {project.status}
        </DetailItem>
        <DetailItem icon={Building2} label="Partner">
          {project.companyName}
        </DetailItem>
        {project.location ? (
          <DetailItem icon={MapPin} label="Location">
            {project.location}
          </DetailItem>
        ) : null}
        {project.startedDate ? (
          <DetailItem icon={CalendarDays} label="Started">
            <time dateTime={project.startedDate}>{formatDate(project.startedDate)}</time>
          </DetailItem>
        ) : null}
      </dl>
    </div>
  );
}
