import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, newsletters, newsletterSubscribers } from "~/db/schema";
import { CONFIRMATION_SUBJECT } from "~/features/newsletter/newsletter.server";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { action as homeAction } from "~/routes/home";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter/confirm";
import { loader as issueLoader } from "~/routes/newsletter/issue";
import { action as newsletterAction, loader as newsletterLoader } from "~/routes/newsletter/newsletter";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter/unsubscribe";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import {
  args,
  callRoute,
  createTestContext,
  firstLink,
  formRequest,
  getRequest,
  lastEmailTo,
  TEST_ORIGIN,
} from "../setup/context";
import { createNewsletter } from "../factories/newsletters";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;
/** The issues this file makes. */
const NEWSLETTERS: { newsletterNumber: number; title: string; slug: string; isPublished: boolean }[] = [];
const SECOND_ISSUE = "Test Issue Two";

beforeAll(async () => {
  database = await createTestDatabase();
  // Issues 1 to 4 published, issue 5 a draft.
  for (const newsletterNumber of [1, 2, 3, 4, 5]) {
    const issue = await createNewsletter(database.db, {
      newsletterNumber,
      isPublished: newsletterNumber !== 5,
      ...(newsletterNumber === 2
        ? { title: SECOND_ISSUE, content: '<p>Read our <a href="/latest-news">latest news</a>.</p>' }
        : {}),
    });
    NEWSLETTERS.push(issue);
  }
});
afterAll(async () => {
  await database?.close();
});
let visitor = 0;
beforeEach(() => {
  visitor += 1;
  context = createTestContext(database, { clientIp: `192.0.2.${100 + visitor}` });
});

type SubscribeData = { ok: boolean; result: { error?: Record<string, string[] | null> | null; status?: string } };

const subscribe = (email: string, ctx = context, extra: Record<string, string> = {}) =>
  callRoute<SubscribeData>(() => newsletterAction(args(formRequest("/newsletter", { email, ...extra }), ctx)));

