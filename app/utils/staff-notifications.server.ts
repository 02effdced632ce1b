/**
 * Staff notifications that cannot flood the staff inbox (issue 33, ADR 0021). Every submission
 * still asks for one; the first `alonePerWindow` in a window go out one by one, and past that the
 * submission waits in `staff_notifications` for the next digest: one email per period listing
 * what arrived since the last one. Everything lives in the database, in the submission's own
 * transaction, so it holds across processes and restarts: a digest is queued into the outbox in
 * the same transaction that marks its rows, by whichever process gets there first, once.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, staffNotifications } from "~/db/schema";
import type { Env } from "~/env.server";
import type * as DigestEmail from "./staff-digest-email.server";

/** The numbers of the cap, in one place (ADR 0021). */
export const STAFF_NOTIFICATIONS = {
  /** Notifications sent one by one within a window; the rest wait for a digest. */
  alonePerWindow: 20,
  windowMs: 60 * 60_000,
  /** The time between digests unless STAFF_DIGEST_MINUTES says otherwise. */
  digestEveryMs: 10 * 60_000,
  /** Submissions listed by name in one digest; the rest are counted and linked. */
  listedPerDigest: 100,
  /** How much of a visitor's name or subject a digest line shows. */
  summaryLength: 80,
} as const;

/** pg_advisory_xact_lock ids, fixed so every process agrees on them. */
const DECIDE_LOCK_ID = 330_021;
const DIGEST_LOCK_ID = 330_022;

/** What a digest line says about a submission. */
export interface StaffRecord {
  /** As the back office names it: "Contact message". */
  kind: string;
  /** The visitor's name or subject (shortened here). */
  summary: string;
  /** The record's back-office path: "/admin/submissions/contact/<id>". */
  path: string;
  /** The visitor's address, so staff can answer from the digest too. */
  replyTo?: string | null;
}

type Tx = Pick<Db, "insert" | "execute">;

function shorten(text: string, max: number = STAFF_NOTIFICATIONS.summaryLength): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** An interval of `ms` milliseconds, as SQL. */
function milliseconds(ms: number) {
  return sql`(${ms}::double precision * interval '1 millisecond')`;
}

const waiting = and(eq(staffNotifications.sentAlone, false), isNull(staffNotifications.digestEmailId));

/**
 * Records a staff notification in the caller's transaction and says whether it goes out alone
 * (true: the caller queues its email) or waits for the digest. Decisions are taken one at a time
 * (an advisory lock held until the caller commits), so several processes together send no more
 * than the cap. Once one is waiting, later ones wait too, so staff read them in order.
 */
