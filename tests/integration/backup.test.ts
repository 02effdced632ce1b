import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { and, eq, isNull, like, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import sharp from "sharp";
import { create as createTar } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/client.server";
import { migrateDatabase, MIGRATIONS_FOLDER } from "~/db/migrate.server";
import {
  campaigns,
  completedCampaigns,
  newsItems,
  contentRevisions,
  contentTrash,
  donationStatementEmails,
  donations,
  emailTemplates,
  pageCopy,
  privacyRequests,
  retentionRules,
  submissionDecisions,
  submissionNotes,
  submissionOwners,
  submissionReceipts,
  twoFactors,
  accounts,
  adminVisits,
  agentApplications,
  consultantApplications,
  contactSubmissions,
  courseLessons,
  courses,
  courseSubmissions,
  diamondApplications,
  emailOutbox,
  lessonCompletions,
  newsletterSubscribers,
  opportunityApplications,
  rateLimits,
  staffNotifications,
  sessions,
  userRoles,
  users,
  verifications,
  volunteerApplications,
  volunteerFormSubmissions,
  newsletterSends,
  newsletters,
} from "~/db/schema";
import { CAMPAIGNS } from "~/db/seed/campaigns";
import { seedDemoContent } from "~/db/seed/seed.server";
import { archiveEntries, entryBytes } from "~/features/admin/backup/archive.server";
import {
  createBackup,
  LEFT_OUT_OF_BACKUP_ERROR,
  readJournal,
  restoreBackup,
  type BackupManifest,
  type BackupSummary,
} from "~/features/admin/backup/backup.server";
import { runBackupCommand, runRestoreCommand } from "~/features/admin/backup/cli.server";
import { dailyBackupName } from "~/features/admin/backup/retention";
import { startBackupService } from "~/features/admin/backup/service.server";
import { createDiskStore } from "~/utils/media/disk-store.server";
import { saveUploadedImage } from "~/utils/media/media.server";
import type { MediaStore } from "~/utils/media/media-store.server";
import { createLogger } from "~/utils/logger.server";
import { getSessionUser } from "~/features/auth/auth.server";
import { loader as authApiLoader } from "~/routes/api/auth";
import { action as authAction } from "~/routes/auth/auth";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { deliverDueEmails } from "~/utils/email.server";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import {
  args,
  callRoute,
  cookiesFrom,
  createTestContext,
  firstLink,
  formRequest,
  getRequest,
  lastEmailTo,
} from "../setup/context";

const kind = process.env.TEST_DB_KIND ?? "pglite";
const logger = createLogger("silent");
const temp = (prefix: string) => mkdtemp(path.join(tmpdir(), prefix));
const run = promisify(execFile);

const USER_ID = "user-backup-1";
/** Values that a careless dump would bend: microseconds, quotes, newlines, emoji, nested JSON, arrays, long numerics. */
const AWKWARD_TEXT = `She said "hi" \\ then left.\nSecond line,\ttab, emoji 🌱, apostrophe ' and <b>markup</b>`;
const MICROSECONDS = "2026-03-04 05:06:07.123456+00";

/** Rows in every table: the demo content, then at least one row in each table the seed leaves empty. */
async function fillEveryTable(db: Db) {
  await seedDemoContent(db);
  await db.insert(users).values([
    { id: USER_ID, name: "Ada Backup", email: "ada@example.org", emailVerified: true },
    { id: "user-backup-2", name: AWKWARD_TEXT, email: "second@example.org" },
  ]);
  await db.execute(sql`update users set created_at = ${MICROSECONDS}::timestamptz where id = ${USER_ID}`);
  await db.insert(sessions).values({
    id: "session-1",
    token: "token-1",
    userId: USER_ID,
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    ipAddress: "203.0.113.9",
  });
  await db
    .insert(accounts)
    .values({ id: "account-1", accountId: USER_ID, providerId: "credential", userId: USER_ID, password: "salt:hash" });
  await db.insert(verifications).values({
    id: "verification-1",
    identifier: "ada@example.org",
    value: "secret",
    expiresAt: new Date("2027-01-01T00:00:00Z"),
  });
  await db.insert(userRoles).values({ userId: USER_ID, role: "admin" });
  await db.insert(adminVisits).values({ userId: USER_ID, previousSeenAt: new Date("2026-01-01T00:00:00Z") });
  const [lesson] = await db.select({ id: courseLessons.id }).from(courseLessons).limit(1);
  const [course] = await db.select({ id: courses.id, title: courses.title }).from(courses).limit(1);
  await db.insert(lessonCompletions).values({ userId: USER_ID, lessonId: lesson!.id });
  await db
    .insert(courseSubmissions)
    .values({ courseId: course!.id, chosenCourse: course!.title, userId: USER_ID, email: "ada@example.org" });
  await db
    .insert(contactSubmissions)
    .values({ name: "Grace", email: "grace@example.org", subject: null, message: AWKWARD_TEXT });
  await db.insert(volunteerApplications).values({
    firstName: "Lin",
    lastName: "O'Neil",
    email: "lin@example.org",
    phone: "555-0100",
    address: "1 Main St",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    interests: ["mentoring", 'quotes " and, commas', "{braces}"],
    availability: "weekends",
    hearAboutUs: "friend",
  });
  await db
    .insert(volunteerFormSubmissions)
    .values({ email: "vol@example.org", fieldOfInterest: "teaching", preferredContact: "email" });
  await db.insert(agentApplications).values({
    fullName: "Sam Agent",
    email: "sam@example.org",
    phone: "555-0101",
    location: "Austin",
    projectInterest: "coffee",
  });
  const programme = {
    fullName: "Pat",
    email: "pat@example.org",
    phone: "555-0102",
    state: "TX",
    experienceLevel: "some",
    collaborationType: "part-time",
  };
  await db.insert(consultantApplications).values(programme);
  await db.insert(diamondApplications).values(programme);
  await db.insert(opportunityApplications).values({
    opportunityType: "business",
    name: "Lee",
    email: "lee@example.org",
    phone: "555-0103",
    location: "Reno",
  });
  await db.insert(newsletterSubscribers).values({
    email: "reader@example.org",
    confirmToken: "confirm-1",
    unsubscribeToken: "unsubscribe-1",
    status: "confirmed",
  });
  await db
    .insert(emailOutbox)
    .values({ toAddress: "ada@example.org", subject: "Welcome", textBody: AWKWARD_TEXT, htmlBody: "<p>Welcome</p>" });
  // A newsletter send and one of its messages (headers kept as JSON).
  const [issue] = await db.select({ id: newsletters.id }).from(newsletters).limit(1);
  const [subscriber] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).limit(1);
  const [send] = await db
    .insert(newsletterSends)
    .values({
      newsletterId: issue!.id,
      subject: "The Synergy Letter #1",
      htmlBody: "<p>{{unsubscribe_url}}</p>",
      textBody: "{{unsubscribe_url}}",
      recipientCount: 1,
      startedBy: USER_ID,
    })
    .returning({ id: newsletterSends.id });
  await db.insert(emailOutbox).values({
    toAddress: "reader@example.org",
    subject: "The Synergy Letter #1",
    textBody: "",
    headers: { "List-Unsubscribe": "<https://example.org/newsletter/unsubscribe?token=unsubscribe-1>" },
    newsletterSendId: send!.id,
    subscriberId: subscriber!.id,
  });
  await db
    .insert(rateLimits)
    .values({ key: "publicForm:203.0.113.9", points: 3, expire: new Date("2027-01-01T00:00:00Z") });
  // A staff notification waiting for the digest (ADR 0021).
  await db.insert(staffNotifications).values({
    kind: "Contact message",
    summary: "Ada: Hello",
    path: "/admin/submissions/contact/00000000-0000-4000-8000-000000000000",
    sentAlone: false,
  });
  // Issues 35 to 38: a second factor, a gift, a privacy request and a retention period, and what
  // staff sent, noted and owned about a submission.
  await db
    .insert(twoFactors)
    .values({ id: "tf-backup-1", secret: "encrypted-secret", backupCodes: "encrypted-codes", userId: USER_ID });
  await db.insert(donations).values({
    source: "manual",
    sourceId: "manual-backup-1",
    amountCents: 2_500,
    giftDate: new Date(MICROSECONDS),
    donorName: "Grace",
    donorEmail: "grace@example.org",
    status: "succeeded",
    method: "check",
    payload: { nested: { list: [1, "two", null] } },
  });
  await db
    .insert(donationStatementEmails)
    .values({ donorEmail: "grace@example.org", year: 2026, totalCents: 2_500, giftCount: 1, sentById: USER_ID });
  await db.insert(privacyRequests).values({ kind: "export", email: "grace@example.org", status: "unconfirmed" });
  await db.insert(retentionRules).values({ rule: "contact", months: 24 }).onConflictDoNothing();
  // A page's copy as staff saved it (ADR 0049): a JSON document with markup in it.
  await db.insert(pageCopy).values({
    key: "home",
    value: { eyebrow: "Neighbors first", title: "A town that gets further", lead: "<b>&</b>", trustPoints: ["One"] },
  });
  // A story whose address changed keeps its old one (slug_history, ADR 0052).
  const [story] = await db.select({ id: newsItems.id }).from(newsItems).limit(1);
  await db.update(newsItems).set({ slug: "an-address-staff-changed" }).where(eq(newsItems.id, story!.id));
  // A revision and a trashed story (ADR 0051): JSON snapshots with markup and dates in them.
  await db.insert(contentRevisions).values({
    kind: "news",
    itemId: "00000000-0000-4000-8000-0000000000aa",
    snapshot: { title: AWKWARD_TEXT, content: "<p>A &amp; B</p>", publishedDate: "2026-01-01T00:00:00.000Z" },
    changedFields: ["title", "content"],
    authorUserId: USER_ID,
  });
  await db.insert(contentTrash).values({
    kind: "news",
    itemId: "00000000-0000-4000-8000-0000000000ab",
    title: "A deleted story",
    snapshot: { id: "00000000-0000-4000-8000-0000000000ab", title: "A deleted story", tags: ["one"] },
    deletedBy: USER_ID,
  });
  const submissionId = "00000000-0000-4000-8000-000000000000";
  await db.insert(submissionReceipts).values({
    address: "grace@example.org",
    kind: "contact",
    submissionId,
    emailId: "00000000-0000-4000-8000-000000000001",
  });
  await db.insert(submissionDecisions).values({
    kind: "contact",
    submissionId,
    outcome: "replied",
    toAddress: "grace@example.org",
    subject: "About your message",
    message: AWKWARD_TEXT,
    decidedByName: "Staff",
    decidedByEmail: "staff@example.org",
    emailId: "00000000-0000-4000-8000-000000000002",
  });
  await db.insert(submissionNotes).values({ kind: "contact", submissionId, body: AWKWARD_TEXT, authorName: "Staff" });
  await db.insert(submissionOwners).values({ kind: "contact", submissionId, userId: USER_ID });
  await db
    .insert(emailTemplates)
    .values({ key: "receipt.contact", subject: "We got your message", body: "Thank you." });
  // A table with a sequence, to show the restore carries its position on.
  await db.execute(sql`create table backup_counters (id serial primary key, label text not null)`);
  await db.execute(sql`insert into backup_counters (label) values ('one'), ('two'), ('three')`);
}

