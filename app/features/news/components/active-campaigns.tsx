import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { truncate } from "~/utils/misc";
import type { ActiveCampaignCard } from "../news.server";

/**
 * A campaign's funding as the card shows it. The campaigns feature owns the funding math and money
 * format, and features do not import each other: the route works it out and hands it in.
 */
export interface CampaignFunding {
  hasGoal: boolean;
  barPercent: number;
  /** "62.4%" */
  percentText: string;
  raisedText: string;
  goalText: string;
}

interface ActiveCampaignsProps {
  campaigns: ActiveCampaignCard[];
  fundingOf: (campaign: ActiveCampaignCard) => CampaignFunding;
}

/** Up to 3 Active campaigns (part 2 §2), each linking to its campaign page. */
export function ActiveCampaigns({ campaigns, fundingOf }: ActiveCampaignsProps) {
  return (
    <section aria-labelledby="active-campaigns-title" className="bg-sand py-12 sm:py-16">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="active-campaigns-title" className="text-2xl font-semibold sm:text-3xl">
              Campaigns you can support now
            </h2>
            <p className="mt-2 max-w-2xl text-muted">
              Helping Hand campaigns deliver health, beauty and nutrition products to families who need them.
            </p>
          </div>
          <Link
            to="/projects/library?category=helping-hand"
            className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
          >
            View All Campaigns
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        {campaigns.length === 0 ? (
          <p className="mt-6 text-muted">
            There are no active campaigns right now. New ones start every few months; the newsletter announces them
            first.
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <ActiveCampaign campaign={campaign} funding={fundingOf(campaign)} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

function ActiveCampaign({ campaign, funding }: { campaign: ActiveCampaignCard; funding: CampaignFunding }) {
  return (
    <Card
      as="article"
      className="group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-500 hover:shadow-raised"
    >
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        <img
          src={campaign.imageUrl ?? "/images/campaigns/campaign-fallback.svg"}
          alt={campaign.imageUrl ? campaign.imageAlt : ""}
          aria-hidden={campaign.imageUrl ? undefined : true}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg leading-snug font-semibold">
          <Link
            to={`/campaigns/${campaign.id}`}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
          >
            {campaign.title}
          </Link>
        </h3>
        {campaign.location ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 text-brand-600" />
            {campaign.location}
          </p>
        ) : null}
        <p className="text-sm leading-relaxed text-muted">{truncate(campaign.description, 110)}</p>
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {funding.hasGoal ? (
            <>
              <Progress
                value={funding.barPercent}
                label={`Funding progress for ${campaign.title}`}
                valueText={`${funding.percentText} of the goal raised`}
              />
              <p className="text-sm text-muted">
                <strong className="font-semibold text-ink">{funding.raisedText}</strong> of {funding.goalText} (
                {funding.percentText})
              </p>
            </>
          ) : (
            <p className="text-sm text-muted">
              <strong className="font-semibold text-ink">{funding.raisedText}</strong> raised so far, ongoing
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
