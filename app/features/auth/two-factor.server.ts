import { and, eq, gt, like, or } from "drizzle-orm";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import QRCode from "qrcode";
import { symmetricDecrypt } from "better-auth/crypto";
import type { SiteContext } from "~/context";
import type { Db } from "~/db/client.server";
import { sessions, twoFactors, users, verifications } from "~/db/schema";
import { queueEmail } from "~/utils/email.server";
import { describeWait, mailboxKey } from "~/utils/rate-limit.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { ACCOUNT_DISABLED_CODE, authErrorCode } from "./auth.server";
import { issueDeviceToken, readDeviceToken } from "./device-cookie.server";
import { isSignInLinkShape, SPENT_LINK } from "./two-factor";
import { TWO_FACTOR_ISSUER } from "./two-factor-plugins.server";

type Ctx = Pick<SiteContext, "auth" | "db" | "logger" | "rateLimiter" | "clientIp" | "env" | "leaveRenderBudget">;

/** A wrong code from a browser unknown to the account is answered this much later (as for passwords). */
const UNKNOWN_CLIENT_FAILURE_DELAY_MS = 1_000;
/** How long an emailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;
const SIGN_IN_LINK_PREFIX = "sign-in-link:";

export const TWO_FACTOR_MESSAGES = {
  wrongCode: "That code didn't work. Enter the 6-digit code your authenticator app shows now.",
  wrongBackupCode:
    "That backup code didn't work. Each backup code works only once, so try another one or use your authenticator app.",
  expired: "Your sign-in timed out before the code was entered. Please sign in again.",
  paused:
    "There have been too many wrong codes for this account from browsers it has not been used in before, so we are pausing those for {wait}. If you have signed in from another browser or device before, you can sign in there now.",
  wrongPassword: "That password isn't right.",
  unexpected: "Something went wrong. Please try again.",
} as const;

/** Whether an account has a confirmed second factor. */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return Boolean(row?.on);
}

const CHALLENGE_COOKIE = /(?:^|;\s*)(?:__Secure-)?csn\.two_factor=([^;]+)/;

/**
 * The account whose sign-in waits for its second factor in this browser: the plugin's signed
 * challenge cookie (checked here with the same HMAC better-auth signs it with) names a
 * verification row holding the account id. Used to key the code limits; null when there is none.
 */
export async function pendingSecondFactorUser(ctx: Pick<Ctx, "db" | "env">, request: Request): Promise<string | null> {
  const raw = CHALLENGE_COOKIE.exec(request.headers.get("Cookie") ?? "")?.[1];
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  const identifier = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", ctx.env.SESSION_SECRET).update(identifier).digest("base64"));
  if (dot < 1 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const [row] = await ctx.db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())));
  return row?.userId ?? null;
}

export type SecondFactorOutcome =
  { ok: true; headers: Headers } | { ok: false; status: number; message: string; expired?: boolean };

/**
 * Checks the second factor of a sign-in in progress, with ADR 0009's rule for passwords: a
 * browser holding the account's device cookie is counted only against its own budget, so wrong
 * codes sent from anywhere else never stop it; any other browser counts against its address and
 * the account's budget for unknown browsers, and waits a second after a wrong code. A right code
 * gives back what it was counted with, makes this browser known to the account (a device token,
 * issued only once both factors passed) and may trust it for 30 days.
 */
