import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, donations } from "~/db/schema";
import * as giftRoute from "~/routes/admin/donations/gift";
import * as listRoute from "~/routes/admin/donations/list";
import { loader as campaignLoader } from "~/routes/campaigns/campaign";
import { createCampaign, type CampaignRow } from "../factories/campaigns";
import { args, callRoute, getRequest } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { get, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Issue 37 part 4: gifts entered by hand, edited or voided only with a reason, every change audited.
const giftAction = underAdminLayout(giftRoute.action);
const giftLoader = underAdminLayout(giftRoute.loader);
const listLoader = underAdminLayout(listRoute.loader);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;
let campaign: CampaignRow;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "treasurer@example.org",
    userEmail: "neighbor@example.org",
  }));
  campaign = await createCampaign(database.db, { raisedAmount: 1000, goalAmount: 1500 });
});
afterAll(async () => {
  await database?.close();
});

async function publicCampaign() {
  const page = await callRoute<{ campaign: { raisedAmount: number; donorCount: number } }>(() =>
    campaignLoader(args(getRequest(`/campaigns/${campaign.id}`), context, { id: campaign.id })),
  );
  return page.data!.campaign;
}

const check = {
  amount: "$300.00",
  giftDate: "2026-11-20",
  method: "check",
  donorName: "Dolores Hart",
  donorEmail: "Dolores.Hart@example.org",
  campaignId: "",
  note: "Check #1042",
};

async function addGift(fields: Record<string, string>, cookie = adminCookie) {
  return callRoute<{ result?: { error?: Record<string, string[]> } }>(() =>
    giftAction(args(post("/admin/donations/gifts/new", fields, cookie), context, { id: "new" })),
  );
}

describe("gifts entered by hand", () => {
  it("a $300 check counts on the campaign's page at once, with its donor, and is audited", async () => {
    const before = await publicCampaign();
    const added = await addGift({ ...check, campaignId: campaign.id });
    expect(added.status).toBe(302);
    const after = await publicCampaign();
    expect(after.raisedAmount).toBe(before.raisedAmount + 300);
    expect(after.donorCount).toBe(before.donorCount + 1);

    const [gift] = await database.db.select().from(donations).where(eq(donations.campaignId, campaign.id));
    expect(gift).toMatchObject({
      source: "manual",
      amountCents: 30000,
      status: "succeeded",
      donorEmail: "dolores.hart@example.org",
      method: "check",
    });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "donation"), eq(auditLog.entityId, gift!.id)));
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([["create", "treasurer@example.org"]]);

    // The list shows it.
    const list = await callRoute<{ gifts: { id: string }[] }>(() =>
      listLoader(args(get("/admin/donations", adminCookie), context)),
    );
    expect(list.data.gifts.map((row) => row.id)).toContain(gift!.id);
  });

  it("answers bad input next to the field and keeps what was typed", async () => {
    const answer = await addGift({ ...check, amount: "three hundred", giftDate: "2026-13-45", method: "" });
    expect(answer.status).toBe(400);
    const errors = answer.data.result!.error!;
    expect(errors.amount?.[0]).toMatch(/amount in dollars/);
    expect(errors.giftDate?.[0]).toBeTruthy();
    expect(errors.method?.[0]).toMatch(/how the gift was given/);
  });

  it("is edited only with a reason, and voided with one: both audited, the void takes it off the total", async () => {
    await addGift({ ...check, donorName: "Ana Ruiz", donorEmail: "ana.ruiz@example.org", campaignId: campaign.id });
    const [gift] = await database.db.select().from(donations).where(eq(donations.donorEmail, "ana.ruiz@example.org"));
    const id = gift!.id;
    const path = `/admin/donations/gifts/${id}`;
    const withGift = await publicCampaign();

    const noReason = await callRoute<{ result: { error: Record<string, string[]> } }>(() =>
      giftAction(
        args(post(path, { ...check, campaignId: campaign.id, intent: "save", amount: "350" }, adminCookie), context, {
          id,
        }),
      ),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.data.result.error.reason?.[0]).toMatch(/say why/);

    const saved = await callRoute(() =>
      giftAction(
        args(
          post(
            path,
            { ...check, campaignId: campaign.id, intent: "save", amount: "350", reason: "Typed the wrong amount" },
            adminCookie,
          ),
          context,
          { id },
        ),
      ),
    );
    expect(saved.status).toBe(302);
    expect((await publicCampaign()).raisedAmount).toBe(withGift.raisedAmount + 50);

    const voided = await callRoute(() =>
      giftAction(args(post(path, { intent: "void", reason: "The check bounced" }, adminCookie), context, { id })),
    );
    expect(voided.status).toBe(302);
    expect((await publicCampaign()).raisedAmount).toBe(withGift.raisedAmount - 300);

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "donation"), eq(auditLog.entityId, id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "update", "void"]);
    expect(JSON.stringify(entries.find((entry) => entry.action === "void")!.details)).toContain("The check bounced");
    expect(JSON.stringify(entries.find((entry) => entry.action === "update")!.details)).toContain(
      "Typed the wrong amount",
    );
  });

  it("a pending platform gift counts once staff confirm it", async () => {
    const [pending] = await database.db
      .insert(donations)
      .values({
        source: "every_org",
        sourceId: "every-pending-1",
        amountCents: 2500,
        giftDate: new Date("2026-11-21T12:00:00Z"),
        status: "pending",
        campaignId: campaign.id,
      })
      .returning();
    const before = await publicCampaign();
    const confirmed = await callRoute(() =>
      giftAction(
        args(post(`/admin/donations/gifts/${pending!.id}`, { intent: "confirm" }, adminCookie), context, {
          id: pending!.id,
        }),
      ),
    );
    expect(confirmed.status).toBe(302);
    expect((await publicCampaign()).raisedAmount).toBe(before.raisedAmount + 25);
    // A platform's gift is never edited by hand.
    const edit = await callRoute(() =>
      giftAction(
        args(
          post(`/admin/donations/gifts/${pending!.id}`, { ...check, intent: "save", reason: "x" }, adminCookie),
          context,
          {
            id: pending!.id,
          },
        ),
      ),
    );
    expect(edit.status).toBe(409);
  });

  it("refuses anyone but staff", async () => {
    for (const cookie of [userCookie, ""]) {
      const answer = await addGift(check, cookie);
      expect([401, 403]).toContain(answer.status);
      const page = await callRoute(() =>
        giftLoader(args(get("/admin/donations/gifts/new", cookie), context, { id: "new" })),
      );
      expect([401, 403]).toContain(page.status);
    }
  });
});

