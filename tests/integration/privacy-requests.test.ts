import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { contactSubmissions, emailOutbox, privacyRequests } from "~/db/schema";
import { HONEYPOT_FIELD } from "~/components/forms/honeypot";
import * as yourDataRoute from "~/routes/engage/your-data";
import * as confirmRoute from "~/routes/engage/your-data-confirm";
import * as requestsRoute from "~/routes/admin/privacy/requests";
import * as requestRoute from "~/routes/admin/privacy/request";
import { createContactSubmission } from "../factories/submissions";
import { unique } from "../factories/unique";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, firstLink, getRequest, lastEmailTo } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

/**
 * Issue 38, part 4: a person asks from the public "Your data" form, confirms from the emailed
 * link, and only then does the request reach staff, who carry it out; the person is emailed.
 */
const requestsLoader = underAdminLayout(requestsRoute.loader);
const requestLoader = underAdminLayout(requestRoute.loader);
const requestAction = underAdminLayout(requestRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;

beforeAll(async () => {
  ({ database, context, adminCookie } = await setUpAdminTests({
    adminEmail: "requests-lead@example.org",
    userEmail: "requests-member@example.org",
    clientIp: "192.0.2.231",
  }));
});
beforeEach(() => {
  context = nextVisitorContext(database);
});
afterAll(async () => {
  await database?.close();
});

const freshEmail = () =>
  `${unique("asker")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")}@example.org`;

async function ask(kind: string, email: string, extra: Record<string, string> = {}) {
  return callRoute<{ ok: boolean; outcome: string; result: { error?: Record<string, string[]> } }>(() =>
    yourDataRoute.action(args(post("/privacy/your-data", { kind, email, ...extra }), context)),
  );
}

interface Requests {
  waiting: { id: string; email: string; dueAt: string }[];
}

describe("a person's request", () => {
  it("reaches staff only once confirmed, is carried out, and the person hears it is done", async () => {
    const email = freshEmail();
    await createContactSubmission(database.db, { email, name: "Wren Apple", message: "Please forget me." });
    const sent = await ask("erase", email.toUpperCase());
    expect(sent.status).toBe(200);
    expect(sent.data.outcome).toBe("sent");

    // Not confirmed yet: not in the back office, and it cannot be carried out.
    const [stored] = await database.db.select().from(privacyRequests).where(eq(privacyRequests.email, email));
    expect(stored!.status).toBe("unconfirmed");
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const before = await callRoute<Requests>(() =>
      requestsLoader(args(get("/admin/privacy/requests", adminCookie), context)),
    );
    expect(before.data.waiting.map((row) => row.email)).not.toContain(email);
    const notFound = await callRoute(() =>
      requestLoader(args(get(`/admin/privacy/requests/${stored!.id}`, adminCookie), context, { id: stored!.id })),
    );
    expect(notFound.status).toBe(404);
    const refused = await callRoute(() =>
      requestAction(args(post(`/admin/privacy/requests/${stored!.id}`, {}, adminCookie), context, { id: stored!.id })),
    );
    expect(refused.status).toBe(302);
    expect(
      (await database.db.select().from(privacyRequests).where(eq(privacyRequests.id, stored!.id)))[0]!.status,
    ).toBe("unconfirmed");
    expect(await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email))).toHaveLength(
      1,
    );

    // The email: HTML and plain text, with a link that only shows a page until its button is pressed.
    const mail = await lastEmailTo(database.db, email);
    expect(mail!.subject).toBe("Confirm your request for deleting your data");
    expect(mail!.htmlBody).toContain("Confirm my request");
    const link = firstLink(mail!.textBody);
    expect(link).toMatch(/\/privacy\/your-data\/confirm\?token=/);
    const page = await callRoute<{ pending: { maskedEmail: string } | null }>(() =>
      confirmRoute.loader(args(getRequest(link), context)),
    );
    expect(page.data.pending?.maskedEmail).toMatch(/^a•+@example\.org$/);
    const token = new URL(link).searchParams.get("token")!;
    const confirmed = await callRoute<{ confirmed: { dueDate: string } | null }>(() =>
      confirmRoute.action(args(post(`/privacy/your-data/confirm?token=${token}`, { token }), context)),
    );
    const due = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    expect(confirmed.data.confirmed?.dueDate).toBe(due);
    // Used once: the same link does nothing more.
    const again = await callRoute<{ confirmed: unknown }>(() =>
      confirmRoute.action(args(post(`/privacy/your-data/confirm?token=${token}`, { token }), context)),
    );
    expect(again.data.confirmed).toBeNull();

    // Now staff see it, with its due date, and carry it out.
    const listed = await callRoute<Requests>(() =>
      requestsLoader(args(get("/admin/privacy/requests", adminCookie), context)),
    );
    const row = listed.data.waiting.find((item) => item.id === stored!.id);
    expect(row?.email).toBe(email);
    expect(new Date(row!.dueAt).toISOString().slice(0, 10)).toBe(due);
    const detail = await callRoute<{ total: number }>(() =>
      requestLoader(args(get(`/admin/privacy/requests/${stored!.id}`, adminCookie), context, { id: stored!.id })),
    );
    expect(detail.data.total).toBeGreaterThanOrEqual(2); // the message and the request itself
    const done = await callRoute(() =>
      requestAction(args(post(`/admin/privacy/requests/${stored!.id}`, {}, adminCookie), context, { id: stored!.id })),
    );
    expect(done.location).toBe("/admin/privacy/requests");
    expect(await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email))).toEqual([]);
    const doneMail = await lastEmailTo(database.db, email);
    expect(doneMail!.subject).toBe("Your data has been deleted");
    expect(doneMail!.textBody).toContain("within 14 days");
    expect(doneMail!.htmlBody).toContain("Your data has been deleted");
    const [after] = await database.db.select().from(privacyRequests).where(eq(privacyRequests.id, stored!.id));
    expect(after).toMatchObject({ status: "done", email: expect.stringMatching(/^a•+@example\.org$/) });
    // Carried out once only.
    const twice = await callRoute(() =>
      requestAction(args(post(`/admin/privacy/requests/${stored!.id}`, {}, adminCookie), context, { id: stored!.id })),
    );
    expect(twice.status).toBe(302);
    const doneMails = await database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = ${email} and ${emailOutbox.subject} = 'Your data has been deleted'`);
    expect(doneMails).toHaveLength(1);
  });

  it("answers bad input next to the field, stores nothing for a bot, and sends a mailbox three links an hour at most", async () => {
    const invalid = await ask("", "nope");
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error).toMatchObject({
      kind: ["Choose whether you want a copy or want your data deleted."],
      email: ["Please enter an email address like name@example.org."],
    });

    const botEmail = freshEmail();
    const bot = await ask("export", botEmail, { [HONEYPOT_FIELD]: "https://spam.example" });
    expect(bot.data.outcome).toBe("sent");
    expect(await database.db.select().from(privacyRequests).where(eq(privacyRequests.email, botEmail))).toEqual([]);

    const email = freshEmail();
    // One visitor (the limiter lives in the context); the per-address form limit allows 10.
    for (let i = 0; i < 5; i++) {
      expect((await ask("export", i % 2 ? email : email.replace("@", "+x@"))).data.outcome).toBe("sent");
    }
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} in (${email}, ${email.replace("@", "+x@")})`);
    expect(mails).toHaveLength(3);
  });

  it("refuses an expired link", async () => {
    const email = freshEmail();
    await ask("export", email);
    const link = firstLink((await lastEmailTo(database.db, email))!.textBody);
    await database.db
      .update(privacyRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(privacyRequests.email, email));
    const page = await callRoute<{ pending: unknown }>(() => confirmRoute.loader(args(getRequest(link), context)));
    expect(page.data.pending).toBeNull();
    const token = new URL(link).searchParams.get("token")!;
    const confirmed = await callRoute<{ confirmed: unknown }>(() =>
      confirmRoute.action(args(post("/privacy/your-data/confirm", { token }), context)),
    );
    expect(confirmed.data.confirmed).toBeNull();
  });
});
