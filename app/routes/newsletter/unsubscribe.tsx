import { CircleHelp, MailMinus, MailX } from "lucide-react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { SubscriptionNotice } from "~/features/newsletter/components/subscription-notice";
import {
  getSubscriptionByToken,
  unsubscribeFromNewsletter,
  type UnsubscribeOutcome,
} from "~/features/newsletter/newsletter.server";
import { NEWSLETTER_NAME } from "~/features/newsletter/content";
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

/** A page reached through a personal link: never stored by a browser cache or a CDN. */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  const token = url.searchParams.get("token");
  const subscription = await getSubscriptionByToken(db, "unsubscribe", token);
  return { token: subscription ? token : null, subscription };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db } = context.get(siteContext);
  const queryToken = url.searchParams.get("token");
  let formToken: FormDataEntryValue | null = null;
  try {
    formToken = (await request.formData()).get("token");
  } catch {
    // An RFC 8058 client may send a body we do not need; the token is in the URL.
  }
  const token = typeof formToken === "string" && formToken ? formToken : queryToken;
  // Idempotent: unsubscribing twice answers "already unsubscribed".
  const outcome: UnsubscribeOutcome = await unsubscribeFromNewsletter(db, token);
  return { outcome };
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { token, subscription } = loaderData;
  const outcome = actionData?.outcome ?? null;

  if (outcome === "unsubscribed" || outcome === "already-unsubscribed" || (!outcome && subscription?.status === "unsubscribed")) {
    return (
      <SubscriptionNotice
        icon={<MailX aria-hidden="true" />}
        tone="success"
        title="You're unsubscribed"
        actions={
          <>
            <Link to="/newsletter" className={buttonClasses({ variant: "outline" })}>
              Subscribe again
            </Link>
            <Link to="/" className={buttonClasses()}>
              Go to the home page
            </Link>
          </>
        }
      >
        <p role="status">
          {subscription ? <strong className="text-ink">{subscription.maskedEmail}</strong> : "This address"} will not receive{" "}
          {NEWSLETTER_NAME} or any other newsletter email from us.
        </p>
        <p className="text-base">Thank you for having read along. You are welcome back any time.</p>
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
          <Link to="/contact" className={buttonClasses()}>
            Contact us
          </Link>
        }
      >
        <p>
          The unsubscribe link is incomplete. Copy the whole link from the bottom of the email, or contact us and we will
          take your address off the list by hand.
        </p>
      </SubscriptionNotice>
    );
  }

  return (
    <SubscriptionNotice icon={<MailMinus aria-hidden="true" />} title={`Unsubscribe from ${NEWSLETTER_NAME}?`}>
      <p>
        We will stop sending the newsletter to <strong className="text-ink">{subscription.maskedEmail}</strong>. No account or
        password needed.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <SubmitButton size="lg" variant="danger" pendingLabel="Unsubscribing..." className="w-full sm:w-auto">
          Unsubscribe
        </SubmitButton>
      </Form>
    </SubscriptionNotice>
  );
}
