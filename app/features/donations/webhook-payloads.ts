import { z } from "zod";
import type { DonationSource, DonationStatus } from "~/db/constants";

/**
 * What each platform's webhook sends, read with zod (issue 37). Anything that does not fit is
 * malformed (400, nothing stored). Amounts become whole cents; no card data is read or kept.
 */

/** A gift read from a payload, before its campaign is looked up. */
export interface ParsedGift {
  source: DonationSource;
  sourceId: string;
  amountCents: number;
  currency: string;
  giftDate: Date;
  donorName: string | null;
  donorEmail: string | null;
  campaignHints: { id?: string | null; title?: string | null; url?: string | null };
  status: DonationStatus;
  recurring: boolean;
  payload: unknown;
}

const MAX_CENTS = 1_000_000_000; // $10 million: no single gift of the organization comes near.

const id = z.string().trim().min(1).max(255);
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value?.trim() || null);
const email = z
  .string()
  .max(320)
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim().toLowerCase();
    return trimmed && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : null;
  });
const currency = z
  .string()
  .regex(/^[a-z]{3}$/i)
  .transform((value) => value.toLowerCase());
const cents = z.number().int().positive().max(MAX_CENTS);
/** Dollars as a number or a string ("50.0", "$1,250.00") → cents. */
const dollars = z.union([z.number(), z.string().max(30)]).transform((value, context) => {
  const number = typeof value === "number" ? value : Number(value.replace(/[$,\s]/g, ""));
  const result = Math.round(number * 100);
  if (!Number.isFinite(number) || result <= 0 || result > MAX_CENTS) {
    context.addIssue({ code: "custom", message: "not an amount" });
    return z.NEVER;
  }
  return result;
});
const dateText = z
  .string()
  .max(60)
  .transform((value, context) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: "custom", message: "not a date" });
      return z.NEVER;
    }
    return date;
  });
const unixSeconds = z
  .number()
  .int()
  .positive()
  .max(10_000_000_000)
  .transform((seconds) => new Date(seconds * 1000));
const metadata = z.record(z.string().max(100), z.string().max(500)).nullish();

/** Keys whose values may describe a card: dropped from every payload kept for audit. */
const CARD_KEYS = new Set(["card", "payment_method_details", "payment_method", "source", "card_details"]);

/** The payload without anything that could describe a card, to keep for audit. */
export function withoutCardData(value: unknown, depth = 0): unknown {
  if (depth > 12) return null;
  if (Array.isArray(value)) return value.map((item) => withoutCardData(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !CARD_KEYS.has(key))
        .map(([key, item]) => [key, withoutCardData(item, depth + 1)]),
    );
  }
  return value;
}

// ───────────────────────────── Stripe ─────────────────────────────

