/**
 * An in-process cache of anonymous public pages (docs/architecture.md, 'Performance budgets', issue 9).
 *
 * - Only GET/HEAD document requests from visitors without a session, flash-toast or Academy
 *   unlock cookie are served from it or stored in it; admin, account, API and search URLs never.
 * - A page is stored only when it rendered completely with status 200, as HTML, without
 *   setting a cookie and without saying `private`/`no-store`.
 * - A stored page is sent as stored: its Brotli and gzip bytes are made once, off the main
 *   thread, and a hit costs a lookup and a write (issue 20). So the bytes cannot carry a
 *   per-request CSP nonce: the render's nonce is taken out of the stored page, and a hit's
 *   policy allows the page's own inline scripts by their SHA-256 hashes instead (with
 *   'strict-dynamic', as the nonce was, so the scripts they load still run). A rendered
 *   response keeps its fresh nonce. Compressed bytes are kept per address while the page's
 *   bytes stay the same, so a page that expires and renders unchanged is not compressed again.
 * - Every committed write to a content table empties the cache: a trigger announces it on the
 *   `content_changed` channel (drizzle/0004), which this cache LISTENs to through the database
 *   (PGlite in this process, or PostgreSQL, where every process hears every other's writes).
 *   Whatever made the write (an admin form, a `.data` request, a script) does not matter.
 *   Until the subscription is ready, and while a PostgreSQL LISTEN connection is down, the
 *   cache is off, since writes could go unseen.
 * - Entries also expire after `ttlMs`, so time-dependent text (a countdown, "today")
 *   is never older than that.
 * - Scheduled publishing (issue 18, ADR 0012): an item whose publish date is still ahead goes
 *   live by time passing, with no write to announce it. `nextScheduledAt` tells the cache the
 *   earliest such moment; the cache empties itself then (a timer, re-armed after every
 *   invalidation), so the first request after that instant renders the page with the item.
 * - The key is the path and the query the page reads: a page asked for with a query is stored
 *   only when its canonical link (which names exactly the parameters that change what it shows,
 *   app/utils/seo.ts) is the request's own address. `/?x=1`, `/?x=2` … are rendered but never
 *   stored, so a flood of made-up query strings can neither grow memory nor push real pages out.
 *   Tracking parameters (utm_*, fbclid …) are left out of the key, so a newsletter link is
 *   served the cached page.
 * - The cache is bounded in entries and in bytes; the least recently used entry goes first.
 */
import type { NextFunction, Request, Response } from "express";
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { Database } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";

export const CONTENT_CHANGED_CHANNEL = "content_changed";

export interface HtmlCacheOptions {
  logger: Logger;
  /** The database whose content_changed notifications empty the cache (none: only `clear()` does). */
  listen?: Database["listen"];
  ttlMs?: number;
  maxEntries?: number;
  maxEntryBytes?: number;
  /** All entries together; the least recently used go first past it. */
  maxBytes?: number;
  /**
   * The next moment a scheduled item goes live (null: nothing scheduled). Asked at start and
   * after every invalidation; the cache empties itself at that moment.
   */
  nextScheduledAt?: () => Promise<Date | null>;
  /**
   * How long a visitor who asked for a page already being rendered waits for that render's
   * stored copy before the page is rendered for them too (see `frontDoor`).
   */
  renderWaitMs?: number;
}

/** Visitors waiting for one page's render at most; more than that are rendered for as usual. */
const MAX_WAITING_PER_PAGE = 1_000;

/** A render of a page that other visitors of the same address are waiting for. */
interface Flight {
  waiting: { req: IncomingMessage; res: ServerResponse }[];
  next: RequestListener;
  timer: ReturnType<typeof setTimeout>;
}

/** Node's longest timer (about 24.8 days); a later date is re-checked when it fires. */
const MAX_TIMER_MS = 2_147_483_647;
/**
 * How long after a scheduled instant the cache empties: timers never fire early, but a render
 * that starts this late is sure to read a clock past the instant.
 */
const SCHEDULE_MARGIN_MS = 5;

/** A page's bytes as stored, and once compressed (a few milliseconds after it is stored) as Brotli and gzip. */
interface Encoded {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Settles when the Brotli and gzip bytes are made (or could not be); set while they are being made. */
  compressing?: Promise<void>;
}