const MEMBER = "rae@example.org";
const MEMBER_PASSWORD = "river-lantern-42";

/** The token a sign-in or reset link carries: its `token` parameter, or its last path segment. */
function linkToken(link: string): string {
  const url = new URL(link);
  return url.searchParams.get("token") ?? url.pathname.split("/").at(-1)!;
}

/**
 * What a live site holds that a copy of it must not: a member signed in, a password reset asked
 * for, account emails sent by the outbox (their links carry tokens), and a second reset email
 * still waiting to go out. Returns those secrets, to look for in the archive, and the member's
 * signed-in cookie.
 */
async function signInAndAskForResets(database: TestDatabase) {
  const context = createTestContext(database);
  const submit = (fields: Record<string, string>) =>
    callRoute<{ ok: boolean }>(() => authAction(args(formRequest("/auth", fields), context)));
  const signUp = { intent: "signup", email: MEMBER, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD };
  expect((await submit(signUp)).data.ok).toBe(true);
  const verifyLink = firstLink((await lastEmailTo(database.db, MEMBER))!.textBody);
  expect((await callRoute(() => authApiLoader(args(getRequest(verifyLink), context)))).status).toBe(302);
  const signedIn = await submit({ intent: "signin", email: MEMBER, password: MEMBER_PASSWORD });
  expect(signedIn.status).toBe(302);

  const askForReset = async () => {
    const asked = await callRoute<{ ok: boolean }>(() =>
      forgotAction(args(formRequest("/auth/forgot-password", { email: MEMBER }), context)),
    );
    expect(asked.data.ok).toBe(true);
    return firstLink((await lastEmailTo(database.db, MEMBER))!.textBody);
  };
  const sentReset = await askForReset();
  // The outbox sends what is waiting, through nodemailer, as its worker does.
  const delivered = await deliverDueEmails({
    db: database.db,
    transport: nodemailer.createTransport({ jsonTransport: true }),
    from: "Community Synergy Network <hello@example.org>",
    logger,
  });
  expect(delivered.sent).toBeGreaterThanOrEqual(3);
  const waitingReset = await askForReset();
  expect(waitingReset).not.toBe(sentReset);

  const sessionTokens = (await database.db.select({ token: sessions.token }).from(sessions))
    .map((row) => row.token)
    .filter((token) => token !== "token-1");
  const resetTokens = (
    await database.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(like(verifications.identifier, "reset-password:%"))
  ).map((row) => row.identifier.slice("reset-password:".length));
  const linkTokens = [verifyLink, sentReset, waitingReset].map(linkToken);
  expect(sessionTokens.length).toBeGreaterThanOrEqual(1);
  expect(resetTokens).toHaveLength(2);
  expect(resetTokens).toContain(linkToken(waitingReset));
  for (const token of [...sessionTokens, ...linkTokens]) expect(token.length).toBeGreaterThanOrEqual(20);
  return {
    secrets: [...new Set([...sessionTokens, ...resetTokens, ...linkTokens])],
    cookie: cookiesFrom(signedIn.headers),
  };
}

