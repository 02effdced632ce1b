/**
 * Lesson videos, and videos inside rich text (issue 39). Admins paste whatever link their browser shows (a YouTube watch page, a youtu.be
 * share link, a Short, a Vimeo page); it is stored as the player's embed address, because the
 * CSP's frame-src allows exactly two players (server/app.ts): YouTube's privacy-enhanced
 * www.youtube-nocookie.com and player.vimeo.com. Anything else is refused on save.
 */

export type VideoProvider = "YouTube" | "Vimeo";

export interface VideoEmbedAddress {
  src: string;
  provider: VideoProvider;
}

export type VideoSource =
  { kind: "embed"; src: string; provider: VideoProvider } | { kind: "link"; href: string; host: string };

/** What an admin sees next to the field when the address is not one we can play. */
export const VIDEO_URL_MESSAGE =
  "Paste a YouTube or Vimeo link (for example https://youtu.be/… or https://vimeo.com/…). Videos from other sites can’t play in the lesson.";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[A-Za-z0-9]{1,40}$/;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);

function parseWebAddress(raw: string | null | undefined): URL | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  // Only web addresses (never javascript:, data: …).
  return url.protocol === "https:" || url.protocol === "http:" ? url : null;
}

/** YouTube's start time (`t=90`, `t=1m30s`, `start=90`) in whole seconds, or null. */
function youtubeStart(url: URL): number | null {
  const value = url.searchParams.get("t") ?? url.searchParams.get("start");
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return null;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

function youtubeId(url: URL, host: string): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return segments.length === 1 ? segments[0]! : null;
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) return segments.length === 2 && segments[0] === "embed" ? segments[1]! : null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments.length === 1 && segments[0] === "watch") return url.searchParams.get("v");
  if (segments.length === 2 && ["embed", "shorts", "live", "v"].includes(segments[0]!)) return segments[1]!;
  return null;
}

function vimeoEmbed(url: URL, host: string): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  let hash: string | null = null;
  if (host === "player.vimeo.com") {
    if (segments.length !== 2 || segments[0] !== "video") return null;
    id = segments[1];
    hash = url.searchParams.get("h");
  } else if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/123/abcdef (an unlisted video's key), vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123
    const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
    if (index === -1) return null;
    const before = segments.slice(0, index);
    const allowedPrefix =
      before.length === 0 ||
      (before.length === 2 && before[0] === "channels") ||
      (before.length === 3 && before[0] === "groups" && before[2] === "videos");
    const after = segments.slice(index + 1);
    if (!allowedPrefix || after.length > 1) return null;
    id = segments[index];
    hash = after[0] ?? url.searchParams.get("h");
  } else {
    return null;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  const embed = new URL(`https://player.vimeo.com/video/${id}`);
  if (hash && VIMEO_HASH.test(hash)) embed.searchParams.set("h", hash);
  return embed.href;
}

/**
 * The embed address for a YouTube or Vimeo link in any of its usual forms, or null when the
 * address is not one of theirs (or carries a login or a port, which the players never need).
 */
export function toVideoEmbed(raw: string | null | undefined): VideoEmbedAddress | null {
  const url = parseWebAddress(raw);
  if (!url || url.username !== "" || url.password !== "" || url.port !== "") return null;
  const host = url.hostname.toLowerCase();

  const id = youtubeId(url, host);
  if (id !== null) {
    if (!YOUTUBE_ID.test(id)) return null;
    const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
    const start = youtubeStart(url);
    if (start) embed.searchParams.set("start", String(start));
    return { src: embed.href, provider: "YouTube" };
  }
  const vimeo = vimeoEmbed(url, host);
  return vimeo ? { src: vimeo, provider: "Vimeo" } : null;
}

/**
 * How a stored lesson video is shown: a player for any YouTube or Vimeo link (so lessons saved
 * before links were converted still play), another web address as a plain link, nothing else.
 */
export function toVideoSource(raw: string | null | undefined): VideoSource | null {
  const embed = toVideoEmbed(raw);
  if (embed) return { kind: "embed", ...embed };
  const url = parseWebAddress(raw);
  return url ? { kind: "link", href: url.href, host: url.hostname.replace(/^www\./, "") } : null;
}

/**
 * Where a normalised player address (`toVideoEmbed`'s) is watched on its own site, and the
 * picture that stands for it in an email: YouTube's thumbnails have a fixed address, so one is
 * known without asking anyone; Vimeo's need its API (no network at send time), so none.
 */
export function videoLinks(
  embedSrc: string,
): { watch: string; thumbnail: string | null; provider: VideoProvider } | null {
  const embed = toVideoEmbed(embedSrc);
  if (!embed || embed.src !== embedSrc) return null;
  const url = new URL(embed.src);
  const segments = url.pathname.split("/").filter(Boolean);
  const id = segments[1]!;
  if (embed.provider === "YouTube") {
    const watch = new URL("https://www.youtube.com/watch");
    watch.searchParams.set("v", id);
    const start = url.searchParams.get("start");
    if (start) watch.searchParams.set("t", `${start}s`);
    return { watch: watch.href, thumbnail: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, provider: "YouTube" };
  }
  const hash = url.searchParams.get("h");
  return { watch: `https://vimeo.com/${id}${hash ? `/${hash}` : ""}`, thumbnail: null, provider: "Vimeo" };
}
