import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

/**
 * The first-visit script budget (ARCHITECTURE.md: ≤ 130 KB gzipped on every public route),
 * checked on every `npm test` from the build's own route manifest, so a change that breaks it
 * fails CI (`npm run bench` measures the same in a browser, with throttled paints beside it).
 *
 * A first visit to a route downloads the client entry and what it imports, and for each route
 * of the match (root, layouts, the page) its module and the modules the manifest lists for it to
 * preload (the route manifest itself travels inside the HTML, so it is not a file of its own).
 * Checked against a browser on the lesson player, the heaviest route: the same 15 files. Chunks
 * loaded later (a form's island on first touch, a dialog when opened) are not part of it. Each file is counted once, gzipped at level 9, as the
 * bench counts it. Not database work: it runs on the PGlite pass only, and needs the build
 * (`npm test` makes it first).
 */
const BUDGET_KB = 130;
const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, process.env.BUILD_DIR || "build", "client");
const assetsDir = path.join(clientDir, "assets");
const hasBuild = existsSync(assetsDir);

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function readManifest(): { manifest: Manifest } {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assetsDir}`);
  const text = readFileSync(path.join(assetsDir, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json) as Manifest };
}

const gzipped = new Map<string, number>();
function gzippedBytes(asset: string): number {
  let size = gzipped.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, asset)), { level: 9 }).length;
    gzipped.set(asset, size);
  }
  return size;
}

/** The full path of a route (`/academy/course/:id`), from its parents'. */
function fullPath(manifest: Manifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let current: ManifestRoute | undefined = route; current; current = manifest.routes[current.parentId ?? ""]) {
    if (current.path) parts.unshift(current.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** Every file a first visit to `route` downloads, with its gzipped size. */
function firstVisitFiles(manifest: Manifest, route: ManifestRoute) {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (let current: ManifestRoute | undefined = route; current; current = manifest.routes[current.parentId ?? ""]) {
    files.add(current.module);
    for (const file of current.imports ?? []) files.add(file);
  }
  return [...files].map((file) => ({ file, bytes: gzippedBytes(file) }));
}

describe.skipIf(!hasBuild || process.env.TEST_DB_KIND === "postgres")("the first-visit script budget", () => {
  it(`keeps every public route's first-visit script at or under ${BUDGET_KB} KB gzipped`, () => {
    const { manifest } = readManifest();
    const pages = Object.values(manifest.routes).filter(
      (route) => route.hasDefaultExport && route.id !== "root" && !route.id.startsWith("routes/admin"),
    );
    // The site's public pages: the home page, the Academy, campaigns, forms… (a layout counts with its pages).
    expect(pages.length).toBeGreaterThan(25);
    const over: string[] = [];
    for (const route of pages) {
      const files = firstVisitFiles(manifest, route);
      const total = files.reduce((sum, entry) => sum + entry.bytes, 0) / 1024;
      if (total > BUDGET_KB) {
        const biggest = [...files]
          .sort((a, b) => b.bytes - a.bytes)
          .slice(0, 6)
          .map((entry) => `${entry.file} ${(entry.bytes / 1024).toFixed(1)} KB`)
          .join(", ");
        over.push(
          `${fullPath(manifest, route)} (${route.id}): ${total.toFixed(1)} KB in ${files.length} files; largest: ${biggest}`,
        );
      }
    }
    expect(over, `routes over ${BUDGET_KB} KB of first-visit script`).toEqual([]);
  });

  it("would name a route that goes over, with its chunks", () => {
    // The check itself: a route that also preloads a large chunk (here, three copies' worth of
    // the entry) is reported over the budget.
    const { manifest } = readManifest();
    const home = manifest.routes["routes/home"]!;
    const bloated = { ...home, imports: [...(home.imports ?? []), ...largestAssets(3)] };
    const total = firstVisitFiles(manifest, bloated).reduce((sum, entry) => sum + entry.bytes, 0) / 1024;
    expect(total).toBeGreaterThan(BUDGET_KB);
  });
});

function largestAssets(count: number): string[] {
  return readdirSync(assetsDir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/assets/${name}`)
    .sort((a, b) => gzippedBytes(b) - gzippedBytes(a))
    .slice(0, count);
}