export async function verifySecondFactor(
  ctx: Ctx,
  request: Request,
  input: { method: "totp" | "backup"; code: string; trustDevice: boolean },
): Promise<SecondFactorOutcome> {
  const userId = await pendingSecondFactorUser(ctx, request);
  if (!userId) return { ok: false, status: 400, message: TWO_FACTOR_MESSAGES.expired, expired: true };
  const device = await readDeviceToken(request, ctx.env, userId);
  const isKnownDevice = device ? (await ctx.rateLimiter.consume("twoFactorByDevice", device.n)).allowed : false;
  if (!isKnownDevice) {
    const byAddress = await ctx.rateLimiter.consume("authFailuresByIp", { address: ctx.clientIp });
    if (!byAddress.allowed) {
      return {
        ok: false,
        status: 429,
        message: `Too many attempts. Please wait ${describeWait(byAddress.retryAfterSeconds)} and try again.`,
      };
    }
    const byAccount = await ctx.rateLimiter.consume("twoFactorUnknownByAccount", userId);
    if (!byAccount.allowed) {
      return {
        ok: false,
        status: 429,
        message: TWO_FACTOR_MESSAGES.paused.replace("{wait}", describeWait(byAccount.retryAfterSeconds)),
      };
    }
  }
  const notAFailure = async () => {
    if (isKnownDevice && device) return ctx.rateLimiter.reward("twoFactorByDevice", device.n);
    await ctx.rateLimiter.reward("twoFactorUnknownByAccount", userId);
    await ctx.rateLimiter.reward("authFailuresByIp", { address: ctx.clientIp });
  };

  const code = input.method === "totp" ? input.code.replace(/\s+/g, "") : input.code.trim();
  try {
    const { headers } =
      input.method === "totp"
        ? await ctx.auth.api.verifyTOTP({
            body: { code, trustDevice: input.trustDevice },
            headers: request.headers,
            returnHeaders: true,
          })
        : await ctx.auth.api.verifyBackupCode({
            body: { code, trustDevice: input.trustDevice },
            headers: request.headers,
            returnHeaders: true,
          });
    if (device) await ctx.rateLimiter.reset("twoFactorByDevice", device.n);
    if (!isKnownDevice) await notAFailure();
    headers.append("Set-Cookie", await issueDeviceToken(request, ctx.env, userId));
    return { ok: true, headers };
  } catch (error) {
    const errorCode = authErrorCode(error);
    if (errorCode === "INVALID_CODE" || errorCode === "INVALID_BACKUP_CODE") {
      if (!isKnownDevice) {
        ctx.leaveRenderBudget?.();
        await sleep(UNKNOWN_CLIENT_FAILURE_DELAY_MS);
      }
      return {
        ok: false,
        status: 401,
        message: input.method === "totp" ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.wrongBackupCode,
      };
    }
    await notAFailure().catch(() => undefined);
    // The challenge is gone: timed out, or five wrong codes in it (the plugin ends it).
    if (errorCode === "INVALID_TWO_FACTOR_COOKIE" || errorCode === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      return { ok: false, status: 400, message: TWO_FACTOR_MESSAGES.expired, expired: true };
    }
    if (errorCode === ACCOUNT_DISABLED_CODE) {
      return { ok: false, status: 403, message: "This account has been disabled. Please contact the site's staff." };
    }
    ctx.logger.error({ err: error, code: errorCode }, "checking a second factor failed");
    return { ok: false, status: 500, message: TWO_FACTOR_MESSAGES.unexpected };
  }
}

/** RFC 4648 base32 without padding, as authenticator apps read the secret. */
function base32(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export interface PendingEnrollment {
  /** The secret in base32, in groups of four, for typing into an app by hand. */
  secret: string;
  /** The QR code of the otpauth:// address, as an SVG drawn on the server. */
  qrSvg: string;
}

/**
 * The enrollment a user has started and not confirmed yet: the secret the plugin stored
 * (encrypted) when they confirmed their password. Only the enrollment screen of that user shows it.
 */
export async function pendingEnrollment(
  ctx: Pick<Ctx, "auth" | "db">,
  userId: string,
): Promise<PendingEnrollment | null> {
  const [row] = await ctx.db
    .select({ secret: twoFactors.secret, email: users.email })
    .from(twoFactors)
    .innerJoin(users, eq(users.id, twoFactors.userId))
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, false)));
  if (!row) return null;
  const { secretConfig } = await ctx.auth.$context;
  const raw = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  const secret = base32(new TextEncoder().encode(raw));
  // The same address the plugin builds (`createOTP(...).url`): issuer, account, 6 digits, 30 s.
  const params = new URLSearchParams({ secret, issuer: TWO_FACTOR_ISSUER, digits: "6", period: "30" });
  const uri = `otpauth://totp/${encodeURIComponent(TWO_FACTOR_ISSUER)}:${encodeURIComponent(row.email)}?${params}`;
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret: secret.replace(/(.{4})(?=.)/g, "$1 "), qrSvg };
}

