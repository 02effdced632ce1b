import { CircleHelp, MailCheck, ShieldCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { SubscriptionNotice } from "~/features/newsletter/components/subscription-notice";
import { ANSWER_WITHIN_DAYS, REQUEST_KIND_LABELS } from "~/features/privacy/content";
import { confirmPrivacyRequest, getPendingRequest } from "~/features/privacy/privacy.server";
import { formatDate } from "~/components/admin/format";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/your-data-confirm";

/**
 * The link in a "Your data" confirmation email. Opening it only shows a page; the request is
 * confirmed by the button's POST, so a mail scanner that fetches the link confirms nothing.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Confirm your request | ${SITE_NAME}`,
    description: "Confirm your request about the data Community Synergy Network holds.",
    path: null,
    noindex: true,
  });

export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  const pending = await getPendingRequest(context.get(siteContext).db, token);
  return { token: pending ? token : null, pending };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  let posted: FormDataEntryValue | null = null;
  try {
    posted = (await request.formData()).get("token");
  } catch {
    // An unreadable body: the token is in the URL.
  }
  const token = typeof posted === "string" && posted ? posted : url.searchParams.get("token");
  const confirmed = await confirmPrivacyRequest(site, token);
  return { confirmed: confirmed ? { dueDate: confirmed.dueAt.toISOString().slice(0, 10) } : null, tried: true };
}

const askAgain = (
  <Link to="/privacy/your-data" className={buttonClasses()}>
    Send a new request
  </Link>
);

export default function YourDataConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { token, pending } = loaderData;
  if (actionData?.confirmed) {
    return (
      <SubscriptionNotice
        icon={<ShieldCheck aria-hidden="true" />}
        tone="success"
        title="Your request is confirmed"
        actions={
          <Link to="/" className={buttonClasses({ variant: "outline" })}>
            Back to the home page
          </Link>
        }
      >
        <p role="status">
          Thank you. Our staff have your request and will answer by {formatDate(actionData.confirmed.dueDate)} at the
          latest. We will email you when it is done.
        </p>
      </SubscriptionNotice>
    );
  }
  if (!pending || !token || actionData?.tried) {
    return (
      <SubscriptionNotice
        icon={<CircleHelp aria-hidden="true" />}
        tone="warning"
        title="This link doesn't work"
        actions={askAgain}
      >
        <p>
          The link is incomplete, was already used, or is more than 48 hours old. Send your request again and we will
          email you a new link.
        </p>
      </SubscriptionNotice>
    );
  }
  return (
    <SubscriptionNotice icon={<MailCheck aria-hidden="true" />} title="Confirm your request">
      <p>
        Please confirm that you, at <strong className="text-ink">{pending.maskedEmail}</strong>, are asking for{" "}
        {REQUEST_KIND_LABELS[pending.kind]}. We answer within {ANSWER_WITHIN_DAYS} days.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <SubmitButton size="lg" pendingLabel="Confirming..." className="w-full sm:w-auto">
          Confirm my request
        </SubmitButton>
      </Form>
      <p className="mt-2 text-base">Didn&apos;t ask for this? Close this page and nothing will happen.</p>
    </SubscriptionNotice>
  );
}
