import type Sharp from "sharp";

/**
 * sharp is loaded with the first upload, not at start: its libvips took about 6 MB of every
 * process's memory (issue 20), and most processes never resize a picture. Its operation cache
 * is off, as each upload is processed once.
 */
let sharpLoading: Promise<typeof Sharp> | undefined;
export function loadSharp() {
  sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}
