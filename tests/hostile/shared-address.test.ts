import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/db/seed/courses";
import { CONFIRMATION_SUBJECT } from "~/features/newsletter/newsletter.server";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { decodeQuotedPrintable, waitForEmail } from "../setup/mail-catcher";
import { ADMIN, createConfirmedUser, postForm, runBounded, send, signIn, startSite, type Site } from "./helpers";

// Limits count what an attacker does, not what people do (docs/architecture.md, ADR 0009): a
// room of people on one Wi-Fi address signs up, confirms and signs in without a refusal, while
// that address's wrong passwords are still limited; an IPv6 /64 is one client; one mailbox gets
// a few confirmation emails however its address is varied; a disabled account gets no reset
// email. The site believes X-Forwarded-For from loopback (TRUST_PROXY's default), so each
// request here can claim its client address. Every limit is at its real size (no scale).

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const from = (address: string) => ({ "X-Forwarded-For": address });
const PASSWORD = "quiet-harbor-lantern-93";

/** The messages the mail catcher has taken: envelope recipient, subject and decoded text. */
function caughtMail() {
  return readdirSync(site.mailDir)
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(site.mailDir, file), "utf8");
      return {
        to: /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? "",
        subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "",
        text: decodeQuotedPrintable(raw),
      };
    });
}

/**
 * Everything queued so far has been delivered: a marker email queued now (a sign-up from an
 * address of its own) has arrived, and the outbox sends in the order messages were queued.
 */
