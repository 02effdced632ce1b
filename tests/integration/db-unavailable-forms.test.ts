import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { openDatabase, type Database } from "~/db/client.server";
import {
  agentApplications,
  consultantApplications,
  courseSubmissions,
  diamondApplications,
  emailOutbox,
  newsletterSubscribers,
  opportunityApplications,
  participants,
  volunteerFormSubmissions,
} from "~/db/schema";
import { DATABASE_UNAVAILABLE_FORM_MESSAGE } from "~/utils/database-unavailable";
import { action as enrollAction } from "~/routes/academy/enroll";
import { action as agentAction } from "~/routes/apply/partner";
import { action as ameraAction } from "~/routes/apply/program";
import { action as marykayAction } from "~/routes/apply/program";
import { action as applyAction } from "~/routes/campaigns/apply";
import { action as newsletterAction } from "~/routes/newsletter/newsletter";
import { action as businessAction } from "~/routes/projects/business";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, formRequest, testEnv } from "../setup/context";
import { createCourse } from "../factories/academy";
import { createCampaign } from "../factories/campaigns";
import { createBusinessProject } from "../factories/projects";

/** The password of the private course these tests enroll in. */
const PRIVATE_COURSE_PASSWORD = "Test-Course-Pass-2026";
/** The code of the campaign these tests apply to (made in beforeAll). */
let BABY_CAM_CODE: string;

/**
 * The public forms when the database cannot be reached (part of "never a 500 page"): the visitor
 * gets 503, everything typed back and "try again in a minute"; nothing is stored, and the log
 * line carries no payload. Three ways it happens: the database is down from the start (for
 * PostgreSQL the rate-limit store is the first thing to fail), only the rate-limit store fails,
 * or the connection drops at the write itself.
 */

let database: TestDatabase;
/** The same kind of database as the suite's, but unreachable: a closed PGlite or a refused PostgreSQL port. */
let unreachable: Database;
/** A genuine driver error of the unreachable database. */
let driverError: unknown;
let campaignId: string;
let ids: { business: string; diamonds: string };
let projectId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind === "postgres") {
    unreachable = await openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/unreachable" });
  } else {
    unreachable = await openDatabase({ kind: "pglite-memory" });
    await unreachable.close();
  }
  driverError = await unreachable.db.execute(sql`select 1`).then(
    () => {
      throw new Error("the unreachable database answered");
    },
    (error: unknown) => error,
  );
  const campaign = await createCampaign(database.db, { status: "Active" });
  campaignId = campaign.id;
  BABY_CAM_CODE = campaign.eligibilityCode;
  ids = {
    business: (await createCourse(database.db)).id,
    diamonds: (await createCourse(database.db, { password: PRIVATE_COURSE_PASSWORD })).id,
  };
  const option = { option: "Territorial Agent", description: "Represent the partner in your area." };
  projectId = (await createBusinessProject(database.db, { availableCollaborationTypes: [option] })).id;
});

afterAll(async () => {
  if (database?.kind === "postgres") await unreachable?.close();
  await database?.close();
});

let visitor = 0;
beforeEach(() => {
  visitor += 1;
});

type Scenario = "down" | "rate-limit store down" | "write fails";
const SCENARIOS: Scenario[] = ["down", "rate-limit store down", "write fails"];

/** A visitor's context for a scenario; its log lines are captured. */
function brokenContext(scenario: Scenario) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: "info" }, stream);
  const clientIp = `198.51.100.${visitor}`;
  const env = testEnv();
  let ctx: SiteContext;
  if (scenario === "down") {
    ctx = { ...createTestContext(unreachable, { env, clientIp }), logger };
  } else if (scenario === "rate-limit store down") {
    const base = createTestContext(database, { env, clientIp });
    ctx = { ...base, logger, rateLimiter: { ...base.rateLimiter, consume: () => Promise.reject(driverError) } };
  } else {
    // Reads work; the connection is gone when the write's transaction starts.
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction") return unreachable.db.transaction.bind(unreachable.db);
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    ctx = { ...createTestContext(database, { env, clientIp }), db, logger };
  }
  return { ctx, lines };
}

async function countRows() {
  const tables = [
    participants,
    agentApplications,
    consultantApplications,
    diamondApplications,
    opportunityApplications,
    courseSubmissions,
    volunteerFormSubmissions,
    newsletterSubscribers,
    emailOutbox,
  ];
  return Promise.all(
    tables.map(async (table) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n),
  );
}

/** The one log line of the failure: present, and without anything the visitor typed. */
function expectLoggedWithoutPayload(lines: string[], message: string, typed: string[]) {
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(message);
  for (const words of typed) expect(lines[0]).not.toContain(words);
}

