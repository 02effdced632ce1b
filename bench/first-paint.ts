/**
 * First and largest contentful paint as a phone on a slow network sees them, measured in a real
 * browser rather than simulated: Chromium at 375×812 (mobile, touch) with its network throttled
 * through the DevTools protocol to 1.6 Mbps down, 750 Kbps up and 150 ms of latency per request
 * (Lighthouse's "slow 4G"), a fresh context per run so the cache starts cold. The CPU is not
 * slowed, so the numbers are what the network costs: the round trips and bytes before the paint.
 *
 * Lighthouse's own figures for the same pages are simulated from an unthrottled load (Lantern), so
 * they can move with things a visitor never notices; this is the check that a change helped a
 * real visit. `measureThrottledPaints` is for the bench; from the command line,
 * `tsx bench/first-paint.ts http://127.0.0.1:PORT [runs]` prints a table for the four pages the
 * Lighthouse budget names (home, project library, a campaign, a lesson).
 */
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../tests/setup/chromium";

/** Lighthouse's mobile "slow 4G" figures, applied for real: bytes per second and milliseconds. */
export const SLOW_4G = {
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
  latency: 150,
};

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export interface ThrottledPaints {
  page: string;
  url: string;
  fcpMs: Spread;
  lcpMs: Spread;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median: Math.round(median), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0, runs: values };
}

/**
 * Reads the paint entries the page has recorded (buffered, so entries from before this script ran
 * count). The largest contentful paint can still change while the page settles, so it waits until
 * no new candidate has come for a second (at most five), then reports the last one. A string, not
 * a function, so the bundler's helpers (tsx names functions) do not end up in the page.
 */
const READ_PAINTS = `new Promise((resolve) => {
  let fcp = 0;
  let lcp = 0;
  let settle;
  const done = () => resolve({ fcp: Math.round(fcp), lcp: Math.round(lcp) });
  const wait = () => {
    clearTimeout(settle);
    settle = setTimeout(done, 1000);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = entry.startTime;
    wait();
  }).observe({ type: "largest-contentful-paint", buffered: true });
  wait();
  setTimeout(done, 5000);
})`;

export async function measureThrottledPaints(
  baseUrl: string,
  pages: { page: string; url: string }[],
  runs = 3,
): Promise<ThrottledPaints[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const results: ThrottledPaints[] = [];
  try {
    for (const { page: name, url } of pages) {
      const address = new URL(url, baseUrl).href;
      // One unthrottled request first fills the server's HTML cache, as a visitor before you would.
      await (await fetch(address)).arrayBuffer();
      const fcp: number[] = [];
      const lcp: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Network.enable");
          await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
          await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
          await page.goto(address, { waitUntil: "load", timeout: 60_000 });
          const paints = await page.evaluate<{ fcp: number; lcp: number }>(READ_PAINTS);
          fcp.push(paints.fcp);
          lcp.push(paints.lcp);
        } finally {
          await context.close();
        }
      }
      results.push({ page: name, url: address, fcpMs: spread(fcp), lcpMs: spread(lcp) });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The four pages of the Lighthouse budget, found the way the bench finds them. */
export async function lighthousePages(baseUrl: string): Promise<{ page: string; url: string }[]> {
  const html = async (path: string) => (await fetch(baseUrl + path)).text();
  const campaignId = /\/campaigns\/([0-9a-f-]{36})/.exec(await html("/projects/library?category=helping-hand"))?.[1];
  let courseId: string | undefined;
  for (const [, id] of (await html("/academy")).matchAll(/\/academy\/course\/([0-9a-f-]{36})/g)) {
    if (!/type="password"/.test(await html(`/academy/course/${id}/learn`))) {
      courseId = id;
      break;
    }
  }
  if (!campaignId || !courseId) throw new Error(`no campaign or open course found on ${baseUrl}`);
  return [
    { page: "home", url: `${baseUrl}/` },
    { page: "project library", url: `${baseUrl}/projects/library` },
    { page: "campaign", url: `${baseUrl}/campaigns/${campaignId}` },
    { page: "lesson", url: `${baseUrl}/academy/course/${courseId}/learn` },
  ];
}

export function paintsTable(results: ThrottledPaints[]): string {
  const cell = ({ median, min, max }: Spread) => `${median} (${min}–${max})`;
  return [
    "| page | FCP ms, median (spread) | LCP ms, median (spread) |",
    "| --- | ---: | ---: |",
    ...results.map((row) => `| ${row.page} | ${cell(row.fcpMs)} | ${cell(row.lcpMs)} |`),
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.argv[2]?.replace(/\/$/, "");
  if (!baseUrl) {
    process.stderr.write("usage: tsx bench/first-paint.ts http://127.0.0.1:PORT [runs]\n");
    process.exit(2);
  }
  const runs = Number(process.argv[3] ?? 3);
  const results = await measureThrottledPaints(baseUrl, await lighthousePages(baseUrl), runs);
  process.stdout.write(`${paintsTable(results)}\n`);
}
