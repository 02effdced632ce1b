import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, emailOutbox, participants, staffNotifications, submissionReceipts } from "~/db/schema";
import { createContactSubmission, createVolunteerApplication } from "~/features/engage/engage.server";
import { submitCampaignApplication } from "~/features/campaigns/campaigns.server";
import { recordEnrollment } from "~/features/academy/academy.server";
import { action as partnerAction } from "~/routes/apply/partner";
import { action as programAction } from "~/routes/apply/program";
import { action as businessAction } from "~/routes/projects/business";
import * as detailRoute from "~/routes/admin/submission-detail";
import * as replyRoute from "~/routes/admin/submission-reply";
import * as listRoute from "~/routes/admin/submission-list";
import * as exportRoute from "~/routes/admin/submission-export";
import * as dashboardRoute from "~/routes/admin/dashboard";
import * as templatesRoute from "~/routes/admin/email-templates";
import { startOutboxWorker } from "~/utils/email.server";
import { RECEIPTS_PER_ADDRESS_PER_DAY } from "~/utils/receipts.server";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, formRequest, testEnv } from "../setup/context";
import { decodeQuotedPrintable, startMailCatcher } from "../setup/mail-catcher";
import { createCampaign } from "../factories/campaigns";
import { createCourse } from "../factories/academy";
import { createBusinessProject } from "../factories/projects";
import { get, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

const STAFF = "caseworkers@example.org";
const env = testEnv({ STAFF_EMAIL: STAFF });
/** Typed into every free-text field: no receipt may carry it. */
const MARK = "Zq7-unmistakable-words";

let database: TestDatabase;
let adminCookie: string;
let visitor = 0;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ({ database, adminCookie } = await setUpAdminTests({
    adminEmail: "replies-lead@example.org",
    userEmail: "replies-member@example.org",
    clientIp: "192.0.2.236",
    env,
  }));
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
afterAll(async () => {
  await database?.close();
});

function site(): SiteContext {
  visitor += 1;
  return createTestContext(database, { env, clientIp: `198.51.100.${visitor}` });
}

const mailTo = (address: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address.toLowerCase()}`);

const staffMailAbout = async (submissionPath: string) =>
  (await mailTo(STAFF)).filter((row) => row.textBody.includes(submissionPath));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's action
type AnyAction = (args: any) => unknown;
const postForm = (run: AnyAction, pathname: string, fields: Record<string, string>) =>
  callRoute<{ ok: boolean }>(() => run(args(formRequest(pathname, fields), site())));

/** Every public form with an email address, sent once by `address`; each returns its stored row's back-office path. */
async function sendEveryForm(address: (form: string) => string): Promise<Record<string, () => Promise<string>>> {
  const campaign = await createCampaign(database.db, { title: "Warm Homes Winter Drive" });
  const course = await createCourse(database.db, { title: "Budgeting Basics for Families" });
  const project = await createBusinessProject(database.db, {
    title: "Neighborhood Repair Partners",
    availableCollaborationTypes: [{ option: "Territorial Agent", description: "Represents the project locally." }],
  });
  const latestPath = async (kind: string, table: string) => {
    const rows = await database.db.execute<{ id: string }>(
      sql`select id from ${sql.identifier(table)} order by created_at desc limit 1`,
    );
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows) as { id: string }[];
    return `/admin/submissions/${kind}/${list[0]!.id}`;
  };
  return {
    contact: async () => {
      await createContactSubmission(database.db, env, {
        name: `Dana ${MARK}`,
        email: address("contact"),
        subject: `Subject ${MARK}`,
        message: `Message ${MARK}`,
      });
      return latestPath("contact", "contact_submissions");
    },
    volunteer: async () => {
      await createVolunteerApplication(database.db, env, {
        firstName: `Val ${MARK}`,
        lastName: "Ortiz",
        email: address("volunteer"),
        phone: "(555) 201-3344",
        address: `12 ${MARK} Street`,
        city: "Norfolk",
        state: "VA",
        zipCode: "23510",
        interests: ["mentoring"],
        availability: "evenings",
        experience: `Experience ${MARK}`,
        hearAboutUs: "friend_family",
      });
      return latestPath("volunteer", "volunteer_applications");
    },
    partner: async () => {
      const answer = await postForm(partnerAction, "/apply/agent", {
        name: `Pat ${MARK}`,
        email: address("partner"),
        phone: "(512) 555-0142",
        location: "Austin, TX",
        experience: `Experience ${MARK}`,
        project: project.id,
        partnershipType: "Territorial Agent",
        message: `Message ${MARK}`,
        website: "",
      });
      expect(answer.data.ok).toBe(true);
      return latestPath("partner", "agent_applications");
    },
    consultant: async () => {
      const answer = await postForm(programAction, "/apply/marykay", {
        fullName: `Cam ${MARK}`,
        email: address("consultant"),
        phone: "+1 210 555 0199",
        state: "Texas",
        experienceLevel: "Some Experience",
        collaborationType: "consultant",
        website: "",
      });
      expect(answer.data.ok).toBe(true);
      return latestPath("consultant", "consultant_applications");
    },
    diamond: async () => {
      const answer = await postForm(programAction, "/apply/amera-diamonds", {
        fullName: `Dee ${MARK}`,
        email: address("diamond"),
        phone: "+1 210 555 0198",
        state: "Georgia",
        experienceLevel: "Expert",
        collaborationType: "diamond-agent",
        website: "",
      });
      expect(answer.data.ok).toBe(true);
      return latestPath("diamond", "diamond_applications");
    },
    opportunity: async () => {
      const answer = await postForm(businessAction, "/projects/business", {
        type: "individual",
        name: `Ode ${MARK}`,
        email: address("opportunity"),
        phone: "901-555-0110",
        location: "Memphis, TN",
        experience: "some",
        interest: "nutrition",
        message: `Message ${MARK}`,
        website: "",
      });
      expect(answer.data.ok).toBe(true);
      return latestPath("opportunity", "opportunity_applications");
    },
    campaign: async () => {
      const outcome = await submitCampaignApplication({ db: database.db, env }, campaign.id, {
        fullName: `Cara ${MARK}`,
        email: address("campaign"),
        phone: undefined,
        address: `77 ${MARK} Ave`,
        eligibilityCode: campaign.eligibilityCode,
      });
      expect(outcome).toEqual({ ok: true });
      const [row] = await database.db
        .select({ id: participants.id })
        .from(participants)
        .where(eq(participants.email, address("campaign").toLowerCase()));
      return `/admin/submissions/campaign/${row!.id}`;
    },
    enrollment: async () => {
      await recordEnrollment(database.db, env, {
        course: { id: course.id, title: course.title },
        user: null,
        supportEmail: address("enrollment"),
      });
      return latestPath("volunteer-interest", "volunteer_form_submissions");
    },
  };
}

describe(`receipts (${process.env.TEST_DB_KIND})`, () => {
  it("every public form queues exactly one receipt to the sender and one staff notification, none repeating what was typed", async () => {
    const run = Date.now().toString(36);
    const address = (form: string) => `${form}.${run}@example.org`;
    const forms = await sendEveryForm(address);
    for (const [form, send] of Object.entries(forms)) {
      const recordPath = await send();
      const receipts = await mailTo(address(form));
      expect(receipts, form).toHaveLength(1);
      const receipt = receipts[0]!;
      expect(receipt.headers, form).toEqual({ "Reply-To": STAFF });
      expect(receipt.htmlBody, form).toMatch(/<html/);
      for (const part of [receipt.subject, receipt.textBody, receipt.htmlBody ?? ""]) {
        expect(part, form).not.toContain(MARK);
      }
      expect(receipt.textBody, form).toMatch(/within 24(-48)? hours/);
      const staff = await staffMailAbout(recordPath);
      expect(staff, form).toHaveLength(1);
      expect(staff[0]!.textBody, form).toContain(`Open it in the back office: ${env.PUBLIC_URL}${recordPath}`);
      expect(staff[0]!.headers, form).toEqual({ "Reply-To": address(form).toLowerCase() });
    }
    const campaignReceipt = (await mailTo(address("campaign")))[0]!;
    expect(campaignReceipt.subject).toBe("We received your application for support");
    expect(campaignReceipt.textBody).toContain("“Warm Homes Winter Drive”");
    expect((await mailTo(address("partner")))[0]!.textBody).toContain("“Neighborhood Repair Partners”");
    expect((await mailTo(address("enrollment")))[0]!.textBody).toContain("“Budgeting Basics for Families”");
    expect((await mailTo(address("contact")))[0]!.textBody).toContain("within 24-48 hours");
  });

  it(`sends at most ${RECEIPTS_PER_ADDRESS_PER_DAY} receipts to one address a day; the fourth is stored and staff are told`, async () => {
    const address = `often.${Date.now().toString(36)}@example.org`;
    for (let index = 0; index < 4; index += 1) {
      await createContactSubmission(database.db, env, {
        name: "Robin",
        email: index % 2 ? address.toUpperCase() : address,
        subject: `Question ${index}`,
        message: "Hello there.",
      });
    }
    expect(await mailTo(address)).toHaveLength(3);
    const stored = await database.db.execute(
      sql`select count(*)::int as n from contact_submissions where lower(email) = ${address}`,
    );
    const rows = (Array.isArray(stored) ? stored : (stored as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(Number(rows[0]!.n)).toBe(4);
    const told = await database.db
      .select()
      .from(staffNotifications)
      .where(sql`${staffNotifications.summary} like 'Robin: Question %'`);
    expect(told).toHaveLength(4);
    // A day later the address gets receipts again.
    await database.db
      .update(submissionReceipts)
      .set({ createdAt: sql`${submissionReceipts.createdAt} - interval '25 hours'` })
      .where(eq(submissionReceipts.address, address));
    await createContactSubmission(database.db, env, {
      name: "Robin",
      email: address,
      subject: undefined,
      message: "Once more.",
    });
    expect(await mailTo(address)).toHaveLength(4);
  });

  it("delivers a receipt to the SMTP catcher after a refused first try, once, with Reply-To staff and both parts", async () => {
    const address = `retry.${Date.now().toString(36)}@example.org`;
    const dir = mkdtempSync(path.join(tmpdir(), "receipt-mail-"));
    let refusals = 0;
    const catcher = await startMailCatcher(dir, {
      refuse: (to) => (to === address && refusals++ === 0 ? 451 : null),
    });
    stops.push(() => catcher.close());
    await createContactSubmission(database.db, env, {
      name: "Sky",
      email: address,
      subject: undefined,
      message: `Hi ${MARK}`,
    });
    const worker = startOutboxWorker({
      db: database.db,
      env: testEnv({ STAFF_EMAIL: STAFF, SMTP_URL: catcher.url }),
      logger: pino({ level: "silent" }),
      retryBaseMs: 100,
    });
    stops.push(() => worker.stop());
    const received = () =>
      readdirSync(dir)
        .map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), "utf8")))
        .filter((mail) => mail.startsWith(`X-Envelope-To: ${address}`));
    const deadline = Date.now() + 15_000;
    while (received().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(refusals).toBeGreaterThanOrEqual(2);
    const mails = received();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Reply-To: caseworkers@example\.org/m);
    expect(mails[0]).toMatch(/Content-Type: text\/plain/);
    expect(mails[0]).toMatch(/Content-Type: text\/html/);
    expect(mails[0]).not.toContain(MARK);
    const [row] = await mailTo(address);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe(`decisions, notes and owners (${process.env.TEST_DB_KIND})`, () => {
  const detail = underAdminLayout(detailRoute.loader);
  const detailAction = underAdminLayout(detailRoute.action);
  const replyLoader = underAdminLayout(replyRoute.loader);
  const replyAction = underAdminLayout(replyRoute.action);

  async function application() {
    const campaign = await createCampaign(database.db, { title: "Back to School Backpacks" });
    const email = `family.${Date.now().toString(36)}@example.org`;
    await submitCampaignApplication({ db: database.db, env }, campaign.id, {
      fullName: "Jordan Family",
      email,
      address: "5 Elm Street",
      eligibilityCode: campaign.eligibilityCode,
    });
    const [row] = await database.db.select().from(participants).where(eq(participants.email, email));
    return { id: row!.id, email, base: `/admin/submissions/campaign/${row!.id}` };
  }

  it("prefills, previews and sends a decision through the outbox, keeps its history and audits it", async () => {
    const { id, email, base } = await application();
    const ctx = site();
    const draft = await callRoute<Awaited<ReturnType<typeof replyRoute.loader>>>(() =>
      replyLoader(args(get(`${base}/reply?outcome=needs_info`, adminCookie), ctx, { kind: "campaign", id })),
    );
    expect(draft.data.draft.subject).toBe("Your application for support: needs more information");
    expect(draft.data.draft.body).toContain("Dear Jordan Family,");
    expect(draft.data.draft.body).toContain("“Back to School Backpacks”");

    const message = `${draft.data.draft.body}\n\nPlease send a photo of the school enrollment letter.`;
    const fields = { outcome: "needs_info", subject: draft.data.draft.subject, message };
    const preview = await callRoute<{ step: string; preview: { html: string; text: string } }>(() =>
      replyAction(
        args(post(`${base}/reply`, { ...fields, intent: "preview" }, adminCookie), ctx, { kind: "campaign", id }),
      ),
    );
    expect(preview.data.step).toBe("preview");
    expect(preview.data.preview.text).toContain("school enrollment letter");
    expect(await mailTo(email)).toHaveLength(1); // only the receipt so far

    const sent = await callRoute(() =>
      replyAction(
        args(post(`${base}/reply`, { ...fields, intent: "send" }, adminCookie), ctx, { kind: "campaign", id }),
      ),
    );
    expect(sent.status).toBe(302);
    const decision = (await mailTo(email)).find((row) => row.subject.includes("needs more information"));
    expect(decision).toMatchObject({ headers: { "Reply-To": STAFF }, status: "pending" });
    expect(decision!.textBody).toContain("school enrollment letter");

    // Changed later: the history keeps both, newest first.
    await callRoute(() =>
      replyAction(
        args(
          post(
            `${base}/reply`,
            { outcome: "approved", subject: "Approved", message: "Good news.", intent: "send" },
            adminCookie,
          ),
          ctx,
          { kind: "campaign", id },
        ),
      ),
    );
    const page = await callRoute<Awaited<ReturnType<typeof detailRoute.loader>>>(() =>
      detail(args(get(base, adminCookie), ctx, { kind: "campaign", id })),
    );
    expect(page.data.replies.decisions.map((d) => d.outcomeLabel)).toEqual(["Approved", "Needs more information"]);
    expect(page.data.replies.decisions[1]!.message).toContain("school enrollment letter");
    expect(page.data.replies.decisions[1]!.byEmail).toBe("replies-lead@example.org");
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "decision"), eq(auditLog.entityId, id)));
    expect(audits.map((row) => (row.details as { outcome: string }).outcome).sort()).toEqual([
      "Approved",
      "Needs more information",
    ]);
  });

  it("refuses an empty message and an outcome the kind does not have, keeping what was typed", async () => {
    const { id, base } = await application();
    const ctx = site();
    const empty = await callRoute<{ errors: Record<string, string[]>; values: { subject: string } }>(() =>
      replyAction(
        args(
          post(
            `${base}/reply`,
            { outcome: "needs_info", subject: "Kept subject", message: " ", intent: "preview" },
            adminCookie,
          ),
          ctx,
          {
            kind: "campaign",
            id,
          },
        ),
      ),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.errors.message).toEqual(["Write the message the person will read."]);
    expect(empty.data.values.subject).toBe("Kept subject");
    const wrong = await callRoute<{ errors: Record<string, string[]> }>(() =>
      replyAction(
        args(
          post(`${base}/reply`, { outcome: "welcomed", subject: "S", message: "M", intent: "send" }, adminCookie),
          ctx,
          {
            kind: "campaign",
            id,
          },
        ),
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.errors.outcome).toEqual(["Choose one of the outcomes."]);
  });

  it("keeps notes and an owner, filters the list by them and exports notes in their own column", async () => {
    const { id, base } = await application();
    const other = await application();
    const ctx = site();
    const note = `Called the school office ${MARK}`;
    expect(
      (
        await callRoute(() =>
          detailAction(args(post(base, { intent: "note", note }, adminCookie), ctx, { kind: "campaign", id })),
        )
      ).status,
    ).toBe(302);
    const emptyNote = await callRoute<{ noteErrors: string[] }>(() =>
      detailAction(args(post(base, { intent: "note", note: "" }, adminCookie), ctx, { kind: "campaign", id })),
    );
    expect(emptyNote.data.noteErrors).toEqual(["Write the note first."]);
    const page = await callRoute<Awaited<ReturnType<typeof detailRoute.loader>>>(() =>
      detail(args(get(base, adminCookie), ctx, { kind: "campaign", id })),
    );
    const me = page.data.replies.staff.find((member) => member.email === "replies-lead@example.org")!;
    expect(page.data.replies.notes.map((n) => n.body)).toEqual([note]);
    await callRoute(() =>
      detailAction(args(post(base, { intent: "owner", owner: me.id }, adminCookie), ctx, { kind: "campaign", id })),
    );
    const refused = await callRoute<{ ownerErrors: string[] }>(() =>
      detailAction(
        args(post(base, { intent: "owner", owner: "someone-else" }, adminCookie), ctx, { kind: "campaign", id }),
      ),
    );
    expect(refused.status).toBe(400);

    const list = underAdminLayout(listRoute.loader);
    const names = async (query: string) =>
      (
        await callRoute<{ rows: { id: string }[] }>(() =>
          list(args(get(`/admin/submissions/campaign?${query}`, adminCookie), ctx, { kind: "campaign" })),
        )
      ).data.rows.map((row) => row.id);
    expect(await names("owner=me")).toEqual([id]);
    expect(await names("outcome=none")).toEqual(expect.arrayContaining([id, other.id]));
    await callRoute(() =>
      replyAction(
        args(
          post(
            `${other.base}/reply`,
            { outcome: "not_eligible", subject: "S", message: "M", intent: "send" },
            adminCookie,
          ),
          ctx,
          {
            kind: "campaign",
            id: other.id,
          },
        ),
      ),
    );
    expect(await names("outcome=none")).not.toContain(other.id);
    expect(await names("outcome=not_eligible")).toEqual([other.id]);

    const csv = await callRoute<string>(() =>
      underAdminLayout(exportRoute.loader)(
        args(get("/admin/submissions/campaign/export.csv", adminCookie), ctx, { kind: "campaign" }),
      ),
    );
    const text = typeof csv.data === "string" ? csv.data : String(csv.data);
    expect(text.split("\n")[0]).toContain("Internal notes (staff only)");
    expect(text).toContain(MARK);
  });

  it("shows what needs a reply on the dashboard, oldest first, marked past the promise, until it is answered", async () => {
    const { id, base } = await application();
    await database.db
      .update(participants)
      .set({ submittedAt: sql`now() - interval '30 hours'` })
      .where(eq(participants.id, id));
    const ctx = site();
    const dashboard = underAdminLayout(dashboardRoute.loader);
    const waiting = async () =>
      (
        await callRoute<{ needsReply: { rows: { path: string; overdue: boolean; waited: string }[] } }>(() =>
          dashboard(args(get("/admin", adminCookie), ctx)),
        )
      ).data.needsReply.rows.find((row) => row.path === base);
    expect(await waiting()).toMatchObject({ overdue: true, waited: "30 hours" });
    await callRoute(() =>
      replyAction(
        args(
          post(`${base}/reply`, { outcome: "approved", subject: "S", message: "M", intent: "send" }, adminCookie),
          ctx,
          {
            kind: "campaign",
            id,
          },
        ),
      ),
    );
    expect(await waiting()).toBeUndefined();
  });
});

describe(`email templates staff can edit (${process.env.TEST_DB_KIND})`, () => {
  const templatesLoader = underAdminLayout(templatesRoute.loader);
  const templatesAction = underAdminLayout(templatesRoute.action);
  const path = "/admin/settings/templates";

  it("refuses a placeholder the email cannot fill, naming it, and keeps what was typed", async () => {
    const ctx = site();
    const refused = await callRoute<{ errors: { subject: string[]; body: string[] }; values: { body: string } }>(() =>
      templatesAction(
        args(
          post(
            path,
            { key: "receipt:volunteer", intent: "save", subject: "Thanks {{form}}", body: "Hi {{name}}, {{date" },
            adminCookie,
          ),
          ctx,
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.subject).toEqual([]);
    expect(refused.data.errors.body[0]).toMatch(/^“\{\{name\}\}” is not a placeholder this email can use\./);
    expect(refused.data.errors.body[1]).toMatch(/not closed/);
    expect(refused.data.values.body).toBe("Hi {{name}}, {{date");
  });

  it("saves staff's wording, uses it for the next receipt and decision, and goes back to the default", async () => {
    const ctx = site();
    const saved = await callRoute(() =>
      templatesAction(
        args(
          post(
            path,
            {
              key: "receipt:contact",
              intent: "save",
              subject: "Got {{form}}",
              body: "Hello from {{site}}: {{form}} arrived {{date}}.",
            },
            adminCookie,
          ),
          ctx,
        ),
      ),
    );
    expect(saved.status).toBe(302);
    const address = `custom.${Date.now().toString(36)}@example.org`;
    await createContactSubmission(database.db, env, { name: "Lee", email: address, subject: undefined, message: "Hi" });
    const [receipt] = await mailTo(address);
    expect(receipt!.subject).toBe("Got your message");
    expect(receipt!.textBody).toContain("Hello from Community Synergy Network: your message arrived");
    const page = await callRoute<Awaited<ReturnType<typeof templatesRoute.loader>>>(() =>
      templatesLoader(args(get(`${path}?key=receipt:contact`, adminCookie), ctx)),
    );
    expect(page.data.selected).toMatchObject({ key: "receipt:contact", customized: true, subject: "Got {{form}}" });

    await callRoute(() =>
      templatesAction(args(post(path, { key: "receipt:contact", intent: "reset" }, adminCookie), ctx)),
    );
    const again = `default.${Date.now().toString(36)}@example.org`;
    await createContactSubmission(database.db, env, { name: "Lee", email: again, subject: undefined, message: "Hi" });
    expect((await mailTo(again))[0]!.subject).toBe("We received your message");
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entity, "email-template"));
    expect(audits.map((row) => row.action)).toEqual(expect.arrayContaining(["update", "reset"]));
  });

  it("previews a decision template with sample details", async () => {
    const preview = await callRoute<{ preview: { subject: string; html: string } }>(() =>
      templatesAction(
        args(
          post(
            path,
            {
              key: "decision:campaign:approved",
              intent: "preview",
              subject: "{{form}}: approved",
              body: "Dear {{name}}, from {{staff_name}}.",
            },
            adminCookie,
          ),
          site(),
        ),
      ),
    );
    expect(preview.data.preview.subject).toBe("Your application for support: approved");
    expect(preview.data.preview.html).toContain("Dear Jordan Rivera, from Sam Lee.");
  });
});