export type EnrollmentOutcome =
  | { ok: true; headers?: Headers; backupCodes?: string[] }
  | { ok: false; status: number; field?: "password" | "code"; message: string };

/**
 * Starts an enrollment: the password again (the plugin's rule), then a new secret and backup
 * codes are stored, not active until a code from the app confirms them. A wrong password counts
 * against the address like a failed sign-in.
 */
export async function startEnrollment(ctx: Ctx, request: Request, password: string): Promise<EnrollmentOutcome> {
  const address = { address: ctx.clientIp };
  const refused = await ctx.rateLimiter.consume("authFailuresByIp", address);
  if (!refused.allowed) {
    return {
      ok: false,
      status: 429,
      message: `Too many attempts. Please wait ${describeWait(refused.retryAfterSeconds)} and try again.`,
    };
  }
  try {
    await ctx.auth.api.enableTwoFactor({ body: { password }, headers: request.headers });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD")
      return { ok: false, status: 400, field: "password", message: TWO_FACTOR_MESSAGES.wrongPassword };
    await ctx.rateLimiter.reward("authFailuresByIp", address).catch(() => undefined);
    if (code === "TOTP_ALREADY_ENABLED") return { ok: true };
    ctx.logger.error({ err: error, code }, "starting a two-factor enrollment failed");
    return { ok: false, status: 500, message: TWO_FACTOR_MESSAGES.unexpected };
  }
  await ctx.rateLimiter.reward("authFailuresByIp", address).catch(() => undefined);
  return { ok: true };
}

/**
 * Confirms an enrollment with a code from the app: two-factor is on from now (the plugin turns
 * it on and renews the session cookie), and the ten backup codes are returned to be shown once.
 */
export async function confirmEnrollment(
  ctx: Ctx,
  request: Request,
  userId: string,
  code: string,
): Promise<EnrollmentOutcome> {
  try {
    const { headers } = await ctx.auth.api.verifyTOTP({
      body: { code: code.replace(/\s+/g, "") },
      headers: request.headers,
      returnHeaders: true,
    });
    const { backupCodes } = await ctx.auth.api.viewBackupCodes({ body: { userId } });
    // This browser has now passed both factors: it is known to the account.
    headers.append("Set-Cookie", await issueDeviceToken(request, ctx.env, userId));
    return { ok: true, headers, backupCodes };
  } catch (error) {
    const errorCode = authErrorCode(error);
    if (errorCode === "INVALID_CODE")
      return { ok: false, status: 400, field: "code", message: TWO_FACTOR_MESSAGES.wrongCode };
    ctx.logger.error({ err: error, code: errorCode }, "confirming a two-factor enrollment failed");
    return { ok: false, status: 500, message: TWO_FACTOR_MESSAGES.unexpected };
  }
}

/**
 * Removes an account's second factor (an administrator's reset, ADR 0026): its secret and backup
 * codes, the browsers it trusted, and every session, so its owner signs in again and, as staff,
 * enrolls a new authenticator app before any back-office page. Returns whether it had one.
 */
export async function removeSecondFactor(db: Db, userId: string): Promise<boolean> {
  const removed = await db.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ id: twoFactors.id });
  const [user] = await db
    .update(users)
    .set({ twoFactorEnabled: false })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
    .returning({ id: users.id });
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        or(like(verifications.identifier, "trust-device-%"), like(verifications.identifier, "2fa-%")),
      ),
    );
  await db.delete(sessions).where(eq(sessions.userId, userId));
  return Boolean(user) || removed.length > 0;
}

