import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaigns, emailOutbox, participants } from "~/db/schema";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { SLOW_WRONG_ANSWER_MS } from "~/utils/secret-attempts.server";
import { action as applyAction, loader as applyLoader } from "~/routes/campaigns/apply";
import { loader as campaignLoader } from "~/routes/campaigns/campaign";
import { loader as helpingHandLoader } from "~/routes/campaigns/helping-hand-campaign";
import { loader as latestNewsLoader } from "~/routes/news/latest-news";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, formRequest, getRequest, testEnv } from "../setup/context";
import { isUniqueViolation } from "~/db/errors";
import { createCampaign } from "../factories/campaigns";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;
/** Campaign ids and eligibility codes by title, from the campaigns this file makes. */
const ids = new Map<string, string>();
const codes = new Map<string, string>();
let ALL_CODES: string[] = [];

const BABY_CAM = "Test Drive With a Donation Form"; // Active, external donation form
const SENIOR = "Test Pantry Without a Goal"; // Active, no goal
const WINTER = "Test Kits Coming Soon"; // Upcoming
const BEAUTY = "Test Days Already Held"; // Completed, no image, no donation form
const HEALTHY_START = "Test Boxes Nobody Else Applies To"; // Active
const CARE_KITS = "Test Kits Over Their Goal"; // Active, over its goal
/** The detail page's figures, as this file stores them for BABY_CAM. */
const BABY_CAM_DETAILS = {
  location: "Alameda, CA",
  status: "Active",
  startedDate: "2026-08-01",
  goalAmount: 18000,
  raisedAmount: 11240,
  donationFormUrl: "https://www.example.com/donate/test-drive",
  campaignUrl: "https://www.example.com/campaigns/test-drive",
} as const;
const codeOf = (title: string) => {
  const code = codes.get(title);
  if (!code) throw new Error(`no campaign ${title}`);
  return code;
};
let BABY_CAM_CODE: string;
let SENIOR_CODE: string;
let CARE_KITS_CODE: string;
let HEALTHY_START_CODE: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const made = [
    await createCampaign(database.db, { title: BABY_CAM, ...BABY_CAM_DETAILS }),
    await createCampaign(database.db, { title: SENIOR, status: "Active", goalAmount: null, raisedAmount: 2875 }),
    await createCampaign(database.db, { title: WINTER, status: "Upcoming" }),
    await createCampaign(database.db, { title: BEAUTY, status: "Completed", imageUrl: null, donationFormUrl: null }),
    await createCampaign(database.db, { title: HEALTHY_START, status: "Active" }),
    await createCampaign(database.db, { title: CARE_KITS, status: "Active", goalAmount: 12000, raisedAmount: 13150 }),
  ];
  for (const row of made) {
    ids.set(row.title, row.id);
    codes.set(row.title, row.eligibilityCode);
  }
  ALL_CODES = made.map((campaign) => campaign.eligibilityCode);
  BABY_CAM_CODE = codeOf(BABY_CAM);
  SENIOR_CODE = codeOf(SENIOR);
  CARE_KITS_CODE = codeOf(CARE_KITS);
  HEALTHY_START_CODE = codeOf(HEALTHY_START);
});
afterAll(async () => {
  await database?.close();
});
let visitor = 0;
beforeEach(() => {
  visitor += 1;
  context = createTestContext(database, { clientIp: `198.51.100.${visitor}` });
});

const idOf = (title: string) => {
  const id = ids.get(title);
  if (!id) throw new Error(`no campaign ${title}`);
  return id;
};

type ApplyResult = {
  status: "submitted" | "duplicate" | "closed" | "error";
  problem?: { title: string; message: string } | null;
  result?: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
  formError?: string;
};

const apply = (campaignId: string, fields: Record<string, string>, ctx = context) =>
  callRoute<ApplyResult>(() =>
    applyAction(args(formRequest(`/campaigns/${campaignId}/apply`, fields), ctx, { id: campaignId })),
  );

const applicant = (overrides: Record<string, string> = {}) => ({
  fullName: "Maria Santos",
  email: `maria.${visitor}.${Math.random().toString(36).slice(2, 8)}@example.org`,
  phone: "(510) 555-0100",
  address: "77 Central Ave, Alameda, CA 94501",
  eligibilityCode: BABY_CAM_CODE,
  ...overrides,
});

const participantsOf = (campaignId: string, email?: string) =>
  database.db
    .select()
    .from(participants)
    .where(
      email
        ? and(eq(participants.campaignId, campaignId), eq(participants.email, email))
        : eq(participants.campaignId, campaignId),
    );

/** Every eligibility code of this file's campaigns that appears in `text`. */
const codesIn = (text: string) => ALL_CODES.filter((code) => text.includes(code));

