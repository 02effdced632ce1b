import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/database";
import { migrateDatabase } from "./migrate.server";
import { campaigns, participants } from "./schema";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`migrations (${process.env.TEST_DB_KIND})`, () => {
  it("creates every table of both spec parts plus accounts and the outbox", async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() order by 1`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    for (const name of [
      "academy_courses",
      "accounts",
      "agent_applications",
      "audit_log",
      "business_opportunity_projects",
      "campaigns",
      "completed_campaigns",
      "consultant_applications",
      "contact_submissions",
      "course_lessons",
      "course_modules",
      "course_submissions",
      "diamond_applications",
      "email_outbox",
      "latest_news",
      "newsletter_subscribers",
      "newsletters",
      "opportunity_applications",
      "participants",
      "sessions",
      "team_members",
      "user_roles",
      "users",
      "verifications",
      "volunteer_applications",
      "volunteer_form_submissions",
    ]) {
      expect(tables).toContain(name);
    }
  });

  it("is safe to run again on a migrated database", async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });

  it("deletes a campaign's participants with it and refuses an unknown status", async () => {
    const [campaign] = await database.db
      .insert(campaigns)
      .values({ title: "Winter coats", description: "Warm coats", status: "Active", eligibilityCode: "WARM2026" })
      .returning({ id: campaigns.id });
    await database.db.insert(participants).values({
      campaignId: campaign!.id,
      fullName: "Ana Ruiz",
      email: "ana@example.org",
      address: "12 Elm St",
      eligibilityCodeUsed: "WARM2026",
    });
    await database.db.delete(campaigns).where(sql`${campaigns.id} = ${campaign!.id}`);
    const left = await database.db.select().from(participants);
    expect(left).toHaveLength(0);

    await expect(
      database.db
        .insert(campaigns)
        .values({ title: "x", description: "y", status: "Paused" as never, eligibilityCode: "X2026" }),
    ).rejects.toThrow();
  });

  it("refuses the same email applying twice to one campaign, whatever its case", async () => {
    const [campaign] = await database.db
      .insert(campaigns)
      .values({ title: "Baby care kits", description: "Kits", status: "Active", eligibilityCode: "BLOOM2026" })
      .returning({ id: campaigns.id });
    const row = {
      campaignId: campaign!.id,
      fullName: "Joy Park",
      address: "4 Pine Rd",
      eligibilityCodeUsed: "BLOOM2026",
    };
    await database.db.insert(participants).values({ ...row, email: "joy@example.org" });
    await expect(database.db.insert(participants).values({ ...row, email: "JOY@example.org" })).rejects.toThrow();
  });
});
