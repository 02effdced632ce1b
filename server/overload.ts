/**
 * Admission control for rendering (issue 15; docs/architecture.md, 'Performance budgets').
 * Pages that are not in the HTML cache are rendered in short slices of the event loop's time, in
 * the order they arrived; one that cannot start within `maxWaitMs` (or finds `maxQueue` already
 * waiting) is answered at once with a small 503 page and `Retry-After`, instead of queueing
 * behind a backlog until the visitor's browser or the load balancer gives up.
 *
 * Why slices: libuv accepts one new connection per turn of the event loop. Rendered with the
 * embedded database, a page finishes within the turn that read its request, so a turn that read
 * every waiting socket rendered them all, one after another, and lasted up to a second. New
 * connections then waited a second per place in the accept queue: at 100 connections some
 * waited more than ten seconds (bench). Rendering at most `sliceMs` per turn, and leaving the
 * rest in line for the next turn, keeps turns short, so connections are accepted and timers
 * (the wait limit) fire on time.
 *
 * A request is refused at once, too, when the line ahead of it would clearly take longer than
 * `maxWaitMs` (twice it, at the recent page renders' pace): waiting 1.5 s only to be refused
 * helps nobody.
 *
 * Form posts are never refused or held: they count toward the renders in progress, but a
 * visitor's submission is worth more than a page view, and public forms have rate limits. They
 * arrive here with their whole body already read (server/form-body.ts), so a place is never
 * held by a slow sender.
 */
import type { NextFunction, Request, Response } from "express";

export interface AdmissionOptions {
  concurrency: number;
  maxWaitMs: number;
  maxQueue: number;
  retryAfterSeconds: number;
  /** How long one turn of the event loop may spend starting renders before it lets the loop turn. */
  sliceMs: number;
  /**
   * The longest a request may count as rendering. A response normally ends (or its connection
   * closes) long before; if neither event ever arrives, its place is given back after this, so
   * one lost event can never leave the site answering "busy" to everyone.
   */
  maxRenderMs: number;
  /** Told when a request held its place for `maxRenderMs` (for the log: which page it was). */
  onRenderOverdue?: (req: Request) => void;
  /**
   * Told how many requests were refused, once per `refusalReportMs` while refusals go on (for
   * the log: one line under load instead of one per refused request).
   */
  onRefusals?: (refused: number, seconds: number) => void;
  refusalReportMs?: number;
}

export const DEFAULT_ADMISSION: AdmissionOptions = {
  // Rendering is CPU work on one thread: more at once only makes each slower. Four lets
  // PostgreSQL's round trips overlap (measured: home p99 1.6 s at 100 connections, 2.4 s with
  // eight). With PGlite every query runs on this thread too, so the server starts it with one.
  concurrency: 4,
  maxWaitMs: 1_500,
  maxQueue: 400,
  retryAfterSeconds: 5,
  // A few pages' worth: 100 new connections are accepted within about two seconds under load.
  sliceMs: 10,
  maxRenderMs: 30_000,
};

const WARM_UP_RENDERS = 20;

interface Waiter {
  admit(): void;
}

