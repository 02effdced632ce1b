import { PGlite } from "@electric-sql/pglite";
import { spawnSync } from "node:child_process";
import { get } from "node:http";
import { existsSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type StartedServer } from "../setup/server";

// These start the production build as a real process (npm test builds it first).
const root = path.resolve(import.meta.dirname, "../..");
const hasBuild = existsSync(path.join(root, process.env.BUILD_DIR || "build", "server/index.js"));
const running: StartedServer[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop("SIGKILL")));
});

/** A raw GET: the bytes as sent, not decoded (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on("error", reject);
    },
  );
}

async function start(options?: Parameters<typeof startBuiltServer>[0]) {
  const server = await startBuiltServer(options);
  running.push(server);
  return server;
}

// These start real servers: allow for a cold start on a busy machine. A cold start (migrations and
// the demo seed) is the slow part, so the checks that only read share one server, and one data
// directory goes through a clean stop, a restart, a kill and a take-over in turn.
describe.runIf(process.env.TEST_DB_KIND !== "postgres")(
  "the server process (embedded database)",
  { timeout: 240_000 },
  () => {
    it("needs a build", () => {
      expect(hasBuild, "run `npm run build` first (npm test does)").toBe(true);
    });

    describe("one running server", () => {
      let server: StartedServer;
      beforeAll(async () => {
        server = await startBuiltServer({ env: { LOG_LEVEL: "info" } });
      }, 240_000);
      afterAll(async () => {
        await server?.stop("SIGKILL");
      });

      it("answers /healthz with the database state and no caching", async () => {
        // First, before any page fills the page cache.
        const response = await fetch(`${server.url}/healthz`);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.json()).toEqual({
          status: "ok",
          database: "pglite",
          htmlCache: { entries: 0, bytes: 0 },
          rendering: { active: 0, waiting: 0, admitted: 0, queued: 0, refused: 0 },
          heapUsedMb: expect.any(Number),
        });
      });

      it("runs on Node 24, as do the tests (the project's own Node, ADR 0010)", async () => {
        expect(process.versions.node).toMatch(/^24\./);
        // The log is written asynchronously: the line may arrive just after /healthz answers.
        const listening = () =>
          server
            .output()
            .split("\n")
            .filter((line) => line.includes('"server listening"'))
            .map((line) => (JSON.parse(line) as { node?: string }).node);
        await expect.poll(listening).toHaveLength(1);
        expect(listening()[0]).toMatch(/^24\./);
      });

      it("refuses a second process on the same DATA_DIR with a clear message", async () => {
        const second = spawnSync(process.execPath, ["server/main.mjs"], {
          cwd: root,
          env: { ...process.env, NODE_ENV: "production", PORT: "0", DATA_DIR: server.dataDir, DATABASE_URL: "" },
          encoding: "utf8",
          timeout: 30_000,
        });
        expect(second.status).toBe(1);
        expect(second.stderr).toContain(`already in use by another server process (pid ${server.process.pid})`);
        // The first one is unharmed.
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      });

      it("sends the build's scripts as Brotli or gzip made at build time, cached for a year, without page-only headers", async () => {
        const html = await (await fetch(`${server.url}/`)).text();
        const scripts = [...html.matchAll(/rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map(
          (match) => match[1]!,
        );
        expect(scripts.length).toBeGreaterThan(0);
        // The largest file of a first visit (the framework and the site's header and footer).
        const sized = await Promise.all(
          scripts.map(async (src) => ({
            src,
            plain: await rawGet(`${server.url}${src}`, { "accept-encoding": "identity" }),
          })),
        );
        const { src, plain } = sized.sort((a, b) => b.plain.body.length - a.plain.body.length)[0]!;
        expect(plain.headers["content-encoding"]).toBeUndefined();
        expect(plain.body.length).toBeGreaterThan(100_000);

        const br = await rawGet(`${server.url}${src}`, { "accept-encoding": "gzip, deflate, br" });
        expect(br.headers["content-encoding"]).toBe("br");
        expect(br.headers["vary"]).toBe("Accept-Encoding");
        expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
        // Brotli at its best quality: well under a third of the file.
        expect(br.body.length).toBeLessThan(plain.body.length * 0.3);

        const gz = await rawGet(`${server.url}${src}`, { "accept-encoding": "gzip" });
        expect(gz.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

        for (const response of [plain, br, gz]) {
          expect(response.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
          expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
          expect(response.headers["x-content-type-options"]).toBe("nosniff");
          // A page's policy means nothing on a script; pages keep theirs.
          expect(response.headers["content-security-policy"]).toBeUndefined();
        }
        expect((await fetch(`${server.url}/`)).headers.get("content-security-policy")).toContain(
          "frame-ancestors 'none'",
        );
        // A missing file is the site's own 404 page, with the page headers.
        const missing = await fetch(`${server.url}/assets/no-such-file.js`);
        expect(missing.status).toBe(404);
        expect(missing.headers.get("content-security-policy")).toContain("default-src 'self'");
      });
    });

    it("shuts down cleanly on SIGTERM, starts again on the same data, and after a kill takes over the dead process's lock", async () => {
      const first = await start({ env: { LOG_LEVEL: "info" } });
      expect(first.output()).toContain("seeded demo content");
      const html = await (await fetch(first.url)).text();
      expect(await first.stop("SIGTERM")).toBe(0);
      expect(first.output()).toContain("shut down cleanly");

      const startedAt = Date.now();
      const second = await start({ dataDir: first.dataDir, env: { LOG_LEVEL: "info" } });
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      // Seeded once only: the marker survived the restart.
      expect(second.output()).not.toContain("seeded demo content");
      expect(await (await fetch(second.url)).text()).toContain(html.match(/<h1[^>]*>([^<]*)/)?.[1] ?? "<h1");

      // Killed, it leaves its lock behind; the next process takes it over.
      await second.stop("SIGKILL");
      const third = await start({ dataDir: first.dataDir });
      expect((await fetch(`${third.url}/healthz`)).status).toBe(200);
      // An embedded data directory is read directly too: prove the seed is on disk.
      await third.stop("SIGTERM");
      const client = await PGlite.create(path.join(first.dataDir, "pglite"));
      const result = await client.query<{ value: string }>(
        "select value from app_meta where key = 'demo_content_seeded'",
      );
      await client.close();
      expect(result.rows).toHaveLength(1);
    });
  },
);
