import { randomBytes, randomUUID } from "node:crypto";
import { getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import * as schema from "~/db/schema";
import {
  auditLog,
  emailOutbox,
  lessonCompletions,
  donations,
  privacyRequests,
  rateLimits,
  sessions,
  staffNotifications,
  submissionDecisions,
  submissionNotes,
  submissionReceipts,
  verifications,
} from "~/db/schema";
import { listCampaignsForAdmin } from "~/features/campaigns/admin.server";
import { countSubmissions } from "~/features/admin/submissions.server";
import {
  JSON_WITHOUT_PEOPLE,
  PERSON_TABLES,
  TABLES_WITHOUT_PEOPLE,
} from "~/features/admin/privacy/person-tables.server";
import { mailboxKey } from "~/utils/rate-limit.server";
import * as contactRoute from "~/routes/engage/contact";
import * as campaignRoute from "~/routes/campaigns/campaign";
import * as findRoute from "~/routes/admin/privacy/find";
import * as exportRoute from "~/routes/admin/privacy/export";
import { createCourseWithLessons } from "../factories/academy";
import { createCampaign, createParticipant } from "../factories/campaigns";
import { createSubscriber } from "../factories/newsletters";
import {
  createAgentApplication,
  createConsultantApplication,
  createContactSubmission,
  createCourseSubmission,
  createDiamondApplication,
  createOpportunityApplication,
  createVolunteerApplication,
  createVolunteerFormSubmission,
} from "../factories/submissions";
import { unique } from "../factories/unique";
import { createUser } from "../factories/users";
import type { TestDatabase } from "../setup/database";
import { args, callRoute } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

/**
 * Issue 38: one address in every table that can hold it is found, exported whole, and erased so
 * that no row anywhere still holds it (or the person's name or phone), while every count the
 * public pages show stays the same.
 */
const findAction = underAdminLayout(findRoute.action);
const exportAction = underAdminLayout(exportRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "privacy-lead@example.org",
    userEmail: "privacy-member@example.org",
    clientIp: "192.0.2.230",
  }));
});
beforeEach(() => {
  context = nextVisitorContext(database);
});
afterAll(async () => {
  await database?.close();
});

// ───────────────────────────── coverage ─────────────────────────────

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
/**
 * A column that holds an email address by its name (the schema's keys: `email`, `actorEmail`,
 * `toAddress`, `donorEmail`, `submitter_email`…), not `emailVerified` or `digestEmailId`.
 */
const EMAIL_LIKE = /(e_?mail(_?address)?|to_?address)$/i;

describe("every table that can hold a person is covered", () => {
  const covered = new Map(PERSON_TABLES.map((entry) => [getTableName(entry.table), entry]));

  it("lists each table either as holding people or as free of them", () => {
    const unlisted = tables
      .map((table) => getTableName(table))
      .filter((name) => !covered.has(name) && !(TABLES_WITHOUT_PEOPLE as readonly string[]).includes(name));
    expect(unlisted, "add these tables to PERSON_TABLES or TABLES_WITHOUT_PEOPLE").toEqual([]);
  });

  it("finds and erases by every email-like column, and searches every JSON column that may hold one", () => {
    const missing: string[] = [];
    for (const table of tables) {
      const name = getTableName(table);
      const entry = covered.get(name);
      for (const column of getTableConfig(table).columns) {
        const label = `${name}.${column.name}`;
        if (EMAIL_LIKE.test(column.name) && !entry?.emailColumns.includes(column)) missing.push(label);
        if (
          column.dataType === "json" &&
          !entry?.jsonColumns?.includes(column) &&
          !(JSON_WITHOUT_PEOPLE as readonly string[]).includes(label)
        )
          missing.push(label);
      }
    }
    expect(missing, "cover these columns in PERSON_TABLES (emailColumns / jsonColumns)").toEqual([]);
  });
});

// ───────────────────────────── one person everywhere ─────────────────────────────

interface Found {
  found: {
    email: string;
    total: number;
    groups: { key: string; label: string; records: { title: string }[] }[];
  } | null;
}

