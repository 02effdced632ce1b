/**
 * Uploaded images are stored under a content-hash key: the same bytes always get the same
 * name, so a file never changes once written and can be cached for a year.
 */
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{16,64}\.(webp|png|jpg|gif|avif)$/;

const CONTENT_TYPES = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
} as const;

export function isMediaKey(key: string | undefined): key is string {
  return typeof key === "string" && MEDIA_KEY_PATTERN.test(key);
}

/** The Content-Type a key is served with (null for anything that is not a valid key). */
export function contentTypeForKey(key: string): string | null {
  const match = MEDIA_KEY_PATTERN.exec(key);
  return match ? CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES] : null;
}

/** Where an uploaded image is served on this site. */
export function mediaPath(key: string): string {
  return `/media/${key}`;
}
