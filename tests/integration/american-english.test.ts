/**
 * Issue 14: a US nonprofit's site speaks American English. Everything a person reads is checked
 * for British spellings: every page of the sitemap (and the pages they link to), the forms'
 * validation messages, every admin page, every email, the seeded demo content, the static copy in
 * app/content, and the text literals in app/ (toasts and messages no page shows until something
 * happens). Identifiers, file names, column names and URL paths may keep their old spelling
 * (`routes/academy/catalogue.tsx`, /admin/submissions/enrollments): only what a person reads counts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import ts from "typescript";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaigns, courses, donations, emailOutbox, staffNotifications } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed.server";
import { createContactSubmission, createVolunteerApplication } from "~/features/engage/engage.server";
import { recordEnrollment } from "~/features/academy/academy.server";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { sendTestIssue } from "~/features/newsletter/send.server";
import { createNewsletter } from "../factories/newsletters";
import { createUser } from "../factories/users";
import { submitCampaignApplication } from "~/features/campaigns/campaigns.server";
import { SUBMISSION_KINDS } from "~/features/admin/submissions.server";
import { ACCOUNT_CHANGES } from "~/features/admin/validation";
import { action as agentAction } from "~/routes/apply/partner";
import { action as ameraAction } from "~/routes/apply/program";
import { action as marykayAction } from "~/routes/apply/program";
import { action as businessAction } from "~/routes/projects/business";
import { queueDueStaffDigest } from "~/utils/staff-notifications.server";
import { sendStatementEmail } from "~/features/donations/statement-emails.server";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, formRequest } from "../setup/context";
import { startBuiltServer, type StartedServer } from "../setup/server";
import { totpCode } from "../setup/two-factor";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** British spellings and the American ones the site uses instead. */
const BRITISH_WORDS = [
  /neighbour\w*|programmes?|enrolments?|enrol|enrols|organis\w*|catalogues?|colour\w*|favourit\w*|behaviour\w*/,
  /centre[sd]?|licence[sd]?|honour\w*|labour\w*|judgement\w*|cheques?|travell(?:ed|ing|er|ers)|cancell(?:ed|ing)/,
  /analys(?:e|ed|es|ing)|recognis\w*|apologis\w*|realis(?:e|ed|es|ing)|prioritis\w*|minimis\w*|maximis\w*|whilst/,
  /jewell(?:er|ers|ery)|enquir\w*|harbour\w*|practis(?:e|ed|es|ing)/,
  // A box is checked, not ticked (issue 35).
  /tick(?:ed|ing|s)?|untick\w*/,
];
const BRITISH = new RegExp(`\\b(${BRITISH_WORDS.map((words) => words.source).join("|")})\\b`, "gi");

function britishWords(text: string): string[] {
  return [...new Set([...text.matchAll(BRITISH)].map((match) => match[0]))];
}

/** Each British word of `text` with a little context, for a readable failure. */
function findings(where: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(BRITISH)) {
    const start = Math.max(0, match.index - 40);
    found.push(
      `${where}: “${match[0]}” in …${text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, " ")}…`,
    );
  }
  return found;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(quot|amp|lt|gt|apos|nbsp);/g,
      (_, name: string) => ({ quot: '"', amp: "&", lt: "<", gt: ">", apos: "'", nbsp: " " })[name]!,
    );
}

/** Attributes a person reads (or hears, through a screen reader). */
const READ_ATTRIBUTES =
  /\s(alt|title|aria-label|aria-description|aria-roledescription|aria-valuetext|placeholder)="([^"]*)"/gi;
