import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { businessProjects, campaigns, teamMembers } from "~/db/schema";
import type { LibraryPage } from "~/features/projects/library.server";
import type { ProjectDetail } from "~/features/projects/projects.server";
import type { TeamMemberCard } from "~/features/team/team.server";
import { loader as teamLoader } from "~/routes/about/team";
import { loader as helpingHandLoader } from "~/routes/projects/helping-hand";
import { loader as libraryLoader } from "~/routes/projects/library";
import { loader as detailLoader } from "~/routes/projects/project-detail";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { createCampaign } from "../factories/campaigns";
import { createBusinessProject } from "../factories/projects";
import { createTeamMember } from "../factories/team";
import { args, callRoute, createTestContext, getRequest } from "../setup/context";

let database: TestDatabase;
let context: SiteContext;
let projectIds: Record<string, string>;
/** Eligibility codes of every campaign this file makes (none may reach the library's data). */
let campaignCodes: string[];

type LibraryData = ({ status: "ok" } & LibraryPage) | { status: "error"; category: string };

/** The projects' titles: the partner rules read "mary kay", "amera", "diamond" and "orel" in a title. */
const NEWEST = "Test Mobile Car Care Franchise";
const MARY_KAY = "Test Mary Kay Consultant Program";
const AMERA = "Test AMERA Agent Program";
const DIAMONDS = "Test Lab-Grown Diamond Retailers";
const AGENT = "Test Territorial Distribution";
const OREL = "Test Orel AI Automation Agents";
const GARDEN = "Test Community Garden";
const THREE_OPTIONS = "Test Tax Career Program";
const LONG_DESCRIPTION =
  "A description long enough to be cut on a library card, because it runs well past one hundred characters of text.";
