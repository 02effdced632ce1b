import { ArrowLeft, ExternalLink as ExternalLinkIcon, HandHeart, Heart, MapPin } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { Container } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { getCampaign } from "~/features/campaigns/campaigns.server";
import { CampaignFacts } from "~/features/campaigns/components/campaign-facts";
import { CampaignImage } from "~/features/campaigns/components/campaign-image";
import { CampaignNotFound, CampaignLoadError } from "~/features/campaigns/components/campaign-not-found";
import { ExternalLink } from "~/features/campaigns/components/external-link";
import { HowThisCampaignWorks } from "~/features/campaigns/components/how-it-works";
import { ProgressCard } from "~/features/campaigns/components/progress-card";
import { CampaignStatusBadge } from "~/features/campaigns/components/status-badge";
import { ALL_CAMPAIGNS_URL, campaignApplyUrl, donatePageUrl } from "~/features/campaigns/links";
import { metaDescription, seoMeta } from "~/utils/seo";
import { canPreviewDrafts } from "~/features/auth/preview.server";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { loaderHeadersOnly, PREVIEW_HEADERS } from "~/utils/preview";
import type { Route } from "./+types/campaign";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return seoMeta(matches, { title: `Campaign Not Found | ${SITE_NAME}`, path: null, noindex: true });
  const { campaign } = loaderData;
  return seoMeta(matches, {
    // A draft seen by an admin is never indexed (issue 18).
    noindex: campaign.state !== "live",
    title: `${campaign.title} | ${SITE_NAME}`,
    socialTitle: campaign.title,
    description: metaDescription(campaign.description),
    path: `/campaigns/${campaign.id}`,
    image: campaign.imageUrl,
    imageAlt: `Picture for ${campaign.title}`,
  });
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // Only the public columns are selected: the eligibility code never reaches this page.
  const campaign = await getCampaign(site.db, params.id);
  if (campaign) return data({ campaign });
  // A draft is not found, except by an admin, who previews it here, uncached and unindexed (issue 18).
  const preview = (await canPreviewDrafts(site, request))
    ? await getCampaign(site.db, params.id, { preview: true })
    : null;
  if (!preview) throw data(null, { status: 404, statusText: "Campaign Not Found" });
  return data({ campaign: preview }, { headers: PREVIEW_HEADERS });
}

export const headers = loaderHeadersOnly;

export default function CampaignRoute({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const isActive = campaign.status === "Active";
  const donateClasses = buttonClasses({ variant: "accent", size: "lg", className: "w-full" });

  return (
    <>
      <PreviewBanner state={campaign.state} editHref={`/admin/campaigns/${campaign.id}/edit`} />
      <div className="border-b border-line bg-sand">
        <Container className="py-8 sm:py-12">
          <Link
            to={ALL_CAMPAIGNS_URL}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All campaigns
          </Link>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Badge tone="accent">Helping Hand campaign</Badge>
            <CampaignStatusBadge status={campaign.status} />
          </div>
          <h1 className="mt-3 max-w-4xl text-3xl font-semibold sm:text-5xl">{campaign.title}</h1>
          {campaign.location ? (
            <p className="mt-3 inline-flex items-center gap-2 text-lg text-muted">
              <MapPin aria-hidden="true" className="size-5 text-brand-600" />
              {campaign.location}
            </p>
          ) : null}
        </Container>
      </div>

      <Container className="py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <div className="aspect-[16/10] overflow-hidden rounded-lg border border-line">
            <CampaignImage src={campaign.imageUrl} alt={campaign.imageAlt} loading="eager" />
          </div>

          <aside aria-label="Support this campaign" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <ProgressCard
                raisedAmount={campaign.raisedAmount}
                goalAmount={campaign.goalAmount}
                donorCount={campaign.donorCount}
              >
                {campaign.donationFormUrl ? (
                  <ExternalLink href={campaign.donationFormUrl} className={donateClasses}>
                    <Heart aria-hidden="true" />
                    Donate Now
                  </ExternalLink>
                ) : (
                  <Link to={donatePageUrl(campaign.title)} className={donateClasses}>
                    <Heart aria-hidden="true" />
                    Donate Now
                  </Link>
                )}
                <Link
                  to={campaignApplyUrl(campaign.id)}
                  className={buttonClasses({
                    variant: isActive ? "primary" : "outline",
                    size: "lg",
                    className: "w-full",
                  })}
                >
                  <HandHeart aria-hidden="true" />
                  Apply for Support
                </Link>
                {!isActive ? (
                  <p className="text-sm text-muted">
                    {campaign.status === "Upcoming"
                      ? "Applications open when the campaign starts."
                      : "This campaign has finished and is no longer taking applications."}
                  </p>
                ) : null}
                {campaign.campaignUrl ? (
                  <ExternalLink
                    href={campaign.campaignUrl}
                    className={buttonClasses({ variant: "ghost", className: "w-full" })}
                  >
                    <ExternalLinkIcon aria-hidden="true" />
                    View External Campaign
                  </ExternalLink>
                ) : null}
              </ProgressCard>
            </div>
          </aside>

          <div className="flex min-w-0 flex-col gap-10">
            <section aria-labelledby="about-campaign-title">
              <h2 id="about-campaign-title" className="text-2xl font-semibold sm:text-3xl">
                About this campaign
              </h2>
              <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-ink">{campaign.description}</p>
            </section>
            <CampaignFacts location={campaign.location} startedDate={campaign.startedDate} status={campaign.status} />
            <HowThisCampaignWorks />
          </div>
        </div>

        <div className="mt-12 border-t border-line pt-8">
          <Link to={ALL_CAMPAIGNS_URL} className={buttonClasses({ variant: "outline" })}>
            <ArrowLeft aria-hidden="true" />
            Back to All Campaigns
          </Link>
        </div>
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CampaignNotFound />;
  return <CampaignLoadError />;
}
