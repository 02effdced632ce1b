import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, contactSubmissions } from "~/db/schema";
import * as submissionDetailRoute from "~/routes/admin/submission-detail";
import * as submissionExportRoute from "~/routes/admin/submission-export";
import * as submissionListRoute from "~/routes/admin/submission-list";
import * as enrolmentsRedirect from "~/routes/admin/enrolments-redirect";
import { createCampaign, createParticipant } from "../factories/campaigns";
import { createSubscriber } from "../factories/newsletters";
import {
  createAgentApplication,
  createConsultantApplication,
  createContactSubmission,
  createCourseSubmission,
  createOpportunityApplication,
  createVolunteerApplication,
} from "../factories/submissions";
import type { TestDatabase } from "../setup/database";
import { args, callRoute } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

/**
 * Issue 18, item 3: every submission can be read in full on its own page (every stored field,
 * labels instead of stored codes, times in the site's zone), its status changed there, and the
 * CSV says the same.
 */
const detailLoader = underAdminLayout(submissionDetailRoute.loader);
const detailAction = underAdminLayout(submissionDetailRoute.action);
const exportLoader = underAdminLayout(submissionExportRoute.loader);
const listLoader = underAdminLayout(submissionListRoute.loader);

interface Detail {
  label: string;
  singular: string;
  submission: { id: string; name: string; status: string | null; statusLabel: string; received: string };
  fields: { key: string; label: string; format: string; value: string | string[] | null }[];
  backTo: string;
  selfTo: string;
}

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "reader-lead@example.org",
    userEmail: "reader-member@example.org",
    clientIp: "192.0.2.220",
  }));
});
beforeEach(() => {
  context = nextVisitorContext(database);
});
afterAll(async () => {
  await database?.close();
});

function openDetail(kind: string, id: string, query = "", cookie = adminCookie) {
  return callRoute<Detail>(() =>
    detailLoader(args(get(`/admin/submissions/${kind}/${id}${query}`, cookie), context, { kind, id })),
  );
}

/** The fields as label → value, the way the page reads them. */
function byLabel(detail: Detail) {
  return Object.fromEntries(detail.fields.map((field) => [field.label, field.value]));
}

