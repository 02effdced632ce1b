import { desc, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userRoles, users, type Role } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { containsPattern } from "~/db/errors";

export const ACCOUNTS_PAGE_SIZE = 25;

export async function listAccounts(db: Db, { q, page }: { q?: string; page: number }) {
  const where = q ? ilike(users.email, containsPattern(q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        role: sql<Role>`coalesce(${userRoles.role}, 'user')`,
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

export type RoleChangeResult = { ok: true } | { ok: false; message: string };

/**
 * Grants or removes the admin role of another account. An admin never changes their own
 * role here (so they cannot lock themselves out), and the last admin always stays.
 */
export async function changeRole(db: Db, actor: SessionUser, userId: string, role: Role): Promise<RoleChangeResult> {
  if (userId === actor.id) return { ok: false, message: "You can't change your own role. Ask another administrator." };
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!target) return { ok: false, message: "That account no longer exists." };
    // Serialise role changes so two admins demoting each other cannot leave none.
    await tx.execute(sql`select pg_advisory_xact_lock(727502)`);
    if (role === "user") {
      const [admins] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(userRoles)
        .where(eq(userRoles.role, "admin"));
      const [current] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
      if (current?.role === "admin" && (admins?.count ?? 0) <= 1) {
        return { ok: false, message: "The site needs at least one administrator." };
      }
    }
    await tx.insert(userRoles).values({ userId, role }).onConflictDoUpdate({ target: userRoles.userId, set: { role } });
    await recordAudit(tx, actor, {
      action: role === "admin" ? "grant_admin" : "remove_admin",
      entity: "user",
      entityId: userId,
      details: { email: target.email },
    });
    return { ok: true };
  });
}
