/**
 * Which lesson videos may be embedded. The CSP's frame-src allows exactly these two players
 * (server/app.ts), so any other address is offered as a plain link instead of a broken frame.
 */

export type VideoSource =
  { kind: "embed"; src: string; provider: "YouTube" | "Vimeo" } | { kind: "link"; href: string; host: string };

const YOUTUBE_EMBED = /^\/embed\/[A-Za-z0-9_-]{6,20}\/?$/;
const VIMEO_EMBED = /^\/video\/\d{1,12}\/?$/;

export function toVideoSource(raw: string | null | undefined): VideoSource | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  // Only web addresses become links (never javascript:, data: …).
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const clean = url.username === "" && url.password === "" && url.port === "";
  if (clean && url.protocol === "https:") {
    if (url.hostname === "www.youtube-nocookie.com" && YOUTUBE_EMBED.test(url.pathname)) {
      return { kind: "embed", src: url.href, provider: "YouTube" };
    }
    if (url.hostname === "player.vimeo.com" && VIMEO_EMBED.test(url.pathname)) {
      return { kind: "embed", src: url.href, provider: "Vimeo" };
    }
  }
  return { kind: "link", href: url.href, host: url.hostname.replace(/^www\./, "") };
}
