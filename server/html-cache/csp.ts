/**
 * A stored page cannot carry a per-request CSP nonce: the render's nonce is taken out of the
 * stored bytes, and a hit's policy allows the page's own inline scripts by their SHA-256 hashes
 * instead (with 'strict-dynamic', as the nonce was, so the scripts they load still run).
 */
import { createHash } from "node:crypto";

/** Script types a browser runs (anything else in a script tag, such as JSON-LD, is data). */
const RUNNABLE_SCRIPT_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of a page's inline scripts, in the order they appear. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? "";
    if (!RUNNABLE_SCRIPT_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The page without its render's nonce attributes; undefined when the nonce also stands anywhere else. */
export function withoutNonce(body: Buffer, nonce: string): Buffer | undefined {
  if (!nonce) return body;
  const html = body.toString("utf8").replaceAll(` nonce="${nonce}"`, "");
  return html.includes(nonce) ? undefined : Buffer.from(html, "utf8");
}

/**
 * The render's policy with its nonce replaced by the stored page's script hashes; undefined
 * when the policy does not name the nonce or the page has no inline script to name.
 */
export function policyWithHashes(policy: string, nonce: string, page: Buffer): string | undefined {
  const hashes = inlineScriptHashes(page.toString("utf8"));
  const nonceSource = `'nonce-${nonce}'`;
  if (!policy.includes(nonceSource) || hashes.length === 0) return undefined;
  return policy.replace(nonceSource, hashes.join(" "));
}