const subscriber = async (email: string) =>
  (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

const confirmationsTo = (email: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

/** The links of the newest confirmation email, as paths on this site. */
async function linksFor(email: string) {
  const message = await lastEmailTo(database.db, email);
  expect(message?.subject).toBe(CONFIRMATION_SUBJECT);
  const urls = message!.textBody.match(/https?:\/\/\S+/g) ?? [];
  const confirm = urls.find((url) => url.includes("/newsletter/confirm?token="))!;
  const unsubscribe = urls.find((url) => url.includes("/newsletter/unsubscribe?token="))!;
  expect(confirm.startsWith(`${TEST_ORIGIN}/`)).toBe(true);
  return { confirm, unsubscribe, text: message!.textBody };
}

describe(`newsletter subscription (${process.env.TEST_DB_KIND})`, () => {
  it("stores the address as pending and emails a confirmation link; the link's page confirms only on its POST", async () => {
    const result = await subscribe("  Reader.One@Example.org ");
    expect(result.status).toBe(200);
    expect(result.data.ok).toBe(true);
    expect(await subscriber("reader.one@example.org")).toMatchObject({ status: "pending", source: "newsletter" });

    const { confirm, text } = await linksFor("reader.one@example.org");
    expect(firstLink(text)).toBe(confirm);

    // Opening the link (a GET: a mail scanner, a preview) changes nothing.
    const page = await callRoute<{
      token: string | null;
      subscription: { status: string; maskedEmail: string } | null;
    }>(() => confirmLoader(args(getRequest(confirm), context)));
    expect(page.data.subscription).toEqual({ status: "pending", maskedEmail: "r••••••@example.org" });
    expect(JSON.stringify(page.data)).not.toContain("reader.one");
    expect((await subscriber("reader.one@example.org"))?.status).toBe("pending");

    // The button posts the token.
    const confirmed = await callRoute<{ outcome: string }>(() =>
      confirmAction(
        args(formRequest(new URL(confirm).pathname + new URL(confirm).search, { token: page.data.token! }), context),
      ),
    );
    expect(confirmed.data.outcome).toBe("confirmed");
    const row = await subscriber("reader.one@example.org");
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    // Idempotent.
    const again = await callRoute<{ outcome: string }>(() =>
      confirmAction(args(formRequest("/newsletter/confirm", { token: page.data.token! }), context)),
    );
    expect(again.data.outcome).toBe("already-confirmed");
  });

  it("does not duplicate a subscriber; a pending one gets the confirmation again, at most every 10 minutes", async () => {
    await subscribe("twice@example.org");
    expect((await subscribe("TWICE@example.org")).data.ok).toBe(true);
    expect(
      await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "twice@example.org")),
    ).toHaveLength(1);
    expect(await confirmationsTo("twice@example.org")).toHaveLength(1);

    await database.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(emailOutbox.toAddress, "twice@example.org"));
    await subscribe("twice@example.org");
    expect(await confirmationsTo("twice@example.org")).toHaveLength(2);
  });

  it("sends nothing to an address that is already confirmed, and says the same thing to the visitor", async () => {
    await subscribe("loyal@example.org");
    const { confirm } = await linksFor("loyal@example.org");
    const token = new URL(confirm).searchParams.get("token")!;
    await callRoute(() => confirmAction(args(formRequest("/newsletter/confirm", { token }), context)));
    const result = await subscribe("loyal@example.org");
    expect(result.data.ok).toBe(true);
    expect(await confirmationsTo("loyal@example.org")).toHaveLength(1);
    expect((await subscriber("loyal@example.org"))?.status).toBe("confirmed");
  });

  it("unsubscribes without signing in: the link shows a page, its button posts; RFC 8058 one-click POSTs work too", async () => {
    await subscribe("leaving@example.org");
    const { unsubscribe } = await linksFor("leaving@example.org");
    const url = new URL(unsubscribe);

    const page = await callRoute<{ token: string | null; subscription: { status: string } | null }>(() =>
      unsubscribeLoader(args(getRequest(unsubscribe), context)),
    );
    expect(page.data.subscription?.status).toBe("pending");
    expect((await subscriber("leaving@example.org"))?.status).toBe("pending");

    const done = await callRoute<{ outcome: string }>(() =>
      unsubscribeAction(args(formRequest("/newsletter/unsubscribe", { token: page.data.token! }), context)),
    );
    expect(done.data.outcome).toBe("unsubscribed");
    const row = await subscriber("leaving@example.org");
    expect(row?.status).toBe("unsubscribed");
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);

    // A mail client's one-click request: POST to the link itself, no Origin, a fixed body.
    const oneClick = new Request(unsubscribe, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const repeated = await callRoute<{ outcome: string }>(() => unsubscribeAction(args(oneClick, context)));
    expect(repeated.status).toBe(200);
    expect(repeated.data.outcome).toBe("already-unsubscribed");

    // A confirmed subscriber can leave by one-click too.
    await subscribe("clicker@example.org");
    const links = await linksFor("clicker@example.org");
    await callRoute(() =>
      confirmAction(
        args(formRequest("/newsletter/confirm", { token: new URL(links.confirm).searchParams.get("token")! }), context),
      ),
    );
    const click = new Request(links.unsubscribe, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect((await callRoute<{ outcome: string }>(() => unsubscribeAction(args(click, context)))).data.outcome).toBe(
      "unsubscribed",
    );
    expect((await subscriber("clicker@example.org"))?.status).toBe("unsubscribed");
    expect(url.pathname).toBe("/newsletter/unsubscribe");
  });

  it("lets an unsubscribed address subscribe again, with a fresh confirmation (old confirm links no longer work)", async () => {
    await subscribe("returning@example.org");
    const first = await linksFor("returning@example.org");
    await callRoute(() =>
      unsubscribeAction(
        args(
          formRequest("/newsletter/unsubscribe", { token: new URL(first.unsubscribe).searchParams.get("token")! }),
          context,
        ),
      ),
    );
    const oldToken = new URL(first.confirm).searchParams.get("token")!;
    const confirmWith = async (token: string) =>
      (
        await callRoute<{ outcome: string }>(() =>
          confirmAction(args(formRequest("/newsletter/confirm", { token }), context)),
        )
      ).data.outcome;
    // After unsubscribing, the old confirmation link cannot sign the address up again.
    expect(await confirmWith(oldToken)).toBe("unsubscribed");
    expect((await subscriber("returning@example.org"))?.status).toBe("unsubscribed");

    expect((await subscribe("returning@example.org")).data.ok).toBe(true);
    expect(await confirmWith(oldToken)).toBe("invalid");
    expect((await subscriber("returning@example.org"))?.status).toBe("pending");
    const second = await linksFor("returning@example.org");
    expect(second.confirm).not.toBe(first.confirm);
    // The unsubscribe link stays the same, so links in older emails keep working.
    expect(second.unsubscribe).toBe(first.unsubscribe);
    const token = new URL(second.confirm).searchParams.get("token")!;
    expect(
      (
        await callRoute<{ outcome: string }>(() =>
          confirmAction(args(formRequest("/newsletter/confirm", { token }), context)),
        )
      ).data.outcome,
    ).toBe("confirmed");
  });

  it("treats unknown or malformed tokens as a link that does not work", async () => {
    for (const token of ["", "short", "x".repeat(32), "<script>"]) {
      const page = await callRoute<{ subscription: unknown }>(() =>
        confirmLoader(args(getRequest(`/newsletter/confirm?token=${encodeURIComponent(token)}`), context)),
      );
      expect(page.data.subscription).toBeNull();
      const outcome = await callRoute<{ outcome: string }>(() =>
        unsubscribeAction(args(formRequest(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {}), context)),
      );
      expect(outcome.data.outcome).toBe("invalid");
    }
  });

  it("validates the address and stores nothing when it is missing or wrong", async () => {
    const missing = await subscribe("");
    expect(missing.status).toBe(400);
    expect(missing.data.result.error?.email).toEqual(["Please enter your email address."]);
    const wrong = await subscribe("not-an-email");
    expect(wrong.data.result.error?.email).toEqual(["Please enter a valid email address."]);
    expect(await subscriber("not-an-email")).toBeUndefined();
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const result = await subscribe("bot@example.org", context, { website: "https://spam.example" });
    expect(result.data.ok).toBe(true);
    expect(await subscriber("bot@example.org")).toBeUndefined();
  });

  it("rate-limits the form per visitor", async () => {
    const ctx = createTestContext(database, { clientIp: "192.0.2.250" });
    for (let i = 0; i < RATE_LIMITS.publicForm.points; i++) {
      expect((await subscribe(`limit${i}@example.org`, ctx)).status).toBe(200);
    }
    const refused = await subscribe("limit-last@example.org", ctx);
    expect(refused.status).toBe(429);
    expect(refused.data.ok).toBe(false);
    expect(await subscriber("limit-last@example.org")).toBeUndefined();
  });

  it("sends at most a few confirmations to one mailbox, its plus and dot variants folded, with the usual answer", async () => {
    const { points } = RATE_LIMITS.newsletterEmailsByMailbox;
    const variants = Array.from({ length: points + 2 }, (_, i) => `Re.ader+${i}@gmail.com`);
    for (const [index, email] of variants.entries()) {
      // Each from its own address (one limiter, as in one server process): only the mailbox is the same.
      const answer = await subscribe(email, { ...context, clientIp: `198.51.100.${60 + index}` });
      expect(answer.status).toBe(200);
      expect(answer.data.ok).toBe(true);
    }
    const sent = await database.db.select().from(emailOutbox).where(like(emailOutbox.toAddress, "re.ader+%@gmail.com"));
    expect(sent).toHaveLength(points);
    // Kept as typed (lower-cased, as every subscriber); nothing stored past the mailbox's share.
    expect(await subscriber("re.ader+0@gmail.com")).toMatchObject({ status: "pending" });
    expect(await subscriber(`re.ader+${points}@gmail.com`)).toBeUndefined();
  });

  it("the home page's Stay Informed form uses the same double opt-in", async () => {
    const result = await callRoute<{ ok: boolean }>(() =>
      homeAction(args(formRequest("/?index", { intent: "subscribe", email: "home.reader@example.org" }), context)),
    );
    expect(result.data.ok).toBe(true);
    expect(await subscriber("home.reader@example.org")).toMatchObject({ status: "pending", source: "home" });
    const { confirm, unsubscribe } = await linksFor("home.reader@example.org");
    expect(confirm).toMatch(/\/newsletter\/confirm\?token=[A-Za-z0-9_-]{32}$/);
    expect(unsubscribe).toMatch(/\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{32}$/);
  });
});

