import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { iconSprite } from "./scripts/icon-sprite.ts";

const APP_DIR = fileURLToPath(new URL("./app", import.meta.url));

/**
 * The stylesheet's address is imported on both sides (app/root.tsx, `?url`): both builds must
 * write the same CSS, or the server's HTML names one file and the browser, once hydrated, loads
 * a second copy under another name. The server build's own target (node24) would otherwise be
 * used for its CSS too, and that drops the browsers' prefixes.
 */
const CSS_TARGET = "es2022";

/**
 * The modules every page runs: those the root route and the client entry import statically,
 * at any depth (react, react-dom, react-router, the header, footer and toasts). They would
 * otherwise be cut into a dozen small files by which routes share them, each a request before
 * the page can hydrate; together they are one file, and not a byte more is downloaded.
 * A package's index that only re-exports (`radix-ui`) links everything it names, used or not,
 * so the walk does not pass through one.
 */
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };
const SHELL_ROOT = /(?:app[\\/]root\.tsx|entry\.client\.tsx)/;
const REEXPORT_INDEX = /node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/;
function reachedFromRoot(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (SHELL_ROOT.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => !REEXPORT_INDEX.test(importer) && reachedFromRoot(importer, graph, seen));
}

/**
 * Small helpers many pages use but the root does not: as a file of its own lazyPart cost each page
 * that used it a request and about 0.2 KB more than inside the shell.
 */
const SHELL_HELPERS = /app[\\/]components[\\/]layout[\\/]lazy-part\.tsx$/;

const shellGroup = (id: string, graph: ModuleGraph) =>
  SHELL_HELPERS.test(id) || reachedFromRoot(id, graph) ? "shell" : null;

/**
 * Lets the browser build add exports to a route's file, so code only that route and its own lazy
 * parts share goes into the route's file instead of a file of its own (rolldown's
 * `mergeCommonChunks`; the lesson player's copy and lesson list were two more requests and 0.8 KB).
 * React Router asks for `exports-only`, which keeps a route file's exports exactly as written; it
 * reads only the names it knows (`default`, `clientLoader`, `meta`...), so extra ones change
 * nothing. Set in the build's own options because React Router's config would override ours.
 */
function routeFilesMayExportMore(): Plugin {
  return {
    name: "route-files-may-export-more",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
  };
}

/**
 * Writes each script, stylesheet and sprite of the browser build also as `.br` (Brotli, quality 11) and
 * `.gz` (gzip, level 9), which the server sends as they are (server/app.ts). Brotli at its best
 * quality is about a fifth smaller than the on-the-fly gzip it replaces, and costs the server
 * nothing per request.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          if (source.length < 1024) return; // smaller than a packet: sent as it is
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(path.join(outDir, `${file}.br`), br),
            writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

/**
 * Packages the server build carries inside itself rather than importing from node_modules at start
 * (ADR 0001). Each fans out into hundreds or thousands of files (radix-ui: every Radix package;
 * better-auth: kysely's 976, though the site queries with drizzle),
 * and Node resolves, reads and compiles every file it is given: about a second of each start.
 * Bundled, only what the site uses is kept. PGlite stays outside (it loads its WebAssembly from
 * beside its own files), as do React and React Router (`@react-router/node` imports them too).
 * Build only: the dev server would transform every one of those files instead.
 */
const SERVER_BUNDLED = [
  "radix-ui",
  /^@radix-ui\//,
  "better-auth",
  /^@better-auth\//,
  "better-call",
  "@better-fetch/fetch",
  "kysely",
  "jose",
  "drizzle-orm",
];

export default defineConfig(({ command }) => ({
  environments: {
    client: {
      build: {
        target: "es2022",
        cssTarget: CSS_TARGET,
        // BUILD_SOURCEMAP=1: maps to see what each file is made of (never shipped by default).
        sourcemap: process.env.BUILD_SOURCEMAP === "1",
        rolldownOptions: {
          // The partner application form is a chunk of its own either way: the /apply pages import
          // it, and the partner pages' inline application loads it on demand (checked in the build:
          // lon-tax's chunk names it only in its preload list). Rolldown warns because the dynamic
          // import does not create a new chunk, which is not what it is for here (the server build
          // sees the same two imports).
          checks: { ineffectiveDynamicImport: false },
          output: {
            codeSplitting: {
              groups: [
                // The cards, badges and form helpers are not one shared "blocks" file (4.5 KB on every
                // page that drew any of them): split by the routes sharing them, a page loads only its
                // own, in a few files of a few hundred bytes. (A group of the form helpers alone saved 5
                // requests on form pages but cost 4 KB on the catalog, search and partner pages, which
                // draw one of them: measured, not kept.) Icons are not script at all (ADR 0020).
                { name: shellGroup, debugName: "shell", priority: 2 },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our Express app, so the database, the
    // request handler and the routes share one module graph (one PGlite).
    ssr: {
      resolve: command === "build" ? { noExternal: SERVER_BUNDLED } : {},
      build: {
        rollupOptions: { input: "./server/app.ts", checks: { ineffectiveDynamicImport: false } },
        target: "node24",
        cssTarget: CSS_TARGET,
      },
    },
  },
  resolve: { alias: { "~": APP_DIR } },
  plugins: [
    tailwindcss(),
    iconSprite({ appDir: APP_DIR }),
    reactRouter(),
    routeFilesMayExportMore(),
    precompressAssets(),
  ],
}));
