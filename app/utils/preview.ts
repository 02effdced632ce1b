/**
 * Staff preview of unpublished content at its public address (issue 18). A draft or scheduled
 * item answers 404 to everyone but an admin; an admin sees the page with a banner, marked
 * `noindex` and never cached (the HTML cache skips `private`/`no-store`, and a signed-in request
 * bypasses it anyway).
 */

/** "live" is what visitors see; the other two only an admin's preview. */
export type PublishState = "live" | "draft" | "scheduled";

/** The headers of a preview response: never stored by the HTML cache, a CDN or the browser, never indexed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
};

/** A route's `headers`: the loader's own (a preview's, above) go out with the document. */
export function loaderHeadersOnly({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}
