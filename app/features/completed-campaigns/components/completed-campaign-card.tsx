import { ArrowRight, CalendarCheck, MapPin, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Card, CardBody } from "~/components/ui/card";
import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import { CAMPAIGN_FALLBACK_IMAGE } from "~/content/campaign-fallback";
import type { CompletedCampaignCard as CardData } from "../completed-campaigns.server";
import { formatMonthYear } from "../format";

/** One completed campaign in the grid; the whole card is one link target through its title. */
export function CompletedCampaignCard({ campaign }: { campaign: CardData }) {
  const href = `/completed-campaigns/${campaign.slug}`;
  return (
    <Card
      as="article"
      className="group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-500 hover:shadow-raised"
    >
      <div className="aspect-[16/10] overflow-hidden">
        <ImageWithFallback
          src={campaign.imageUrl}
          alt={campaign.imageAlt}
          fallback={CAMPAIGN_FALLBACK_IMAGE}
          width={800}
          height={500}
          className="size-full bg-brand-50 object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <CardBody>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {campaign.location ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-brand-600" />
              {campaign.location}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1.5">
            <CalendarCheck aria-hidden="true" className="size-4 text-brand-600" />
            <span>
              Completed <time dateTime={campaign.completionDate}>{formatMonthYear(campaign.completionDate)}</time>
            </span>
          </li>
        </ul>
        <h3 className="text-xl leading-snug font-semibold">
          <Link to={href} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none">
            {campaign.title}
          </Link>
        </h3>
        <p className="leading-relaxed text-muted">{campaign.description}</p>
        {campaign.impactSummary ? (
          <div className="mt-auto rounded-md bg-success-50 p-3 text-sm text-success-700">
            <p className="inline-flex items-center gap-1.5 font-semibold">
              <Sparkles aria-hidden="true" className="size-4" />
              Impact
            </p>
            <p className="mt-1 leading-relaxed text-ink">{campaign.impactSummary}</p>
          </div>
        ) : null}
        <span
          aria-hidden="true"
          className="mt-1 inline-flex items-center gap-1.5 font-semibold text-brand-700 group-hover:underline"
        >
          Read the full story
          <ArrowRight className="size-4" />
        </span>
      </CardBody>
    </Card>
  );
}
