import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, emailOutbox, sessions, userRoles, users } from "~/db/schema";
import { updateTeamMember } from "~/features/team/admin.server";
import { getSessionUser } from "~/features/auth/auth.server";
import { AUTH_ERRORS } from "~/features/auth/accounts.server";
import * as accountRoute from "~/routes/admin/accounts/account";
import * as confirmRoute from "~/routes/admin/accounts/confirm";
import * as outboxRoute from "~/routes/admin/outbox";
import * as auditRoute from "~/routes/admin/audit";
import { action as authAction } from "~/routes/auth/auth";
import { summariseAudit } from "~/utils/audit-diff";
import { createTeamMember } from "../factories/team";
import { createUser } from "../factories/users";
import { uniqueEmail } from "../factories/unique";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, formRequest, lastEmailTo } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, signUp, underAdminLayout } from "./admin-helpers";

const accountLoader = underAdminLayout(accountRoute.loader);
const accountAction = underAdminLayout(accountRoute.action);
const confirmLoader = underAdminLayout(confirmRoute.loader);
const confirmAction = underAdminLayout(confirmRoute.action);
const outboxLoader = underAdminLayout(outboxRoute.loader);
const outboxAction = underAdminLayout(outboxRoute.action);
const auditLoader = underAdminLayout(auditRoute.loader);

const PASSWORD = "quiet-meadow-31";

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let adminId: string;
let userCookie: string;
const adminEmail = "accounts-admin@example.org";

beforeAll(async () => {
  ({ database, context, adminCookie, adminId, userCookie } = await setUpAdminTests({
    adminEmail,
    userEmail: "accounts-user@example.org",
  }));
});
beforeEach(() => {
  context = nextVisitorContext(database);
});
afterAll(async () => {
  await database?.close();
});

const accountPost = (id: string, intent: string, cookie: string | undefined = adminCookie) =>
  callRoute(() => accountAction(args(post(`/admin/accounts/${id}`, { intent }, cookie), context, { id })));
const confirm = (
  id: string,
  change: string,
  cookie: string | undefined = adminCookie,
  fields: Record<string, string> = { confirm: "yes" },
) =>
  callRoute(() =>
    confirmAction(args(post(`/admin/accounts/${id}/${change}`, fields, cookie), context, { id, change })),
  );
const signIn = (email: string, password = PASSWORD) =>
  callRoute<{ ok: boolean; problem?: { message: string } }>(() =>
    authAction(args(formRequest("/auth", { intent: "signin", email, password }), context)),
  );
const auditFor = (entityId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);

describe("account actions are for admins only", () => {
  it("refuses a visitor and a signed-in user on every account and outbox screen, changing nothing", async () => {
    const target = await createUser(database.db, { emailVerified: false });
    for (const cookie of [undefined, userCookie]) {
      const results = await Promise.all([
        callRoute(() => accountLoader(args(get(`/admin/accounts/${target.id}`, cookie), context, { id: target.id }))),
        accountPost(target.id, "resend-confirmation", cookie ?? ""),
        accountPost(target.id, "password-reset", cookie ?? ""),
        confirm(target.id, "disable", cookie ?? ""),
        confirm(target.id, "make-admin", cookie ?? ""),
        callRoute(() => outboxLoader(args(get("/admin/outbox", cookie), context))),
        callRoute(() =>
          outboxAction(
            args(
              post("/admin/outbox", { intent: "retry", id: "00000000-0000-0000-0000-000000000000" }, cookie),
              context,
            ),
          ),
        ),
      ]);
      expect(results.map((result) => result.status)).toEqual(results.map(() => 403));
    }
    const [after] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(after?.disabledAt).toBeNull();
    expect(await lastEmailTo(database.db, target.email)).toBeUndefined();
    expect(await auditFor(target.id)).toHaveLength(0);
  });
});

