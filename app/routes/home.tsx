import { siteContext } from "~/context";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { HOME_META, SUBSCRIBE_SECTION } from "~/content/home";
import { SITE_NAME } from "~/content/site";
import { preloadIslands, staticIsland } from "~/components/layout/static-island";
import { LatestNewsSection } from "~/features/home/components/latest-news-section";
import {
  SUBSCRIBE_ANCHOR,
  SUBSCRIBE_INTENT,
  SUBSCRIBE_TITLE_ID,
  SubscribePrivacyNote,
  SubscribeSection,
} from "~/features/home/components/subscribe-section";
import { getLatestCompletedCampaign } from "~/features/home/home.server";
import { getPageCopyOrSeed, getTextCopyOrSeed } from "~/features/pages/pages.server";
import { formIsland } from "~/components/forms/form-island";
import { SUBSCRIBE_FAILED_TEXT, SUBSCRIBE_MIN_PENDING_MS } from "~/features/newsletter/content";
import { handleSubscribe } from "~/features/newsletter/newsletter.server";
import { callPublicFormAction } from "~/utils/public-form";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: HOME_META.title, description: HOME_META.description, path: "/", socialTitle: SITE_NAME });

const Opening = staticIsland(() =>
  import("~/features/home/components/home-sections.static").then((module) => module.HomeOpening),
);
const Closing = staticIsland(() =>
  import("~/features/home/components/home-sections.static").then((module) => module.HomeClosing),
);

const Subscribe = formIsland(() =>
  import("~/features/newsletter/components/subscribe-form").then((module) => module.SubscribeForm),
);

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(Opening, Closing, Subscribe)];

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { db, logger, dontCache } = site;
  // The hero's words staff edit in the back office (ADR 0049); a save empties the page cache.
  const [latestCampaign, hero, sections] = await Promise.all([
    getLatestCompletedCampaign(db, logger, dontCache),
    getPageCopyOrSeed(site, "home"),
    getTextCopyOrSeed(site, "home-sections"),
  ]);
  return { latestCampaign, hero, sections };
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
      <Opening props={{ hero: loaderData.hero, sections: loaderData.sections }} />
      <LatestNewsSection campaign={loaderData.latestCampaign} />
      <Closing props={{ sections: loaderData.sections }} />
      <SubscribeSection>
        <Subscribe
          props={{
            id: "home-subscribe",
            // Without JavaScript the answer is a new page: the fragment brings the visitor back here.
            action: `/?index#${SUBSCRIBE_ANCHOR}`,
            pageResult: actionData,
            successTitle: SUBSCRIBE_SECTION.successTitle,
            successMessage: SUBSCRIBE_SECTION.successDescription,
            hiddenFields: { intent: SUBSCRIBE_INTENT },
            labelledBy: SUBSCRIBE_TITLE_ID,
            note: <SubscribePrivacyNote />,
          }}
        />
      </SubscribeSection>
    </>
  );
}
