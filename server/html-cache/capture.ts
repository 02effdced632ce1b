/**
 * What of a rendered response the page store may keep: the body as it was written (within the
 * entry limit), and only a complete, anonymous, public HTML page with status 200 whose nonce
 * can be swapped for its scripts' hashes (./csp.ts).
 */
import type { Response } from "express";
import { policyWithHashes, withoutNonce } from "./csp";
import { canonicalKey } from "./keys";

/** Headers that belong to one response or to its encoding: a hit makes its own. */
const PER_RESPONSE_HEADERS = new Set([
  "date",
  "x-request-id",
  "x-cache",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "server-timing",
  "set-cookie",
  "connection",
  "keep-alive",
  "etag",
  "vary",
]);

/** Where a response carries `dontCache`'s mark (the cache's own tests set it directly). */
const DONT_CACHE = "htmlCacheSkip";

/** Marks a response as one the page cache must not keep (SiteContext's `dontCache`, app/context.ts). */
export function dontCache(res: Response) {
  res.locals[DONT_CACHE] = true;
}

/**
 * Records what a render writes. Once it has ended, `onEnd` gets the whole body, unless it grew
 * past `maxBytes` or the code that rendered it said not to keep it (`dontCache`).
 */
export function captureRender(res: Response, maxBytes: number, onEnd: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let tooBig = false;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (tooBig || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > maxBytes) {
      tooBig = true;
      chunks.length = 0;
    } else {
      chunks.push(buffer);
    }
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const result = end(chunk, ...rest);
    if (!tooBig && res.locals[DONT_CACHE] !== true) onEnd(Buffer.concat(chunks));
    return result;
  }) as Response["end"];
}

/**
 * The headers and bytes to store for a finished render under `key`, or undefined when it must
 * not be kept: not a 200, sets a cookie, not HTML, private or no-store, stopped early, asked
 * for with parameters its canonical address does not name, or a nonce that cannot be swapped.
 */
export function storablePage(
  key: string,
  nonce: string,
  res: Response,
  body: Buffer,
): { headers: string[]; identity: Buffer } | undefined {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return undefined;
  const contentType = String(res.getHeader("content-type") ?? "");
  if (!contentType.startsWith("text/html")) return undefined;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (/private|no-store/i.test(cacheControl)) return undefined;
  // The render must have finished: a document that stopped early is never stored.
  if (!body.subarray(-64).toString("utf8").trimEnd().endsWith("</html>")) return undefined;
  // With a query, only a page whose canonical address is this one: other parameters are made up
  // or change no more than the page's own state, and storing them would let anyone fill the
  // cache. A bare path is a page of its own (its canonical may add a default, as the library's does).
  if (key.includes("?") && canonicalKey(body.subarray(0, 64 * 1024).toString("utf8")) !== key) return undefined;
  // The stored bytes leave out the render's nonce; the hit's policy names the scripts' hashes.
  const identity = withoutNonce(body, nonce);
  if (!identity) return undefined;
  const headers: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    let text: string | undefined = Array.isArray(value) ? value.join(", ") : String(value);
    if (name === "content-security-policy") {
      text = policyWithHashes(text, nonce, identity);
      if (text === undefined) return undefined;
    }
    headers.push(name, text);
  }
  return { headers, identity };
}