/** Puts the address (and name and phone) into every table the privacy tools cover. */
async function personEverywhere(email: string, name: string, phone: string) {
  const { db } = database;
  const user = await createUser(db, { email, name });
  await db.insert(sessions).values({
    id: randomBytes(8).toString("hex"),
    token: randomBytes(16).toString("hex"),
    userId: user.id,
    expiresAt: new Date(Date.now() + 86_400_000),
    ipAddress: "203.0.113.99",
    userAgent: "Test browser",
  });
  await db.insert(verifications).values({
    id: randomBytes(8).toString("hex"),
    identifier: `reset-password:${randomBytes(8).toString("hex")}`,
    value: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const { course, modules } = await createCourseWithLessons(db, { modules: 1, lessonsPerModule: 1 });
  await db.insert(lessonCompletions).values({ userId: user.id, lessonId: modules[0]!.lessons[0]!.id });
  await createCourseSubmission(db, { courseId: course.id, chosenCourse: course.title, name, email, userId: user.id });
  const contact = await createContactSubmission(db, {
    name,
    email,
    subject: `Hello from ${name}`,
    message: `I am ${name}, call ${phone}.`,
  });
  // What staff wrote to and about them (issue 36), and the receipt counted for the daily limit.
  await db.insert(submissionDecisions).values({
    kind: "contact",
    submissionId: contact.id,
    outcome: "replied",
    toAddress: email,
    subject: `About your message, ${name}`,
    message: `Dear ${name}, thank you.`,
    decidedByName: "Staff Member",
    decidedByEmail: "staff@example.org",
    emailId: randomUUID(),
  });
  await db.insert(submissionNotes).values({
    kind: "contact",
    submissionId: contact.id,
    body: `${name} called back from ${phone}.`,
    authorName: "Staff Member",
  });
  await db.insert(submissionReceipts).values({
    address: email,
    kind: "contact",
    submissionId: contact.id,
    emailId: randomUUID(),
  });
  await createVolunteerApplication(db, { firstName: name, lastName: "Zed", email, phone });
  await createAgentApplication(db, { fullName: name, email, phone });
  await createConsultantApplication(db, { fullName: name, email, phone });
  await createDiamondApplication(db, { fullName: name, email, phone });
  await createOpportunityApplication(db, { name, email, phone });
  const campaign = await createCampaign(db);
  await createParticipant(db, campaign); // someone else, so the count has two
  await createParticipant(db, campaign, { fullName: name, email, phone, address: `${name}'s house, 4 Elm St` });
  await createVolunteerFormSubmission(db, { name, email });
  const subscriber = await createSubscriber(db, { email });
  await db.insert(donations).values({
    source: "manual",
    sourceId: `manual-${randomBytes(6).toString("hex")}`,
    amountCents: 30_000,
    giftDate: new Date(),
    donorName: name,
    donorEmail: email,
    campaignId: campaign.id,
    status: "succeeded",
    method: "check",
    note: `Check from ${name}`,
    payload: { donor: { email, name } },
  });
  await db
    .insert(schema.donationStatementEmails)
    .values({ donorEmail: email.toLowerCase(), year: 2026, totalCents: 30_000, giftCount: 1 });
  await db.insert(privacyRequests).values({ kind: "export", email, status: "unconfirmed" });
  await db.insert(staffNotifications).values({
    kind: "Contact message",
    summary: name,
    path: `/admin/submissions/contact/${contact.id}`,
    sentAlone: true,
  });
  await db.insert(emailOutbox).values([
    { toAddress: email, subject: "Please confirm", textBody: `Hello ${name}`, status: "pending" },
    { toAddress: email, subject: "Welcome", textBody: `Hello ${name}`, status: "sent", sentAt: new Date() },
    {
      toAddress: "staff@example.org",
      subject: `New contact message: from ${name}`,
      textBody: `Name: ${name}\nEmail: ${email}\nPhone: ${phone}`,
      status: "sent",
      sentAt: new Date(),
    },
    {
      toAddress: email,
      subject: "Newsletter",
      textBody: "",
      subscriberId: subscriber.id,
      headers: { "List-Unsubscribe": `<https://example.org/u?for=${email}>` },
      status: "sent",
    },
  ]);
  await db.insert(auditLog).values({ action: "remove", entity: "subscriber", details: { email } });
  await db.insert(rateLimits).values({ key: `newsletterEmailsByMailbox:${mailboxKey(email)}`, points: 1 });
  return { user, campaign };
}

/** Every row of every table, as JSON text, that mentions `needle` (case-insensitive). */
async function rowsMentioning(needle: string) {
  const hits: string[] = [];
  for (const table of tables) {
    const name = getTableName(table);
    const result = await database.db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t where row_to_json(t)::text ilike ${`%${needle}%`}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { row: string }[] }).rows) as { row: string }[];
    for (const row of rows) hits.push(`${name}: ${row.row}`);
  }
  return hits;
}

async function publicCounts(campaignId: string) {
  const campaignPage = await callRoute(() =>
    campaignRoute.loader(args(get(`/campaigns/${campaignId}`), context, { id: campaignId })),
  );
  const campaigns = await listCampaignsForAdmin(database.db);
  return {
    campaignPage: JSON.stringify(campaignPage.data),
    participants: campaigns.find((row) => row.id === campaignId)?.participantCount,
    submissions: await countSubmissions(database.db),
  };
}

