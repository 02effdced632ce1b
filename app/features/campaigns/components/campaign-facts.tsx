import { CalendarDays, Flag, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { formatLongDate } from "../format";
import { CampaignStatusBadge } from "./status-badge";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd are direct children of the group <div> (valid <dl> structure); the icon sits in the dt.
  return (
    <Card className="relative min-h-[4.5rem] p-4 pl-[4.25rem]">
      <dt className="text-sm font-semibold text-muted">
        <span className="absolute top-4 left-4 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-ink">{children}</dd>
    </Card>
  );
}

/** The location, started date and status cards of a campaign page. */
export function CampaignFacts({
  location,
  startedDate,
  status,
}: {
  location: string | null;
  startedDate: string | null;
  status: string;
}) {
  const started = formatLongDate(startedDate);
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Fact icon={<MapPin aria-hidden="true" />} label="Location">
        {location ?? "Across the United States"}
      </Fact>
      <Fact icon={<CalendarDays aria-hidden="true" />} label="Started">
        {started && startedDate ? <time dateTime={startedDate}>{started}</time> : "Date to be announced"}
      </Fact>
      <Fact icon={<Flag aria-hidden="true" />} label="Status">
        <CampaignStatusBadge status={status} className="mt-1 text-sm" />
      </Fact>
    </dl>
  );
}