/** The team in the order the page shows it: by category, then sort order. */
const TEAM = [
  ["Board Member One", "board", 1],
  ["Board Member Two", "board", 2],
  ["Board Member Three", "board", 3],
  ["Board Member Four", "board", 4],
  ["Committee Member One", "committee", 1],
  ["Committee Member Two", "committee", 2],
  ["Committee Member Three", "committee", 3],
  ["Committee Member Four", "committee", 4],
] as const;
const NEWEST_CAMPAIGN = "Test Campaign Starting Soon";
const DONATION_CAMPAIGN = "Test Campaign With a Donation Form";

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  // Ten published projects, a day apart (oldest first), in every stored shape part 1 §3 allows.
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 15));
  await createBusinessProject(db, {
    title: MARY_KAY,
    description: LONG_DESCRIPTION,
    collaboratingCompanyName: null,
    createdAt: day(0),
  });
  await createBusinessProject(db, {
    slug: "test-amera-agent-program",
    title: AMERA,
    collaboratingCompanyName: null,
    isMadeInUsa: true,
    availableCollaborationTypes: { option: "Diamond Agent", description: "Sell jewelry with your own code name." },
    brandColors: { primary: "#1c2a4a", gradient: { direction: "to right", stops: ["#1c2a4a", "#5468b4"] } },
    createdAt: day(1),
  });
  await createBusinessProject(db, {
    slug: "test-lab-grown-diamonds",
    title: DIAMONDS,
    availableCollaborationTypes: JSON.stringify([
      { option: "Retail Display Partner", description: "A sample tray in your store." },
    ]),
    brandColors: JSON.stringify({ primary: "#5b3f8c", secondary: "#d9c8f0" }),
    isMadeInUsa: false,
    createdAt: day(2),
  });
  await createBusinessProject(db, {
    slug: "test-territorial-distribution",
    title: AGENT,
    availableCollaborationTypes: [
      { option: "Territorial Distributor", description: "Exclusive rights to your county." },
      { option: "Online Affiliate" },
    ],
    brandColors: { colors: { primary: "#0e7490", gradient: { direction: "to right", stops: ["#0e7490", "#22d3ee"] } } },
    createdAt: day(3),
  });
  await createBusinessProject(db, {
    slug: "test-orel-agents",
    title: OREL,
    availableCollaborationTypes: [{ option: "Territorial Agent", description: "Represent them in your area." }],
    brandColors: "{primary: #ff0000",
    createdAt: day(4),
  });
  await createBusinessProject(db, {
    slug: "test-tax-career",
    title: THREE_OPTIONS,
    availableCollaborationTypes: [
      { option: "Seasonal Tax Preparer", description: "January to April." },
      { option: "Bookkeeping Associate", description: "All year round." },
      { option: "Office Owner", description: "After two seasons." },
    ],
    brandColors: null,
    createdAt: day(5),
  });
  await createBusinessProject(db, {
    slug: "test-community-garden",
    title: GARDEN,
    category: "Community Project",
    collaboratingCompanyName: null,
    availableCollaborationTypes: null,
    brandColors: null,
    createdAt: day(6),
  });
  await createBusinessProject(db, { createdAt: day(7) });
  await createBusinessProject(db, { createdAt: day(8) });
  await createBusinessProject(db, { title: NEWEST, createdAt: day(9) });
  // Eight published campaigns (the newest is NEWEST_CAMPAIGN).
  const made = [
    await createCampaign(db, {
      title: DONATION_CAMPAIGN,
      donationFormUrl: "https://www.example.com/donate/test",
      goalAmount: 18000,
      raisedAmount: 11240,
      createdAt: day(20),
    }),
  ];
  for (let n = 0; n < 6; n++) made.push(await createCampaign(db, { createdAt: day(n + 10) }));
  made.push(await createCampaign(db, { title: NEWEST_CAMPAIGN, status: "Upcoming", createdAt: day(30) }));
  campaignCodes = made.map((campaign) => campaign.eligibilityCode);
  // The team, inserted out of order: the page sorts it.
  for (const [name, category, sortOrder] of [...TEAM].reverse()) {
    await createTeamMember(db, {
      name,
      category,
      sortOrder,
      imageUrl: name === "Board Member Four" ? null : "/images/test/avatar.svg",
    });
  }
  // An unpublished project and campaign, newer than everything else: never listed, never shown.
  await database.db.insert(businessProjects).values({
    slug: "secret-draft",
    title: "Secret Draft Project",
    description: "Not ready.",
    isPublished: false,
    createdAt: new Date("2030-01-01T00:00:00Z"),
  });
  await database.db.insert(campaigns).values({
    title: "Draft Campaign",
    description: "Not ready.",
    eligibilityCode: "DRAFT2030",
    isPublished: false,
    createdAt: new Date("2030-01-01T00:00:00Z"),
  });
  const rows = await database.db
    .select({ id: businessProjects.id, slug: businessProjects.slug })
    .from(businessProjects);
  projectIds = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  context = createTestContext(database);
});

afterAll(async () => {
  await database?.close();
});

const library = (search = "") =>
  callRoute<LibraryData>(() => libraryLoader(args(getRequest(`/projects/library${search}`), context) as never));

const detail = (idOrSlug: string) =>
  callRoute<{ project: ProjectDetail }>(() =>
    detailLoader(args(getRequest(`/projects/${idOrSlug}`), context, { idOrSlug }) as never),
  );

function ok(result: { data: LibraryData }) {
  if (result.data.status !== "ok") throw new Error("the library failed to load");
  return result.data;
}

