import { desc, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

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
