import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { request as httpRequest } from "node:http";
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { HtmlCache } from ".";
import { caches, closeAll, get, logger, nonceIn, rawGet, site } from "./test-site";

afterEach(closeAll);

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
});
