import { eq } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import type { SiteContext } from "~/context";
import { sessions, users } from "~/db/schema";
import { describeWait, mailboxKey, type RateLimitKey, type RateLimitName } from "~/utils/rate-limit.server";
import { ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE, authErrorCode } from "./auth.server";
import { isCommonPassword } from "./common-passwords.server";
import { issueDeviceToken, readDeviceToken } from "./device-cookie.server";
import { validateCredentials, type AuthMode } from "./validation";

/** What an auth action tells the page: a toast title and message, and the field to mark. */
export interface AuthProblem {
  title: string;
  message: string;
  field?: "email" | "password" | "confirmPassword";
  /** Sign-in refused because the address is not confirmed yet: offer to resend. */
  needsConfirmation?: boolean;
  /** Sign-in refused because the account's budget for new browsers is used up: offer the emailed link. */
  paused?: boolean;
}

export type AuthOutcome =
  | { ok: true; headers?: Headers; message?: { title: string; message: string }; twoFactor?: boolean }
  | { ok: false; status: number; problem: AuthProblem };

type Ctx = Pick<SiteContext, "auth" | "db" | "logger" | "rateLimiter" | "clientIp" | "env" | "leaveRenderBudget">;

/** A failed sign-in from a browser unknown to the account is answered this much later (ADR 0009). */
export const UNKNOWN_CLIENT_FAILURE_DELAY_MS = 1_000;

/** Part 1 §8, with the exact wording. */
export const AUTH_ERRORS = {
  invalidCredentials: "Invalid email or password.",
  alreadyRegistered: "An account with this email already exists. Please sign in instead.",
  signUpDisabled: "New registrations are currently disabled.",
  generic: "An error occurred. Please try again.",
  unexpected: "Something went wrong. Please try again.",
  notConfirmed:
    "Please confirm your email address before signing in. Check your inbox, or send the confirmation email again.",
  commonPassword:
    "This password is one of the most common passwords and easy to guess. Please choose a less common one.",
  disabled: ACCOUNT_DISABLED_MESSAGE,
} as const;

/** Only browsers that never signed in to the account are refused (ADR 0009); the wait is filled in. */
export const UNKNOWN_BROWSERS_REFUSED =
  "There have been too many failed sign-in attempts for this account from browsers it has not been used in before, so we are pausing those for {wait}. If you have signed in from another browser or device before, you can sign in there now.";

const tooMany = (title: string, seconds: number): AuthOutcome => ({
  ok: false,
  status: 429,
  problem: {
    title,
    message: `Too many attempts. Please wait ${seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} and try again.`,
  },
});

/** Counts one attempt against a limit: a 429 outcome when it is used up, else null. */
async function limit<Name extends RateLimitName>(ctx: Ctx, title: string, name: Name, key: RateLimitKey<Name>) {
  const result = await ctx.rateLimiter.consume(name, key);
  return result.allowed ? null : tooMany(title, result.retryAfterSeconds);
}

function invalid(
  mode: AuthMode,
  input: { email: string; password: string; confirmPassword?: string },
): AuthOutcome | null {
  const problem = validateCredentials(mode, input);
  return problem ? { ok: false, status: 400, problem } : null;
}

/**
 * Signs in with the device-cookie design (OWASP, ADR 0009). A browser holding this account's
 * device cookie is checked only against that cookie's own failure budget, so failures sent
 * from anywhere else never stop it. Any other browser is an unknown client: its failures count
 * against its address's budget and the account's unknown-clients budget, and it waits a second
 * on failure. A successful sign-in gives back what it was counted with, so a shared address
 * where everyone signs in correctly is never refused.
 */
