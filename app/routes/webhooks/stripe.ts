import type { Route } from "./+types/stripe";
import { siteContext } from "~/context";
import { receiveWebhook } from "~/features/donations/webhooks.server";

/** Stripe webhooks, verified by their signature header (issue 37). */
export function loader({ request, context }: Route.LoaderArgs) {
  return receiveWebhook(context.get(siteContext), "stripe", request);
}

export function action({ request, context }: Route.ActionArgs) {
  return receiveWebhook(context.get(siteContext), "stripe", request);
}