describe(`the Project Library loader (${process.env.TEST_DB_KIND})`, () => {
  it("shows published business projects by default, six a page, newest first", async () => {
    const page1 = ok(await library());
    expect(page1).toMatchObject({ category: "business", page: 1, totalPages: 2, total: 10 });
    expect(page1.items).toHaveLength(6);
    expect(page1.items[0]?.title).toBe(NEWEST);
    expect(page1.items.map((item) => item.title)).not.toContain("Secret Draft Project");

    const page2 = ok(await library("?category=business&page=2"));
    expect(page2.items).toHaveLength(4);
    expect(page2.items.at(-1)?.title).toBe(MARY_KAY); // the oldest
    const all = [...page1.items, ...page2.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(10);
  });

  it("cuts descriptions at 100 characters and works out each card's partner button", async () => {
    const page = ok(await library("?page=2"));
    if (page.category !== "business") throw new Error("expected the business view");
    for (const item of page.items) expect(item.excerpt.length).toBeLessThanOrEqual(103);
    expect(page.items.some((item) => item.excerpt.endsWith("..."))).toBe(true);
    const byTitle = Object.fromEntries(page.items.map((item) => [item.title, item.partnerHref]));
    expect(byTitle[MARY_KAY]).toBe("/marykay-application");
    expect(byTitle[AMERA]).toBe("/amera-diamonds-application");
    expect(byTitle[DIAMONDS]).toBe("/amera-diamonds-application");
    expect(byTitle[AGENT]).toBe(`/agent-application?${new URLSearchParams({ project: AGENT })}`);
  });

  it("shows the last page for a page past the end, and page 1 for nonsense", async () => {
    expect(ok(await library("?page=99"))).toMatchObject({ page: 2, totalPages: 2 });
    expect(ok(await library("?page=abc"))).toMatchObject({ page: 1 });
    expect(ok(await library("?page=-1"))).toMatchObject({ page: 1 });
    expect(ok(await library("?category=nonsense"))).toMatchObject({ category: "business" });
  });

  it("shows published campaigns for ?category=helping-hand, without their eligibility codes", async () => {
    const result = await library("?category=helping-hand");
    const page = ok(result);
    expect(page).toMatchObject({ category: "helping-hand", page: 1, total: 8, totalPages: 2 });
    expect(page.items[0]?.title).toBe(NEWEST_CAMPAIGN);
    expect(page.items.map((item) => item.title)).not.toContain("Draft Campaign");
    const serialised = JSON.stringify(result.data);
    for (const code of [...campaignCodes, "DRAFT2030"]) expect(serialised).not.toContain(code);
    expect(serialised).not.toMatch(/eligibility/i);
    const babyCam = ok(await library("?category=helping-hand&page=1")).items.find(
      (item) => item.title === DONATION_CAMPAIGN,
    );
    expect(babyCam).toMatchObject({
      donationFormUrl: "https://www.example.com/donate/test",
      goalAmount: 18000,
      raisedAmount: 11240,
    });
  });

  it("renders the spec's message instead of failing when the database is down", async () => {
    const broken = {
      ...context,
      db: new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === "select") {
            return () => {
              throw new Error("connection refused");
            };
          }
          return Reflect.get(target, property, receiver) as unknown;
        },
      }),
    };
    const result = await callRoute<LibraryData>(() =>
      libraryLoader(args(getRequest("/projects/library"), broken) as never),
    );
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ status: "error", category: "business" });
    expect(result.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe(`the project detail loader (${process.env.TEST_DB_KIND})`, () => {
  it("finds a project by slug, and answers its id with a permanent redirect to the slug", async () => {
    const byId = await detail(projectIds["test-amera-agent-program"]!);
    expect(byId.status).toBe(301);
    expect(byId.location).toBe("/projects/test-amera-agent-program");
    const bySlug = await detail("test-amera-agent-program");
    expect(bySlug.status).toBe(200);
    expect(bySlug.data.project.id).toBe(projectIds["test-amera-agent-program"]);
    expect(bySlug.data.project).toMatchObject({
      title: AMERA,
      isMadeInUsa: true,
      companyName: "AMERA Diamonds",
      partnerHref: "/amera-diamonds-application",
      supportHref: null,
      options: [{ option: "Diamond Agent", description: expect.any(String) }],
    });
    expect(bySlug.data.project.theme.heroBackground).toBe("linear-gradient(to right, #1c2a4a, #5468b4)");
  });

  it("applies the partner rules and colour fallbacks to stored data of every shape", async () => {
    const orel = (await detail("test-orel-agents")).data.project;
    expect(orel.partnerHref).toBe(`/agent-application?${new URLSearchParams({ project: OREL })}`);
    // Broken JSON in the database: the partner's own default colours.
    expect(orel.theme.heroBackground).toBe("linear-gradient(to right, #1e1b4b, #4338ca)");

    const labGrown = (await detail("test-lab-grown-diamonds")).data.project;
    expect(labGrown.partnerHref).toBe(
      `/project-application/${projectIds["test-lab-grown-diamonds"]}?${new URLSearchParams({ project: DIAMONDS })}`,
    );
    expect(labGrown.theme.heroBackground).toBe("#5b3f8c"); // colours stored as JSON text
    expect(labGrown.isMadeInUsa).toBe(false);

    const garden = (await detail("test-community-garden")).data.project;
    expect(garden.supportHref).toBe(`/donate?${new URLSearchParams({ project: GARDEN })}`);
    expect(garden.partnerHref).toBeNull(); // nothing to apply for
    expect(garden.theme.heroBackground).toBe("#1f2937");
    expect(garden.companyName).toBe(GARDEN);

    const lonTax = (await detail("test-tax-career")).data.project;
    expect(lonTax.options).toHaveLength(3);
    expect(lonTax.theme.heroBackground).toBe("#1f2937"); // null colours

    const shield = (await detail("test-territorial-distribution")).data.project;
    expect(shield.options.map((option) => option.option)).toEqual(["Territorial Distributor"]);
    expect(shield.theme.heroOverlay).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown id or slug and for an unpublished project", async () => {
    for (const key of [
      "00000000-0000-4000-8000-000000000000",
      "no-such-project",
      "secret-draft",
      projectIds["secret-draft"]!,
      "../etc",
      "%00",
    ]) {
      const result = await detail(key);
      expect(result.status, key).toBe(404);
      expect(result.data).toMatchObject({ message: "Project not found or error loading project details." });
    }
  });
});

describe(`the About and Helping Hand loaders (${process.env.TEST_DB_KIND})`, () => {
  it("streams the team ordered by category, then sort order", async () => {
    const { data } = await callRoute<{ members: Promise<TeamMemberCard[] | null> }>(() =>
      teamLoader(args(getRequest("/about/team"), context) as never),
    );
    const members = await data.members;
    expect(members?.map((member) => member.name)).toEqual(TEAM.map(([name]) => name));
    expect(members?.find((member) => member.name === "Board Member Four")?.imageUrl).toBeNull();
  });

  it("logs a failed team fetch and shows the list empty", async () => {
    const broken = {
      ...context,
      db: new Proxy(database.db, {
        get(target, property, receiver) {
          // Only the team's query fails; the page's words (ADR 0049) still come from the database.
          if (property === "select")
            return (...columns: unknown[]) => {
              const query = (target.select as (...args: unknown[]) => { from: (table: unknown) => unknown })(
                ...columns,
              );
              return {
                from: (table: unknown) =>
                  table === teamMembers ? { orderBy: () => Promise.reject(new Error("timeout")) } : query.from(table),
              };
            };
          return Reflect.get(target, property, receiver) as unknown;
        },
      }),
    };
    const { data } = await callRoute<{ members: Promise<TeamMemberCard[] | null> }>(() =>
      teamLoader(args(getRequest("/about/team"), broken) as never),
    );
    expect(await data.members).toBeNull();
  });

  it("hides a section without members", async () => {
    await database.db.delete(teamMembers).where(eq(teamMembers.category, "committee"));
    const { data } = await callRoute<{ members: Promise<TeamMemberCard[] | null> }>(() =>
      teamLoader(args(getRequest("/about/team"), context) as never),
    );
    expect((await data.members)?.every((member) => member.category === "board")).toBe(true);
  });

  it("gives the Helping Hand page the contact address for large gifts", async () => {
    const { data } = await callRoute<{ contactEmail: string }>(() =>
      helpingHandLoader(args(getRequest("/projects/helping-hand"), context) as never),
    );
    expect(data.contactEmail).toBe("info@communitysynergy.org");
  });
});
