import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { donations } from "~/db/schema";
import { countGifts } from "~/features/donations/ledger.server";
import { receiveWebhook } from "~/features/donations/webhooks.server";
import { loader as campaignLoader } from "~/routes/campaigns/campaign";
import { action as stripeAction } from "~/routes/webhooks/stripe";
import { action as donorboxAction } from "~/routes/webhooks/donorbox";
import { action as giftsAction } from "~/routes/webhooks/gifts";
import { createCampaign, type CampaignRow } from "../factories/campaigns";
import { args, callRoute, createTestContext, getRequest, TEST_ORIGIN, testEnv } from "../setup/context";
import { createTestDatabase, type TestDatabase } from "../setup/database";

/**
 * Issue 37: the donation webhooks, against a real database. Stripe signatures are made by the
 * `stripe` package itself (`webhooks.generateTestHeaderString`), Donorbox's with node:crypto as
 * its documentation describes them, so the site's own check is held to the platforms' rules.
 */
const STRIPE_SECRET = `whsec_${randomBytes(24).toString("hex")}`;
const DONORBOX_SECRET = randomBytes(24).toString("hex");
const GIFTS_TOKEN = randomBytes(32).toString("hex");
const stripe = new Stripe("sk_test_not_used_for_requests");

let database: TestDatabase;
let site: ReturnType<typeof createTestContext>;
let campaign: CampaignRow;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv({
    STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
    DONORBOX_WEBHOOK_SECRET: DONORBOX_SECRET,
    GIFTS_WEBHOOK_TOKEN: GIFTS_TOKEN,
  });
  site = createTestContext(database, { env });
  campaign = await createCampaign(database.db, { raisedAmount: 2500, goalAmount: 10000 });
});
afterAll(async () => {
  await database?.close();
});

let sequence = 0;
const nextId = (prefix: string) => `${prefix}_test_${Date.now()}_${++sequence}`;

function checkoutEvent(
  overrides: Record<string, unknown> = {},
  type = "checkout.session.completed",
): { payload: string; intent: string } {
  const intent = nextId("pi");
  const event = {
    id: nextId("evt"),
    object: "event",
    type,
    data: {
      object: {
        id: nextId("cs"),
        object: "checkout.session",
        amount_total: 5000,
        currency: "usd",
        created: Math.floor(Date.now() / 1000),
        mode: "payment",
        payment_status: "paid",
        payment_intent: intent,
        metadata: { project: campaign.title },
        customer_details: { name: "Rosa Delgado", email: "rosa.delgado@example.org" },
        ...overrides,
      },
    },
  };
  return { payload: JSON.stringify(event), intent };
}

function stripeRequest(payload: string, header?: string, path = "/webhooks/stripe") {
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      ...(header === undefined
        ? { "Stripe-Signature": stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET }) }
        : header
          ? { "Stripe-Signature": header }
          : {}),
    },
    body: payload,
  });
}

async function postStripe(payload: string, header?: string) {
  return (await stripeAction(args(stripeRequest(payload, header), site))) as Response;
}

function donorboxSignature(body: string, secret = DONORBOX_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `${timestamp},${signature}`;
}

async function postDonorbox(body: string, signature: string | null) {
  const request = new Request(`${TEST_ORIGIN}/webhooks/donorbox`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "Donorbox-Signature": signature } : {}) },
    body,
  });
  return (await donorboxAction(args(request, site))) as Response;
}

async function raisedOnCampaignPage() {
  const page = await callRoute<{ campaign: { raisedAmount: number; donorCount: number } }>(() =>
    campaignLoader(args(getRequest(`/campaigns/${campaign.id}`), site, { id: campaign.id })),
  );
  return page.data!.campaign;
}

async function giftsWithIntent(intent: string) {
  return database.db.select().from(donations).where(eq(donations.sourceId, intent));
}

