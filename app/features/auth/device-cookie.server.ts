import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { Env } from "~/env.server";

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", ADR 0009):
 * after a successful sign-in the browser gets a token for that account, so that failures sent
 * by anyone else can never stop this browser from signing in to it.
 *
 * One cookie holds the tokens of the last few accounts signed in from this browser. Each token is
 * the account id, a random nonce (its failure budget is keyed by it) and when it was issued. The
 * cookie is signed with SESSION_SECRET (an HMAC, by React Router's `createCookie`): a token
 * cannot be made up or moved to another account.
 */
export const DEVICE_COOKIE_NAME = "csn_device";
/** How long a browser stays known for an account without signing in to it again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A browser remembers this many accounts; the one signed in to longest ago is forgotten first. */
const MAX_ACCOUNTS = 5;

export interface DeviceToken {
  /** Account (user) id. */
  u: string;
  /** Random nonce: the key of this device's failure budget. */
  n: string;
  /** Issued at (ms since the epoch). */
  t: number;
}

type EnvForCookie = Pick<Env, "SESSION_SECRET" | "PUBLIC_URL">;

function deviceCookie(env: EnvForCookie) {
  return createCookie(DEVICE_COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.PUBLIC_URL.startsWith("https:"),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    secrets: [env.SESSION_SECRET],
  });
}

/** The well-formed tokens, not older than a year, of a parsed (signature-checked) cookie value. */
function tokensFrom(value: unknown, now: number): DeviceToken[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is DeviceToken =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as DeviceToken).u === "string" &&
        typeof (entry as DeviceToken).n === "string" &&
        /^[A-Za-z0-9_-]{16,64}$/.test((entry as DeviceToken).n) &&
        Number.isFinite((entry as DeviceToken).t) &&
        now - (entry as DeviceToken).t < DEVICE_COOKIE_MAX_AGE_SECONDS * 1000 &&
        (entry as DeviceToken).t <= now + 60_000,
    )
    .slice(-MAX_ACCOUNTS);
}

async function readTokens(request: Request, env: EnvForCookie): Promise<DeviceToken[]> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${DEVICE_COOKIE_NAME}=`)) return [];
  try {
    return tokensFrom(await deviceCookie(env).parse(header), Date.now());
  } catch {
    return [];
  }
}

/** This browser's token for an account, when it holds a valid one. */
export async function readDeviceToken(
  request: Request,
  env: EnvForCookie,
  userId: string,
): Promise<DeviceToken | null> {
  return (await readTokens(request, env)).find((token) => token.u === userId) ?? null;
}

/**
 * The Set-Cookie value after a successful sign-in: a new token (fresh nonce) for the account,
 * replacing any older one for it, beside the tokens of the other accounts this browser knows.
 */
export async function issueDeviceToken(request: Request, env: EnvForCookie, userId: string): Promise<string> {
  const tokens = (await readTokens(request, env)).filter((token) => token.u !== userId);
  tokens.push({ u: userId, n: randomBytes(16).toString("base64url"), t: Date.now() });
  return deviceCookie(env).serialize(tokens.slice(-MAX_ACCOUNTS));
}
