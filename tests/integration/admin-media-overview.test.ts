import { existsSync, readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import {
  adminVisits,
  auditLog,
  businessProjects,
  campaigns,
  contactSubmissions,
  newsItems,
  newsletterSubscribers,
  participants,
  volunteerApplications,
} from "~/db/schema";
import type { AdminOverview } from "~/features/admin/overview.server";
import * as dashboardRoute from "~/routes/admin/dashboard";
import * as mediaUploadRoute from "~/routes/admin/media-upload";
import { loader as mediaLoader } from "~/routes/media/file";
import type { TestDatabase } from "../setup/database";
import {
  args,
  callRoute,
  createTestContext,
  formRequest,
  getRequest,
  TEST_ORIGIN,
  testEnv,
  withMiddleware,
} from "../setup/context";
import { nextVisitorContext, setUpAdminTests, underAdminLayout } from "./admin-helpers";

// Admin loaders and actions as the server runs them: after their middleware, which does the admin check.
const dashboardLoader = underAdminLayout(dashboardRoute.loader);
const uploadAction = withMiddleware(mediaUploadRoute.middleware, mediaUploadRoute.action);

let database: TestDatabase;
let env: ReturnType<typeof testEnv>;
let context: SiteContext;
let adminCookie: string;
let adminId: string;
let userCookie: string;

beforeAll(async () => {
  env = testEnv();
  ({ database, context, adminCookie, adminId, userCookie } = await setUpAdminTests({
    adminEmail: "curator@example.org",
    userEmail: "neighbour@example.org",
    clientIp: "192.0.2.150",
    env,
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database, env);
});

const uploadsDir = () => path.join(path.resolve(env.DATA_DIR), "uploads");
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

function uploadRequest(file: Blob, fileName: string, cookie?: string) {
  const body = new FormData();
  body.append("file", file, fileName);
  return new Request(`${TEST_ORIGIN}/admin-api/media`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body,
  });
}

/** `cookie: null` uploads as a signed-out visitor. */
async function upload(file: Blob, fileName: string, cookie: string | null = adminCookie) {
  const response = (await uploadAction(args(uploadRequest(file, fileName, cookie ?? undefined), context))) as Response;
  return {
    status: response.status,
    body: (await response.json()) as { url?: string; width?: number; height?: number; error?: string },
  };
}

const media = (key: string, headers: Record<string, string> = {}) =>
  mediaLoader(args(getRequest(`/media/${key}`, headers), context, { key })) as Promise<Response>;

async function png(width: number, height: number, alpha = false) {
  return sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 90, b: 40, alpha: alpha ? 0.5 : 1 } },
  })
    .png()
    .toBuffer();
}

