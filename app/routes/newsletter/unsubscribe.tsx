import { CircleHelp, MailMinus, MailX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { SubscriptionLinkPage, subscriptionLinkHeaders } from "~/features/newsletter/components/subscription-link-page";
import { NEWSLETTER_NAME } from "~/features/newsletter/content";
import { actOnSubscriptionLink, loadSubscriptionLink } from "~/features/newsletter/subscription-link.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/unsubscribe";

/**
 * The unsubscribe link in every newsletter email. It works without signing in: the token in the
 * link is the authority. Opening it shows a page with one button (a GET changes nothing); the
 * action also answers RFC 8058 one-click requests, which POST to this same address with
 * `List-Unsubscribe=One-Click` and the token in the query string.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Unsubscribe | ${SITE_NAME}`,
    description: `Stop receiving ${SITE_NAME}'s newsletter.`,
    path: null,
    noindex: true,
  });

export const headers = subscriptionLinkHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadSubscriptionLink(context.get(siteContext).db, "unsubscribe", url);
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return actOnSubscriptionLink(context.get(siteContext).db, "unsubscribe", request, url);
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription } = loaderData;
  return (
    <SubscriptionLinkPage
      {...loaderData}
      outcome={actionData?.outcome ?? null}
      doneStatus="unsubscribed"
      views={{
        done: () => ({
          icon: <MailX aria-hidden="true" />,
          tone: "success",
          title: "You're unsubscribed",
          actions: (
            <>
              <Link to="/newsletter" className={buttonClasses({ variant: "outline" })}>
                Subscribe again
              </Link>
              <Link to="/" className={buttonClasses()}>
                Go to the home page
              </Link>
            </>
          ),
          body: (
            <>
              <p role="status">
                {subscription ? <strong className="text-ink">{subscription.maskedEmail}</strong> : "This address"} will
                not receive {NEWSLETTER_NAME} or any other newsletter email from us.
              </p>
              <p className="text-base">Thank you for having read along. You are welcome back any time.</p>
            </>
          ),
        }),
        invalid: {
          icon: <CircleHelp aria-hidden="true" />,
          tone: "warning",
          title: "This link doesn't work",
          actions: (
            <Link to="/contact" className={buttonClasses()}>
              Contact us
            </Link>
          ),
          body: (
            <p>
              The unsubscribe link is incomplete. Copy the whole link from the bottom of the email, or contact us and we
              will take your address off the list by hand.
            </p>
          ),
        },
        ask: {
          icon: <MailMinus aria-hidden="true" />,
          title: `Unsubscribe from ${NEWSLETTER_NAME}?`,
          body: (
            <p>
              We will stop sending the newsletter to <strong className="text-ink">{subscription?.maskedEmail}</strong>.
              No account or password needed.
            </p>
          ),
          button: { label: "Unsubscribe", pendingLabel: "Unsubscribing...", variant: "danger" },
        },
      }}
    />
  );
}
