import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscribers } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/database";
import { CONFIRMATION_SUBJECT, maskEmail, parseIssueNumber, subscribeToNewsletter } from "./newsletter.server";
import { EMAIL_INVALID_MESSAGE, SubscribeSchema } from "./validation";

let database: TestDatabase;
const env = { PUBLIC_URL: "https://site.example.org" };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const confirmationsTo = (address: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("subscribeToNewsletter", () => {
  it("stores a pending subscriber with two distinct URL-safe tokens", async () => {
    const { email } = SubscribeSchema.parse({ email: "first.reader@example.org" });
    const result = await subscribeToNewsletter(database.db, email, "home");
    expect(result).toEqual({ isNew: true, confirmationSent: false });

    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "first.reader@example.org"));
    expect(row).toMatchObject({ status: "pending", source: "home", confirmedAt: null, unsubscribedAt: null });
    expect(row?.confirmToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row?.confirmToken).not.toBe(row?.unsubscribeToken);
  });

  it("keeps one row when the same address subscribes twice in different case", async () => {
    const first = SubscribeSchema.parse({ email: "Twice@Example.com" });
    const second = SubscribeSchema.parse({ email: "  twice@EXAMPLE.COM " });
    expect((await subscribeToNewsletter(database.db, first.email, "home")).isNew).toBe(true);
    expect((await subscribeToNewsletter(database.db, second.email, "newsletter")).isNew).toBe(false);

    const rows = await database.db
      .select({ email: newsletterSubscribers.email, source: newsletterSubscribers.source })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "twice@example.com"));
    expect(rows).toEqual([{ email: "twice@example.com", source: "home" }]);
  });

  it("queues a confirmation email with a confirm link and an unsubscribe link", async () => {
    const result = await subscribeToNewsletter(database.db, "mailed@example.org", "newsletter", { env });
    expect(result).toEqual({ isNew: true, confirmationSent: true });
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "mailed@example.org"));
    const [email] = await confirmationsTo("mailed@example.org");
    expect(email?.subject).toBe(CONFIRMATION_SUBJECT);
    expect(email?.textBody).toContain(`https://site.example.org/newsletter/confirm?token=${row!.confirmToken}`);
    expect(email?.textBody).toContain(`https://site.example.org/newsletter/unsubscribe?token=${row!.unsubscribeToken}`);
    expect(email?.htmlBody).toContain("Unsubscribe");
  });

  it("sends a pending address the confirmation again, but not twice within ten minutes", async () => {
    await subscribeToNewsletter(database.db, "again@example.org", "home", { env });
    expect((await subscribeToNewsletter(database.db, "again@example.org", "home", { env })).confirmationSent).toBe(
      false,
    );
    expect(await confirmationsTo("again@example.org")).toHaveLength(1);

    // Ten minutes later it is sent again, with the same link.
    await database.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(emailOutbox.toAddress, "again@example.org"));
    expect(await subscribeToNewsletter(database.db, "again@example.org", "home", { env })).toEqual({
      isNew: false,
      confirmationSent: true,
    });
    const emails = await confirmationsTo("again@example.org");
    expect(emails).toHaveLength(2);
    expect(emails[0]!.textBody).toBe(emails[1]!.textBody);
  });

  it("never reaches the database with a bad address: the schema rejects it", () => {
    const result = SubscribeSchema.safeParse({ email: "<script>alert(1)</script>" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([EMAIL_INVALID_MESSAGE]);
  });
});

describe("helpers", () => {
  it("masks an address for the confirm and unsubscribe pages", () => {
    expect(maskEmail("jane.doe@example.org")).toBe("j••••••@example.org");
    expect(maskEmail("al@example.org")).toBe("a•••@example.org");
  });

  it("reads an issue number from the URL", () => {
    expect(parseIssueNumber("8")).toBe(8);
    for (const bad of [undefined, "", "0", "-1", "8a", "1.5", "9999999999"]) expect(parseIssueNumber(bad)).toBeNull();
  });
});
