import { ArrowRight, CalendarDays } from "lucide-react";
import { useSiteTimeZone } from "~/utils/site-time";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { cn } from "~/utils/misc";
import { formatNewsDate, isoDay } from "../format";
import type { NewsCard as NewsCardData } from "../news.server";

const FALLBACK_IMAGE = "/images/seed/news-community.svg";

/**
 * One story: picture, category, date, title and summary. The title's link covers the whole
 * card, so the card is one target for a thumb and one link for a screen reader.
 */
export function NewsCard({
  story,
  headingLevel = 3,
  size = "regular",
}: {
  story: NewsCardData;
  headingLevel?: 2 | 3;
  /** large: the lead featured story; compact: picture beside the text (the other featured stories on wide screens). */
  size?: "regular" | "large" | "compact";
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const isLarge = size === "large";
  const isCompact = size === "compact";
  const zone = useSiteTimeZone();
  return (
    <Card
      as="article"
      className={cn(
        "group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-raised",
        isCompact && "sm:flex-row",
        "focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-500",
      )}
    >
      <div
        className={cn(
          "overflow-hidden bg-brand-50",
          isLarge ? "aspect-[16/9] lg:aspect-auto lg:min-h-64 lg:flex-1" : "aspect-[16/10]",
          isCompact && "sm:aspect-auto sm:w-2/5 sm:shrink-0",
        )}
      >
        <img
          src={story.imageUrl ?? FALLBACK_IMAGE}
          alt={story.imageUrl ? story.imageAlt : ""}
          aria-hidden={story.imageUrl ? undefined : true}
          width={800}
          height={500}
          loading={isLarge ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className={cn("flex flex-col gap-3", isLarge ? "p-6 sm:p-8" : "flex-1 p-5 sm:p-6")}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <Badge tone="brand">{story.category}</Badge>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
            <time dateTime={isoDay(story.publishedDate, zone)}>{formatNewsDate(story.publishedDate, zone)}</time>
          </span>
        </div>
        <Heading className={cn("leading-snug font-semibold", isLarge ? "text-2xl sm:text-3xl" : "text-xl")}>
          <Link
            to={`/news/${story.slug}`}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
          >
            {story.title}
          </Link>
        </Heading>
        <p className={cn("leading-relaxed text-muted", isLarge && "text-lg")}>{story.description}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-1 font-semibold text-brand-700 group-hover:underline"
        >
          Read more
          <ArrowRight className="size-4" />
        </span>
      </div>
    </Card>
  );
}
