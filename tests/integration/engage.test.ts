import { Writable } from "node:stream";
import { desc, eq } from "drizzle-orm";
import { pino } from "pino";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { contactSubmissions, emailOutbox, volunteerApplications } from "~/db/schema";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import type { PublicFormReply as PublicFormResult } from "~/utils/public-form";
import { action as contactAction, loader as contactLoader } from "~/routes/engage/contact";
import DonateRoute, { loader as donateLoader } from "~/routes/engage/donate";
import { loader as storeLoader } from "~/routes/engage/store";
import { action as volunteerAction, loader as volunteerLoader } from "~/routes/engage/volunteer";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, callRoute, createTestContext, formRequest, getRequest, lastEmailTo, testEnv } from "../setup/context";

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;
const STAFF = "staff@example.org";
const env = testEnv({ STAFF_EMAIL: STAFF });

beforeAll(async () => {
  database = await createTestDatabase();
});
// Each test is a new visitor with its own rate-limit counters.
let visitor = 0;
beforeEach(() => {
  visitor += 1;
  context = createTestContext(database, { env, clientIp: `198.51.100.${visitor}` });
});
afterAll(async () => {
  await database?.close();
});

const sendContact = (fields: Record<string, string>, ctx = context) =>
  callRoute<PublicFormResult>(() => contactAction(args(formRequest("/contact", fields), ctx)));

const contactFields = (overrides: Record<string, string> = {}) => ({
  name: "Ana Pérez",
  email: "ana@example.org",
  subject: "Group volunteering",
  message: "Our book club would like to help pack care kits in March.",
  website: "",
  ...overrides,
});

/** What a browser posts for the volunteer form; `interests` may repeat. */
function volunteerRequest(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request("http://localhost:3999/volunteer", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:3999" },
    body,
  });
}

const sendVolunteer = (fields: Record<string, string | string[]>, ctx = context) =>
  callRoute<PublicFormResult>(() => volunteerAction(args(volunteerRequest(fields), ctx)));

