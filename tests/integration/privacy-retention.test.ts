import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, contactSubmissions, emailOutbox, volunteerApplications } from "~/db/schema";
import { runRetentionIfDue } from "~/features/admin/privacy/retention.server";
import * as retentionRoute from "~/routes/admin/privacy/retention";
import * as privacyRoute from "~/routes/engage/privacy";
import { createContactSubmission, createVolunteerApplication } from "../factories/submissions";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, getRequest } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

/**
 * Issue 38, part 5: the dry run counts what each rule would anonymize; turned on, the daily job
 * anonymizes exactly the records past their period, once a day.
 */
const retentionLoader = underAdminLayout(retentionRoute.loader);
const retentionAction = underAdminLayout(retentionRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;

beforeAll(async () => {
  ({ database, context, adminCookie } = await setUpAdminTests({
    adminEmail: "retention-lead@example.org",
    userEmail: "retention-member@example.org",
    clientIp: "192.0.2.232",
  }));
});
beforeEach(() => {
  context = nextVisitorContext(database);
});
afterAll(async () => {
  await database?.close();
});

const monthsAgo = (months: number, days = 0) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};

interface Loaded {
  rules: { rule: string; months: number; wouldTouch: number }[];
  enabled: boolean;
  lastRun: string | null;
}

async function dryRun() {
  const page = await callRoute<Loaded>(() =>
    retentionLoader(args(get("/admin/privacy/retention", adminCookie), context)),
  );
  return Object.fromEntries(page.data.rules.map((rule) => [rule.rule, rule.wouldTouch]));
}

describe("retention", () => {
  it("counts in a dry run, then, turned on, anonymizes exactly what is past its period, once a day", async () => {
    const { db } = database;
    const oldMessage = await createContactSubmission(db, {
      createdAt: monthsAgo(24, 2),
      email: "old.message@example.org",
    });
    const recentMessage = await createContactSubmission(db, {
      createdAt: monthsAgo(23),
      email: "recent.message@example.org",
    });
    const closedLongAgo = await createVolunteerApplication(db, {
      status: "done",
      createdAt: monthsAgo(13),
      email: "closed.long@example.org",
    });
    const closedLately = await createVolunteerApplication(db, {
      status: "archived",
      createdAt: monthsAgo(20),
      email: "closed.lately@example.org",
    });
    // Its status changed two months ago: its last change is recent.
    await db.insert(auditLog).values({
      action: "status",
      entity: "volunteer",
      entityId: closedLately.id,
      details: { status: "archived" },
      createdAt: monthsAgo(2),
    });
    const stillOpen = await createVolunteerApplication(db, {
      status: "new",
      createdAt: monthsAgo(30),
      email: "still.open@example.org",
    });
    const [oldEmail, waitingEmail] = await db
      .insert(emailOutbox)
      .values([
        {
          toAddress: "old.mail@example.org",
          subject: "Thanks",
          textBody: "Hi",
          status: "sent",
          sentAt: monthsAgo(7),
          createdAt: monthsAgo(7),
        },
        {
          toAddress: "waiting.mail@example.org",
          subject: "Later",
          textBody: "Hi",
          status: "pending",
          createdAt: monthsAgo(7),
        },
      ])
      .returning();

    // The dry run, with the default periods (ADR 0042), counts and changes nothing.
    expect(await dryRun()).toEqual({ contact: 1, "closed-applications": 1, emails: 1 });
    expect(await runRetentionIfDue(db)).toEqual({ ran: false, reason: "off" });
    const [untouched] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, oldMessage.id));
    expect(untouched!.email).toBe("old.message@example.org");

    // Turned on (audited), the job runs once today.
    const on = await callRoute(() =>
      retentionAction(args(post("/admin/privacy/retention", { intent: "turn-on" }, adminCookie), context)),
    );
    expect(on.status).toBe(302);
    const run = await runRetentionIfDue(db);
    expect(run).toEqual({ ran: true, counts: { contact: 1, "closed-applications": 1, emails: 1 } });
    expect(await runRetentionIfDue(db)).toEqual({ ran: false, reason: "done-today" });

    const messages = await db
      .select()
      .from(contactSubmissions)
      .where(inArray(contactSubmissions.id, [oldMessage.id, recentMessage.id]));
    expect(messages.find((row) => row.id === oldMessage.id)).toMatchObject({
      name: "[erased]",
      message: "[erased]",
      email: `erased-${oldMessage.id}@erased.invalid`,
    });
    expect(messages.find((row) => row.id === recentMessage.id)!.email).toBe("recent.message@example.org");
    const applications = await db
      .select()
      .from(volunteerApplications)
      .where(inArray(volunteerApplications.id, [closedLongAgo.id, closedLately.id, stillOpen.id]));
    const emailOf = (id: string) => applications.find((row) => row.id === id)!.email;
    expect(emailOf(closedLongAgo.id)).toBe(`erased-${closedLongAgo.id}@erased.invalid`);
    expect(applications.find((row) => row.id === closedLongAgo.id)!.status).toBe("done");
    expect(emailOf(closedLately.id)).toBe("closed.lately@example.org");
    expect(emailOf(stillOpen.id)).toBe("still.open@example.org");
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [oldEmail!.id, waitingEmail!.id]));
    expect(mails.find((row) => row.id === oldEmail!.id)).toMatchObject({
      toAddress: `erased-${oldEmail!.id}@erased.invalid`,
      textBody: "[erased]",
      status: "sent",
    });
    expect(mails.find((row) => row.id === waitingEmail!.id)!.toAddress).toBe("waiting.mail@example.org");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "retention"));
    expect(entry!.details).toMatchObject({ records: { contact: 1, "closed-applications": 1, emails: 1 } });

    // Nothing is left past its period; the page says the job is on.
    expect(await dryRun()).toEqual({ contact: 0, "closed-applications": 0, emails: 0 });
    const page = await callRoute<Loaded>(() =>
      retentionLoader(args(get("/admin/privacy/retention", adminCookie), context)),
    );
    expect(page.data.enabled).toBe(true);
    expect(page.data.lastRun).not.toBeNull();
  });

  it("saves periods from the back office (audited, checked on the server), which the dry run and the privacy policy use", async () => {
    const bad = await callRoute<{ result: { error: Record<string, string[]> } }>(() =>
      retentionAction(
        args(
          post(
            "/admin/privacy/retention",
            { intent: "save", contact: "0", "closed-applications": "12", emails: "abc" },
            adminCookie,
          ),
          context,
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.contact).toEqual(["Keep records at least 1 month."]);
    expect(bad.data.result.error.emails).toEqual(["Enter a number of months."]);

    await createContactSubmission(database.db, { createdAt: monthsAgo(3) });
    const saved = await callRoute(() =>
      retentionAction(
        args(
          post(
            "/admin/privacy/retention",
            { intent: "save", contact: "2", "closed-applications": "18", emails: "3" },
            adminCookie,
          ),
          context,
        ),
      ),
    );
    expect(saved.status).toBe(302);
    expect((await dryRun()).contact).toBeGreaterThanOrEqual(2);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entity, "retention"));
    expect(entry).toBeDefined();

    const policy = await callRoute<{
      retention: { periods: { label: string; months: number }[]; backupsKept: number };
    }>(() => privacyRoute.loader(args(getRequest("/privacy"), context)));
    expect(policy.data.retention.backupsKept).toBe(14);
    expect(policy.data.retention.periods.map((period) => period.months)).toEqual([2, 18, 3]);
  });
});