/**
 * What a restore brings back: every row of every table, except what a backup leaves out
 * (ADR 0007): no session or verification, and of an email with a body of its own only the
 * record that it was sent (one not sent yet is marked skipped, never sent by the restored site).
 */
async function expectRestoredContent(restored: Db, original: Db) {
  for (const table of await tableNames(original)) {
    if (table === "sessions" || table === "verifications") {
      expect(await tableContents(restored, table), table).toEqual([]);
    } else if (table !== "email_outbox") {
      expect(await tableContents(restored, table), table).toEqual(await tableContents(original, table));
    }
  }
  const outbox = (db: Db) => db.select().from(emailOutbox).orderBy(emailOutbox.id);
  const expected = (await outbox(original)).map((message) =>
    message.newsletterSendId
      ? message
      : {
          ...message,
          textBody: "",
          htmlBody: null,
          headers: null,
          sendingAt: null,
          ...(message.status === "pending" || message.status === "failed"
            ? { status: "skipped" as const, lastError: LEFT_OUT_OF_BACKUP_ERROR }
            : {}),
        },
  );
  expect(await outbox(restored)).toEqual(expected);
}

async function createCountersTable(db: Db) {
  await db.execute(sql`create table backup_counters (id serial primary key, label text not null)`);
}

async function tableNames(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

/** Every row of the table as PostgreSQL prints the record (a serializer other than the backup's JSON), sorted. */
async function tableContents(db: Db, table: string): Promise<string[]> {
  // Times print in the session's zone: the same one on both sides, whichever engine.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const result = (await tx.execute(
      sql`select t::text as row from ${sql.identifier(table)} t order by 1`,
    )) as unknown as { rows: { row: string }[] };
    return result.rows.map((row) => row.row);
  });
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select hash || ' ' || created_at::text as m from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { m: string }[] };
  return result.rows.map((row) => row.m);
}

