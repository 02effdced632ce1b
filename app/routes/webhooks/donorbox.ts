import type { Route } from "./+types/donorbox";
import { siteContext } from "~/context";
import { receiveWebhook } from "~/features/donations/webhooks.server";

/** Donorbox webhooks, verified by their signature header (issue 37). */
export function loader({ request, context }: Route.LoaderArgs) {
  return receiveWebhook(context.get(siteContext), "donorbox", request);
}

export function action({ request, context }: Route.ActionArgs) {
  return receiveWebhook(context.get(siteContext), "donorbox", request);
}
