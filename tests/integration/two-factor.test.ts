import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, sessions, twoFactors, userRoles, users, verifications } from "~/db/schema";
import * as accountRoute from "~/routes/admin/accounts/account";
import * as confirmRoute from "~/routes/admin/accounts/confirm";
import * as auditRoute from "~/routes/admin/audit";
import * as dashboardRoute from "~/routes/admin/dashboard";
import { action as authAction } from "~/routes/auth/auth";
import * as setupRoute from "~/routes/auth/two-factor-setup";
import * as twoFactorRoute from "~/routes/auth/two-factor";
import * as linkRoute from "~/routes/auth/sign-in-link";
import { args, callRoute, createTestContext, firstLink, formRequest, lastEmailTo } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { TEST_BACKUP_CODES, TEST_TOTP_SECRET, totpCode } from "../setup/two-factor";
import { get, post, setUpAdminTests, signUp, underAdminLayout } from "./admin-helpers";

const PASSWORD = "quiet-meadow-31";
const dashboardLoader = underAdminLayout(dashboardRoute.loader);
const auditLoader = underAdminLayout(auditRoute.loader);
const accountLoader = underAdminLayout(accountRoute.loader);
const accountAction = underAdminLayout(accountRoute.action);
const confirmAction = underAdminLayout(confirmRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let adminId: string;
let address = 0;

beforeAll(async () => {
  ({ database, context, adminCookie, adminId } = await setUpAdminTests({
    adminEmail: "twofa-admin@example.org",
    userEmail: "twofa-user@example.org",
  }));
});
beforeEach(() => {
  address += 1;
  context = createTestContext(database, { clientIp: `198.51.100.${address}` });
});
afterAll(async () => {
  await database?.close();
});

/** Cookie header after a response: the previous cookies, updated by its Set-Cookie headers. */
function merge(cookie: string, response: { headers: Headers }): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** A confirmed account given the admin role without a second factor (as the seeded admin starts). */
async function unenrolledAdmin(email: string) {
  const account = await signUp(database, context, email);
  await database.db.insert(userRoles).values({ userId: account.id, role: "admin" });
  return account;
}

const signInPost = (fields: Record<string, string>, cookie = "", ctx = context) =>
  callRoute(() =>
    authAction(
      args(
        formRequest("/auth", { intent: "signin", password: PASSWORD, ...fields }, cookie ? { Cookie: cookie } : {}),
        ctx,
      ),
    ),
  );

describe("staff need a second factor before any back-office page", () => {
  it("sends an unenrolled admin to enrollment from every admin page, refuses actions, and lets them in once enrolled", async () => {
    const email = "twofa-new-admin@example.org";
    const { cookie } = await unenrolledAdmin(email);

    for (const path of ["/admin", "/admin/audit?person=a"]) {
      const loader = path === "/admin" ? dashboardLoader : auditLoader;
      const page = await callRoute(() => loader(args(get(path, cookie), context)));
      expect(page.status).toBe(302);
      expect(page.location).toBe(`/auth/two-factor/setup?redirectTo=${encodeURIComponent(path)}`);
    }
    // An action (not a page) is refused outright, and changes nothing.
    const refused = await callRoute(() =>
      accountAction(
        args(post(`/admin/accounts/${adminId}`, { intent: "password-reset" }, cookie), context, { id: adminId }),
      ),
    );
    expect(refused.status).toBe(403);

    // Enrollment: the password again, then the QR code and the key as text.
    const wrong = await callRoute(() =>
      setupRoute.action(
        args(post("/auth/two-factor/setup", { intent: "start", password: "not-it-at-all" }, cookie), context),
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ field: "password", message: "That password isn't right." });
    const started = await callRoute(() =>
      setupRoute.action(
        args(
          post("/auth/two-factor/setup?redirectTo=/admin/audit", { intent: "start", password: PASSWORD }, cookie),
          context,
        ),
      ),
    );
    expect(started.status).toBe(302);
    const scan = await callRoute<Awaited<ReturnType<typeof setupRoute.loader>>>(() =>
      setupRoute.loader(args(get("/auth/two-factor/setup?redirectTo=/admin/audit", cookie), context)),
    );
    expect(scan.data.state).toBe("scan");
    expect(scan.data.enrollment?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const secret = scan.data.enrollment!.secret;
    expect(secret).toMatch(/^[A-Z2-7 ]{40,}$/);
    // Still not in: the app's first code has not confirmed it.
    expect((await callRoute(() => dashboardLoader(args(get("/admin", cookie), context)))).status).toBe(302);

    const badCode = await callRoute(() =>
      setupRoute.action(args(post("/auth/two-factor/setup", { intent: "confirm", code: "000000" }, cookie), context)),
    );
    expect(badCode.status).toBe(400);
    const confirmed = await callRoute<{ ok: true; backupCodes: string[] }>(() =>
      setupRoute.action(
        args(
          post("/auth/two-factor/setup", { intent: "confirm", code: totpCode(secret, { base32: true }) }, cookie),
          context,
        ),
      ),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.backupCodes).toHaveLength(10);
    expect(new Set(confirmed.data.backupCodes).size).toBe(10);
    const enrolledCookie = merge(cookie, confirmed);

    // In, with the renewed session; the secret is no longer in the enrollment page's data.
    expect((await callRoute(() => dashboardLoader(args(get("/admin", enrolledCookie), context)))).status).toBe(200);
    const after = await callRoute(() =>
      setupRoute.loader(args(get("/auth/two-factor/setup", enrolledCookie), context)),
    );
    expect(after.data).toMatchObject({ state: "on", enrollment: null });
    expect(JSON.stringify(after.data)).not.toContain(secret.replace(/ /g, "").slice(0, 12));
    const [stored] = await database.db
      .select()
      .from(twoFactors)
      .innerJoin(users, eq(users.id, twoFactors.userId))
      .where(eq(users.email, email));
    // Stored encrypted, never as the key or the codes themselves.
    expect(stored!.two_factors.secret).not.toContain(secret.replace(/ /g, ""));
    expect(stored!.two_factors.backupCodes).not.toContain(confirmed.data.backupCodes[0]);
  });

  it("asks for the code after the password, returns to the address the sign-in started from, and a backup code works once", async () => {
    const email = "twofa-returning@example.org";
    await signUp(database, context, email, "admin");

    const first = await signInPost({ email, redirectTo: "/admin/audit?person=x" });
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/auth/two-factor?redirectTo=${encodeURIComponent("/admin/audit?person=x")}`);
    expect(first.headers.getSetCookie().some((c) => c.includes("session_token=") && !/max-age=0/i.test(c))).toBe(false);
    let cookie = merge("", first);

    const wrong = await callRoute(() =>
      twoFactorRoute.action(args(post("/auth/two-factor", { method: "totp", code: "123456" }, cookie), context)),
    );
    expect(wrong.status).toBe(401);
    const right = await callRoute(() =>
      twoFactorRoute.action(
        args(
          post(
            "/auth/two-factor",
            { method: "totp", code: totpCode(TEST_TOTP_SECRET), redirectTo: "/admin/audit?person=x" },
            cookie,
          ),
          context,
        ),
      ),
    );
    expect(right.status).toBe(302);
    expect(right.location).toBe("/admin/audit?person=x");
    cookie = merge(cookie, right);
    expect((await callRoute(() => auditLoader(args(get("/admin/audit", cookie), context)))).status).toBe(200);

    // A backup code instead of the app, once.
    const backup = TEST_BACKUP_CODES[3]!;
    for (const expected of [302, 401]) {
      const again = merge("", await signInPost({ email }));
      const answer = await callRoute<{ message: string }>(() =>
        twoFactorRoute.action(args(post("/auth/two-factor", { method: "backup", code: backup }, again), context)),
      );
      expect(answer.status).toBe(expected);
      if (expected === 401) expect(answer.data.message).toMatch(/Each backup code works only once/);
      else expect(answer.location).toBe("/");
    }
  });

  it("does not let wrong codes from other browsers stop the owner's known browser", async () => {
    const email = "twofa-targeted@example.org";
    const { id } = await signUp(database, context, email, "admin");
    // The owner's browser has signed in with both factors before: it holds a device cookie.
    const ownerStart = merge("", await signInPost({ email }));
    const ownerDone = await callRoute(() =>
      twoFactorRoute.action(
        args(post("/auth/two-factor", { method: "totp", code: totpCode(TEST_TOTP_SECRET) }, ownerStart), context),
      ),
    );
    const deviceCookie = ownerDone.headers
      .getSetCookie()
      .find((c) => c.startsWith("csn_device="))!
      .split(";")[0]!;

    // Someone holding the password sends wrong codes from many browsers and addresses.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      // Another address, the same site (one rate limiter, as in one server process).
      const elsewhere: SiteContext = { ...context, clientIp: `203.0.113.${100 + i}` };
      const challenge = merge("", await signInPost({ email }, "", elsewhere));
      const answer = await callRoute(() =>
        twoFactorRoute.action(args(post("/auth/two-factor", { method: "totp", code: "000000" }, challenge), elsewhere)),
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);

    // The owner's browser still gets in with the right code.
    const owner = merge(deviceCookie, await signInPost({ email }, deviceCookie));
    const ownerAgain = await callRoute(() =>
      twoFactorRoute.action(
        args(post("/auth/two-factor", { method: "totp", code: totpCode(TEST_TOTP_SECRET) }, owner), context),
      ),
    );
    expect(ownerAgain.status).toBe(302);
    expect((await database.db.select().from(sessions).where(eq(sessions.userId, id))).length).toBeGreaterThan(0);
  });
});

describe("an administrator resets a colleague's second factor", () => {
  it("removes it, signs them out everywhere, records it in the audit log, and refuses their own", async () => {
    const colleague = await signUp(database, context, "twofa-lost-phone@example.org", "admin");
    const page = await callRoute<{ account: { twoFactorEnabled: boolean } }>(() =>
      accountLoader(args(get(`/admin/accounts/${colleague.id}`, adminCookie), context, { id: colleague.id })),
    );
    expect(page.data.account.twoFactorEnabled).toBe(true);

    const own = await callRoute(() =>
      confirmAction(
        args(post(`/admin/accounts/${adminId}/reset-two-factor`, { confirm: "yes" }, adminCookie), context, {
          id: adminId,
          change: "reset-two-factor",
        }),
      ),
    );
    expect(own.status).toBe(302);
    expect(await database.db.select().from(twoFactors).where(eq(twoFactors.userId, adminId))).toHaveLength(1);

    const done = await callRoute(() =>
      confirmAction(
        args(post(`/admin/accounts/${colleague.id}/reset-two-factor`, { confirm: "yes" }, adminCookie), context, {
          id: colleague.id,
          change: "reset-two-factor",
        }),
      ),
    );
    expect(done.status).toBe(302);
    expect(await database.db.select().from(twoFactors).where(eq(twoFactors.userId, colleague.id))).toHaveLength(0);
    const [user] = await database.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, colleague.id));
    expect(user!.on).toBe(false);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, colleague.id))).toHaveLength(0);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "reset_two_factor"), eq(auditLog.entityId, colleague.id)));
    expect(entry).toMatchObject({ actorUserId: adminId, entity: "user" });
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "reset_two_factor"), eq(auditLog.entityId, adminId))),
    ).toHaveLength(0);

    // Their next sign-in is the password alone, then enrollment before any admin page.
    const next = await signInPost({ email: "twofa-lost-phone@example.org" });
    expect(next.location).toBe("/");
    const dashboard = await callRoute(() => dashboardLoader(args(get("/admin", merge("", next)), context)));
    expect(dashboard.location).toBe("/auth/two-factor/setup?redirectTo=%2Fadmin");
  });
});

describe("where sign-in goes afterwards", () => {
  it.each([
    "//evil.example/admin",
    "https://evil.example/admin",
    "/\\evil.example",
    "javascript:alert(1)",
    "admin/news",
    "/\tevil",
  ])("ignores the unsafe redirectTo %j and goes to /", async (redirectTo) => {
    const email = `twofa-redirect-${address}@example.org`;
    await signUp(database, context, email);
    const answer = await signInPost({ email, redirectTo });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
  });

  it("follows a safe path on this site", async () => {
    const email = "twofa-redirect-safe@example.org";
    await signUp(database, context, email);
    const answer = await signInPost({ email, redirectTo: "/admin/submissions/contact/123" });
    expect(answer.location).toBe("/admin/submissions/contact/123");
  });
});

describe("the emailed sign-in link", () => {
  it("works once, for the account's own address, and still asks for the second factor", async () => {
    const email = "twofa-link@example.org";
    await signUp(database, context, email, "admin");
    const asked = await callRoute<{ ok: boolean; message: string }>(() =>
      authAction(
        args(formRequest("/auth", { intent: "link", email, password: "", redirectTo: "/admin/audit" }), context),
      ),
    );
    expect(asked.data).toMatchObject({ ok: true, message: expect.stringContaining("15 minutes") });
    const mail = await lastEmailTo(database.db, email);
    expect(mail!.htmlBody).toContain("/auth/sign-in-link?token=");
    const link = new URL(firstLink(mail!.textBody));
    expect(link.searchParams.get("redirectTo")).toBe("/admin/audit");

    // Opening it spends nothing (mail scanners open links); pressing the button does.
    const page = await callRoute(() => linkRoute.loader(args(get(`${link.pathname}${link.search}`), context)));
    expect(page.data).toMatchObject({ token: link.searchParams.get("token") });
    const fields = { token: link.searchParams.get("token")!, redirectTo: "/admin/audit" };
    const used = await callRoute(() => linkRoute.action(args(post("/auth/sign-in-link", fields), context)));
    expect(used.status).toBe(302);
    expect(used.location).toBe("/auth/two-factor?redirectTo=%2Fadmin%2Faudit");
    expect(used.headers.getSetCookie().some((c) => c.startsWith("csn.two_factor=") || c.includes("two_factor="))).toBe(
      true,
    );
    const finished = await callRoute(() =>
      twoFactorRoute.action(
        args(
          post(
            "/auth/two-factor",
            { method: "totp", code: totpCode(TEST_TOTP_SECRET), redirectTo: "/admin/audit" },
            merge("", used),
          ),
          context,
        ),
      ),
    );
    expect(finished.location).toBe("/admin/audit");

    const again = await callRoute<{ message: string }>(() =>
      linkRoute.action(args(post("/auth/sign-in-link", fields), context)),
    );
    expect(again.status).toBe(400);
    expect(again.data.message).toMatch(/expired or was already used/);

    // Unknown addresses get the same answer and no email; a mailbox gets three links per 15 minutes.
    const unknown = await callRoute(() =>
      authAction(
        args(formRequest("/auth", { intent: "link", email: "nobody-here@example.org", password: "" }), context),
      ),
    );
    expect(unknown.data).toMatchObject({ ok: true });
    expect(await lastEmailTo(database.db, "nobody-here@example.org")).toBeUndefined();
    for (let i = 0; i < 4; i += 1)
      await callRoute(() => authAction(args(formRequest("/auth", { intent: "link", email, password: "" }), context)));
    const links = await database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, "sign-in-link:%"));
    // One spent above; three more at most reach the mailbox.
    expect(links.length).toBe(2);
  });
});