function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * "Email me a sign-in link" (ADR 0026): a link that works once, for 15 minutes, to the account's
 * own address. Counted against the address's budget of account emails and the mailbox's
 * (`mailboxKey`); says the same whether or not the account exists, is disabled or over its budget.
 */
export async function sendSignInLink(ctx: Ctx, email: string, redirectTo: string | null) {
  const refused = await ctx.rateLimiter.consume("authEmailsByIp", { address: ctx.clientIp });
  if (!refused.allowed) {
    return {
      ok: false as const,
      status: 429,
      message: `Too many attempts. Please wait ${describeWait(refused.retryAfterSeconds)} and try again.`,
    };
  }
  const sent = {
    ok: true as const,
    message: `If that address has an account, a sign-in link is on its way. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
  };
  const [account] = await ctx.db
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!account || account.disabledAt || !account.emailVerified) return sent;
  if (!(await ctx.rateLimiter.consume("accountEmailsByMailbox", `link:${mailboxKey(account.email)}`)).allowed)
    return sent;
  const token = randomBytes(32).toString("base64url");
  const url = new URL("/auth/sign-in-link", ctx.env.PUBLIC_URL);
  url.searchParams.set("token", token);
  const next = safeRedirectPath(redirectTo);
  if (next && next !== "/") url.searchParams.set("redirectTo", next);
  const { renderSignInLinkEmail } = await import("./sign-in-link-email.server");
  const mail = await renderSignInLinkEmail({ url: url.toString(), minutes: SIGN_IN_LINK_MINUTES });
  await ctx.db.transaction(async (tx) => {
    await tx.insert(verifications).values({
      id: randomBytes(16).toString("hex"),
      identifier: `${SIGN_IN_LINK_PREFIX}${hashLinkToken(token)}`,
      value: account.id,
      expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60 * 1000),
    });
    await queueEmail(tx, { to: account.email, ...mail });
  });
  return sent;
}

export type LinkOutcome =
  { ok: true; headers: Headers; twoFactor: boolean } | { ok: false; status: number; message: string };

/**
 * Spends a sign-in link (deleted as it is read, so it works once) and signs this browser in past
 * the pause: the browser is given the account's device token (the link proves the mailbox, as a
 * sign-in proves the password), and the account's second factor is still asked for.
 */
export async function spendSignInLink(ctx: Ctx, request: Request, token: string): Promise<LinkOutcome> {
  const address = { address: ctx.clientIp };
  const refused = await ctx.rateLimiter.consume("authFailuresByIp", address);
  if (!refused.allowed) {
    return {
      ok: false,
      status: 429,
      message: `Too many attempts. Please wait ${describeWait(refused.retryAfterSeconds)} and try again.`,
    };
  }
  if (!isSignInLinkShape(token)) return { ok: false, status: 400, message: SPENT_LINK };
  const [spent] = await ctx.db
    .delete(verifications)
    .where(eq(verifications.identifier, `${SIGN_IN_LINK_PREFIX}${hashLinkToken(token)}`))
    .returning({ userId: verifications.value, expiresAt: verifications.expiresAt });
  if (!spent || spent.expiresAt <= new Date()) return { ok: false, status: 400, message: SPENT_LINK };
  await ctx.rateLimiter.reward("authFailuresByIp", address).catch(() => undefined);
  try {
    const { headers, response } = await ctx.auth.api.signInFromLink({
      body: { userId: spent.userId },
      headers: request.headers,
      returnHeaders: true,
    });
    headers.append("Set-Cookie", await issueDeviceToken(request, ctx.env, spent.userId));
    return { ok: true, headers, twoFactor: response.twoFactorRedirect };
  } catch (error) {
    if (authErrorCode(error) === ACCOUNT_DISABLED_CODE) {
      return { ok: false, status: 403, message: "This account has been disabled. Please contact the site's staff." };
    }
    ctx.logger.error({ err: error }, "signing in with a link failed");
    return { ok: false, status: 500, message: TWO_FACTOR_MESSAGES.unexpected };
  }
}
