import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db, DatabaseKind } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/**
 * The limits of every abuse-prone action, per key (an IP, an account, a campaign …).
 * `points` attempts per `duration` seconds; the whole table scales with RATE_LIMIT_SCALE.
 */
export const RATE_LIMITS = {
  /** Any public form submission, per IP and form. */
  publicForm: { points: 10, duration: 10 * 60 },
  /** Wrong eligibility codes per IP (any campaign); over it, that client gets 429 (ADR 0009). */
  eligibilityCodeByIp: { points: 10, duration: 15 * 60 },
  /**
   * Wrong codes per campaign, from anyone. Never refuses: past `points`, every wrong code for
   * that campaign is answered only after a delay, and the right one still at once (ADR 0009).
   */
  eligibilityCodeByCampaign: { points: 50, duration: 15 * 60 },
  /** Wrong course passwords per IP (any course); over it, that client gets 429. */
  coursePasswordByIp: { points: 10, duration: 15 * 60 },
  /** Wrong passwords per course, from anyone: past `points` wrong answers are slowed, never refused. */
  coursePasswordByCourse: { points: 50, duration: 15 * 60 },
  /** Every account action per IP (sign-in from an unknown browser, sign-up, emails). */
  authByIp: { points: 20, duration: 15 * 60 },
  /**
   * Failed sign-ins per account from browsers without a device cookie for it; over it only such
   * browsers are refused for that account, never one holding its device cookie (ADR 0009).
   */
  authUnknownByAccount: { points: 8, duration: 15 * 60 },
  /** Failed sign-ins per device cookie (by its nonce); over it that cookie is not trusted. */
  authByDevice: { points: 10, duration: 15 * 60 },
  authEmailByAccount: { points: 3, duration: 15 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt; refused once the key has used its points in the window. */
  consume(name: RateLimitName, key: string): Promise<RateLimitResult>;
  /** Gives one point back (an attempt counted by `consume` that turned out not to be a failure). */
  reward(name: RateLimitName, key: string): Promise<void>;
  /** Counts one failure without ever refusing; returns how many the key has in its window. */
  penalty(name: RateLimitName, key: string): Promise<number>;
  /** Forget a key (for example after a successful sign-in). */
  reset(name: RateLimitName, key: string): Promise<void>;
  /** The points of a limit here (RATE_LIMIT_SCALE applied). */
  points(name: RateLimitName): number;
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
        await limiterFor(name).consume(key);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        }
        throw error;
      }
    },
    async reward(name, key) {
      await limiterFor(name).reward(key, 1);
    },
    async penalty(name, key) {
      const result = await limiterFor(name).penalty(key, 1);
      return result.consumedPoints;
    },
    async reset(name, key) {
      await limiterFor(name).delete(key);
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
