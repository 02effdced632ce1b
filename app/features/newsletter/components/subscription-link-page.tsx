import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import type { SubscriptionStatus } from "../newsletter.server";
import { SubscriptionNotice } from "./subscription-notice";

/** A page reached through a personal link: never stored by a browser cache or a CDN. */
export function subscriptionLinkHeaders(): HeadersInit {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

type Notice = Omit<Parameters<typeof SubscriptionNotice>[0], "children"> & { body: ReactNode };

export interface SubscriptionLinkViews {
  /** Done now or before (confirmed / unsubscribed). */
  done: (isNew: boolean) => Notice;
  /** The confirm link of an address that has since unsubscribed. */
  unsubscribed?: Notice;
  /** A token that names no subscription. */
  invalid: Notice;
  /** The question, with the one button that does it. */
  ask: Notice & { button: { label: string; pendingLabel: string; variant?: "danger" }; after?: ReactNode };
}

/**
 * The structure shared by the confirm and unsubscribe pages: which notice the link's state and
 * the button's outcome call for, and the question's form (the token in a hidden field).
 */
export function SubscriptionLinkPage({
  token,
  subscription,
  outcome,
  doneStatus,
  views,
}: {
  token: string | null;
  subscription: { status: SubscriptionStatus; maskedEmail: string } | null;
  outcome: string | null;
  /** The status this page brings about ("confirmed" or "unsubscribed"). */
  doneStatus: SubscriptionStatus;
  views: SubscriptionLinkViews;
}) {
  const doneNow = doneStatus === "confirmed" ? "confirmed" : "unsubscribed";
  const doneBefore = doneStatus === "confirmed" ? "already-confirmed" : "already-unsubscribed";
  let notice: Notice;
  if (outcome === doneNow || outcome === doneBefore || (!outcome && subscription?.status === doneStatus)) {
    notice = views.done(outcome === doneNow);
  } else if (
    views.unsubscribed &&
    (outcome === "unsubscribed" || (!outcome && subscription?.status === "unsubscribed"))
  ) {
    notice = views.unsubscribed;
  } else if (!subscription || !token || outcome === "invalid") {
    notice = views.invalid;
  } else {
    const { button, body, after, ...ask } = views.ask;
    return (
      <SubscriptionNotice {...ask}>
        {body}
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <SubmitButton
            size="lg"
            variant={button.variant}
            pendingLabel={button.pendingLabel}
            className="w-full sm:w-auto"
          >
            {button.label}
          </SubmitButton>
        </Form>
        {after}
      </SubscriptionNotice>
    );
  }
  const { body, ...rest } = notice;
  return <SubscriptionNotice {...rest}>{body}</SubscriptionNotice>;
}
