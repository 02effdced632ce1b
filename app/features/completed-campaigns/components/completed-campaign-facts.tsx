import { Building2, CalendarCheck, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { CompletedCampaignDetail } from "../completed-campaigns.server";
import { formatFullDate } from "../format";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd are direct children of the group <div> (valid <dl> structure); the icon sits in the dt.
  return (
    <div className="relative min-h-10 pl-[3.25rem]">
      <dt className="text-sm font-semibold text-muted">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** 'Campaign facts' beside a completed campaign's story: when, where, who it helped, with whom. */
export function CompletedCampaignFacts({ campaign }: { campaign: CompletedCampaignDetail }) {
  return (
    <aside aria-labelledby="campaign-facts-title" className="rounded-lg bg-sand p-5">
      <h2
        id="campaign-facts-title"
        className="font-sans text-sm font-semibold tracking-widest text-accent-700 uppercase"
      >
        Campaign facts
      </h2>
      <dl className="mt-4 flex flex-col gap-4">
        <Fact icon={<CalendarCheck aria-hidden="true" />} label="Completed">
          <time dateTime={campaign.completionDate}>{formatFullDate(campaign.completionDate)}</time>
        </Fact>
        {campaign.location ? (
          <Fact icon={<MapPin aria-hidden="true" />} label="Location">
            {campaign.location}
          </Fact>
        ) : null}
        {campaign.beneficiary ? (
          <Fact icon={<Users aria-hidden="true" />} label="Who it helped">
            {campaign.beneficiary}
          </Fact>
        ) : null}
        {campaign.partnerOrganization ? (
          <Fact icon={<Building2 aria-hidden="true" />} label="Partner organization">
            {campaign.partnerOrganization}
          </Fact>
        ) : null}
      </dl>
    </aside>
  );
}