describe(`image upload (${process.env.TEST_DB_KIND})`, () => {
  it("refuses a visitor and a signed-in non-admin with 403, and stores nothing", async () => {
    const image = new Blob([new Uint8Array(await png(40, 30))], { type: "image/png" });
    for (const cookie of [null, userCookie]) {
      const result = await upload(image, "hello.png", cookie);
      expect(result.status).toBe(403);
      expect(result.body.error).toMatch(/Only staff who edit content/);
    }
    expect(storedFiles()).toEqual([]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.entity, "media"))).toHaveLength(0);
  });

  it("accepts a PNG, re-encodes it as WebP at most 2000 px wide, and serves it with a year-long immutable cache", async () => {
    const original = await png(2400, 1200);
    const result = await upload(new Blob([new Uint8Array(original)], { type: "image/png" }), "Big Banner.png");
    expect(result.status).toBe(201);
    expect(result.body.url).toMatch(/^\/media\/[a-f0-9]{16}\.webp$/);
    expect(result.body).toMatchObject({ width: 2000, height: 1000 });

    const key = result.body.url!.slice("/media/".length);
    // With its JPEG twin for email (ADR 0030).
    const twin = key.replace(/\.webp$/, ".jpg");
    expect(storedFiles().sort()).toEqual([twin, key]);
    const onDisk = await sharp(path.join(uploadsDir(), key)).metadata();
    expect(onDisk).toMatchObject({ format: "webp", width: 2000, height: 1000 });

    const served = await media(key);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = served.headers.get("ETag");
    expect(etag).toBe(`"${key.replace(".webp", "")}"`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe("webp");

    // The browser's revalidation gets a 304 without the bytes.
    expect((await media(key, { "If-None-Match": etag! })).status).toBe(304);

    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entity, "media"));
    expect(audit).toMatchObject({ action: "upload", entityId: key, actorUserId: adminId });

    // The same picture again gets the same address (content-hash key), still one file.
    const again = await upload(new Blob([new Uint8Array(original)], { type: "image/png" }), "copy.png");
    expect(again.body.url).toBe(result.body.url);
    expect(storedFiles().sort()).toEqual([twin, key]);
  });

  it("turns a photo upright and drops its metadata (camera, location)", async () => {
    const photo = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#3366aa" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Phonecam", Copyright: "Secret Place" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const result = await upload(new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
    expect(result.status).toBe(201);
    // Orientation 6 means "rotate 90°": the stored picture is portrait.
    expect(result.body).toMatchObject({ width: 100, height: 300 });
    const stored = await sharp(path.join(uploadsDir(), result.body.url!.slice("/media/".length))).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it("refuses SVG, HTML and text, even when named .png, and stores nothing", async () => {
    const before = storedFiles();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;
    const refusedSvg = await upload(new Blob([svg], { type: "image/png" }), "logo.png");
    expect(refusedSvg.status).toBe(415);
    expect(refusedSvg.body.error).toMatch(/SVG files cannot be uploaded/);

    for (const [content, name] of [
      ["<!doctype html><html><body><script>alert(document.cookie)</script></body></html>", "photo.png"],
      ["Just some notes, not a picture at all.", "notes.png"],
    ] as const) {
      const refused = await upload(new Blob([content], { type: "image/png" }), name);
      expect(refused.status).toBe(415);
      expect(refused.body.error).toBe(
        "That file is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF picture.",
      );
    }
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a file over 5 MB with 413 and a readable message, and stores nothing", async () => {
    const before = storedFiles();
    const big = new Uint8Array(5 * 1024 * 1024 + 200_000);
    big.set(await png(10, 10));
    const result = await upload(new Blob([big], { type: "image/png" }), "huge.png");
    expect(result.status).toBe(413);
    expect(result.body.error).toMatch(/larger than 5 MB/);
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a request without a file", async () => {
    const response = (await uploadAction(
      args(formRequest("/admin-api/media", { file: "x" }, { Cookie: adminCookie }), context),
    )) as Response;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/form upload/);
  });

  it("answers 404 for unknown and malformed image keys", async () => {
    for (const key of [
      "0123456789abcdef.webp",
      "../session-secret",
      "0123456789ABCDEF.webp",
      "0123456789abcdef.svg",
      "0123456789abcdef.webp.html",
    ]) {
      const response = await media(key);
      expect(response.status, key).toBe(404);
    }
  });
});

