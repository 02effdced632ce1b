import { and, count, desc, eq, ilike, isNotNull, isNull, sql } from "drizzle-orm";
import type { SiteContext } from "~/context";
import type { Db } from "~/db/client.server";
import { sessions, userRoles, users, type Role } from "~/db/schema";
import { asStaffSentReset, revokePasswordResetLinks, type SessionUser } from "~/features/auth/auth.server";
import { removeSecondFactor } from "~/features/auth/two-factor.server";
import { recordAudit } from "~/utils/audit.server";
import { containsPattern } from "~/db/errors";
import { ROLE_LABELS } from "~/db/constants";

export const ACCOUNTS_PAGE_SIZE = 25;

const roleColumn = sql<Role>`coalesce(${userRoles.role}, 'user')`;

export async function listAccounts(db: Db, { q, page }: { q?: string; page: number }) {
  const where = q ? ilike(users.email, containsPattern(q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        disabledAt: users.disabledAt,
        createdAt: users.createdAt,
        role: roleColumn,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(ACCOUNTS_PAGE_SIZE)
      .offset((page - 1) * ACCOUNTS_PAGE_SIZE),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** One account for its admin page, with how many sessions it has open; null when it is gone. */
export async function getAccount(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
      role: roleColumn,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) return null;
  const [open] = await db
    .select({ count: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`));
  return { ...account, openSessions: open?.count ?? 0 };
}

export type AccountChangeResult = { ok: true } | { ok: false; message: string };

const GONE: AccountChangeResult = { ok: false, message: "That account no longer exists." };

/**
 * Gives another account a role (a staff role, or back to user). A staff member never changes
 * their own role here (so they cannot lock themselves out), and the last administrator always stays.
 */
export async function changeRole(db: Db, actor: SessionUser, userId: string, role: Role): Promise<AccountChangeResult> {
  if (userId === actor.id) return { ok: false, message: "You can't change your own role. Ask another administrator." };
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!target) return GONE;
    // Serialise role changes so two admins demoting each other cannot leave none.
    await tx.execute(sql`select pg_advisory_xact_lock(727502)`);
    const [current] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    const before: Role = current?.role ?? "user";
    if (before === role) return { ok: true };
    if (before === "admin") {
      const [admins] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(userRoles)
        .where(eq(userRoles.role, "admin"));
      if ((admins?.count ?? 0) <= 1) return { ok: false, message: "The site needs at least one administrator." };
    }
    await tx.insert(userRoles).values({ userId, role }).onConflictDoUpdate({ target: userRoles.userId, set: { role } });
    await recordAudit(tx, actor, {
      action: "change_role",
      entity: "user",
      entityId: userId,
      details: { label: target.email, changes: { role: { from: ROLE_LABELS[before], to: ROLE_LABELS[role] } } },
    });
    return { ok: true };
  });
}

/**
 * Closes an account: it is marked disabled, every session it has ends at once (its next
 * request is signed out), and outstanding password-reset links stop working. Signing in is
 * refused from then on (auth.server.ts). An admin cannot disable their own account.
 */
export async function disableAccount(db: Db, actor: SessionUser, userId: string): Promise<AccountChangeResult> {
  if (userId === actor.id) return { ok: false, message: "You can't disable your own account." };
  return db.transaction(async (tx) => {
    const [target] = await tx
      .update(users)
      .set({ disabledAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.disabledAt)))
      .returning({ email: users.email });
    if (!target) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return exists ? { ok: false, message: "That account is already disabled." } : GONE;
    }
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await revokePasswordResetLinks(tx as unknown as Db, userId);
    await recordAudit(tx, actor, {
      action: "disable_account",
      entity: "user",
      entityId: userId,
      details: { email: target.email, sessionsEnded: ended.length },
    });
    return { ok: true };
  });
}

/** Opens a disabled account again: its owner can sign in with their password as before. */
export async function enableAccount(db: Db, actor: SessionUser, userId: string): Promise<AccountChangeResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .update(users)
      .set({ disabledAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.disabledAt)))
      .returning({ email: users.email });
    if (!target) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return exists ? { ok: false, message: "That account is already active." } : GONE;
    }
    await recordAudit(tx, actor, {
      action: "enable_account",
      entity: "user",
      entityId: userId,
      details: { email: target.email },
    });
    return { ok: true };
  });
}

type EmailCtx = Pick<SiteContext, "db" | "auth" | "env" | "logger">;

async function findForEmail(db: Db, userId: string) {
  const [target] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return target ?? null;
}

/**
 * Queues the confirmation email again, with a new link, through better-auth's own sender (the
 * same email the sign-up sends). Only for an account whose address is not confirmed yet.
 */
export async function resendConfirmationFor(
  ctx: EmailCtx,
  actor: SessionUser,
  userId: string,
): Promise<AccountChangeResult> {
  const target = await findForEmail(ctx.db, userId);
  if (!target) return GONE;
  if (target.emailVerified) return { ok: false, message: "This email address is already confirmed." };
  if (target.disabledAt) return { ok: false, message: "This account is disabled. Enable it first." };
  await ctx.auth.api.sendVerificationEmail({ body: { email: target.email, callbackURL: "/" } });
  await recordAudit(ctx.db, actor, {
    action: "resend_confirmation",
    entity: "user",
    entityId: userId,
    details: { email: target.email },
  });
  return { ok: true };
}

/** Queues a password-reset email (the one "Forgot password" sends; the link works for an hour). */
export async function sendPasswordResetFor(
  ctx: EmailCtx,
  actor: SessionUser,
  userId: string,
): Promise<AccountChangeResult> {
  const target = await findForEmail(ctx.db, userId);
  if (!target) return GONE;
  if (target.disabledAt) return { ok: false, message: "This account is disabled. Enable it first." };
  // Disabled just now, between the check above and this call? `sendResetPassword` looks again.
  await asStaffSentReset(() =>
    ctx.auth.api.requestPasswordReset({
      body: { email: target.email, redirectTo: `${ctx.env.PUBLIC_URL}/auth/reset-password` },
    }),
  );
  await recordAudit(ctx.db, actor, {
    action: "send_password_reset",
    entity: "user",
    entityId: userId,
    details: { email: target.email },
  });
  return { ok: true };
}

/**
 * Resets a colleague's second factor (ADR 0026), for a lost phone: their authenticator secret,
 * backup codes and trusted browsers are removed and they are signed out everywhere; at their next
 * sign-in (password only) they set up a new app before any back-office page. Audited. Only
 * another administrator may do it: nobody removes their own second factor this way.
 */
export async function resetTwoFactor(db: Db, actor: SessionUser, userId: string): Promise<AccountChangeResult> {
  if (userId === actor.id)
    return { ok: false, message: "You can't reset your own two-factor sign-in. Ask another administrator." };
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!target) return GONE;
    const txDb = tx as unknown as Db;
    if (!(await removeSecondFactor(txDb, userId)))
      return { ok: false, message: "This account has no two-factor sign-in to reset." };
    await recordAudit(tx, actor, {
      action: "reset_two_factor",
      entity: "user",
      entityId: userId,
      details: { email: target.email },
    });
    return { ok: true };
  });
}
