import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc } from "drizzle-orm";
import { RouterContextProvider, type MiddlewareFunction } from "react-router";
import { siteContext, type SiteContext } from "~/context";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { parseEnv, type Env } from "~/env.server";
import { createAuth } from "~/features/auth/auth.server";
import { createLogger } from "~/utils/logger.server";
import { createRateLimiter } from "~/utils/rate-limit.server";
import type { TestDatabase } from "./database";

export const TEST_ORIGIN = "http://localhost:3999";

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: "test",
    PORT: "3999",
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "ctx-test-")),
    LOG_LEVEL: "silent",
    // Fixed, so cookies signed in one test context are valid in the next.
    SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789",
    ...overrides,
  });
}

/**
 * The site context the Express entry builds, over a test database. `args` puts it into a new
 * request context for every call, as the server does for every request.
 */
export function createTestContext(
  database: Pick<TestDatabase, "db" | "kind">,
  { env = testEnv(), clientIp = "203.0.113.7" }: { env?: Env; clientIp?: string } = {},
): SiteContext {
  const logger = createLogger(env.LOG_LEVEL);
  return {
    db: database.db,
    env,
    logger,
    nonce: "test-nonce",
    requestId: "test-request",
    clientIp,
    rateLimiter: createRateLimiter({ db: database.db, kind: database.kind }),
    auth: createAuth({ db: database.db, env, logger }),
    dontCache: () => {},
  };
}

/** A form POST as a browser on the site would send it. */
/** A form POST; a field given a list is sent once per item, as a form's repeated inputs are. */
export function formRequest(
  pathname: string,
  fields: Record<string, string | readonly string[]>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === "string" ? [value] : value) body.append(name, item);
  }
  return new Request(`${TEST_ORIGIN}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN, ...headers },
    body,
  });
}

export function getRequest(pathname: string, headers: Record<string, string> = {}) {
  return new Request(pathname.startsWith("http") ? pathname : `${TEST_ORIGIN}${pathname}`, { headers });
}

/**
 * A request's own context, as server/app.ts's getLoadContext makes it: a new provider holding
 * the site context. Values a middleware sets on it (the admin check) end with the request, so a
 * test that reuses its site context never carries one call's admin over to the next.
 */
export function requestContext(site: SiteContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  return context;
}

/** Route args for calling a loader or action directly (no middleware runs: see `withMiddleware`). */
export function args<P extends Record<string, string> = Record<string, string>>(
  request: Request,
  context: SiteContext,
  params: P = {} as P,
) {
  return { request, context: requestContext(context), params, pattern: "", url: new URL(request.url) } as never;
}

/**
 * A loader or action as React Router 8 calls it, after its middleware: the middleware of the
 * route and of its parents first, in order, on the same args; each goes on with `next()` (a
 * middleware that returns without calling it goes on too, and one that returns a Response of its
 * own answers with it), then the handler. What a middleware throws comes out here as a loader's
 * error would, so `callRoute` reads a 403 the same way; the server renders it at an error
 * boundary instead, which the hostile and browser suites check.
 */
export function withMiddleware<Args, Result>(
  middleware: readonly MiddlewareFunction<Response>[],
  handler: (args: Args) => Result,
): (args: Args) => Promise<Awaited<Result>> {
  const run = async (routeArgs: Args, index: number): Promise<unknown> => {
    const current = middleware[index];
    if (!current) return handler(routeArgs);
    let called = false;
    let handled: unknown;
    const next = async () => {
      if (called) throw new Error("You may only call `next()` once per middleware");
      called = true;
      handled = await run(routeArgs, index + 1);
      // The handler's value, not always a Response: no middleware here reads it.
      return handled as Response;
    };
    const value = await current(routeArgs as Parameters<MiddlewareFunction<Response>>[0], next);
    if (value instanceof Response) return value;
    return called ? handled : next();
  };
  return (routeArgs: Args) => run(routeArgs, 0) as Promise<Awaited<Result>>;
}

/** The newest email in the outbox to this address. */
export async function lastEmailTo(db: Db, to: string) {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt));
  return rows.find((row) => row.toAddress === to);
}

export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** "name=value" pairs from a response's Set-Cookie headers, for the next request's Cookie header. */
export function cookiesFrom(response: Response | Headers): string {
  const headers = response instanceof Response ? response.headers : response;
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export interface RouteResult<T = unknown> {
  status: number;
  headers: Headers;
  data: T;
  /** Location of a redirect. */
  location: string | null;
}

/**
 * Calls a loader or action like React Router does and normalises what comes back: a thrown
 * or returned Response (redirects, 404s), `data(value, init)`, or a plain value.
 */
export async function callRoute<T = unknown>(run: () => unknown): Promise<RouteResult<T>> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    const text = await outcome.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return {
      status: outcome.status,
      headers: outcome.headers,
      data: body as T,
      location: outcome.headers.get("Location"),
    };
  }
  if (outcome && typeof outcome === "object" && "type" in outcome && outcome.type === "DataWithResponseInit") {
    const { data, init } = outcome as unknown as { data: T; init?: ResponseInit };
    const headers = new Headers(init?.headers);
    return { status: init?.status ?? 200, headers, data, location: headers.get("Location") };
  }
  if (outcome instanceof Error) throw outcome;
  return { status: 200, headers: new Headers(), data: outcome as T, location: null };
}
