import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";
import type { Logger } from "~/utils/logger.server";
import { matchCampaign, recordGift, recordRefund, recordSucceededGift } from "./ledger.server";
import { donorboxSignatureProblem, sameToken, stripeSignatureProblem } from "./signatures";
import {
  giftFromCheckoutSession,
  giftFromUnsignedPlatform,
  giftsFromDonorbox,
  refundFromCharge,
  StripeEvent,
  type ParsedGift,
} from "./webhook-payloads";

/**
 * The three webhook endpoints (issue 37, docs/decisions/0038-donations-ledger-and-webhooks.md).
 * Each answers 404 while its secret is not configured (the endpoint does not exist), 400 with one
 * log line and nothing stored for a bad or missing signature, a stale timestamp or a body that is
 * not the JSON it should be, and 200 once the gift is in the ledger (or already was).
 */
export type WebhookKind = "stripe" | "donorbox" | "gifts";

interface WebhookSite {
  db: Db;
  env: Env;
  logger: Pick<Logger, "info">;
}

const NO_STORE = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };

function answer(status: number, text: string): Response {
  return new Response(text, { status, headers: NO_STORE });
}

export function webhookNotFound(): Response {
  return answer(404, "Not found");
}

function refuse(site: WebhookSite, kind: WebhookKind, reason: string): Response {
  site.logger.info({ webhook: kind, reason }, "refused a webhook");
  return answer(400, "Refused");
}

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
}

async function store(db: Db, gift: ParsedGift, { succeeded = false } = {}): Promise<boolean> {
  const { campaignHints, ...rest } = gift;
  const record = { ...rest, campaignId: await matchCampaign(db, campaignHints) };
  return succeeded ? recordSucceededGift(db, record) : recordGift(db, record);
}

/** Handles one webhook request; `token` is the gifts endpoint's address segment. */
export async function receiveWebhook(
  site: WebhookSite,
  kind: WebhookKind,
  request: Request,
  token?: string,
): Promise<Response> {
  const { env } = site;
  const secret =
    kind === "stripe"
      ? env.STRIPE_WEBHOOK_SECRET
      : kind === "donorbox"
        ? env.DONORBOX_WEBHOOK_SECRET
        : env.GIFTS_WEBHOOK_TOKEN;
  if (!secret) return webhookNotFound();
  if (kind === "gifts" && !sameToken(token, secret)) return webhookNotFound();
  if (request.method !== "POST") {
    return new Response("This address only accepts POST requests.", {
      status: 405,
      headers: { ...NO_STORE, Allow: "POST" },
    });
  }

  // The bytes as they arrived: a signature is over these, never over JSON written again.
  const body = new Uint8Array(await request.arrayBuffer());
  if (kind === "stripe") {
    const problem = stripeSignatureProblem(request.headers.get("stripe-signature"), body, secret);
    if (problem) return refuse(site, kind, problem);
  } else if (kind === "donorbox") {
    const problem = donorboxSignatureProblem(request.headers.get("donorbox-signature"), body, secret);
    if (problem) return refuse(site, kind, problem);
  }
  const json = parseJson(body);
  if (json === undefined) return refuse(site, kind, "malformed JSON");

  if (kind === "stripe") return receiveStripeEvent(site, json);
  if (kind === "donorbox") {
    const gifts = giftsFromDonorbox(json);
    if (!gifts) return refuse(site, kind, "not a Donorbox donation");
    let stored = 0;
    for (const gift of gifts) if (await store(site.db, gift)) stored += 1;
    site.logger.info({ webhook: kind, received: gifts.length, stored }, "webhook gifts received");
    return answer(200, "OK");
  }
  const gift = giftFromUnsignedPlatform(json);
  if (!gift) return refuse(site, kind, "not a gift");
  const stored = await store(site.db, gift);
  site.logger.info({ webhook: kind, source: gift.source, stored }, "webhook gift received (pending)");
  return answer(200, "OK");
}

const CHECKOUT_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

async function receiveStripeEvent(site: WebhookSite, json: unknown): Promise<Response> {
  const event = StripeEvent.safeParse(json);
  if (!event.success) return refuse(site, "stripe", "not a Stripe event");
  const { type, data } = event.data;
  if (CHECKOUT_EVENTS.has(type)) {
    const paid = type === "checkout.session.async_payment_succeeded";
    const gift = giftFromCheckoutSession(data.object, paid);
    if (!gift) return refuse(site, "stripe", `not a checkout session (${type})`);
    const stored = await store(site.db, gift, { succeeded: gift.status === "succeeded" });
    site.logger.info({ webhook: "stripe", type, status: gift.status, stored }, "webhook gift received");
    return answer(200, "OK");
  }
  if (type === "charge.refunded") {
    const refund = refundFromCharge(data.object);
    if (!refund) return refuse(site, "stripe", "not a charge");
    const found = await recordRefund(site.db, "stripe", refund.sourceId, refund.refundedCents);
    site.logger.info({ webhook: "stripe", type, found }, "webhook refund received");
    return answer(200, "OK");
  }
  // Another event the endpoint was subscribed to: acknowledged, so Stripe does not retry it.
  site.logger.info({ webhook: "stripe", type: type.slice(0, 100) }, "webhook event ignored");
  return answer(200, "Ignored");
}
