import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, donationStatementEmails, donations, emailOutbox } from "~/db/schema";
import * as donorsExportRoute from "~/routes/admin/donations/donors-export";
import * as giftRoute from "~/routes/admin/donations/gift";
import * as importRoute from "~/routes/admin/donations/import";
import * as emailRoute from "~/routes/admin/donations/statement-email";
import { loader as campaignLoader } from "~/routes/campaigns/campaign";
import { startOutboxWorker } from "~/utils/email.server";
import { createCampaign, type CampaignRow } from "../factories/campaigns";
import { args, callRoute, createTestContext, getRequest, TEST_ORIGIN, testEnv } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { decodeQuotedPrintable, startMailCatcher } from "../setup/mail-catcher";
import { get, post, sessionHeaders, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Issue 37 parts 3 and 6 (ADR 0047): the platforms' CSV exports imported through a preview, the
// donors as a spreadsheet, and the year-end statement emailed once.
const importAction = underAdminLayout(importRoute.action);
const exportLoader = underAdminLayout(donorsExportRoute.loader);
const emailLoader = underAdminLayout(emailRoute.loader);
const emailAction = underAdminLayout(emailRoute.action);
const giftAction = underAdminLayout(giftRoute.action);

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/donations");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;
let warmHomes: CampaignRow;
let backpacks: CampaignRow;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "gifts-lead@example.org",
    userEmail: "gifts-neighbor@example.org",
    clientIp: "192.0.2.237",
    env: testEnv({ ORGANIZATION_EIN: "12-3456789", STAFF_EMAIL: "giving@example.org" }),
  }));
  warmHomes = await createCampaign(database.db, { title: "Warm Homes Winter Drive", raisedAmount: 0 });
  backpacks = await createCampaign(database.db, { title: "Back to School Backpacks", raisedAmount: 0 });
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
afterAll(async () => {
  await database?.close();
});

interface Preview {
  platform: string;
  rows: number;
  fresh: number;
  matched: number;
  unassigned: number;
  duplicates: number;
  duplicateRows: string[];
  unreadable: number;
  unreadableRows: string[];
  content: string;
  seal: string;
  fileName: string;
}
type ImportAnswer = { result: { error?: Record<string, string[]> } | null; preview: Preview | null };