describe(`images in an S3-compatible bucket (${process.env.TEST_DB_KIND})`, () => {
  interface Recorded {
    method: string;
    url: string;
    headers: IncomingMessage["headers"];
    body: Buffer;
  }
  let server: Server;
  let endpoint: string;
  const requests: Recorded[] = [];
  const objects = new Map<string, { body: Buffer; type: string }>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        if (req.method === "PUT") {
          objects.set(req.url!, { body, type: String(req.headers["content-type"]) });
          res.writeHead(200).end();
        } else if (req.method === "GET" && objects.has(req.url!)) {
          const object = objects.get(req.url!)!;
          res.writeHead(200, { "Content-Type": object.type, "Content-Length": object.body.length }).end(object.body);
        } else {
          res.writeHead(404, { "Content-Type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const s3Env = (extra: Record<string, string> = {}) =>
    testEnv({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: "community-media",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
      ...extra,
    });

  it("uploads through the bucket with signed requests and serves the image back through /media", async () => {
    const bucketEnv = s3Env();
    const bucketContext = createTestContext(database, { env: bucketEnv, clientIp: "198.51.100.240" });
    const response = (await uploadAction(
      args(
        uploadRequest(
          new Blob([new Uint8Array(await png(64, 48, true))], { type: "image/png" }),
          "badge.png",
          adminCookie,
        ),
        bucketContext,
      ),
    )) as Response;
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const key = url.slice("/media/".length);

    const put = requests.find((request) => request.method === "PUT");
    expect(put?.url).toBe(`/community-media/${key}`);
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[a-f0-9]{64}$/,
    );
    expect(put?.headers["content-type"]).toBe("image/webp");
    expect(put?.headers["x-amz-content-sha256"]).toMatch(/^[a-f0-9]{64}$/);
    expect((await sharp(put!.body).metadata()).format).toBe("webp");
    // Nothing lands on the disk when the bucket is used.
    expect(existsSync(path.join(path.resolve(bucketEnv.DATA_DIR), "uploads"))).toBe(false);

    const served = (await mediaLoader(args(getRequest(url), bucketContext, { key }))) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(put!.body)).toBe(true);
    const get = requests.find((request) => request.method === "GET");
    expect(get?.url).toBe(`/community-media/${key}`);
    expect(get?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);

    const missing = (await mediaLoader(
      args(getRequest("/media/ffffffffffffffff.webp"), bucketContext, { key: "ffffffffffffffff.webp" }),
    )) as Response;
    expect(missing.status).toBe(404);
  });

  it("with a public bucket address, /media redirects there instead of passing the bytes through", async () => {
    const bucketContext = createTestContext(database, { env: s3Env({ S3_PUBLIC_URL: "https://images.example.org/" }) });
    const response = (await mediaLoader(
      args(getRequest("/media/0123456789abcdef.webp"), bucketContext, { key: "0123456789abcdef.webp" }),
    )) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("https://images.example.org/0123456789abcdef.webp");
  });

  it("refuses to start with only part of the S3 settings, naming what is missing", () => {
    expect(() => testEnv({ S3_BUCKET: "community-media", S3_ENDPOINT: endpoint })).toThrow(/S3_REGION: is needed too/);
    expect(() => testEnv({ S3_PUBLIC_URL: "https://images.example.org" })).toThrow(/S3_PUBLIC_URL/);
  });
});

describe(`the dashboard's At a glance panel (${process.env.TEST_DB_KIND})`, () => {
  const glance = async () => {
    const page = await callRoute<{
      glance: AdminOverview & { waiting: { kind: string; label: string; count: number }[] };
    }>(() => dashboardLoader(args(getRequest("/admin", { Cookie: adminCookie }), context)));
    expect(page.status).toBe(200);
    return page.data.glance;
  };
  const rewindLastVisit = (hours: number) =>
    database.db
      .update(adminVisits)
      .set({ lastSeenAt: new Date(Date.now() - hours * 3_600_000) })
      .where(eq(adminVisits.userId, adminId));

  beforeAll(async () => {
    await database.db.insert(contactSubmissions).values([
      { name: "Rosa Diaz", email: "rosa@example.org", message: "Could you visit our school fair?" },
      { name: "Tom Weller", email: "tom@example.org", message: "Thanks for the coats.", status: "done" },
    ]);
    await database.db.insert(volunteerApplications).values({
      firstName: "Ana",
      lastName: "Silva",
      email: "ana@example.org",
      phone: "555-0101",
      interests: ["Events"],
      availability: "Weekends",
      address: "1 Elm St",
      city: "Duluth",
      state: "MN",
      zipCode: "55802",
      hearAboutUs: "A friend",
    });
    const [campaign] = await database.db
      .insert(campaigns)
      .values([
        { title: "School Supplies", description: "Backpacks for fall.", status: "Active", eligibilityCode: "PACK26" },
        {
          title: "Quiet Draft",
          description: "Not ready yet.",
          status: "Active",
          eligibilityCode: "DRAFT1",
          isPublished: false,
        },
        { title: "Winter Past", description: "Done last year.", status: "Completed", eligibilityCode: "OLD25" },
      ])
      .returning({ id: campaigns.id });
    await database.db.insert(participants).values({
      campaignId: campaign!.id,
      fullName: "Lee Park",
      email: "lee@example.org",
      address: "2 Pine Rd",
      eligibilityCodeUsed: "PACK26",
    });
    await database.db.insert(newsletterSubscribers).values([
      { email: "yes@example.org", status: "confirmed", confirmToken: "c1", unsubscribeToken: "u1" },
      { email: "maybe@example.org", status: "pending", confirmToken: "c2", unsubscribeToken: "u2" },
    ]);
    await database.db.insert(newsItems).values([
      { title: "Draft story", description: "d", content: "c", category: "Community", isPublished: false },
      { title: "Live story", description: "d", content: "c", category: "Community", isPublished: true },
    ]);
    await database.db
      .insert(businessProjects)
      .values({ slug: "draft-project", title: "Draft project", description: "d", isPublished: false });
  });

  it("on the first visit counts everything still marked new, and shows what waits, what is live and the drafts", async () => {
    await database.db.delete(adminVisits);
    const first = await glance();
    expect(first.previousVisitAt).toBeNull();
    // Rosa (contact), Ana (volunteer), Lee (campaign application); Tom is done, subscribers have no status.
    expect(first.newSinceLastVisit).toBe(3);
    expect(first.waiting.filter((entry) => entry.count > 0)).toEqual([
      { kind: "contact", label: "Contact messages", count: 1 },
      { kind: "volunteer", label: "Volunteer applications", count: 1 },
      { kind: "campaign", label: "Campaign applications", count: 1 },
    ]);
    expect(first.activeCampaigns).toBe(1);
    expect(first.confirmedSubscribers).toBe(1);
    expect(Object.fromEntries(first.drafts.map((entry) => [entry.key, entry.count]))).toEqual({
      news: 1,
      newsletters: 0,
      projects: 1,
      courses: 0,
    });
    expect(first.drafts.find((entry) => entry.key === "news")?.href).toBe("/admin/news");

    const [visit] = await database.db.select().from(adminVisits).where(eq(adminVisits.userId, adminId));
    expect(visit?.previousSeenAt).toBeNull();
    expect(Date.now() - visit!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it("after a break, counts what arrived since the previous visit, and a new arrival raises the count", async () => {
    const twoHoursAgo = Date.now() - 2 * 3_600_000;
    await rewindLastVisit(2);
    // Older than the last visit: not new since then, even though it is still marked new.
    await database.db.update(contactSubmissions).set({ createdAt: new Date(twoHoursAgo - 3_600_000) });
    await database.db.update(volunteerApplications).set({ createdAt: new Date(twoHoursAgo - 3_600_000) });
    await database.db.update(participants).set({ submittedAt: new Date(twoHoursAgo - 3_600_000) });
    await database.db.update(newsletterSubscribers).set({ createdAt: new Date(twoHoursAgo - 3_600_000) });

    const back = await glance();
    expect(new Date(back.previousVisitAt!).getTime()).toBeCloseTo(twoHoursAgo, -4);
    expect(back.newSinceLastVisit).toBe(0);
    expect(back.waiting.find((entry) => entry.kind === "contact")?.count).toBe(1);

    await database.db
      .insert(contactSubmissions)
      .values({ name: "Mia Chen", email: "mia@example.org", message: "Can I donate books?" });
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: "new@example.org", confirmToken: "c3", unsubscribeToken: "u3" });
    // Reloading within the same sitting keeps the same "since" point, so the new arrivals show.
    const later = await glance();
    expect(new Date(later.previousVisitAt!).getTime()).toBeCloseTo(twoHoursAgo, -4);
    expect(later.newSinceLastVisit).toBe(2);
    expect(later.waiting.find((entry) => entry.kind === "contact")?.count).toBe(2);
  });

  it("the next visit after another break starts counting from the end of this one", async () => {
    const ninetyMinutesAgo = new Date(Date.now() - 90 * 60_000);
    await database.db
      .update(contactSubmissions)
      .set({ createdAt: ninetyMinutesAgo })
      .where(eq(contactSubmissions.email, "mia@example.org"));
    await database.db
      .update(newsletterSubscribers)
      .set({ createdAt: ninetyMinutesAgo })
      .where(eq(newsletterSubscribers.email, "new@example.org"));
    await rewindLastVisit(1);
    const [before] = await database.db.select().from(adminVisits).where(eq(adminVisits.userId, adminId));
    const next = await glance();
    expect(new Date(next.previousVisitAt!).getTime()).toBe(before!.lastSeenAt.getTime());
    // Mia and the new subscriber arrived before that visit ended: seen then, not new now.
    expect(next.newSinceLastVisit).toBe(0);
    await database.db
      .insert(contactSubmissions)
      .values({ name: "Noor Ali", email: "noor@example.org", message: "Is the fair still on?" });
    expect((await glance()).newSinceLastVisit).toBe(1);
  });
});