const volunteerFields = (overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> => ({
  firstName: "Marcus",
  lastName: "Hill",
  email: "marcus.hill@example.org",
  phone: "(555) 201-3344",
  address: "12 Harbor Street",
  city: "Norfolk",
  state: "VA",
  zipCode: "23510",
  interests: ["mentoring", "events"],
  availability: "evenings",
  experience: "Ran a bakery for ten years.",
  hearAboutUs: "friend_family",
  website: "",
  ...overrides,
});

const fieldErrors = (result: { data: PublicFormResult }) => result.data.result.error ?? {};

async function countRows() {
  const [contacts, volunteers, emails] = await Promise.all([
    database.db.select().from(contactSubmissions),
    database.db.select().from(volunteerApplications),
    database.db.select().from(emailOutbox),
  ]);
  return { contacts: contacts.length, volunteers: volunteers.length, emails: emails.length };
}

/** A context whose database is closed: every write throws. Its logs are captured. */
async function brokenContext() {
  const broken: Database = await openDatabase({ kind: "pglite-memory" });
  await broken.close();
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const ctx = {
    ...createTestContext(broken, { env, clientIp: "192.0.2.250" }),
    logger: pino({ level: "info" }, stream),
  };
  return { ctx, lines };
}

describe(`contact form (${process.env.TEST_DB_KIND})`, () => {
  it("stores a valid message trimmed, answers success, and emails staff in the same transaction", async () => {
    const result = await sendContact(
      contactFields({
        name: "  Ana   Pérez ",
        email: " Ana@Example.org ",
        subject: "   ",
        message: "  Hello there!  \n Line two.  ",
      }),
    );
    expect(result.status).toBe(200);
    expect(result.data.outcome).toBe("sent");
    // The form is reset on success.
    expect(result.data.result).toEqual({ initialValue: null });

    const [row] = await database.db
      .select()
      .from(contactSubmissions)
      .orderBy(desc(contactSubmissions.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      name: "Ana Pérez",
      email: "ana@example.org",
      subject: null,
      message: "Hello there!  \n Line two.",
      status: "new",
    });

    const email = await lastEmailTo(database.db, STAFF);
    expect(email?.subject).toBe("New contact message: from Ana Pérez");
    expect(email?.textBody).toContain("Hello there!");
    expect(email?.textBody).toContain("Subject: (none)");
    expect(email?.textBody).toContain("ana@example.org");
  });

  it("keeps a given subject", async () => {
    const result = await sendContact(contactFields({ email: "sub@example.org", subject: " Partnership idea " }));
    expect(result.data.outcome).toBe("sent");
    const [row] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "sub@example.org"));
    expect(row?.subject).toBe("Partnership idea");
    expect((await lastEmailTo(database.db, STAFF))?.subject).toBe("New contact message: Partnership idea");
  });

  it.each([
    ["name", "Please enter your name."],
    ["email", "Please enter your email address."],
    ["message", "Please write a message."],
  ])("refuses a message without %s, keeps what was typed and stores nothing", async (field, message) => {
    const before = await countRows();
    const result = await sendContact(contactFields({ [field]: "" }));
    expect(result.status).toBe(400);
    expect(result.data.outcome).toBe("invalid");
    expect(fieldErrors(result)).toEqual({ [field]: [message] });
    expect(result.data.result.initialValue).toMatchObject({ subject: "Group volunteering" });
    expect(await countRows()).toEqual(before);
  });

  it("refuses a field that is missing from the request altogether", async () => {
    const result = await sendContact({ name: "Ana", email: "ana@example.org" });
    expect(result.status).toBe(400);
    expect(fieldErrors(result)).toEqual({ message: ["Please write a message."] });
  });

  it("checks the email address and the length limits", async () => {
    const result = await sendContact(
      contactFields({
        email: "not-an-email",
        name: "n".repeat(101),
        subject: "s".repeat(201),
        message: "m".repeat(10_000),
      }),
    );
    expect(result.status).toBe(400);
    expect(fieldErrors(result)).toEqual({
      email: ["Please enter a valid email address, like name@example.com."],
      name: ["Please keep this under 100 characters."],
      subject: ["Please keep this under 200 characters."],
      message: ["Please keep your message under 5,000 characters, or send the rest in a second message."],
    });
    // What was typed comes back, so nothing is lost.
    expect((result.data.result.initialValue as Record<string, string>).message).toHaveLength(10_000);
    expect(
      fieldErrors(await sendContact(contactFields({ email: `${"a".repeat(250)}@example.org` }))).email,
    ).toBeDefined();
  });

  it("strips script tags, keeps emoji, and treats a script-only message as empty", async () => {
    const stored = await sendContact(
      contactFields({
        email: "hostile@example.org",
        name: "<script>alert(1)</script>Zoë 🌻",
        subject: "Hi <SCRIPT src=//evil.example>there",
        message: 'Thanks 🙏 <script>document.location="//evil.example"</script>for everything! <b>bold</b>',
      }),
    );
    expect(stored.data.outcome).toBe("sent");
    const [row] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "hostile@example.org"));
    expect(row).toMatchObject({
      name: "Zoë 🌻",
      subject: "Hi there",
      message: "Thanks 🙏 for everything! <b>bold</b>",
    });

    const empty = await sendContact(contactFields({ message: "<script>alert('x')</script>" }));
    expect(fieldErrors(empty)).toEqual({ message: ["Please write a message."] });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await countRows();
    const result = await sendContact(contactFields({ website: "https://spam.example" }));
    expect(result.status).toBe(200);
    expect(result.data.outcome).toBe("sent");
    expect(await countRows()).toEqual(before);
  });

  it("limits a visitor to the publicForm allowance, per IP and form", async () => {
    const ctx = createTestContext(database, { env, clientIp: "203.0.113.99" });
    const { points } = RATE_LIMITS.publicForm;
    for (let attempt = 0; attempt < points; attempt++) {
      // Invalid attempts count too.
      expect((await sendContact({ name: "", email: "", message: "" }, ctx)).status).toBe(400);
    }
    const before = await countRows();
    const refused = await sendContact(contactFields(), ctx);
    expect(refused.status).toBe(429);
    expect(refused.data.outcome).toBe("limited");
    expect(refused.data.formError).toMatch(/Please wait \d+ minutes? and try again/);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    // What was typed is kept.
    expect(refused.data.result.initialValue).toMatchObject({ name: "Ana Pérez" });
    expect(await countRows()).toEqual(before);
    // The volunteer form is counted separately for the same address.
    expect((await sendVolunteer(volunteerFields({ email: "separate@example.org" }), ctx)).data.outcome).toBe("sent");
  });

  it("answers a failed write with the failure result, keeps the input and logs without the payload", async () => {
    const { ctx, lines } = await brokenContext();
    const result = await sendContact(contactFields({ message: "A very private message 4242" }), ctx);
    // A closed database is "unreachable": 503 with a try-again message.
    expect(result.status).toBe(503);
    expect(result.data.outcome).toBe("failed");
    expect(result.data.result.initialValue).toMatchObject({
      name: "Ana Pérez",
      message: "A very private message 4242",
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("storing a form submission failed");
    expect(lines[0]).toContain('"form":"contact"');
    expect(lines[0]).not.toContain("private message");
    expect(lines[0]).not.toContain("ana@example.org");
  });

  it("gives the page the contact details from configuration", async () => {
    const ctx = createTestContext(database, {
      env: testEnv({ CONTACT_EMAIL: "hello@example.org", CONTACT_PHONE: "1-888-555-0100" }),
    });
    const result = await callRoute(() => contactLoader(args(getRequest("/contact"), ctx)));
    expect(result.data).toEqual({ email: "hello@example.org", phone: "1-888-555-0100" });
  });
});

