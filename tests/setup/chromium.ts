import { existsSync } from "node:fs";

/** Debian's Chromium (or CHROME_PATH). Nothing here ever downloads a browser. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/**
 * The browser for the browser tests: Chromium's headless shell (Debian's `chromium-headless-shell`)
 * when it is installed, else the full Chromium. The same engine without the desktop browser around
 * it, and about 30 % less time per test (docs/development-notes.md, 'Browsers'). Lighthouse and the
 * bench keep the full browser.
 */
export function findTestChromium(): string | undefined {
  const shell = "/usr/lib/chromium/chromium-headless-shell";
  if (process.env.CHROME_PATH) return findChromium();
  return existsSync(shell) ? shell : findChromium();
}

/** Flags that work as root on a machine with no internet (see docs/development-notes.md, 'Browsers'). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