describe("donors and year-end statements", () => {
  it("merges a donor's gifts by email, and makes the year's statement as a page and a PDF", async () => {
    const email = "June.Carter@example.org";
    await addGift({ ...check, donorName: "June Carter", donorEmail: email, amount: "100", giftDate: "2026-02-01" });
    await addGift({
      ...check,
      donorName: "June Carter",
      donorEmail: email.toLowerCase(),
      amount: "250",
      giftDate: "2026-06-01",
    });
    await addGift({ ...check, donorName: "June Carter", donorEmail: email, amount: "40", giftDate: "2025-12-01" });
    const donorsRoute = await import("~/routes/admin/donations/donors");
    const donors = await callRoute<{ donors: { email: string; totalCents: number; gifts: number; years: number[] }[] }>(
      () => underAdminLayout(donorsRoute.loader)(args(get("/admin/donations/donors", adminCookie), context)),
    );
    const june = donors.data.donors.find((donor) => donor.email === "june.carter@example.org")!;
    expect(june).toMatchObject({ totalCents: 39000, gifts: 3, years: [2026, 2025] });

    const statementRoute = await import("~/routes/admin/donations/statement");
    const params = { email: "june.carter@example.org", year: "2026" };
    const page = await callRoute<{ statement: { totalCents: number; gifts: unknown[] }; text: { noGoods: string } }>(
      () =>
        underAdminLayout(statementRoute.loader)(
          args(get(`/admin/donations/donors/x/2026`, adminCookie), context, params),
        ),
    );
    expect(page.data.statement.totalCents).toBe(35000);
    expect(page.data.statement.gifts).toHaveLength(2);
    expect(page.data.text.noGoods).toMatch(/No goods or services were provided/);

    const pdfRoute = await import("~/routes/admin/donations/statement-pdf");
    // Without the organization's EIN there is no statement to make.
    const refused = (await underAdminLayout(pdfRoute.loader)(
      args(get("/admin/donations/donors/x/2026/statement.pdf", adminCookie), context, params),
    )) as Response;
    expect(refused.status).toBe(409);
    const withEin = { ...context, env: { ...context.env, ORGANIZATION_EIN: "12-3456789" } };
    const pdf = (await underAdminLayout(pdfRoute.loader)(
      args(get("/admin/donations/donors/x/2026/statement.pdf", adminCookie), withEin, params),
    )) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // Nobody but staff gets it.
    const anonymous = await callRoute(() =>
      underAdminLayout(pdfRoute.loader)(args(get("/admin/donations/donors/x/2026/statement.pdf"), withEin, params)),
    );
    expect([401, 403]).toContain(anonymous.status);
  });
});