const looksLikeUrl = (value: string) => /^(https?:|\/|#|data:|mailto:|tel:)/.test(value.trim());

/**
 * What a person reads on a page: the text (the title included), the attributes above, the
 * description and share texts in <meta>, and the text values of JSON-LD (shown by search
 * engines). Not scripts, styles, links or class names: build chunk names such as
 * `catalogue-abc123.js` are file names, not copy.
 */
export function readableText(html: string): string {
  const parts: string[] = [];
  for (const [, json] of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    const visit = (value: unknown): void => {
      if (typeof value === "string") {
        if (!looksLikeUrl(value)) parts.push(value);
      } else if (value && typeof value === "object") {
        Object.values(value).forEach(visit);
      }
    };
    try {
      visit(JSON.parse(decodeEntities(json!)));
    } catch {
      parts.push(json!);
    }
  }
  const withoutCode = html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");
  for (const [tag] of withoutCode.matchAll(/<[a-z][^>]*>/gi)) {
    if (/^<meta\b/i.test(tag)) {
      const content = /\scontent="([^"]*)"/i.exec(tag)?.[1];
      if (content && !looksLikeUrl(content) && /\s(name|property)="(description|og:|twitter:)/i.test(tag))
        parts.push(decodeEntities(content));
      continue;
    }
    for (const [, , value] of tag.matchAll(READ_ATTRIBUTES)) {
      if (!looksLikeUrl(value!)) parts.push(decodeEntities(value!));
    }
    // A button's label can be its value.
    if (/^<input\b/i.test(tag) && /\stype="(submit|button|reset)"/i.test(tag)) {
      const value = /\svalue="([^"]*)"/i.exec(tag)?.[1];
      if (value) parts.push(decodeEntities(value));
    }
  }
  parts.push(decodeEntities(withoutCode.replace(/<!--[\s\S]*?-->/g, " ").replace(/<[^>]+>/g, " ")));
  return parts.join("\n");
}

describe("the British-spelling check itself", () => {
  it("finds British words in text and readable attributes, and ignores file names and links", () => {
    expect(britishWords("Our neighbours' programme; Course Enrolment; the colour of a catalogue")).toEqual([
      "neighbours",
      "programme",
      "Enrolment",
      "colour",
      "catalogue",
    ]);
    expect(
      britishWords("Our neighbors' program; Course Enrollment; the color of a catalog; enrolled; towards"),
    ).toEqual([]);
    const html = [
      '<html><head><title>Academy</title><meta name="description" content="Free courses for your neighbourhood">',
      '<link rel="modulepreload" href="/assets/catalogue-abc123.js"><script>window.x = "programme"</script></head>',
      '<body><a href="/programme" class="colour">Go</a><img alt="A colourful mural" src="/images/organisation.png">',
      '<button aria-label="Open the catalogue">x</button></body></html>',
    ].join("");
    expect(britishWords(readableText(html)).sort()).toEqual(["catalogue", "colourful", "neighbourhood"]);
  });
});

// ─────────────────────────── pages, forms and admin pages of the built server ───────────────────────────

const hasBuild = existsSync(path.join(ROOT, process.env.BUILD_DIR || "build", "server/index.js"));
const ADMIN = { email: "copy-check@example.org", password: "quiet-harbor-lantern-2026" };

interface RouteEntry {
  path: string;
  file: string;
}

/** The route table as full paths with their module files, read from app/routes.ts. */
async function listRoutes(): Promise<RouteEntry[]> {
  type ConfigRoute = { path?: string; file: string; children?: ConfigRoute[] };
  const routes = (await import("~/routes")).default as unknown as ConfigRoute[];
  const entries: RouteEntry[] = [];
  const walk = (list: ConfigRoute[], parent: string) => {
    for (const route of list) {
      const full = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent || "/";
      entries.push({ path: full || "/", file: route.file });
      if (route.children) walk(route.children, full);
    }
  };
  walk(routes, "");
  return entries;
}

function hasAction(file: string): boolean {
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(
    readFileSync(path.join(ROOT, "app", file), "utf8"),
  );
}

