import { createHash } from "node:crypto";

/**
 * What a browser would refuse to run among a page's inline scripts under its Content-Security-Policy:
 * a rendered page allows them by the response's nonce, a page from the HTML cache by their SHA-256
 * hashes (server/html-cache/csp.ts). Computed here on its own, not with the cache's code.
 */
export function blockedInlineScripts(html: string, csp: string): string[] {
  const scriptSrc = /(?:^|;)\s*script-src\s+([^;]*)/.exec(csp)?.[1] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const problems: string[] = [];
  for (const [tag, attributes = "", content = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
    // JSON-LD and other data blocks are not run, so no policy applies to them.
    if (type !== "" && type !== "module" && type !== "text/javascript") continue;
    const hash = createHash("sha256").update(content, "utf8").digest("base64");
    const byNonce = nonce !== undefined && attributes.includes(`nonce="${nonce}"`);
    if (!byNonce && !scriptSrc.includes(`'sha256-${hash}'`)) problems.push(tag.slice(0, 120));
  }
  if (!scriptSrc) problems.push("no script-src");
  return problems;
}