async function storedImages(store: MediaStore): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  for await (const key of store.list()) {
    const image = await store.get(key);
    images.set(key, Buffer.from(await new Response(image!.body).arrayBuffer()));
  }
  return images;
}

async function readManifest(file: string): Promise<BackupManifest> {
  for await (const entry of archiveEntries(file)) {
    return JSON.parse((await entryBytes(entry, 1 << 24)).toString("utf8")) as BackupManifest;
  }
  throw new Error("empty archive");
}

/** A copy of the migrations folder whose journal stops after `count` migrations (an older version of the site). */
async function olderMigrations(count: number): Promise<string> {
  const folder = await temp("older-migrations-");
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: unknown[] };
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

let source: TestDatabase;
let sourceStore: MediaStore;
let sourceDataDir: string;
let backupFile: string;
let summary: BackupSummary;
/** Session, verification and reset tokens the source database holds, in rows and in email links. */
let secrets: string[];
let memberCookie: string;
const others: TestDatabase[] = [];

async function freshDatabase(options?: { migrate?: boolean }) {
  const database = await createTestDatabase(options);
  others.push(database);
  return database;
}

beforeAll(async () => {
  source = await createTestDatabase();
  await fillEveryTable(source.db);
  ({ secrets, cookie: memberCookie } = await signInAndAskForResets(source));
  sourceDataDir = await temp("backup-source-");
  sourceStore = createDiskStore(sourceDataDir);
  for (const [index, color] of ["#11565b", "#e07416", "#72bcbd"].entries()) {
    const png = await sharp({ create: { width: 40 + index * 10, height: 30, channels: 3, background: color } })
      .png()
      .toBuffer();
    await saveUploadedImage(
      { db: source.db, store: sourceStore },
      { id: USER_ID, email: "ada@example.org" },
      new File([new Uint8Array(png)], `photo-${index}.png`, { type: "image/png" }),
    );
  }
  backupFile = path.join(await temp("backup-file-"), "site.tar.gz");
  summary = await createBackup({ database: source, store: sourceStore, file: backupFile });
});

afterAll(async () => {
  for (const database of others) await database.close();
  await source?.close();
});

