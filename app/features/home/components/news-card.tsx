import { ArrowRight, CalendarDays, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import type { HomeImage, HomeLink } from "~/content/home";
import { formatCompletionDate } from "../format";

export interface NewsCardProps {
  badge: string;
  badgeTone?: BadgeTone;
  title: string;
  description: string;
  link: HomeLink;
  /** Said after the link text to screen readers, when the link text alone is vague ("Read Story"). */
  linkContext?: string;
  media: ReactNode;
  meta?: ReactNode;
}

/** One card of the home news carousel: picture, badge, title, short text and one link. */
export function NewsCard({
  badge,
  badgeTone = "brand",
  title,
  description,
  link,
  linkContext,
  media,
  meta,
}: NewsCardProps) {
  return (
    <Card as="article" className="flex w-full flex-col overflow-hidden">
      <div className="aspect-[16/10] overflow-hidden bg-brand-50">{media}</div>
      <CardBody>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={badgeTone}>{badge}</Badge>
        </div>
        <h3 className="text-xl leading-snug font-semibold">{title}</h3>
        {meta}
        <p className="flex-1 leading-relaxed text-muted">{description}</p>
        <Link to={link.to} className={buttonClasses({ variant: "outline", size: "sm", className: "mt-2 self-start" })}>
          {link.label}
          {linkContext ? <span className="sr-only">: {linkContext}</span> : null}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardBody>
    </Card>
  );
}

export function CardIllustration({ image }: { image: HomeImage }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  );
}

export function CampaignMeta({ location, completionDate }: { location: string | null; completionDate: string }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      {location ? (
        <li className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 text-brand-600" />
          {location}
        </li>
      ) : null}
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
        <span>
          Completed <time dateTime={completionDate}>{formatCompletionDate(completionDate)}</time>
        </span>
      </li>
    </ul>
  );
}