describe("a submission's detail page", () => {
  it("shows a long contact message whole, line breaks included, with the time in the site's zone", async () => {
    const lines = Array.from({ length: 12 }, (_, index) => `Line ${index + 1} of my message.`);
    lines[7] = "P.S. The note on line eight: please call after 5 PM.";
    const long = `${lines.join("\n")}\n\n${"We would love to help with the spring drive. ".repeat(60).trim()}`;
    const row = await createContactSubmission(database.db, {
      name: "Marisol Vega",
      email: "marisol@example.org",
      subject: null,
      message: long,
      createdAt: new Date("2026-11-24T14:30:00Z"),
    });

    const detail = await openDetail("contact", row.id);
    expect(detail.status).toBe(200);
    expect(detail.data.singular).toBe("Contact message");
    expect(detail.data.submission).toMatchObject({ name: "Marisol Vega", status: "new", statusLabel: "New" });
    // 14:30 UTC is 9:30 in New York in November (the default SITE_TIME_ZONE).
    expect(detail.data.submission.received).toBe("Nov 24, 2026, 9:30 AM EST");
    expect(detail.data.fields).toEqual([
      { key: "name", label: "Name", format: "text", value: "Marisol Vega" },
      { key: "email", label: "Email", format: "email", value: "marisol@example.org" },
      { key: "subject", label: "Subject", format: "text", value: null },
      { key: "message", label: "Message", format: "multiline", value: long },
    ]);
    expect(detail.data.backTo).toBe("/admin/submissions/contact");
  });

  it("shows every field of a volunteer application with labels instead of stored codes", async () => {
    const row = await createVolunteerApplication(database.db, {
      firstName: "Dana",
      lastName: "Whitfield",
      email: "dana@example.org",
      phone: "(555) 555-0177",
      address: "17 Elm St, Apt 2",
      city: "Springfield",
      state: "IL",
      zipCode: "62704",
      interests: ["community_outreach", "mentoring"],
      availability: "weekends",
      experience: "Ran a food pantry for 3 years.\nCoached youth soccer.",
      hearAboutUs: "community_event",
    });

    const detail = await openDetail("volunteer", row.id);
    expect(detail.data.submission).toMatchObject({ name: "Dana Whitfield", statusLabel: "Pending" });
    expect(byLabel(detail.data)).toEqual({
      "First name": "Dana",
      "Last name": "Whitfield",
      Email: "dana@example.org",
      Phone: "(555) 555-0177",
      Interests: ["Community outreach", "Mentoring"],
      Availability: "Weekends",
      "Street address": "17 Elm St, Apt 2",
      City: "Springfield",
      State: "Illinois",
      "ZIP code": "62704",
      Experience: "Ran a food pantry for 3 years.\nCoached youth soccer.",
      "Heard about us from": "A community event",
    });
    expect(detail.data.fields.find((field) => field.key === "phone")?.format).toBe("phone");
  });

  it("labels the codes of partner, programme, opportunity, enrollment and subscriber rows too", async () => {
    const partner = await createAgentApplication(database.db, {
      fullName: "Priya Raman",
      message: "We run three stores.\nAsk for the manager.",
      experience: "Ten years in retail.",
      city: "Austin",
    });
    const partnerFields = byLabel((await openDetail("partner", partner.id)).data);
    expect(partnerFields).toMatchObject({
      "Full name": "Priya Raman",
      Country: "United States",
      "Kind of project": "Product partnership",
      City: "Austin",
      Message: "We run three stores.\nAsk for the manager.",
    });

    const consultant = await createConsultantApplication(database.db, {
      experienceLevel: "Some Experience",
      collaborationType: "consultant",
    });
    expect(byLabel((await openDetail("consultant", consultant.id)).data)).toMatchObject({
      Experience: "Some Experience (1-3 years)",
      Collaboration: "Independent beauty consultant",
    });

    const opportunity = await createOpportunityApplication(database.db, {
      opportunityType: "business",
      experience: "nonprofit",
      interest: "nutrition",
    });
    expect(byLabel((await openDetail("opportunity", opportunity.id)).data)).toMatchObject({
      Type: "Business",
      Experience: "Nonprofit organization",
      Interest: "Nutrition",
      Message: null,
    });

    const enrollment = await createCourseSubmission(database.db, { name: null, email: "guest-learner@example.org" });
    const enrollmentDetail = (await openDetail("enrollments", enrollment.id)).data;
    expect(enrollmentDetail.submission.name).toBe("guest-learner@example.org");
    expect(byLabel(enrollmentDetail)["Signed in with an account"]).toBe("No");

    const subscriber = await createSubscriber(database.db, {
      source: "home",
      confirmedAt: new Date("2026-07-04T16:00:00Z"),
    });
    const subscriberDetail = (await openDetail("subscribers", subscriber.id)).data;
    expect(byLabel(subscriberDetail)).toEqual({
      Email: subscriber.email,
      Subscription: "Confirmed",
      "Signed up from": "Home page",
      Confirmed: "Jul 4, 2026, 12:00 PM EDT",
      Unsubscribed: null,
    });
    // The tokens act for the subscriber: staff pages never carry them.
    expect(JSON.stringify(subscriberDetail)).not.toContain(subscriber.confirmToken);
    expect(JSON.stringify(subscriberDetail)).not.toContain(subscriber.unsubscribeToken);
  });

  it("shows a campaign application with its campaign but never the eligibility code", async () => {
    const campaign = await createCampaign(database.db, { title: "Back to School Backpacks" });
    const row = await createParticipant(database.db, campaign, { fullName: "Tomas Reyes" });
    const detail = await openDetail("campaign", row.id);
    expect(byLabel(detail.data)).toMatchObject({ Campaign: "Back to School Backpacks", "Full name": "Tomas Reyes" });
    expect(JSON.stringify(detail.data)).not.toContain(campaign.eligibilityCode);
  });

  it("leads back to the list with its search, status filter and page", async () => {
    const row = await createContactSubmission(database.db);
    const detail = await openDetail("contact", row.id, "?q=spring&status=new&page=2&evil=1");
    expect(detail.data.backTo).toBe("/admin/submissions/contact?q=spring&status=new&page=2");
    expect(detail.data.selfTo).toBe(`/admin/submissions/contact/${row.id}?q=spring&status=new&page=2`);

    const list = await callRoute<{ rows: { id: string; name: string }[] }>(() =>
      listLoader(
        args(get(`/admin/submissions/contact?q=${encodeURIComponent(row.name)}`, adminCookie), context, {
          kind: "contact",
        }),
      ),
    );
    expect(list.data.rows).toEqual([expect.objectContaining({ id: row.id, name: row.name })]);
  });

  it("answers 404 for an unknown kind, a malformed id and an id that names nothing", async () => {
    const row = await createContactSubmission(database.db);
    expect((await openDetail("letters", row.id)).status).toBe(404);
    expect((await openDetail("contact", "not-an-id")).status).toBe(404);
    expect((await openDetail("contact", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    // A contact message's id is not a volunteer application.
    expect((await openDetail("volunteer", row.id)).status).toBe(404);
  });

  it("refuses visitors and signed-in people who are not staff, and sends them no data", async () => {
    const row = await createContactSubmission(database.db, { message: "Private note for staff only." });
    for (const cookie of ["", userCookie]) {
      const refused = await openDetail("contact", row.id, "", cookie);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.data ?? "")).not.toContain("Private note");
      const changed = await callRoute(() =>
        detailAction(
          args(
            post(`/admin/submissions/contact/${row.id}`, { intent: "status", id: row.id, status: "done" }, cookie),
            context,
            { kind: "contact", id: row.id },
          ),
        ),
      );
      expect(changed.status).toBe(403);
    }
    const [stored] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, row.id));
    expect(stored?.status).toBe("new");
  });

  it("changes the status from the detail page and comes back to it, with an audit entry", async () => {
    const row = await createContactSubmission(database.db);
    const changed = await callRoute(() =>
      detailAction(
        args(
          post(
            `/admin/submissions/contact/${row.id}?status=new`,
            { intent: "status", id: row.id, status: "in_progress" },
            adminCookie,
          ),
          context,
          { kind: "contact", id: row.id },
        ),
      ),
    );
    expect(changed.status).toBe(302);
    expect(changed.location).toBe(`/admin/submissions/contact/${row.id}?status=new`);
    const detail = await openDetail("contact", row.id);
    expect(detail.data.submission).toMatchObject({ status: "in_progress", statusLabel: "In progress" });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit).toEqual([expect.objectContaining({ action: "status", entity: "contact" })]);

    // An id in the form that is not the page's own changes nothing.
    const other = await createContactSubmission(database.db);
    await callRoute(() =>
      detailAction(
        args(
          post(`/admin/submissions/contact/${row.id}`, { intent: "status", id: other.id, status: "done" }, adminCookie),
          context,
          { kind: "contact", id: row.id },
        ),
      ),
    );
    const [untouched] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, other.id));
    expect(untouched?.status).toBe("new");
  });
});

