import { createHmac, randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runBounded, send, startSite, type Answer, type Site } from "./helpers";

// Issue 37: 1,000 forged or malformed webhook requests against the production build: none is
// stored, none is answered 5xx; then one genuine event is stored, so the endpoint was listening.

const STRIPE_SECRET = `whsec_${randomBytes(24).toString("hex")}`;
const DONORBOX_SECRET = randomBytes(24).toString("hex");
const GIFTS_TOKEN = randomBytes(32).toString("hex");
const stripe = new Stripe("sk_test_not_used_for_requests");

let site: Site;

beforeAll(async () => {
  site = await startSite({
    env: {
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      DONORBOX_WEBHOOK_SECRET: DONORBOX_SECRET,
      GIFTS_WEBHOOK_TOKEN: GIFTS_TOKEN,
      LOG_LEVEL: "info",
      RATE_LIMIT_SCALE: "1000",
    },
  });
}, 300_000);

afterAll(async () => {
  await site?.close();
});

const now = () => Math.floor(Date.now() / 1000);

function checkout(index: number, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_hostile_${index}`,
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_hostile_${index}`,
        object: "checkout.session",
        amount_total: 2500,
        currency: "usd",
        created: now(),
        payment_status: "paid",
        payment_intent: `pi_hostile_${index}`,
        ...overrides,
      },
    },
  });
}

