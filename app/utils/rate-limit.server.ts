import ipaddr from "ipaddr.js";
import { isIPv4, isIPv6 } from "node:net";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db, DatabaseKind } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/**
 * The limits of every abuse-prone action, per key (an address, an account, a mailbox, a campaign …).
 * `points` attempts per `duration` seconds; the whole table scales with RATE_LIMIT_SCALE.
 * A limit marked `per: "address"` is keyed by the client's address, folded by `addressKey`
 * (an IPv6 /64 counts as one address, ADR 0009): the limiter takes `{ address, scope }` for it.
 */
export const RATE_LIMITS = {
  /** Any public form submission, per address and form. */
  publicForm: { points: 10, duration: 10 * 60, per: "address" },
  /** Wrong eligibility codes per address (any campaign); over it, that client gets 429 (ADR 0009). */
  eligibilityCodeByIp: { points: 10, duration: 15 * 60, per: "address" },
  /**
   * Wrong codes per campaign, from anyone. Never refuses: past `points`, every wrong code for
   * that campaign is answered only after a delay, and the right one still at once (ADR 0009).
   */
  eligibilityCodeByCampaign: { points: 50, duration: 15 * 60 },
  /** Wrong course passwords per address (any course); over it, that client gets 429. */
  coursePasswordByIp: { points: 10, duration: 15 * 60, per: "address" },
  /** Wrong passwords per course, from anyone: past `points` wrong answers are slowed, never refused. */
  coursePasswordByCourse: { points: 50, duration: 15 * 60 },
  /**
   * Failed account actions per address: wrong passwords and unknown accounts from browsers
   * without a device cookie for the account, refused sign-ins, wrong reset links. Successes are
   * given back, so a busy shared address (a workshop on one Wi-Fi) is never refused (ADR 0009).
   */
  authFailuresByIp: { points: 20, duration: 15 * 60, per: "address" },
  /**
   * Account actions that send an email, per address: sign-ups, resent confirmations, reset
   * requests. Room for a workshop of 25 signing up, plus resends, twice in an hour (ADR 0009).
   */
  authEmailsByIp: { points: 60, duration: 60 * 60, per: "address" },
  /**
   * Failed sign-ins per account from browsers without a device cookie for it; over it only such
   * browsers are refused for that account, never one holding its device cookie (ADR 0009).
   */
  authUnknownByAccount: { points: 8, duration: 15 * 60 },
  /** Failed sign-ins per device cookie (by its nonce); over it that cookie is not trusted. */
  authByDevice: { points: 10, duration: 15 * 60 },
  /**
   * Wrong second-factor codes per account from browsers without its device cookie (ADR 0026, the
   * password's rule again); over it only such browsers are refused, never the owner's known one.
   */
  twoFactorUnknownByAccount: { points: 8, duration: 15 * 60 },
  /** Wrong second-factor codes per device cookie (by its nonce); over it that cookie is not trusted. */
  twoFactorByDevice: { points: 10, duration: 15 * 60 },
  /**
   * Account emails per mailbox (`mailboxKey`: plus and Gmail dot variants fold), by kind
   * ("confirm:" for sign-ups and resends, "reset:", "link:" for sign-in links); over it nothing is sent and the answer stays
   * the same neutral one.
   */
  accountEmailsByMailbox: { points: 3, duration: 15 * 60 },
  /** Newsletter confirmation emails per mailbox (`mailboxKey`), answered like any subscription when over. */
  newsletterEmailsByMailbox: { points: 3, duration: 60 * 60 },
  /**
   * "Your data" confirmation emails per mailbox (`mailboxKey`); over it nothing is sent and the
   * answer is the same "check your inbox", so the form cannot be used to flood someone (issue 38).
   */
  privacyEmailsByMailbox: { points: 3, duration: 60 * 60 },
} as const satisfies Record<string, { points: number; duration: number; per?: "address" }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The limits keyed by the client's address. */
export type AddressLimitName = {
  [Name in RateLimitName]: (typeof RATE_LIMITS)[Name] extends { per: "address" } ? Name : never;
}[RateLimitName];

/**
 * The key of a per-address limit: the client's address as the server sees it (`clientIp`),
 * folded by the limiter, and what else the count is per (a form's name, a kind of secret).
 */
export interface AddressLimitKey {
  address: string;
  scope?: string;
}