describe("Stripe webhook", () => {
  it("stores a signed checkout.session.completed once, for the campaign named in the link, and the campaign page counts it", async () => {
    const before = await raisedOnCampaignPage();
    const { payload, intent } = checkoutEvent();
    const first = await postStripe(payload);
    expect(first.status).toBe(200);
    const [gift] = await giftsWithIntent(intent);
    expect(gift).toMatchObject({
      source: "stripe",
      amountCents: 5000,
      status: "succeeded",
      campaignId: campaign.id,
      donorEmail: "rosa.delgado@example.org",
      donorName: "Rosa Delgado",
      recurring: false,
    });
    const after = await raisedOnCampaignPage();
    expect(after.raisedAmount).toBe(before.raisedAmount + 50);
    expect(after.donorCount).toBe(before.donorCount + 1);

    // Stripe delivers the same event again (a retry): nothing more is counted.
    const again = await postStripe(payload);
    expect(again.status).toBe(200);
    expect(await giftsWithIntent(intent)).toHaveLength(1);
    expect((await raisedOnCampaignPage()).raisedAmount).toBe(after.raisedAmount);
  });

  it("accepts any matching v1 signature (a secret being rolled) and refuses a wrong secret, a tampered body and a stale timestamp", async () => {
    const before = await countGifts(database.db);
    const { payload } = checkoutEvent();
    const timestamp = Math.floor(Date.now() / 1000);
    const good = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET, timestamp });
    const other = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_an_old_secret_being_rolled_0000",
      timestamp,
    });
    const wrongSecret = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_someone_elses_secret_0000",
    });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_SECRET,
      timestamp: timestamp - 6 * 60,
    });

    expect((await postStripe(payload, wrongSecret)).status).toBe(400);
    expect((await postStripe(payload.replace('"amount_total":5000', '"amount_total":500000'), good)).status).toBe(400);
    expect((await postStripe(payload, stale)).status).toBe(400);
    expect((await postStripe(payload, "")).status).toBe(400);
    expect((await postStripe(payload, "t=abc,v1=zz")).status).toBe(400);
    expect(await countGifts(database.db)).toBe(before);

    // The old secret's v1 first, the current one's second: accepted.
    const rolled = `${other},v1=${good.split("v1=")[1]}`;
    expect((await postStripe(payload, rolled)).status).toBe(200);
    expect(await countGifts(database.db)).toBe(before + 1);
  });

  it("refuses signed bodies that are not JSON or not a checkout session, storing nothing", async () => {
    const before = await countGifts(database.db);
    for (const payload of [
      "{not json",
      '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{}}}',
      "[]",
    ]) {
      expect((await postStripe(payload)).status).toBe(400);
    }
    expect(await countGifts(database.db)).toBe(before);
    // A signed event of a type the site does not use is acknowledged and ignored.
    const ignored = JSON.stringify({ id: "evt_x", type: "customer.created", data: { object: { id: "cus_1" } } });
    expect((await postStripe(ignored)).status).toBe(200);
    expect(await countGifts(database.db)).toBe(before);
  });

  it("a refund lowers the campaign's raised amount; a partial refund lowers it by the refunded part", async () => {
    const { payload, intent } = checkoutEvent({ amount_total: 12000 });
    await postStripe(payload);
    const withGift = await raisedOnCampaignPage();

    const charge = (amountRefunded: number) =>
      JSON.stringify({
        id: nextId("evt"),
        type: "charge.refunded",
        data: {
          object: {
            id: nextId("ch"),
            object: "charge",
            amount: 12000,
            amount_refunded: amountRefunded,
            refunded: amountRefunded === 12000,
            payment_intent: intent,
            payment_method_details: { card: { last4: "4242", brand: "visa" } },
          },
        },
      });
    expect((await postStripe(charge(2000))).status).toBe(200);
    expect((await raisedOnCampaignPage()).raisedAmount).toBe(withGift.raisedAmount - 20);
    expect((await postStripe(charge(12000))).status).toBe(200);
    const refunded = await raisedOnCampaignPage();
    expect(refunded.raisedAmount).toBe(withGift.raisedAmount - 120);
    expect(refunded.donorCount).toBe(withGift.donorCount);
    const [gift] = await giftsWithIntent(intent);
    expect(gift!.status).toBe("refunded");
    expect(JSON.stringify(gift!.payload)).not.toContain("4242");
  });

  it("a delayed payment is pending until checkout.session.async_payment_succeeded, then counted once", async () => {
    const { payload, intent } = checkoutEvent({ payment_status: "unpaid" });
    const before = await raisedOnCampaignPage();
    await postStripe(payload);
    expect((await giftsWithIntent(intent))[0]!.status).toBe("pending");
    expect((await raisedOnCampaignPage()).raisedAmount).toBe(before.raisedAmount);

    const session = (JSON.parse(payload) as { data: { object: Record<string, unknown> } }).data.object;
    const paid = JSON.stringify({
      id: nextId("evt"),
      type: "checkout.session.async_payment_succeeded",
      data: { object: { ...session, payment_status: "paid" } },
    });
    await postStripe(paid);
    await postStripe(paid);
    expect(await giftsWithIntent(intent)).toHaveLength(1);
    expect((await giftsWithIntent(intent))[0]!.status).toBe("succeeded");
    expect((await raisedOnCampaignPage()).raisedAmount).toBe(before.raisedAmount + 50);
  });

  it("two processes receiving the same event at once store it once", async () => {
    // On PostgreSQL the second "process" is a connection pool of its own to the same database.
    const second = database.url ? await openDatabase({ kind: "postgres", url: database.url }) : undefined;
    try {
      const other = second ? { ...site, db: second.db } : site;
      const { payload, intent } = checkoutEvent();
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          receiveWebhook(index % 2 ? other : site, "stripe", stripeRequest(payload, header)),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await giftsWithIntent(intent)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });

  it("does not exist while no secret is configured", async () => {
    const bare = createTestContext(database, { env: testEnv() });
    const { payload } = checkoutEvent();
    const answer = (await stripeAction(args(stripeRequest(payload), bare))) as Response;
    expect(answer.status).toBe(404);
  });
});