describe(`backup and restore (${kind})`, () => {
  it("has rows in every table to back up", async () => {
    for (const table of await tableNames(source.db)) {
      expect((await tableContents(source.db, table)).length, table).toBeGreaterThan(0);
    }
    // Three uploads, each with its JPEG twin for email (ADR 0030).
    expect((await storedImages(sourceStore)).size).toBe(6);
  });

  it("restores every row and every image, byte for byte, into a new database and an empty image folder", async () => {
    expect(summary.images).toBe(6);
    // Password hashes and everyone's details are in it: readable by its owner only.
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    const tables = await tableNames(source.db);
    expect(summary.tables).toBe(tables.length);

    const manifest = await readManifest(backupFile);
    const journal = await readJournal();
    expect(manifest.migration).toEqual({
      index: journal.at(-1)!.idx,
      tag: journal.at(-1)!.tag,
      when: journal.at(-1)!.when,
    });
    expect(manifest.database).toBe(source.kind);
    // Parents before children: users before sessions, courses before modules before lessons.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("sessions"));
    expect(order.indexOf("academy_courses")).toBeLessThan(order.indexOf("course_modules"));
    expect(order.indexOf("course_modules")).toBeLessThan(order.indexOf("course_lessons"));
    expect(order.indexOf("course_lessons")).toBeLessThan(order.indexOf("lesson_completions"));

    // The wipe: a database without a single table, and an empty image folder.
    const target = await freshDatabase({ migrate: false });
    await createCountersTable(target.db);
    const targetStore = createDiskStore(await temp("backup-target-"));
    const restored = await restoreBackup({ database: target, store: targetStore, file: backupFile });
    expect(restored.rows).toBe(summary.rows);

    expect(await tableNames(target.db)).toEqual(tables);
    await expectRestoredContent(target.db, source.db);
    expect(await appliedMigrations(target.db)).toEqual(await appliedMigrations(source.db));
    const [user] = (
      (await target.db.execute(sql`select created_at::text as at from users where id = ${USER_ID}`)) as unknown as {
        rows: { at: string }[];
      }
    ).rows;
    expect(user!.at).toBe(MICROSECONDS);

    const images = await storedImages(sourceStore);
    const restoredImages = await storedImages(targetStore);
    expect([...restoredImages.keys()].sort()).toEqual([...images.keys()].sort());
    for (const [key, bytes] of images) expect(restoredImages.get(key)!.equals(bytes), key).toBe(true);

    // The restored site asks its members to sign in again, and their passwords still work.
    const restoredSite = createTestContext(target);
    expect(await getSessionUser(createTestContext(source), getRequest("/", { Cookie: memberCookie }))).not.toBeNull();
    expect(await getSessionUser(restoredSite, getRequest("/", { Cookie: memberCookie }))).toBeNull();
    const signIn = await callRoute(() =>
      authAction(
        args(formRequest("/auth", { intent: "signin", email: MEMBER, password: MEMBER_PASSWORD }), restoredSite),
      ),
    );
    expect(signIn.status).toBe(302);
    expect(await getSessionUser(restoredSite, getRequest("/", { Cookie: cookiesFrom(signIn.headers) }))).not.toBeNull();
    // Nothing is sent with a link from before the backup: the outbox has nothing waiting.
    expect(
      await target.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, "pending"), isNull(emailOutbox.newsletterSendId))),
    ).toEqual([]);

    // The sequence goes on after the restored rows instead of colliding with them.
    const next = (await target.db.execute(
      sql`insert into backup_counters (label) values ('four') returning id`,
    )) as unknown as { rows: { id: number }[] };
    expect(next.rows[0]!.id).toBe(4);

    // A second restore into the now filled database is refused, and changes nothing.
    await expect(restoreBackup({ database: target, store: targetStore, file: backupFile })).rejects.toThrow(
      /The database is not empty \(rows in .*academy_courses/,
    );
    expect(await tableContents(target.db, "users")).toEqual(await tableContents(source.db, "users"));
  });

  it("holds no session, verification or reset token and no sent email's text, in files only its owner can read", async () => {
    const unpacked = await temp("backup-unpacked-");
    await run("tar", ["-xzf", backupFile, "-C", unpacked]);
    const files = (await readdir(unpacked, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files).toHaveLength(1 + summary.tables + summary.images);
    for (const file of files) expect((await stat(file)).mode & 0o777, file).toBe(0o600);
    for await (const entry of archiveEntries(backupFile)) expect(entry.mode! & 0o777, entry.path).toBe(0o600);

    const sentEmails = await source.db
      .select({ textBody: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, MEMBER), eq(emailOutbox.status, "sent")));
    expect(sentEmails.length).toBeGreaterThanOrEqual(2);
    const contents = (await Promise.all(files.map((file) => readFile(file)))).map((bytes) => bytes.toString("utf8"));
    const found = (text: string) => files.filter((_, index) => contents[index]!.includes(text));
    for (const secret of secrets) expect(found(secret), `a token of ${secret.length} characters`).toEqual([]);
    for (const { textBody } of sentEmails) {
      for (const line of textBody.split("\n").filter((line) => line.length > 40)) expect(found(line), line).toEqual([]);
    }
    // Unsubscribe links already in people's mailboxes keep working after a restore.
    expect(found("unsubscribe-1")).toHaveLength(2);
  });

  it("refuses a backup made by a newer version of the site, before touching the database", async () => {
    const target = await freshDatabase({ migrate: false });
    const older = await olderMigrations((await readJournal()).length - 1);
    await expect(
      restoreBackup({
        database: target,
        store: createDiskStore(await temp("backup-target-")),
        file: backupFile,
        migrationsFolder: older,
      }),
    ).rejects.toThrow(/made by a newer version of the site .*Update the site, then restore/);
    expect(await tableNames(target.db)).toEqual([]);
  });

  it("refuses a file that is not a backup, and one whose image was altered", async () => {
    const target = await freshDatabase({ migrate: false });
    await createCountersTable(target.db);
    const store = createDiskStore(await temp("backup-target-"));
    const notBackup = path.join(await temp("not-backup-"), "notes.tar.gz");
    await writeFile(notBackup, "just some text");
    await expect(restoreBackup({ database: target, store, file: notBackup })).rejects.toThrow(
      /could not be read|not a backup/,
    );

    // Flip one byte inside the last image's bytes (the archive is gzip'd: unpack, alter, repack).
    const tar = gunzipSync(await readFile(backupFile));
    const manifest = await readManifest(backupFile);
    const last = manifest.images.at(-1)!;
    const header = tar.indexOf(Buffer.from(`images/${last.key}`));
    tar[header + 512 + 20]! ^= 0xff;
    const damaged = path.join(await temp("damaged-"), "damaged.tar.gz");
    await writeFile(damaged, gzipSync(tar));
    await expect(restoreBackup({ database: target, store, file: damaged })).rejects.toThrow(
      `the image ${last.key} does not match its checksum`,
    );
    // The whole file is checked first: neither the database nor the image folder was touched.
    expect(await tableNames(target.db)).toEqual(["backup_counters"]);
    expect((await storedImages(store)).size).toBe(0);
  });

  it("restores a backup from an older version of the site, then migrates it forward", async () => {
    const journal = await readJournal();
    const older = await olderMigrations(journal.length - 1);
    const old = await freshDatabase({ migrate: false });
    await migrateDatabase(old, { migrationsFolder: older });
    // Written as that version's tables have them: today's seed code names today's columns.
    await old.db.insert(campaigns).values(CAMPAIGNS);
    await old.db.execute(sql`insert into latest_news (title, description, content, category, is_published)
      values ('Café opens on Main', 'A summary', '<p>Body</p>', 'Community', true),
             ('Café opens on Main', 'Another', '<p>Body</p>', 'Community', true)`);
    await old.db.execute(sql`insert into completed_campaigns (title, description, completion_date)
      values ('Coats for Duluth', 'Warm coats', '2025-01-10'), ('Coats for Duluth', 'Again', '2025-02-10')`);
    await old.db.execute(sql`insert into newsletters (newsletter_number, title, content)
      values (1, 'Spring Letter', '<p>x</p>'), (2, '2026', '<p>x</p>')`);
    const file = path.join(await temp("backup-old-"), "old.tar.gz");
    await createBackup({
      database: old,
      store: createDiskStore(await temp("backup-old-media-")),
      file,
      migrationsFolder: older,
    });
    expect((await readManifest(file)).migration.tag).toBe(journal.at(-2)!.tag);

    const target = await freshDatabase({ migrate: false });
    await restoreBackup({ database: target, store: createDiskStore(await temp("backup-target-")), file });
    expect(await appliedMigrations(target.db)).toHaveLength(journal.length);
    expect(await tableContents(target.db, "campaigns")).toEqual(await tableContents(old.db, "campaigns"));
    // Stories from before addresses had slugs get one each, from their titles (ADR 0052).
    const slugs = await target.db.select({ slug: newsItems.slug }).from(newsItems).orderBy(newsItems.slug);
    expect(slugs.map((row) => row.slug)).toEqual(["cafe-opens-on-main", "cafe-opens-on-main-2"]);
    // And so do completed campaigns (migration 0020).
    const campaignSlugs = await target.db
      .select({ slug: completedCampaigns.slug })
      .from(completedCampaigns)
      .orderBy(completedCampaigns.slug);
    expect(campaignSlugs.map((row) => row.slug)).toEqual(["coats-for-duluth", "coats-for-duluth-2"]);
    // And newsletter issues (migration 0023), never as digits alone: those are an issue's number.
    const issueSlugs = await target.db.select({ slug: newsletters.slug }).from(newsletters).orderBy(newsletters.slug);
    expect(issueSlugs.map((row) => row.slug)).toEqual(["issue-2026", "spring-letter"]);
  });
});

