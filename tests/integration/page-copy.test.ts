import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog } from "~/db/schema";
import { FAQ_ITEMS } from "~/content/faq";
import { withContactLinks } from "~/features/pages/components/legal-page";
import { PAGE_COPY, type FaqEntry, type LegalCopy } from "~/features/pages/copy";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import * as faqItemRoute from "~/routes/admin/pages/faq-item";
import * as faqListRoute from "~/routes/admin/pages/faq";
import * as homeHeroRoute from "~/routes/admin/pages/home";
import * as legalRoute from "~/routes/admin/pages/legal";
import { loader as homeLoader } from "~/routes/home";
import { HOME_HERO } from "~/content/home-sections";
import * as pagesListRoute from "~/routes/admin/pages/list";
import { loader as faqLoader } from "~/routes/engage/faq";
import { loader as privacyLoader } from "~/routes/engage/privacy";
import { loader as termsLoader } from "~/routes/engage/terms";
import { args, callRoute, getRequest } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

const itemAction = underAdminLayout(faqItemRoute.action);
const itemLoader = underAdminLayout(faqItemRoute.loader);
const listAction = underAdminLayout(faqListRoute.action);
const listLoader = underAdminLayout(faqListRoute.loader);
const legalAction = underAdminLayout(legalRoute.action);
const legalLoader = underAdminLayout(legalRoute.loader);
const pagesLoader = underAdminLayout(pagesListRoute.loader);
const heroAction = underAdminLayout(homeHeroRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;
/** Every `content_changed` notification since the file started: what empties each process's page cache. */
const notified: string[] = [];
let unlisten: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "pages-editor@example.org",
    userEmail: "pages-reader@example.org",
    clientIp: "192.0.2.230",
  }));
  await new Promise<void>((resolve) => {
    void database
      .listen("content_changed", { onNotify: (table) => notified.push(table), onReady: resolve, onLost: () => {} })
      .then((stop) => (unlisten = stop));
  });
});
afterAll(async () => {
  await unlisten?.();
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

const publicFaq = async () =>
  (await callRoute<{ items: FaqEntry[] }>(() => faqLoader(args(getRequest("/faq"), context)))).data.items;
const publicLegal = async (key: "privacy" | "terms") =>
  (
    await callRoute<{ copy: LegalCopy }>(() =>
      (key === "privacy" ? privacyLoader : termsLoader)(args(getRequest(`/${key}`), context)),
    )
  ).data.copy;

type FormReply = {
  result: { error?: Record<string, string[] | null> } | null;
  preview: unknown;
  message: string | null;
};
const saveItem = (itemId: string, fields: Record<string, string>, cookie = adminCookie) =>
  callRoute<FormReply>(() =>
    itemAction(args(post(`/admin/pages/faq/${itemId}`, fields, cookie), context, { id: itemId })),
  );
const moveItem = (id: string, intent: "up" | "down") =>
  callRoute<{ message: string }>(() =>
    listAction(args(post("/admin/pages/faq", { intent, id }, adminCookie), context)),
  );
const legalValues = async (key: "privacy" | "terms") =>
  (
    await callRoute<{ values: Record<string, string> }>(() =>
      legalLoader(args(get(`/admin/pages/${key}`, adminCookie), context)),
    )
  ).data.values;
const saveLegal = (key: "privacy" | "terms", fields: Record<string, string>) =>
  callRoute<FormReply>(() => legalAction(args(post(`/admin/pages/${key}`, fields, adminCookie), context)));
const audit = (entity: string, entityId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));
/** Waits for the page cache's signal: a write to page_copy, announced once it committed. */
async function expectCacheEmptied(since: number) {
  await vi.waitFor(() => expect(notified.slice(since)).toContain("page_copy"), { timeout: 5_000, interval: 20 });
}

describe(`page copy (${process.env.TEST_DB_KIND})`, () => {
  it("a fresh site shows today's FAQ, privacy policy and terms, word for word", async () => {
    const items = await publicFaq();
    expect(items.map((item) => item.question)).toEqual(FAQ_ITEMS.map((item) => item.question));
    expect(items[1]!.answerHtml).toContain("About 85% of every donation goes directly to our programs");
    expect(items[1]!.answerHtml).toContain("The remaining 15% covers administration and fundraising");
    expect(items[0]!.links).toEqual([
      { to: "/volunteer", label: "Volunteer with us" },
      { to: "/academy", label: "Browse free courses" },
    ]);

    const privacy = await publicLegal("privacy");
    expect(privacy.lead).toMatch(/^We ask only for what we need/);
    expect(privacy.sections["how-we-use-it"]!.before).toContain("<h3>How long we keep it, and deleting it</h3>");
    expect(privacy.sections["how-we-use-it"]!.before).toContain('<a href="/privacy/your-data">Your data page</a>');
    // The contact card sits between the section's two paragraphs, as before.
    expect(privacy.sections.contact!.before).toMatch(/^<p>Questions about this policy/);
    expect(privacy.sections.contact!.after).toMatch(/^<p>If we change this policy/);
    const terms = await publicLegal("terms");
    expect(Object.keys(terms.sections)).toHaveLength(10);

    const pages = await callRoute<{ pages: { label: string; updatedAt: string | null }[] }>(() =>
      pagesLoader(args(get("/admin/pages", adminCookie), context)),
    );
    expect(pages.data.pages.map((page) => [page.label, page.updatedAt])).toEqual([
      ["Home page hero", null],
      ["FAQ", null],
      ["Privacy Policy", null],
      ["Terms of Service", null],
      ["Home page sections", null],
      ["About Us", null],
      ["Our Mission", null],
      ["Our Team (introduction)", null],
      ["Our Impact", null],
      ["Success Stories", null],
      ["Footer", null],
    ]);
  });

  it("the seeds are already as the sanitiser writes them, so saving a page unchanged changes nothing", () => {
    const texts = [
      ...PAGE_COPY.faq.seed().items.map((item) => item.answerHtml),
      ...[PAGE_COPY.privacy.seed(), PAGE_COPY.terms.seed()].flatMap((copy) =>
        Object.values(copy.sections).flatMap((text) => [text.before, text.after]),
      ),
    ];
    expect(texts.length).toBeGreaterThan(20);
    for (const html of texts) expect(sanitizeRichHtml(html)).toBe(html);
  });

  it("the contact details from configuration replace {email} and {phone} in text, never inside a tag", () => {
    const html = withContactLinks('<p>Write to {email} or call {phone}.</p><p><a href="{email}">here</a></p>', {
      email: "hello@example.org",
      phone: "1-800-555-0199",
    });
    expect(html).toContain('<a href="mailto:hello@example.org">hello@example.org</a>');
    expect(html).toContain(">1-800-555-0199</a>");
    expect(html).toContain('<a href="{email}">here</a>');
  });

  it("an edited FAQ answer is on /faq at once, the page cache is told, and the log says what changed", async () => {
    const since = notified.length;
    const saved = await saveItem("donations", {
      intent: "save",
      question: "Where do my donations go?",
      answer:
        "<p>About 85% goes to programs.</p><p>Since March, <strong>every</strong> gift also funds a coat drive.</p>",
      links: "Make a donation | /donate",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/admin/pages/faq");

    const donations = (await publicFaq()).find((item) => item.id === "donations")!;
    expect(donations.answerHtml).toBe(
      "<p>About 85% goes to programs.</p><p>Since March, <strong>every</strong> gift also funds a coat drive.</p>",
    );
    await expectCacheEmptied(since);

    const [entry] = await audit("faq_question", "donations");
    expect(entry).toMatchObject({ action: "update", actorEmail: "pages-editor@example.org" });
    expect(JSON.stringify(entry!.details)).toContain("answerLength");
  });

  it("a question can be added at the end, moved up and removed", async () => {
    const added = await saveItem("new", {
      intent: "save",
      question: "Can I volunteer from home?",
      answer: "<p>Yes: promotion and course writing work from anywhere.</p>",
      links: "Volunteer with us | /volunteer\nContact us | /contact",
    });
    expect(added.status).toBe(302);
    let items = await publicFaq();
    expect(items.at(-1)).toMatchObject({
      id: "can-i-volunteer-from-home",
      question: "Can I volunteer from home?",
      links: [
        { label: "Volunteer with us", to: "/volunteer" },
        { label: "Contact us", to: "/contact" },
      ],
    });

    expect((await moveItem("can-i-volunteer-from-home", "up")).status).toBe(302);
    items = await publicFaq();
    expect(items.at(-2)!.id).toBe("can-i-volunteer-from-home");
    // The last one cannot move further down than it is; the first one not further up.
    expect((await moveItem(items[0]!.id, "up")).status).toBe(409);

    const confirm = await callRoute<{ confirmDelete: boolean }>(() =>
      itemLoader(
        args(get("/admin/pages/faq/group-volunteering?delete=1", adminCookie), context, {
          id: "group-volunteering",
        }),
      ),
    );
    expect(confirm.data.confirmDelete).toBe(true);
    const removed = await saveItem("group-volunteering", { intent: "delete" });
    expect(removed.status).toBe(302);
    items = await publicFaq();
    expect(items.map((item) => item.id)).not.toContain("group-volunteering");
    expect(items).toHaveLength(FAQ_ITEMS.length);

    const list = await callRoute<{ items: { id: string }[] }>(() =>
      listLoader(args(get("/admin/pages/faq", adminCookie), context)),
    );
    expect(list.data.items.map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect((await audit("faq_question", "can-i-volunteer-from-home")).map((row) => row.action)).toEqual([
      "create",
      "reorder",
    ]);
    expect((await audit("faq_question", "group-volunteering")).map((row) => row.action)).toEqual(["delete"]);
    // A removed question's address is gone.
    const gone = await callRoute(() =>
      itemLoader(args(get("/admin/pages/faq/group-volunteering", adminCookie), context, { id: "group-volunteering" })),
    );
    expect(gone.status).toBe(404);
  });

  it("hostile rich text is cleaned before it is stored, and an answer of only removed markup is refused", async () => {
    const saved = await saveItem("tax-deductible", {
      intent: "save",
      question: "Are my donations tax-deductible?",
      answer:
        '<p onclick="steal()">Yes, as the law allows.</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">receipt</a><iframe src="https://evil.example"></iframe>',
      links: "",
    });
    expect(saved.status).toBe(302);
    const answer = (await publicFaq()).find((item) => item.id === "tax-deductible")!.answerHtml;
    expect(answer).toContain("<p>Yes, as the law allows.</p>");
    expect(answer).not.toMatch(/script|onclick|onerror|javascript:|iframe|evil/i);

    const refused = await saveItem("tax-deductible", {
      intent: "save",
      question: "Are my donations tax-deductible?",
      answer: "<script>alert(1)</script>",
      links: "",
    });
    expect(refused.status).toBe(400);
    expect(refused.data.result?.error?.answer).toEqual([
      "Please write the answer before saving: only removed markup was left.",
    ]);
  });

  it("refuses a link that is not a page of this site, next to the field, keeping what was typed", async () => {
    const refused = await saveItem("educational-resources", {
      intent: "save",
      question: "Do you offer educational resources?",
      answer: "<p>Yes.</p>",
      links: "Phishing | https://evil.example/login",
    });
    expect(refused.status).toBe(400);
    expect(refused.data.result?.error?.links?.[0]).toContain(
      "This line does not fit: Phishing | https://evil.example/login",
    );
    expect((await publicFaq()).find((item) => item.id === "educational-resources")!.answerHtml).not.toBe("<p>Yes.</p>");
  });

  it("a preview shows the cleaned answer and saves nothing", async () => {
    const before = notified.length;
    const preview = await saveItem("getting-involved", {
      intent: "preview",
      question: "How can I get involved?",
      answer: "<p>Start <em>today</em>.</p><script>alert(1)</script>",
      links: "Volunteer with us | /volunteer",
    });
    expect(preview.status).toBe(200);
    expect(preview.data.preview).toEqual({
      question: "How can I get involved?",
      answerHtml: "<p>Start <em>today</em>.</p>",
      links: [{ label: "Volunteer with us", to: "/volunteer" }],
    });
    expect((await publicFaq())[0]!.answerHtml).toContain("There are four main ways");
    expect(notified.slice(before)).not.toContain("page_copy");
  });

  it("an edited privacy policy section is on /privacy at once; its headings stay as the code has them", async () => {
    const values = await legalValues("privacy");
    const since = notified.length;
    const saved = await saveLegal("privacy", {
      ...values,
      intent: "save",
      lead: "We ask only for what we need, and we never sell it.",
      "before-sharing":
        '<p>We never sell your information.</p><h1>Our partners</h1><p style="color:red" onmouseover="x()">Only the details a partner needs.</p>',
    });
    expect(saved.status).toBe(302);
    const privacy = await publicLegal("privacy");
    expect(privacy.lead).toBe("We ask only for what we need, and we never sell it.");
    // An h1 becomes an h2 (the page has its own h1); styles and handlers are dropped.
    expect(privacy.sections.sharing!.before).toBe(
      "<p>We never sell your information.</p><h2>Our partners</h2><p>Only the details a partner needs.</p>",
    );
    expect(privacy.sections["information-we-collect"]!.before).toBe(values["before-information-we-collect"]);
    await expectCacheEmptied(since);
    const [entry] = await audit("page_copy", "privacy");
    expect(entry!.action).toBe("update");
    expect(Object.keys((entry!.details as { changes: Record<string, unknown> }).changes).sort()).toEqual([
      "lead",
      "sharing",
    ]);

    const terms = await saveLegal("terms", {
      ...(await legalValues("terms")),
      intent: "save",
      "before-disclaimer": "",
    });
    expect(terms.status).toBe(400);
    expect(terms.data.result?.error?.["before-disclaimer"]).toEqual(["Please write the text of “1. Disclaimer”."]);
  });

  it("the home page hero's words are on / at once after a save; a hero without points is refused", async () => {
    const home = async () =>
      (
        await callRoute<{ hero: { title: string; trustPoints: string[] } }>(() =>
          homeLoader(args(getRequest("/"), context)),
        )
      ).data.hero;
    expect(await home()).toMatchObject({ title: HOME_HERO.title, trustPoints: [...HOME_HERO.trustPoints] });

    const since = notified.length;
    const fields = {
      intent: "save",
      eyebrow: "Synergy · Leverage · Networking",
      title: "Together, a whole town gets further.",
      lead: HOME_HERO.lead,
      trustPoints: "501(c)(3) public charity\n\nEvery Academy course is free\n",
    };
    const saved = await callRoute(() => heroAction(args(post("/admin/pages/home", fields, adminCookie), context)));
    expect(saved.status).toBe(302);
    expect(await home()).toMatchObject({
      title: "Together, a whole town gets further.",
      trustPoints: ["501(c)(3) public charity", "Every Academy course is free"],
    });
    await expectCacheEmptied(since);
    const [entry] = await audit("page_copy", "home");
    expect(Object.keys((entry!.details as { changes: Record<string, unknown> }).changes).sort()).toEqual([
      "title",
      "trustPoints",
    ]);

    const refused = await callRoute<FormReply>(() =>
      heroAction(args(post("/admin/pages/home", { ...fields, trustPoints: "" }, adminCookie), context)),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result?.error?.trustPoints).toEqual(["Please write at least one point, one a line."]);
  });

  it("refuses page copy edits to anyone but content staff", async () => {
    for (const cookie of ["", userCookie]) {
      const faq = await saveItem(
        "donations",
        { intent: "save", question: "Hacked", answer: "<p>x</p>", links: "" },
        cookie,
      );
      expect(faq.status).toBe(403);
    }
    expect((await publicFaq()).map((item) => item.question)).not.toContain("Hacked");
  });
});