/** What a limit is counted per: `AddressLimitKey` for a per-address limit, a string otherwise. */
export type RateLimitKey<Name extends RateLimitName> = Name extends AddressLimitName ? AddressLimitKey : string;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt; refused once the key has used its points in the window. */
  consume<Name extends RateLimitName>(name: Name, key: RateLimitKey<Name>): Promise<RateLimitResult>;
  /** Gives one point back (an attempt counted by `consume` that turned out not to be a failure). */
  reward<Name extends RateLimitName>(name: Name, key: RateLimitKey<Name>): Promise<void>;
  /** Counts one failure without ever refusing; returns how many the key has in its window. */
  penalty<Name extends RateLimitName>(name: Name, key: RateLimitKey<Name>): Promise<number>;
  /** Forget a key (for example after a successful sign-in). */
  reset<Name extends RateLimitName>(name: Name, key: RateLimitKey<Name>): Promise<void>;
  /** The points of a limit here (RATE_LIMIT_SCALE applied). */
  points(name: RateLimitName): number;
}

/**
 * The part of a client address a per-address limit counts: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address `::ffff:a.b.c.d` as its IPv4 address), an IPv6 address by its /64
 * ("2001:db8:1:2::/64"), the zone id dropped: one subscriber or one host is given a whole /64,
 * so rotating through it must not give a client more attempts (ADR 0009). Anything that is not
 * an address ("unknown") is kept as it is.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  let address: ipaddr.IPv6;
  try {
    address = ipaddr.IPv6.parse(ip);
  } catch {
    return ip;
  }
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const network = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}

/**
 * The address as mail providers deliver it, for counting emails per mailbox (never for
 * sending: the address is stored and used as typed). Lower-cased; a "+tag" is dropped for every
 * domain (most providers deliver `ana+1@` to `ana@`); dots are dropped only for gmail.com and
 * googlemail.com (the one large provider that ignores them; elsewhere `a.lee@` and `al.ee@` can
 * be two people), and googlemail.com counts as gmail.com. ADR 0009.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "") || local;
  return `${local}@${domain}`;
}

function isAddressLimit(name: RateLimitName): name is AddressLimitName {
  return (RATE_LIMITS[name] as { per?: string }).per === "address";
}

/** The stored key of a limit: a per-address limit's address folded, and its scope in front. */
function storeKey(name: RateLimitName, key: AddressLimitKey | string): string {
  if (!isAddressLimit(name)) {
    if (typeof key !== "string") throw new TypeError(`The ${name} limit is not per address: give it a string key.`);
    return key;
  }
  if (typeof key === "string") throw new TypeError(`The ${name} limit is per address: give it { address, scope }.`);
  const address = addressKey(key.address);
  return key.scope ? `${key.scope}:${address}` : address;
}

/** The points of a named limit once RATE_LIMIT_SCALE is applied. */
export function scaledPoints(name: RateLimitName, scale = 1): number {
  return Math.max(1, Math.round(RATE_LIMITS[name].points * scale));
}

/**
 * In memory for the embedded database (one process by construction); in PostgreSQL when
 * DATABASE_URL is set, so every process behind a load balancer shares the same counters.
 */
export function createRateLimiter({
  db,
  kind,
  scale = 1,
}: {
  db: Db;
  kind: DatabaseKind;
  scale?: number;
}): RateLimiter {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  const limiterFor = (name: RateLimitName) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      const options = { keyPrefix: name, points: scaledPoints(name, scale), duration: RATE_LIMITS[name].duration };
      limiter =
        kind === "postgres"
          ? new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimits })
          : new RateLimiterMemory(options);
      limiters.set(name, limiter);
    }
    return limiter;
  };

  return {
    async consume(name, key) {
      try {
        await limiterFor(name).consume(storeKey(name, key));
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        }
        throw error;
      }
    },
    async reward(name, key) {
      await limiterFor(name).reward(storeKey(name, key), 1);
    },
    async penalty(name, key) {
      const result = await limiterFor(name).penalty(storeKey(name, key), 1);
      return result.consumedPoints;
    },
    async reset(name, key) {
      await limiterFor(name).delete(storeKey(name, key));
    },
    points(name) {
      return scaledPoints(name, scale);
    },
  };
}

/** "Please wait 3 minutes" style wording for a rate-limit message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
