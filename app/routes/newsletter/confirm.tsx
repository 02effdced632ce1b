import { CircleHelp, MailCheck, MailQuestion, PartyPopper } from "lucide-react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { SubscriptionNotice } from "~/features/newsletter/components/subscription-notice";
import {
  confirmSubscription,
  getSubscriptionByToken,
  type ConfirmOutcome,
} from "~/features/newsletter/newsletter.server";
import { NEWSLETTER_NAME } from "~/features/newsletter/content";
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

/** A page reached through a personal link: never stored by a browser cache or a CDN. */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  const token = url.searchParams.get("token");
  const subscription = await getSubscriptionByToken(db, "confirm", token);
  return { token: subscription ? token : null, subscription };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db } = context.get(siteContext);
  const formData = await request.formData();
  const fromForm = formData.get("token");
  const token = typeof fromForm === "string" ? fromForm : url.searchParams.get("token");
  // Idempotent: confirming twice answers "already confirmed".
  const outcome: ConfirmOutcome = await confirmSubscription(db, token);
  return { outcome };
}

const moreLinks = (
  <>
    <Link to="/newsletter" className={buttonClasses()}>
      Read past issues
    </Link>
    <Link to="/latest-news" className={buttonClasses({ variant: "outline" })}>
      Latest news
    </Link>
  </>
);

export default function ConfirmSubscriptionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { token, subscription } = loaderData;
  const outcome = actionData?.outcome ?? null;

  if (outcome === "confirmed" || outcome === "already-confirmed" || (!outcome && subscription?.status === "confirmed")) {
    return (
      <SubscriptionNotice
        icon={<PartyPopper aria-hidden="true" />}
        tone="success"
        title={outcome === "confirmed" ? "You're subscribed!" : "You're already subscribed"}
        actions={moreLinks}
      >
        <p role="status">
          Thank you for confirming. {NEWSLETTER_NAME} will arrive once a month
          {subscription ? ` at ${subscription.maskedEmail}` : ""}.
        </p>
        <p className="text-base">Every issue has a link to unsubscribe, whenever you like.</p>
      </SubscriptionNotice>
    );
  }

  if (outcome === "unsubscribed" || (!outcome && subscription?.status === "unsubscribed")) {
    return (
      <SubscriptionNotice
        icon={<MailQuestion aria-hidden="true" />}
        tone="warning"
        title="This address is unsubscribed"
        actions={
          <Link to="/newsletter" className={buttonClasses()}>
            Subscribe again
          </Link>
        }
      >
        <p>
          {subscription ? `${subscription.maskedEmail} was` : "This address was"} unsubscribed after this link was sent, so
          it cannot confirm anything now. If you would like the newsletter after all, subscribe again and we will send a new
          link.
        </p>
      </SubscriptionNotice>
    );
  }

  if (!subscription || !token || outcome === "invalid") {
    return (
      <SubscriptionNotice
        icon={<CircleHelp aria-hidden="true" />}
        tone="warning"
        title="This link doesn't work"
        actions={
          <Link to="/newsletter" className={buttonClasses()}>
            Subscribe again
          </Link>
        }
      >
        <p>
          The confirmation link is incomplete or no longer valid. Copy the whole link from the email, or subscribe again and
          we will send you a new one.
        </p>
      </SubscriptionNotice>
    );
  }

  return (
    <SubscriptionNotice icon={<MailCheck aria-hidden="true" />} title="Confirm your subscription">
      <p>
        Please confirm that you would like {NEWSLETTER_NAME} sent to <strong className="text-ink">{subscription.maskedEmail}</strong>.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <SubmitButton size="lg" pendingLabel="Confirming..." className="w-full sm:w-auto">
          Confirm my subscription
        </SubmitButton>
      </Form>
      <p className="mt-2 text-base">Didn&apos;t ask for this? Close this page and nothing will be sent.</p>
    </SubscriptionNotice>
  );
}