describe.runIf(kind === "postgres")("backups across engines", () => {
  it("moves a PostgreSQL database into the embedded one, and an embedded one onto PostgreSQL", async () => {
    const embedded = await openDatabase({ kind: "pglite-memory" });
    try {
      await createCountersTable(embedded.db);
      await restoreBackup({ database: embedded, store: createDiskStore(await temp("cross-")), file: backupFile });
      await expectRestoredContent(embedded.db, source.db);

      await embedded.db
        .insert(contactSubmissions)
        .values({ name: "Written on PGlite", email: "pglite@example.org", message: AWKWARD_TEXT });
      const file = path.join(await temp("cross-"), "from-pglite.tar.gz");
      await createBackup({ database: embedded, store: createDiskStore(await temp("cross-")), file });
      const target = await freshDatabase({ migrate: false });
      await createCountersTable(target.db);
      await restoreBackup({ database: target, store: createDiskStore(await temp("cross-")), file });
      for (const table of await tableNames(embedded.db)) {
        expect(await tableContents(target.db, table), table).toEqual(await tableContents(embedded.db, table));
      }
    } finally {
      await embedded.close();
    }
  });
});

describe(`the daily backup (${kind})`, () => {
  it("makes one backup a day and keeps the newest 14, leaving other files alone", async () => {
    const dataDir = await temp("daily-");
    const backupDir = path.join(dataDir, "backups");
    const service = await startBackupService({
      database: source,
      env: { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUPS_KEPT: 14 },
      logger,
      store: sourceStore,
      firstCheckMs: 60 * 60 * 1000,
    });
    try {
      await mkdir(backupDir, { recursive: true });
      await writeFile(path.join(backupDir, "backup-2020-01-01T00-00-00Z.tar.gz"), "a manual backup");
      await writeFile(path.join(backupDir, "notes.txt"), "keep me");
      // What a backup killed half-way leaves: swept once it is old, never while it may be in use.
      const stale = path.join(backupDir, "daily-2026-04-01T03-00-00Z.tar.gz.1a2b3c4d.partial");
      const recent = path.join(backupDir, "daily-2026-05-01T02-59-00Z.tar.gz.5e6f7a8b.partial");
      await writeFile(stale, "half");
      await writeFile(recent, "half");
      await utimes(stale, new Date("2026-04-01T03:00:00Z"), new Date("2026-04-01T03:00:00Z"));
      await utimes(recent, new Date("2026-05-01T02:59:00Z"), new Date("2026-05-01T02:59:00Z"));
      await service.runDaily(new Date(Date.UTC(2026, 4, 1, 3)));
      expect(await readdir(backupDir)).not.toContain(path.basename(stale));
      expect(await readdir(backupDir)).toContain(path.basename(recent));
      await rm(recent);
      await rm(path.join(backupDir, dailyBackupName(new Date(Date.UTC(2026, 4, 1, 3)))));

      // A fake clock: twenty days, checked at 03:00 and again at 15:00 each day.
      const days = Array.from({ length: 20 }, (_, day) => new Date(Date.UTC(2026, 4, 1 + day, 3)));
      for (const day of days) {
        expect(await service.runDaily(day)).not.toBeNull();
        expect(await service.runDaily(new Date(day.getTime() + 12 * 60 * 60 * 1000))).toBeNull();
      }
      const names = (await readdir(backupDir)).sort();
      expect(names).toEqual(
        ["backup-2020-01-01T00-00-00Z.tar.gz", ...days.slice(6).map(dailyBackupName), "notes.txt"].sort(),
      );
      const newest = await readManifest(path.join(backupDir, dailyBackupName(days.at(-1)!)));
      expect(newest.createdAt).toBe(days.at(-1)!.toISOString());
      expect(newest.images).toHaveLength(6);
    } finally {
      await service.stop();
    }
  });
});