describe("the CSV export", () => {
  it("uses the detail page's labels, local times and an ISO UTC column, and stays formula-safe", async () => {
    const row = await createVolunteerApplication(database.db, {
      firstName: '=HYPERLINK("http://evil")',
      lastName: "Csvtester",
      interests: ["fundraising", "events"],
      availability: "weekends",
      hearAboutUs: "community_event",
      state: "NY",
      createdAt: new Date("2026-11-24T14:30:00Z"),
    });
    const csv = await callRoute<string>(() =>
      exportLoader(
        args(get("/admin/submissions/volunteer/export.csv?q=Csvtester", adminCookie), context, { kind: "volunteer" }),
      ),
    );
    expect(csv.status).toBe(200);
    const [header, line, ...rest] = csv.data.replace(/^\uFEFF/, "").split("\r\n");
    expect(rest).toEqual([""]);
    expect(header).toBe(
      "Received,Received in UTC (ISO 8601),First name,Last name,Email,Phone,Interests,Availability," +
        "Street address,City,State,ZIP code,Experience,Heard about us from,Status,Internal notes (staff only)",
    );
    expect(line).toBe(
      [
        `"Nov 24, 2026, 9:30 AM EST"`,
        "2026-11-24T14:30:00.000Z",
        `"'=HYPERLINK(""http://evil"")"`,
        "Csvtester",
        row.email,
        "(555) 555-0101",
        `"Fundraising; Events"`,
        "Weekends",
        "2 Main St",
        "Springfield",
        "New York",
        "62701",
        "",
        "A community event",
        "Pending",
        // No internal notes on this one (issue 36: their own column, staff only).
        "",
      ].join(","),
    );
  });

  it("writes a subscriber's confirmation time in the site's zone too", async () => {
    const subscriber = await createSubscriber(database.db, {
      source: "newsletter",
      confirmedAt: new Date("2026-01-15T20:05:00Z"),
      createdAt: new Date("2026-01-15T20:00:00Z"),
    });
    const csv = await callRoute<string>(() =>
      exportLoader(
        args(get(`/admin/submissions/subscribers/export.csv?q=${subscriber.email}`, adminCookie), context, {
          kind: "subscribers",
        }),
      ),
    );
    expect(csv.data).toContain(
      `"Jan 15, 2026, 3:00 PM EST",2026-01-15T20:00:00.000Z,${subscriber.email},Confirmed,Newsletter page,"Jan 15, 2026, 3:05 PM EST",,\r\n`,
    );
  });
});

describe(`the enrollments list's old address (${process.env.TEST_DB_KIND})`, () => {
  it("moves permanently to /admin/submissions/enrollments, query and pages kept", async () => {
    const redirectLoader = underAdminLayout(enrolmentsRedirect.loader);
    for (const [from, to] of [
      ["/admin/submissions/enrolments?q=ana&page=2", "/admin/submissions/enrollments?q=ana&page=2"],
      ["/admin/submissions/enrolments/export.csv?status=new", "/admin/submissions/enrollments/export.csv?status=new"],
      [
        "/admin/submissions/enrolments/3f0c5a52-1f7e-4f0e-9d55-0d6f1b7b2a10",
        "/admin/submissions/enrollments/3f0c5a52-1f7e-4f0e-9d55-0d6f1b7b2a10",
      ],
    ] as const) {
      const moved = await callRoute(() => redirectLoader(args(get(from, adminCookie), context)));
      expect(moved.status).toBe(301);
      expect(moved.location).toBe(to);
    }
  });
});
