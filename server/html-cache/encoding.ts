/**
 * The encodings a stored page is kept in, which of them a client gets, and how the compressed
 * bytes are made (once per page, off the main thread: issue 20).
 */
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/**
 * Which stored encoding to send for an Accept-Encoding header: Brotli where the client takes it
 * at least as gladly as gzip (browsers list both with no weights), then gzip, else the plain bytes.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  // What browsers send ("gzip, deflate, br, zstd"): no weights, so no parsing.
  if (!header.includes(";") && !header.includes("*")) {
    if (/(?:^|[\s,])br(?:$|[\s,])/i.test(header)) return "br";
    return /(?:^|[\s,])gzip(?:$|[\s,])/i.test(header) ? "gzip" : "identity";
  }
  const weights = new Map<string, number>();
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/**
 * Brotli quality for stored pages. On the home page (170 KB with its styles, ADR 0017) quality 11
 * made 23.7 KB in 232 ms of CPU, quality 9 makes 25.9 KB in 45 ms: every store after a content
 * change pays it, on two cores shared with rendering, for 2.2 KB (about 11 ms at 1.6 Mbps).
 */
const CACHE_BROTLI_QUALITY = 9;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page's Brotli and gzip bytes, made on libuv's thread pool so the event loop keeps answering meanwhile. */
export function compressPage(source: Buffer): Promise<[br: Buffer, gzip: Buffer]> {
  return Promise.all([
    brotliAsync(source, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: CACHE_BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
}