export async function recordStaffNotification(tx: Tx, record: StaffRecord): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DECIDE_LOCK_ID})`);
  const windowMs = STAFF_NOTIFICATIONS.windowMs;
  const [row] = await tx
    .insert(staffNotifications)
    .values({
      kind: record.kind,
      summary: shorten(record.summary) || "(no name given)",
      path: record.path,
      replyTo: record.replyTo ?? null,
      sentAlone: sql`(
        select count(*) from ${staffNotifications}
        where ${staffNotifications.sentAlone}
          and ${staffNotifications.createdAt} > clock_timestamp() - ${milliseconds(windowMs)}
      ) < ${STAFF_NOTIFICATIONS.alonePerWindow}
      and not exists (select 1 from ${staffNotifications} where ${waiting})`,
      // The moment of the decision, not of the transaction's start, so a digest made just before
      // this commits sees it as new.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ sentAlone: staffNotifications.sentAlone });
  return row?.sentAlone ?? true;
}

/** The time between digests (STAFF_DIGEST_MINUTES, else the default). */
export function digestPeriodMs(env: Pick<Env, "STAFF_DIGEST_MINUTES">): number {
  return env.STAFF_DIGEST_MINUTES === undefined
    ? STAFF_NOTIFICATIONS.digestEveryMs
    : Math.round(env.STAFF_DIGEST_MINUTES * 60_000);
}

/**
 * In how many milliseconds the next digest is due (0: now), or null when nothing waits. The
 * oldest waiting notification decides: a digest goes out one period after it arrived, so digests
 * are at least a period apart.
 */
export async function nextDigestInMs(db: Pick<Db, "select">, periodMs: number): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<
        number | string | null
      >`extract(epoch from (min(${staffNotifications.createdAt}) + ${milliseconds(periodMs)} - clock_timestamp())) * 1000`,
    })
    .from(staffNotifications)
    .where(waiting);
  if (row?.ms === null || row?.ms === undefined) return null;
  return Math.max(0, Number(row.ms));
}

/**
 * The digest's template, loaded the first time a digest is made: React Email is about 30 MB of
 * heap (see the newsletter's `loadIssueEmail`), which a process that never sees a flood never needs.
 */
let digestEmailLoading: Promise<typeof DigestEmail> | undefined;
function loadDigestEmail() {
  digestEmailLoading ??= import("./staff-digest-email.server").catch((error: unknown) => {
    digestEmailLoading = undefined;
    throw error;
  });
  return digestEmailLoading;
}

type DigestEnv = Pick<Env, "STAFF_EMAIL" | "CONTACT_EMAIL" | "PUBLIC_URL" | "SITE_TIME_ZONE" | "STAFF_DIGEST_MINUTES">;

/**
 * Queues the digest when one is due: marks every waiting notification with the digest's outbox
 * id and writes the digest into the outbox, in one transaction. Digest makers take turns (an
 * advisory lock) and look again once it is theirs, so two processes never send two digests for
 * one period, and a process that dies halfway leaves everything waiting for the next one.
 * Returns whether it queued one.
 */
export async function queueDueStaffDigest(db: Db, env: DigestEnv, periodMs = digestPeriodMs(env)): Promise<boolean> {
  const dueIn = await nextDigestInMs(db, periodMs);
  if (dueIn === null || dueIn > 0) return false;
  const template = await loadDigestEmail();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DIGEST_LOCK_ID})`);
    if ((await nextDigestInMs(tx, periodMs)) !== 0) return false;
    const emailId = randomUUID();
    await tx.update(staffNotifications).set({ digestEmailId: emailId }).where(waiting);
    const mine = eq(staffNotifications.digestEmailId, emailId);
    const [totals, listed] = await Promise.all([
      tx
        .select({
          count: sql<number>`count(*)::int`,
          since: sql<Date | string>`min(${staffNotifications.createdAt})`,
        })
        .from(staffNotifications)
        .where(mine),
      tx
        .select({
          kind: staffNotifications.kind,
          summary: staffNotifications.summary,
          path: staffNotifications.path,
          replyTo: staffNotifications.replyTo,
          createdAt: staffNotifications.createdAt,
        })
        .from(staffNotifications)
        .where(mine)
        .orderBy(asc(staffNotifications.createdAt))
        .limit(STAFF_NOTIFICATIONS.listedPerDigest),
    ]);
    const count = totals[0]?.count ?? 0;
    if (count === 0) return false;
    const email = await template.renderStaffDigestEmail({
      siteUrl: env.PUBLIC_URL,
      timeZone: env.SITE_TIME_ZONE,
      count,
      since: new Date(totals[0]!.since),
      alonePerWindow: STAFF_NOTIFICATIONS.alonePerWindow,
      windowMinutes: STAFF_NOTIFICATIONS.windowMs / 60_000,
      periodMinutes: periodMs / 60_000,
      entries: listed.map((row) => ({ ...row, url: `${env.PUBLIC_URL}${row.path}` })),
    });
    await tx.insert(emailOutbox).values({
      id: emailId,
      toAddress: env.STAFF_EMAIL ?? env.CONTACT_EMAIL,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    });
    return true;
  });
}

/**
 * Forgets notifications that are done (sent alone, or listed in a digest) once they are older
 * than a window: the cap only counts the last window, and the submissions themselves are kept
 * in their own tables.
 */
export async function pruneStaffNotifications(db: Pick<Db, "delete">): Promise<void> {
  await db.delete(staffNotifications).where(
    sql`${staffNotifications.createdAt} < clock_timestamp() - ${milliseconds(STAFF_NOTIFICATIONS.windowMs)}
        and (${staffNotifications.sentAlone} or ${staffNotifications.digestEmailId} is not null)`,
  );
}