const donorboxSignature = (body: string, secret: string, timestamp = now()) =>
  `${timestamp},${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

const json = { "Content-Type": "application/json" };

/** The 1,000 requests, each a different way to be wrong. */
function forged(index: number): { path: string; body: string; headers: Record<string, string> } {
  const body = checkout(index);
  const stripeHeader = (payload: string, secret = STRIPE_SECRET, timestamp = now()) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  switch (index % 20) {
    case 0: // no signature
      return { path: "/webhooks/stripe", body, headers: json };
    case 1: // another endpoint's secret
      return {
        path: "/webhooks/stripe",
        body,
        headers: { ...json, "Stripe-Signature": stripeHeader(body, "whsec_guessed_0000000000000000") },
      };
    case 2: // a stale timestamp, correctly signed
      return {
        path: "/webhooks/stripe",
        body,
        headers: { ...json, "Stripe-Signature": stripeHeader(body, STRIPE_SECRET, now() - 301 - index) },
      };
    case 3: // a timestamp from the future
      return {
        path: "/webhooks/stripe",
        body,
        headers: { ...json, "Stripe-Signature": stripeHeader(body, STRIPE_SECRET, now() + 3600) },
      };
    case 4: // the body changed after signing
      return {
        path: "/webhooks/stripe",
        body: body.replace("2500", "250000"),
        headers: { ...json, "Stripe-Signature": stripeHeader(body) },
      };
    case 5: // random garbage in the header
      return {
        path: "/webhooks/stripe",
        body,
        headers: { ...json, "Stripe-Signature": randomBytes(40 + (index % 300)).toString("base64") },
      };
    case 6: // a v0 signature only, and a v1 of the wrong length
      return {
        path: "/webhooks/stripe",
        body,
        headers: { ...json, "Stripe-Signature": `t=${now()},v0=${"a".repeat(64)},v1=abc` },
      };
    case 7: // signed, but not JSON
      return {
        path: "/webhooks/stripe",
        body: `{"id":${index}`,
        headers: { ...json, "Stripe-Signature": stripeHeader(`{"id":${index}`) },
      };
    case 8: {
      // signed JSON that is no checkout session
      const payload = checkout(index, { amount_total: -5, object: "charge" });
      return {
        path: "/webhooks/stripe",
        body: payload,
        headers: { ...json, "Stripe-Signature": stripeHeader(payload) },
      };
    }
    case 9: {
      // signed, with a deeply nested body
      const payload = `${"[".repeat(5000)}${"]".repeat(5000)}`;
      return {
        path: "/webhooks/stripe",
        body: payload,
        headers: { ...json, "Stripe-Signature": stripeHeader(payload) },
      };
    }
    case 10: // not JSON at all, as a form
      return {
        path: "/webhooks/stripe",
        body: "a=1&b=2",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      };
    case 11: // a body too large for a webhook
      return { path: "/webhooks/donorbox", body: `"${"x".repeat(300_000)}"`, headers: json };
    case 12: // Donorbox: wrong secret
      return {
        path: "/webhooks/donorbox",
        body,
        headers: { ...json, "Donorbox-Signature": donorboxSignature(body, "not-the-secret-000000") },
      };
    case 13: // Donorbox: stale
      return {
        path: "/webhooks/donorbox",
        body,
        headers: { ...json, "Donorbox-Signature": donorboxSignature(body, DONORBOX_SECRET, now() - 900) },
      };
    case 14: {
      // Donorbox: signed, but no donation
      const payload = JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} }, id: index });
      return {
        path: "/webhooks/donorbox",
        body: payload,
        headers: { ...json, "Donorbox-Signature": donorboxSignature(payload, DONORBOX_SECRET) },
      };
    }
    case 15: // Donorbox: header of three parts
      return { path: "/webhooks/donorbox", body, headers: { ...json, "Donorbox-Signature": `1,2,${"f".repeat(64)}` } };
    case 16: // the gifts endpoint with a guessed token
      return {
        path: `/webhooks/gifts/${randomBytes(32).toString("hex")}`,
        body: JSON.stringify({ chargeId: `c${index}`, amount: 5, donationDate: "2026-11-01" }),
        headers: json,
      };
    case 17: // the gifts endpoint with the right token and a gift with no amount
      return {
        path: `/webhooks/gifts/${GIFTS_TOKEN}`,
        body: JSON.stringify({ source: "zeffy", id: `z${index}`, amount: "lots", date: "2026-11-01" }),
        headers: json,
      };
    case 18: // the right token, a body of invalid UTF-8
      return { path: `/webhooks/gifts/${GIFTS_TOKEN}`, body: "\uFFFE\uD800", headers: json };
    default: // the right token, a date that is no date and a platform that does not exist
      return {
        path: `/webhooks/gifts/${GIFTS_TOKEN}`,
        body: JSON.stringify({ source: "paypal", id: `p${index}`, amount: 5, date: "soon" }),
        headers: json,
      };
  }
}

it("1,000 forged or malformed webhook requests: none stored, none answered 5xx", async () => {
  const answers = await runBounded(1_000, 4, (index) => {
    const request = forged(index);
    return send(`${site.url}${request.path}`, { method: "POST", body: request.body, headers: request.headers });
  });
  const statuses = new Map<number, number>();
  for (const answer of answers as Answer[]) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  // Refused as the client's mistake, every one: 400 (signature, body), 404 (no such token),
  // 413 (too large for a webhook).
  expect([...statuses.keys()].sort()).toEqual([400, 404, 413]);

  // One genuine event afterwards is stored: the endpoint was there all along.
  const genuine = checkout(100_000);
  const accepted = await send(`${site.url}/webhooks/stripe`, {
    method: "POST",
    body: genuine,
    headers: {
      ...json,
      "Stripe-Signature": stripe.webhooks.generateTestHeaderString({ payload: genuine, secret: STRIPE_SECRET }),
    },
  });
  expect(accepted.status).toBe(200);

  // The embedded database can be read only once the server has let go of it.
  await site.server.stop("SIGTERM");
  const rows = await site.query<{ source_id: string }>("select source_id from donations");
  expect(rows.map((row) => row.source_id)).toEqual(["pi_hostile_100000"]);
  // The token of the gifts address never reaches the log.
  expect(site.output()).not.toContain(GIFTS_TOKEN);
  expect(site.serverErrors()).toEqual([]);
});
