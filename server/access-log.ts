/**
 * What a request leaves in the log: one access line per answer (pino-http, at a level that
 * says whose fault it was, secrets in addresses redacted), and the last stop for an error
 * nobody caught. Hits from the page cache are counted instead (server/html-cache/http.ts).
 */
import type { NextFunction, Request, Response } from "express";
import { randomUUID } from "node:crypto";
import { pinoHttp } from "pino-http";
import type { Logger } from "~/utils/logger.server";

/** The request logger: gives each request its id (X-Request-Id) and `req.log`. */
export function accessLog(logger: Logger) {
  return pinoHttp<Request, Response>({
    logger,
    genReqId: (req, res) => {
      const id = randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req, res, error) => accessLogLevel(res, error),
    // pino-http gives every 5xx without an error of its own a made-up one, stack and all: the
    // status already says it (the cause, if any, was logged where it happened).
    customErrorObject: (_req, res, error, value: Record<string, unknown>) =>
      error.message === `failed with status code ${res.statusCode}` ? { ...value, err: undefined } : value,
    serializers: {
      // The visitor's address as TRUST_PROXY resolves it (not the proxy's).
      req: (req: { id: string; method: string; url: string; raw?: { ip?: string } }) => ({
        id: req.id,
        method: req.method,
        url: withoutTokens(req.url),
        ip: req.raw?.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * The access log's level for an answer: a fault of the site (500, an error on the response) is an
 * error; a 503 (the database cannot be reached) a warning; a refusal because rendering fell
 * behind is counted in one warning every few seconds (server/overload.ts), so its own line stays
 * at info like a client's mistake (4xx) and every other answer.
 */
function accessLogLevel(res: Response, error: Error | undefined): "error" | "warn" | "info" {
  if (error || (res.statusCode >= 500 && res.statusCode !== 503)) return "error";
  if (res.statusCode === 503 && !res.locals.refusedBusy) return "warn";
  return "info";
}

/**
 * Emailed links carry secrets in their address (`?token=…`, `/reset-password/<token>`), and so
 * does the unsigned gifts webhook (`/webhooks/gifts/<token>`): never logged.
 */
function withoutTokens(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, "$1[redacted]")
    .replace(/(\/reset-password\/)[^/?#]+/i, "$1[redacted]")
    .replace(/(\/webhooks\/gifts\/)[^/?#]+/i, "$1[redacted]");
}

/**
 * The last stop for errors Express itself caught (a route handler that threw). A client's
 * mistake (an error carrying a 4xx status, such as a malformed URL) is one log line and a plain
 * 4xx; anything else is logged once with its stack and answered 500 without it.
 */
export function answerUncaughtErrors(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Errors before the request logger (static files) have only the process's logger.
    const log = (req.log as Logger | undefined) ?? logger;
    const status = (error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    const clientStatus = typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
    if (clientStatus)
      log.info({ status: clientStatus, reason: (error as Error).message }, "refused a malformed request");
    else log.error({ err: error }, "unexpected error while handling a request");
    // Half an answer already went out: end the connection rather than append an error to it.
    if (res.headersSent) return void res.destroy();
    res
      .status(clientStatus ?? 500)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(clientStatus ? "This request could not be read." : "Something went wrong. Please try again.");
  };
}
