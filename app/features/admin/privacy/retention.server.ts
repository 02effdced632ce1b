/**
 * Keep nothing longer than needed (issue 38, ADR 0042): per kind of record a period in months,
 * set in the back office; a dry run that counts what each rule would anonymize; and, once staff
 * turn it on, a daily run that anonymizes exactly what is past its period (the erasure's own
 * marker, rows kept so counts stay true).
 */
import { and, inArray, lt, notLike, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { appMeta, auditLog, emailOutbox, retentionRules, staffNotifications } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import type { Logger } from "~/utils/logger.server";
import { recordAudit } from "~/utils/audit.server";
import {
  DECISIONS_TABLE,
  ERASED,
  erasedEmail,
  NOTES_TABLE,
  PERSON_TABLES,
  type PersonTable,
  type Tx,
} from "./person-tables.server";

type Reader = Pick<Db, "select">;

export interface RetentionRule {
  rule: string;
  label: string;
  /** From when the period counts, in the policy's words. */
  after: string;
  defaultMonths: number;
}

/** The rules and their defaults (ADR 0042). */
export const RETENTION_RULES = [
  { rule: "contact", label: "Contact messages", after: "after they arrive", defaultMonths: 24 },
  {
    rule: "closed-applications",
    label: "Applications, enrollments and support offers marked Done or Archived",
    after: "after their last change",
    defaultMonths: 12,
  },
  { rule: "emails", label: "Emails we sent (the outbox)", after: "after they were sent", defaultMonths: 6 },
] as const satisfies readonly RetentionRule[];

export type RetentionRuleName = (typeof RETENTION_RULES)[number]["rule"];
export const MIN_MONTHS = 1;
export const MAX_MONTHS = 120;

const ENABLED_KEY = "retention.enabled";
const LAST_RUN_KEY = "retention.last-run";
/** pg_advisory_xact_lock id, fixed so every process agrees: one daily run at a time, once a day. */
const RETENTION_LOCK_ID = 727538;

export interface RetentionSettings {
  enabled: boolean;
  lastRun: Date | null;
  months: Record<RetentionRuleName, number>;
}

export async function getRetentionSettings(db: Reader): Promise<RetentionSettings> {
  const [rules, meta] = await Promise.all([
    db.select().from(retentionRules),
    db
      .select()
      .from(appMeta)
      .where(inArray(appMeta.key, [ENABLED_KEY, LAST_RUN_KEY])),
  ]);
  const months = Object.fromEntries(
    RETENTION_RULES.map((rule) => [
      rule.rule,
      rules.find((row) => row.rule === rule.rule)?.months ?? rule.defaultMonths,
    ]),
  ) as Record<RetentionRuleName, number>;
  const lastRun = meta.find((row) => row.key === LAST_RUN_KEY)?.value;
  return {
    enabled: meta.find((row) => row.key === ENABLED_KEY)?.value === "true",
    lastRun: lastRun ? new Date(lastRun) : null,
    months,
  };
}

/** The periods as the privacy policy states them. */
export async function getRetentionPeriods(db: Reader) {
  const { months } = await getRetentionSettings(db);
  return RETENTION_RULES.map((rule) => ({ label: rule.label, after: rule.after, months: months[rule.rule] }));
}

function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

const notErased = (column: AnyPgColumn) => notLike(column, "erased-%@erased.invalid");

/** A submission's last change: the latest audit entry about it (a status change), else its arrival. */
function lastChange(submission: NonNullable<PersonTable["submission"]>): SQL {
  return sql`coalesce((select max(${auditLog.createdAt}) from ${auditLog} where ${auditLog.entity} = ${submission.kind} and ${auditLog.entityId} = ${submission.id}::text), ${submission.date})`;
}

const SUBMISSION_TABLES = PERSON_TABLES.filter((table) => table.submission);

/** What one rule touches before `cutoff`: per table, the ids of the rows to anonymize. */
async function candidates(db: Reader, rule: RetentionRuleName, cutoff: Date) {
  const found: { table: PersonTable | "emails"; ids: string[] }[] = [];
  if (rule === "emails") {
    const rows = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ["sent", "failed", "skipped"]),
          lt(sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`, cutoff),
          notErased(emailOutbox.toAddress),
        ),
      );
    found.push({ table: "emails", ids: rows.map((row) => row.id) });
    return found;
  }
  for (const table of SUBMISSION_TABLES) {
    const submission = table.submission!;
    const isContact = submission.kind === "contact";
    if ((rule === "contact") !== isContact) continue;
    const where = isContact
      ? and(lt(submission.date, cutoff), notErased(submission.email))
      : and(
          inArray(submission.status, ["done", "archived"]),
          sql`${lastChange(submission)} < ${cutoff.toISOString()}::timestamptz`,
          notErased(submission.email),
        );
    const rows = (await db.select({ id: submission.id }).from(table.table).where(where)) as { id: string }[];
    found.push({ table, ids: rows.map((row) => String(row.id)) });
  }
  return found;
}

/** The dry run: how many records each rule would anonymize now, with the periods given (or saved). */
export async function previewRetention(db: Reader, now = new Date(), months?: Record<RetentionRuleName, number>) {
  const periods = months ?? (await getRetentionSettings(db)).months;
  const counts = {} as Record<RetentionRuleName, number>;
  for (const rule of RETENTION_RULES) {
    const found = await candidates(db, rule.rule, monthsBefore(now, periods[rule.rule]));
    counts[rule.rule] = found.reduce((sum, entry) => sum + entry.ids.length, 0);
  }
  return counts;
}

/** Anonymizes what every rule finds past its period, in the caller's transaction; returns the counts. */
async function applyRetention(tx: Tx, now: Date, months: Record<RetentionRuleName, number>) {
  const counts = {} as Record<RetentionRuleName, number>;
  for (const rule of RETENTION_RULES) {
    const found = await candidates(tx, rule.rule, monthsBefore(now, months[rule.rule]));
    counts[rule.rule] = 0;
    for (const { table, ids } of found) {
      if (ids.length === 0) continue;
      counts[rule.rule] += ids.length;
      if (table === "emails") {
        await tx
          .update(emailOutbox)
          .set({
            toAddress: erasedEmail(emailOutbox.id) as never,
            subject: ERASED,
            textBody: ERASED,
            htmlBody: null,
            headers: null,
            lastError: null,
          })
          .where(inArray(emailOutbox.id, ids));
        continue;
      }
      const context = { person: { email: "" }, email: "", userIds: [], paths: [] };
      await table.erase(tx, ids, context);
      // The staff notifications that named them.
      const paths = ids.map((id) => table.pathOf!(id));
      await tx.update(staffNotifications).set({ summary: ERASED }).where(inArray(staffNotifications.path, paths));
      // What staff wrote about them and to them (issue 36): the same registry entries as an erasure.
      const about = { ...context, paths };
      for (const entry of [DECISIONS_TABLE, NOTES_TABLE]) await entry.erase(tx, await entry.find(tx, about), about);
    }
  }
  return counts;
}

export type DailyRunResult =
  { ran: false; reason: "off" | "done-today" } | { ran: true; counts: Record<string, number> };

/**
 * The daily job's one step: if the job is on and has not run today (UTC), anonymize what is past
 * its period, note the run and audit it. Under an advisory lock, with "ran today" read inside
 * it, so two processes (or a restart) never run it twice on one day.
 */
export async function runRetentionIfDue(db: Db, now = new Date()): Promise<DailyRunResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_ID})`);
    const settings = await getRetentionSettings(tx);
    if (!settings.enabled) return { ran: false, reason: "off" };
    if (settings.lastRun && settings.lastRun.toISOString().slice(0, 10) >= now.toISOString().slice(0, 10))
      return { ran: false, reason: "done-today" };
    const counts = await applyRetention(tx, now, settings.months);
    await setMeta(tx, LAST_RUN_KEY, now.toISOString());
    await tx.insert(auditLog).values({
      actorUserId: null,
      actorEmail: null,
      action: "retention",
      entity: "retention",
      details: { records: counts, months: settings.months },
    });
    return { ran: true, counts };
  });
}

