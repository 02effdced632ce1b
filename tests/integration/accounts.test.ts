import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, sessions, userRoles, users, verifications } from "~/db/schema";
import { UNKNOWN_CLIENT_FAILURE_DELAY_MS } from "~/features/auth/accounts.server";
import { getSessionUser, getUserRole } from "~/features/auth/auth.server";
import { DEVICE_COOKIE_NAME } from "~/features/auth/device-cookie.server";
import { loader as authApiLoader } from "~/routes/api/auth";
import { action as authAction, loader as authLoader } from "~/routes/auth/auth";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/auth/reset-password";
import { action as signOutAction, loader as signOutLoader } from "~/routes/auth/sign-out";
import { loader as rootLoader } from "~/root";
import { openDatabase } from "~/db/client.server";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import {
  args,
  callRoute,
  cookiesFrom,
  createTestContext,
  firstLink,
  formRequest,
  getRequest,
  lastEmailTo,
  TEST_ORIGIN,
  testEnv,
} from "../setup/context";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;

beforeAll(async () => {
  database = await createTestDatabase();
});
// Each test is a new visitor: its own rate-limit counters.
let visitor = 0;
beforeEach(() => {
  visitor += 1;
  context = createTestContext(database, { clientIp: `192.0.2.${visitor}` });
});
afterAll(async () => {
  await database?.close();
});

type AuthResult = {
  ok: boolean;
  problem?: { title: string; message: string; field?: string; needsConfirmation?: boolean };
  title?: string;
  message?: string;
};

const submit = (fields: Record<string, string>, ctx = context, cookie?: string) =>
  callRoute<AuthResult>(() => authAction(args(formRequest("/auth", fields, cookie ? { Cookie: cookie } : {}), ctx)));

const signUpFields = (email: string, password = "river-lantern-42", confirmPassword = password) => ({
  intent: "signup",
  email,
  password,
  confirmPassword,
});

/** Signs up and follows the emailed confirmation link; returns the session cookie it set. */
async function signUpAndConfirm(email: string, password = "river-lantern-42") {
  expect((await submit(signUpFields(email, password))).data.ok).toBe(true);
  const email_ = await lastEmailTo(database.db, email);
  const link = firstLink(email_!.textBody);
  return callRoute(() => authApiLoader(args(getRequest(link), context)));
}

async function signInCookie(email: string, password = "river-lantern-42") {
  const result = await submit({ intent: "signin", email, password });
  expect(result.status).toBe(302);
  return cookiesFrom(result.headers);
}