export async function signIn(
  ctx: Ctx,
  request: Request,
  input: { email: string; password: string },
): Promise<AuthOutcome> {
  const title = "Sign In Failed";
  const problem = invalid("signin", input);
  if (problem) return problem;

  const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  const device = account ? await readDeviceToken(request, ctx.env, account.id) : null;
  // A device cookie past its failure budget is not trusted: the browser is an unknown client.
  const isKnownDevice = device ? (await ctx.rateLimiter.consume("authByDevice", device.n)).allowed : false;
  if (!isKnownDevice) {
    // Both budgets are counted first (so concurrent tries cannot overrun them) and given back
    // unless the password was wrong; an attempt refused here stays counted.
    const refused = await limit(ctx, title, "authFailuresByIp", { address: ctx.clientIp });
    if (refused) return refused;
    const unknown = await ctx.rateLimiter.consume("authUnknownByAccount", input.email);
    if (!unknown.allowed) {
      return {
        ok: false,
        status: 429,
        problem: {
          title,
          message: UNKNOWN_BROWSERS_REFUSED.replace("{wait}", describeWait(unknown.retryAfterSeconds)),
          paused: true,
        },
      };
    }
  }
  /** The attempt was not a wrong password: give back the points it was counted with. */
  const notAFailure = async () => {
    if (isKnownDevice && device) {
      await ctx.rateLimiter.reward("authByDevice", device.n);
      return;
    }
    await ctx.rateLimiter.reward("authUnknownByAccount", input.email);
    await ctx.rateLimiter.reward("authFailuresByIp", { address: ctx.clientIp });
  };

  try {
    const { headers, response } = await ctx.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    });
    // This browser is now known to the account: a new token, and the old one's count forgotten.
    if (device) await ctx.rateLimiter.reset("authByDevice", device.n);
    if (!isKnownDevice) await notAFailure();
    // Two-factor on (ADR 0026): no session yet, the second factor comes next. The browser becomes
    // known to the account only once both factors passed (`verifySecondFactor`).
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) return { ok: true, headers, twoFactor: true };
    if (!("user" in response)) throw new Error("sign-in answered neither a session nor a second-factor step");
    headers.append("Set-Cookie", await issueDeviceToken(request, ctx.env, response.user.id));
    return { ok: true, headers };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      if (!isKnownDevice) {
        // Slows an unknown client's guessing; the wait uses no CPU, so it holds no render slot.
        ctx.leaveRenderBudget?.();
        await sleep(UNKNOWN_CLIENT_FAILURE_DELAY_MS);
      }
      return { ok: false, status: 401, problem: { title, message: AUTH_ERRORS.invalidCredentials } };
    }
    await notAFailure().catch(() => undefined);
    if (code === ACCOUNT_DISABLED_CODE) {
      return { ok: false, status: 403, problem: { title, message: AUTH_ERRORS.disabled } };
    }
    if (code === "EMAIL_NOT_VERIFIED") {
      return { ok: false, status: 403, problem: { title, message: AUTH_ERRORS.notConfirmed, needsConfirmation: true } };
    }
    if (code) return { ok: false, status: 400, problem: { title, message: AUTH_ERRORS.generic } };
    ctx.logger.error({ err: error }, "sign-in failed unexpectedly");
    return { ok: false, status: 500, problem: { title: "Error", message: AUTH_ERRORS.unexpected } };
  }
}

/**
 * Whether one more account email of this kind may go to this mailbox (`mailboxKey`: plus and
 * Gmail dot variants are one mailbox). When not, nothing is sent and the answer stays the same.
 */
async function mailboxAllows(ctx: Ctx, kind: "confirm" | "reset", email: string): Promise<boolean> {
  return (await ctx.rateLimiter.consume("accountEmailsByMailbox", `${kind}:${mailboxKey(email)}`)).allowed;
}

const SIGNED_UP: AuthOutcome = {
  ok: true,
  message: { title: "Success!", message: "Please check your email to confirm your account." },
};

/**
 * Creates an account and sends its confirmation email. Counted against the address's budget of
 * account emails, and the mailbox's (`mailboxKey`): over the mailbox's, no account is made and
 * nothing is sent, with the same answer as a sign-up (ADR 0009).
 */
export async function signUp(
  ctx: Ctx,
  request: Request,
  input: { email: string; password: string; confirmPassword?: string },
): Promise<AuthOutcome> {
  const title = "Sign Up Failed";
  const problem = invalid("signup", input);
  if (problem) return problem;
  if (!ctx.env.ALLOW_SIGN_UP)
    return { ok: false, status: 403, problem: { title, message: AUTH_ERRORS.signUpDisabled } };
  if (isCommonPassword(input.password)) {
    return { ok: false, status: 400, problem: { title, message: AUTH_ERRORS.commonPassword, field: "password" } };
  }
  const refused = await limit(ctx, title, "authEmailsByIp", { address: ctx.clientIp });
  if (refused) return refused;
  try {
    // better-auth answers a duplicate sign-up with a generic success when confirmation is
    // required (it hides who has an account); the spec wants the visitor told, so we look first.
    const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (existing)
      return { ok: false, status: 409, problem: { title, message: AUTH_ERRORS.alreadyRegistered, field: "email" } };
    if (!(await mailboxAllows(ctx, "confirm", input.email))) return SIGNED_UP;
    await ctx.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: input.email.split("@")[0] ?? input.email,
        callbackURL: "/",
      },
      headers: request.headers,
    });
    return SIGNED_UP;
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      return { ok: false, status: 409, problem: { title, message: AUTH_ERRORS.alreadyRegistered, field: "email" } };
    }
    if (code === "EMAIL_PASSWORD_SIGN_UP_DISABLED")
      return { ok: false, status: 403, problem: { title, message: AUTH_ERRORS.signUpDisabled } };
    if (code) return { ok: false, status: 400, problem: { title, message: AUTH_ERRORS.generic } };
    ctx.logger.error({ err: error }, "sign-up failed unexpectedly");
    return { ok: false, status: 500, problem: { title: "Error", message: AUTH_ERRORS.unexpected } };
  }
}

