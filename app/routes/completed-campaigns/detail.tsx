import { ArrowLeft, ExternalLink, Sparkles } from "lucide-react";
import { data, Link } from "react-router";
import { Container } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import { CAMPAIGN_FALLBACK_IMAGE } from "~/content/campaign-fallback";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import {
  COMPLETED_CAMPAIGN_SLUGS,
  getCompletedCampaign,
  publishedCompletedCampaigns,
} from "~/features/completed-campaigns/completed-campaigns.server";
import { redirectToCurrentSlug } from "~/utils/slugs/resolve.server";
import { BackToList } from "~/features/completed-campaigns/components/back-to-list";
import { CompletedCampaignFacts } from "~/features/completed-campaigns/components/completed-campaign-facts";
import { GetInvolved } from "~/features/completed-campaigns/components/get-involved";
import { PartnershipSection } from "~/features/completed-campaigns/components/partnership-section";
import { metaDescription, seoMeta } from "~/utils/seo";
import { canPreviewDrafts } from "~/features/auth/preview.server";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { loaderHeadersOnly, PREVIEW_HEADERS } from "~/utils/preview";
import type { Route } from "./+types/detail";

const NOT_FOUND_MESSAGE = "Campaign not found or error loading campaign details.";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return seoMeta(matches, { title: `Campaign Not Found | ${SITE_NAME}`, path: null, noindex: true });
  const { campaign } = loaderData;
  return seoMeta(matches, {
    // A draft seen by an admin is never indexed (issue 18).
    noindex: campaign.state !== "live",
    title: `${campaign.title} | Completed Campaigns | ${SITE_NAME}`,
    socialTitle: campaign.title,
    // Staff's own search description when they wrote one, else the impact summary or the description (ADR 0052).
    description: campaign.seoDescription ?? metaDescription(campaign.impactSummary ?? campaign.description),
    path: `/completed-campaigns/${campaign.slug}`,
    image: campaign.socialImageUrl ?? campaign.imageUrl,
    imageAlt: campaign.socialImageUrl ? campaign.title : `Picture from ${campaign.title}`,
  });
};

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // The segment is the campaign's slug (ADR 0052); the spec's route keeps its name.
  const campaign = await getCompletedCampaign(site.db, params.id);
  if (campaign) return data({ campaign });
  // A published campaign's id or a slug it had before answers 301 to its address now.
  const redirectTo = { param: params.id, base: "/completed-campaigns/", url };
  await redirectToCurrentSlug(site.db, COMPLETED_CAMPAIGN_SLUGS, {
    ...redirectTo,
    visible: publishedCompletedCampaigns(),
  });
  // A draft is not found, except by an admin, who previews it here, uncached and unindexed (issue 18).
  const canPreview = await canPreviewDrafts(site, request);
  const preview = canPreview ? await getCompletedCampaign(site.db, params.id, { preview: true }) : null;
  if (canPreview && !preview) await redirectToCurrentSlug(site.db, COMPLETED_CAMPAIGN_SLUGS, redirectTo);
  if (!preview) throw data(null, { status: 404, statusText: "Campaign Not Found" });
  return data({ campaign: preview }, { headers: PREVIEW_HEADERS });
}

export const headers = loaderHeadersOnly;

export default function CompletedCampaignRoute({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  return (
    <div className="bg-sand pb-14 sm:pb-20">
      <PreviewBanner state={campaign.state} editHref={`/admin/completed-campaigns/${campaign.id}`} />
      <Container className="max-w-5xl pt-8 sm:pt-12">
        <BackToList />

        <Card as="article" shape="panel" className="mt-4 overflow-hidden">
          <div className="aspect-[16/9] overflow-hidden sm:aspect-[21/9]">
            <ImageWithFallback
              src={campaign.imageUrl}
              alt={campaign.imageAlt}
              fallback={CAMPAIGN_FALLBACK_IMAGE}
              width={800}
              height={500}
              loading="eager"
              className="size-full bg-brand-50 object-cover"
            />
          </div>

          <div className="p-6 sm:p-10">
            <Badge tone="info">Completed campaign</Badge>
            <h1 className="mt-3 text-3xl font-semibold sm:text-5xl">{campaign.title}</h1>

            <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
              <div className="min-w-0">
                <p className="text-lg leading-relaxed whitespace-pre-line">{campaign.description}</p>

                {campaign.impactSummary ? (
                  <section
                    aria-labelledby="impact-title"
                    className="mt-8 rounded-lg border border-success-700/20 bg-success-50 p-5 sm:p-6"
                  >
                    <h2
                      id="impact-title"
                      className="inline-flex items-center gap-2 font-sans text-lg font-semibold text-success-700"
                    >
                      <Sparkles aria-hidden="true" className="size-5" />
                      Impact
                    </h2>
                    <p className="mt-2 text-lg leading-relaxed text-ink">{campaign.impactSummary}</p>
                  </section>
                ) : null}

                {campaign.campaignUrl ? (
                  <a
                    href={campaign.campaignUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: "outline", className: "mt-8" })}
                  >
                    <ExternalLink aria-hidden="true" />
                    View the campaign page
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </div>

              <CompletedCampaignFacts campaign={campaign} />
            </div>
          </div>
        </Card>

        {campaign.showPartnershipSection ? (
          <PartnershipSection title={campaign.title} partner={campaign.partnerOrganization} />
        ) : null}

        <GetInvolved />

        <div className="mt-10">
          <BackToList button />
        </div>
      </Container>
    </div>
  );
}

export function ErrorBoundary() {
  // Unknown ids (404) and load failures (500) read the same (part 2 §8); the status tells them apart.
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[55vh] max-w-2xl flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">Campaign Not Found</h1>
        <p className="mt-3 text-lg text-muted">{NOT_FOUND_MESSAGE}</p>
        <Link to="/completed-campaigns" className={buttonClasses({ className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Completed Campaigns
        </Link>
      </Container>
    </div>
  );
}
