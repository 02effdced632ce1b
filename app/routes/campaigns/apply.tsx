import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { data, isRouteErrorResponse, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { Container } from "~/components/layout/section";
import { toast } from "~/components/ui/toast";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { handleCampaignApplication } from "~/features/campaigns/apply.server";
import { getCampaignForApplication } from "~/features/campaigns/campaigns.server";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands } from "~/components/layout/static-island";
import { AlreadyApplied, Closed, Submitted } from "~/features/campaigns/components/application-results";
import { BackLink } from "~/features/campaigns/components/back-link";
import { CampaignImage } from "~/features/campaigns/components/campaign-image";
import { CampaignLoadError, CampaignNotFound } from "~/features/campaigns/components/campaign-not-found";
import { CampaignStatusBadge } from "~/features/campaigns/components/status-badge";
import { campaignUrl } from "~/features/campaigns/links";
import { isLoadFailure } from "~/utils/load-failure";
import { redirectWithToast } from "~/utils/toast.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/apply";

/** The form loads its code on the visitor's first touch (form-island.ts). */
const ApplicationForm = formIsland(() =>
  import("~/features/campaigns/components/application-form").then((module) => module.ApplicationForm),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(ApplicationForm)];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  // A form for people holding a code: nothing for search engines here.
  seoMeta(matches, {
    title: loaderData
      ? `Apply for Support: ${loaderData.campaign.title} | ${SITE_NAME}`
      : `Campaign Not Found | ${SITE_NAME}`,
    description: "Apply for support from a Helping Hand campaign with the eligibility code you were given.",
    path: null,
    noindex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger, dontCache, env } = context.get(siteContext);
  let campaign;
  try {
    // No eligibility code here: it is compared in the action, on the server, and nowhere else.
    campaign = await getCampaignForApplication(db, params.id);
  } catch (error) {
    logger.error({ err: error }, "loading a campaign for its application page failed");
    dontCache();
    // Part 1 §8: 'Failed to load campaign details', then back to the campaign page.
    throw await redirectWithToast(env, campaignUrl(params.id), {
      title: "Error",
      description: "Failed to load campaign details",
      variant: "destructive",
    });
  }
  if (!campaign) throw data(null, { status: 404, statusText: "Campaign Not Found" });
  return { campaign };
}

/**
 * The same rule in the browser, when the data never arrived after a link was followed (a dropped
 * connection): 'Failed to load campaign details', then the campaign page (part 1 §8). A 404 and
 * the server's own redirect pass through unchanged.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (!isLoadFailure(error)) throw error;
    toast({ title: "Error", description: "Failed to load campaign details", variant: "destructive" });
    throw redirect(campaignUrl(params.id));
  }
}

/**
 * Applying changes nothing this page reads (the outcome comes back as the action's data), so a
 * submission does not reload the campaign: a reload that failed would leave the result screen.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST") return false;
  return defaultShouldRevalidate;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleCampaignApplication(context.get(siteContext), request, params.id);
}

export default function CampaignApplyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const status = actionData?.status;

  let body: ReactNode;
  if (status === "submitted") body = <Submitted campaignId={campaign.id} />;
  else if (status === "duplicate") body = <AlreadyApplied campaignId={campaign.id} />;
  else if (status === "closed" || campaign.status !== "Active")
    body = <Closed campaignId={campaign.id} status={campaign.status} />;
  else
    body = (
      <ApplicationForm
        key={campaign.id}
        props={{ actionData: actionData?.status === "error" ? actionData : undefined }}
      />
    );

  return (
    <div className="bg-sand py-8 sm:py-12">
      <Container className="max-w-3xl">
        <BackLink to={campaignUrl(campaign.id)}>Back to campaign</BackLink>

        <div className="mt-4 flex items-center gap-4 rounded-lg border border-line bg-white p-4 shadow-card">
          <div className="hidden aspect-[16/10] w-28 shrink-0 overflow-hidden rounded-md sm:block">
            <CampaignImage src={campaign.imageUrl} alt={campaign.imageAlt} />
          </div>
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Helping Hand campaign</p>
            <p className="mt-0.5 font-display text-xl leading-snug font-semibold text-ink">{campaign.title}</p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              {campaign.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                  {campaign.location}
                </span>
              ) : null}
              <CampaignStatusBadge status={campaign.status} />
            </div>
          </div>
        </div>

        <div className="mt-6 rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">{body}</div>
      </Container>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CampaignNotFound />;
  return <CampaignLoadError />;
}
