import { ArrowRight, CalendarDays, ExternalLink, Handshake, Heart, MapPin } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { formatDate, formatMoney, fundingPercent } from "~/features/projects/format";
import type { BusinessCard, CampaignCard } from "~/utils/projects/library";
import { StatusBadge } from "./status-badge";

export const PROJECT_FALLBACK_IMAGE = "/images/projects/project-fallback.svg";
export const CAMPAIGN_FALLBACK_IMAGE = "/images/projects/campaign-fallback.svg";

/**
 * Where a card sits on its page: the first row is in view at once (the first picture is often the
 * page's largest paint), so its pictures load straight away, the very first one before the rest;
 * lower cards wait until they are scrolled near.
 */
export type CardPlacement = "first" | "first-row" | "below";

/** The placement of the card at `index` in a grid of up to three columns. */
export function cardPlacement(index: number): CardPlacement {
  return index === 0 ? "first" : index < 3 ? "first-row" : "below";
}

function CardImage({
  src,
  alt,
  fallback,
  placement,
}: {
  src: string | null;
  alt: string;
  fallback: string;
  placement: CardPlacement;
}) {
  return (
    <div className="aspect-[16/9] overflow-hidden bg-brand-50">
      {/* The stored alt text ("" when staff marked the picture decorative); the placeholder says nothing. */}
      <img
        src={src ?? fallback}
        alt={src ? alt : ""}
        aria-hidden={src ? undefined : true}
        width={640}
        height={360}
        loading={placement === "below" ? "lazy" : "eager"}
        fetchPriority={placement === "first" ? "high" : undefined}
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}

function CardMeta({ location, startedDate }: { location: string | null; startedDate: string | null }) {
  if (!location && !startedDate) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-muted">
      {location ? (
        <li className="flex items-start gap-1.5">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {location}
        </li>
      ) : null}
      {startedDate ? (
        <li className="flex items-start gap-1.5">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            Started <time dateTime={startedDate}>{formatDate(startedDate)}</time>
          </span>
        </li>
      ) : null}
    </ul>
  );
}

function ExternalButton({ href, label, context }: { href: string; label: string; context: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: "ghost", size: "sm" })}
    >
      {label}
      <span className="sr-only">: {context} (opens in a new tab)</span>
      <ExternalLink aria-hidden="true" />
    </a>
  );
}

/** A business opportunity card: details page, the partner button by title, and 'Learn More'. */
export function BusinessProjectCard({
  project,
  placement = "below",
}: {
  project: BusinessCard;
  placement?: CardPlacement;
}) {
  const detailHref = `/projects/${project.id}`;
  return (
    <Card as="article" className="flex h-full flex-col overflow-hidden" data-testid="library-card">
      <CardImage
        src={project.imageUrl}
        alt={project.imageAlt}
        fallback={PROJECT_FALLBACK_IMAGE}
        placement={placement}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <StatusBadge status={project.status} className="self-start" />
        <h3 className="text-xl leading-snug font-semibold">
          <Link to={detailHref} className="rounded-sm hover:text-brand-700 hover:underline">
            {project.title}
          </Link>
        </h3>
        <CardMeta location={project.location} startedDate={project.startedDate} />
        <p className="flex-1 leading-relaxed text-muted">{project.excerpt}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to={detailHref} className={buttonClasses({ size: "sm" })}>
            View Details
            <span className="sr-only">: {project.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link to={project.partnerHref} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Handshake aria-hidden="true" />
            Become a Partner
            <span className="sr-only">: {project.title}</span>
          </Link>
          {project.projectUrl ? (
            <ExternalButton href={project.projectUrl} label="Learn More" context={project.title} />
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** A Helping Hand campaign card: campaign page, Donate (external form) and 'Learn More'. */
export function CampaignLibraryCard({
  campaign,
  placement = "below",
}: {
  campaign: CampaignCard;
  placement?: CardPlacement;
}) {
  const detailHref = `/campaigns/${campaign.id}`;
  const percent = fundingPercent(campaign.raisedAmount, campaign.goalAmount);
  return (
    <Card as="article" className="flex h-full flex-col overflow-hidden" data-testid="library-card">
      <CardImage
        src={campaign.imageUrl}
        alt={campaign.imageAlt}
        fallback={CAMPAIGN_FALLBACK_IMAGE}
        placement={placement}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <StatusBadge status={campaign.status} className="self-start" />
        <h3 className="text-xl leading-snug font-semibold">
          <Link to={detailHref} className="rounded-sm hover:text-brand-700 hover:underline">
            {campaign.title}
          </Link>
        </h3>
        <CardMeta location={campaign.location} startedDate={campaign.startedDate} />
        <p className="flex-1 leading-relaxed text-muted">{campaign.excerpt}</p>
        {campaign.goalAmount ? (
          <div className="flex flex-col gap-1.5">
            <p className="flex justify-between text-sm">
              <span>
                <strong className="font-semibold text-ink">{formatMoney(campaign.raisedAmount)}</strong>{" "}
                <span className="text-muted">of {formatMoney(campaign.goalAmount)}</span>
              </span>
              <span className="font-semibold text-brand-800">{percent.toFixed(1)}%</span>
            </p>
            <Progress value={percent} label={`Funding for ${campaign.title}`} />
          </div>
        ) : null}
        {campaign.donorCount > 0 ? (
          <p className="text-sm text-muted">
            Given by {campaign.donorCount.toLocaleString("en-US")} {campaign.donorCount === 1 ? "donor" : "donors"}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to={detailHref} className={buttonClasses({ size: "sm" })}>
            View Campaign
            <span className="sr-only">: {campaign.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
          {campaign.donationFormUrl ? (
            <a
              href={campaign.donationFormUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "accent", size: "sm" })}
            >
              <Heart aria-hidden="true" />
              Donate
              <span className="sr-only">: {campaign.title} (opens in a new tab)</span>
            </a>
          ) : null}
          {campaign.campaignUrl ? (
            <ExternalButton href={campaign.campaignUrl} label="Learn More" context={campaign.title} />
          ) : null}
        </div>
      </div>
    </Card>
  );
}
