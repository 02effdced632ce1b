import express from "express";
import { createHash, randomBytes } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { contactSubmissions, newsItems } from "~/db/schema";
import { createTestDatabase } from "../tests/setup/database";
import { nextScheduledPublish } from "~/db/publishing";
import { getNewsPage } from "~/features/news/news.server";
import { todayInZone } from "~/utils/site-time";
import { parseDateTimeInput } from "~/utils/site-time-input";
import {
  cacheKey,
  canonicalKey,
  HtmlCache,
  inlineScriptHashes,
  isCacheablePath,
  isPersonalRequest,
  preferredEncoding,
} from "./html-cache";

const logger = pino({ level: "silent" });
const servers: Server[] = [];
const caches: HtmlCache[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
});

/**
 * A small site behind the cache, as the server puts it together: the front door answers hits,
 * Express renders (every render counts) and its scripts carry the request's nonce. The front door
 * passes on any request with an X-Forwarded-Host, as the server's does.
 */
async function site(cache: HtmlCache, { renderMs = 0 } = {}) {
  let renders = 0;
  let brokenRenders = 0;
  const headline = "Spring food drive";
  const app = express();
  const logLines: Record<string, unknown>[] = [];
  const accessLog = pino({ level: "info" }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    res.set("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce as string}'`);
    res.set("X-Frame-Options", "DENY");
    next();
  });
  app.use(cache.middleware());
  app.get("/broken", async (_req, res) => {
    brokenRenders += 1;
    await new Promise((resolve) => setTimeout(resolve, renderMs));
    res.locals.htmlCacheSkip = true;
    res.type("html").send("<!DOCTYPE html><html><body>We could not load the news.</body></html>");
  });
  // A long page (about 350 KB of varied text): Brotli at its best quality takes a good part of a second on it.
  app.get("/long-report", (_req, res) => {
    renders += 1;
    const words = Array.from({ length: 30_000 }, (_, i) => `neighbor${(i * 7919) % 10007}`);
    const script = `<script nonce="${res.locals.nonce as string}">hydrate()</script>`;
    res
      .type("html")
      .send(`<!DOCTYPE html><html><body><h1>${headline}</h1><p>${words.join(" ")}</p>${script}</body></html>`);
  });
  app.get("/signed-in", (_req, res) => {
    res.cookie("csn.session_token", "x").type("html").send("<!DOCTYPE html><html><body>Hi</body></html>");
  });
  app.get("/{*splat}", async (req, res) => {
    renders += 1;
    if (renderMs > 0) await new Promise((resolve) => setTimeout(resolve, renderMs));
    const nonce = res.locals.nonce as string;
    // As the site's pages do, the canonical link names only the parameters the page reads (here `page`).
    const url = new URL(req.originalUrl, "https://site.example");
    const page = url.searchParams.get("page");
    const canonical = `https://site.example${url.pathname}${page ? `?page=${page}` : ""}`;
    res.type("html");
    // Streamed in two writes, as React does.
    res.write(
      `<!DOCTYPE html><html><head><link rel="canonical" href="${canonical}"/></head><body><h1>${headline}</h1><script nonce="${nonce}">hydrate()</script>`,
    );
    res.end(`<p>${escape(req.originalUrl)}</p></body></html>`);
  });
  const listener = cache.frontDoor(app, {
    logger: accessLog,
    plainAddress: (req) => req.headers["x-forwarded-host"] === undefined,
    hitLogIntervalMs: 100,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(listener).listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders: () => renders, brokenRenders: () => brokenRenders, logLines };
}

async function get(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  return { response, html, csp, cache: response.headers.get("x-cache") };
}

/** A GET with exactly this Accept-Encoding, the body as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(url, { headers: { "accept-encoding": acceptEncoding, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

function escape(text: string) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
}

function nonceIn(html: string) {
  return /nonce="([^"]+)"/.exec(html)?.[1];
}

describe("the HTML cache for anonymous pages", () => {
  it("serves the second visit from memory, its inline scripts allowed by their hashes instead of a reused nonce", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base, renders } = await site(cache);

    const first = await get(`${base}/projects/library`);
    const second = await get(`${base}/projects/library`);
    expect(first.cache).toBe("MISS");
    expect(second.cache).toBe("HIT");
    expect(renders()).toBe(1);
    expect(second.html).toContain("Spring food drive");
    // The render's own answer keeps its fresh nonce; the stored page carries none, and its policy
    // allows exactly the page's script by its hash.
    expect(first.csp).toContain(`'nonce-${nonceIn(first.html)}'`);
    expect(nonceIn(second.html)).toBeUndefined();
    expect(second.csp).not.toContain("nonce-");
    const hash = createHash("sha256").update("hydrate()").digest("base64");
    expect(second.csp).toBe(`script-src 'sha256-${hash}'`);
    expect(second.response.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("sends a stored page as Brotli or gzip bytes made once, whichever the browser takes", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base, renders } = await site(cache);
    const plain = await get(`${base}/about`);
    await cache.settled();

    const br = await rawGet(`${base}/about`, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    const page = brotliDecompressSync(br.body).toString("utf8");
    expect(page).toContain("Spring food drive");
    expect(nonceIn(page)).toBeUndefined();

    const gz = await rawGet(`${base}/about`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString("utf8")).toBe(page);

    const none = await rawGet(`${base}/about`, "identity");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.toString("utf8")).toBe(page);
    expect(renders()).toBe(1);

    // Expired and rendered again with the same bytes: served compressed, not compressed again.
    const before = cache.stats.compressions;
    cache.clear();
    await get(`${base}/about`);
    await cache.settled();
    expect(cache.stats.compressions).toBe(before);
    expect((await rawGet(`${base}/about`, "br")).headers["content-encoding"]).toBe("br");
    expect(plain.cache).toBe("MISS");
  });

  it("makes a visitor who comes while a new page is being compressed wait for its Brotli bytes, not send it plain", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base, renders } = await site(cache);
    const first = await rawGet(`${base}/long-report`, "identity");
    const plainLength = first.body.length;
    expect(plainLength).toBeGreaterThan(300_000);

    // Asked for at once, while the stored copy is still being compressed.
    const [br, gz] = await Promise.all([
      rawGet(`${base}/long-report`, "gzip, deflate, br, zstd"),
      rawGet(`${base}/long-report`, "gzip"),
    ]);
    expect(br.headers["x-cache"]).toBe("HIT");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.length).toBeLessThan(plainLength / 4);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(renders()).toBe(1);
    expect(cache.stats.compressions).toBe(1);

    // A client that takes no encoding gets the plain page at once; all three are the same page.
    const plain = await rawGet(`${base}/long-report`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it("answers a hit before Express with the page's own headers and a request id, and counts it in the log", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base, renders, logLines } = await site(cache);
    await get(`${base}/about`);
    await cache.settled();

    const hit = await rawGet(`${base}/about`, "br");
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["x-frame-options"]).toBe("DENY");
    expect(hit.headers["content-type"]).toMatch(/^text\/html/);
    expect(hit.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(renders()).toBe(1);
    await rawGet(`${base}/about?utm_source=newsletter`, "gzip");
    // One line per interval with hits, each address's count in it.
    const counted = () =>
      logLines
        .filter((entry) => entry.msg === "pages served from the cache")
        .reduce((sum, entry) => sum + ((entry.cacheHits as Record<string, number>)["/about"] ?? 0), 0);
    await expect.poll(counted).toBe(2);

    // An address the front door does not vouch for goes through Express, which serves the same page.
    const passedOn = await rawGet(`${base}/about`, "br", { "x-forwarded-host": "elsewhere.example" });
    expect(passedOn.headers["x-cache"]).toBe("HIT");
    expect(passedOn.headers["x-request-id"]).toBeUndefined();
    expect(brotliDecompressSync(passedOn.body).equals(brotliDecompressSync(hit.body))).toBe(true);
    expect(renders()).toBe(1);

    const head = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const request = httpRequest(
        `${base}/about`,
        { method: "HEAD", headers: { "accept-encoding": "br" } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.headers));
        },
      );
      request.on("error", reject);
      request.end();
    });
    expect(head["x-cache"]).toBe("HIT");
    expect(Number(head["content-length"])).toBe(hit.body.length);
  });

  it("picks the encoding a client prefers, Brotli on a tie", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
  });

  it("hashes the scripts a browser runs, not JSON data or external files", () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script>one()</script>' +
      '<script type="module" async="">two()</script><script src="/x.js"></script><script>one()</script>';
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([hash("one()"), hash("two()")]);
  });

  it("keys pages by the query parameters they read, in any order", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base } = await site(cache);
    await get(`${base}/latest-news?page=2`);
    const other = await get(`${base}/latest-news?page=3`);
    expect(other.cache).toBe("MISS");
    expect(other.html).toContain("page=3");
    expect((await get(`${base}/latest-news?page=2`)).cache).toBe("HIT");
  });

  it("never stores a page under parameters it does not read, so made-up query strings cannot fill it", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base, renders } = await site(cache);
    const real = ["/", "/latest-news", "/latest-news?page=2", "/faq"];
    for (const path of real) await get(`${base}${path}`);
    await cache.settled();
    const stored = { size: cache.size, bytes: cache.bytes };
    expect(stored.size).toBe(real.length);

    // 5,000 distinct query strings: each is rendered (it could say anything), none is kept.
    const before = renders();
    for (let start = 0; start < 5_000; start += 100) {
      await Promise.all(
        Array.from({ length: 100 }, async (_, offset) => {
          const page = await get(`${base}/?x=${start + offset}`);
          expect(page.cache).toBe("MISS");
        }),
      );
    }
    expect(renders() - before).toBe(5_000);
    expect({ size: cache.size, bytes: cache.bytes }).toEqual(stored);
    for (const path of real) expect((await get(`${base}${path}`)).cache, path).toBe("HIT");
  });

  it("serves a link with tracking parameters the page's cached copy", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base, renders } = await site(cache);
    await get(`${base}/?utm_source=newsletter&utm_medium=email`);
    const plain = await get(`${base}/`);
    expect(plain.cache).toBe("HIT");
    expect((await get(`${base}/?fbclid=abc`)).cache).toBe("HIT");
    expect(renders()).toBe(1);
  });

  it("stays within its byte limit, dropping the least recently used pages", async () => {
    // About three pages, each kept plain and as Brotli and gzip.
    const cache = new HtmlCache({ logger, maxBytes: 2_000 });
    caches.push(cache);
    const { base } = await site(cache);
    for (let page = 2; page < 40; page += 1) {
      await get(`${base}/latest-news?page=${page}`);
      expect(cache.bytes).toBeLessThanOrEqual(2_000);
    }
    await cache.settled();
    expect(cache.bytes).toBeLessThanOrEqual(2_000);
    expect(cache.size).toBeGreaterThan(1);
    expect((await get(`${base}/latest-news?page=39`)).cache).toBe("HIT");
    expect((await get(`${base}/latest-news?page=2`)).cache).toBe("MISS");
  });

  it("never serves or stores pages for visitors with a session, a flash message or an Academy unlock", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base, renders } = await site(cache);
    for (const cookie of [
      "csn.session_token=abc",
      "__Secure-csn.session_token=abc",
      "toast=xyz",
      "csn_academy=unlock",
      "theme=dark; toast=1",
    ]) {
      const page = await get(`${base}/about`, cookie);
      expect(page.cache, cookie).toBeNull();
    }
    expect(renders()).toBe(5);
    expect((await get(`${base}/about`)).cache).toBe("MISS");
  });

  it("does not keep pages that set a cookie, failed to load their data, or expired", async () => {
    const cache = new HtmlCache({ logger, ttlMs: 50 });
    caches.push(cache);
    const { base } = await site(cache);
    await get(`${base}/signed-in`);
    expect((await get(`${base}/signed-in`)).cache).toBe("MISS");
    await get(`${base}/broken`);
    expect((await get(`${base}/broken`)).cache).toBe("MISS");

    await get(`${base}/faq`);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await get(`${base}/faq`)).cache).toBe("MISS");
  });

  it("renders a page once for visitors who ask for it at the same moment, and answers them all from that render", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base, renders } = await site(cache, { renderMs: 150 });

    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${base}/campaigns/winter-coats`)));
    expect(renders()).toBe(1);
    expect(answers.every(({ response }) => response.status === 200)).toBe(true);
    expect(answers.every(({ html }) => html.includes("Spring food drive"))).toBe(true);
    expect(answers.filter(({ cache }) => cache === "MISS")).toHaveLength(1);
    expect(answers.filter(({ cache }) => cache === "HIT")).toHaveLength(19);
    expect(cache.stats.sharedRenders).toBe(19);
    // Each waiting visitor still gets an answer of their own.
    expect(new Set(answers.map(({ response }) => response.headers.get("x-request-id"))).size).toBe(20);
  });

  it("renders for each waiting visitor when the page being rendered is not one it keeps", async () => {
    const cache = new HtmlCache({ logger });
    caches.push(cache);
    const { base, brokenRenders } = await site(cache, { renderMs: 100 });

    const answers = await Promise.all(Array.from({ length: 5 }, () => get(`${base}/broken`)));
    expect(brokenRenders()).toBe(5);
    expect(answers.every(({ html }) => html.includes("We could not load the news."))).toBe(true);
  });

  it("stops waiting for a slow render after its limit and renders for the waiting visitors too", async () => {
    const cache = new HtmlCache({ logger, renderWaitMs: 30 });
    caches.push(cache);
    const { base, renders } = await site(cache, { renderMs: 200 });

    const answers = await Promise.all(Array.from({ length: 3 }, () => get(`${base}/news`)));
    expect(renders()).toBe(3);
    expect(answers.every(({ response, html }) => response.status === 200 && html.includes("Spring food drive"))).toBe(
      true,
    );
  });

  it("keeps at most its limit of pages, dropping the least recently used", async () => {
    const cache = new HtmlCache({ logger, maxEntries: 2 });
    caches.push(cache);
    const { base } = await site(cache);
    await get(`${base}/a`);
    await get(`${base}/b`);
    await get(`${base}/a`);
    await get(`${base}/c`);
    expect(cache.size).toBe(2);
    expect((await get(`${base}/a`)).cache).toBe("HIT");
    expect((await get(`${base}/b`)).cache).toBe("MISS");
  });

  it("knows which requests are personal and which paths are never cached", () => {
    expect(isPersonalRequest(undefined)).toBe(false);
    expect(isPersonalRequest("other=1")).toBe(false);
    expect(isPersonalRequest("a=1; csn.session_token=x")).toBe(true);
    expect(isCacheablePath("/admin")).toBe(false);
    expect(isCacheablePath("/admin/news?page=2")).toBe(false);
    expect(isCacheablePath("/auth?mode=signup")).toBe(false);
    expect(isCacheablePath("/search?q=food")).toBe(false);
    expect(isCacheablePath("/latest-news.data")).toBe(false);
    expect(isCacheablePath("/favicon.ico")).toBe(false);
    expect(isCacheablePath("/administrators-guide")).toBe(true);
    expect(isCacheablePath("/news/6b1c")).toBe(true);
  });

  it("makes keys from the parameters that matter and reads a page's canonical address", () => {
    expect(cacheKey("/projects/library?page=2&category=business")).toBe("/projects/library?category=business&page=2");
    expect(cacheKey("/?utm_source=news&gclid=1")).toBe("/");
    expect(cacheKey("/donate?project=Baby%20Cam")).toBe("/donate?project=Baby+Cam");
    expect(canonicalKey('<link rel="canonical" href="https://x.org/latest-news?category=events&amp;page=2"/>')).toBe(
      "/latest-news?category=events&page=2",
    );
    expect(canonicalKey("<title>No canonical</title>")).toBeUndefined();
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const story = (title: string) => ({
  title,
  description: "A short summary.",
  content: "<p>Body</p>",
  category: "Community",
});

describe(`the HTML cache, emptied by the database's own writes (${process.env.TEST_DB_KIND})`, () => {
  it("a committed write to a content table empties it, whatever made it; private tables and rolled-back writes do not", async () => {
    const database = await createTestDatabase();
    try {
      const cache = new HtmlCache({ logger, listen: database.listen });
      caches.push(cache);
      await cache.start();
      const { base } = await site(cache);
      await get(`${base}/latest-news`);
      expect((await get(`${base}/latest-news`)).cache).toBe("HIT");
      const before = cache.stats.invalidations;

      // A visitor's message (a private table) and a write that was rolled back change no page.
      await database.db.insert(contactSubmissions).values({ name: "Ivy", email: "ivy@example.org", message: "Hello" });
      await database.db
        .transaction(async (tx) => {
          await tx.insert(newsItems).values(story("Never published"));
          tx.rollback();
        })
        .catch(() => {});
      await sleep(100);
      expect((await get(`${base}/latest-news`)).cache).toBe("HIT");

      // A story written straight to the table, as a script or another process would.
      await database.db.insert(newsItems).values(story("Coat drive"));
      await expect.poll(() => cache.stats.invalidations, { timeout: 5_000 }).toBe(before + 1);
      expect((await get(`${base}/latest-news`)).cache).toBe("MISS");
      // Notifications arrive in commit order: had the earlier writes announced themselves, they
      // would have been counted before this one.
      expect(cache.stats.invalidations).toBe(before + 1);
    } finally {
      await database.close();
    }
  });
});

describe(`the HTML cache and scheduled publishing (${process.env.TEST_DB_KIND})`, () => {
  it("serves a story scheduled a moment ahead as soon as its time comes, with no write to announce it", async () => {
    const database = await createTestDatabase();
    try {
      const zone = "America/New_York";
      const cache = new HtmlCache({
        logger,
        listen: database.listen,
        nextScheduledAt: () => {
          const now = new Date();
          return nextScheduledPublish(database.db, {
            now,
            today: todayInZone(zone, now),
            startOfDay: (day) => parseDateTimeInput(day, zone),
          });
        },
      });
      caches.push(cache);
      await cache.start();
      // The news page as the site renders it: the live stories, read at request time.
      const app = express();
      app.use((_req, res, next) => {
        res.locals.nonce = randomBytes(16).toString("base64");
        next();
      });
      app.use(cache.middleware());
      app.get("/latest-news", async (_req, res) => {
        const page = await getNewsPage(database.db, { categorySlug: null, page: 1 });
        const titles = page.featured.map((item) => `<li>${escape(item.title)}</li>`).join("");
        res.type("html").send(`<!DOCTYPE html><html><body><ul>${titles}</ul></body></html>`);
      });
      const server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
      });
      servers.push(server);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest-news`;

      const publishAt = new Date(Date.now() + 1500);
      await database.db
        .insert(newsItems)
        .values({ ...story("Scheduled lantern walk"), isPublished: true, publishedDate: publishAt });
      // The write empties the cache and tells it when the story is due.
      await expect.poll(() => cache.nextScheduledInvalidation?.getTime(), { timeout: 5_000 }).toBe(publishAt.getTime());
      expect((await get(url)).html).not.toContain("Scheduled lantern walk");
      const cached = await get(url);
      expect(cached.cache).toBe("HIT");
      expect(cached.html).not.toContain("Scheduled lantern walk");
      const writes = cache.stats.invalidations;

      let seenAt = 0;
      await expect
        .poll(
          async () => {
            const page = await get(url);
            if (page.html.includes("Scheduled lantern walk")) seenAt = Date.now();
            return page.html.includes("Scheduled lantern walk");
          },
          { timeout: 5_000, interval: 20 },
        )
        .toBe(true);
      // Emptied once, by its timer, not by a write; and within moments of the date, not the 60 s lifetime.
      expect(cache.stats.scheduledInvalidations).toBe(1);
      expect(cache.stats.invalidations).toBe(writes + 1);
      expect(seenAt - publishAt.getTime()).toBeLessThan(1_000);
      // Nothing else is scheduled now.
      await expect.poll(() => cache.nextScheduledInvalidation, { timeout: 5_000 }).toBeUndefined();
      expect((await get(url)).cache).toBe("HIT");
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND === "postgres")("the HTML cache with several processes on PostgreSQL", () => {
  it("a content write made through any connection empties every process's cache", async () => {
    const database = await createTestDatabase();
    const processes = await Promise.all([1, 2].map(() => openDatabase({ kind: "postgres", url: database.url! })));
    try {
      const [one, two] = processes.map((process) => new HtmlCache({ logger, listen: process.listen }));
      caches.push(one!, two!);
      await Promise.all([one!.start(), two!.start()]);
      const sites = await Promise.all([site(one!), site(two!)]);
      for (const { base } of sites) {
        await get(`${base}/completed-campaigns`);
        expect((await get(`${base}/completed-campaigns`)).cache).toBe("HIT");
      }

      await processes[0]!.db.insert(newsItems).values(story("Written by process one"));
      await expect.poll(() => [one!.size, two!.size], { timeout: 5_000 }).toEqual([0, 0]);
      for (const { base } of sites) expect((await get(`${base}/completed-campaigns`)).cache).toBe("MISS");
    } finally {
      await Promise.all(caches.splice(0).map((cache) => cache.close()));
      await Promise.all(processes.map((process) => process.close()));
      await database.close();
    }
  });

  it("pauses while its LISTEN connection is down, and serves again once it is back", async () => {
    const database = await createTestDatabase();
    const cache = new HtmlCache({ logger, listen: database.listen });
    caches.push(cache);
    try {
      await cache.start();
      const { base } = await site(cache);
      await get(`${base}/faq`);
      expect((await get(`${base}/faq`)).cache).toBe("HIT");
      // The listening connection is ended by the server (as a restart or failover would).
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await expect.poll(async () => (await get(`${base}/faq`)).cache, { timeout: 5_000 }).toBeNull();
      await expect.poll(async () => (await get(`${base}/faq`)).cache, { timeout: 10_000 }).toBe("HIT");
    } finally {
      await Promise.all(caches.splice(0).map((entry) => entry.close()));
      await database.close();
    }
  });
});
