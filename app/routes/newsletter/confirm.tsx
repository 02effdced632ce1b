import { CircleHelp, MailCheck, MailQuestion, PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { SubscriptionLinkPage, subscriptionLinkHeaders } from "~/features/newsletter/components/subscription-link-page";
import { NEWSLETTER_NAME } from "~/features/newsletter/content";
import { actOnSubscriptionLink, loadSubscriptionLink } from "~/features/newsletter/subscription-link.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/confirm";

/**
 * The link in the confirmation email (double opt-in). Opening it only shows a page; the
 * subscription is confirmed by the button's POST, so a mail scanner or link preview that
 * fetches the link cannot confirm it for someone, and no GET changes anything.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Confirm your subscription | ${SITE_NAME}`,
    description: `Confirm your subscription to ${SITE_NAME}'s newsletter.`,
    path: null,
    noindex: true,
  });

export const headers = subscriptionLinkHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadSubscriptionLink(context.get(siteContext).db, "confirm", url);
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return actOnSubscriptionLink(context.get(siteContext).db, "confirm", request, url);
}

const subscribeAgain = (
  <Link to="/newsletter" className={buttonClasses()}>
    Subscribe again
  </Link>
);

export default function ConfirmSubscriptionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription } = loaderData;
  return (
    <SubscriptionLinkPage
      {...loaderData}
      outcome={actionData?.outcome ?? null}
      doneStatus="confirmed"
      views={{
        done: (isNew) => ({
          icon: <PartyPopper aria-hidden="true" />,
          tone: "success",
          title: isNew ? "You're subscribed!" : "You're already subscribed",
          actions: (
            <>
              <Link to="/newsletter" className={buttonClasses()}>
                Read past issues
              </Link>
              <Link to="/latest-news" className={buttonClasses({ variant: "outline" })}>
                Latest news
              </Link>
            </>
          ),
          body: (
            <>
              <p role="status">
                Thank you for confirming. {NEWSLETTER_NAME} will arrive once a month
                {subscription ? ` at ${subscription.maskedEmail}` : ""}.
              </p>
              <p className="text-base">Every issue has a link to unsubscribe, whenever you like.</p>
            </>
          ),
        }),
        unsubscribed: {
          icon: <MailQuestion aria-hidden="true" />,
          tone: "warning",
          title: "This address is unsubscribed",
          actions: subscribeAgain,
          body: (
            <p>
              {subscription ? `${subscription.maskedEmail} was` : "This address was"} unsubscribed after this link was
              sent, so it cannot confirm anything now. If you would like the newsletter after all, subscribe again and
              we will send a new link.
            </p>
          ),
        },
        invalid: {
          icon: <CircleHelp aria-hidden="true" />,
          tone: "warning",
          title: "This link doesn't work",
          actions: subscribeAgain,
          body: (
            <p>
              The confirmation link is incomplete or no longer valid. Copy the whole link from the email, or subscribe
              again and we will send you a new one.
            </p>
          ),
        },
        ask: {
          icon: <MailCheck aria-hidden="true" />,
          title: "Confirm your subscription",
          body: (
            <p>
              Please confirm that you would like {NEWSLETTER_NAME} sent to{" "}
              <strong className="text-ink">{subscription?.maskedEmail}</strong>.
            </p>
          ),
          button: { label: "Confirm my subscription", pendingLabel: "Confirming..." },
          after: <p className="mt-2 text-base">Didn&apos;t ask for this? Close this page and nothing will be sent.</p>,
        },
      }}
    />
  );
}
