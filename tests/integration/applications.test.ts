import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import {
  agentApplications,
  businessProjects,
  consultantApplications,
  diamondApplications,
  emailOutbox,
  opportunityApplications,
} from "~/db/schema";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { action as agentAction, loader as agentLoader } from "~/routes/apply/partner";
import { action as ameraAction } from "~/routes/apply/program";
import { action as marykayAction } from "~/routes/apply/program";
import {
  action as projectApplicationAction,
  loader as projectApplicationLoader,
} from "~/routes/apply/project-application";
import { action as projectTypeAction, loader as projectTypeLoader } from "~/routes/apply/partner";
import { action as businessAction } from "~/routes/projects/business";
import { action as lonTaxAction } from "~/routes/projects/partner-application";
import { action as shieldAction, loader as shieldLoader } from "~/routes/projects/partner-application";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, formRequest, getRequest, lastEmailTo } from "../setup/context";
import { createBusinessProject } from "../factories/projects";

let database: TestDatabase;
let context: SiteContext;
let projectIds: Record<string, string>;

const STAFF = "info@communitysynergy.org";
/** The projects this file makes; the partner pages find theirs by the slugs their routes name. */
const AGENT_PROJECT = "Test Automation Agents Program";
const SPECIFIC_PROJECT = "Test Home Health Agency";
const SHIELD_PROJECT = "Test Territorial Distribution";
const SINGLE_OPTION_PROJECT = "Test Diamond Agent Program";
const TWO_OPTION_PROJECT = "Test Diamonds Retail Partnership";

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const option = (name: string) => ({ option: name, description: `What a ${name.toLowerCase()} does.` });
  await createBusinessProject(db, {
    slug: "test-automation-agents",
    title: AGENT_PROJECT,
    availableCollaborationTypes: [option("Territorial Agent"), option("Referral Partner")],
  });
  // The option without a description is not a valid one.
  await createBusinessProject(db, {
    slug: "shield-fashion-territorial-distribution",
    title: SHIELD_PROJECT,
    availableCollaborationTypes: [option("Territorial Distributor"), { option: "Online Affiliate" }],
  });
  await createBusinessProject(db, {
    slug: "lon-tax-career-program",
    title: "Test Tax Career Program",
    availableCollaborationTypes: [
      option("Seasonal Tax Preparer"),
      option("Bookkeeping Associate"),
      option("Office Owner"),
    ],
  });
  await createBusinessProject(db, {
    slug: "test-home-health",
    title: SPECIFIC_PROJECT,
    availableCollaborationTypes: [option("Home Health Aide")],
  });
  await createBusinessProject(db, {
    title: SINGLE_OPTION_PROJECT,
    availableCollaborationTypes: option("Diamond Agent"),
  });
  await createBusinessProject(db, {
    title: TWO_OPTION_PROJECT,
    availableCollaborationTypes: JSON.stringify([option("Retail Partner"), option("Bridal Partner")]),
  });
  await createBusinessProject(db, { slug: "test-no-options", availableCollaborationTypes: null });
  await createBusinessProject(db, {
    slug: "test-community-garden",
    category: "Community Project",
    availableCollaborationTypes: null,
  });
  const rows = await database.db
    .select({ id: businessProjects.id, slug: businessProjects.slug })
    .from(businessProjects);
  projectIds = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  // A draft: never offered, never accepted.
  const [draft] = await database.db
    .insert(businessProjects)
    .values({
      slug: "draft-partner",
      title: "Draft Partner Program",
      description: "Not published yet.",
      availableCollaborationTypes: [{ option: "Agent", description: "A role." }],
      isPublished: false,
    })
    .returning({ id: businessProjects.id });
  projectIds["draft-partner"] = draft!.id;
});

// Each test is a new visitor with its own rate-limit counters.
let visitor = 0;
beforeEach(() => {
  visitor += 1;
  context = createTestContext(database, { clientIp: `198.51.100.${visitor}` });
});

afterAll(async () => {
  await database?.close();
});

