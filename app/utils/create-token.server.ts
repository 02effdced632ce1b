import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How long a create token is remembered: far longer than any retry or double click. */
const TOKEN_LIFETIME = sql`interval '1 day'`;

/**
 * Call first inside the create's transaction, and record `{ createToken }` in its audit entry's
 * details. Requests carrying the same token wait for each other here (a transaction-scoped advisory
 * lock on the token), then the later one finds the row the earlier one created and returns its id.
 */
export async function findCreatedByToken(tx: Tx, entity: string, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${token}, 0))`);
  const [row] = await tx
    .select({ id: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        gt(auditLog.createdAt, sql`now() - ${TOKEN_LIFETIME}`),
        eq(auditLog.action, "create"),
        eq(auditLog.entity, entity),
        sql`${auditLog.details} ->> 'createToken' = ${token}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
