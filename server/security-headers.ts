/**
 * The headers every page goes out with: a Content-Security-Policy whose scripts need the
 * response's nonce (set here, in res.locals.nonce) and the usual browser protections (helmet).
 * A page answered from the page cache repeats the headers it rendered with (server/html-cache).
 */
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";
import type { Env } from "~/env.server";

export function securityHeaders(env: Env): RequestHandler[] {
  const isProduction = env.NODE_ENV === "production";
  const donationOrigin = env.DONATION_FORM_URL ? new URL(env.DONATION_FORM_URL).origin : undefined;
  const donationScriptOrigin = env.DONATION_SCRIPT_URL ? new URL(env.DONATION_SCRIPT_URL).origin : undefined;
  return [
    // A fresh nonce per response, for the policy below and the page's inline scripts.
    (_req, res, next) => {
      res.locals.nonce = randomBytes(16).toString("base64");
      next();
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'self'"],
          "script-src": [
            "'self'",
            (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`,
            "'strict-dynamic'",
            ...(donationScriptOrigin ? [donationScriptOrigin] : []),
          ],
          // Inline style attributes carry partner brand colours; styles cannot run code.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "https:", ...(env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [])],
          "font-src": ["'self'", "data:"],
          "connect-src": ["'self'", ...(isProduction ? [] : ["ws:", "wss:"])],
          "frame-src": donationOrigin
            ? [donationOrigin, "https://www.youtube-nocookie.com", "https://player.vimeo.com"]
            : ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'"],
          "object-src": ["'none'"],
          ...(isProduction && env.PUBLIC_URL.startsWith("https:") ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      strictTransportSecurity: isProduction && env.PUBLIC_URL.startsWith("https:") ? undefined : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // Set below, per path: uploaded images must load in mail clients.
      crossOriginResourcePolicy: false,
      xFrameOptions: { action: "deny" },
      // Headers for browsers and plug-ins long gone (Internet Explorer 8's downloads, Flash and
      // Acrobat's cross-domain files), and one that only turned DNS prefetching off: each page
      // carried about 130 bytes of them for nobody.
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
    }),
    (req, res, next) => {
      res.setHeader("Cross-Origin-Resource-Policy", crossOriginResourcePolicy(req.path));
      next();
    },
  ];
}

/**
 * Which sites may load a response as a subresource. Everything stays `same-origin`, except the
 * uploaded images under /media/: a newsletter shows them from inside a web mail client (Gmail,
 * Outlook on the web), a page of another origin, which `same-origin` made the browser refuse
 * (issue 35). They are public pictures, already linked from public pages.
 */
export function crossOriginResourcePolicy(path: string): "same-origin" | "cross-origin" {
  return path.startsWith("/media/") ? "cross-origin" : "same-origin";
}
