import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ROLES } from "~/db/constants";
import { accounts, sessions, twoFactors, userRoles, users, verifications, type Role } from "~/db/schema";
import type { Env } from "~/env.server";
import { queueEmail } from "~/utils/email.server";
import type { Logger } from "~/utils/logger.server";
import { signInLinkPlugin, twoFactorPlugin } from "./two-factor-plugins.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./validation";

export const AUTH_BASE_PATH = "/api/auth";

/** What a disabled account's owner is told when signing in (issue 18). */
export const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled. Please contact the site's staff.";
/** The error code a refused session carries, for the sign-in action to recognize. */
export const ACCOUNT_DISABLED_CODE = "ACCOUNT_DISABLED";

async function isDisabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.disabledAt);
}

/**
 * Set while a staff member has a reset link sent from the accounts page, so the email says so
 * instead of "Someone (hopefully you) asked…" (issue 35). better-auth calls `sendResetPassword`
 * inside the `auth.api.requestPasswordReset` call, on the same async chain.
 */
const staffSentReset = new AsyncLocalStorage<true>();

/** Runs `send` (a `requestPasswordReset` call) as a reset that staff sent. */
export function asStaffSentReset<T>(send: () => Promise<T>): Promise<T> {
  return staffSentReset.run(true, send);
}

/** The reset email's text: who asked for it, and the link. */
export function resetPasswordEmailText(url: string, sentByStaff: boolean): string {
  return [
    "Hello,",
    "",
    sentByStaff
      ? "A member of the Community Synergy Network staff sent you this link so you can choose a new password for your account."
      : "Someone (hopefully you) asked to reset the password of your Community Synergy Network account.",
    "Choose a new password here (the link works for one hour):",
    url,
    "",
    sentByStaff
      ? "If you did not expect this, you can ignore this email; your password stays the same until you choose a new one."
      : "If you did not ask for this, you can ignore this email; your password stays the same.",
  ].join("\n");
}

/**
 * The header through which better-auth learns the visitor's address (kept with each session).
 * The server sets it on every request from Express's `req.ip` (resolved with TRUST_PROXY),
 * replacing any value a client sent: X-Forwarded-For's first entry is whatever the client says.
 */
export const CLIENT_IP_HEADER = "x-csn-client-ip";

