/**
 * The checks a request passes before anything renders it (server/app.ts puts them in order):
 * a method the site serves and an address it can rebuild, a body within its limits and of a
 * form's type, a same-site Origin on a form, and the client address better-auth is given.
 * Reading the form body itself is server/form-body.ts.
 */
import type { NextFunction, Request, Response } from "express";
import type { IncomingMessage } from "node:http";
import type { Env } from "~/env.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import type { Logger } from "~/utils/logger.server";
import { DEFAULT_FORM_BODY_LIMITS, isWebhookPath, MAX_WEBHOOK_BODY_BYTES } from "./form-body";

const MAX_BODY_BYTES = DEFAULT_FORM_BODY_LIMITS.maxBytes;
/** Image uploads: 5 MB plus multipart framing; the route counts the bytes again while reading. */
const MAX_UPLOAD_BODY_BYTES = 5 * 1024 * 1024 + 64 * 1024;
export const UPLOAD_PATH = "/admin-api/media";

export function rejectOversizedBodies(req: Request, res: Response, next: NextFunction) {
  const length = Number(req.headers["content-length"] ?? 0);
  if (req.path === UPLOAD_PATH && length <= MAX_UPLOAD_BODY_BYTES) return next();
  if (isWebhookPath(req.path) && length > MAX_WEBHOOK_BODY_BYTES) {
    res.status(413).set("Cache-Control", "no-store").type("text/plain").send("That request is too large.");
    return;
  }
  if (length > MAX_BODY_BYTES) {
    if (req.path === UPLOAD_PATH) {
      res.status(413).json({ error: "That image is larger than 5 MB. Please choose a smaller one and try again." });
      return;
    }
    res.status(413).type("text/plain").send("That submission is too large.");
    return;
  }
  next();
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Every action reads a form: a body of another type is answered 415 (not a 500 from the form
 * parser), a streamed body without a length 411 (the size limit needs it), and an empty body
 * without a type is read as an empty form (the action then answers with its field errors).
 * Webhooks (`/webhooks/…`) take JSON instead.
 */
export function requireFormBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const length = req.headers["content-length"];
  if (length === undefined && req.headers["transfer-encoding"]) {
    res.status(411).type("text/plain").send("Please send the form again from the page.");
    return;
  }
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!type && Number(length ?? 0) === 0) {
    req.headers["content-type"] = FORM_TYPES[0];
    return next();
  }
  // A webhook's body is JSON (its route refuses anything else with a 400 after the signature).
  if (isWebhookPath(req.path) && (type === "application/json" || (!type && Number(length ?? 0) === 0))) return next();
  if (!FORM_TYPES.includes(type)) {
    res.status(415).type("text/plain").send("This address only accepts forms sent from its page.");
    return;
  }
  next();
}

/**
 * A POST from another site is refused (CSRF defence on top of SameSite=Lax cookies). The
 * browser's Origin must be PUBLIC_URL's origin (what a browser behind a TLS-terminating proxy
 * sends, whatever scheme and Host the request arrives here with) or the address this request
 * was made to (a development server reached by another name). No Origin at all (old browsers,
 * some tools) passes; "null" (a sandboxed or privacy-stripped context) does not.
 */
export function checkOrigin(env: Env) {
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (!origin) return next();
    let given: string | undefined;
    try {
      given = origin === "null" ? undefined : new URL(origin).origin;
    } catch {
      given = undefined;
    }
    if (given && (given === publicOrigin || given === `${req.protocol}://${req.host}`)) return next();
    res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
  };
}

/**
 * better-auth reads the client address from a header; it gets Express's `req.ip` (resolved with
 * TRUST_PROXY), never a value the client sent itself.
 */
export function passClientIp(req: Request, _res: Response, next: NextFunction) {
  if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip;
  else delete req.headers[CLIENT_IP_HEADER];
  next();
}

/** The methods the site answers; anything else (TRACE, PUT, DELETE …) is a 405. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];

/**
 * Requests the site cannot even address are a client's mistake, answered 4xx in plain text and
 * logged on one line (never a 500 with a stack trace): a method it does not serve, a Host or
 * X-Forwarded-Host that is not a host name, an X-Forwarded-Proto other than http or https.
 */
export function refuseMalformedRequests(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    let status = 0;
    let reason = "";
    if (!ALLOWED_METHODS.includes(req.method)) {
      status = 405;
      reason = "method not allowed";
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    } else {
      reason = addressProblem(req) ?? "";
      if (reason) status = 400;
    }
    if (!status) return next();
    logger.info({ method: req.method.slice(0, 16), status, reason, ip: req.ip }, "refused a malformed request");
    res
      .status(status)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(
        status === 405
          ? "This address only answers GET, HEAD, POST and OPTIONS requests."
          : "This request's address could not be read.",
      );
  };
}

/** A host name (a fully qualified one may end in a dot) or an IP address, with an optional port. */
const HOST_NAME = /^(?:\[[0-9a-f:.]+\]|[\p{L}\p{N}](?:[\p{L}\p{N}_.-]*[\p{L}\p{N}])?\.?)(?::\d{1,5})?$/iu;

/**
 * The one host check: why a host (with its port) and a protocol cannot make an address, or
 * undefined when they can. "host" stands for whichever header named the host.
 */
function hostProblem(
  host: string | undefined,
  protocol: string | string[],
): "no Host header" | "bad host" | "bad X-Forwarded-Proto header" | "bad port in the host" | undefined {
  if (!host) return "no Host header";
  if (!HOST_NAME.test(host)) return "bad host";
  if (protocol !== "http" && protocol !== "https") return "bad X-Forwarded-Proto header";
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port !== undefined && Number(port) > 65535) return "bad port in the host";
  return undefined;
}

/**
 * An address `refuseMalformedRequests` would pass without a second look: a Host that passes
 * `hostProblem`, no X-Forwarded-Host, and an X-Forwarded-Proto, if any, of http or https. The
 * page cache's front door answers only these; anything else goes through Express and its checks.
 */
export function plainAddress(req: IncomingMessage): boolean {
  const headers = req.headers;
  const host = headers.host;
  const proto = headers["x-forwarded-proto"] ?? "http";
  if (headers["x-forwarded-host"] !== undefined) return false;
  // Nearly every request names the same host or two: the last plain one is remembered, which
  // spares a Unicode pattern on every cached answer.
  if (host !== undefined && host === lastPlainHost && (proto === "http" || proto === "https")) return true;
  if (hostProblem(host, proto) !== undefined) return false;
  lastPlainHost = host;
  return true;
}
let lastPlainHost: string | undefined;

/**
 * Why this request's address cannot be rebuilt, or undefined when it can. React Router's
 * Express adapter builds `${protocol}://${host}${url}` for every request (and throws, a 500,
 * when that is not a URL); this checks the same parts first. It also reads the port of an
 * X-Forwarded-Host even from an untrusted client, so such a header is dropped here.
 */
function addressProblem(req: Request): string | undefined {
  const trust = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  if (req.headers["x-forwarded-host"] !== undefined && !trust(req.socket.remoteAddress ?? "", 0)) {
    delete req.headers["x-forwarded-host"];
  }
  const host = req.host;
  const problem = hostProblem(host, req.protocol);
  if (problem === "bad host")
    return req.headers["x-forwarded-host"] === undefined ? "bad Host header" : "bad X-Forwarded-Host header";
  if (problem) return problem;
  try {
    new URL(`${req.protocol}://${host}${req.originalUrl}`);
  } catch {
    return "the address is not a URL";
  }
  return undefined;
}