describe("Donorbox webhook", () => {
  const donation = (id: number, overrides: Record<string, unknown> = {}) =>
    JSON.stringify([
      {
        id,
        amount: "75.0",
        currency: "USD",
        donation_date: "2026-11-30T15:04:05Z",
        status: "paid",
        recurring: true,
        campaign: { id: 7, name: campaign.title },
        donor: { first_name: "Marcus", last_name: "Okafor", email: "Marcus.Okafor@example.org" },
        ...overrides,
      },
    ]);

  it("stores a signed donation once, and refuses a bad signature, a stale timestamp and malformed JSON", async () => {
    const before = await raisedOnCampaignPage();
    const body = donation(910001);
    expect((await postDonorbox(body, donorboxSignature(body))).status).toBe(200);
    expect((await postDonorbox(body, donorboxSignature(body))).status).toBe(200);
    const rows = await database.db.select().from(donations).where(eq(donations.sourceId, "910001"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "donorbox",
      amountCents: 7500,
      donorEmail: "marcus.okafor@example.org",
      donorName: "Marcus Okafor",
      campaignId: campaign.id,
      recurring: true,
      status: "succeeded",
    });
    expect((await raisedOnCampaignPage()).raisedAmount).toBe(before.raisedAmount + 75);

    const count = await countGifts(database.db);
    const other = donation(910002);
    expect((await postDonorbox(other, donorboxSignature(other, "not-the-donorbox-secret-000"))).status).toBe(400);
    expect((await postDonorbox(other, donorboxSignature(body))).status).toBe(400);
    const stale = donorboxSignature(other, DONORBOX_SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect((await postDonorbox(other, stale)).status).toBe(400);
    expect((await postDonorbox(other, null)).status).toBe(400);
    expect((await postDonorbox("{oops", donorboxSignature("{oops"))).status).toBe(400);
    const noAmount = donation(910003, { amount: "free" });
    expect((await postDonorbox(noAmount, donorboxSignature(noAmount))).status).toBe(400);
    expect(await countGifts(database.db)).toBe(count);
  });
});

describe("Unsigned platforms' endpoint", () => {
  const post = async (token: string, body: unknown) => {
    const request = new Request(`${TEST_ORIGIN}/webhooks/gifts/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await giftsAction(args(request, site, { token }))) as Response;
  };

  it("stores an Every.org gift as pending (not counted) and answers 404 to a wrong token", async () => {
    const before = await raisedOnCampaignPage();
    const gift = {
      chargeId: "every-charge-1",
      amount: "40.00",
      currency: "USD",
      donationDate: "2026-11-29T12:00:00Z",
      frequency: "One-time",
      firstName: "Amara",
      lastName: "Singh",
      email: "amara.singh@example.org",
      fromFundraiser: { title: campaign.title },
    };
    expect((await post("wrong-token-0000000000000000000000000000", gift)).status).toBe(404);
    expect(await database.db.select().from(donations).where(eq(donations.sourceId, "every-charge-1"))).toHaveLength(0);

    expect((await post(GIFTS_TOKEN, gift)).status).toBe(200);
    expect((await post(GIFTS_TOKEN, gift)).status).toBe(200);
    const rows = await database.db.select().from(donations).where(eq(donations.sourceId, "every-charge-1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "every_org",
      status: "pending",
      amountCents: 4000,
      campaignId: campaign.id,
    });
    expect((await raisedOnCampaignPage()).raisedAmount).toBe(before.raisedAmount);
  });

  it("stores a Zeffy gift sent through Zapier as pending, and refuses one without an amount", async () => {
    const gift = { source: "zeffy", id: "zeffy-77", amount: 20, date: "2026-11-28", name: "Lee Park", campaign: null };
    expect((await post(GIFTS_TOKEN, gift)).status).toBe(200);
    const [row] = await database.db.select().from(donations).where(eq(donations.sourceId, "zeffy-77"));
    expect(row).toMatchObject({ source: "zeffy", status: "pending", amountCents: 2000, campaignId: null });
    const count = await countGifts(database.db);
    expect((await post(GIFTS_TOKEN, { ...gift, id: "zeffy-78", amount: -5 })).status).toBe(400);
    expect(await countGifts(database.db)).toBe(count);
  });
});