/** Sends the confirmation email again. Says the same whether or not the account exists. */
export async function resendConfirmation(ctx: Ctx, email: string): Promise<AuthOutcome> {
  const title = "Could Not Send Email";
  const refused = await limit(ctx, title, "authEmailsByIp", { address: ctx.clientIp });
  if (refused) return refused;
  try {
    if (await mailboxAllows(ctx, "confirm", email))
      await ctx.auth.api.sendVerificationEmail({ body: { email, callbackURL: "/" } });
  } catch (error) {
    // An already-confirmed or unknown address: answer the same, so nobody learns which.
    if (!authErrorCode(error)) ctx.logger.error({ err: error }, "resending the confirmation failed");
  }
  return {
    ok: true,
    message: {
      title: "Email Sent",
      message: "If that address has an unconfirmed account, a new confirmation link is on its way.",
    },
  };
}

/**
 * Sends a reset link. Says the same whether or not the account exists, is disabled (no email,
 * auth.server.ts) or its mailbox has had its share of reset emails.
 */
export async function requestPasswordReset(ctx: Ctx, email: string): Promise<AuthOutcome> {
  const title = "Could Not Send Email";
  const refused = await limit(ctx, title, "authEmailsByIp", { address: ctx.clientIp });
  if (refused) return refused;
  try {
    if (await mailboxAllows(ctx, "reset", email))
      await ctx.auth.api.requestPasswordReset({
        body: { email, redirectTo: `${ctx.env.PUBLIC_URL}/auth/reset-password` },
      });
  } catch (error) {
    if (!authErrorCode(error)) ctx.logger.error({ err: error }, "requesting a password reset failed");
  }
  return {
    ok: true,
    message: {
      title: "Check Your Email",
      message:
        "If an account exists for that address, we've sent a link to choose a new password. It works for one hour.",
    },
  };
}

const EXPIRED_RESET_LINK = "This reset link has expired or was already used. Please ask for a new one.";

/** better-auth's reset tokens are 24 letters and digits (`generateId(24)`); a little room either way. */
export function isResetTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(token);
}

export async function resetPassword(
  ctx: Ctx,
  input: { token: string; password: string; confirmPassword: string },
): Promise<AuthOutcome> {
  const title = "Password Not Changed";
  // A token that is not one better-auth could have made (NUL bytes, other garbage) is an
  // expired link, answered before any query: PostgreSQL refuses a NUL in text, and that
  // error's message would carry the token into the log.
  if (!isResetTokenShape(input.token))
    return { ok: false, status: 400, problem: { title, message: EXPIRED_RESET_LINK } };
  const problem = validateCredentials("signup", { email: "x@x.xx", ...input });
  if (problem) return { ok: false, status: 400, problem };
  if (isCommonPassword(input.password)) {
    return { ok: false, status: 400, problem: { title, message: AUTH_ERRORS.commonPassword, field: "password" } };
  }
  // Only a wrong or spent link counts against the address: the point is given back otherwise.
  const address = { address: ctx.clientIp };
  const refused = await limit(ctx, title, "authFailuresByIp", address);
  if (refused) return refused;
  try {
    // better-auth ends every session of the account (revokeSessionsOnPasswordReset).
    await ctx.auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED") {
      return {
        ok: false,
        status: 400,
        problem: { title, message: EXPIRED_RESET_LINK },
      };
    }
    await ctx.rateLimiter.reward("authFailuresByIp", address).catch(() => undefined);
    ctx.logger.error({ err: error }, "resetting a password failed");
    return { ok: false, status: 500, problem: { title: "Error", message: AUTH_ERRORS.unexpected } };
  }
  await ctx.rateLimiter.reward("authFailuresByIp", address).catch(() => undefined);
  return { ok: true };
}

/** Ends every session of the signed-in user (all devices) and clears this browser's cookie. */
export async function signOutEverywhere(ctx: Ctx, request: Request): Promise<Headers> {
  const headers = new Headers();
  try {
    const session = await ctx.auth.api.getSession({ headers: request.headers });
    if (session) await ctx.db.delete(sessions).where(eq(sessions.userId, session.user.id));
    const result = await ctx.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    // Part 1 §8: a sign-out error is logged; the visitor still leaves for /auth.
    ctx.logger.error({ err: error }, "signing out failed");
  }
  return headers;
}