describe(`newsletter archive (${process.env.TEST_DB_KIND})`, () => {
  let published: typeof NEWSLETTERS;
  let draft: (typeof NEWSLETTERS)[number];
  beforeAll(() => {
    published = NEWSLETTERS.filter((issue) => issue.isPublished).sort(
      (a, b) => b.newsletterNumber - a.newsletterNumber,
    );
    draft = NEWSLETTERS.find((issue) => !issue.isPublished)!;
  });

  it("lists the published issues by number, newest first, without drafts", async () => {
    const result = await callRoute<{ issues: { number: number; title: string }[]; loadFailed: boolean }>(() =>
      newsletterLoader(args(getRequest("/newsletter"), context)),
    );
    expect(result.data.loadFailed).toBe(false);
    expect(result.data.issues.map((issue) => issue.number)).toEqual(published.map((issue) => issue.newsletterNumber));
    expect(JSON.stringify(result.data)).not.toContain(draft.title);
  });

  it("leads an issue's number to its address, and shows it there with sanitised content and its neighbours", async () => {
    // The spec's /newsletter/{number} (and every email already sent) answers 301 to the issue's
    // address, made from its title (ADR 0052).
    const byNumber = await callRoute(() => issueLoader(args(getRequest("/newsletter/2"), context, { number: "2" })));
    expect(byNumber.status).toBe(301);
    expect(byNumber.location).toBe("/newsletter/test-issue-two");
    const slug = byNumber.location!.split("/").pop()!;
    const result = await callRoute<{
      issue: {
        number: number;
        title: string;
        contentHtml: string;
        previous: { number: number; slug: string } | null;
        next: { number: number; slug: string } | null;
      };
    }>(() => issueLoader(args(getRequest(`/newsletter/${slug}`), context, { number: slug })));
    expect(result.status).toBe(200);
    expect(result.data.issue).toMatchObject({
      number: 2,
      title: SECOND_ISSUE,
      previous: { number: 1, slug: expect.stringMatching(/^[a-z0-9-]+$/) },
      next: { number: 3, slug: expect.stringMatching(/^[a-z0-9-]+$/) },
    });
    expect(result.data.issue.contentHtml).toContain('<a href="/latest-news">latest news</a>');

    // The newest published issue has no "next": the draft after it is skipped.
    const newest = published[0]!;
    const last = await callRoute<{ issue: { next: unknown; previous: { number: number } } }>(() =>
      issueLoader(args(getRequest(`/newsletter/${newest.slug}`), context, { number: newest.slug })),
    );
    expect(last.data.issue.next).toBeNull();
    expect(last.data.issue.previous.number).toBe(newest.newsletterNumber - 1);
  });

  it("answers 404 for drafts, unknown numbers and nonsense; an issue's id redirects to its address", async () => {
    for (const number of [String(draft.newsletterNumber), draft.slug, "999", "0", "abc", "-1"]) {
      const result = await callRoute(() => issueLoader(args(getRequest(`/newsletter/${number}`), context, { number })));
      expect(result.status, number).toBe(404);
    }
    const [row] = await database.db
      .select({ id: newsletters.id, slug: newsletters.slug })
      .from(newsletters)
      .where(eq(newsletters.newsletterNumber, 3));
    const byId = await callRoute(() =>
      issueLoader(args(getRequest(`/newsletter/${row!.id}`), context, { number: row!.id })),
    );
    expect(byId.status).toBe(301);
    expect(byId.location).toBe(`/newsletter/${row!.slug}`);
    const [draftRow] = await database.db
      .select({ id: newsletters.id })
      .from(newsletters)
      .where(eq(newsletters.isPublished, false));
    expect(
      (await callRoute(() => issueLoader(args(getRequest("/newsletter/x"), context, { number: draftRow!.id })))).status,
    ).toBe(404);
  });
});
