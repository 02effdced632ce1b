import { siteContext } from "~/context";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { HOME_META, SUBSCRIBE_SECTION } from "~/content/home";
import { SITE_NAME } from "~/content/site";
import { BusinessSection } from "~/features/home/components/business-section";
import { CallToActionSection } from "~/features/home/components/call-to-action-section";
import { HeroSection } from "~/features/home/components/hero-section";
import { LatestNewsSection } from "~/features/home/components/latest-news-section";
import { MissionSection } from "~/features/home/components/mission-section";
import {
  SUBSCRIBE_ANCHOR,
  SUBSCRIBE_INTENT,
  SUBSCRIBE_TITLE_ID,
  SubscribePrivacyNote,
  SubscribeSection,
} from "~/features/home/components/subscribe-section";
import { SupportSection } from "~/features/home/components/support-section";
import { getLatestCompletedCampaign } from "~/features/home/home.server";
import { SubscribeForm } from "~/features/newsletter/components/subscribe-form";
import { SUBSCRIBE_FAILED_TEXT, SUBSCRIBE_MIN_PENDING_MS } from "~/features/newsletter/content";
import { handleSubscribe } from "~/features/newsletter/newsletter.server";
import { callPublicFormAction } from "~/utils/public-form";
import { seoMeta } from "~/utils/seo";
import { OrganizationJsonLd } from "~/components/seo/json-ld";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: HOME_META.title, description: HOME_META.description, path: "/", socialTitle: SITE_NAME });

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = context.get(siteContext);
  const latestCampaign = await getLatestCompletedCampaign(db, logger);
  return { latestCampaign };
}

/** The newsletter's subscribe form, the same flow (and rate-limit key) as on /newsletter. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSubscribe(context.get(siteContext), request, "home");
}

/** With JavaScript the button reads "Subscribing..." for about a second (part 2 §4), so the change can be seen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callPublicFormAction(serverAction, { minPendingMs: SUBSCRIBE_MIN_PENDING_MS, failure: SUBSCRIBE_FAILED_TEXT });
}

/** Subscribing changes nothing the page's loaders read; skip reloading them. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === SUBSCRIBE_INTENT) return false;
  return defaultShouldRevalidate;
}

export default function HomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <OrganizationJsonLd />
      <HeroSection />
      <SupportSection />
      <LatestNewsSection campaign={loaderData.latestCampaign} />
      <BusinessSection />
      <MissionSection />
      <CallToActionSection />
      <SubscribeSection>
        <SubscribeForm
          id="home-subscribe"
          // Without JavaScript the answer is a new page: the fragment brings the visitor back here.
          action={`/?index#${SUBSCRIBE_ANCHOR}`}
          pageResult={actionData}
          successTitle={SUBSCRIBE_SECTION.successTitle}
          successMessage={SUBSCRIBE_SECTION.successDescription}
          hiddenFields={{ intent: SUBSCRIBE_INTENT }}
          labelledBy={SUBSCRIBE_TITLE_ID}
          note={<SubscribePrivacyNote />}
        />
      </SubscribeSection>
    </>
  );
}
