import { ArrowLeft, CalendarDays, ExternalLink as ExternalLinkIcon, HandHeart, Heart, MapPin } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { getCampaign } from "~/features/campaigns/campaigns.server";
import { BackLink } from "~/features/campaigns/components/back-link";
import { CampaignImage } from "~/features/campaigns/components/campaign-image";
import { CampaignLoadError, CampaignNotFound } from "~/features/campaigns/components/campaign-not-found";
import { ExternalLink } from "~/features/campaigns/components/external-link";
import { ProgressSummary } from "~/features/campaigns/components/progress-card";
import { CampaignStatusBadge } from "~/features/campaigns/components/status-badge";
import { formatLongDate } from "~/features/campaigns/format";
import { ALL_CAMPAIGNS_URL, campaignApplyUrl, donatePageUrl } from "~/features/campaigns/links";
import { metaDescription, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/helping-hand-campaign";

/**
 * The Helping Hand variant of a campaign page (part 1 §2 'Helping Hand campaign detail'):
 * picture, location, start date, status and progress; Donate Now goes to the site's own
 * donation page naming the campaign, and Learn More to the campaign's external page.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return seoMeta(matches, { title: `Campaign Not Found | ${SITE_NAME}`, path: null, noindex: true });
  const { campaign } = loaderData;
  return seoMeta(matches, {
    title: `${campaign.title} | Helping Hand | ${SITE_NAME}`,
    socialTitle: campaign.title,
    description: metaDescription(campaign.description),
    // The full campaign page is the one to index.
    path: `/campaigns/${campaign.id}`,
    image: campaign.imageUrl,
    imageAlt: `Picture for ${campaign.title}`,
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  // Public columns only; the eligibility code is never selected here.
  const campaign = await getCampaign(db, params.id);
  if (!campaign) throw data(null, { status: 404, statusText: "Campaign Not Found" });
  const { donationFormUrl: _donationFormUrl, ...shown } = campaign;
  return { campaign: shown };
}

export default function HelpingHandCampaignRoute({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const started = formatLongDate(campaign.startedDate);

  return (
    <div className="bg-sand py-8 sm:py-12">
      <Container className="max-w-5xl">
        <BackLink to={ALL_CAMPAIGNS_URL}>Back to Helping Hand campaigns</BackLink>

        <Card as="article" shape="panel" className="mt-4 overflow-hidden">
          <div className="aspect-[16/9] overflow-hidden sm:aspect-[21/9]">
            <CampaignImage src={campaign.imageUrl} alt={campaign.imageAlt} loading="eager" />
          </div>
          <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <CampaignStatusBadge status={campaign.status} />
              </div>
              <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{campaign.title}</h1>
              <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-muted">
                {campaign.location ? (
                  <li className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                    <span className="sr-only">Location: </span>
                    {campaign.location}
                  </li>
                ) : null}
                {started && campaign.startedDate ? (
                  <li className="inline-flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
                    <span>
                      Started <time dateTime={campaign.startedDate}>{started}</time>
                    </span>
                  </li>
                ) : null}
              </ul>
              <p className="mt-6 text-lg leading-relaxed whitespace-pre-line">{campaign.description}</p>
              {campaign.status === "Active" ? (
                <p className="mt-6 rounded-md bg-brand-50 p-4 text-brand-900">
                  Were you given an eligibility code for this campaign?{" "}
                  <Link to={campaignApplyUrl(campaign.id)} className="font-semibold underline underline-offset-4">
                    Apply for support
                  </Link>
                  .
                </p>
              ) : null}
            </div>

            <section aria-labelledby="hh-progress-title" className="flex flex-col gap-4 rounded-lg bg-sand p-5">
              <h2
                id="hh-progress-title"
                className="font-sans text-sm font-semibold tracking-widest text-accent-700 uppercase"
              >
                Progress
              </h2>
              <ProgressSummary
                raisedAmount={campaign.raisedAmount}
                goalAmount={campaign.goalAmount}
                donorCount={campaign.donorCount}
                headingId="hh-progress-title"
              />
              <Link
                to={donatePageUrl(campaign.title)}
                className={buttonClasses({ variant: "accent", size: "lg", className: "mt-2 w-full" })}
              >
                <Heart aria-hidden="true" />
                Donate Now
              </Link>
              {campaign.campaignUrl ? (
                <ExternalLink
                  href={campaign.campaignUrl}
                  className={buttonClasses({ variant: "outline", className: "w-full" })}
                >
                  <ExternalLinkIcon aria-hidden="true" />
                  Learn More
                </ExternalLink>
              ) : null}
              <Link
                to={`/campaigns/${campaign.id}`}
                className="inline-flex min-h-11 items-center justify-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                <HandHeart aria-hidden="true" className="size-4" />
                How it works
              </Link>
            </section>
          </div>
        </Card>

        <div className="mt-8">
          <Link to={ALL_CAMPAIGNS_URL} className={buttonClasses({ variant: "outline" })}>
            <ArrowLeft aria-hidden="true" />
            Back to All Campaigns
          </Link>
        </div>
      </Container>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CampaignNotFound />;
  return <CampaignLoadError />;
}