describe(`campaign pages (${process.env.TEST_DB_KIND})`, () => {
  it("loads a campaign's public details, formatted for the page, without its eligibility code", async () => {
    const result = await callRoute<{ campaign: Record<string, unknown> }>(() =>
      campaignLoader(args(getRequest(`/campaigns/${idOf(BABY_CAM)}`), context, { id: idOf(BABY_CAM) })),
    );
    expect(result.status).toBe(200);
    expect(result.data.campaign).toMatchObject({ title: BABY_CAM, ...BABY_CAM_DETAILS });
    expect(Object.keys(result.data.campaign)).not.toContain("eligibilityCode");
    expect(codesIn(JSON.stringify(result.data))).toEqual([]);
  });

  it("answers 404 for an unknown id, a malformed id and an unpublished campaign — never a 500", async () => {
    await database.db
      .update(campaigns)
      .set({ isPublished: false })
      .where(eq(campaigns.id, idOf(WINTER)));
    try {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1' or '1'='1", idOf(WINTER)]) {
        for (const loader of [campaignLoader, helpingHandLoader, applyLoader]) {
          const result = await callRoute(() =>
            loader(args(getRequest(`/campaigns/${encodeURIComponent(id)}`), context, { id })),
          );
          expect(result.status, `${id}`).toBe(404);
        }
      }
    } finally {
      await database.db
        .update(campaigns)
        .set({ isPublished: true })
        .where(eq(campaigns.id, idOf(WINTER)));
    }
  });

  it("keeps every eligibility code out of the detail, helping-hand, apply and news loaders", async () => {
    for (const title of ids.keys()) {
      const id = idOf(title);
      for (const loader of [campaignLoader, helpingHandLoader, applyLoader]) {
        const result = await callRoute(() => loader(args(getRequest(`/campaigns/${id}`), context, { id })));
        expect(result.status).toBe(200);
        expect(codesIn(JSON.stringify(result.data)), `${title}`).toEqual([]);
      }
    }
    const news = await callRoute(() => latestNewsLoader(args(getRequest("/latest-news"), context)));
    expect(codesIn(JSON.stringify(news.data))).toEqual([]);
  });

  it("gives the helping-hand variant the progress figures but not the external donation form", async () => {
    const result = await callRoute<{ campaign: Record<string, unknown> }>(() =>
      helpingHandLoader(args(getRequest(`/projects/helping-hand/${idOf(SENIOR)}`), context, { id: idOf(SENIOR) })),
    );
    expect(result.data.campaign).toMatchObject({
      title: SENIOR,
      goalAmount: null,
      raisedAmount: 2875,
      status: "Active",
    });
    expect(result.data.campaign).not.toHaveProperty("donationFormUrl");
  });

  it("shows the apply page only the campaign's summary and status", async () => {
    const result = await callRoute<{ campaign: Record<string, unknown> }>(() =>
      applyLoader(args(getRequest(`/campaigns/${idOf(BEAUTY)}/apply`), context, { id: idOf(BEAUTY) })),
    );
    expect(Object.keys(result.data.campaign).sort()).toEqual([
      "description",
      "id",
      "imageAlt",
      "imageUrl",
      "location",
      "status",
      "title",
    ]);
    expect(result.data.campaign).toMatchObject({ status: "Completed", imageUrl: null });
  });
});