export const StripeEvent = z.object({
  id: id,
  type: z.string().max(100),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const CheckoutSession = z.object({
  id: id,
  object: z.literal("checkout.session"),
  amount_total: cents,
  currency,
  created: unixSeconds,
  mode: z.string().max(30).nullish(),
  payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
  payment_intent: z.union([id, z.object({ id: id }).transform((intent) => intent.id)]).nullish(),
  client_reference_id: z.string().max(255).nullish(),
  metadata,
  customer_details: z.object({ name: text(300), email }).nullish(),
});

const Charge = z.object({
  id: id,
  object: z.literal("charge"),
  amount: cents,
  amount_refunded: z.number().int().min(0).max(MAX_CENTS),
  payment_intent: z.union([id, z.object({ id: id }).transform((intent) => intent.id)]).nullish(),
});

/** The gift a completed (or now paid) Checkout session is. Its id is the payment's, so a refund finds it. */
export function giftFromCheckoutSession(object: unknown, paid: boolean): ParsedGift | undefined {
  const parsed = CheckoutSession.safeParse(object);
  if (!parsed.success) return undefined;
  const session = parsed.data;
  return {
    source: "stripe",
    sourceId: session.payment_intent ?? session.id,
    amountCents: session.amount_total,
    currency: session.currency,
    giftDate: session.created,
    donorName: session.customer_details?.name ?? null,
    donorEmail: session.customer_details?.email ?? null,
    campaignHints: {
      id: session.metadata?.campaign_id ?? session.client_reference_id,
      title: session.metadata?.project ?? session.metadata?.campaign,
    },
    status: paid || session.payment_status !== "unpaid" ? "succeeded" : "pending",
    recurring: session.mode === "subscription",
    payload: withoutCardData(session),
  };
}

/** A refunded charge: the payment it belongs to and how much of it has been refunded in all. */
export function refundFromCharge(object: unknown): { sourceId: string; refundedCents: number } | undefined {
  const parsed = Charge.safeParse(object);
  if (!parsed.success || !parsed.data.payment_intent) return undefined;
  return { sourceId: parsed.data.payment_intent, refundedCents: parsed.data.amount_refunded };
}

// ───────────────────────────── Donorbox ─────────────────────────────

const DonorboxDonation = z.object({
  id: z.union([z.number().int().nonnegative(), id]).transform(String),
  amount: dollars,
  currency: currency.default("usd"),
  donation_date: dateText,
  status: z.string().max(30).nullish(),
  recurring: z.boolean().nullish(),
  campaign: z.object({ id: z.union([z.number(), z.string().max(255)]).nullish(), name: text(300) }).nullish(),
  donor: z.object({ name: text(300), first_name: text(150), last_name: text(150), email }).nullish(),
});

const DONORBOX_STATUS: Record<string, DonationStatus> = {
  paid: "succeeded",
  succeeded: "succeeded",
  refunded: "refunded",
  pending: "pending",
  failed: "failed",
};

/** Donorbox sends one donation or a list of them; undefined when any is malformed. */
export function giftsFromDonorbox(body: unknown): ParsedGift[] | undefined {
  const parsed = z.union([DonorboxDonation, z.array(DonorboxDonation).min(1).max(100)]).safeParse(body);
  if (!parsed.success) return undefined;
  const list = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  const gifts: ParsedGift[] = [];
  for (const donation of list) {
    const status = DONORBOX_STATUS[(donation.status ?? "paid").toLowerCase()];
    if (!status) return undefined;
    const name =
      donation.donor?.name ??
      ([donation.donor?.first_name, donation.donor?.last_name].filter(Boolean).join(" ") || null);
    gifts.push({
      source: "donorbox",
      sourceId: donation.id,
      amountCents: donation.amount,
      currency: donation.currency,
      giftDate: donation.donation_date,
      donorName: name,
      donorEmail: donation.donor?.email ?? null,
      campaignHints: { title: donation.campaign?.name },
      status,
      recurring: donation.recurring ?? false,
      payload: withoutCardData(donation),
    });
  }
  return gifts;
}

// ───────────────────────── platforms that do not sign ─────────────────────────

/** Every.org's nonprofit webhook (a donation as its partner API describes it). */
const EveryOrgDonation = z.object({
  chargeId: id,
  amount: dollars,
  currency: currency.default("usd"),
  donationDate: dateText,
  frequency: z.string().max(30).nullish(),
  firstName: text(150),
  lastName: text(150),
  email,
  fromFundraiser: z.object({ title: text(300) }).nullish(),
});

/** What a Zapier step (Zeffy, Givebutter …) posts: the columns named in docs/decisions/0038. */
const GenericGift = z.object({
  source: z.enum(["zeffy", "givebutter", "every_org"]),
  id: id,
  amount: dollars,
  currency: currency.default("usd"),
  date: dateText,
  name: text(300),
  email,
  campaign: text(300),
  recurring: z.boolean().nullish(),
});

/**
 * A gift from the unsigned endpoint: always `pending` until staff confirm it, as nothing but the
 * address's token vouches for it.
 */
export function giftFromUnsignedPlatform(body: unknown): ParsedGift | undefined {
  const everyOrg = EveryOrgDonation.safeParse(body);
  if (everyOrg.success) {
    const gift = everyOrg.data;
    return {
      source: "every_org",
      sourceId: gift.chargeId,
      amountCents: gift.amount,
      currency: gift.currency,
      giftDate: gift.donationDate,
      donorName: [gift.firstName, gift.lastName].filter(Boolean).join(" ") || null,
      donorEmail: gift.email,
      campaignHints: { title: gift.fromFundraiser?.title },
      status: "pending",
      recurring: (gift.frequency ?? "").toLowerCase() === "monthly",
      payload: withoutCardData(body),
    };
  }
  const generic = GenericGift.safeParse(body);
  if (!generic.success) return undefined;
  const gift = generic.data;
  return {
    source: gift.source,
    sourceId: gift.id,
    amountCents: gift.amount,
    currency: gift.currency,
    giftDate: gift.date,
    donorName: gift.name,
    donorEmail: gift.email,
    campaignHints: { id: gift.campaign, title: gift.campaign },
    status: "pending",
    recurring: gift.recurring ?? false,
    payload: withoutCardData(body),
  };
}
