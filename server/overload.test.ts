import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admissionControl } from "./overload";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A site whose every page takes `renderMs` to render, behind the admission control. */
async function site(control: ReturnType<typeof admissionControl>, renderMs = 200) {
  const app = express();
  app.use(control);
  app.all("/{*splat}", (_req, res) => {
    setTimeout(() => res.type("html").send("<!DOCTYPE html><html><body>Rendered</body></html>"), renderMs);
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body,
    ms: performance.now() - started,
  };
}

/** A bare response: an emitter that records what the middleware answered. */
function response() {
  const res = Object.assign(new EventEmitter(), { statusCode: 200, body: "", locals: {} });
  const chain = {
    status: (code: number) => ((res.statusCode = code), chain),
    set: () => chain,
    type: () => chain,
    send: (body: string) => ((res.body = body), chain),
  };
  return Object.assign(res, chain) as unknown as Response & { statusCode: number; body: string };
}
const request = { method: "GET", path: "/about" } as Request;

describe("admission control for rendering", () => {
  it("renders a few at a time, lets a short line wait, and refuses the rest at once with a 503 page", async () => {
    const control = admissionControl({
      concurrency: 2,
      maxWaitMs: 300,
      maxQueue: 3,
      retryAfterSeconds: 7,
      sliceMs: 1_000,
      maxRenderMs: 60_000,
    });
    const base = await site(control);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => timed(`${base}/page-${i}`)));

    const rendered = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    // Two render at once; two of the three waiting get their turn when those finish (200 ms),
    // the third has waited 300 ms by then and is refused; five found the line full.
    expect(rendered).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe("7");
      expect(answer.body).toContain("We're busy right now");
      // Refused quickly: at once, or after at most the longest wait.
      expect(answer.ms).toBeLessThan(1_000);
    }
    expect(control.stats).toMatchObject({ admitted: 4, refused: 6 });
    expect(control.active).toBe(0);
    expect(control.waiting).toBe(0);
  });

  it("never refuses a form post", async () => {
    const control = admissionControl({
      concurrency: 1,
      maxWaitMs: 50,
      maxQueue: 0,
      retryAfterSeconds: 5,
      sliceMs: 1_000,
      maxRenderMs: 60_000,
    });
    const base = await site(control, 100);
    const answers = await Promise.all(Array.from({ length: 5 }, () => timed(`${base}/contact`, { method: "POST" })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // A page asked for while they render waits its turn and, past the wait, is refused.
    const page = await Promise.all([timed(`${base}/contact`, { method: "POST" }), timed(`${base}/about`)]);
    expect(page.map((answer) => answer.status)).toEqual([200, 503]);
  });

  it("lets a visitor who gave up leave the line", async () => {
    const control = admissionControl({
      concurrency: 1,
      maxWaitMs: 5_000,
      maxQueue: 10,
      retryAfterSeconds: 5,
      sliceMs: 1_000,
      maxRenderMs: 60_000,
    });
    const base = await site(control, 300);
    const first = timed(`${base}/a`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const abort = new AbortController();
    const gaveUp = fetch(`${base}/b`, { signal: abort.signal }).catch(() => "aborted");
    await expect.poll(() => control.waiting).toBe(1);
    abort.abort();
    expect(await gaveUp).toBe("aborted");
    await expect.poll(() => control.waiting).toBe(0);
    expect((await first).status).toBe(200);
    expect(control.stats.admitted).toBe(1);
  });

  it("gives back the place of a request whose response never ends, so the site cannot stay busy", async () => {
    vi.useFakeTimers();
    try {
      const overdue: string[] = [];
      const control = admissionControl({
        concurrency: 1,
        maxWaitMs: 60_000,
        maxQueue: 10,
        retryAfterSeconds: 5,
        sliceMs: 60_000,
        maxRenderMs: 30_000,
        onRenderOverdue: (req) => overdue.push(req.path),
      });
      // The first response never emits "finish" or "close" (a lost event); the second waits behind it.
      const started: string[] = [];
      control(request, response(), () => started.push("first"));
      control({ method: "GET", path: "/team" } as Request, response(), () => started.push("second"));
      expect(started).toEqual(["first"]);
      expect(control.active).toBe(1);
      expect(control.waiting).toBe(1);

      await vi.advanceTimersByTimeAsync(29_000);
      expect(started).toEqual(["first"]);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(overdue).toEqual(["/about"]);
      expect(started).toEqual(["first", "second"]);
      expect(control.waiting).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("tells the refusals as one count per window, not one line per refused request", () => {
    vi.useFakeTimers();
    try {
      const reports: [number, number][] = [];
      const control = admissionControl({
        concurrency: 1,
        maxWaitMs: 60_000,
        maxQueue: 0,
        retryAfterSeconds: 5,
        sliceMs: 60_000,
        maxRenderMs: 60_000,
        refusalReportMs: 10_000,
        onRefusals: (refused, seconds) => reports.push([refused, seconds]),
      });
      control(request, response(), () => {});
      const refused = Array.from({ length: 998 }, () => response());
      for (const res of refused) control(request, res, () => {});
      expect(refused.every((res) => res.statusCode === 503 && res.locals.refusedBusy === true)).toBe(true);
      expect(reports).toEqual([]);
      vi.advanceTimersByTime(10_000);
      expect(reports).toEqual([[998, 10]]);
      // A later refusal opens a new window of its own.
      control(request, response(), () => {});
      vi.advanceTimersByTime(10_000);
      expect(reports).toEqual([
        [998, 10],
        [1, 10],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not count a request whose visitor left before it reached the line", () => {
    const control = admissionControl({
      concurrency: 1,
      maxWaitMs: 60_000,
      maxQueue: 10,
      retryAfterSeconds: 5,
      sliceMs: 60_000,
      maxRenderMs: 60_000,
    });
    // Its connection closed while an earlier middleware awaited: "close" was emitted before this.
    const left = Object.assign(response(), { destroyed: true });
    const started: string[] = [];
    control(request, left, () => started.push("left"));
    control({ method: "GET", path: "/team" } as Request, response(), () => started.push("next"));
    expect(started).toEqual(["left", "next"]);
    expect(control.active).toBe(1);
  });

  it("refuses a request that waited past its time even when the busy event loop ran its timer late", () => {
    const control = admissionControl({
      concurrency: 1,
      maxWaitMs: 1_500,
      maxQueue: 10,
      retryAfterSeconds: 5,
      sliceMs: 60_000,
      maxRenderMs: 60_000,
    });
    const now = vi.spyOn(performance, "now").mockReturnValue(1_000);
    try {
      const first = response();
      const rendered: string[] = [];
      control(request, first, (() => rendered.push("first")) as NextFunction);
      const second = response();
      control(request, second, (() => rendered.push("second")) as NextFunction);
      expect(control.waiting).toBe(1);

      // Two seconds pass without the timer getting its turn; then the first render ends.
      now.mockReturnValue(3_000);
      first.emit("finish");
      expect(rendered).toEqual(["first"]);
      expect(second.statusCode).toBe(503);
      expect(second.body).toContain("We're busy right now");
      expect(control.active).toBe(0);
    } finally {
      now.mockRestore();
    }
  });

  it("renders a burst a slice at a time, in order, and lets the event loop turn between slices", async () => {
    const control = admissionControl({
      concurrency: 1,
      maxWaitMs: 10_000,
      maxQueue: 100,
      retryAfterSeconds: 5,
      sliceMs: 10,
      maxRenderMs: 60_000,
    });
    const rendered: number[] = [];
    // What a timer (accepting a connection would be the same) sees when the loop first turns.
    let renderedWhenTheLoopTurned: number | undefined;
    setTimeout(() => (renderedWhenTheLoopTurned = rendered.length), 0);

    // One turn reads 40 requests whose pages each take 5 ms of this thread (as with PGlite).
    for (let page = 0; page < 40; page += 1) {
      const res = response();
      control(request, res, (() => {
        const until = performance.now() + 5;
        while (performance.now() < until);
        rendered.push(page);
        res.emit("finish");
      }) as NextFunction);
    }
    // Only this turn's slice was rendered; the rest wait their turn instead of 200 ms of work now.
    expect(rendered.length).toBeLessThanOrEqual(3);
    expect(control.waiting).toBe(40 - rendered.length);

    await vi.waitUntil(() => rendered.length === 40, { timeout: 5_000 });
    expect(rendered).toEqual(Array.from({ length: 40 }, (_, page) => page));
    expect(renderedWhenTheLoopTurned).toBeLessThan(20);
    expect(control.stats).toMatchObject({ admitted: 40, refused: 0 });
  });
});
