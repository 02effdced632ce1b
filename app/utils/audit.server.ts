import type { Db } from "~/db/client.server";
import { auditLog, type Role } from "~/db/schema";
import { diffForAudit } from "./audit-diff";

type Writer = Pick<Db, "insert">;

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  /** What was saved (for an update: the fields as they are now, in the same shape as `before`). */
  details?: Record<string, unknown>;
  /**
   * For an update: the same fields as they were, read in the transaction before the change.
   * Given, only the fields that changed are kept, as `{ changes: { field: { from, to } } }`
   * (issue 18: the log used to list every field of every save).
   */
  before?: Record<string, unknown>;
  /** Fields whose values never go into the log (a campaign's eligibility code): only that they changed. */
  secretFields?: readonly string[];
}

/** Records who changed what, when. Call inside the same transaction as the change. */
export async function recordAudit(
  db: Writer,
  actor: { id: string; email: string; role?: Role },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.before
      ? diffForAudit(entry.before, entry.details ?? {}, entry.secretFields)
      : (entry.details ?? null),
  });
}