describe(`volunteer application (${process.env.TEST_DB_KIND})`, () => {
  it("stores every field of a valid application and emails staff", async () => {
    const result = await sendVolunteer(
      volunteerFields({
        firstName: "  Marcus ",
        email: "Marcus.Hill@Example.org",
        zipCode: "23510-1234",
        experience: "  ",
      }),
    );
    expect(result.status).toBe(200);
    expect(result.data.outcome).toBe("sent");
    expect(result.data.result).toEqual({ initialValue: null });

    const [row] = await database.db
      .select()
      .from(volunteerApplications)
      .where(eq(volunteerApplications.email, "marcus.hill@example.org"));
    expect(row).toMatchObject({
      firstName: "Marcus",
      lastName: "Hill",
      email: "marcus.hill@example.org",
      phone: "(555) 201-3344",
      address: "12 Harbor Street",
      city: "Norfolk",
      state: "VA",
      zipCode: "23510-1234",
      interests: ["mentoring", "events"],
      availability: "evenings",
      experience: null,
      hearAboutUs: "friend_family",
      status: "new",
    });

    const email = await lastEmailTo(database.db, STAFF);
    expect(email?.subject).toBe("New volunteer application: Marcus Hill");
    expect(email?.textBody).toContain("Interested in: Mentoring, Events");
    expect(email?.textBody).toContain("Norfolk, Virginia 23510-1234");
    expect(email?.textBody).toContain("Availability: Evenings");
    expect(email?.textBody).toContain("Heard about us through: A friend or family member");
  });

  it("accepts a single interest and drops repeated ones", async () => {
    const single = await sendVolunteer(volunteerFields({ email: "single@example.org", interests: "academy" }));
    expect(single.data.outcome).toBe("sent");
    const repeated = await sendVolunteer(
      volunteerFields({ email: "repeat@example.org", interests: ["events", "events", "fundraising"] }),
    );
    expect(repeated.data.outcome).toBe("sent");
    const rows = await database.db.select().from(volunteerApplications);
    expect(rows.find((row) => row.email === "single@example.org")?.interests).toEqual(["academy"]);
    expect(rows.find((row) => row.email === "repeat@example.org")?.interests).toEqual(["events", "fundraising"]);
  });

  it.each([
    ["firstName", "Please enter your first name."],
    ["lastName", "Please enter your last name."],
    ["email", "Please enter your email address."],
    ["phone", "Please enter your phone number."],
    ["address", "Please enter your street address."],
    ["city", "Please enter your city."],
    ["state", "Please choose your state."],
    ["zipCode", "Please enter your ZIP code."],
    ["interests", "Please choose at least one way you'd like to help."],
    ["availability", "Please tell us when you're usually available."],
    ["hearAboutUs", "Please tell us how you heard about us."],
  ])("refuses an application without %s and stores nothing", async (field, message) => {
    const before = await countRows();
    const fields = volunteerFields();
    delete fields[field];
    const result = await sendVolunteer(fields);
    expect(result.status).toBe(400);
    expect(result.data.outcome).toBe("invalid");
    expect(fieldErrors(result)).toEqual({ [field]: [message] });
    // A blank value is the same as a missing one.
    expect(fieldErrors(await sendVolunteer(volunteerFields({ [field]: "  " })))).toEqual({ [field]: [message] });
    expect(await countRows()).toEqual(before);
  });

  it("treats experience as optional", async () => {
    const fields = volunteerFields({ email: "noexp@example.org" });
    delete fields.experience;
    expect((await sendVolunteer(fields)).data.outcome).toBe("sent");
  });

  it("refuses a state that is not one of the 50 two-letter codes", async () => {
    for (const state of ["XX", "va", "Virginia", "DC", "PR"]) {
      const result = await sendVolunteer(volunteerFields({ state }));
      expect(fieldErrors(result), state).toEqual({ state: ["Please choose your state."] });
    }
  });

  it("refuses option values that are not on the lists", async () => {
    const result = await sendVolunteer(
      volunteerFields({ interests: ["mentoring", "hacking"], availability: "never", hearAboutUs: "tv" }),
    );
    expect(result.status).toBe(400);
    expect(fieldErrors(result)).toEqual({
      interests: ["Please choose from the areas listed."],
      availability: ["Please tell us when you're usually available."],
      hearAboutUs: ["Please tell us how you heard about us."],
    });
  });

  it("checks ZIP codes and phone numbers", async () => {
    for (const zipCode of ["2351", "235100", "23510-12", "ABCDE", "23510 1234"]) {
      expect(fieldErrors(await sendVolunteer(volunteerFields({ zipCode }))), zipCode).toEqual({
        zipCode: ["Please enter a 5-digit ZIP code, or ZIP+4 like 12345-6789."],
      });
    }
    for (const phone of ["12345", "call me", "555-0100 ext. 4", "1".repeat(21), "+1 (555) 201-3344 <x>"]) {
      expect(fieldErrors(await sendVolunteer(volunteerFields({ phone }))), phone).toEqual({
        phone: ["Please enter a phone number we can call, like (555) 123-4567."],
      });
    }
    for (const phone of ["5552013344", "+1 555.201.3344", "(555) 201-3344", "+44 20 7946 0958"]) {
      expect(
        fieldErrors(await sendVolunteer(volunteerFields({ phone, email: `p${phone.replace(/\D/g, "")}@example.org` }))),
        phone,
      ).toEqual({});
    }
  });

  it("handles hostile input: scripts stripped, emoji kept, 10,000 characters refused", async () => {
    const long = await sendVolunteer(volunteerFields({ experience: "x".repeat(10_000), city: "c".repeat(10_000) }));
    expect(long.status).toBe(400);
    expect(fieldErrors(long)).toEqual({
      experience: ["Please keep this under 2,000 characters; we'll talk about the rest when we call."],
      city: ["Please keep this under 100 characters."],
    });

    const stored = await sendVolunteer(
      volunteerFields({
        email: "emoji@example.org",
        firstName: "Zoë 🌻<script>alert(1)</script>",
        city: "<script src=x></script>San José",
        experience: "I love <script>steal()</script>people 💛",
      }),
    );
    expect(stored.data.outcome).toBe("sent");
    const [row] = await database.db
      .select()
      .from(volunteerApplications)
      .where(eq(volunteerApplications.email, "emoji@example.org"));
    expect(row).toMatchObject({ firstName: "Zoë 🌻", city: "San José", experience: "I love people 💛" });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await countRows();
    const result = await sendVolunteer(volunteerFields({ website: "buy-now" }));
    expect(result.data.outcome).toBe("sent");
    expect(await countRows()).toEqual(before);
  });

  it("limits repeated applications from one address", async () => {
    const ctx = createTestContext(database, { env, clientIp: "203.0.113.77" });
    for (let attempt = 0; attempt < RATE_LIMITS.publicForm.points; attempt++) {
      expect((await sendVolunteer({}, ctx)).status).toBe(400);
    }
    const refused = await sendVolunteer(volunteerFields(), ctx);
    expect(refused.status).toBe(429);
    expect(refused.data.outcome).toBe("limited");
  });

  it("answers a failed write with the failure result and keeps the input", async () => {
    const { ctx, lines } = await brokenContext();
    const result = await sendVolunteer(volunteerFields(), ctx);
    // A closed database is "unreachable": 503 with a try-again message.
    expect(result.status).toBe(503);
    expect(result.data.outcome).toBe("failed");
    expect(result.data.result.initialValue).toMatchObject({ firstName: "Marcus", interests: ["mentoring", "events"] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("Harbor Street");
  });

  it("links the role cards to the external form only when it is configured", async () => {
    const none = await callRoute(() => volunteerLoader(args(getRequest("/volunteer"), context)));
    expect(none.data).toEqual({ externalFormUrl: null });
    const ctx = createTestContext(database, {
      env: testEnv({ VOLUNTEER_FORM_URL: "https://forms.example.org/volunteer" }),
    });
    const configured = await callRoute(() => volunteerLoader(args(getRequest("/volunteer"), ctx)));
    expect(configured.data).toEqual({ externalFormUrl: "https://forms.example.org/volunteer" });
  });
});

describe("donate and store pages", () => {
  type DonateData = Awaited<ReturnType<typeof donateLoader>>;

  it("names the project from ?project= as capped plain text, and embeds the configured form", async () => {
    const ctx = createTestContext(database, {
      env: testEnv({
        DONATION_FORM_URL: "https://donate.example.org/embed/general",
        DONATION_SCRIPT_URL: "https://donate.example.org/widget.js",
      }),
    });
    const url = `/donate?project=${encodeURIComponent(`<img src=x onerror=alert(1)>\u0000 ${"Baby-Cam ".repeat(30)}`)}&success=true`;
    const result = await callRoute<DonateData>(() => donateLoader(args(getRequest(url), ctx)));
    expect(result.data.embed).toEqual({
      formUrl: "https://donate.example.org/embed/general",
      scriptUrl: "https://donate.example.org/widget.js",
    });
    expect(result.data.project).toHaveLength(83);
    expect(result.data.project?.endsWith("...")).toBe(true);

    // Rendered: the frame is 600 px high with a title and payment permission, and the project is escaped text.
    const Stub = createRoutesStub([{ path: "/donate", Component: DonateRoute as never, loader: () => result.data }]);
    const html = renderToString(
      createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { "0": result.data } } }),
    );
    expect(html).toMatch(/<iframe[^>]*src="https:\/\/donate\.example\.org\/embed\/general"/);
    const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? "";
    expect(frame).toContain('height="600"');
    expect(frame).toContain("height:600px");
    expect(frame).toContain('allow="payment"');
    expect(frame).toContain('loading="lazy"');
    expect(frame).toMatch(/title="[^"]+"/);
    expect(html).toContain("Open the donation form");
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img src=x");
    // The script is added from an effect (allowed by 'strict-dynamic'), never as markup.
    expect(html).not.toContain("widget.js");
  });

  it("explains how to give without a configured form, with no frame", async () => {
    const result = await callRoute<DonateData>(() => donateLoader(args(getRequest("/donate"), context)));
    expect(result.data).toMatchObject({ embed: null, project: null });
    const Stub = createRoutesStub([{ path: "/donate", Component: DonateRoute as never, loader: () => result.data }]);
    const html = renderToString(
      createElement(Stub, { initialEntries: ["/donate"], hydrationData: { loaderData: { "0": result.data } } }),
    );
    expect(html).not.toContain("<iframe");
    expect(html).toContain("Give by getting in touch");
    expect(html).toContain(`mailto:${env.CONTACT_EMAIL}`);
  });

  it("sends the store page to the configured store", async () => {
    const ctx = createTestContext(database, { env: testEnv({ STORE_URL: "https://shop.example.org/" }) });
    const result = await callRoute(() => storeLoader(args(getRequest("/store"), ctx)));
    expect(result.data).toEqual({ storeUrl: "https://shop.example.org/" });
  });
});
