import type { Route } from "./+types/gifts";
import { siteContext } from "~/context";
import { receiveWebhook } from "~/features/donations/webhooks.server";

/** Platforms that do not sign their webhooks (Every.org, Zeffy through Zapier): the address's token (GIFTS_WEBHOOK_TOKEN) is their only credential, so their gifts wait for staff. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return receiveWebhook(context.get(siteContext), "gifts", request, params.token);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return receiveWebhook(context.get(siteContext), "gifts", request, params.token);
}