describe.runIf(kind === "pglite")("npm run backup and restore while the server holds the embedded database", () => {
  it("gets the backup from the running server, refuses a restore until it stops, then asks to stop it", async () => {
    const dataDir = await temp("held-");
    const env = {
      DATA_DIR: dataDir,
      BACKUP_DIR: path.join(dataDir, "backups"),
      BACKUPS_KEPT: 14,
      DATABASE_URL: undefined,
    };
    const service = await startBackupService({
      database: source,
      env,
      logger,
      store: sourceStore,
      firstCheckMs: 60 * 60 * 1000,
    });
    // The lock as a running server leaves it: another live process's pid.
    await writeFile(path.join(dataDir, "server.lock"), String(process.ppid));
    const lines: string[] = [];
    const out = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(`error: ${line}`) };
    const file = path.join(await temp("held-out-"), "from-server.tar.gz");
    try {
      expect(await runBackupCommand(env, file, out)).toBe(0);
      expect(lines.at(-1)).toMatch(
        new RegExp(`^The running server \\(pid ${process.ppid}\\) made the backup: ${file} \\(`),
      );
      const manifest = await readManifest(file);
      expect(manifest.images).toHaveLength(6);
      const target = await freshDatabase({ migrate: false });
      await createCountersTable(target.db);
      const restored = await restoreBackup({
        database: target,
        store: createDiskStore(await temp("held-target-")),
        file,
      });
      expect(restored.rows).toBe(manifest.tables.reduce((sum, table) => sum + table.rows, 0));

      expect(await runRestoreCommand(env, file, out)).toBe(1);
      expect(lines.at(-1)).toBe(
        `error: The server (pid ${process.ppid}) is running on ${dataDir}. Stop it first: a restore needs the embedded database to itself. Then run npm run restore again.`,
      );
    } finally {
      await service.stop();
    }
    // A server that does not answer (stopped socket, lock still held): the command asks to stop it.
    expect(await runBackupCommand(env, path.join(dataDir, "other.tar.gz"), out)).toBe(1);
    expect(lines.at(-1)).toMatch(
      /^error: The server \(pid \d+\) has the embedded database in .* open and does not take backup requests\. Stop it, then run npm run backup again\./,
    );
  });
});