describe("the make-admin confirm step", () => {
  it("names the account, and changes nothing without the confirmed intent", async () => {
    const target = await createUser(database.db);
    const page = await callRoute<{ copy: { title: string } }>(() =>
      confirmLoader(
        args(get(`/admin/accounts/${target.id}/make-admin`, adminCookie), context, {
          id: target.id,
          change: "make-admin",
        }),
      ),
    );
    expect(page.data.copy.title).toBe(`Make ${target.email} an administrator?`);

    const bare = await confirm(target.id, "make-admin", adminCookie, {});
    expect(bare.status).toBe(400);
    expect(await database.db.select().from(userRoles).where(eq(userRoles.userId, target.id))).toHaveLength(0);

    const done = await confirm(target.id, "make-admin");
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/admin/accounts/${target.id}`);
    const [role] = await database.db.select().from(userRoles).where(eq(userRoles.userId, target.id));
    expect(role?.role).toBe("admin");
    const [entry] = await auditFor(target.id);
    expect(entry?.action).toBe("change_role");
    expect(summariseAudit(entry!.action, entry!.details, "America/New_York").lines).toEqual([
      "role: User → Administrator",
    ]);
  });

  it("answers 404 for a change it does not know", async () => {
    const target = await createUser(database.db);
    const result = await confirm(target.id, "delete-everything");
    expect(result.status).toBe(404);
  });
});

describe("emails an admin can send", () => {
  it("resends the confirmation email to an unconfirmed account, and refuses a confirmed one", async () => {
    const email = uniqueEmail("unconfirmed");
    await callRoute(() =>
      authAction(
        args(formRequest("/auth", { intent: "signup", email, password: PASSWORD, confirmPassword: PASSWORD }), context),
      ),
    );
    const [account] = await database.db.select().from(users).where(eq(users.email, email));
    const before = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(before).toHaveLength(1);

    const sent = await accountPost(account!.id, "resend-confirmation");
    expect(sent.status).toBe(302);
    const after = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(after).toHaveLength(2);
    expect(after.every((row) => row.subject === "Please confirm your email address")).toBe(true);
    expect((await auditFor(account!.id)).map((entry) => entry.action)).toEqual(["resend_confirmation"]);

    const confirmed = await createUser(database.db);
    await accountPost(confirmed.id, "resend-confirmation");
    expect(await lastEmailTo(database.db, confirmed.email)).toBeUndefined();
    expect(await auditFor(confirmed.id)).toHaveLength(0);
  });

  it("sends a password-reset email whose link sets a new password", async () => {
    const email = uniqueEmail("forgetful");
    const account = await signUp(database, context, email);
    const result = await accountPost(account.id, "password-reset");
    expect(result.status).toBe(302);
    const mail = await lastEmailTo(database.db, email);
    expect(mail?.subject).toBe("Reset your Community Synergy Network password");
    expect(mail?.textBody).toContain("/auth/reset-password");
    expect((await auditFor(account.id)).map((entry) => entry.action)).toEqual(["send_password_reset"]);
  });
});

describe("disabling an account", () => {
  it("ends every session, refuses sign-in with a clear message, and enabling lets the owner back in", async () => {
    const email = uniqueEmail("leaving");
    const account = await signUp(database, context, email);
    // A second browser, signed in too (with the one the confirmation link opened, three sessions).
    const second = await signIn(email);
    expect(second.status).toBe(302);
    const open = await database.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(open.length).toBeGreaterThanOrEqual(2);
    const request = (cookie: string) => new Request("http://localhost:3999/", { headers: { Cookie: cookie } });
    expect(await getSessionUser(context, request(account.cookie))).not.toBeNull();

    const disabled = await confirm(account.id, "disable");
    expect(disabled.status).toBe(302);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(0);
    expect(await getSessionUser(context, request(account.cookie))).toBeNull();

    const refused = await signIn(email);
    expect(refused.status).toBe(403);
    expect(refused.data.problem?.message).toBe(AUTH_ERRORS.disabled);
    expect(AUTH_ERRORS.disabled).toBe("This account has been disabled. Please contact the site's staff.");
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(0);

    const wrong = await signIn(email, "not-the-password-1");
    expect(wrong.data.problem?.message).toBe(AUTH_ERRORS.invalidCredentials);

    const page = await callRoute<{ account: { disabledAt: string | null; openSessions: number } }>(() =>
      accountLoader(args(get(`/admin/accounts/${account.id}`, adminCookie), context, { id: account.id })),
    );
    expect(page.data.account.disabledAt).not.toBeNull();
    expect(page.data.account.openSessions).toBe(0);

    const enabled = await accountPost(account.id, "enable");
    expect(enabled.status).toBe(302);
    expect((await signIn(email)).status).toBe(302);

    const entries = await auditFor(account.id);
    expect(entries.map((entry) => entry.action)).toEqual(["disable_account", "enable_account"]);
    expect(entries[0]?.details).toMatchObject({ email, sessionsEnded: open.length });
  });

  it("a session that outlives the disable (a sign-in racing it) is not honored", async () => {
    const email = uniqueEmail("racing");
    const account = await signUp(database, context, email);
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, account.id));
    const request = new Request("http://localhost:3999/", { headers: { Cookie: account.cookie } });
    expect(await getSessionUser(context, request)).toBeNull();
  });

  it("refuses an admin disabling their own account or removing their own role", async () => {
    const self = await confirm(adminId, "disable");
    expect(self.status).toBe(302);
    const [me] = await database.db.select().from(users).where(eq(users.id, adminId));
    expect(me?.disabledAt).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, adminId))).not.toHaveLength(0);

    await confirm(adminId, "remove-role");
    const [role] = await database.db.select().from(userRoles).where(eq(userRoles.userId, adminId));
    expect(role?.role).toBe("admin");
    expect(await auditFor(adminId)).toHaveLength(0);
  });
});

describe("the email outbox", () => {
  it("lists recent emails without their bodies, filters by status, and retries a failed one", async () => {
    const to = uniqueEmail("bounced");
    const [failed] = await database.db
      .insert(emailOutbox)
      .values({
        toAddress: to,
        subject: "Your volunteer application",
        textBody: "SECRET-BODY-TEXT",
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
        nextAttemptAt: new Date(Date.now() + 60 * 60_000),
      })
      .returning();
    const [sent] = await database.db
      .insert(emailOutbox)
      .values({ toAddress: to, subject: "Thanks", textBody: "SECRET-BODY-TEXT", status: "sent", sentAt: new Date() })
      .returning();

    const list = await callRoute<{ rows: { id: string; status: string; lastError: string | null }[] }>(() =>
      outboxLoader(args(get("/admin/outbox?status=failed", adminCookie), context)),
    );
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.data)).not.toContain("SECRET-BODY-TEXT");
    expect(list.data.rows.map((row) => row.status)).toEqual(list.data.rows.map(() => "failed"));
    expect(list.data.rows.find((row) => row.id === failed!.id)?.lastError).toBe("550 mailbox unavailable");

    const retried = await callRoute(() =>
      outboxAction(args(post("/admin/outbox", { intent: "retry", id: failed!.id }, adminCookie), context)),
    );
    expect(retried.status).toBe(302);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
    expect(row?.status).toBe("pending");
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [entry] = await auditFor(failed!.id);
    expect(entry).toMatchObject({ action: "retry_email", entity: "email", actorEmail: adminEmail });

    // A sent email is not retried.
    await callRoute(() =>
      outboxAction(args(post("/admin/outbox", { intent: "retry", id: sent!.id }, adminCookie), context)),
    );
    const [stillSent] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent!.id));
    expect(stillSent?.status).toBe("sent");
    expect(await auditFor(sent!.id)).toHaveLength(0);
  });
});

describe("the audit log", () => {
  type AuditPage = { rows: { id: string; action: string; entity: string; entityId: string | null }[]; total: number };
  const auditPage = (query: string) =>
    callRoute<AuditPage>(() => auditLoader(args(get(`/admin/audit${query}`, adminCookie), context)));

  it("keeps only the fields an edit changed", async () => {
    const member = await createTeamMember(database.db, { name: "Rosa Diaz", role: "Treasurer" });
    const actor = { id: adminId, email: adminEmail, role: "admin" as const, isStaff: true };
    await updateTeamMember(database.db, actor, member.id, {
      name: "Rosa Diaz",
      role: "Board Chair",
      description: member.description,
      imageUrl: member.imageUrl ?? undefined,
      imageAlt: member.imageAlt ?? undefined,
      imageDecorative: member.imageDecorative,
      category: member.category,
      sortOrder: member.sortOrder,
    });
    const [entry] = await auditFor(member.id);
    expect(entry?.details).toEqual({
      label: "Rosa Diaz",
      changes: { role: { from: "Treasurer", to: "Board Chair" } },
    });
    expect(summariseAudit("update", entry!.details, "America/New_York")).toMatchObject({
      label: "Rosa Diaz",
      lines: ["role: Treasurer → Board Chair"],
      isFullRecord: false,
    });
  });

  it("shows an older update (every field) as such", () => {
    const summary = summariseAudit("update", { name: "Rosa", role: "Chair", imageUrl: null }, "America/New_York");
    expect(summary).toEqual({ label: "Rosa", lines: ["name: Rosa", "role: Chair"], isFullRecord: true });
  });

  it("filters by person, action, kind of record and date in the site's time zone", async () => {
    const other = await createUser(database.db, { email: uniqueEmail("other-admin"), role: "admin" });
    await database.db.insert(auditLog).values([
      {
        actorUserId: other.id,
        actorEmail: other.email,
        action: "publish",
        entity: "news_item",
        entityId: "filter-1",
        // 11:30 pm on Nov 23 in New York is already Nov 24 in UTC.
        createdAt: new Date("2026-11-24T04:30:00Z"),
      },
      {
        actorUserId: other.id,
        actorEmail: other.email,
        action: "delete",
        entity: "news_item",
        entityId: "filter-2",
        createdAt: new Date("2026-11-24T15:00:00Z"),
      },
    ]);
    const byPerson = await auditPage(`?person=${encodeURIComponent(other.email)}`);
    expect(byPerson.data.rows.map((row) => row.entityId).sort()).toEqual(["filter-1", "filter-2"]);

    const byAction = await auditPage(`?person=${encodeURIComponent(other.email)}&action=delete`);
    expect(byAction.data.rows.map((row) => row.entityId)).toEqual(["filter-2"]);

    const byEntity = await auditPage("?entity=email");
    expect(byEntity.data.rows.every((row) => row.entity === "email")).toBe(true);

    const onNov24 = await auditPage(`?person=${encodeURIComponent(other.email)}&from=2026-11-24&to=2026-11-24`);
    expect(onNov24.data.rows.map((row) => row.entityId)).toEqual(["filter-2"]);
    const onNov23 = await auditPage(`?person=${encodeURIComponent(other.email)}&to=2026-11-23`);
    expect(onNov23.data.rows.map((row) => row.entityId)).toEqual(["filter-1"]);

    const bad = await callRoute<{ invalidDates: string[]; total: number }>(() =>
      auditLoader(args(get("/admin/audit?from=2026-02-31", adminCookie), context)),
    );
    expect(bad.data.invalidDates).toEqual(["from"]);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, "filter-1"), eq(auditLog.action, "publish")));
    expect(entry).toBeDefined();
  });
});