/** The `name=value` of the device cookie a response set. */
function deviceCookieFrom(headers: Headers): string {
  const found = headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE_NAME}=`));
  if (!found) throw new Error("no device cookie was set");
  return found.split(";")[0]!;
}

describe(`accounts (${process.env.TEST_DB_KIND})`, () => {
  it("checks the email, then the password length, then the confirmation — with the spec's titles", async () => {
    expect((await submit(signUpFields("not an email", "1", "2"))).data.problem).toMatchObject({
      title: "Invalid Email",
      message: "Please enter a valid email address.",
    });
    expect((await submit(signUpFields("ana@example.org", "12345", "x"))).data.problem).toMatchObject({
      title: "Invalid Password",
      message: "Password must be at least 6 characters long.",
    });
    const mismatch = await submit(signUpFields("ana@example.org", "river-lantern-42", "river-lantern-43"));
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.problem).toMatchObject({ title: "Password Mismatch", message: "Passwords do not match." });
    expect((await submit({ intent: "signin", email: "a b@c.org", password: "x" })).data.problem?.title).toBe(
      "Invalid Email",
    );
    expect(await database.db.select().from(users)).toHaveLength(0);
  });

  it("refuses a very common password at sign-up", async () => {
    const result = await submit(signUpFields("common@example.org", "password123"));
    expect(result.data.problem).toMatchObject({ title: "Sign Up Failed", field: "password" });
    expect(result.data.problem?.message).toMatch(/most common passwords/);
  });

  it("signs up, emails a confirmation link that signs the visitor in at the site root", async () => {
    const result = await submit(signUpFields("Bea@Example.org"));
    expect(result.data).toMatchObject({
      ok: true,
      title: "Success!",
      message: "Please check your email to confirm your account.",
    });

    const email = await lastEmailTo(database.db, "bea@example.org");
    expect(email?.subject).toBe("Please confirm your email address");
    const link = firstLink(email!.textBody);
    expect(link.startsWith("http://localhost:3999/api/auth/verify-email?token=")).toBe(true);

    // Before confirming, sign-in is refused with a way to resend.
    const early = await submit({ intent: "signin", email: "bea@example.org", password: "river-lantern-42" });
    expect(early.status).toBe(403);
    expect(early.data.problem).toMatchObject({ title: "Sign In Failed", needsConfirmation: true });
    const resent = await submit({ intent: "resend", email: "bea@example.org", password: "" });
    expect(resent.data.ok).toBe(true);
    const again = await lastEmailTo(database.db, "bea@example.org");
    expect(again!.id).not.toBe(email!.id);

    const confirmed = await callRoute(() => authApiLoader(args(getRequest(link), context)));
    expect(confirmed.status).toBe(302);
    // A page says the address is confirmed (issue 35), and leads on to the site root.
    expect(confirmed.location).toBe("/auth/confirm-email?result=confirmed");
    const cookie = cookiesFrom(confirmed.headers);
    expect(cookie).toContain("csn.session_token=");

    const root = await callRoute<{ user: { email: string; isStaff: boolean; roleLabel: string } | null }>(() =>
      rootLoader(args(getRequest("/", { Cookie: cookie }), context)),
    );
    expect(root.data.user).toEqual({ email: "bea@example.org", isStaff: false, roleLabel: "User" });
    // A signed-in visitor at /auth goes home.
    expect((await callRoute(() => authLoader(args(getRequest("/auth", { Cookie: cookie }), context)))).location).toBe(
      "/",
    );
  });

  it("tells a visitor the address already has an account", async () => {
    await signUpAndConfirm("dup@example.org");
    const result = await submit(signUpFields("DUP@example.org"));
    expect(result.status).toBe(409);
    expect(result.data.problem).toMatchObject({
      title: "Sign Up Failed",
      message: "An account with this email already exists. Please sign in instead.",
    });
  });

  it("signs in with the right password, to /, with an httpOnly SameSite=Lax cookie", async () => {
    await signUpAndConfirm("cara@example.org");
    const result = await submit({ intent: "signin", email: "cara@example.org", password: "river-lantern-42" });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
    const setCookie = result.headers.getSetCookie().find((cookie) => cookie.startsWith("csn.session_token="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http here; Secure when PUBLIC_URL is https

    const wrong = await submit({ intent: "signin", email: "cara@example.org", password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.data.problem).toEqual({ title: "Sign In Failed", message: "Invalid email or password." });
    const unknown = await submit({ intent: "signin", email: "nobody@example.org", password: "whatever-123" });
    expect(unknown.data.problem?.message).toBe("Invalid email or password.");
  });

  it("sets Secure cookies when the site is served over https", async () => {
    const ctx = createTestContext(database, { env: testEnv({ PUBLIC_URL: "https://example.org" }) });
    const result = await callRoute(() =>
      authAction(
        args(
          new Request("https://example.org/auth", {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.org" },
            body: new URLSearchParams({ intent: "signin", email: "cara@example.org", password: "river-lantern-42" }),
          }),
          ctx,
        ),
      ),
    );
    expect(result.status).toBe(302);
    expect(result.headers.getSetCookie().join("\n")).toMatch(/__Secure-csn\.session_token=[^\n]*Secure/);
  });

  it("says so when registrations are switched off", async () => {
    const ctx = createTestContext(database, { env: testEnv({ ALLOW_SIGN_UP: "false" }) });
    const result = await submit(signUpFields("late@example.org"), ctx);
    expect(result.data.problem).toEqual({
      title: "Sign Up Failed",
      message: "New registrations are currently disabled.",
    });
  });

  it("refuses browsers unknown to an account after its failures, with a clear message, but never the owner's known browser", async () => {
    await signUpAndConfirm("owner@example.org");
    // The owner signed in from this browser before: it holds the account's device cookie.
    const first = await submit({ intent: "signin", email: "owner@example.org", password: "river-lantern-42" });
    expect(first.status).toBe(302);
    const device = deviceCookieFrom(first.headers);
    expect(first.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE_NAME}=`))).toMatch(
      /Max-Age=31536000;.*HttpOnly;.*SameSite=Lax/,
    );

    // Guesses from rotating addresses, none of which ever signed in to the account (one
    // limiter for all of them, as in one server process).
    const { points } = RATE_LIMITS.authUnknownByAccount;
    const guesses = await Promise.all(
      Array.from({ length: points + 4 }, (_, i) =>
        submit(
          { intent: "signin", email: "owner@example.org", password: `guess-${i}-xx` },
          { ...context, clientIp: `198.51.100.${100 + i}` },
        ),
      ),
    );
    expect(guesses.filter((guess) => guess.status === 401)).toHaveLength(points);
    const refused = guesses.find((guess) => guess.status === 429)!;
    expect(refused.data.problem).toMatchObject({
      title: "Sign In Failed",
      message: expect.stringMatching(
        /too many failed sign-in attempts for this account from browsers it has not been used in before, so we are pausing those for \d+ minutes?\./,
      ),
    });
    // Even with the right password, a browser the account does not know waits.
    const stranger = await submit(
      { intent: "signin", email: "owner@example.org", password: "river-lantern-42" },
      { ...context, clientIp: "198.51.100.200" },
    );
    expect(stranger.status).toBe(429);
    // The owner's browser signs in at once, from any address, and gets a fresh device cookie.
    const started = Date.now();
    const owner = await submit(
      { intent: "signin", email: "owner@example.org", password: "river-lantern-42" },
      { ...context, clientIp: "198.51.100.201" },
      device,
    );
    expect(owner.status).toBe(302);
    expect(Date.now() - started).toBeLessThan(UNKNOWN_CLIENT_FAILURE_DELAY_MS);
    expect(deviceCookieFrom(owner.headers)).not.toBe(device);
    // A forged device cookie counts for nothing.
    const forged = `${DEVICE_COOKIE_NAME}=${device.split("=")[1]!.slice(0, -4)}AAAA`;
    expect(
      (await submit({ intent: "signin", email: "owner@example.org", password: "river-lantern-42" }, context, forged))
        .status,
    ).toBe(429);
  });

  it("trusts a device cookie only up to its own failure budget", async () => {
    await signUpAndConfirm("device@example.org");
    const device = deviceCookieFrom(
      (await submit({ intent: "signin", email: "device@example.org", password: "river-lantern-42" })).headers,
    );
    // The account's unknown-clients budget used up by others.
    await Promise.all(
      Array.from({ length: RATE_LIMITS.authUnknownByAccount.points }, (_, i) =>
        submit(
          { intent: "signin", email: "device@example.org", password: `guess-${i}-xx` },
          { ...context, clientIp: `198.51.100.${50 + i}` },
        ),
      ),
    );
    // The device's own wrong passwords are answered at once, up to its budget…
    for (let i = 0; i < RATE_LIMITS.authByDevice.points; i++) {
      const started = Date.now();
      expect(
        (await submit({ intent: "signin", email: "device@example.org", password: `typo-${i}-xx` }, context, device))
          .status,
      ).toBe(401);
      expect(Date.now() - started).toBeLessThan(UNKNOWN_CLIENT_FAILURE_DELAY_MS);
    }
    // …then the cookie is not trusted: the browser is one more unknown client.
    expect(
      (await submit({ intent: "signin", email: "device@example.org", password: "river-lantern-42" }, context, device))
        .status,
    ).toBe(429);
  });

  it("limits failed sign-ins per address with a clear message", async () => {
    const ctx = createTestContext(database, { clientIp: "198.51.100.20" });
    // Every failure of this address so far (wrong passwords, unknown accounts, refused tries).
    for (let i = 0; i < RATE_LIMITS.authFailuresByIp.points; i++)
      await ctx.rateLimiter.consume("authFailuresByIp", { address: "198.51.100.20" });
    const last = await submit({ intent: "signin", email: "victim@example.org", password: "guess-0-xx" }, ctx);
    expect(last.status).toBe(429);
    expect(last.data.problem?.message).toMatch(/Too many attempts\. Please wait \d+ minutes and try again\./);
  });

  it("never counts correct sign-ins against an address, only its failures", async () => {
    await signUpAndConfirm("busy@example.org");
    const ctx = createTestContext(database, { clientIp: "198.51.100.21" });
    const { points } = RATE_LIMITS.authFailuresByIp;
    // Far more correct sign-ins from one address than it may fail, each from a new browser.
    for (let i = 0; i < points + 5; i++) {
      expect(
        (await submit({ intent: "signin", email: "busy@example.org", password: "river-lantern-42" }, ctx)).status,
      ).toBe(302);
    }
    // Its failures are still limited: spread over accounts, so no account's own budget is reached.
    const wrong = await Promise.all(
      Array.from({ length: points + 1 }, (_, i) =>
        submit({ intent: "signin", email: `stranger-${i % 4}@example.org`, password: `guess-${i}-xx` }, ctx),
      ),
    );
    expect(wrong.filter((answer) => answer.status === 401)).toHaveLength(points);
    expect(wrong.filter((answer) => answer.status === 429)).toHaveLength(1);
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    const { points } = RATE_LIMITS.authFailuresByIp;
    const answers = await Promise.all(
      Array.from({ length: points + 1 }, (_, i) =>
        submit(
          { intent: "signin", email: `rotating-${i % 4}@example.org`, password: `guess-${i}-xx` },
          { ...context, clientIp: `2001:db8:77:1:${(i + 1).toString(16)}::1` },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(1);
    // The next /64 is another client.
    expect(
      (
        await submit(
          { intent: "signin", email: "rotating-next@example.org", password: "guess-x-xx" },
          { ...context, clientIp: "2001:db8:77:2::1" },
        )
      ).status,
    ).toBe(401);
  });

  it("sends at most a few account emails to one mailbox, its plus and dot variants folded, with the usual answers", async () => {
    const { points } = RATE_LIMITS.accountEmailsByMailbox;
    const variants = Array.from({ length: points + 2 }, (_, i) => `v.ictim+${i}@gmail.com`);
    for (const email of variants) {
      const answer = await submit(signUpFields(email));
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ ok: true, message: "Please check your email to confirm your account." });
    }
    const sent = await database.db.select().from(emailOutbox).where(like(emailOutbox.toAddress, "v.ictim+%@gmail.com"));
    expect(sent).toHaveLength(points);
    // Over the mailbox's share nothing is made either: no junk accounts.
    expect(await database.db.select().from(users).where(like(users.email, "v.ictim+%@gmail.com"))).toHaveLength(points);
    // The address as typed is the account's address.
    expect(sent.map((row) => row.toAddress).sort()).toEqual(variants.slice(0, points).sort());
    // A resend to the same mailbox, however written, is answered the same and sends nothing.
    const resent = await submit({ intent: "resend", email: "victim+0@googlemail.com", password: "" });
    expect(resent.data).toMatchObject({ ok: true, title: "Email Sent" });
    expect(
      await database.db.select().from(emailOutbox).where(like(emailOutbox.toAddress, "v.ictim+%@gmail.com")),
    ).toHaveLength(points);
  });

  it("sends no reset email to a disabled account, and answers as for any address", async () => {
    await signUpAndConfirm("closed@example.org");
    const [closed] = await database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, "closed@example.org"))
      .returning({ id: users.id });
    const before = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "closed@example.org"));
    const asked = await callRoute<{ ok: boolean; message: string }>(() =>
      forgotAction(args(formRequest("/auth/forgot-password", { email: "closed@example.org" }), context)),
    );
    const unknown = await callRoute<{ ok: boolean; message: string }>(() =>
      forgotAction(args(formRequest("/auth/forgot-password", { email: "never-here@example.org" }), context)),
    );
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ ok: true, message: unknown.data.message });
    expect(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "closed@example.org")),
    ).toHaveLength(before.length);
    // No working link was left behind either.
    expect(await database.db.select().from(verifications).where(eq(verifications.value, closed!.id))).toEqual([]);
  });

  it("signs out everywhere: every session of the account ends and the browser goes to /auth", async () => {
    await signUpAndConfirm("dev@example.org");
    const laptop = await signInCookie("dev@example.org");
    const phone = await signInCookie("dev@example.org");
    // GET never signs out.
    expect((await callRoute(() => signOutLoader())).location).toBe("/");

    const out = await callRoute(() =>
      signOutAction(args(formRequest("/auth/sign-out", {}, { Cookie: laptop }), context)),
    );
    expect(out.location).toBe("/auth");
    expect(out.headers.getSetCookie().join(";")).toMatch(/csn\.session_token=;/);
    expect(await getSessionUser(context, getRequest("/", { Cookie: phone }))).toBeNull();
    const [user] = await database.db.select().from(users).where(eq(users.email, "dev@example.org"));
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
  });

  it("resets a forgotten password through an emailed link and ends every other session", async () => {
    await signUpAndConfirm("fay@example.org");
    const oldSession = await signInCookie("fay@example.org");

    const asked = await callRoute<{ ok: boolean; message: string }>(() =>
      forgotAction(args(formRequest("/auth/forgot-password", { email: "fay@example.org" }), context)),
    );
    expect(asked.data.ok).toBe(true);
    // Unknown addresses get the same answer.
    const unknown = await callRoute<{ ok: boolean; message: string }>(() =>
      forgotAction(args(formRequest("/auth/forgot-password", { email: "ghost@example.org" }), context)),
    );
    expect(unknown.data.message).toBe(asked.data.message);

    const email = await lastEmailTo(database.db, "fay@example.org");
    expect(email?.subject).toMatch(/Reset your/);
    const followed = await callRoute(() => authApiLoader(args(getRequest(firstLink(email!.textBody)), context)));
    expect(followed.status).toBe(302);
    const resetUrl = new URL(followed.location!, "http://localhost:3999");
    expect(resetUrl.pathname).toBe("/auth/reset-password");
    const token = resetUrl.searchParams.get("token")!;
    expect(
      (await callRoute<{ token: string }>(() => resetLoader(args(getRequest(resetUrl.href), context)))).data.token,
    ).toBe(token);

    const mismatch = await callRoute<{ problem: { message: string } }>(() =>
      resetAction(
        args(formRequest("/auth/reset-password", { token, password: "new-harbor-77", confirmPassword: "x" }), context),
      ),
    );
    expect(mismatch.data.problem.message).toBe("Passwords do not match.");

    const done = await callRoute(() =>
      resetAction(
        args(
          formRequest("/auth/reset-password", { token, password: "new-harbor-77", confirmPassword: "new-harbor-77" }),
          context,
        ),
      ),
    );
    expect(done.location).toBe("/auth");
    expect(await getSessionUser(context, getRequest("/", { Cookie: oldSession }))).toBeNull();
    expect((await submit({ intent: "signin", email: "fay@example.org", password: "river-lantern-42" })).status).toBe(
      401,
    );
    expect((await submit({ intent: "signin", email: "fay@example.org", password: "new-harbor-77" })).status).toBe(302);

    const reused = await callRoute<{ problem: { message: string } }>(() =>
      resetAction(
        args(
          formRequest("/auth/reset-password", { token, password: "another-one-88", confirmPassword: "another-one-88" }),
          context,
        ),
      ),
    );
    expect(reused.data.problem.message).toMatch(/expired or was already used/);
  });

  /** Asks for a reset link and follows it: the token of the reset page it leads to. */
  async function requestResetToken(email: string): Promise<string> {
    const asked = await callRoute<{ ok: boolean }>(() =>
      forgotAction(args(formRequest("/auth/forgot-password", { email }), context)),
    );
    expect(asked.data.ok).toBe(true);
    const mail = await lastEmailTo(database.db, email);
    const followed = await callRoute(() => authApiLoader(args(getRequest(firstLink(mail!.textBody)), context)));
    const token = new URL(followed.location!, TEST_ORIGIN).searchParams.get("token");
    expect(token).toBeTruthy();
    return token!;
  }

  const resetWith = (token: string, password: string) =>
    callRoute<{ problem?: { message: string } }>(() =>
      resetAction(args(formRequest("/auth/reset-password", { token, password, confirmPassword: password }), context)),
    );

  it("ends every other outstanding reset link of the account once one is used", async () => {
    await signUpAndConfirm("gil@example.org");
    await signUpAndConfirm("hal@example.org");
    const first = await requestResetToken("gil@example.org");
    const second = await requestResetToken("gil@example.org");
    const someoneElse = await requestResetToken("hal@example.org");
    expect(first).not.toBe(second);

    expect((await resetWith(second, "new-harbor-77")).location).toBe("/auth");
    // The older link (say, still in a mailbox someone else can read) no longer works.
    const stale = await resetWith(first, "taken-over-99");
    expect(stale.status).toBe(400);
    expect(stale.data.problem?.message).toMatch(/expired or was already used/);
    expect((await submit({ intent: "signin", email: "gil@example.org", password: "new-harbor-77" })).status).toBe(302);
    expect((await submit({ intent: "signin", email: "gil@example.org", password: "taken-over-99" })).status).toBe(401);
    // Another account's link is untouched.
    expect((await resetWith(someoneElse, "own-harbor-55")).location).toBe("/auth");
  });

  it("ends every outstanding reset link when the password is changed while signed in", async () => {
    await signUpAndConfirm("ida@example.org");
    const link = await requestResetToken("ida@example.org");
    const cookie = await signInCookie("ida@example.org");
    await context.auth.api.changePassword({
      body: { currentPassword: "river-lantern-42", newPassword: "changed-lantern-61" },
      headers: new Headers({ Cookie: cookie }),
    });
    const stale = await resetWith(link, "taken-over-99");
    expect(stale.status).toBe(400);
    expect(stale.data.problem?.message).toMatch(/expired or was already used/);
    expect((await submit({ intent: "signin", email: "ida@example.org", password: "changed-lantern-61" })).status).toBe(
      302,
    );
  });

  it("exposes only the emailed links of the auth library, not its sign-up or sign-in endpoints", async () => {
    for (const path of ["/api/auth/sign-up/email", "/api/auth/get-session", "/api/auth/ok"]) {
      const result = await callRoute(() => authApiLoader(args(getRequest(path), context)));
      expect(result.status).toBe(404);
    }
  });

  it("gives the admin role only when stored, and falls back to user when the lookup fails", async () => {
    await signUpAndConfirm("gus@example.org");
    const [user] = await database.db.select().from(users).where(eq(users.email, "gus@example.org"));
    expect(await getUserRole(database.db, user!.id)).toBe("user");
    await database.db.insert(userRoles).values({ userId: user!.id, role: "admin" });
    expect(await getUserRole(database.db, user!.id)).toBe("admin");

    const broken = await openDatabase({ kind: "pglite-memory" });
    await broken.close();
    expect(await getUserRole(broken.db, user!.id)).toBe("user");
  });
});
