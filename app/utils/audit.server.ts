import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

type Writer = Pick<Db, "insert">;

/** Records who changed what, when. Call inside the same transaction as the change. */
export async function recordAudit(
  db: Writer,
  actor: { id: string; email: string },
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
