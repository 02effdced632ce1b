/**
 * An in-process cache of anonymous public pages (docs/architecture.md, 'Performance budgets',
 * issue 9), in pieces that each do one job:
 *
 * - ./store.ts keeps the pages, bounded in entries and bytes (least recently used first to go),
 *   each for `ttlMs` so time-dependent text (a countdown, "today") is never older than that,
 *   with Brotli and gzip bytes made once, off the main thread (./encoding.ts; issue 20).
 * - ./invalidation.ts empties it: on every committed content write (the database's
 *   `content_changed` notifications, ADR 0006) and when a scheduled item goes live (ADR 0012);
 *   until the subscription is ready, and while a PostgreSQL LISTEN connection is down, the
 *   cache is off.
 * - ./http.ts is the only place a stored page is answered: before Express (`frontDoor`, with
 *   one render per page however many visitors ask at once) and in it (`middleware`, which also
 *   stores what renders, ./capture.ts).
 * - ./keys.ts says which requests qualify and their key: the path and the query the page reads.
 *   A page asked for with a query is stored only when its canonical link (app/utils/seo.ts) is
 *   the request's own address, so made-up query strings can neither grow memory nor push real
 *   pages out; tracking parameters (utm_*, fbclid …) are left out of the key.
 * - ./csp.ts: a stored page cannot carry a per-request CSP nonce, so the render's nonce is taken
 *   out of the stored bytes and a hit's policy names the page's inline scripts by their hashes.
 *
 * A page is stored only when it rendered completely with status 200, as HTML, without setting a
 * cookie, without saying `private`/`no-store`, and without its code saying not to keep it
 * (`dontCache`, app/context.ts).
 */
import type { RequestListener } from "node:http";
import type { Database } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import { CacheHttp, type FrontDoorOptions } from "./http";
import { Invalidation } from "./invalidation";
import { PageStore, type CacheStats } from "./store";

export { dontCache } from "./capture";
export { inlineScriptHashes } from "./csp";
export { preferredEncoding } from "./encoding";
export { CONTENT_CHANGED_CHANNEL } from "./invalidation";
export { cacheKey, canonicalKey, isCacheablePath, isPersonalRequest } from "./keys";

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

/** The page cache put together: what server/app.ts, the tests and the bench use. */
export class HtmlCache {
  readonly stats: CacheStats = {
    hits: 0,
    misses: 0,
    stores: 0,
    compressions: 0,
    invalidations: 0,
    scheduledInvalidations: 0,
    sharedRenders: 0,
  };
  private readonly store: PageStore;
  private readonly invalidation: Invalidation;
  private readonly http: CacheHttp;

  constructor(options: HtmlCacheOptions) {
    const maxEntries = options.maxEntries ?? 500;
    const maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
    this.store = new PageStore({ ttlMs: options.ttlMs ?? 60_000, maxEntries, maxBytes }, this.stats, options.logger);
    this.invalidation = new Invalidation(this.store, this.stats, options);
    this.http = new CacheHttp(this.store, this.stats, {
      isOn: () => this.invalidation.listening,
      maxEntryBytes: options.maxEntryBytes ?? 512 * 1024,
      renderWaitMs: options.renderWaitMs ?? 5_000,
    });
  }

  /** Subscribes to content changes; resolves once tried (never throws: the cache stays off). */
  start(): Promise<void> {
    return this.invalidation.start();
  }

  async close(): Promise<void> {
    this.http.close();
    await this.invalidation.close();
  }

  get size() {
    return this.store.size;
  }

  /** The bytes of every stored page together, in every encoding kept. */
  get bytes() {
    return this.store.bytes;
  }

  /** Resolves once every compression under way has finished (tests, and the bench's warm-up). */
  settled(): Promise<void> {
    return this.store.settled();
  }

  clear() {
    this.invalidation.clear();
  }

  /** When the cache next empties itself for a scheduled item (undefined: nothing scheduled). */
  get nextScheduledInvalidation(): Date | undefined {
    return this.invalidation.nextScheduledInvalidation;
  }

  /** The request listener in front of Express (./http.ts). */
  frontDoor(next: RequestListener, options: FrontDoorOptions): RequestListener {
    return this.http.frontDoor(next, options);
  }

  /** Express middleware: answers the hits the front door passed on, and stores what renders (./http.ts). */
  middleware() {
    return this.http.middleware();
  }
}
