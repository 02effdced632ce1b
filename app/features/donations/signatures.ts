import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures (issue 37), checked on the raw bytes of the body exactly as they arrived
 * (server/form-body.ts hands them over untouched): both platforms sign `timestamp + "." + body`
 * with HMAC-SHA256 and the endpoint's secret, and a timestamp further than the tolerance from now
 * is refused so a captured request cannot be replayed later.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureProblem = "missing signature" | "malformed signature" | "stale timestamp" | "bad signature";

function hmacHex(secret: string, timestamp: string, body: Uint8Array): Buffer {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest();
}

/** Constant time: `given` is hex from the header, compared with the expected digest. */
function sameDigest(expected: Buffer, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const bytes = Buffer.from(given, "hex");
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

function staleProblem(timestamp: string, nowSeconds: number, tolerance: number): SignatureProblem | undefined {
  if (!/^\d{1,12}$/.test(timestamp)) return "malformed signature";
  return Math.abs(nowSeconds - Number(timestamp)) > tolerance ? "stale timestamp" : undefined;
}

/**
 * Stripe's `Stripe-Signature: t=…,v1=…[,v1=…][,v0=…]`. Any matching `v1` is accepted: while a
 * secret is being rolled Stripe signs with both the old and the new one.
 */
export function stripeSignatureProblem(
  header: string | null,
  body: Uint8Array,
  secret: string,
  { now = Date.now(), tolerance = SIGNATURE_TOLERANCE_SECONDS } = {},
): SignatureProblem | undefined {
  if (!header) return "missing signature";
  if (header.length > 2_000) return "malformed signature";
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at === -1) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t") timestamp = value;
    else if (key === "v1") signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return "malformed signature";
  const stale = staleProblem(timestamp, Math.floor(now / 1000), tolerance);
  if (stale) return stale;
  const expected = hmacHex(secret, timestamp, body);
  return signatures.some((signature) => sameDigest(expected, signature)) ? undefined : "bad signature";
}

/**
 * Donorbox's `Donorbox-Signature: <timestamp>,<signature>` (the `t=…,v1=…` spelling is read too),
 * the signature being HMAC-SHA256 of `<timestamp>.<body>` with the webhook's secret.
 */
export function donorboxSignatureProblem(
  header: string | null,
  body: Uint8Array,
  secret: string,
  { now = Date.now(), tolerance = SIGNATURE_TOLERANCE_SECONDS } = {},
): SignatureProblem | undefined {
  if (!header) return "missing signature";
  if (header.length > 500) return "malformed signature";
  const parts = header.split(",").map((part) => part.trim());
  if (parts.length !== 2) return "malformed signature";
  const [timestamp, signature] = parts.map((part) => part.replace(/^(t|v1)=/, "")) as [string, string];
  const stale = staleProblem(timestamp, Math.floor(now / 1000), tolerance);
  if (stale) return stale;
  return sameDigest(hmacHex(secret, timestamp, body), signature) ? undefined : "bad signature";
}

/** The gifts endpoint's token, compared in constant time (both hashed to one length first). */
export function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHmac("sha256", "gifts-token").update(given).digest();
  const b = createHmac("sha256", "gifts-token").update(expected).digest();
  return timingSafeEqual(a, b);
}
