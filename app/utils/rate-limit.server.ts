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
  /** Eligibility-code attempts, per IP and per campaign (brute-force guard). */
  eligibilityCodeByIp: { points: 10, duration: 15 * 60 },
  eligibilityCodeByCampaign: { points: 50, duration: 15 * 60 },
  /** Private course password attempts, per IP and per course. */
  coursePasswordByIp: { points: 10, duration: 15 * 60 },
  coursePasswordByCourse: { points: 50, duration: 15 * 60 },
  /** Accounts, per IP and per email address. */
  authByIp: { points: 20, duration: 15 * 60 },
  authByAccount: { points: 8, duration: 15 * 60 },
  authEmailByAccount: { points: 3, duration: 15 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  consume(name: RateLimitName, key: string): Promise<RateLimitResult>;
  /** Forget a key (for example after a successful sign-in). */
  reset(name: RateLimitName, key: string): Promise<void>;
}

/**
 * In memory for the embedded database (one process by construction); in PostgreSQL when
 * DATABASE_URL is set, so every process behind a load balancer shares the same counters.
 */
export function createRateLimiter({ db, kind, scale = 1 }: { db: Db; kind: DatabaseKind; scale?: number }): RateLimiter {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  const limiterFor = (name: RateLimitName) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      const { points, duration } = RATE_LIMITS[name];
      const options = { keyPrefix: name, points: Math.max(1, Math.round(points * scale)), duration };
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
    async reset(name, key) {
      await limiterFor(name).delete(key);
    },
  };
}

/** "Please wait 3 minutes" style wording for a rate-limit message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
