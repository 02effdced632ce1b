/**
 * The page cache over HTTP, and the only place a stored page is answered (`answerHit`):
 * - `frontDoor`, the request listener in front of Express, answers a repeat visit at the cost of
 *   a lookup and one write (issue 20: through Express's middleware the same answer cost ten times
 *   as much), and holds the visitors who ask for a page while it is being rendered;
 * - `middleware`, in Express, answers the hits the front door passed on (an address it leaves to
 *   Express's checks) and stores what renders (./capture.ts).
 * Only GET/HEAD document requests from visitors without a session, flash-toast or Academy unlock
 * cookie are answered or stored, and only while the cache is on (./invalidation.ts).
 */
import type { NextFunction, Request, Response } from "express";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "~/utils/logger.server";
import { captureRender, storablePage } from "./capture";
import { preferredEncoding, type Encoding } from "./encoding";
import { cacheKey, isCacheablePath, isPersonalRequest } from "./keys";
import type { CacheStats, Entry, PageStore } from "./store";

/** Visitors waiting for one page's render at most; more than that are rendered for as usual. */
const MAX_WAITING_PER_PAGE = 1_000;

/** A render of a page that other visitors of the same address are waiting for. */
interface Flight {
  waiting: { req: IncomingMessage; res: ServerResponse }[];
  next: RequestListener;
  timer: ReturnType<typeof setTimeout>;
}

export interface FrontDoorOptions {
  logger: Logger;
  /** Whether Express would take this request's address as it is (server/request-guards.ts). */
  plainAddress(req: IncomingMessage): boolean;
  hitLogIntervalMs?: number;
}

/** The client's preferred encoding if the page has it, else the plain bytes. */
function encodingFor(hit: Entry, wanted: Encoding): Encoding {
  return hit.body[wanted] ? wanted : "identity";
}

/**
 * A hit's headers in one encoding: the render's own, the cache's, the encoding and length, and a
 * last slot for the request id. Made once per entry and encoding rather than on every hit, as a
 * hit's whole cost is a few microseconds (issue 20).
 */
function hitHeaders(hit: Entry, encoding: Encoding, length: number): string[] {
  let headers = hit.answers[encoding];
  if (!headers) {
    headers = [...hit.headers, "X-Cache", "HIT", "Vary", "Accept-Encoding"];
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    headers.push("Content-Length", String(length), "X-Request-Id", "");
    hit.answers[encoding] = headers;
  }
  return headers;
}

export class CacheHttp {
  /** Renders under way at the front door, by key, with the visitors waiting for them. */
  private readonly flights = new Map<string, Flight>();
  private countHit: ((key: string) => void) | undefined;
  private hitReport: ReturnType<typeof setInterval> | undefined;
  private reportHits: (() => void) | undefined;

  constructor(
    private readonly store: PageStore,
    private readonly stats: CacheStats,
    private readonly options: {
      /** Whether the cache is on (every write would be heard). */
      isOn(): boolean;
      maxEntryBytes: number;
      renderWaitMs: number;
    },
  ) {}

  /** Stops the hit log, writing its last line. */
  close() {
    clearInterval(this.hitReport);
    this.reportHits?.();
  }

  /** The key of a GET or HEAD of a page, by a visitor without a personal cookie, while the cache is on. */
  private keyFor(method: string | undefined, url: string, cookie: string | undefined): string | undefined {
    const eligible =
      (method === "GET" || method === "HEAD") &&
      this.options.isOn() &&
      !isPersonalRequest(cookie) &&
      isCacheablePath(url);
    return eligible ? cacheKey(url) : undefined;
  }