function upload(fields: Record<string, string | File>, cookie = adminCookie) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${TEST_ORIGIN}/admin/donations/import`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, ...sessionHeaders(cookie) },
    body,
  });
}

async function previewFile(name: string, text = fixture(name), platform = "auto") {
  const file = new File([text], name, { type: "text/csv" });
  return callRoute<ImportAnswer>(() => importAction(args(upload({ intent: "preview", platform, file }), context)));
}

async function importPreview(preview: Preview, overrides: Record<string, string> = {}) {
  return callRoute<ImportAnswer>(() =>
    importAction(
      args(
        post(
          "/admin/donations/import",
          {
            intent: "import",
            platform: preview.platform,
            content: preview.content,
            seal: preview.seal,
            fileName: preview.fileName,
            ...overrides,
          },
          adminCookie,
        ),
        context,
      ),
    ),
  );
}

const countFrom = async (source: "zeffy" | "givebutter" | "donorbox") =>
  (await database.db.select().from(donations).where(eq(donations.source, source))).length;

async function publicRaised(campaign: CampaignRow) {
  const page = await callRoute<{ campaign: { raisedAmount: number; donorCount: number } }>(() =>
    campaignLoader(args(getRequest(`/campaigns/${campaign.id}`), context, { id: campaign.id })),
  );
  return page.data.campaign;
}

describe(`CSV import of the platforms' exports (${process.env.TEST_DB_KIND})`, () => {
  it("Zeffy: the preview counts new, duplicate and unreadable rows and stores nothing; the import adds the new ones once", async () => {
    const auditsBefore = (await database.db.select().from(auditLog).where(eq(auditLog.action, "import"))).length;
    const answer = await previewFile("zeffy-payments.csv");
    expect(answer.status).toBe(200);
    const preview = answer.data.preview!;
    expect(preview).toMatchObject({ platform: "zeffy", rows: 6, fresh: 4, duplicates: 1, unreadable: 1 });
    expect(preview.unreadableRows).toEqual(["row 6: amount is not a number"]);
    expect(preview.duplicateRows).toEqual(["row 7: the same gift as row 3"]);
    expect(preview).toMatchObject({ matched: 3, unassigned: 1 });
    // Nothing stored by the preview.
    expect(await countFrom("zeffy")).toBe(0);

    const raisedBefore = await publicRaised(warmHomes);
    const imported = await importPreview(preview);
    expect(imported.status).toBe(302);
    const rows = await database.db.select().from(donations).where(eq(donations.source, "zeffy"));
    expect(rows).toHaveLength(4);
    const byId = new Map(rows.map((row) => [row.sourceId, row]));
    expect(byId.get("zf_pay_8H2kQ1")).toMatchObject({
      amountCents: 5000,
      status: "succeeded",
      donorName: "Maria Gonzalez",
      donorEmail: "maria.gonzalez@example.org",
      campaignId: warmHomes.id,
      recurring: false,
    });
    // The campaign's title matched without regard to case; a monthly gift is recurring.
    expect(byId.get("zf_pay_8H2kQ7")).toMatchObject({ campaignId: warmHomes.id, recurring: true });
    // "General Fund" is no campaign of the site: left for staff to assign.
    expect(byId.get("zf_pay_8H2kR3")).toMatchObject({ amountCents: 120_000, campaignId: null });
    expect(byId.get("zf_pay_8H2kS9")).toMatchObject({ status: "refunded", refundedCents: 7500 });
    expect(byId.has("zf_pay_8H2kT4")).toBe(false);
    // The refunded gift counts for nothing: $50 + $25 more on the campaign's page.
    expect((await publicRaised(warmHomes)).raisedAmount).toBe(raisedBefore.raisedAmount + 75);

    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, "import"));
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)!.details).toMatchObject({
      platform: "zeffy",
      rows: 6,
      imported: 4,
      duplicates: 1,
      unreadable: 1,
    });
    expect(audits.at(-1)!.actorEmail).toBe("gifts-lead@example.org");

    // The same file again: every gift is a duplicate now, and importing it adds nothing.
    const again = (await previewFile("zeffy-payments.csv")).data.preview!;
    expect(again).toMatchObject({ fresh: 0, duplicates: 5, unreadable: 1 });
    expect(again.duplicateRows).toContain("row 2: already in the ledger");
    expect((await importPreview(again)).status).toBe(302);
    expect(await countFrom("zeffy")).toBe(4);
    // The first preview's import sent again adds nothing either.
    expect((await importPreview(preview)).status).toBe(302);
    expect(await countFrom("zeffy")).toBe(4);
  });

  it("Givebutter: found from its columns, US dates, a failed payment and a bad date reported, not imported", async () => {
    const preview = (await previewFile("givebutter-transactions.csv")).data.preview!;
    expect(preview).toMatchObject({ platform: "givebutter", rows: 5, fresh: 3, duplicates: 0, unreadable: 2 });
    expect(preview.unreadableRows).toEqual([
      "row 4: status is “failed”, not a gift received",
      "row 6: date is not a date (write it as YYYY-MM-DD)",
    ]);
    expect((await importPreview(preview)).status).toBe(302);
    const rows = await database.db.select().from(donations).where(eq(donations.source, "givebutter"));
    expect(rows.map((row) => row.sourceId).sort()).toEqual(["gb_tx_Qm3vA1", "gb_tx_Qm3vB8", "gb_tx_Qm3vD5"]);
    const leah = rows.find((row) => row.sourceId === "gb_tx_Qm3vA1")!;
    expect(leah).toMatchObject({ amountCents: 10_000, campaignId: backpacks.id, status: "succeeded" });
    // 08/15/2026 10:14 AM where the organization works (the test site's zone).
    expect(leah.giftDate.toISOString().slice(0, 10)).toBe("2026-08-15");
    expect(rows.find((row) => row.sourceId === "gb_tx_Qm3vD5")).toMatchObject({ status: "refunded", campaignId: null });
    const reimport = (await previewFile("givebutter-transactions.csv")).data.preview!;
    expect(reimport).toMatchObject({ fresh: 0, duplicates: 3 });
  });

  it("Donorbox: the refunded column is read, card columns are never kept, an empty amount is reported", async () => {
    const preview = (await previewFile("donorbox-donations.csv")).data.preview!;
    expect(preview).toMatchObject({ platform: "donorbox", rows: 5, fresh: 4, duplicates: 0, unreadable: 1 });
    expect(preview.unreadableRows).toEqual(["row 6: amount is empty"]);
    expect((await importPreview(preview)).status).toBe(302);
    const rows = await database.db.select().from(donations).where(eq(donations.source, "donorbox"));
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.sourceId === "48213455")).toMatchObject({ status: "refunded" });
    expect(rows.find((row) => row.sourceId === "48213391")).toMatchObject({ recurring: true, amountCents: 3500 });
    const stored = JSON.stringify(rows.map((row) => row.payload));
    expect(stored).not.toContain("4242");
    expect(stored).not.toContain("Last4");
    expect(stored).not.toContain("Card Type");
    expect(stored).toContain("Monthly, thank you!");
    expect((await previewFile("donorbox-donations.csv")).data.preview).toMatchObject({ fresh: 0, duplicates: 4 });
  });

  it("refuses a file that is not an export, a platform whose columns are missing, and a changed file", async () => {
    const noFile = await callRoute<ImportAnswer>(() =>
      importAction(args(upload({ intent: "preview", platform: "auto" }), context)),
    );
    expect(noFile.status).toBe(400);
    expect(noFile.data.result!.error!.file?.[0]).toMatch(/choose the CSV file/);

    const unknown = await previewFile("contacts.csv", "Name,Phone\r\nAda,555-0100\r\n");
    expect(unknown.status).toBe(400);
    expect(unknown.data.result!.error!.file?.[0]).toMatch(/do not look like a Zeffy, Givebutter or Donorbox/);

    const wrongPlatform = await previewFile("zeffy-payments.csv", fixture("zeffy-payments.csv"), "donorbox");
    expect(wrongPlatform.status).toBe(400);
    expect(wrongPlatform.data.result!.error!.file?.[0]).toMatch(
      /not a Donorbox payments export: it has no “Donation ID”/,
    );

    const brokenQuote = await previewFile(
      "broken.csv",
      'Payment ID,Payment Date,Total Amount,Form Title\r\nzf_1,2026-01-01,"10\r\n',
    );
    expect(brokenQuote.status).toBe(400);
    expect(brokenQuote.data.result!.error!.file?.[0]).toMatch(/could not be read as CSV/);

    // A file edited after its preview (or any text with a made-up seal) is not imported.
    const text = "Payment ID,Payment Date,Total Amount,Form Title\r\nzf_edit_1,2026-05-01,10.00,\r\n";
    const preview = (await previewFile("small.csv", text)).data.preview!;
    expect(preview.fresh).toBe(1);
    const edited = Buffer.from(text.replace("10.00", "10000.00")).toString("base64url");
    const refused = await importPreview(preview, { content: edited });
    expect(refused.status).toBe(400);
    expect(refused.data.result!.error![""]?.[0]).toMatch(/changed between the preview and the import/);
    expect((await database.db.select().from(donations).where(eq(donations.sourceId, "zf_edit_1"))).length).toBe(0);
  });

  it("refuses anyone but staff", async () => {
    for (const cookie of [userCookie, ""]) {
      const file = new File([fixture("zeffy-payments.csv")], "z.csv");
      const answer = await callRoute(() =>
        importAction(args(upload({ intent: "preview", platform: "auto", file }, cookie), context)),
      );
      expect([401, 403]).toContain(answer.status);
    }
  });
});