async function outboxDrained(marker: string) {
  const answer = await postForm(
    site,
    "/auth.data",
    { intent: "signup", email: marker, password: PASSWORD, confirmPassword: PASSWORD },
    { headers: from("192.0.2.250") },
  );
  expect(answer.status).toBe(200);
  await waitForEmail(site.mailDir, marker, /confirm your email/i, 60_000);
  // The batch the marker came in may still be writing its last files.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

const counts = (statuses: number[]) => {
  const result: Record<number, number> = {};
  for (const status of statuses) result[status] = (result[status] ?? 0) + 1;
  return result;
};

describe("a shared address is not refused for being busy", () => {
  it("lets 25 people sign up, confirm and sign in from one address, and still limits its wrong passwords", async () => {
    const room = from("203.0.113.50");
    const people = Array.from({ length: 25 }, (_, i) => `workshop-${i}@example.org`);

    const signUps = await runBounded(people.length, 5, async (i) =>
      postForm(
        site,
        "/auth.data",
        { intent: "signup", email: people[i]!, password: PASSWORD, confirmPassword: PASSWORD },
        { headers: room },
      ),
    );
    expect(counts(signUps.map((answer) => answer.status))).toEqual({ 200: 25 });
    for (const answer of signUps) expect(answer.body).toContain("Please check your email to confirm your account.");

    // Five at a time, as a room opens its email: neither a limit nor the render budget refuses
    // them (the budget's estimate times page renders only, not the sign-ups' password hashing).
    const confirmed = await runBounded(people.length, 5, async (i) => {
      const mail = await waitForEmail(site.mailDir, people[i]!, /confirm your email/i, 60_000);
      const link = /https?:\/\/\S+verify-email\S+/.exec(mail)![0].replace(/^https?:\/\/[^/]+/, site.url);
      return (await send(link, { headers: room })).status;
    });
    expect(counts(confirmed)).toEqual({ 302: 25 });

    // Each in a browser of their own that never signed in before (no cookies).
    const signIns = await runBounded(people.length, 5, async (i) =>
      postForm(site, "/auth", { intent: "signin", email: people[i]!, password: PASSWORD }, { headers: room }),
    );
    expect(counts(signIns.map((answer) => answer.status))).toEqual({ 302: 25 });
    const knownBrowser = signIns[0]!.cookies
      .map((cookie) => cookie.split(";")[0]!)
      .filter((cookie) => !/session_token/.test(cookie))
      .join("; ");

    // Wrong passwords from the same address, spread over the accounts so that no account's own
    // budget is reached: the address's failures are limited.
    const { points } = RATE_LIMITS.authFailuresByIp;
    const wrong = await runBounded(points + 1, points + 1, async (i) =>
      postForm(
        site,
        "/auth.data",
        { intent: "signin", email: people[i % people.length]!, password: `wrong-guess-${i}` },
        { headers: room },
      ),
    );
    expect(counts(wrong.map((answer) => answer.status))).toEqual({ 401: points, 429: 1 });

    // A browser that signed in before is not bound by the address's budget (device cookie).
    const again = await postForm(
      site,
      "/auth",
      { intent: "signin", email: people[0]!, password: PASSWORD },
      { headers: room, cookie: knownBrowser },
    );
    expect(again.status, again.body.slice(0, 300)).toBe(302);
  }, 300_000);

  it("lets one admin sign in 25 times from fresh browsers at one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const answer = await postForm(
        site,
        "/auth",
        { intent: "signin", email: ADMIN.email, password: ADMIN.password },
        { headers: from("203.0.113.60") },
      );
      statuses.push(answer.status);
    }
    expect(counts(statuses)).toEqual({ 302: 25 });
  });

  it("counts 30 addresses of one IPv6 /64 as one client", async () => {
    const privateCourse = COURSES.find((course) => course.isPrivate)!;
    const catalogue = await send(`${site.url}/academy`);
    const ids = [
      ...new Set(
        [...catalogue.body.matchAll(/href="\/academy\/course\/([a-z0-9]+(?:-[a-z0-9]+)*)"/g)].map((m) => m[1]!),
      ),
    ];
    let learn = "";
    for (const id of ids) {
      if ((await send(`${site.url}/academy/course/${id}`)).body.includes(privateCourse.title))
        learn = `/academy/course/${id}/learn`;
    }
    expect(learn).not.toBe("");

    const { points } = RATE_LIMITS.coursePasswordByIp;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // 2001:db8:4:5::/64, a different address every time (as a host may pick any of them).
      const address = `2001:db8:4:5:${((i * 7919 + 1) % 0xffff).toString(16)}:${i.toString(16)}::${(i + 1).toString(16)}`;
      const answer = await postForm(
        site,
        `${learn}.data`,
        { intent: "unlock", password: `wrong-guess-${i}` },
        { headers: from(address) },
      );
      statuses.push(answer.status);
    }
    expect(counts(statuses)).toEqual({ 400: points, 429: 30 - points });
    // The next /64 is another client, and an IPv4 neighbor too.
    for (const address of ["2001:db8:4:6::1", "198.51.100.77"]) {
      const answer = await postForm(
        site,
        `${learn}.data`,
        { intent: "unlock", password: "wrong-guess-other" },
        { headers: from(address) },
      );
      expect(answer.status).toBe(400);
    }
  });

  it("sends one mailbox a few confirmation emails however its address is varied, with the usual answers", async () => {
    const variants = 8;
    for (let i = 0; i < variants; i++) {
      // Every try from an address of its own: only the mailbox is the same.
      const account = await postForm(
        site,
        "/auth.data",
        { intent: "signup", email: `victim+${i}@example.org`, password: PASSWORD, confirmPassword: PASSWORD },
        { headers: from(`198.51.100.${10 + i}`) },
      );
      expect(account.status).toBe(200);
      expect(account.body).toContain("Please check your email to confirm your account.");
      const newsletter = await postForm(
        site,
        "/newsletter.data",
        { email: `Victim+news${i}@example.org` },
        { headers: from(`198.51.100.${30 + i}`) },
      );
      expect(newsletter.status).toBe(200);
    }
    await outboxDrained("marker-mailbox@example.org");

    const toVictim = caughtMail().filter((mail) => /^victim(\+[^@]*)?@example\.org$/.test(mail.to));
    expect(toVictim.filter((mail) => /confirm your email/i.test(mail.subject))).toHaveLength(
      RATE_LIMITS.accountEmailsByMailbox.points,
    );
    expect(toVictim.filter((mail) => mail.subject === CONFIRMATION_SUBJECT)).toHaveLength(
      RATE_LIMITS.newsletterEmailsByMailbox.points,
    );
    // Each went to the address as it was typed.
    expect(toVictim.map((mail) => mail.to)).toContain("victim+0@example.org");
  });

  it("sends no reset email to a disabled account, and answers as for any address", async () => {
    const closed = await createConfirmedUser(site);
    const open = await createConfirmedUser(site);
    const admin = await signIn(site, ADMIN.email, ADMIN.password);
    const list = await send(`${site.url}/admin/accounts?q=${encodeURIComponent(closed.email)}`, {
      cookie: admin.cookie,
    });
    const id = new RegExp(`href="/admin/accounts/([\\w-]+)"[^>]*>${closed.email}<`).exec(list.body)?.[1];
    expect(id, "the account's row").toBeTruthy();
    const disabled = await postForm(
      site,
      `/admin/accounts/${id}/disable`,
      { confirm: "yes" },
      { cookie: admin.cookie },
    );
    expect(disabled.status).toBeLessThan(400);
    expect((await postForm(site, "/auth", { intent: "signin", email: closed.email, password: PASSWORD })).status).toBe(
      403,
    );

    const asked = await postForm(
      site,
      "/auth/forgot-password.data",
      { email: closed.email },
      { headers: from("198.51.100.90") },
    );
    const unknown = await postForm(
      site,
      "/auth/forgot-password.data",
      { email: "never-signed-up@example.org" },
      { headers: from("198.51.100.91") },
    );
    expect(asked.status).toBe(200);
    expect(unknown.status).toBe(200);
    for (const answer of [asked, unknown]) expect(answer.body).toContain("If an account exists for that address");

    // An account that is not disabled gets its link, and by then the other's would have come.
    await postForm(site, "/auth/forgot-password.data", { email: open.email }, { headers: from("198.51.100.92") });
    await waitForEmail(site.mailDir, open.email, /Reset your/, 60_000);
    await outboxDrained("marker-reset@example.org");
    expect(caughtMail().filter((mail) => mail.to === closed.email && /Reset your/.test(mail.subject))).toEqual([]);
  });
});
