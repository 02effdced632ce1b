import { isMediaKey, mediaPath } from "./keys";
import { loadSharp } from "./sharp.server";
import type { MediaStore } from "./media-store.types";

/**
 * Uploads are kept as WebP (media.server.ts), which Outlook on Windows and some other mail
 * clients do not show at all: a newsletter's pictures then arrive as their alt text (issue 35).
 * Every WebP or AVIF upload therefore has a JPEG twin under the same hash, `<hash>.jpg`, made
 * from the stored picture: transparency laid on white (the email's background), at most
 * 1200 px wide (twice the email's 600 px column). Email rendering points at the twin; the site's
 * pages keep the smaller WebP. JPEG, PNG and GIF uploads are already shown everywhere.
 */
export const EMAIL_IMAGE_WIDTH = 1200;

const NEEDS_VARIANT = /^([a-f0-9]{16,64})\.(webp|avif)$/;

/** The key an email uses for a stored image: the JPEG twin for WebP/AVIF, the key itself otherwise. */
export function emailImageKey(key: string): string {
  const match = NEEDS_VARIANT.exec(key);
  return match ? `${match[1]}.jpg` : key;
}

async function encodeForEmail(original: Uint8Array): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original, { animated: false })
    .flatten({ background: "#ffffff" })
    .resize({ width: EMAIL_IMAGE_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** Stores the email twin of an image just processed (`bytes` are the stored file's). */
export async function putEmailVariant(store: MediaStore, key: string, bytes: Uint8Array): Promise<void> {
  const twin = emailImageKey(key);
  if (twin === key) return;
  await store.put(twin, await encodeForEmail(bytes), "image/jpeg");
}

/**
 * The twin for an image stored before twins existed: made from the stored file when missing.
 * Returns the key to use in an email, or the original key when no twin can be made.
 */
export async function ensureEmailVariant(store: MediaStore, key: string): Promise<string> {
  const twin = emailImageKey(key);
  if (twin === key) return key;
  const existing = await store.get(twin);
  if (existing) {
    await existing.body.cancel();
    return twin;
  }
  const original = await store.get(key);
  if (!original) return key;
  const bytes = new Uint8Array(await new Response(original.body).arrayBuffer());
  await store.put(twin, await encodeForEmail(bytes), "image/jpeg");
  return twin;
}

/**
 * The address an email should use for an image address from content: a /media/… image of this
 * site (relative, or absolute on `siteUrl`) becomes its JPEG twin's; any other address is kept.
 */
export async function emailImageUrl(store: MediaStore, url: string, siteUrl: string): Promise<string> {
  const site = new URL(siteUrl);
  let parsed: URL;
  try {
    parsed = new URL(url, site);
  } catch {
    return url;
  }
  if (parsed.origin !== site.origin || !parsed.pathname.startsWith("/media/")) return url;
  const key = parsed.pathname.slice("/media/".length);
  if (!isMediaKey(key)) return url;
  const twin = await ensureEmailVariant(store, key);
  return twin === key ? url : new URL(mediaPath(twin), site).href;
}

/**
 * For each `<img src="…">` of sanitized content HTML, the absolute address of its email twin
 * (see emailImageUrl): what the email's rendering puts in its place (issue 39: after the
 * sanitiser, which keeps only the library's relative /media/… pictures).
 */
export async function emailImageUrls(
  store: MediaStore,
  html: string,
  siteUrl: string,
): Promise<Record<string, string>> {
  const sources = [
    ...new Set([...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((match) => decodeAmp(match[1]!))),
  ];
  const pairs = await Promise.all(
    sources.map(async (src) => [src, new URL(await emailImageUrl(store, src, siteUrl), siteUrl).href] as const),
  );
  return Object.fromEntries(pairs);
}

const decodeAmp = (value: string) => value.replaceAll("&amp;", "&");
