import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../setup/database";

/**
 * Which tables announce their writes to the HTML cache (drizzle/0004_content_changed_notify.sql).
 * A new table must be added to one of these lists: content shown to anonymous visitors needs the
 * trigger (or cached pages would stay stale for up to a minute), private data must not have it
 * (or every submission would empty every process's cache).
 */
const CONTENT_TABLES = [
  "academy_courses",
  "business_opportunity_projects",
  "campaigns",
  "completed_campaigns",
  "course_lessons",
  "course_modules",
  "donations",
  "latest_news",
  "newsletters",
  "page_copy",
  "retention_rules",
  // Old addresses redirect to new ones (ADR 0052).
  "slug_history",
  "team_members",
];
const PRIVATE_TABLES = [
  "accounts",
  "admin_visits",
  "agent_applications",
  "app_meta",
  "audit_log",
  "consultant_applications",
  "contact_submissions",
  // Revisions and the trash are staff-only; a restore writes the content table, whose trigger empties the cache.
  "content_revisions",
  "content_trash",
  "course_submissions",
  "diamond_applications",
  "donation_statement_emails",
  "email_outbox",
  "email_templates",
  "lesson_completions",
  // The library's own rows: a change of alt text or file is written to the content rows too.
  "media",
  "newsletter_sends",
  "newsletter_subscribers",
  "opportunity_applications",
  "participants",
  "privacy_requests",
  "rate_limits",
  "sessions",
  "staff_notifications",
  "submission_decisions",
  "submission_notes",
  "submission_owners",
  "submission_receipts",
  "two_factors",
  "user_roles",
  "users",
  "verifications",
  "volunteer_applications",
  "volunteer_form_submissions",
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Both drivers answer `{ rows }`; the shared Db type does not say so. */
async function names(query: SQL): Promise<string[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

describe(`content change notifications (${process.env.TEST_DB_KIND})`, () => {
  it("every table is either content (with the trigger) or private (without it)", async () => {
    const tables = await names(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    expect(tables).toEqual([...CONTENT_TABLES, ...PRIVATE_TABLES].sort());

    const triggered = await names(sql`
      select distinct c.relname as name
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'notify_content_changed' and not t.tgisinternal
      order by 1`);
    expect(triggered).toEqual(CONTENT_TABLES);
  });
});
