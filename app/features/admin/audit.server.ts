import { desc, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";

type Writer = Pick<Db, "insert">;

/** Records who changed what, when. Call inside the same transaction as the change. */
export async function recordAudit(
  db: Writer,
  actor: Pick<SessionUser, "id" | "email">,
  entry: { action: string; entity: string; entityId?: string | null; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(db: Db, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ count: sql<number>`count(*)::int` }).from(auditLog),
  ]);
  return { rows, total: total?.count ?? 0 };
}
