import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { twoFactor } from "better-auth/plugins";
import * as z from "zod";
import { TRUST_BROWSER_DAYS } from "./two-factor";

/** How long a sign-in waits for its second factor (the plugin's challenge cookie and row). */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;
export const TWO_FACTOR_ISSUER = "Community Synergy Network";

/**
 * better-auth's two-factor plugin (ADR 0026): TOTP with an authenticator app, ten backup codes
 * stored encrypted, trusted browsers. Its own account lockout is off: it counts wrong codes from
 * every browser together and then refuses the account, so anyone holding the password could keep
 * the owner out. Our actions limit codes the ADR 0009 way instead (`two-factor.server.ts`).
 */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: TWO_FACTOR_ISSUER,
    trustDeviceMaxAge: TRUST_BROWSER_DAYS * 24 * 60 * 60,
    twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
    accountLockout: { enabled: false },
  });
}

/**
 * The sign-in an emailed link starts (ADR 0026), once our action has spent the link: like a
 * right password, it opens a session, or, for an account with two-factor on, the plugin's
 * second-factor challenge (the same row and signed cookie the plugin makes after a password).
 * Server only: not reachable over HTTP, it trusts the user id it is given.
 */
export function signInLinkPlugin() {
  return {
    id: "csn-sign-in-link",
    endpoints: {
      signInFromLink: createAuthEndpoint.serverOnly(
        { method: "POST", body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError("UNAUTHORIZED", { code: "INVALID_TOKEN", message: "Invalid link" });
          if ((user as { twoFactorEnabled?: boolean }).twoFactorEnabled) {
            const cookie = ctx.context.createAuthCookie("two_factor", { maxAge: TWO_FACTOR_CHALLENGE_SECONDS });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({ value: user.id, identifier, expiresAt });
            await ctx.context.internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            return ctx.json({ twoFactorRedirect: true });
          }
          // The session hook refuses a disabled account here, as for every sign-in.
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ twoFactorRedirect: false });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
