/**
 * Form bodies are read and bounded before anything parses them, and before a request takes a
 * rendering place (issue 33; docs/decisions/0022-form-bodies-read-and-bounded-first.md).
 *
 * - The whole body is read first, within a deadline (408 after it): a slow sender holds a
 *   connection, never one of the few rendering places (server/overload.ts).
 * - Its fields are then checked against bounds no form of the site comes near: how many, how
 *   long a name, how deeply nested, and list indexes (dense, and at most `maxListItems` per
 *   list). Conform turns `x[3000000]=1` into an array of three million entries and a name of
 *   5,000 `.b` segments into a stack overflow; neither reaches it.
 * - A body that breaks a bound, or a multipart body that cannot be read, is the client's
 *   mistake: 400 (413 for size) in plain text, one `warn` line without the body.
 *
 * The body read here is handed to React Router as it is (`res.locals.formBody`, read by
 * server/request-handler.ts), so it is read from the socket once.
 */
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "~/utils/logger.server";

/**
 * Donation platforms' webhooks (issue 37): JSON, not a form, read whole and handed to the route
 * byte for byte (the signature is over those bytes). A platform's event is a few kilobytes.
 */
export const WEBHOOK_PREFIX = "/webhooks/";
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;
export function isWebhookPath(path: string): boolean {
  return path.startsWith(WEBHOOK_PREFIX);
}

export interface FormBodyLimits {
  /** Bytes of a form body (the upload path has its own limit and is read by its route). */
  maxBytes: number;
  maxFields: number;
  maxNameLength: number;
  /** Path segments of a field name: `a.b[0].c` has four. */
  maxDepth: number;
  /** Entries of one list: indexes run 0 … maxListItems − 1, with no gaps. */
  maxListItems: number;
  /** The time a body may take to arrive: `deadlineMs`, plus a second per `bytesPerSecond` of it. */
  deadlineMs: number;
  bytesPerSecond: number;
  /** Bytes being read at once across all requests; past it a new body is refused (503). */
  maxBytesInFlight: number;
}

export const DEFAULT_FORM_BODY_LIMITS: FormBodyLimits = {
  maxBytes: 1_000_000,
  // The largest form of the site (a course with its lessons, a project with its options) sends
  // fewer than 200 fields.
  maxFields: 1_000,
  maxNameLength: 200,
  maxDepth: 8,
  maxListItems: 100,
  deadlineMs: 10_000,
  // A phone on a poor connection (about 500 kbit/s) sends a full 1 MB form within the deadline.
  bytesPerSecond: 64 * 1024,
  maxBytesInFlight: 64 * 1024 * 1024,
};

declare module "express-serve-static-core" {
  interface Locals {
    /** The form body read by `readFormBody`, for React Router's request. */
    formBody?: Buffer;
  }
}

/** Why a set of field names breaks a bound, or undefined when none is broken. */
export function fieldNamesProblem(names: Iterable<string>, limits: FormBodyLimits): string | undefined {
  let count = 0;
  // Each list (a name's prefix before `[n]`) and the indexes seen for it.
  const lists = new Map<string, Set<number>>();
  for (const name of names) {
    count += 1;
    if (count > limits.maxFields) return `more than ${limits.maxFields} fields`;
    if (name.length > limits.maxNameLength) return `a field name longer than ${limits.maxNameLength} characters`;
    let depth = 1;
    for (let at = 0; at < name.length; at += 1) {
      const char = name[at];
      if (char === ".") depth += 1;
      else if (char === "[") {
        depth += 1;
        const close = name.indexOf("]", at);
        const inside = close === -1 ? "" : name.slice(at + 1, close);
        if (/^\d+$/.test(inside)) {
          const index = Number(inside);
          if (index >= limits.maxListItems) return `a list index over ${limits.maxListItems - 1}`;
          const list = name.slice(0, at);
          let seen = lists.get(list);
          if (!seen) lists.set(list, (seen = new Set()));
          seen.add(index);
        }
      }
    }
    if (depth > limits.maxDepth) return `a field name nested deeper than ${limits.maxDepth}`;
  }
  for (const seen of lists.values()) {
    // Dense: indexes 0 … n − 1, each at least once.
    if (Math.max(...seen) + 1 !== seen.size) return "a list with gaps in its indexes";
  }
  return undefined;
}

