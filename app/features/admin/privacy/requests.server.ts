/**
 * People's own requests in the back office (issue 38, ADR 0042): only confirmed ones appear,
 * with the date by which to answer them; carrying one out sends the person a "done" email.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { privacyRequests, type PrivacyRequestKind, type PrivacyRequestStatus } from "~/db/schema";
import type { Env } from "~/env.server";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { queueEmail } from "~/utils/email.server";
import { renderDoneEmail } from "./done-email.server";
import { erasePerson } from "./privacy.server";

/** Confirmed requests not yet carried out (the tab's count). */
export async function countWaitingRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(privacyRequests)
    .where(eq(privacyRequests.status, "confirmed"));
  return row?.count ?? 0;
}

export interface StaffRequest {
  id: string;
  kind: PrivacyRequestKind;
  /** The address while the request waits; a masked one once done. */
  email: string;
  status: Exclude<PrivacyRequestStatus, "unconfirmed">;
  confirmedAt: Date;
  dueAt: Date;
  completedAt: Date | null;
}

const columns = {
  id: privacyRequests.id,
  kind: privacyRequests.kind,
  email: privacyRequests.email,
  status: privacyRequests.status,
  confirmedAt: privacyRequests.confirmedAt,
  dueAt: privacyRequests.dueAt,
  completedAt: privacyRequests.completedAt,
};

/** Waiting requests, the soonest due first, then the 50 last done. Unconfirmed ones never show. */
export async function listRequests(db: Db): Promise<{ waiting: StaffRequest[]; done: StaffRequest[] }> {
  const [waiting, done] = await Promise.all([
    db
      .select(columns)
      .from(privacyRequests)
      .where(eq(privacyRequests.status, "confirmed"))
      .orderBy(asc(privacyRequests.dueAt)),
    db
      .select(columns)
      .from(privacyRequests)
      .where(eq(privacyRequests.status, "done"))
      .orderBy(desc(privacyRequests.completedAt))
      .limit(50),
  ]);
  return { waiting: waiting as StaffRequest[], done: done as StaffRequest[] };
}

/** A confirmed or done request, or null (no such request, or one never confirmed). */
export async function getRequestForStaff(db: Db, id: string): Promise<StaffRequest | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select(columns)
    .from(privacyRequests)
    .where(and(eq(privacyRequests.id, id), ne(privacyRequests.status, "unconfirmed")))
    .limit(1);
  return (row as StaffRequest | undefined) ?? null;
}

function maskEmail(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  return `${name.slice(0, 1)}${"•".repeat(Math.max(3, Math.min(name.length - 1, 6)))}@${domain}`;
}

export type CarryOutOutcome =
  { ok: true; kind: PrivacyRequestKind; erased?: number } | { ok: false; reason: "not-confirmed" | "done" | "staff" };

/**
 * Carries out a confirmed request in one transaction: an erasure erases the address everywhere
 * (its own audit entry counts the records); then the request is marked done, keeps only a masked
 * address, and the person's "done" email is queued. A request not confirmed by its link, or
 * already done, is refused.
 */
export async function carryOutRequest(
  db: Db,
  env: Pick<Env, "CONTACT_EMAIL" | "BACKUPS_KEPT">,
  actor: SessionUser,
  id: string,
): Promise<CarryOutOutcome> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { ok: false, reason: "not-confirmed" };
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: privacyRequests.id,
        kind: privacyRequests.kind,
        email: privacyRequests.email,
        status: privacyRequests.status,
      })
      .from(privacyRequests)
      .where(eq(privacyRequests.id, id))
      .for("update");
    if (!request || request.status === "unconfirmed") return { ok: false, reason: "not-confirmed" };
    if (request.status === "done") return { ok: false, reason: "done" };
    let erased: number | undefined;
    if (request.kind === "erase") {
      const outcome = await erasePerson(db, actor, { email: request.email }, { requestId: id, tx });
      if (!outcome.ok) return { ok: false, reason: "staff" };
      erased = outcome.total;
    }
    await tx
      .update(privacyRequests)
      .set({
        status: "done",
        completedAt: new Date(),
        completedBy: actor.id,
        email: maskEmail(request.email),
        tokenHash: null,
        tokenExpiresAt: null,
      })
      .where(eq(privacyRequests.id, id));
    const message = await renderDoneEmail({
      kind: request.kind,
      contactEmail: env.CONTACT_EMAIL,
      backupsKeptDays: env.BACKUPS_KEPT,
    });
    await queueEmail(tx, { to: request.email, ...message });
    await recordAudit(tx, actor, {
      action: "carry-out",
      entity: "privacy-request",
      entityId: id,
      details: { kind: request.kind },
    });
    return { ok: true, kind: request.kind, erased };
  });
}
