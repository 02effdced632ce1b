import { Mail, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import { LATEST_NEWS_SECTION, type StaticNewsCard } from "~/content/home";
import type { LatestCampaignCard } from "../home.server";
import { NewsCarousel, type CarouselSlide } from "./news-carousel";
import { CampaignMeta, CardIllustration, NewsCard } from "./news-card";

function staticSlide(card: StaticNewsCard, badgeTone: "brand" | "accent" | "info" = "brand"): CarouselSlide {
  return {
    key: card.id,
    content: (
      <NewsCard
        badge={card.badge}
        badgeTone={badgeTone}
        title={card.title}
        description={card.description}
        link={card.link}
        media={<CardIllustration image={card.image} />}
      />
    ),
  };
}

/**
 * "Our Latest News" (part 1 §2): the partnership card, the latest completed campaign
 * (absent when there is none or its query failed), the newsletter and the business network.
 */
export function LatestNewsSection({ campaign }: { campaign: LatestCampaignCard | null }) {
  const section = LATEST_NEWS_SECTION;
  const slides: CarouselSlide[] = [staticSlide(section.partnership, "accent")];
  if (campaign) {
    slides.push({
      key: `campaign-${campaign.id}`,
      content: (
        <NewsCard
          badge={section.campaign.badge}
          badgeTone="info"
          title={campaign.title}
          description={campaign.excerpt}
          link={{ to: `/completed-campaigns/${campaign.slug}`, label: section.campaign.linkLabel }}
          linkContext={campaign.title}
          meta={<CampaignMeta location={campaign.location} completionDate={campaign.completionDate} />}
          media={
            <ImageWithFallback
              src={campaign.imageUrl}
              alt={campaign.imageAlt}
              fallback={section.campaign.fallbackImage}
              width={640}
              height={400}
              className="size-full object-cover"
            />
          }
        />
      ),
    });
  }
  slides.push(staticSlide(section.newsletter), staticSlide(section.businessNetwork));

  return (
    <Section eyebrow={section.eyebrow} title={section.title} lead={section.lead} titleId="home-news-title" tone="sand">
      <NewsCarousel label={section.carouselLabel} slides={slides} />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={section.moreLinks.news.to} className={buttonClasses({ className: "w-full sm:w-auto" })}>
          <Newspaper aria-hidden="true" />
          {section.moreLinks.news.label}
        </Link>
        <Link
          to={section.moreLinks.newsletter.to}
          className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
        >
          <Mail aria-hidden="true" />
          {section.moreLinks.newsletter.label}
        </Link>
      </div>
    </Section>
  );
}