describe("find, export and erase one person", () => {
  it("finds the address in every covered table, exports every record, and erases every trace", async () => {
    const email = `${unique("quill")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")}@example.org`;
    const name = unique("Ottoline Quillfeather");
    const phone = "(555) 014-2291";
    const { campaign } = await personEverywhere(email, name, phone);
    const before = await publicCounts(campaign.id);

    // Find: every table of the registry has at least one record (a table added there without a
    // row here fails, as does a find that misses its rows).
    const found = await callRoute<Found>(() =>
      findAction(
        args(post("/admin/privacy", { intent: "find", email: email.toUpperCase(), phone }, adminCookie), context),
      ),
    );
    expect(found.status).toBe(200);
    const groups = new Map(found.data.found!.groups.map((group) => [group.key, group.records.length]));
    const empty = PERSON_TABLES.map((entry) => entry.key).filter((key) => !groups.get(key));
    expect(empty, "tables without a record of the person in this test").toEqual([]);
    expect(groups.get("emails")).toBe(4);
    expect(groups.get("campaign")).toBe(1);

    // Export: the JSON file has the same records, labeled as the detail pages label them.
    const file = await callRoute<string>(() =>
      exportAction(args(post("/admin/privacy/export", { email, phone, format: "json" }, adminCookie), context)),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="personal-data-/);
    expect(file.headers.get("Cache-Control")).toBe("no-store");
    const copy = file.data as unknown as {
      sections: { kind: string; records: { fields: Record<string, unknown> }[] }[];
    };
    expect(Object.fromEntries(copy.sections.map((s) => [s.kind, s.records.length]))).toEqual(
      Object.fromEntries(groups),
    );
    const volunteer = copy.sections.find((s) => s.kind === "volunteer")!.records[0]!.fields;
    expect(volunteer).toMatchObject({ "First name": name, Email: email, Phone: phone, Availability: "Weekends" });
    const page = await callRoute<string>(() =>
      exportAction(args(post("/admin/privacy/export", { email, format: "html" }, adminCookie), context)),
    );
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(page.data).toContain(`Data held about ${email}`);
    expect(page.data).toContain("Volunteer applications (1)");

    // The confirmation names the address and counts the records; nothing is erased yet.
    const review = await callRoute<Found & { reviewing: boolean }>(() =>
      findAction(args(post("/admin/privacy", { intent: "review-erase", email, phone }, adminCookie), context)),
    );
    expect(review.data.reviewing).toBe(true);
    expect(review.data.found!.total).toBe(found.data.found!.total);
    expect((await rowsMentioning(email)).length).toBeGreaterThan(0);

    const erased = await callRoute(() =>
      findAction(args(post("/admin/privacy", { intent: "erase", email, phone }, adminCookie), context)),
    );
    expect(erased.status).toBe(302);
    expect(erased.location).toBe("/admin/privacy");

    // No trace: not the address, not the name, not the phone, in any row of any table.
    expect(await rowsMentioning(email)).toEqual([]);
    expect(await rowsMentioning(name)).toEqual([]);
    expect(await rowsMentioning("014-2291")).toEqual([]);
    expect(await rowsMentioning(mailboxKey(email))).toEqual([]);
    // The queued email is gone; the account and its session too.
    const [{ count: sessionsLeft }] = (await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.ipAddress} = '203.0.113.99'`)) as [{ count: number }];
    expect(sessionsLeft).toBe(0);
    // One audit entry says an erasure happened and how many records, without whose.
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'erase'`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ total: found.data.found!.total, records: Object.fromEntries(groups) });
    expect(JSON.stringify(entries[0])).not.toContain(email.split("@")[0]);
    // Counts on the public pages are the same.
    expect(await publicCounts(campaign.id)).toEqual(before);

    // Found again: nothing.
    const after = await callRoute<Found>(() =>
      findAction(args(post("/admin/privacy", { intent: "find", email }, adminCookie), context)),
    );
    expect(after.data.found!.total).toBe(0);

    // Writing again, the address is a new person: one message, nothing from before.
    const sent = await callRoute(() =>
      contactRoute.action(
        args(
          post("/contact", { name: "Ottoline Again", email, message: "Writing again after being erased." }),
          context,
        ),
      ),
    );
    expect(sent.status).toBe(200);
    const again = await callRoute<Found>(() =>
      findAction(args(post("/admin/privacy", { intent: "find", email }, adminCookie), context)),
    );
    const kinds = again.data.found!.groups.map((group) => group.key);
    expect(kinds).toContain("contact");
    expect(again.data.found!.groups.find((group) => group.key === "contact")!.records).toHaveLength(1);
    expect(kinds).not.toContain("volunteer");
    expect(kinds).not.toContain("accounts");
  });

  it("refuses to erase an address with a staff account, and answers bad input next to the field", async () => {
    const staff = await createUser(database.db, { role: "admin" });
    const refused = await callRoute<{ result: { error: Record<string, string[]> } }>(() =>
      findAction(args(post("/admin/privacy", { intent: "erase", email: staff.email }, adminCookie), context)),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.result.error[""]?.[0]).toMatch(/staff account/);

    const invalid = await callRoute<{ result: { error: Record<string, string[]> } }>(() =>
      findAction(
        args(post("/admin/privacy", { intent: "find", email: "not an address", phone: "12" }, adminCookie), context),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error.email).toEqual(["Enter an email address like name@example.org."]);
    expect(invalid.data.result.error.phone).toEqual(["Enter at least 7 digits, or leave the phone number empty."]);
  });

  it("is for admins only", async () => {
    const asMember = await callRoute(() =>
      findAction(args(post("/admin/privacy", { intent: "find", email: "someone@example.org" }, userCookie), context)),
    );
    expect(asMember.status).toBe(403);
    const exportAsMember = await callRoute(() =>
      exportAction(args(post("/admin/privacy/export", { email: "someone@example.org" }, userCookie), context)),
    );
    expect(exportAsMember.status).toBe(403);
  });
});