/** better-auth with email + password, confirmation by email, sessions in the database. */
export function createAuth({ db, env, logger }: { db: Db; env: Env; logger: Logger }) {
  const secure = env.PUBLIC_URL.startsWith("https:");
  return betterAuth({
    appName: "Community Synergy Network",
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.SESSION_SECRET,
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      disableSignUp: !env.ALLOW_SIGN_UP,
      // A reset ends every session of the account, everywhere.
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // better-auth deletes only the link that was used; any other one sent earlier or later
      // would still set a new password for the next hour.
      async onPasswordReset({ user }) {
        await revokePasswordResetLinks(db, user.id);
      },
      // A disabled account gets no reset email (issue 33): the link just made is dropped, and
      // whoever asked is told the same as for any address.
      async sendResetPassword({ user, url }) {
        if (await isDisabled(db, user.id)) {
          await revokePasswordResetLinks(db, user.id);
          return;
        }
        await queueEmail(db, {
          to: user.email,
          subject: "Reset your Community Synergy Network password",
          text: resetPasswordEmailText(url, staffSentReset.getStore() === true),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // Nor a confirmation email: confirming would not let it sign in anyway.
      async sendVerificationEmail({ user, url }) {
        if (await isDisabled(db, user.id)) return;
        await queueEmail(db, {
          to: user.email,
          subject: "Please confirm your email address",
          text: [
            "Welcome to Community Synergy Network!",
            "",
            "Please confirm your email address by opening this link (it works for 24 hours):",
            url,
            "",
            "If you did not create an account, you can ignore this email.",
          ].join("\n"),
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whichever way it would start (sign-in, or the
          // sign-in that follows a confirmation link): the one place every session is made.
          async before(session) {
            if (await isDisabled(db, session.userId)) {
              throw new APIError("FORBIDDEN", { code: ACCOUNT_DISABLED_CODE, message: ACCOUNT_DISABLED_MESSAGE });
            }
          },
        },
      },
    },
    hooks: {
      // A password changed while signed in also ends the reset links (the next owner of a mailbox
      // must not be able to take the account back with a link sent before the change).
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/change-password") return;
        const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
        if (returned instanceof APIError || typeof returned?.user?.id !== "string") return;
        await revokePasswordResetLinks(db, returned.user.id);
      }),
    },
    // Two-factor sign-in and the emailed sign-in link (ADR 0026).
    plugins: [twoFactorPlugin(), signInLinkPlugin()],
    // Our actions apply their own limits (per IP and per account, shared across processes).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      // better-auth turns its origin and callbackURL checks off when TEST is set in the
      // environment (vitest sets it, and every server a test starts inherits it): on, always,
      // so the links in emails redirect only to this site however the process was started.
      disableOriginCheck: false,
      cookiePrefix: "csn",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log(level, message) {
        // better-auth logs a refused address ("Invalid callbackURL: https://elsewhere…") as an
        // error, but it is the client's mistake: a warning, cut short (the address is theirs).
        if (level === "error" && !message.startsWith("Invalid ")) logger.error({ source: "auth" }, message);
        else if (level === "error" || level === "warn") logger.warn({ source: "auth" }, message.slice(0, 300));
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Every outstanding password-reset link of an account stops working. better-auth keeps each
 * link as a verification row `reset-password:<token>` whose value is the user's id.
 */
export async function revokePasswordResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
}

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  /** Any staff role: the back office opens, each part of it as `can(role, …)` allows. */
  isStaff: boolean;
}

/**
 * The role of a user: a staff role only when stored; user when none is stored, the stored value
 * is not a role, or the lookup fails (part 1 §4: the failure is logged and the role falls back to user).
 */
export async function getUserRole(db: Db, userId: string, logger?: Logger): Promise<Role> {
  try {
    const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    return ROLES.find((role) => role === row?.role) ?? "user";
  } catch (error) {
    logger?.error({ err: error }, "reading a user's role failed; treating them as user");
    return "user";
  }
}

/** The signed-in user of this request, or null (an unreadable session counts as signed out). */
export async function getSessionUser(
  { auth, db, logger }: { auth: Auth; db: Db; logger?: Logger },
  request: Request,
): Promise<SessionUser | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie || !cookie.includes("session_token")) return null;
  try {
    const session = await auth.api.getSession({ headers: request.headers });
    if (!session) return null;
    // Disabling deletes the account's sessions; this also covers a session made in the moment
    // between (a sign-in racing the disable), so a disabled account is never signed in.
    const [disabled, role] = await Promise.all([
      isDisabled(db, session.user.id),
      getUserRole(db, session.user.id, logger),
    ]);
    if (disabled) return null;
    return { id: session.user.id, email: session.user.email, role, isStaff: role !== "user" };
  } catch (error) {
    logger?.error({ err: error }, "reading the session failed; treating the visitor as signed out");
    return null;
  }
}

export async function setUserRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoUpdate({ target: userRoles.userId, set: { role } });
}

/** Any fixed number: processes starting at once on one PostgreSQL server create the first admin once. */
const FIRST_ADMIN_LOCK_ID = 727_503;

/**
 * The first admin from ADMIN_EMAIL / ADMIN_PASSWORD: created already confirmed when
 * missing; an existing account with that email is given the admin role.
 *
 * One transaction behind an advisory lock: processes started together on an empty database
 * (a deployment of several) used to all find no account, all create it, and all but one stop
 * at start on the unique email. Now the others wait, then find it. The account, its password
 * and its role are written together, so a start that fails halfway leaves no admin without a
 * password.
 */
export async function ensureFirstAdmin({ db, env, logger }: { db: Db; env: Env; logger: Logger }) {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return;
  const adminPassword = env.ADMIN_PASSWORD;
  const email = env.ADMIN_EMAIL.toLowerCase();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
    const txDb = tx as unknown as Db;
    let [user] = await txDb.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) {
      // better-auth's own account creation, on this transaction.
      const context = await createAuth({ db: txDb, env, logger }).$context;
      const created = await context.internalAdapter.createUser(
        {
          email,
          name: email.split("@")[0] ?? email,
          emailVerified: true,
        },
        { method: "email-password" } as never,
      );
      await context.internalAdapter.linkAccount({
        userId: created.id,
        providerId: "credential",
        accountId: created.id,
        password: await context.password.hash(adminPassword),
      });
      user = { id: created.id };
      logger.info({ email }, "created the first administrator from ADMIN_EMAIL");
    }
    await setUserRole(txDb, user.id, "admin");
  });
}

/** The error code better-auth attached to a failed call, if any. */
export function authErrorCode(error: unknown): string | undefined {
  if (error instanceof APIError) {
    const body = error.body as { code?: string } | undefined;
    return body?.code;
  }
  return undefined;
}