/** The field names of a form body, or undefined when it cannot be read as a form. */
async function fieldNames(body: Buffer, contentType: string, limits: FormBodyLimits) {
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    // Counted before parsing: 20,000 fields are refused without building them.
    let separators = 0;
    for (const byte of body) if (byte === 0x26 /* & */ && ++separators >= limits.maxFields) return undefined;
    return [...new URLSearchParams(body.toString("utf8")).keys()];
  }
  try {
    const form = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
    return [...form.keys()];
  } catch {
    return null;
  }
}

/**
 * Reads a form post's body (POST to any path but the upload path, which its route reads after
 * the admin check) and checks its fields, before the request may render.
 */
const UNREADABLE = "unreadable multipart body";

export function readFormBody(logger: Logger, skipPath: string, limits: FormBodyLimits = DEFAULT_FORM_BODY_LIMITS) {
  let bytesInFlight = 0;

  const refuse = (req: Request, res: Response, status: number, reason: string, text: string) => {
    const message = reason === UNREADABLE ? "refused a form body that could not be read" : "refused a form body";
    logger.warn({ method: req.method, path: req.path, ip: req.ip, status, reason }, message);
    if (res.headersSent) return;
    res.status(status).set({ "Cache-Control": "no-store", Connection: "close" }).type("text/plain").send(text);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || req.path === skipPath) return next();
    const declared = Number(req.headers["content-length"] ?? 0);
    // A declared length over `maxBytes` never gets here: `rejectOversizedBodies` (request-guards.ts)
    // answered it 413 before the Origin check.
    if (bytesInFlight + declared > limits.maxBytesInFlight) {
      // Overload, not a fault: logged as the overload guard's refusals are (server/app.ts).
      res.locals.refusedBusy = true;
      res.set("Retry-After", "5");
      return refuse(
        req,
        res,
        503,
        "too many bodies arriving",
        "The site is busy. Please send the form again in a few seconds.",
      );
    }
    bytesInFlight += declared;
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = () => {
      if (settled) return false;
      settled = true;
      bytesInFlight -= declared;
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onError);
      return true;
    };
    const timer = setTimeout(
      () => {
        if (!finish()) return;
        refuse(req, res, 408, "body too slow", "Your form took too long to arrive. Please send it again.");
        // The rest of the body will not be read: the connection closes once the answer is out.
        res.once("finish", () => req.socket.destroy());
      },
      limits.deadlineMs + (declared / limits.bytesPerSecond) * 1000,
    );
    timer.unref();
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > Math.max(declared, 0) || received > limits.maxBytes) {
        if (!finish()) return;
        refuse(req, res, 413, "body longer than declared", "That submission is too large.");
        res.once("finish", () => req.socket.destroy());
        return;
      }
      chunks.push(chunk);
    };
    const onError = () => void finish();
    const onEnd = () => {
      if (!finish()) return;
      const body = Buffer.concat(chunks, received);
      // A webhook's JSON has no form fields to bound; its route checks its signature over these
      // very bytes (request-guards.ts capped its size).
      if (isWebhookPath(req.path)) {
        res.locals.formBody = body;
        return next();
      }
      fieldNames(body, req.headers["content-type"] ?? "", limits).then(
        (names) => {
          if (names === null) {
            return refuse(
              req,
              res,
              400,
              "unreadable multipart body",
              "That form could not be read. Please send it again from the page.",
            );
          }
          const problem =
            names === undefined ? `more than ${limits.maxFields} fields` : fieldNamesProblem(names, limits);
          if (problem) {
            return refuse(req, res, 400, problem, "That form could not be read. Please send it again from the page.");
          }
          res.locals.formBody = body;
          next();
        },
        (error: unknown) => next(error),
      );
    };
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onError);
    req.once("aborted", onError);
  };
}
