/** The small site the page cache's tests put behind it, and how they ask it for pages. */
import express from "express";
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import pino from "pino";
import type { HtmlCache } from ".";

export const logger = pino({ level: "silent" });
/** Servers and caches a test opened, closed after it (`closeAll`, in each file's afterEach). */
export const servers: Server[] = [];
export const caches: HtmlCache[] = [];

export async function closeAll() {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
}

/**
 * A small site behind the cache, as the server puts it together: the front door answers hits,
 * Express renders (every render counts) and its scripts carry the request's nonce. The front door
 * passes on any request with an X-Forwarded-Host, as the server's does.
 */
export async function site(cache: HtmlCache, { renderMs = 0 } = {}) {
  let renders = 0;
  let brokenRenders = 0;
  const headline = "Spring food drive";
  const app = express();
  const logLines: Record<string, unknown>[] = [];
  const accessLog = pino({ level: "info" }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    res.set("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce as string}'`);
    res.set("X-Frame-Options", "DENY");
    next();
  });
  app.use(cache.middleware());
  app.get("/broken", async (_req, res) => {
    brokenRenders += 1;
    await new Promise((resolve) => setTimeout(resolve, renderMs));
    res.locals.htmlCacheSkip = true;
    res.type("html").send("<!DOCTYPE html><html><body>We could not load the news.</body></html>");
  });
  // A long page (about 350 KB of varied text): Brotli at its best quality takes a good part of a second on it.
  app.get("/long-report", (_req, res) => {
    renders += 1;
    const words = Array.from({ length: 30_000 }, (_, i) => `neighbor${(i * 7919) % 10007}`);
    const script = `<script nonce="${res.locals.nonce as string}">hydrate()</script>`;
    res
      .type("html")
      .send(`<!DOCTYPE html><html><body><h1>${headline}</h1><p>${words.join(" ")}</p>${script}</body></html>`);
  });
  app.get("/signed-in", (_req, res) => {
    res.cookie("csn.session_token", "x").type("html").send("<!DOCTYPE html><html><body>Hi</body></html>");
  });
  app.get("/{*splat}", async (req, res) => {
    renders += 1;
    if (renderMs > 0) await new Promise((resolve) => setTimeout(resolve, renderMs));
    const nonce = res.locals.nonce as string;
    // As the site's pages do, the canonical link names only the parameters the page reads (here `page`).
    const url = new URL(req.originalUrl, "https://site.example");
    const page = url.searchParams.get("page");
    const canonical = `https://site.example${url.pathname}${page ? `?page=${page}` : ""}`;
    res.type("html");
    // Streamed in two writes, as React does.
    res.write(
      `<!DOCTYPE html><html><head><link rel="canonical" href="${canonical}"/></head><body><h1>${headline}</h1><script nonce="${nonce}">hydrate()</script>`,
    );
    res.end(`<p>${escape(req.originalUrl)}</p></body></html>`);
  });
  const listener = cache.frontDoor(app, {
    logger: accessLog,
    plainAddress: (req) => req.headers["x-forwarded-host"] === undefined,
    hitLogIntervalMs: 100,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(listener).listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders: () => renders, brokenRenders: () => brokenRenders, logLines };
}

export async function get(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  return { response, html, csp, cache: response.headers.get("x-cache") };
}

/** A GET with exactly this Accept-Encoding, the body as sent (fetch would decode it). */
export function rawGet(url: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(url, { headers: { "accept-encoding": acceptEncoding, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

export function escape(text: string) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
}

export function nonceIn(html: string) {
  return /nonce="([^"]+)"/.exec(html)?.[1];
}