interface Outcome {
  ok: boolean;
  formError?: string;
  result?: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's action
type AnyAction = (args: any) => unknown;

const post = (run: AnyAction, path: string, fields: Record<string, string>, ctx = context) =>
  callRoute<Outcome>(() => run(args(formRequest(path, fields), ctx)));

const fieldErrors = (outcome: { data: Outcome }) => outcome.data.result?.error ?? {};

async function latest<
  T extends
    | typeof agentApplications
    | typeof consultantApplications
    | typeof diamondApplications
    | typeof opportunityApplications,
>(table: T) {
  const [row] = await database.db
    .select()
    .from(table as typeof agentApplications)
    .orderBy(desc(table.createdAt))
    .limit(1);
  return row as T["$inferSelect"] | undefined;
}

async function countRows(
  table:
    | typeof agentApplications
    | typeof consultantApplications
    | typeof diamondApplications
    | typeof opportunityApplications,
) {
  return (await database.db.select({ id: table.id }).from(table)).length;
}

async function outboxCount() {
  return (await database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
}

function partnerFields(overrides: Record<string, string> = {}) {
  return {
    name: "Ana Torres",
    email: "Ana.Torres@Example.org",
    phone: "(512) 555-0142",
    location: "Austin, TX",
    experience: "Five years managing a phone-repair shop",
    project: projectIds["test-automation-agents"]!,
    partnershipType: "Territorial Agent",
    message: "I can start in March.",
    website: "",
    ...overrides,
  };
}

describe(`the generic partner form (${process.env.TEST_DB_KIND})`, () => {
  it("stores every field, with the project, and queues a staff notification in the same transaction", async () => {
    const before = await outboxCount();
    const outcome = await post(agentAction, "/apply/agent", partnerFields());
    expect(outcome.status).toBe(200);
    expect(outcome.data.ok).toBe(true);
    // Conform is told to clear the form.
    expect(outcome.data.result).toEqual({ initialValue: null });

    const row = await latest(agentApplications);
    expect(row).toMatchObject({
      projectId: projectIds["test-automation-agents"],
      fullName: "Ana Torres",
      email: "ana.torres@example.org",
      phone: "(512) 555-0142",
      location: "Austin, TX",
      city: "Austin",
      country: "us",
      projectInterest: AGENT_PROJECT,
      projectType: "product",
      collaborationType: "Territorial Agent",
      experience: "Five years managing a phone-repair shop",
      message: "I can start in March.",
      status: "new",
    });

    // The staff notification and the applicant's receipt (ADR 0034).
    expect(await outboxCount()).toBe(before + 2);
    const email = await lastEmailTo(database.db, STAFF);
    expect(email?.subject).toBe(`New partner application: ${AGENT_PROJECT}`);
    expect(email?.textBody).toContain("Ana Torres");
    expect(email?.textBody).toContain("Partnership type: Territorial Agent");
    expect(email?.textBody).toContain("(512) 555-0142");
  });

  it("accepts a general opportunity without a partnership type and stores no project id", async () => {
    const outcome = await post(
      agentAction,
      "/apply/agent?project=General%20Business%20Partnership",
      partnerFields({ project: "general-business", partnershipType: "", experience: "", message: "" }),
    );
    expect(outcome.data.ok).toBe(true);
    expect(await latest(agentApplications)).toMatchObject({
      projectId: null,
      projectInterest: "General Business Partnership",
      collaborationType: null,
      experience: null,
      message: null,
    });
  });

  it.each([
    ["name", { name: "" }, "Please enter your full name."],
    ["email", { email: "" }, "Please enter your email address."],
    ["email", { email: "ana at example" }, "Please enter a valid email address, like name@example.com."],
    ["phone", { phone: "" }, "Please enter a phone number we can reach you on."],
    ["phone", { phone: "call me" }, "Please enter a valid phone number, like (555) 123-4567."],
    ["phone", { phone: "12345" }, "Please enter a valid phone number, like (555) 123-4567."],
    ["location", { location: "   " }, "Please enter your city and state, like Austin, TX."],
    ["project", { project: "" }, "Please choose the project you're interested in."],
    ["project", { project: "00000000-0000-4000-8000-000000000000" }, "Please choose the project you're interested in."],
    ["partnershipType", { partnershipType: "" }, "Please choose how you would like to partner."],
    [
      "partnershipType",
      { partnershipType: "Chief Executive" },
      "Please choose one of the ways listed for this project.",
    ],
  ])(
    "refuses a bad %s next to the field, keeps what was typed and stores nothing",
    async (field, overrides, message) => {
      const before = await countRows(agentApplications);
      const outcome = await post(agentAction, "/apply/agent", partnerFields(overrides));
      expect(outcome.status).toBe(400);
      expect(outcome.data.ok).toBe(false);
      expect(fieldErrors(outcome)[field]).toEqual([message]);
      // What the visitor typed comes back, so the form keeps it.
      expect(outcome.data.result?.initialValue).toMatchObject({ message: "I can start in March." });
      expect(await countRows(agentApplications)).toBe(before);
    },
  );

  it("reports every missing field at once", async () => {
    const outcome = await post(agentAction, "/apply/agent", {
      project: projectIds["lon-tax-career-program"]!,
      website: "",
    });
    expect(Object.keys(fieldErrors(outcome)).sort()).toEqual(["email", "location", "name", "partnershipType", "phone"]);
  });

  it("does not offer or accept an unpublished project", async () => {
    const outcome = await post(
      agentAction,
      "/apply/agent",
      partnerFields({ project: projectIds["draft-partner"]!, partnershipType: "Agent" }),
    );
    expect(outcome.status).toBe(400);
    expect(fieldErrors(outcome).project).toBeTruthy();
  });

  it("refuses over-long input", async () => {
    const outcome = await post(
      agentAction,
      "/apply/agent",
      partnerFields({ name: "A".repeat(10_000), message: "b".repeat(5_000) }),
    );
    expect(outcome.status).toBe(400);
    expect(fieldErrors(outcome).name).toEqual(["Please keep this under 120 characters."]);
    expect(fieldErrors(outcome).message).toEqual(["Please keep this under 2,000 characters."]);
  });

  it("strips script tags before storing", async () => {
    const outcome = await post(
      agentAction,
      "/apply/agent",
      partnerFields({ name: 'Ana <script>alert("x")</script>Torres', message: "Hi <SCRIPT src=//evil.example>there" }),
    );
    expect(outcome.data.ok).toBe(true);
    const row = await latest(agentApplications);
    expect(row?.fullName).toBe("Ana Torres");
    expect(row?.message).toBe("Hi there");
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const [rows, emails] = [await countRows(agentApplications), await outboxCount()];
    const outcome = await post(agentAction, "/apply/agent", partnerFields({ website: "http://spam.example" }));
    expect(outcome.status).toBe(200);
    expect(outcome.data.ok).toBe(true);
    expect(await countRows(agentApplications)).toBe(rows);
    expect(await outboxCount()).toBe(emails);
  });

  it("limits submissions per visitor and form, and says how long to wait", async () => {
    const { points } = RATE_LIMITS.publicForm;
    for (let i = 0; i < points; i++) {
      expect((await post(agentAction, "/apply/agent", partnerFields({ name: "" }))).status).toBe(400);
    }
    const refused = await post(agentAction, "/apply/agent", partnerFields());
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({
      ok: false,
      formError: expect.stringMatching(/Please wait \d+ minutes? and try again/),
    });
    // Another form has its own counter.
    expect((await post(marykayAction, "/apply/marykay", { website: "" })).status).toBe(400);
  });

  it("keeps the input and answers 500 with the spec's message when the database fails", async () => {
    const failing = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction") return () => Promise.reject(new Error("connection lost"));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const outcome = await post(agentAction, "/apply/agent", partnerFields(), { ...context, db: failing });
    expect(outcome.status).toBe(500);
    expect(outcome.data.formError).toBe("There was an error submitting your application. Please try again.");
    expect(outcome.data.result?.initialValue).toMatchObject({ name: "Ana Torres" });
  });

  it("works the same from the partner pages, /apply/{type} and the project-specific page", async () => {
    const shield = await post(
      shieldAction,
      "/projects/shield-fashion?apply=1",
      partnerFields({
        project: projectIds["shield-fashion-territorial-distribution"]!,
        partnershipType: "Territorial Distributor",
      }),
    );
    expect(shield.data.ok).toBe(true);
    expect((await latest(agentApplications))?.projectInterest).toBe(SHIELD_PROJECT);

    // The option without a description is not offered, so it is not accepted either.
    const affiliate = await post(
      shieldAction,
      "/projects/shield-fashion?apply=1",
      partnerFields({
        project: projectIds["shield-fashion-territorial-distribution"]!,
        partnershipType: "Online Affiliate",
      }),
    );
    expect(fieldErrors(affiliate).partnershipType).toEqual(["Please choose one of the ways listed for this project."]);

    const lon = await post(
      lonTaxAction,
      "/projects/lon-tax?apply=1",
      partnerFields({ project: projectIds["lon-tax-career-program"]!, partnershipType: "Office Owner" }),
    );
    expect(lon.data.ok).toBe(true);

    const byType = await post(
      projectTypeAction,
      "/apply/individual",
      partnerFields({ project: "general-individual", partnershipType: "" }),
    );
    expect(byType.data.ok).toBe(true);

    const specific = await post(
      projectApplicationAction,
      `/project-application/${projectIds["test-home-health"]}`,
      partnerFields({ project: projectIds["test-home-health"]!, partnershipType: "Home Health Aide" }),
    );
    expect(specific.data.ok).toBe(true);
    expect(await latest(agentApplications)).toMatchObject({
      projectId: projectIds["test-home-health"],
      collaborationType: "Home Health Aide",
    });
  });
});

describe(`the partner form's pages (${process.env.TEST_DB_KIND})`, () => {
  type Choices = {
    choices: { value: string; title: string; options: { option: string; description: string }[] }[];
    defaultProject?: string;
  };

  it("lists published projects by title with their valid options, then the general opportunities", async () => {
    const { data } = await callRoute<Choices & { unknownProject: string | null }>(() =>
      agentLoader(args(getRequest("/apply/agent"), context) as never),
    );
    const titles = data.choices.map((choice) => choice.title);
    expect(titles.slice(-2)).toEqual(["General Individual Opportunity", "General Business Partnership"]);
    const projects = titles.slice(0, -2);
    // Alphabetical whatever the database's collation.
    expect(projects).toEqual([...projects].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(titles).not.toContain("Draft Partner Program");
    const shield = data.choices.find((choice) => choice.title === SHIELD_PROJECT);
    expect(shield?.options.map((option) => option.option)).toEqual(["Territorial Distributor"]);
    const amera = data.choices.find((choice) => choice.title === SINGLE_OPTION_PROJECT);
    expect(amera?.options).toHaveLength(1);
    const labGrown = data.choices.find((choice) => choice.title === TWO_OPTION_PROJECT);
    expect(labGrown?.options).toHaveLength(2);
    expect(data.unknownProject).toBeNull();
  });

  it("preselects the project a link names, case-insensitively", async () => {
    const named = await callRoute<Choices & { unknownProject: string | null }>(() =>
      agentLoader(
        args(getRequest(`/apply/agent?project=${encodeURIComponent(AGENT_PROJECT.toLowerCase())}`), context) as never,
      ),
    );
    expect(named.data.defaultProject).toBe(projectIds["test-automation-agents"]);
    const general = await callRoute<Choices>(() =>
      agentLoader(args(getRequest("/apply/agent?project=General%20Individual%20Opportunity"), context) as never),
    );
    expect(general.data.defaultProject).toBe("general-individual");
    const unknown = await callRoute<Choices & { unknownProject: string | null }>(() =>
      agentLoader(args(getRequest("/apply/agent?project=Moon%20Mining"), context) as never),
    );
    expect(unknown.data).toMatchObject({ defaultProject: undefined, unknownProject: "Moon Mining" });
  });

  it("preselects the partner's own project on the Shield Fashion page", async () => {
    const { data } = await callRoute<Choices>(() =>
      shieldLoader(args(getRequest("/projects/shield-fashion"), context) as never),
    );
    expect(data.defaultProject).toBe(projectIds["shield-fashion-territorial-distribution"]);
  });

  it("serves /apply/{type} for known types and project slugs, 404 otherwise", async () => {
    const business = await callRoute<Choices>(() =>
      projectTypeLoader(args(getRequest("/apply/business"), context, { projectType: "business" }) as never),
    );
    expect(business.data.defaultProject).toBe("general-business");
    const bySlug = await callRoute<Choices>(() =>
      projectTypeLoader(
        args(getRequest("/apply/lon-tax-career-program"), context, { projectType: "lon-tax-career-program" }) as never,
      ),
    );
    expect(bySlug.data.defaultProject).toBe(projectIds["lon-tax-career-program"]);
    for (const projectType of ["nonsense", "draft-partner", "__proto__", "constructor"]) {
      const missing = await callRoute(() =>
        projectTypeLoader(args(getRequest(`/apply/${projectType}`), context, { projectType }) as never),
      );
      expect(missing.status).toBe(404);
    }
  });

  it("shows 'Project Not Available' (404) for a missing project or one without valid options", async () => {
    const load = (id: string, title = "") =>
      callRoute<{ project: { id: string; title: string } }>(() =>
        projectApplicationLoader(
          args(getRequest(`/project-application/${id}?project=${encodeURIComponent(title)}`), context, { id }) as never,
        ),
      );
    expect((await load("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await load("not-a-uuid")).status).toBe(404);
    expect((await load(projectIds["test-no-options"]!)).status).toBe(404); // no options
    expect((await load(projectIds["test-community-garden"]!)).status).toBe(404); // no options
    expect((await load(projectIds["draft-partner"]!)).status).toBe(404); // not published
    const found = await load(projectIds["test-home-health"]!, SPECIFIC_PROJECT);
    expect(found.status).toBe(200);
    expect(found.data.project.title).toBe(SPECIFIC_PROJECT);
    // The title in the link finds the project when the id does not.
    const byTitle = await load("unknown", SPECIFIC_PROJECT.toLowerCase());
    expect(byTitle.data.project.id).toBe(projectIds["test-home-health"]);
  });
});

describe(`the consultant and diamond programme forms (${process.env.TEST_DB_KIND})`, () => {
  const programmeFields = (overrides: Record<string, string> = {}) => ({
    fullName: "Bea Lin",
    email: "bea@example.org",
    phone: "+1 210 555 0199",
    state: "Texas",
    experienceLevel: "Some Experience",
    collaborationType: "consultant",
    website: "",
    ...overrides,
  });

  it("stores a consultant application with every field and notifies staff", async () => {
    const outcome = await post(marykayAction, "/apply/marykay", programmeFields());
    expect(outcome.data).toMatchObject({ ok: true, outcome: "sent", result: { initialValue: null } });
    expect(await latest(consultantApplications)).toMatchObject({
      fullName: "Bea Lin",
      email: "bea@example.org",
      phone: "+1 210 555 0199",
      state: "Texas",
      experienceLevel: "Some Experience",
      collaborationType: "consultant",
      status: "new",
    });
    const email = await lastEmailTo(database.db, STAFF);
    expect(email?.subject).toBe("New beauty consultant program application");
    expect(email?.textBody).toContain("Experience level: Some Experience (1-3 years)");
  });

  it("stores a diamond agent application", async () => {
    const outcome = await post(
      ameraAction,
      "/apply/amera-diamonds",
      programmeFields({ collaborationType: "diamond-agent", experienceLevel: "Expert", state: "Georgia" }),
    );
    expect(outcome.data.ok).toBe(true);
    expect(await latest(diamondApplications)).toMatchObject({
      collaborationType: "diamond-agent",
      experienceLevel: "Expert",
      state: "Georgia",
    });
    expect((await lastEmailTo(database.db, STAFF))?.subject).toBe("New diamond agent program application");
  });

  it.each([
    ["fullName", { fullName: "" }, "Please enter your full name."],
    ["email", { email: "bea@" }, "Please enter a valid email address, like name@example.com."],
    ["phone", { phone: "" }, "Please enter a phone number we can reach you on."],
    ["state", { state: "" }, "Please choose your state."],
    ["state", { state: "Puerto Rico" }, "Please choose your state."],
    ["experienceLevel", { experienceLevel: "Guru" }, "Please choose your experience level."],
    ["collaborationType", { collaborationType: "" }, "Please choose how you would like to work with us."],
    // Each form offers only its own programme.
    ["collaborationType", { collaborationType: "diamond-agent" }, "Please choose how you would like to work with us."],
  ])("refuses a bad %s on the consultant form", async (field, overrides, message) => {
    const before = await countRows(consultantApplications);
    const outcome = await post(marykayAction, "/apply/marykay", programmeFields(overrides));
    expect(outcome.status).toBe(400);
    expect(fieldErrors(outcome)[field]).toEqual([message]);
    expect(await countRows(consultantApplications)).toBe(before);
  });

  it("refuses the consultant choice on the diamond form, and over-long names", async () => {
    const outcome = await post(
      ameraAction,
      "/apply/amera-diamonds",
      programmeFields({ collaborationType: "consultant", fullName: "x".repeat(121) }),
    );
    expect(fieldErrors(outcome).collaborationType).toBeTruthy();
    expect(fieldErrors(outcome).fullName).toEqual(["Please keep this under 120 characters."]);
  });

  it("ignores a filled honeypot and rate-limits", async () => {
    const before = await countRows(diamondApplications);
    expect(
      (
        await post(
          ameraAction,
          "/apply/amera-diamonds",
          programmeFields({ collaborationType: "diamond-agent", website: "x" }),
        )
      ).data.ok,
    ).toBe(true);
    expect(await countRows(diamondApplications)).toBe(before);
    for (let i = 0; i < RATE_LIMITS.publicForm.points; i++) {
      await post(ameraAction, "/apply/amera-diamonds", { website: "" });
    }
    expect(
      (await post(ameraAction, "/apply/amera-diamonds", programmeFields({ collaborationType: "diamond-agent" })))
        .status,
    ).toBe(429);
  });
});

describe(`the opportunity form on /projects/business (${process.env.TEST_DB_KIND})`, () => {
  const opportunityFields = (overrides: Record<string, string> = {}) => ({
    type: "individual",
    name: "Chris Ode",
    email: "chris@example.org",
    phone: "901-555-0110",
    location: "Memphis, TN",
    experience: "some",
    interest: "nutrition",
    message: "Evenings and weekends.",
    website: "",
    ...overrides,
  });

  it("stores an individual application (it was only simulated before) and notifies staff", async () => {
    const outcome = await post(businessAction, "/projects/business", opportunityFields());
    expect(outcome.data.ok).toBe(true);
    expect(await latest(opportunityApplications)).toMatchObject({
      opportunityType: "individual",
      name: "Chris Ode",
      email: "chris@example.org",
      phone: "901-555-0110",
      location: "Memphis, TN",
      experience: "some",
      interest: "nutrition",
      message: "Evenings and weekends.",
    });
    const email = await lastEmailTo(database.db, STAFF);
    expect(email?.subject).toBe("New individual opportunity application");
    expect(email?.textBody).toContain("Experience: Some sales or business experience");
  });

  it("stores a business application with the business options", async () => {
    const outcome = await post(
      businessAction,
      "/projects/business?type=business",
      opportunityFields({ type: "business", experience: "nonprofit", interest: "all" }),
    );
    expect(outcome.data.ok).toBe(true);
    expect(await latest(opportunityApplications)).toMatchObject({
      opportunityType: "business",
      experience: "nonprofit",
      interest: "all",
    });
  });

  it("keeps optional fields optional and never stores a Social Security number", async () => {
    const outcome = await post(
      businessAction,
      "/projects/business",
      opportunityFields({ experience: "", interest: "", message: "", ssn: "123-45-6789" }),
    );
    expect(outcome.data.ok).toBe(true);
    const row = await latest(opportunityApplications);
    expect(row).toMatchObject({ experience: null, interest: null, message: null });
    expect(JSON.stringify(row)).not.toContain("6789");
    expect((await lastEmailTo(database.db, STAFF))?.textBody).not.toContain("6789");
  });

  it.each([
    ["name", { name: "" }],
    ["email", { email: "no" }],
    ["phone", { phone: "" }],
    ["location", { location: "" }],
    ["type", { type: "charity" }],
    // Experience options depend on the type.
    ["experience", { experience: "retail" }],
    ["interest", { interest: "crypto" }],
    ["message", { message: "m".repeat(2_001) }],
  ])("refuses a bad %s", async (field, overrides) => {
    const before = await countRows(opportunityApplications);
    const outcome = await post(businessAction, "/projects/business", opportunityFields(overrides));
    expect(outcome.status).toBe(400);
    expect(fieldErrors(outcome)[field]?.[0]).toBeTruthy();
    expect(await countRows(opportunityApplications)).toBe(before);
  });

  it("ignores a filled honeypot and rate-limits", async () => {
    const before = await countRows(opportunityApplications);
    expect((await post(businessAction, "/projects/business", opportunityFields({ website: "bot" }))).data.ok).toBe(
      true,
    );
    expect(await countRows(opportunityApplications)).toBe(before);
    for (let i = 0; i < RATE_LIMITS.publicForm.points; i++)
      await post(businessAction, "/projects/business", { website: "" });
    expect((await post(businessAction, "/projects/business", opportunityFields())).status).toBe(429);
  });

  it("stores the row and the email together or not at all", async () => {
    const [rows, emails] = [await countRows(opportunityApplications), await outboxCount()];
    const toApplicant = () =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "chris@example.org"));
    const receiptsBefore = (await toApplicant()).length;
    const brokenOutbox = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== "transaction") return Reflect.get(target, property, receiver) as unknown;
        return (run: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await run(tx);
            throw new Error("the email could not be queued");
          });
      },
    });
    const outcome = await post(businessAction, "/projects/business", opportunityFields(), {
      ...context,
      db: brokenOutbox,
    });
    expect(outcome.status).toBe(500);
    expect(await countRows(opportunityApplications)).toBe(rows);
    expect(await outboxCount()).toBe(emails);
    // Nothing else was touched: no receipt went to the applicant either.
    expect((await toApplicant()).length).toBe(receiptsBefore);
  });
});
