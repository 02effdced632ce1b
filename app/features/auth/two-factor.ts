/** What both the server and the sign-in pages need to know about two-factor sign-in (ADR 0026). */

/** "Trust this browser for 30 days" (issue 35). */
export const TRUST_BROWSER_DAYS = 30;

export const SPENT_LINK = "This sign-in link has expired or was already used. Please ask for a new one.";

/** Whether a sign-in link token could be one we made (32 random bytes, 43 base64url characters). */
export function isSignInLinkShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