interface Entry {
  status: number;
  /**
   * The render's own headers as a flat name, value list (the security headers, the type, the
   * cache policy …), with the policy that names the page's script hashes: what a hit repeats.
   */
  headers: string[];
  body: Encoded;
  storedAt: number;
  /** What a hit sends in each encoding, made on its first hit: see `hitHeaders`. */
  answers: Partial<Record<"br" | "gzip" | "identity", string[]>>;
}

/** Headers that belong to one response or to its encoding: a hit makes its own. */
const PER_RESPONSE_HEADERS = new Set([
  "date",
  "x-request-id",
  "x-cache",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "server-timing",
  "set-cookie",
  "connection",
  "keep-alive",
  "etag",
  "vary",
]);

/**
 * Brotli quality for stored pages. On the home page (170 KB with its styles, ADR 0017) quality 11
 * made 23.7 KB in 232 ms of CPU, quality 9 makes 25.9 KB in 45 ms: every store after a content
 * change pays it, on two cores shared with rendering, for 2.2 KB (about 11 ms at 1.6 Mbps).
 */
const CACHE_BROTLI_QUALITY = 9;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encodedBytes = (body: Encoded) => body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

/**
 * Which stored encoding to send for an Accept-Encoding header: Brotli where the client takes it
 * at least as gladly as gzip (browsers list both with no weights), then gzip, else the plain bytes.
 */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | "identity" {
  if (!header) return "identity";
  // What browsers send ("gzip, deflate, br, zstd"): no weights, so no parsing.
  if (!header.includes(";") && !header.includes("*")) {
    if (/(?:^|[\s,])br(?:$|[\s,])/i.test(header)) return "br";
    return /(?:^|[\s,])gzip(?:$|[\s,])/i.test(header) ? "gzip" : "identity";
  }
  const weights = new Map<string, number>();
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/** The client's preferred encoding if the page has it, else the plain bytes. */
function encodingFor(hit: Entry, wanted: "br" | "gzip" | "identity"): "br" | "gzip" | "identity" {
  return hit.body[wanted] ? wanted : "identity";
}

/**
 * A hit's headers in one encoding: the render's own, the cache's, the encoding and length, and a
 * last slot for the request id. Made once per entry and encoding rather than on every hit, as a
 * hit's whole cost is a few microseconds (issue 20).
 */
function hitHeaders(hit: Entry, encoding: "br" | "gzip" | "identity", length: number): string[] {
  let headers = hit.answers[encoding];
  if (!headers) {
    headers = [...hit.headers, "X-Cache", "HIT", "Vary", "Accept-Encoding"];
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    headers.push("Content-Length", String(length), "X-Request-Id", "");
    hit.answers[encoding] = headers;
  }
  return headers;
}

/** Script types a browser runs (anything else in a script tag, such as JSON-LD, is data). */
const RUNNABLE_SCRIPT_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of a page's inline scripts, in the order they appear. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? "";
    if (!RUNNABLE_SCRIPT_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Parameters that links carry for analytics; no page reads them. */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The cache key of an address: its path and query, tracking parameters left out and the rest
 * in name order (a page reads parameters by name, so their order changes nothing).
 */
export function cacheKey(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const pathname = url.slice(0, mark);
  const kept = [...new URLSearchParams(url.slice(mark + 1))]
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}

const CANONICAL_LINK = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/;

/** The cache key of the canonical address a rendered page names in its head, if any. */
export function canonicalKey(html: string): string | undefined {
  const href = CANONICAL_LINK.exec(html)?.[1];
  if (href === undefined) return undefined;
  try {
    const url = new URL(href.replaceAll("&amp;", "&"));
    return cacheKey(url.pathname + url.search);
  } catch {
    return undefined;
  }
}

/** The page without its render's nonce attributes; undefined when the nonce also stands anywhere else. */
function withoutNonce(body: Buffer, nonce: string): Buffer | undefined {
  if (!nonce) return body;
  const html = body.toString("utf8").replaceAll(` nonce="${nonce}"`, "");
  return html.includes(nonce) ? undefined : Buffer.from(html, "utf8");
}

/** Session (better-auth, prefix "csn"), flash toast and Academy unlock cookies mark a personal page. */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?(?:csn[._]|toast=)/;
const NEVER_CACHED = /^\/(?:admin|admin-api|auth|api|search|media|healthz)(?:[/?.]|$)/;

export function isPersonalRequest(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader && PERSONAL_COOKIE.test(cookieHeader));
}

export function isCacheablePath(url: string): boolean {
  if (NEVER_CACHED.test(url)) return false;
  // React Router's data requests (client navigation) and files are not documents.
  const pathname = url.split("?", 1)[0]!;
  return !pathname.endsWith(".data") && !/\.[a-z0-9]{2,5}$/i.test(pathname);
}

export class HtmlCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening: boolean;
  private unsubscribe: (() => Promise<void>) | undefined;
  readonly stats = {
    hits: 0,
    misses: 0,
    stores: 0,
    compressions: 0,
    invalidations: 0,
    scheduledInvalidations: 0,
    /** Visitors answered with a page another visitor's render stored while they waited. */
    sharedRenders: 0,
  };
  /** Renders under way at the front door, by key, with the visitors waiting for them. */
  private readonly flights = new Map<string, Flight>();
  private countHit: ((key: string) => void) | undefined;
  private publishTimer: ReturnType<typeof setTimeout> | undefined;
  private hitReport: ReturnType<typeof setInterval> | undefined;
  private reportHits: (() => void) | undefined;
  private nextPublishAt: number | undefined;
  private refreshing = false;
  private refreshAgain = false;
  private closed = false;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxEntryBytes: number;
  private readonly maxBytes: number;
  private readonly renderWaitMs: number;
  private storedBytes = 0;
  /**
   * The last compressed bytes of each address (least recently stored first), kept across
   * invalidations and expiry so a page that renders the same bytes again reuses them.
   */
  private readonly compressed = new Map<string, Encoded>();
  private compressedBytes = 0;
  private readonly compressions = new Set<Promise<void>>();

  constructor(private readonly options: HtmlCacheOptions) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxEntryBytes = options.maxEntryBytes ?? 512 * 1024;
    this.maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
    this.renderWaitMs = options.renderWaitMs ?? 5_000;
    this.listening = !options.listen;
  }

  /** Subscribes to content changes; resolves once tried (never throws: the cache stays off). */
  async start(): Promise<void> {
    this.refreshSchedule();
    if (!this.options.listen) return;
    try {
      this.unsubscribe = await this.options.listen(CONTENT_CHANGED_CHANNEL, {
        onNotify: () => this.clear(),
        onReady: () => {
          // Anything written while we were not listening is unknown: start empty.
          this.clear();
          this.listening = true;
        },
        onLost: () => {
          this.listening = false;
          this.clear();
          this.options.logger.warn("html cache: lost the LISTEN connection; caching paused until it is back");
        },
      });
    } catch (error) {
      this.options.logger.error(
        { err: error },
        "html cache: could not subscribe to content changes; caching stays off",
      );
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.publishTimer);
    clearInterval(this.hitReport);
    this.reportHits?.();
    this.listening = false;
    await this.unsubscribe?.().catch(() => {});
  }

  get size() {
    return this.entries.size;
  }

  /** The bytes of every stored page together, in every encoding kept. */
  get bytes() {
    return this.storedBytes;
  }

  /** Resolves once every compression under way has finished (tests, and the bench's warm-up). */
  async settled(): Promise<void> {
    while (this.compressions.size > 0) await Promise.all(this.compressions);
  }

  clear() {
    this.generation += 1;
    this.stats.invalidations += 1;
    this.entries.clear();
    this.storedBytes = 0;
    // A write may have scheduled, moved or published something: ask again when the next one is due.
    this.refreshSchedule();
  }

  /** When the cache next empties itself for a scheduled item (undefined: nothing scheduled). */
  get nextScheduledInvalidation(): Date | undefined {
    return this.nextPublishAt === undefined ? undefined : new Date(this.nextPublishAt);
  }

  /** Asks for the next scheduled publish time and arms the timer; a burst of calls asks once more at most. */
  private refreshSchedule() {
    const ask = this.options.nextScheduledAt;
    if (!ask || this.closed) return;
    if (this.refreshing) {
      this.refreshAgain = true;
      return;
    }
    this.refreshing = true;
    void (async () => {
      try {
        let next: Date | null;
        do {
          this.refreshAgain = false;
          next = await ask();
        } while (this.refreshAgain && !this.closed);
        this.armPublishTimer(next);
      } catch (error) {
        // Entries still expire after ttlMs, so a scheduled item shows up at most that late.
        this.options.logger.error({ err: error }, "html cache: could not read the next scheduled publish time");
      } finally {
        this.refreshing = false;
      }
    })();
  }

  private armPublishTimer(next: Date | null) {
    clearTimeout(this.publishTimer);
    this.publishTimer = undefined;
    this.nextPublishAt = next ? next.getTime() : undefined;
    if (this.nextPublishAt === undefined || this.closed) return;
    const due = this.nextPublishAt;
    const delay = Math.min(Math.max(due - Date.now() + SCHEDULE_MARGIN_MS, 0), MAX_TIMER_MS);
    this.publishTimer = setTimeout(() => {
      this.publishTimer = undefined;
      if (Date.now() >= due) {
        this.stats.scheduledInvalidations += 1;
        this.clear();
      } else {
        this.refreshSchedule();
      }
    }, delay);
    // The timer never keeps the process alive on its own.
    this.publishTimer.unref?.();
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.storedBytes -= encodedBytes(entry.body);
  }

  /** A GET or HEAD of a page, by a visitor without a personal cookie, while the cache is on. */
  private eligible(method: string | undefined, url: string, cookie: string | undefined): boolean {
    return (
      (method === "GET" || method === "HEAD") && this.listening && !isPersonalRequest(cookie) && isCacheablePath(url)
    );
  }

  /** The stored page for a key while it is fresh (an expired one is dropped). */
  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt < this.ttlMs) return entry;
    this.remove(key);
    return undefined;
  }

  /**
   * Sends a stored page in the encoding the client prefers. A page stored a moment ago is still
   * being compressed: the visitor waits for those bytes (a few hundred milliseconds at most, once
   * per page) rather than getting the plain page, six to seven times larger, on what may be a slow
   * phone. Compressing it on the way for each of them instead flooded the thread pool that was
   * making the stored bytes (a lesson page served 541 req/s in the bench instead of thousands).
   */
  private answer(req: IncomingMessage, res: ServerResponse, key: string, hit: Entry, requestId?: string) {
    const wanted = preferredEncoding(req.headers["accept-encoding"]);
    const pending = wanted === "identity" || hit.body[wanted] ? undefined : hit.body.compressing;
    if (!pending) return this.send(req, res, key, hit, encodingFor(hit, wanted), requestId);
    void pending.then(() => {
      if (!res.destroyed && !res.headersSent) this.send(req, res, key, hit, encodingFor(hit, wanted), requestId);
    });
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    hit: Entry,
    encoding: "br" | "gzip" | "identity",
    requestId?: string,
  ) {
    this.stats.hits += 1;
    // Most recently used last, so the oldest entry is the first to go.
    this.entries.delete(key);
    this.entries.set(key, hit);
    const body = encoding === "identity" ? hit.body.identity : hit.body[encoding]!;
    const headers = hitHeaders(hit, encoding, body.length);
    // Sent as they are: the compression middleware leaves an answer marked X-Cache: HIT alone (server/app.ts).
    if (requestId) {
      // Node reads the list while writing the head and keeps none of it, so one list serves every hit.
      headers[headers.length - 1] = requestId;
      res.writeHead(hit.status, headers);
    } else {
      // Passed on through Express, whose request-id middleware has set the header already.
      res.writeHead(hit.status, headers.slice(0, -2));
    }
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * The request listener in front of Express: a repeat visit to a stored page is answered here,
   * a lookup and one write, with the headers the page was rendered with (issue 20: through
   * Express's middleware the same answer cost ten times as much). Anything else (a miss, an
   * address that needs checking) goes on to `next`.
   *
   * A page is rendered once however many visitors ask for it at the same moment: while one
   * render of an address is under way, other GETs of it wait for its stored copy (up to
   * `renderWaitMs`). Without this, every visitor of a popular page that had just expired went on
   * to render it, queued behind one another, and the last ones got the overload guard's 503
   * (issue 20's bench: cached p99 1.3 s and dozens of 503s at each expiry). If the render stores
   * nothing (an error, a page that is never kept) the waiting visitors are rendered for as usual.
   *
   * Hits are counted, not logged one by one: a log line cost about a third of a hit (measured
   * with wrk, issue 20). Every `hitLogIntervalMs` in which there were hits, one line says how
   * many each address had. Everything else is logged per request by the request logger.
   */
  frontDoor(
    next: RequestListener,
    options: {
      logger: Logger;
      /** Whether Express would take this request's address as it is (see server/app.ts). */
      plainAddress(req: IncomingMessage): boolean;
      hitLogIntervalMs?: number;
    },
  ): RequestListener {
    const interval = options.hitLogIntervalMs ?? 10_000;
    let counts = new Map<string, number>();
    let total = 0;
    const report = () => {
      if (total === 0) return;
      options.logger.info(
        { cacheHits: Object.fromEntries(counts), total, seconds: interval / 1000 },
        "pages served from the cache",
      );
      counts = new Map();
      total = 0;
    };
    clearInterval(this.hitReport);
    this.hitReport = setInterval(report, interval);
    this.hitReport.unref?.();
    this.reportHits = report;
    this.countHit = (key) => {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      total += 1;
    };
    return (req, res) => {
      const url = req.url ?? "/";
      const headers = req.headers;
      if (!this.eligible(req.method, url, headers.cookie) || !options.plainAddress(req)) return next(req, res);
      const key = cacheKey(url);
      const hit = this.fresh(key);
      if (!hit) {
        if (req.method !== "GET") return next(req, res);
        const flight = this.flights.get(key);
        if (!flight) return this.render(key, req, res, next);
        if (flight.waiting.length >= MAX_WAITING_PER_PAGE) return next(req, res);
        flight.waiting.push({ req, res });
        return;
      }
      this.answer(req, res, key, hit, randomUUID());
      this.countHit?.(key);
    };
  }

  /** Passes a miss on to be rendered, and holds the visitors who ask for the same page meanwhile. */
  private render(key: string, req: IncomingMessage, res: ServerResponse, next: RequestListener) {
    const flight: Flight = {
      waiting: [],
      next,
      timer: setTimeout(() => this.land(key, flight), this.renderWaitMs),
    };
    flight.timer.unref?.();
    this.flights.set(key, flight);
    // A stored page lands the flight at once (see `store`); this is for a render that stored nothing.
    res.once("close", () => this.land(key, flight));
    next(req, res);
  }

  /** Answers the visitors waiting for a render: from the stored page if there is one now, otherwise by rendering. */
  private land(key: string, flight: Flight) {
    if (this.flights.get(key) !== flight) return;
    this.flights.delete(key);
    clearTimeout(flight.timer);
    const hit = this.fresh(key);
    for (const { req, res } of flight.waiting) {
      if (res.destroyed || res.headersSent) continue;
      if (hit) {
        this.stats.sharedRenders += 1;
        this.answer(req, res, key, hit, randomUUID());
        this.countHit?.(key);
      } else {
        flight.next(req, res);
      }
    }
  }

  /** Express middleware: stores what renders, and answers the hits the front door passed on. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!this.eligible(req.method, req.originalUrl, req.headers.cookie)) return next();
      const key = cacheKey(req.originalUrl);
      const nonce = res.locals.nonce as string;
      const hit = this.fresh(key);
      if (hit) {
        this.answer(req, res, key, hit);
        return;
      }
      this.stats.misses += 1;
      if (req.method === "HEAD") return next();
      this.capture(key, nonce, res);
      res.set("X-Cache", "MISS");
      next();
    };
  }

  private capture(key: string, nonce: string, res: Response) {
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let bytes = 0;
    let tooBig = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      if (bytes > this.maxEntryBytes) {
        tooBig = true;
        chunks.length = 0;
      } else {
        chunks.push(buffer);
      }
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const result = end(chunk, ...rest);
      if (!tooBig && res.locals.htmlCacheSkip !== true) this.store(key, nonce, res, generation, Buffer.concat(chunks));
      return result;
    }) as Response["end"];
  }

  private store(key: string, nonce: string, res: Response, generation: number, body: Buffer) {
    if (generation !== this.generation || !this.listening) return;
    if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return;
    const contentType = String(res.getHeader("content-type") ?? "");
    if (!contentType.startsWith("text/html")) return;
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    if (/private|no-store/i.test(cacheControl)) return;
    // The render must have finished: a document that stopped early is never stored.
    if (!body.subarray(-64).toString("utf8").trimEnd().endsWith("</html>")) return;
    // With a query, only a page whose canonical address is this one: other parameters are made up
    // or change no more than the page's own state, and storing them would let anyone fill the
    // cache. A bare path is a page of its own (its canonical may add a default, as the library's does).
    if (key.includes("?") && canonicalKey(body.subarray(0, 64 * 1024).toString("utf8")) !== key) return;
    // The stored bytes leave out the render's nonce; the hit's policy names the scripts' hashes.
    const identity = withoutNonce(body, nonce);
    if (!identity) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
      let text = Array.isArray(value) ? value.join(", ") : String(value);
      if (name === "content-security-policy") {
        const hashes = inlineScriptHashes(identity.toString("utf8"));
        const nonceSource = `'nonce-${nonce}'`;
        if (!text.includes(nonceSource) || hashes.length === 0) return;
        text = text.replace(nonceSource, hashes.join(" "));
      }
      headers.push(name, text);
    }
    const previous = this.compressed.get(key);
    const encoded: Encoded = previous?.identity.equals(identity) ? previous : { identity };
    const bytes = encodedBytes(encoded);
    this.remove(key);
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.storedBytes + bytes > this.maxBytes)
    ) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(key, { status: 200, headers, body: encoded, storedAt: Date.now(), answers: {} });
    this.storedBytes += bytes;
    this.remember(key, encoded);
    if (!encoded.br && !encoded.compressing) this.compress(key, encoded);
    this.stats.stores += 1;
    const flight = this.flights.get(key);
    if (flight) this.land(key, flight);
  }

  /** Keeps a page's bytes as the last of its address (most recent last), within the cache's own bounds. */
  private remember(key: string, encoded: Encoded) {
    const earlier = this.compressed.get(key);
    if (earlier) {
      this.compressed.delete(key);
      this.compressedBytes -= encodedBytes(earlier);
    }
    this.compressed.set(key, encoded);
    this.compressedBytes += encodedBytes(encoded);
    this.trimCompressed();
  }

  private trimCompressed() {
    while (
      this.compressed.size > 1 &&
      (this.compressed.size > this.maxEntries || this.compressedBytes > this.maxBytes)
    ) {
      const [oldest, value] = this.compressed.entries().next().value!;
      this.compressed.delete(oldest);
      this.compressedBytes -= encodedBytes(value);
    }
  }

  /**
   * Makes a stored page's Brotli and gzip bytes on libuv's thread pool, so the
   * event loop keeps answering meanwhile; done once per address for as long as its bytes stay the same.
   */
  private compress(key: string, encoded: Encoded) {
    this.stats.compressions += 1;
    const source = encoded.identity;
    const work = (async () => {
      try {
        const [br, gz] = await Promise.all([
          brotliAsync(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: CACHE_BROTLI_QUALITY,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: 9 }),
        ]);
        const added = br.length + gz.length;
        encoded.br = br;
        encoded.gzip = gz;
        // The bytes now count wherever this page is held, and push older pages out past the limit.
        if (this.entries.get(key)?.body === encoded) {
          this.storedBytes += added;
          while (this.entries.size > 1 && this.storedBytes > this.maxBytes) {
            this.remove(this.entries.keys().next().value!);
          }
        }
        if (this.compressed.get(key) === encoded) {
          this.compressedBytes += added;
          this.trimCompressed();
        }
      } catch (error) {
        // The page still goes out, plain (hits skip the compression middleware); the next store
        // of the same bytes tries again, as `compressing` is cleared below.
        this.options.logger.error({ err: error }, "html cache: could not compress a page");
      } finally {
        encoded.compressing = undefined;
      }
    })();
    encoded.compressing = work;
    this.compressions.add(work);
    void work.finally(() => this.compressions.delete(work));
  }
}
