/** An address a link may point to: https/http/mailto/tel or a path on this site; bare domains get https://. */
export function normaliseHref(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (/^\/(?!\/)\S*$/.test(trimmed)) return trimmed;
  if (/^(mailto|tel):\S+$/i.test(trimmed)) return trimmed;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}
