import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { SiteContext } from "~/context";
import { addressKey, type AddressLimitName, type RateLimitName } from "./rate-limit.server";

/**
 * Guessing guard for shared secrets (a course password, a campaign's eligibility code), ADR 0009:
 *
 * - per client address (an IPv6 /64 as one, `addressKey`): at most `byIp` points of wrong
 *   answers per window (then 429);
 * - per client address and target, one attempt in progress at a time in this process (then 429);
 * - per target: never a refusal. Once the target has had more than `byTarget` wrong answers in
 *   the window, each further wrong answer is sent only after SLOW_WRONG_ANSWER_MS; a right
 *   answer is always accepted at once, so the holder of the secret is never locked out.
 *
 * The in-progress slot is held for the whole delay even if the client hangs up, so a client
 * that gives up waiting cannot start its next guess sooner.
 */
export const SLOW_WRONG_ANSWER_MS = { min: 2_000, max: 5_000 } as const;
/** What a refused client is told to wait when its previous attempt is still being answered. */
export const ATTEMPT_IN_PROGRESS_RETRY_SECONDS = 5;

export const SECRET_KINDS = {
  "eligibility-code": { byIp: "eligibilityCodeByIp", byTarget: "eligibilityCodeByCampaign" },
  "course-password": { byIp: "coursePasswordByIp", byTarget: "coursePasswordByCourse" },
} as const satisfies Record<string, { byIp: AddressLimitName; byTarget: RateLimitName }>;
export type SecretKind = keyof typeof SECRET_KINDS;

/** Attempts in progress in this process, by kind, target and client address (`addressKey`). */
const inProgress = new Set<string>();

export type SecretAttempt<T> =
  | { status: "checked"; result: T; slowed: boolean }
  | { status: "limited"; retryAfterSeconds: number; reason: "too-many" | "in-progress" };

type Ctx = Pick<SiteContext, "rateLimiter" | "clientIp" | "leaveRenderBudget">;

/** Whether an attempt on this target from this address is being checked now (in this process). */
export function isAttemptInProgress(kind: SecretKind, targetId: string, clientIp: string): boolean {
  return inProgress.has(`${kind}\n${targetId}\n${addressKey(clientIp)}`);
}

/**
 * Runs `check` (which compares the secret, and may write when it is right) under the guard.
 * `isWrong` tells whether its result was a wrong secret.
 */
export async function attemptSecret<T>(
  ctx: Ctx,
  {
    kind,
    targetId,
    check,
    isWrong,
  }: { kind: SecretKind; targetId: string; check: () => Promise<T>; isWrong: (result: T) => boolean },
): Promise<SecretAttempt<T>> {
  const limits = SECRET_KINDS[kind];
  const slot = `${kind}\n${targetId}\n${addressKey(ctx.clientIp)}`;
  if (inProgress.has(slot))
    return { status: "limited", retryAfterSeconds: ATTEMPT_IN_PROGRESS_RETRY_SECONDS, reason: "in-progress" };
  inProgress.add(slot);
  try {
    // Counted first and given back when the answer was right: only wrong answers use the
    // budget, and concurrent requests (other processes) cannot overrun it.
    const ipKey = { address: ctx.clientIp, scope: kind };
    const allowed = await ctx.rateLimiter.consume(limits.byIp, ipKey);
    if (!allowed.allowed)
      return { status: "limited", retryAfterSeconds: allowed.retryAfterSeconds, reason: "too-many" };

    let result: T;
    try {
      result = await check();
    } catch (error) {
      await ctx.rateLimiter.reward(limits.byIp, ipKey).catch(() => undefined);
      throw error;
    }
    if (!isWrong(result)) {
      await ctx.rateLimiter.reward(limits.byIp, ipKey);
      return { status: "checked", result, slowed: false };
    }
    const recentFailures = await ctx.rateLimiter.penalty(limits.byTarget, targetId);
    const slowed = recentFailures > ctx.rateLimiter.points(limits.byTarget);
    if (slowed) {
      // Waiting costs no CPU: the request stops counting among the renders in progress.
      ctx.leaveRenderBudget?.();
      await sleep(randomInt(SLOW_WRONG_ANSWER_MS.min, SLOW_WRONG_ANSWER_MS.max + 1));
    }
    return { status: "checked", result, slowed };
  } finally {
    inProgress.delete(slot);
  }
}