  /**
   * Answers a request with a stored page, in the encoding the client prefers. `requestId` is
   * given at the front door; through Express the request-id middleware has set the header already.
   *
   * A page stored a moment ago is still being compressed: the visitor waits for those bytes (a
   * few hundred milliseconds at most, once per page) rather than getting the plain page, six to
   * seven times larger, on what may be a slow phone. Compressing it on the way for each of them
   * instead flooded the thread pool that was making the stored bytes (a lesson page served 541
   * req/s in the bench instead of thousands).
   */
  private answerHit(req: IncomingMessage, res: ServerResponse, key: string, hit: Entry, requestId?: string) {
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
    encoding: Encoding,
    requestId?: string,
  ) {
    this.stats.hits += 1;
    this.store.touch(key, hit);
    const body = encoding === "identity" ? hit.body.identity : hit.body[encoding]!;
    const headers = hitHeaders(hit, encoding, body.length);
    // Sent as they are: the compression middleware leaves an answer marked X-Cache: HIT alone (server/app.ts).
    if (requestId) {
      // Node reads the list while writing the head and keeps none of it, so one list serves every hit.
      headers[headers.length - 1] = requestId;
      res.writeHead(hit.status, headers);
    } else {
      res.writeHead(hit.status, headers.slice(0, -2));
    }
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * The request listener in front of Express: a repeat visit to a stored page is answered here,
   * with the headers the page was rendered with. Anything else (a miss, an address that needs
   * checking) goes on to `next`.
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
  frontDoor(next: RequestListener, options: FrontDoorOptions): RequestListener {
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
      const key = this.keyFor(req.method, req.url ?? "/", req.headers.cookie);
      if (key === undefined || !options.plainAddress(req)) return next(req, res);
      const hit = this.store.fresh(key);
      if (!hit) {
        if (req.method !== "GET") return next(req, res);
        const flight = this.flights.get(key);
        if (!flight) return this.render(key, req, res, next);
        if (flight.waiting.length >= MAX_WAITING_PER_PAGE) return next(req, res);
        flight.waiting.push({ req, res });
        return;
      }
      this.answerHit(req, res, key, hit, randomUUID());
      this.countHit?.(key);
    };
  }

  /** Passes a miss on to be rendered, and holds the visitors who ask for the same page meanwhile. */
  private render(key: string, req: IncomingMessage, res: ServerResponse, next: RequestListener) {
    const flight: Flight = {
      waiting: [],
      next,
      timer: setTimeout(() => this.land(key, flight), this.options.renderWaitMs),
    };
    flight.timer.unref?.();
    this.flights.set(key, flight);
    // A stored page lands the flight at once (see `middleware`); this is for a render that stored nothing.
    res.once("close", () => this.land(key, flight));
    next(req, res);
  }

  /** Answers the visitors waiting for a render: from the stored page if there is one now, otherwise by rendering. */
  private land(key: string, flight: Flight) {
    if (this.flights.get(key) !== flight) return;
    this.flights.delete(key);
    clearTimeout(flight.timer);
    const hit = this.store.fresh(key);
    for (const { req, res } of flight.waiting) {
      if (res.destroyed || res.headersSent) continue;
      if (hit) {
        this.stats.sharedRenders += 1;
        this.answerHit(req, res, key, hit, randomUUID());
        this.countHit?.(key);
      } else {
        flight.next(req, res);
      }
    }
  }

  /** Express middleware: answers the hits the front door passed on, and stores what renders. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      const key = this.keyFor(req.method, req.originalUrl, req.headers.cookie);
      if (key === undefined) return next();
      const nonce = res.locals.nonce as string;
      const hit = this.store.fresh(key);
      if (hit) {
        this.answerHit(req, res, key, hit);
        return;
      }
      this.stats.misses += 1;
      if (req.method === "HEAD") return next();
      const generation = this.store.generation;
      captureRender(res, this.options.maxEntryBytes, (body) => {
        // Emptied, or switched off, while it rendered: the page may show what was written meanwhile.
        if (generation !== this.store.generation || !this.options.isOn()) return;
        const page = storablePage(key, nonce, res, body);
        if (!page) return;
        this.store.put(key, page.headers, page.identity);
        const flight = this.flights.get(key);
        if (flight) this.land(key, flight);
      });
      res.set("X-Cache", "MISS");
      next();
    };
  }
}