interface FormResult {
  ok?: boolean;
  formError?: string;
  problem?: { title: string; message: string } | string | null;
  status?: string;
  result?: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
}

const post = (
  run: (args: never) => unknown,
  path: string,
  fields: Record<string, string>,
  ctx: SiteContext,
  params = {},
) => callRoute<FormResult>(() => run(args(formRequest(path, fields), ctx, params)));

describe(`campaign support application, database unavailable (${process.env.TEST_DB_KIND})`, () => {
  const applicant = () => ({
    fullName: "Maria Santos",
    email: `maria.${visitor}@example.org`,
    phone: "(510) 555-0100",
    address: "77 Central Ave, Alameda, CA 94501",
    eligibilityCode: BABY_CAM_CODE,
    website: "",
  });

  it.each(SCENARIOS)("%s: answers 503 with the message and the typed values, and stores nothing", async (scenario) => {
    const { ctx, lines } = brokenContext(scenario);
    const before = await countRows();
    const result = await post(applyAction, `/campaigns/${campaignId}/apply`, applicant(), ctx, { id: campaignId });

    expect(result.status).toBe(503);
    expect(result.data.status).toBe("error");
    expect(result.data.problem).toEqual({ title: "Submission Failed", message: DATABASE_UNAVAILABLE_FORM_MESSAGE });
    expect(result.data.result?.error?.[""]).toEqual([DATABASE_UNAVAILABLE_FORM_MESSAGE]);
    expect(result.data.result?.initialValue).toMatchObject({
      fullName: "Maria Santos",
      address: "77 Central Ave, Alameda, CA 94501",
      eligibilityCode: BABY_CAM_CODE,
    });
    expect(await countRows()).toEqual(before);
    expectLoggedWithoutPayload(lines, "storing a campaign application failed", ["Maria", "Central Ave", BABY_CAM_CODE]);
  });

  it("keeps today's answer when the write fails for another reason", async () => {
    const base = createTestContext(database, { clientIp: `198.51.100.${visitor}` });
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction") return () => Promise.reject(new Error("deadlock detected"));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const result = await post(
      applyAction,
      `/campaigns/${campaignId}/apply`,
      applicant(),
      { ...base, db },
      { id: campaignId },
    );
    expect(result.status).toBe(503);
    expect(result.data.problem).toEqual({
      title: "Submission Failed",
      message: "There was an error submitting your application. Please try again.",
    });
  });
});

describe(`partner, programme and opportunity applications, database unavailable (${process.env.TEST_DB_KIND})`, () => {
  const forms = [
    {
      name: "partner (/apply/agent)",
      action: agentAction,
      path: "/apply/agent",
      fields: () => ({
        name: "Ana Torres",
        email: "ana.torres@example.org",
        phone: "(512) 555-0142",
        location: "Austin, TX",
        experience: "Five years managing a phone-repair shop",
        project: projectId,
        partnershipType: "Territorial Agent",
        message: "I can start in March.",
        website: "",
      }),
      typed: ["Ana Torres", "phone-repair", "start in March"],
    },
    {
      name: "consultant programme",
      action: marykayAction,
      path: "/apply/marykay",
      fields: () => ({
        fullName: "Bea Lin",
        email: "bea@example.org",
        phone: "+1 210 555 0199",
        state: "Texas",
        experienceLevel: "Some Experience",
        collaborationType: "consultant",
        website: "",
      }),
      typed: ["Bea Lin", "bea@example.org", "555 0199"],
    },
    {
      name: "diamond programme",
      action: ameraAction,
      path: "/apply/amera-diamonds",
      fields: () => ({
        fullName: "Dee Park",
        email: "dee@example.org",
        phone: "+1 210 555 0144",
        state: "Georgia",
        experienceLevel: "Expert",
        collaborationType: "diamond-agent",
        website: "",
      }),
      typed: ["Dee Park", "dee@example.org"],
    },
    {
      name: "business opportunity",
      action: businessAction,
      path: "/projects/business",
      fields: () => ({
        type: "individual",
        name: "Chris Ode",
        email: "chris@example.org",
        phone: "901-555-0110",
        location: "Memphis, TN",
        experience: "some",
        interest: "nutrition",
        message: "Evenings and weekends.",
        website: "",
      }),
      typed: ["Chris Ode", "chris@example.org", "Evenings and weekends"],
    },
  ];

  const cases = forms.flatMap((form) => SCENARIOS.map((scenario) => [form.name, scenario, form] as const));

  it.each(cases)(
    "%s, %s: answers 503 with the message and the typed values, and stores nothing",
    async (_name, scenario, form) => {
      const { ctx, lines } = brokenContext(scenario);
      const before = await countRows();
      const fields = form.fields();
      const result = await post(form.action, form.path, fields, ctx);

      expect(result.status).toBe(503);
      expect(result.data.ok).toBe(false);
      // The form shows `formError` in its alert (FormAlert, role=alert).
      expect(result.data.formError).toBe(DATABASE_UNAVAILABLE_FORM_MESSAGE);
      const { website: _website, ...typed } = fields;
      expect(result.data.result?.initialValue).toMatchObject(typed);
      expect(await countRows()).toEqual(before);
      expectLoggedWithoutPayload(lines, "storing an application failed", form.typed);
    },
  );

  it("keeps the 500 and the spec's wording when the write fails for another reason", async () => {
    const base = createTestContext(database, { clientIp: `198.51.100.${visitor}` });
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction") return () => Promise.reject(new Error("deadlock detected"));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const result = await post(marykayAction, "/apply/marykay", forms[1]!.fields(), { ...base, db });
    expect(result.status).toBe(500);
    expect(result.data.formError).toBe("There was an error submitting your application. Please try again.");
  });
});