function routePattern(routePath: string): RegExp {
  const source = routePath
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[^/]+" : segment === "*" ? ".*" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}

/** Runs `task` over `items`, a few at a time (the machine is small and shared). */
async function eachBounded<T>(items: readonly T[], task: (item: T) => Promise<void>, concurrency = 4) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

// One server in the pglite project only: the copy does not depend on the database engine, and a
// second production server (with its own PostgreSQL database) would double the time for nothing.
// The emails below are rendered in both projects.
describe.runIf(process.env.TEST_DB_KIND !== "postgres")(
  "the built site, as a visitor and as an admin reads it",
  { timeout: 240_000 },
  () => {
    let server: StartedServer;
    let adminCookie = "";
    const problems: string[] = [];
    const visited = new Map<string, number>();
    let routes: RouteEntry[] = [];

    async function read(pathname: string, init: { cookie?: string; method?: string; body?: URLSearchParams } = {}) {
      const response = await fetch(`${server.url}${pathname}`, {
        method: init.method ?? "GET",
        body: init.body,
        headers: { ...(init.cookie ? { Cookie: init.cookie } : {}), ...(init.body ? { Origin: server.url } : {}) },
        redirect: "manual",
      });
      const body = await response.text();
      const type = response.headers.get("content-type") ?? "";
      const text = type.includes("text/html") ? readableText(body) : type.includes("text/csv") ? body : "";
      problems.push(...findings(`${init.method ?? "GET"} ${pathname}`, text));
      return { status: response.status, body, location: response.headers.get("location") };
    }

    beforeAll(async () => {
      if (!hasBuild) return;
      routes = await listRoutes();
      server = await startBuiltServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
      const signIn = await fetch(`${server.url}/auth`, {
        method: "POST",
        body: new URLSearchParams({ intent: "signin", email: ADMIN.email, password: ADMIN.password }),
        headers: { Origin: server.url },
        redirect: "manual",
      });
      const cookieOf = (...responses: Response[]) => {
        const jar = new Map<string, string>();
        for (const cookie of responses.flatMap((response) => response.headers.getSetCookie())) {
          const pair = cookie.split(";")[0]!;
          jar.set(pair.split("=")[0]!, pair);
        }
        return [...jar.values()].join("; ");
      };
      // Staff set up two-factor sign-in before any back-office page (ADR 0026).
      const post = (pathname: string, fields: Record<string, string>, cookie: string) =>
        fetch(`${server.url}${pathname}`, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Origin: server.url, Cookie: cookie },
          redirect: "manual",
        });
      const signedIn = cookieOf(signIn);
      await post("/auth/two-factor/setup", { intent: "start", password: ADMIN.password }, signedIn);
      const setup = await (
        await fetch(`${server.url}/auth/two-factor/setup`, { headers: { Cookie: signedIn } })
      ).text();
      const secret = /data-testid="two-factor-secret">([A-Z2-7 ]+)</.exec(setup)?.[1] ?? "";
      const confirmed = await post(
        "/auth/two-factor/setup",
        { intent: "confirm", code: totpCode(secret, { base32: true }) },
        signedIn,
      );
      adminCookie = cookieOf(signIn, confirmed);
    });

    afterAll(async () => {
      await server?.stop("SIGKILL");
    });
    // Each test reports only what it read itself.
    beforeEach(() => {
      problems.length = 0;
    });

    it("needs a build", () => {
      expect(hasBuild, "run `npm run build` first (npm test does)").toBe(true);
      expect(adminCookie, "the admin could not sign in").toMatch(/session_token=/);
    });

    it("shows no British spelling on any public page: the sitemap, the other routes and the pages they link to", async () => {
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(decodeEntities(match[1]!)).pathname,
      );
      expect(fromSitemap.length).toBeGreaterThan(20);

      const isPublicPage = (pathname: string) =>
        !/^\/(admin|admin-api|api|webhooks|media|assets|images)(\/|$)/.test(pathname) &&
        !/\.(xml|txt|csv|js|css|png|jpe?g|webp|svg|ico)$/.test(pathname);
      // Every route without a parameter, and the 404 page for the catch-all.
      const fromRoutes = routes
        .filter((route) => isPublicPage(route.path) && !route.path.includes(":"))
        .map((route) => (route.path === "/*" ? "/no-such-page-here" : route.path));
      let queue = [...new Set([...fromSitemap, ...fromRoutes, "/search?q=course"])];
      // Two rounds: the pages themselves, then the pages they link to (enrollment, lessons, apply forms …).
      for (let round = 0; round < 2; round += 1) {
        const links = new Set<string>();
        await eachBounded(queue, async (pathname) => {
          if (visited.has(pathname)) return;
          const page = await read(pathname);
          visited.set(pathname, page.status);
          for (const [, href] of page.body.matchAll(/href="(\/[^"#?]*)/g)) if (isPublicPage(href!)) links.add(href!);
        });
        queue = [...links].filter((link) => !visited.has(link));
      }
      expect(visited.size).toBeGreaterThan(fromSitemap.length);
      expect(problems).toEqual([]);
    });

    it("shows no British spelling in the validation messages of the public forms", async () => {
      // One empty POST per route with an action, on a page of it that was visited (without
      // JavaScript the page comes back with its messages).
      const formRoutes = routes.filter(
        (route) => !route.path.startsWith("/admin") && !route.path.startsWith("/api") && hasAction(route.file),
      );
      const targets = new Set<string>();
      for (const route of formRoutes) {
        const page = [...visited.keys()].find(
          (pathname) => routePattern(route.path).test(pathname) && visited.get(pathname) === 200,
        );
        if (page) targets.add(page);
      }
      expect(targets.size).toBeGreaterThan(8);
      await eachBounded([...targets], async (pathname) => {
        await read(pathname, { method: "POST", body: new URLSearchParams({ website: "" }) });
      });
      expect(problems).toEqual([]);
    });

    it("shows no British spelling on any admin page: lists, editors (new and existing), submissions, accounts, audit", async () => {
      const adminRoutes = routes.filter((route) => route.path.startsWith("/admin/") || route.path === "/admin");
      const pages = new Set<string>();
      // Pages only: not the old address that redirects, nor the export that only answers a POST.
      const notPages = [
        "/admin/submissions/enrolments",
        "/admin/submissions/enrolments/export.csv",
        "/admin/privacy/export",
      ];
      for (const route of adminRoutes.filter((route) => !route.path.includes(":") && !notPages.includes(route.path)))
        pages.add(route.path);
      for (const route of adminRoutes.filter((route) => route.path.includes(":kind") && !route.path.includes(":id"))) {
        for (const kind of SUBMISSION_KINDS) pages.add(route.path.replace(":kind", kind));
      }
      // An editor per kind of content: "new", and the first item its list links to. Accounts are
      // made by signing up (no "new"); each of their confirm steps is a page (/:id/:change).
      // A submission's page: the first one each kind's list links to (a kind with none has no page yet).
      for (const kind of SUBMISSION_KINDS) {
        const list = `/admin/submissions/${kind}`;
        const listPage = await fetch(`${server.url}${list}`, { headers: { Cookie: adminCookie } });
        const detail = new RegExp(`href="(${list}/[0-9a-f-]{36})[?"]`).exec(await listPage.text())?.[1];
        if (detail) pages.add(detail);
      }
      // The old British-spelled address only redirects (to /admin/submissions/enrollments).
      for (const route of adminRoutes.filter(
        (route) => route.path.endsWith("/:id") && !route.path.includes(":kind") && !route.path.includes("/enrolments"),
      )) {
        const list = route.path.replace(/\/:id$/, "");
        // A fresh site has no privacy request yet, and gifts are listed at /admin/donations.
        if (list === "/admin/privacy/requests") continue;
        if (list === "/admin/donations/gifts") {
          pages.add(`${list}/new`);
          continue;
        }
        if (list !== "/admin/accounts") pages.add(`${list}/new`);
        const listPage = await fetch(`${server.url}${list}`, { headers: { Cookie: adminCookie } });
        const escaped = list.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const existing = new RegExp(`href="(${escaped}/(?!new")[^"/?#]+)"`).exec(await listPage.text())?.[1];
        expect(existing, `no item linked from ${list}`).toBeTruthy();
        pages.add(existing!);
        if (list === "/admin/accounts") for (const change of ACCOUNT_CHANGES) pages.add(`${existing!}/${change}`);
        if (list === "/admin/newsletters") pages.add(`${existing!}/send`);
      }
      expect(
        // A donor's statement (/:email/:year) has no page on a fresh site, with no gifts yet; nor
        // has an image of the media library (/admin/media/:key), with no uploads yet.
        adminRoutes.some((route) => route.path.includes(":") && !/:(kind|id|change|email|key)\b/.test(route.path)),
        "an admin route with a new kind of parameter: enumerate it here",
      ).toBe(false);
      await eachBounded([...pages, "/"], async (pathname) => {
        const page = await read(pathname, { cookie: adminCookie });
        expect(page.status, `${pathname} as an admin`).toBe(200);
      });
      // The editors' validation messages.
      await eachBounded(
        [...pages].filter((pathname) => pathname.endsWith("/new")),
        async (pathname) => {
          await read(pathname, { method: "POST", body: new URLSearchParams({ intent: "save" }), cookie: adminCookie });
        },
      );
      expect(pages.size).toBeGreaterThan(20);
      expect(problems).toEqual([]);
    });
  },
);