/** `npm run restore FILE` as an operator runs it, into an empty target: its exit code and output. */
async function restoreCommand(file: string, target: { dataDir: string; databaseUrl?: string }) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development", DATA_DIR: target.dataDir };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  try {
    const { stdout, stderr } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/restore.ts", file], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** The backup with one table's file replaced by `body` (written in pieces, so a huge one never sits in memory). */
async function backupWithTable(table: string, body: () => AsyncIterable<string | Buffer>): Promise<string> {
  const folder = await temp("backup-altered-");
  await run("tar", ["-xzf", backupFile, "-C", folder]);
  await writeFile(path.join(folder, "tables", `${table}.jsonl`), body());
  const manifest = await readManifest(backupFile);
  const file = path.join(await temp("backup-altered-file-"), "altered.tar.gz");
  await createTar({ gzip: true, portable: true, cwd: folder, file }, [
    "manifest.json",
    ...manifest.tables.map((entry) => `tables/${entry.name}.jsonl`),
    ...manifest.images.map((image) => `images/${image.key}`),
  ]);
  await rm(folder, { recursive: true, force: true });
  return file;
}

describe(`npm run restore of a damaged backup (${kind})`, () => {
  /** Restores `file` into a new, empty target and checks it was refused with one line, the target left as it was. */
  async function expectRefused(file: string, message: RegExp) {
    const dataDir = await temp("restore-refused-");
    const target = kind === "postgres" ? await freshDatabase({ migrate: false }) : undefined;
    const result = await restoreCommand(file, { dataDir, databaseUrl: target?.url });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trimEnd().split("\n")).toEqual([expect.stringMatching(message)]);

    const opened = target ?? (await openDatabase({ kind: "pglite", dataDir }));
    try {
      expect(await tableNames(opened.db)).toEqual([]);
    } finally {
      if (!target) await opened.close();
    }
    expect(await storedImages(createDiskStore(dataDir))).toEqual(new Map());
  }

  it("refuses a backup cut short, with a clear message, leaving the target empty", { timeout: 60_000 }, async () => {
    const bytes = await readFile(backupFile);
    const cut = path.join(await temp("backup-cut-"), "cut.tar.gz");
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefused(cut, /^The backup file is damaged or is not a backup: .+\.$/);
  });

  it(
    "refuses a backup with a 200 MB line, with a clear message, leaving the target empty",
    { timeout: 120_000 },
    async () => {
      const piece = Buffer.alloc(1024 * 1024, "a");
      const file = await backupWithTable("contact_submissions", async function* () {
        yield '{"id":"00000000-0000-4000-8000-000000000000","message":"';
        for (let megabyte = 0; megabyte < 200; megabyte += 1) yield piece;
        yield '"}';
      });
      await expectRefused(
        file,
        /^The backup is damaged: tables\/contact_submissions\.jsonl has a line of over 16,000,000 characters, longer than any row of the site\.$/,
      );
    },
  );
});
