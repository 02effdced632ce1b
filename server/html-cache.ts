/**
 * An in-process cache of anonymous public pages (docs/architecture.md, 'Performance budgets', issue 9).
 *
 * - Only GET/HEAD document requests from visitors without a session, flash-toast or Academy
 *   unlock cookie are served from it or stored in it; admin, account, API and search URLs never.
 * - A page is stored only when it rendered completely with status 200, as HTML, without
 *   setting a cookie and without saying `private`/`no-store`.
 * - The CSP nonce the page was rendered with is replaced by the current request's nonce,
 *   so every response still carries a fresh nonce that matches its header.
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
}

/** Node's longest timer (about 24.8 days); a later date is re-checked when it fires. */
const MAX_TIMER_MS = 2_147_483_647;
/**
 * How long after a scheduled instant the cache empties: timers never fire early, but a render
 * that starts this late is sure to read a clock past the instant.
 */
const SCHEDULE_MARGIN_MS = 5;

interface Entry {
  status: number;
  headers: Record<string, string>;
  /** The page's bytes split where its nonce stood: a hit joins them around the new nonce. */
  parts: Buffer[];
  bytes: number;
  storedAt: number;
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

function splitAround(body: Buffer, nonce: string): Buffer[] {
  const marker = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let found = body.indexOf(marker); found !== -1; found = body.indexOf(marker, start)) {
    parts.push(body.subarray(start, found));
    start = found + marker.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function joinAround(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const marker = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(marker);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Session (better-auth, prefix "csn"), flash toast and Academy unlock cookies mark a personal page. */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?(?:csn[._]|toast=)/;
const NEVER_CACHED = /^\/(?:admin|admin-api|auth|api|search|media|healthz)(?:[/?.]|$)/;
const KEPT_HEADERS = ["content-type", "cache-control", "content-language", "vary", "link"];

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
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0, scheduledInvalidations: 0 };
  private publishTimer: ReturnType<typeof setTimeout> | undefined;
  private nextPublishAt: number | undefined;
  private refreshing = false;
  private refreshAgain = false;
  private closed = false;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxEntryBytes: number;
  private readonly maxBytes: number;
  private storedBytes = 0;

  constructor(private readonly options: HtmlCacheOptions) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxEntryBytes = options.maxEntryBytes ?? 512 * 1024;
    this.maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
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
    this.listening = false;
    await this.unsubscribe?.().catch(() => {});
  }

  get size() {
    return this.entries.size;
  }

  /** The bytes of every stored page together. */
  get bytes() {
    return this.storedBytes;
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
    this.storedBytes -= entry.bytes;
  }

  /** Express middleware: place after helmet (it sets the nonce's CSP) and compression. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (
        (req.method !== "GET" && req.method !== "HEAD") ||
        !this.listening ||
        isPersonalRequest(req.headers.cookie) ||
        !isCacheablePath(req.originalUrl)
      ) {
        return next();
      }
      const key = cacheKey(req.originalUrl);
      const nonce = res.locals.nonce as string;
      const hit = this.entries.get(key);
      if (hit && Date.now() - hit.storedAt < this.ttlMs) {
        this.stats.hits += 1;
        // Most recently used last, so the oldest entry is the first to go.
        this.entries.delete(key);
        this.entries.set(key, hit);
        res.status(hit.status).set(hit.headers).set("X-Cache", "HIT");
        res.end(req.method === "HEAD" ? undefined : joinAround(hit.parts, nonce));
        return;
      }
      if (hit) this.remove(key);
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
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    this.remove(key);
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.storedBytes + body.length > this.maxBytes)
    ) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(key, {
      status: 200,
      headers,
      parts: splitAround(Buffer.from(body), nonce),
      bytes: body.length,
      storedAt: Date.now(),
    });
    this.storedBytes += body.length;
    this.stats.stores += 1;
  }
}