// ─────────────────────────── every email ───────────────────────────

describe(`every email the site sends (${process.env.TEST_DB_KIND})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoContent(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is written in American English: subjects, text and HTML", async () => {
    const context = createTestContext(database, { clientIp: "198.51.100.214" });
    const { db, env } = context;
    const post = (run: (args: never) => unknown, pathname: string, fields: Record<string, string>) =>
      callRoute<{ ok?: boolean }>(() => run(args(formRequest(pathname, fields), context)));

    // Accounts (better-auth's callbacks): the confirmation and the password reset.
    await context.auth.api.signUpEmail({
      body: { email: "new.member@example.org", password: "quiet-harbor-lantern-93", name: "new.member" },
    });
    await context.auth.api.requestPasswordReset({
      body: { email: "new.member@example.org", redirectTo: `${env.PUBLIC_URL}/auth/reset-password` },
    });
    // Contact and volunteering.
    await createContactSubmission(db, env, {
      name: "Ana Pérez",
      email: "ana@example.org",
      subject: "Spring food drive",
      message: "Could you tell me more?",
    });
    await createVolunteerApplication(db, env, {
      firstName: "Marcus",
      lastName: "Hill",
      email: "marcus@example.org",
      phone: "(555) 201-3344",
      address: "12 Harbor Street",
      city: "Norfolk",
      state: "VA",
      zipCode: "23510",
      interests: ["mentoring", "events"],
      availability: "evenings",
      experience: "Ran a bakery for ten years.",
      hearAboutUs: "friend_family",
    });
    // An enrollment with the "Support our Academy" box ticked.
    const [course] = await db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.isPublished, true))
      .limit(1);
    await recordEnrollment(db, env, { course: course!, user: null, supportEmail: "helper@example.org" });
    // The newsletter's double opt-in.
    await subscribeToNewsletter(db, "reader@example.org", "newsletter", { env });
    // An issue as subscribers get it (its test send to an admin is the same email).
    const staff = await createUser(db, { role: "admin" });
    const issue = await createNewsletter(db, { content: "<p>Thank you, neighbors.</p>" });
    expect(
      await sendTestIssue(db, env, issue.id, { id: staff.id, email: staff.email, role: "admin", isStaff: true }),
    ).toEqual({ ok: true, to: staff.email });
    // A Helping Hand campaign application.
    const [campaign] = await db
      .select({ id: campaigns.id, code: campaigns.eligibilityCode })
      .from(campaigns)
      .where(and(eq(campaigns.status, "Active"), eq(campaigns.isPublished, true)))
      .limit(1);
    expect(
      await submitCampaignApplication({ db, env }, campaign!.id, {
        fullName: "Maria Santos",
        email: "maria@example.org",
        phone: undefined,
        address: "4 Birch Ln, Duluth MN",
        eligibilityCode: campaign!.code,
      }),
    ).toEqual({ ok: true });
    // Partner, consultant and diamond programs, and both kinds of opportunity.
    const programFields = {
      fullName: "Bea Lin",
      email: "bea@example.org",
      phone: "+1 210 555 0199",
      state: "Texas",
      experienceLevel: "Some Experience",
      website: "",
    };
    expect(
      (await post(marykayAction, "/apply/marykay", { ...programFields, collaborationType: "consultant" })).data.ok,
    ).toBe(true);
    expect(
      (await post(ameraAction, "/apply/amera-diamonds", { ...programFields, collaborationType: "diamond-agent" })).data
        .ok,
    ).toBe(true);
    expect(
      (
        await post(agentAction, "/apply/agent", {
          name: "Ana Torres",
          email: "ana.torres@example.org",
          phone: "(512) 555-0142",
          location: "Austin, TX",
          project: "general-business",
          partnershipType: "",
          experience: "",
          message: "I can start in March.",
          website: "",
        })
      ).data.ok,
    ).toBe(true);
    const opportunity = {
      name: "Chris Ode",
      email: "chris@example.org",
      phone: "901-555-0110",
      location: "Memphis, TN",
      message: "Evenings.",
      website: "",
    };
    expect(
      (
        await post(businessAction, "/projects/business", {
          ...opportunity,
          type: "individual",
          experience: "some",
          interest: "nutrition",
        })
      ).data.ok,
    ).toBe(true);
    expect(
      (
        await post(businessAction, "/projects/business?type=business", {
          ...opportunity,
          type: "business",
          experience: "nonprofit",
          interest: "all",
        })
      ).data.ok,
    ).toBe(true);

    // The staff digest (ADR 0021), for a submission that waited past the cap.
    await db.insert(staffNotifications).values({
      kind: "Contact message",
      summary: "Ana Torres: A question about the food drive",
      path: "/admin/submissions/contact/00000000-0000-4000-8000-000000000000",
      sentAlone: false,
    });
    expect(await queueDueStaffDigest(db, env, 0)).toBe(true);

    // A donor's year-end statement (ADR 0047), for a check entered by staff.
    await db.insert(donations).values({
      source: "manual",
      sourceId: "manual-spelling-1",
      amountCents: 30_000,
      giftDate: new Date("2026-06-15T16:00:00Z"),
      donorName: "Dolores Hart",
      donorEmail: "dolores@example.org",
      status: "succeeded",
      method: "check",
    });
    expect(
      await sendStatementEmail(
        db,
        { ...env, ORGANIZATION_EIN: "12-3456789" },
        { id: staff.id, email: staff.email, role: "admin", isStaff: true },
        { email: "dolores@example.org", year: 2026, resend: false, organizationName: "Community Synergy Network" },
      ),
    ).toEqual({ ok: true, to: "dolores@example.org" });

    const emails = await db.select().from(emailOutbox);
    // 2 account emails, contact, volunteer, academy support, newsletter, a newsletter issue,
    // campaign, partner, consultant, diamond agent, individual and business opportunity, the
    // staff digest and a donor's statement; and a receipt to the sender of each of the nine
    // forms (ADR 0034).
    expect(emails.map((email) => email.subject)).toHaveLength(24);
    const problems = emails.flatMap((email) =>
      findings(
        `email “${email.subject}”`,
        [email.subject, email.textBody, email.htmlBody ? readableText(email.htmlBody) : ""].join("\n"),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("covers every place an email is built (a new one must be rendered above too)", () => {
    const calls: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(full);
        else if (
          /\.tsx?$/.test(entry.name) &&
          !/\.test\.tsx?$/.test(entry.name) &&
          !full.endsWith(path.join("utils", "email.server.ts"))
        ) {
          const count = (readFileSync(full, "utf8").match(/\bqueue(Email|StaffNotification)\(/g) ?? []).length;
          for (let i = 0; i < count; i += 1) calls.push(path.relative(ROOT, full));
        }
      }
    };
    visit(path.join(ROOT, "app"));
    // auth ×2, engage ×2, academy, newsletter, campaigns, applications ×3 (one for both programs);
    // the sign-in link (two-factor) and the privacy request emails (confirmation, done ×2).
    expect(calls.sort()).toEqual([
      "app/features/academy/academy.server.ts",
      "app/features/admin/privacy/requests.server.ts",
      "app/features/applications/applications.server.ts",
      "app/features/applications/applications.server.ts",
      "app/features/applications/applications.server.ts",
      "app/features/auth/auth.server.ts",
      "app/features/auth/auth.server.ts",
      "app/features/auth/two-factor.server.ts",
      "app/features/campaigns/campaigns.server.ts",
      "app/features/engage/engage.server.ts",
      "app/features/engage/engage.server.ts",
      "app/features/newsletter/newsletter.server.ts",
      "app/features/newsletter/send.server.ts",
      "app/features/privacy/privacy.server.ts",
      "app/features/privacy/privacy.server.ts",
    ]);
  });
});

// ─────────────────────────── seeded content, static copy and the text in the code ───────────────────────────

/** Every string value inside a module's exports (keys are identifiers, not copy). */
function stringValues(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return looksLikeUrl(value) ? [] : [value];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => stringValues(item, seen));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

/**
 * The text in a source file: string and template literals and JSX text, without comments,
 * module paths, log lines, and literals that are names rather than words (a route file, a URL segment,
 * an identifier such as "enrolments" that is only ever used as a key).
 */
function textLiterals(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    // Log lines are read by developers in the server's log, not by visitors.
    if (ts.isCallExpression(node) && /(^|\.)(logger|console)\.\w+$/.test(node.expression.getText())) return;
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = ts.isJsxText(node) ? node.getText() : node.text;
      const isName = /^[\w./:@+-]*$/.test(text) && !/[A-Z]/.test(text);
      if (!isName) texts.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe.runIf(process.env.TEST_DB_KIND !== "postgres")("copy outside the pages", () => {
  it("the seeded demo content (unpublished items and lessons included) is in American English", async () => {
    const modules = await Promise.all([
      import("~/db/seed/campaigns"),
      import("~/db/seed/completed-campaigns"),
      import("~/db/seed/courses"),
      import("~/db/seed/news"),
      import("~/db/seed/newsletters"),
      import("~/db/seed/projects"),
      import("~/db/seed/team"),
    ]);
    expect(
      readdirSync(path.join(ROOT, "app/db/seed")).filter(
        (name) => /^[a-z-]+\.ts$/.test(name) && !/\.server\.ts$/.test(name),
      ),
    ).toHaveLength(modules.length);
    expect(modules.flatMap((module) => stringValues(module).flatMap((text) => findings("seed", text)))).toEqual([]);
  });

  it("the static copy in app/content is in American English", async () => {
    const files = sourceFiles(path.join(ROOT, "app/content"));
    const problems: string[] = [];
    for (const file of files) {
      const module: unknown = await import(/* @vite-ignore */ file);
      for (const text of stringValues(module)) problems.push(...findings(path.relative(ROOT, file), text));
    }
    expect(files.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it("the text literals in app/ (toasts, messages, labels) are in American English", () => {
    const problems = sourceFiles(path.join(ROOT, "app")).flatMap((file) =>
      textLiterals(file).flatMap((text) => findings(path.relative(ROOT, file), text)),
    );
    expect(problems).toEqual([]);
  });
});