describe(`course enrolment, database unavailable (${process.env.TEST_DB_KIND})`, () => {
  const enrolment = () => ({
    courseId: ids.diamonds,
    coursePassword: PRIVATE_COURSE_PASSWORD,
    wantsToSupport: "on",
    supportEmail: "helper.person@example.org",
    website: "",
    _js: "1",
  });

  it.each(SCENARIOS)(
    "%s: answers 503 with the message and the typed values (not the password), and stores nothing",
    async (scenario) => {
      const { ctx, lines } = brokenContext(scenario);
      const before = await countRows();
      const result = await post(enrollAction, "/course-enrollment", enrolment(), ctx);

      expect(result.status).toBe(503);
      expect(result.data.ok).toBe(false);
      expect(result.data.problem).toBe("database-unavailable");
      // Shown in the form's alert and its toast.
      expect(result.data.formError).toBe(DATABASE_UNAVAILABLE_FORM_MESSAGE);
      expect(result.data.result?.initialValue).toMatchObject({
        courseId: ids.diamonds,
        wantsToSupport: "on",
        supportEmail: "helper.person@example.org",
      });
      expect(result.data.result?.initialValue).not.toHaveProperty("coursePassword");
      expect(JSON.stringify(result.data)).not.toContain(PRIVATE_COURSE_PASSWORD);
      expect(await countRows()).toEqual(before);
      expectLoggedWithoutPayload(lines, "recording a course enrollment failed", [
        "helper.person",
        PRIVATE_COURSE_PASSWORD,
      ]);
    },
  );

  it("keeps the 500 and the generic failure when the write fails for another reason", async () => {
    const base = createTestContext(database, { clientIp: `198.51.100.${visitor}` });
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction") return () => Promise.reject(new Error("deadlock detected"));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const result = await post(
      enrollAction,
      "/course-enrollment",
      { courseId: ids.business, _js: "1" },
      { ...base, db },
    );
    expect(result.status).toBe(500);
    expect(result.data.problem).toBe("unknown");
    expect(result.data.formError).toBeUndefined();
  });
});

describe(`newsletter subscribe, database unavailable (${process.env.TEST_DB_KIND})`, () => {
  it.each(SCENARIOS)("%s: answers 503 with the message and the typed address, and stores nothing", async (scenario) => {
    const { ctx, lines } = brokenContext(scenario);
    const before = await countRows();
    const result = await post(newsletterAction, "/newsletter", { email: "reader.down@example.org", website: "" }, ctx);

    expect(result.status).toBe(503);
    expect(result.data.ok).toBe(false);
    // The subscribe form shows the form errors in its role=alert region.
    expect(result.data.result?.error?.[""]).toEqual([DATABASE_UNAVAILABLE_FORM_MESSAGE]);
    expect(result.data.result?.initialValue).toMatchObject({ email: "reader.down@example.org" });
    expect(await countRows()).toEqual(before);
    expectLoggedWithoutPayload(lines, "storing a newsletter subscription failed", ["reader.down"]);
  });

  it("keeps its own wording when the write fails for another reason", async () => {
    const base = createTestContext(database, { clientIp: `198.51.100.${visitor}` });
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction") return () => Promise.reject(new Error("deadlock detected"));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const result = await post(
      newsletterAction,
      "/newsletter",
      { email: "reader.other@example.org", website: "" },
      { ...base, db },
    );
    expect(result.status).toBe(503);
    expect(result.data.result?.error?.[""]).toEqual([
      "We could not save your subscription just now. Please try again in a minute.",
    ]);
  });
});