/** The page a refused visitor sees: no rendering, no database, a few hundred bytes. */
const BUSY_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>We're busy right now | Community Synergy Network</title>
<style>
body{font:1.0625rem/1.6 system-ui,sans-serif;color:#1c2b2d;max-width:36rem;margin:15vh auto;padding:0 1.25rem}
h1{color:#11565b;font-size:1.75rem;line-height:1.25}
a{color:#11565b;font-weight:600}
</style>
</head>
<body>
<main>
<h1>We're busy right now</h1>
<p>More neighbors than usual are visiting at the moment, and this page could not be prepared in time. Nothing you entered has been lost.</p>
<p>Please try again in a few seconds, or <a href="/">go to the home page</a>.</p>
</main>
</body>
</html>
`;

export function admissionControl(options: AdmissionOptions = DEFAULT_ADMISSION) {
  let active = 0;
  const queue = new Set<Waiter>();
  const stats = { admitted: 0, queued: 0, refused: 0 };
  // How long a page render holds its place, on average of the recent ones (moving average): with
  // it, a request that would wait past `maxWaitMs` anyway is refused at once instead of at the end.
  // The first renders after a start are slow (code compiled, caches cold): the estimate is used
  // once `WARM_UP_RENDERS` renders have finished.
  let averageRenderMs = 0;
  let rendersTimed = 0;
  const expectedWaitMs = () =>
    rendersTimed < WARM_UP_RENDERS ? 0 : ((queue.size + 1) / options.concurrency) * averageRenderMs;

  // The slice of the current turn: opened by the first render it starts, over once `sliceMs`
  // have passed, closed when the loop reaches its check phase (setImmediate).
  let sliceStartedAt: number | undefined;
  const closeSlice = () => {
    sliceStartedAt = undefined;
  };
  const sliceHasTime = () => {
    const now = performance.now();
    if (sliceStartedAt === undefined) {
      sliceStartedAt = now;
      setImmediate(closeSlice);
      return true;
    }
    return now - sliceStartedAt <= options.sliceMs;
  };

  let resumeScheduled = false;
  /** Lets the loop turn (accepting connections, running timers), then goes on with the line. */
  const resumeNextTurn = () => {
    if (resumeScheduled) return;
    resumeScheduled = true;
    setImmediate(() => {
      resumeScheduled = false;
      startNext();
    });
  };

  /** Starts the requests at the head of the line while this turn's slice has time. */
  function startNext() {
    for (const waiter of queue) {
      if (active >= options.concurrency) return; // a render's end calls again
      if (!sliceHasTime()) return resumeNextTurn();
      queue.delete(waiter);
      waiter.admit();
    }
  }

  /** Counts the request as rendering until its response is finished or its connection closed. */
  const run = (req: Request, res: Response, next: NextFunction) => {
    active += 1;
    stats.admitted += 1;
    const startedAt = performance.now();
    let done = false;
    const release = (overdueNow = false) => {
      if (done) return;
      done = true;
      clearTimeout(overdue);
      active -= 1;
      // Page renders only: a form post (a password hashed, a write) is never queued, and its
      // cost says little about what a page in line waits for.
      if (!overdueNow && req.method !== "POST") {
        const took = performance.now() - startedAt;
        rendersTimed += 1;
        averageRenderMs = rendersTimed <= WARM_UP_RENDERS ? took : averageRenderMs * 0.9 + took * 0.1;
      }
      startNext();
    };
    const overdue = setTimeout(() => {
      options.onRenderOverdue?.(req);
      release(true);
    }, options.maxRenderMs);
    overdue.unref();
    // A visitor who left while an earlier middleware (the page cache) was still busy with the
    // request: "close" has already been emitted and "finish" never will be, so the place is
    // given back at once.
    if (res.writableFinished || res.destroyed || res.socket?.destroyed) release();
    res.once("finish", () => release());
    res.once("close", () => release());
    // An action that waits on purpose (ADR 0009) gives its place back early.
    res.locals.leaveRenderBudget = () => release();
    next();
  };

  // Refusals are counted, and the count told at the end of the window the first one opened.
  let refusedInWindow = 0;
  const reportMs = options.refusalReportMs ?? 10_000;
  const report = () => {
    options.onRefusals?.(refusedInWindow, Math.round(reportMs / 1000));
    refusedInWindow = 0;
  };

  const refuse = (req: Request, res: Response) => {
    stats.refused += 1;
    if (refusedInWindow++ === 0) setTimeout(report, reportMs).unref();
    res.locals.refusedBusy = true;
    res.status(503).set({ "Retry-After": String(options.retryAfterSeconds), "Cache-Control": "no-store" });
    if (req.path.endsWith(".data")) res.type("text/plain").send("The site is busy. Please try again in a few seconds.");
    else res.type("html").send(BUSY_PAGE);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "POST") return run(req, res, next);
    // First come, first served: nobody passes those already in line.
    if (queue.size === 0 && active < options.concurrency && sliceHasTime()) return run(req, res, next);
    // Twice the limit: an estimate, so only a line clearly too long is refused before it waits.
    if (queue.size >= options.maxQueue || expectedWaitMs() > 2 * options.maxWaitMs) return refuse(req, res);
    stats.queued += 1;
    const queuedAt = performance.now();
    const waiter: Waiter = {
      admit: () => {
        clearTimeout(timer);
        res.off("close", gone);
        // A timer can run late: one that waited past its time is refused here.
        if (performance.now() - queuedAt > options.maxWaitMs) refuse(req, res);
        else run(req, res, next);
      },
    };
    const timer = setTimeout(() => {
      queue.delete(waiter);
      res.off("close", gone);
      refuse(req, res);
    }, options.maxWaitMs);
    // A visitor who gave up (closed the tab, or the proxy timed out) leaves the line.
    const gone = () => {
      clearTimeout(timer);
      queue.delete(waiter);
    };
    res.once("close", gone);
    queue.add(waiter);
    if (active < options.concurrency) resumeNextTurn();
  };

  // Getters defined on the function itself (Object.assign would copy their values once).
  return Object.defineProperties(middleware, {
    stats: { value: stats },
    active: { get: () => active },
    waiting: { get: () => queue.size },
  }) as typeof middleware & { readonly stats: typeof stats; readonly active: number; readonly waiting: number };
}