async function setMeta(tx: Tx, key: string, value: string) {
  await tx.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

/** Saves the periods (audited with what changed). */
export async function saveRetentionPeriods(db: Db, actor: SessionUser, months: Record<RetentionRuleName, number>) {
  await db.transaction(async (tx) => {
    const before = (await getRetentionSettings(tx)).months;
    for (const rule of RETENTION_RULES) {
      await tx
        .insert(retentionRules)
        .values({ rule: rule.rule, months: months[rule.rule] })
        .onConflictDoUpdate({ target: retentionRules.rule, set: { months: months[rule.rule] } });
    }
    await recordAudit(tx, actor, { action: "update", entity: "retention", before, details: months });
  });
}

/** Turns the daily job on or off (audited). */
export async function setRetentionEnabled(db: Db, actor: SessionUser, enabled: boolean) {
  await db.transaction(async (tx) => {
    await setMeta(tx, ENABLED_KEY, String(enabled));
    await recordAudit(tx, actor, { action: enabled ? "turn-on" : "turn-off", entity: "retention" });
  });
}

/** First look a few minutes after start (a restart stays quick), then hourly; it runs once a day. */
const FIRST_CHECK_MS = 5 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;

/**
 * The daily job, started by the server (server/app.ts) beside the outbox worker and the backups.
 * Every process may start it: the advisory lock and the last-run date make one run a day.
 */
export function startRetentionJob({
  db,
  logger,
  firstCheckMs = FIRST_CHECK_MS,
}: {
  db: Db;
  logger: Logger;
  firstCheckMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runRetentionIfDue(db)
        .then((result) => {
          if (result.ran) logger.info({ records: result.counts }, "retention: anonymized records past their period");
        })
        .catch((error: unknown) => logger.error({ err: error }, "the retention job failed"))
        .finally(() => schedule(CHECK_EVERY_MS));
    }, ms);
    timer.unref();
  };
  schedule(firstCheckMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