describe(`donors as a spreadsheet (${process.env.TEST_DB_KIND})`, () => {
  it("lists every donor with their total, quoted, a formula shown as text", async () => {
    const response = (await exportLoader(args(get("/admin/donations/donors.csv", adminCookie), context))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="donors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Name,Email,Total given (USD),Gifts,First gift,Last gift");
    // Maria: one $50 gift from the Zeffy file.
    expect(lines).toContain("Maria Gonzalez,maria.gonzalez@example.org,50.00,1,2026-01-14,2026-01-14");
    // Priya's $1,200.00 is quoted only where a separator needs it; it has none.
    expect(lines).toContain("Priya Raman,priya.raman@example.com,1200.00,1,2026-03-21,2026-03-21");
    // A name typed as a formula reaches the spreadsheet as text.
    const curious = lines.find((line) => line.includes("curious.donor@example.org"))!;
    expect(curious.startsWith(`"'=HYPERLINK(`)).toBe(true);
    // Refunded gifts are no gifts: Tom Becker is not a donor.
    expect(csv).not.toContain("tom.becker@example.org");

    const anonymous = await callRoute(() =>
      exportLoader(args(get("/admin/donations/donors.csv", userCookie), context)),
    );
    expect([401, 403]).toContain(anonymous.status);
  });
});

