import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { completedCampaigns, emailOutbox, newsletterSubscribers } from "~/db/schema";
import { action, loader } from "~/routes/home";
import { createTestContext, requestContext } from "../../../tests/setup/context";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/database";
import { getLatestCompletedCampaign } from "./home.server";

let database: TestDatabase;
const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };

let visitor = 0;
/** The real context (rate limiter included), each call a new visitor, with a spy logger. */
function routeContext() {
  visitor += 1;
  return requestContext({
    ...createTestContext(database, { clientIp: `203.0.113.${visitor}` }),
    logger: logger as never,
  });
}

function callLoader() {
  return loader({ request: new Request("http://localhost/"), params: {}, context: routeContext() } as never);
}

function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/?index", { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: routeContext() } as never);
}

/** The loader/action may answer with a plain object or `data(...)` (status other than 200). */
function unwrap(result: unknown): { status: number; body: unknown } {
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    (result as { type: unknown }).type === "DataWithResponseInit"
  ) {
    const { data, init } = result as unknown as { data: unknown; init?: { status?: number } };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result };
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(() => {
  logger.error.mockClear();
});

describe("home loader: latest completed campaign", () => {
  it("is null when there is no completed campaign", async () => {
    expect(await callLoader()).toMatchObject({ latestCampaign: null });
  });

  it("returns the newest published campaign, cut to 120 characters plus '...'", async () => {
    const description = "Volunteers packed and delivered nutrition kits to 400 families across the county. ".repeat(3);
    const [older, newest] = await database.db
      .insert(completedCampaigns)
      .values([
        { title: "Spring Care Packages", description: "Older one.", completionDate: "2024-04-02" },
        {
          title: "Winter Nutrition Drive",
          description,
          completionDate: "2025-01-20",
          location: "Tucson, AZ",
          imageUrl: "/images/seed/winter.jpg",
          imageAlt: "Volunteers handing a bag of groceries to a family",
        },
        { title: "Unpublished draft", description: "Not yet.", completionDate: "2025-06-01", isPublished: false },
      ])
      .returning({ id: completedCampaigns.id });
    expect(older).toBeDefined();

    const { latestCampaign } = await callLoader();
    expect(latestCampaign).toEqual({
      id: newest?.id,
      // The card links to the campaign's address, made from its title (ADR 0052).
      slug: "winter-nutrition-drive",
      title: "Winter Nutrition Drive",
      excerpt: `${description.slice(0, 120)}...`,
      imageUrl: "/images/seed/winter.jpg",
      imageAlt: "Volunteers handing a bag of groceries to a family",
      location: "Tucson, AZ",
      completionDate: "2025-01-20",
    });
    expect(latestCampaign?.excerpt).toHaveLength(123);
  });

  it("logs and returns null when the query fails, so the card is simply absent", async () => {
    const failingDb = {
      select: () => {
        throw new Error("connection refused");
      },
    } as unknown as Db;
    expect(await getLatestCompletedCampaign(failingDb, logger)).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});

describe("home action: Stay Informed", () => {
  async function subscriberCount() {
    const [row] = await database.db.select({ n: count() }).from(newsletterSubscribers);
    return row?.n ?? 0;
  }

  it("subscribes a valid address once, whatever its case", async () => {
    const before = await subscriberCount();
    expect(unwrap(await post({ intent: "subscribe", email: "Reader@Example.org", website: "" }))).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(unwrap(await post({ intent: "subscribe", email: "reader@example.ORG", website: "" })).body).toMatchObject({
      ok: true,
    });
    expect(await subscriberCount()).toBe(before + 1);
    // Double opt-in: one confirmation email for the address, not one per submission.
    const mails = await database.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "reader@example.org"));
    expect(mails).toHaveLength(1);
  });

  it.each([
    ["", "Please enter your email address."],
    ["not-an-email", "Please enter a valid email address."],
    ["<script>alert(1)</script>", "Please enter a valid email address."],
  ])("rejects %j with status 400, keeping what was typed", async (email, message) => {
    const before = await subscriberCount();
    expect(unwrap(await post({ intent: "subscribe", email, website: "" }))).toMatchObject({
      status: 400,
      body: { ok: false, result: { error: { email: [message] } } },
    });
    expect(await subscriberCount()).toBe(before);
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const before = await subscriberCount();
    expect(
      unwrap(await post({ intent: "subscribe", email: "bot@example.org", website: "https://spam.example" })).body,
    ).toMatchObject({ ok: true });
    expect(await subscriberCount()).toBe(before);
    const mails = await database.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "bot@example.org"));
    expect(mails).toHaveLength(0);
  });
});
