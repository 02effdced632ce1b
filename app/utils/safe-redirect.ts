/**
 * Where a sign-in may send the visitor afterwards (issue 35): only a path on this site. It must
 * start with one "/" (not "//", which a browser reads as another host), hold no backslash (some
 * browsers read "/\evil.example" as "//evil.example"), no control character or space, and no
 * scheme. Anything else is null, and the caller falls back to its default ("/", part 1 §2).
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 1000) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value.includes("\\") || /[\s\u0000-\u001f\u007f]/.test(value)) return null;
  // A scheme would need a ":" before the first "/"; the path starts with "/", but check what a
  // URL parser makes of it too, so an encoded trick cannot leave the site.
  try {
    const base = "http://site.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `/auth` (or another sign-in step) carrying where to go afterwards, when that is a safe path. */
export function withRedirectTo(path: string, redirectTo: string | null | undefined): string {
  const safe = safeRedirectPath(redirectTo);
  return safe && safe !== "/" ? `${path}?redirectTo=${encodeURIComponent(safe)}` : path;
}