describe(`year-end statement by email (${process.env.TEST_DB_KIND})`, () => {
  const donor = "june.bishop@example.org";
  const params = { email: donor, year: "2026" };
  const pathname = `/admin/donations/donors/${encodeURIComponent(donor)}/2026/email`;

  it("shows the email first, sends it once through the outbox, and again only when staff confirm", async () => {
    for (const [amount, giftDate] of [
      ["300", "2026-03-02"],
      ["125.50", "2026-10-15"],
    ] as const) {
      const added = await callRoute(() =>
        giftAction(
          args(
            post(
              "/admin/donations/gifts/new",
              {
                amount,
                giftDate,
                method: "check",
                donorName: "June Bishop",
                donorEmail: donor,
                campaignId: "",
                note: "",
              },
              adminCookie,
            ),
            context,
            { id: "new" },
          ),
        ),
      );
      expect(added.status).toBe(302);
    }

    // The preview: the email as June will get it, both parts, before anything is queued.
    const page = await callRoute<{
      preview: { subject: string; html: string; text: string };
      sends: unknown[];
    }>(() => emailLoader(args(get(pathname, adminCookie), context, params)));
    expect(page.status).toBe(200);
    expect(page.data.sends).toEqual([]);
    expect(page.data.preview.subject).toBe("Your 2026 giving statement from Community Synergy Network");
    for (const part of [page.data.preview.html, page.data.preview.text]) {
      expect(part).toContain("EIN 12-3456789");
      expect(part).toContain("$425.50");
      expect(part).toContain("No goods or services were provided in exchange for these contributions.");
    }
    const queuedTo = () =>
      database.db
        .select()
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = ${donor}`);
    expect(await queuedTo()).toHaveLength(0);

    const dir = mkdtempSync(path.join(tmpdir(), "statement-mail-"));
    const catcher = await startMailCatcher(dir);
    stops.push(() => catcher.close());
    const worker = startOutboxWorker({
      db: database.db,
      env: testEnv({ SMTP_URL: catcher.url }),
      logger: pino({ level: "silent" }),
      retryBaseMs: 100,
    });
    stops.push(() => worker.stop());

    const send = (fields: Record<string, string>) =>
      callRoute<{ result: { error?: Record<string, string[]> } }>(() =>
        emailAction(args(post(pathname, fields, adminCookie), context, params)),
      );
    const sent = await send({ intent: "send" });
    expect(sent.status).toBe(302);
    // Back to this page, which now lists the send.
    expect(sent.headers.get("location")).toBe(pathname);

    const received = () =>
      readdirSync(dir)
        .map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), "utf8")))
        .filter((mail) => mail.startsWith(`X-Envelope-To: ${donor}`));
    const deadline = Date.now() + 15_000;
    while (received().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const [mail] = received();
    expect(mail).toMatch(/^Subject: Your 2026 giving statement from Community Synergy Network/m);
    expect(mail).toMatch(/^Reply-To: giving@example\.org/m);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(mail).toContain("$300.00");
    expect(mail).toContain("$125.50");
    expect(mail).toContain("$425.50");
    expect(mail).toContain("No goods or services were provided");
    // Nothing private is linked from it: no address of the back office.
    expect(mail).not.toContain("/admin");

    // Pressing Send again sends nothing.
    const twice = await send({ intent: "send" });
    expect(twice.status).toBe(409);
    expect(twice.data.result.error![""]?.[0]).toMatch(/already emailed/);
    // Sending again needs the box checked.
    const unconfirmed = await send({ intent: "resend" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data.result.error!.confirm?.[0]).toMatch(/check the box/);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(received()).toHaveLength(1);
    expect(await queuedTo()).toHaveLength(1);

    // Resent on purpose: a second email, and both sends recorded and audited.
    expect((await send({ intent: "resend", confirm: "yes" })).status).toBe(302);
    const again = Date.now() + 15_000;
    while (received().length < 2 && Date.now() < again) await new Promise((r) => setTimeout(r, 50));
    expect(received()).toHaveLength(2);
    const records = await database.db
      .select()
      .from(donationStatementEmails)
      .where(eq(donationStatementEmails.donorEmail, donor));
    expect(records.map((row) => [row.year, row.resend, row.totalCents, row.giftCount]).sort()).toEqual([
      [2026, false, 42_550, 2],
      [2026, true, 42_550, 2],
    ]);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "donation_statement")));
    expect(audits.map((entry) => entry.action).sort()).toEqual(["resend", "send"]);
    // The audit names the year and the total, not the donor's address.
    expect(JSON.stringify(audits.map((entry) => entry.details))).not.toContain(donor);

    const later = await callRoute<{ sends: { resend: boolean }[] }>(() =>
      emailLoader(args(get(pathname, adminCookie), context, params)),
    );
    expect(later.data.sends.map((entry) => entry.resend)).toEqual([true, false]);
  });

  it("two first sends at once queue one email", async () => {
    const donorTwo = "amos.reed@example.org";
    await callRoute(() =>
      giftAction(
        args(
          post(
            "/admin/donations/gifts/new",
            {
              amount: "80",
              giftDate: "2026-05-05",
              method: "cash",
              donorName: "Amos Reed",
              donorEmail: donorTwo,
              campaignId: "",
              note: "",
            },
            adminCookie,
          ),
          context,
          { id: "new" },
        ),
      ),
    );
    const twoParams = { email: donorTwo, year: "2026" };
    const target = `/admin/donations/donors/${encodeURIComponent(donorTwo)}/2026/email`;
    const answers = await Promise.all(
      [1, 2].map(() =>
        callRoute(() => emailAction(args(post(target, { intent: "send" }, adminCookie), context, twoParams))),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    const queued = await database.db
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = ${donorTwo}`);
    expect(queued).toHaveLength(1);
  });

  it("refuses anyone but staff, and a donor with no gifts that year", async () => {
    for (const cookie of [userCookie, ""]) {
      const answer = await callRoute(() =>
        emailAction(args(post(pathname, { intent: "send" }, cookie), context, params)),
      );
      expect([401, 403]).toContain(answer.status);
    }
    const none = await callRoute(() =>
      emailLoader(args(get(pathname, adminCookie), context, { email: donor, year: "2019" })),
    );
    expect(none.status).toBe(404);
    // Without the EIN nothing is sent.
    const noEin = createTestContext(database, { clientIp: "192.0.2.238", env: testEnv({}) });
    const refused = await callRoute<{ result: { error?: Record<string, string[]> } }>(() =>
      emailAction(args(post(pathname, { intent: "resend", confirm: "yes" }, adminCookie), noEin, params)),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error![""]?.[0]).toMatch(/ORGANIZATION_EIN/);
  });
});
