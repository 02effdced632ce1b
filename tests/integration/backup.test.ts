import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/client.server";
import { migrateDatabase, MIGRATIONS_FOLDER } from "~/db/migrate.server";
import {
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
import { seedDemoContent } from "~/db/seed/seed.server";
import { archiveEntries, entryBytes } from "~/features/admin/backup/archive.server";
import {
  createBackup,
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
import { createTestDatabase, type TestDatabase } from "../setup/database";

const kind = process.env.TEST_DB_KIND ?? "pglite";
const logger = createLogger("silent");
const temp = (prefix: string) => mkdtemp(path.join(tmpdir(), prefix));

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
  // A table with a sequence, to show the restore carries its position on.
  await db.execute(sql`create table backup_counters (id serial primary key, label text not null)`);
  await db.execute(sql`insert into backup_counters (label) values ('one'), ('two'), ('three')`);
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
const others: TestDatabase[] = [];

async function freshDatabase(options?: { migrate?: boolean }) {
  const database = await createTestDatabase(options);
  others.push(database);
  return database;
}

beforeAll(async () => {
  source = await createTestDatabase();
  await fillEveryTable(source.db);
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
    expect((await storedImages(sourceStore)).size).toBe(3);
  });

  it("restores every row and every image, byte for byte, into a new database and an empty image folder", async () => {
    expect(summary.images).toBe(3);
    // Password hashes and session tokens are in it: readable by its owner only.
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
    for (const table of tables) {
      expect(await tableContents(target.db, table), table).toEqual(await tableContents(source.db, table));
    }
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
    // The rows went in with the images in one transaction: nothing stays behind.
    for (const table of await tableNames(target.db)) expect(await tableContents(target.db, table), table).toEqual([]);
  });

  it("restores a backup from an older version of the site, then migrates it forward", async () => {
    const journal = await readJournal();
    const older = await olderMigrations(journal.length - 1);
    const old = await freshDatabase({ migrate: false });
    await migrateDatabase(old, { migrationsFolder: older });
    await seedDemoContent(old.db);
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
  });
});

describe.runIf(kind === "postgres")("backups across engines", () => {
  it("moves a PostgreSQL database into the embedded one, and an embedded one onto PostgreSQL", async () => {
    const embedded = await openDatabase({ kind: "pglite-memory" });
    try {
      await createCountersTable(embedded.db);
      await restoreBackup({ database: embedded, store: createDiskStore(await temp("cross-")), file: backupFile });
      for (const table of await tableNames(source.db)) {
        expect(await tableContents(embedded.db, table), table).toEqual(await tableContents(source.db, table));
      }

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
      expect(newest.images).toHaveLength(3);
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
      expect(manifest.images).toHaveLength(3);
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