describe(`support applications (${process.env.TEST_DB_KIND})`, () => {
  it("stores an application with the right code and queues the staff notification in the same transaction", async () => {
    const id = idOf(BABY_CAM);
    const fields = applicant({ fullName: "  Jordan Reyes ", email: "Jordan.Reyes@Example.org", phone: "" });
    const result = await apply(id, fields);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ status: "submitted" });

    const [row] = await participantsOf(id, "jordan.reyes@example.org");
    expect(row).toMatchObject({
      fullName: "Jordan Reyes",
      phone: null,
      address: "77 Central Ave, Alameda, CA 94501",
      eligibilityCodeUsed: BABY_CAM_CODE,
      status: "new",
    });

    const [email] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `New support application: ${BABY_CAM}`));
    expect(email?.toAddress).toBe("info@communitysynergy.org");
    expect(email?.textBody).toContain("Jordan Reyes");
    expect(email?.textBody).toContain("http://localhost:3999/admin");
    expect(email?.textBody).not.toContain(BABY_CAM_CODE);
  });

  it("sends the notification to STAFF_EMAIL when it is set", async () => {
    const ctx = createTestContext(database, {
      env: testEnv({ STAFF_EMAIL: "helpinghand@example.org" }),
      clientIp: "198.51.100.200",
    });
    const id = idOf(SENIOR);
    expect(
      (await apply(id, applicant({ eligibilityCode: SENIOR_CODE, email: "staff.route@example.org" }), ctx)).data.status,
    ).toBe("submitted");
    const rows = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "helpinghand@example.org"));
    expect(rows).toHaveLength(1);
  });

  it("refuses a wrong code with the spec's message and stores nothing", async () => {
    const id = idOf(BABY_CAM);
    const fields = applicant({ eligibilityCode: codeOf(BEAUTY) });
    const before = (await database.db.select().from(emailOutbox)).length;
    const result = await apply(id, fields);
    expect(result.status).toBe(400);
    expect(result.data.problem).toEqual({
      title: "Invalid Eligibility Code",
      message: "The eligibility code you entered is not valid for this campaign.",
    });
    // What the visitor typed stays in the form.
    expect(result.data.result?.initialValue).toMatchObject({
      fullName: "Maria Santos",
      eligibilityCode: codeOf(BEAUTY),
    });
    expect(await participantsOf(id, fields.email)).toHaveLength(0);
    expect((await database.db.select().from(emailOutbox)).length).toBe(before);
    // Another campaign's valid code is not valid here.
    expect((await apply(id, applicant({ eligibilityCode: CARE_KITS_CODE }))).data.problem?.title).toBe(
      "Invalid Eligibility Code",
    );
  });

  it("compares codes case-sensitively and exactly", async () => {
    const id = idOf(BABY_CAM);
    const code = BABY_CAM_CODE;
    const capitalized = code.charAt(0) + code.slice(1).toLowerCase();
    for (const variant of [code.toLowerCase(), capitalized, `${code}X`, code.slice(0, -1), code.replace(/-/g, " ")]) {
      const entered = variant;
      const fields = applicant({ eligibilityCode: entered });
      const result = await apply(id, fields);
      expect(result.data.problem?.title, entered).toBe("Invalid Eligibility Code");
      expect(await participantsOf(id, fields.email)).toHaveLength(0);
    }
    // Surrounding spaces are trimmed like every text input.
    expect((await apply(id, applicant({ eligibilityCode: `  ${BABY_CAM_CODE} ` }))).data.status).toBe("submitted");
  });

  it("reports missing fields with the spec's messages, in the form's order, and stores nothing", async () => {
    const id = idOf(BABY_CAM);
    const before = (await participantsOf(id)).length;
    const result = await apply(id, { fullName: " ", email: "", phone: "", address: "", eligibilityCode: "" });
    expect(result.status).toBe(400);
    const error = result.data.result?.error ?? {};
    expect(Object.entries(error).map(([field, messages]) => [field, messages?.[0]])).toEqual([
      ["fullName", "Full name is required"],
      ["email", "Email is required"],
      ["address", "Address is required"],
      ["eligibilityCode", "Eligibility code is required"],
    ]);
    const invalid = await apply(id, applicant({ email: "maria at example.org" }));
    expect(invalid.data.result?.error).toEqual({ email: ["Invalid email address"] });
    expect((await participantsOf(id)).length).toBe(before);
  });

  it("refuses applications to a campaign that is not Active, even with its right code", async () => {
    for (const [title, code] of [
      [WINTER, codeOf(WINTER)],
      [BEAUTY, codeOf(BEAUTY)],
    ] as const) {
      const id = idOf(title);
      const result = await apply(id, applicant({ eligibilityCode: code }));
      expect(result.status).toBe(409);
      expect(result.data).toMatchObject({ status: "closed" });
      expect(await participantsOf(id)).toHaveLength(0);
    }
  });

  it("tells an email that has already applied, whatever its case, without storing it twice", async () => {
    const id = idOf(BABY_CAM);
    expect((await apply(id, applicant({ email: "twice@example.org" }))).data.status).toBe("submitted");
    const again = await apply(id, applicant({ email: "TWICE@Example.org" }));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ status: "duplicate" });
    expect(await participantsOf(id, "twice@example.org")).toHaveLength(1);
    // Someone without the code learns nothing about who applied: the code is checked first.
    expect(
      (await apply(id, applicant({ email: "twice@example.org", eligibilityCode: "GUESS2026" }))).data.problem?.title,
    ).toBe("Invalid Eligibility Code");
    // The same email may apply to another campaign.
    expect(
      (await apply(idOf(SENIOR), applicant({ email: "twice@example.org", eligibilityCode: SENIOR_CODE }))).data.status,
    ).toBe("submitted");
  });

  it("turns the unique index's violation into 'already applied' when two submissions race", async () => {
    const id = idOf(SENIOR);
    const fields = applicant({ email: "race@example.org", eligibilityCode: SENIOR_CODE });
    const ctxA = createTestContext(database, { clientIp: "198.51.100.201" });
    const ctxB = createTestContext(database, { clientIp: "198.51.100.202" });
    const results = await Promise.all([apply(id, fields, ctxA), apply(id, fields, ctxB)]);
    expect(results.map((result) => result.data.status).sort()).toEqual(["duplicate", "submitted"]);
    expect(await participantsOf(id, "race@example.org")).toHaveLength(1);
  });

  it("recognises the unique index's violation as the driver reports it (code 23505)", async () => {
    const id = idOf(SENIOR);
    const row = {
      campaignId: id,
      fullName: "A",
      email: "index@example.org",
      address: "B",
      eligibilityCodeUsed: SENIOR_CODE,
    };
    await database.db.insert(participants).values(row);
    const error = await database.db
      .insert(participants)
      .values({ ...row, email: "INDEX@example.org" })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const id = idOf(BABY_CAM);
    const fields = applicant({ website: "http://spam.example" });
    const result = await apply(id, fields);
    expect(result.data).toMatchObject({ status: "submitted" });
    expect(await participantsOf(id, fields.email)).toHaveLength(0);
  });

  it("rate-limits code attempts per visitor, with a clear message, so codes cannot be guessed", async () => {
    const id = idOf(BABY_CAM);
    const { points } = RATE_LIMITS.eligibilityCodeByIp;
    for (let attempt = 0; attempt < points; attempt++) {
      expect((await apply(id, applicant({ eligibilityCode: `GUESS${attempt}` }))).data.problem?.title).toBe(
        "Invalid Eligibility Code",
      );
    }
    const fields = applicant();
    const refused = await apply(id, fields);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data.problem?.title).toBe("Too Many Attempts");
    expect(refused.data.problem?.message).toMatch(/Please wait \d+ minutes? and try again/);
    // Even the right code is not checked while the limit holds.
    expect(await participantsOf(id, fields.email)).toHaveLength(0);
    // Another visitor is not affected.
    expect(
      (await apply(id, applicant(), createTestContext(database, { clientIp: "198.51.100.250" }))).data.status,
    ).toBe("submitted");
  });

  it("slows wrong codes for a much-guessed campaign but accepts the right code at once, from anyone", async () => {
    // A campaign no other test applies to (with PostgreSQL the counters live in the database).
    const id = idOf(HEALTHY_START);
    const shared = createTestContext(database, { clientIp: "198.51.100.210" });
    await shared.rateLimiter.reset("eligibilityCodeByCampaign", id);
    const { points } = RATE_LIMITS.eligibilityCodeByCampaign;
    // One limiter for all "visitors" (as in one server process); each stays under its own limit.
    for (let attempt = 0; attempt < points; attempt++) {
      const ctx = { ...shared, clientIp: `203.0.113.${attempt}` };
      const result = await apply(id, applicant({ eligibilityCode: `WRONG-${attempt}` }), ctx);
      expect(result.status).toBe(400);
    }
    // Past the threshold a wrong code is answered only after a delay; it is still not refused.
    const attacker = { ...shared, clientIp: "203.0.113.100" };
    let started = Date.now();
    const slow = apply(id, applicant({ eligibilityCode: "WRONG-SLOW" }), attacker);
    // Meanwhile the same client cannot start a second try on this campaign…
    const second = await apply(id, applicant({ eligibilityCode: "WRONG-PARALLEL" }), attacker);
    expect(second.status).toBe(429);
    expect(second.data.problem?.message).toMatch(/still being checked/);
    // …and the holder of the code, from another address, gets in at once.
    const holder = await apply(id, applicant({ eligibilityCode: HEALTHY_START_CODE }), {
      ...shared,
      clientIp: "203.0.113.101",
    });
    expect(holder.data.status).toBe("submitted");
    expect(Date.now() - started).toBeLessThan(SLOW_WRONG_ANSWER_MS.min);
    const slowResult = await slow;
    expect(slowResult.status).toBe(400);
    expect(slowResult.data.problem?.title).toBe("Invalid Eligibility Code");
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_WRONG_ANSWER_MS.min - 50);
    // The right code is still accepted at once after the slowed answer.
    started = Date.now();
    const again = await apply(id, applicant({ eligibilityCode: HEALTHY_START_CODE }), {
      ...shared,
      clientIp: "203.0.113.102",
    });
    expect(again.data.status).toBe("submitted");
    expect(Date.now() - started).toBeLessThan(SLOW_WRONG_ANSWER_MS.min);
    // The other campaigns are unaffected.
    const other = await apply(idOf(CARE_KITS), applicant({ eligibilityCode: CARE_KITS_CODE }), {
      ...shared,
      clientIp: "203.0.113.254",
    });
    expect(other.data.status).toBe("submitted");
  }, 20_000);

  it("counts only wrong codes against a visitor's budget", async () => {
    const ctx = createTestContext(database, { clientIp: "198.51.100.220" });
    const { points } = RATE_LIMITS.eligibilityCodeByIp;
    for (let attempt = 0; attempt < points + 2; attempt++) {
      expect((await apply(idOf(SENIOR), applicant({ eligibilityCode: SENIOR_CODE }), ctx)).data.status).toBe(
        "submitted",
      );
    }
  });
});
